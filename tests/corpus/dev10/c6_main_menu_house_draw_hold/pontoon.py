"""
Pontoon against the House  (assignment 3: cards with suits)

Every card is a random rank with a random suit, so the same card
can come up more than once.  The House plays first and keeps its
cards hidden until you hold or go bust.
"""
import random
import sys

STICK_AT = 17

RANK_LIST = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
             "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUIT_LIST = ("Clubs", "Diamonds", "Hearts", "Spades")

VALUE_OF = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5,
            "Six": 6, "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
            "Jack": 10, "Queen": 10, "King": 10}


def read_answer(question):
    """Print the question and read one line. Stop the program at end of input."""
    sys.stdout.write(question)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if line == "":
        sys.exit(0)
    return line.strip()


def pick_card():
    return (random.choice(RANK_LIST), random.choice(SUIT_LIST))


def worth(cards):
    return sum(VALUE_OF[rank] for rank, suit in cards)


def describe(cards):
    return " + ".join(rank + " of " + suit for rank, suit in cards)


def house_turn():
    house = [pick_card()]
    while worth(house) < STICK_AT:
        house.append(pick_card())
    return house


def draw_or_hold():
    while True:
        move = read_answer("Type draw or hold: ").lower()
        if move == "draw" or move == "hold":
            return move
        print('Sorry, I only understand "draw" or "hold".')


def your_turn():
    hand = [pick_card()]
    while True:
        print("Your cards: " + describe(hand) + "   (value " + str(worth(hand)) + ")")
        if worth(hand) > 21:
            print("Bust! You have gone over 21.")
            break
        move = draw_or_hold()
        if move == "hold":
            break
        hand.append(pick_card())
    return hand


def play_round(score):
    print()
    print("The House deals itself some cards, face down...")
    house = house_turn()
    print("The House is done. Now it's you.")
    you = your_turn()

    h = worth(house)
    y = worth(you)
    print()
    print("----- Round over -----")
    print("The House holds: " + describe(house) + "  = " + str(h))
    print("You hold:        " + describe(you) + "  = " + str(y))

    if h > 21 and y > 21:
        print("You both went bust, so it's a draw.")
        score["draws"] += 1
    elif y > 21:
        print("You are bust. The House wins.")
        score["losses"] += 1
    elif h > 21:
        print("The House is bust. You win!")
        score["wins"] += 1
    elif h == y:
        print("Same value - it's a draw.")
        score["draws"] += 1
    elif y > h:
        print("You beat the House. You win!")
        score["wins"] += 1
    else:
        print("The House wins.")
        score["losses"] += 1
    print("----------------------")


score = {"wins": 0, "losses": 0, "draws": 0}
print("Welcome to Pontoon!")
while True:
    print()
    print("1. Play a round  2. Show score  3. Quit")
    choice = read_answer("Choose: ")
    if choice == "1":
        play_round(score)
    elif choice == "2":
        print("Wins: %d   Losses: %d   Draws: %d"
              % (score["wins"], score["losses"], score["draws"]))
    elif choice == "3":
        print("Thanks for playing. Goodbye!")
        break
    else:
        print("Please choose 1, 2 or 3.")
