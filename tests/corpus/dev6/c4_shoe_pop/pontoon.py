"""Pontoon, version 4, dealt from a shoe: your first card, then the dealer plays to 17, then you."""
import itertools
import random

VERSION = 4
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def fresh_shoe():
    shoe = list(itertools.product(RANKS, SUITS))
    random.shuffle(shoe)
    return shoe


def worth(hand):
    return sum(min(RANKS.index(rank) + 1, 10) for rank, _ in hand)


def listing(hand):
    return ", ".join(f"{r} of {s}" for r, s in hand)


def round_of_pontoon():
    shoe = fresh_shoe()
    you = [shoe.pop()]
    dealer = [shoe.pop()]
    while worth(dealer) < STICK_AT:
        dealer.append(shoe.pop())
    while worth(you) <= 21:
        print(f"You: {listing(you)}  [{worth(you)}]")
        move = input("Hit or stand (h/s)? ").strip().lower()
        if move == "h":
            you.append(shoe.pop())
        elif move == "s":
            break
        else:
            print("Please answer h or s.")
    d, y = worth(dealer), worth(you)
    print(f"Dealer has: {listing(dealer)}")
    print(f"Value: {d}")
    print(f"Player has: {listing(you)}")
    print(f"Value: {y}")
    if d > 21 and y > 21:
        print("Draw!")
    elif y > 21:
        print("Dealer wins!")
    elif d > 21:
        print("Player wins!")
    elif y > d:
        print("Player wins!")
    elif d > y:
        print("Dealer wins!")
    else:
        print("Draw!")


def main():
    while True:
        round_of_pontoon()
        reply = input("Play again? (y/n) ").strip().lower()
        while reply not in ("y", "n"):
            reply = input("Play again? (y/n) ").strip().lower()
        if reply == "n":
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        pass
