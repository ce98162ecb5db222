# Pontoon (v3) with a main menu before every game; the computer is the House.
import random

HOUSE_STANDS = 17
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
RULES = """Pontoon: get closer to 21 than the House without going over.
Ace is 1, Jack, Queen and King are 10. The House plays first, in secret."""


def new_card():
    return random.choice(RANKS), random.choice(SUITS)


def worth(card):
    return RANKS.index(card[0]) + 1


def total(hand):
    return sum(worth(card) for card in hand)


def show(hand):
    return ", ".join(rank + " of " + suit for rank, suit in hand)


def one_game():
    house = [new_card()]
    while total(house) < HOUSE_STANDS:
        house.append(new_card())
    you = [new_card()]
    while total(you) <= 21:
        print("Hand:", show(you), "(" + str(total(you)) + ")")
        move = input("(t)wist or (s)tick? ").strip().lower()
        if move == "s":
            break
        if move == "t":
            you.append(new_card())
        else:
            print("t or s")
    h, y = total(house), total(you)
    print("House:", show(house), "=", h)
    print("You:", show(you), "=", y)
    if h > 21 and y > 21:
        print("Both bust - a draw.")
    elif y > 21:
        print("You are bust - the House wins.")
    elif h > 21:
        print("The House is bust - you win!")
    elif y > h:
        print("You win!")
    elif h > y:
        print("The House wins.")
    else:
        print("Same value - a draw.")


def menu():
    while True:
        print()
        print("1 play")
        print("2 rules")
        print("3 quit")
        choice = input("Your choice: ").strip()
        if choice == "1":
            one_game()
        elif choice == "2":
            print(RULES)
        elif choice == "3":
            print("Bye.")
            return
        else:
            print("Choose 1, 2 or 3.")


try:
    menu()
except EOFError:
    pass
