"""
Pontoon - version 3 (cards have a rank and a suit)

The computer plays first and keeps its cards hidden, then you play.
Aces are always worth 1, picture cards are worth 10.
Every card is drawn as a little box.
"""
import random

STICK_AT = 17

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]

# what goes in the corners of the box
CORNER = {"Ace": "A", "Two": "2", "Three": "3", "Four": "4", "Five": "5",
          "Six": "6", "Seven": "7", "Eight": "8", "Nine": "9", "Ten": "10",
          "Jack": "J", "Queen": "Q", "King": "K"}


def random_card():
    rank = random.choice(RANKS)
    suit = random.choice(SUITS)
    return (rank, suit)


def card_value(card):
    position = RANKS.index(card[0]) + 1
    if position > 10:
        return 10
    return position


def hand_value(hand):
    total = 0
    for card in hand:
        total += card_value(card)
    return total


def card_name(card):
    return card[0] + " of " + card[1]


def card_box(card):
    """Returns the 5 lines of one card picture."""
    corner = CORNER[card[0]]
    suit_letter = card[1][0]
    return ["+-----+",
            "|" + corner.ljust(5) + "|",
            "|  " + suit_letter + "  |",
            "|" + corner.rjust(5) + "|",
            "+-----+"]


def print_hand(hand):
    boxes = [card_box(card) for card in hand]
    for row in range(5):
        line = ""
        for box in boxes:
            line += box[row] + "  "
        print("   " + line.rstrip())


def ask(question, allowed):
    while True:
        answer = input(question).strip().lower()
        if answer in allowed:
            return answer
        print("Sorry, please type " + " or ".join(allowed) + ".")


def computer_turn():
    hand = [random_card()]
    while hand_value(hand) < STICK_AT:
        hand.append(random_card())
    return hand


def player_turn():
    hand = [random_card()]
    while True:
        print()
        print("Your cards:")
        print_hand(hand)
        print("   Total:", hand_value(hand))
        if hand_value(hand) > 21:
            print("You went over 21 - bust!")
            return hand
        choice = ask("(h)it or (s)tand? ", ["h", "s"])
        if choice == "s":
            return hand
        hand.append(random_card())


def winner(computer_hand, player_hand):
    comp = hand_value(computer_hand)
    you = hand_value(player_hand)
    if comp > 21 and you > 21:
        return "draw"
    if comp > 21:
        return "player"
    if you > 21:
        return "computer"
    if comp == you:
        return "draw"
    # more cards means you took more risk, so more cards wins
    if len(player_hand) > len(computer_hand):
        return "player"
    if len(computer_hand) > len(player_hand):
        return "computer"
    if you > comp:
        return "player"
    return "computer"


def play_one_game():
    print()
    print("The computer is drawing its cards...")
    computer_hand = computer_turn()
    print("The computer is done. Its cards are face down.")
    player_hand = player_turn()

    print()
    print("=============== RESULT ===============")
    print("Computer's cards (total " + str(hand_value(computer_hand)) + "):")
    print_hand(computer_hand)
    print("   " + ", ".join(card_name(c) for c in computer_hand))
    print("Your cards (total " + str(hand_value(player_hand)) + "):")
    print_hand(player_hand)
    print("   " + ", ".join(card_name(c) for c in player_hand))
    print()
    result = winner(computer_hand, player_hand)
    if result == "player":
        print("You win!")
    elif result == "computer":
        print("The computer wins!")
    else:
        print("It's a draw!")
    print("======================================")


def main():
    print("Welcome to Pontoon!")
    try:
        while True:
            play_one_game()
            if ask("Play again? (y/n) ", ["y", "n"]) == "n":
                print("Goodbye!")
                break
    except EOFError:
        print()


main()
