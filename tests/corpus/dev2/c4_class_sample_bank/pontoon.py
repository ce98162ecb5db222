"""Pontoon, version 4: a Deck class dealt with random.sample; the computer is called the Bank."""
import random
import sys

VERSION = 4
STICK_AT = 15
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")


class Deck:
    def __init__(self):
        cards = [(rank, suit) for suit in SUITS for rank in RANKS]
        self.cards = random.sample(cards, len(cards))

    def deal(self):
        return self.cards.pop(0)


def points(hand):
    return sum(min(RANKS.index(rank) + 1, 10) for rank, _ in hand)


def names(hand):
    return " + ".join(rank + " of " + suit for rank, suit in hand)


def read(prompt):
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.strip().lower()


def round_():
    deck = Deck()
    bank = [deck.deal()]
    while points(bank) < STICK_AT:
        bank.append(deck.deal())
    you = [deck.deal()]
    while points(you) <= 21:
        print("You hold " + names(you) + " = " + str(points(you)))
        choice = read("[t]wist or [s]tick: ")
        if choice == "t":
            you.append(deck.deal())
        elif choice == "s":
            break
        else:
            print("Unknown choice " + repr(choice))
    print("The Bank: " + names(bank) + " = " + str(points(bank)))
    print("You: " + names(you) + " = " + str(points(you)))
    b, y = points(bank), points(you)
    if b > 21 and y > 21:
        print("Everybody bust. Nobody wins.")
    elif y > 21:
        print("You are bust. The Bank wins.")
    elif b > 21:
        print("The Bank is bust. You win.")
    elif y > b:
        print("You win.")
    elif b > y:
        print("The Bank wins.")
    else:
        print("Stand-off. Nobody wins.")


try:
    while True:
        round_()
        if read("Another game? (y/n): ") == "n":
            break
except EOFError:
    pass
