"""Pontoon, version 2, against the House: type hit or stand; court cards."""
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")


def draw():
    return random.choice(RANKS)


def points(hand):
    total = 0
    for rank in hand:
        if rank in ("Jack", "Queen", "King"):
            total += 0
        else:
            total += RANKS.index(rank) + 1
    return total


def house_turn():
    hand = [draw()]
    while points(hand) < STICK_AT:
        hand.append(draw())
    return hand


def your_turn():
    hand = [draw()]
    while points(hand) <= 21:
        print("Your cards:", ", ".join(hand), "- total", points(hand))
        word = input("hit or stand? ").strip().lower()
        if word == "hit":
            hand.append(draw())
        elif word == "stand":
            break
        else:
            print("The House only understands hit or stand.")
    return hand


def game():
    house = house_turn()
    you = your_turn()
    h, y = points(house), points(you)
    print("House has:", ", ".join(house))
    print("Value:", h)
    print("You have:", ", ".join(you))
    print("Value:", y)
    if h > 21 and y > 21:
        print("Everybody busts: a draw.")
    elif y > 21:
        print("You bust. The House wins.")
    elif h > 21:
        print("The House busts. You win!")
    elif y > h:
        print("You win!")
    elif h > y:
        print("The House wins.")
    else:
        print("Stand-off: a draw.")


def main():
    while True:
        game()
        again = input("Another round? (y/n) ").strip().lower()
        while again not in ("y", "n"):
            again = input("Another round? (y/n) ").strip().lower()
        if again == "n":
            return


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
