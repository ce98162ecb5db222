"""Pontoon, version 3: every card has a rank and a suit, each picked at random
on its own (so the same card can turn up twice). Aces are always worth 1."""
import random

VERSION = 3
STICK_AT = 15

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
SHORT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

GREEN = "\033[32m"
RED = "\033[31m"
YELLOW = "\033[33m"
RESET = "\033[0m"


class Card:
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    @property
    def value(self):
        return min(RANKS.index(self.rank) + 1, 10)

    def __str__(self):
        return f"{self.rank} of {self.suit}"

    def __repr__(self):
        return f"<{SHORT[RANKS.index(self.rank)]}{self.suit[0]}>"

    @classmethod
    def random(cls):
        return cls(random.choice(RANKS), random.choice(SUITS))


class OutOfInput(Exception):
    pass


def prompt(text):
    try:
        return input(text)
    except EOFError:
        raise OutOfInput


def total(hand):
    return sum(card.value for card in hand)


def dealer_plays():
    hand = [Card.random()]
    while total(hand) < STICK_AT:
        hand.append(Card.random())
    return hand


def player_plays():
    hand = [Card.random()]
    while True:
        print("You hold:", ", ".join(str(c) for c in hand), f"-> {total(hand)}")
        if total(hand) > 21:
            print("Over 21, you're bust!")
            return hand
        while True:
            choice = prompt("Draw or hold? (d/h) ").strip().lower()
            if choice in ("d", "h"):
                break
            print("Please type d to draw or h to hold.")
        if choice == "h":
            return hand
        hand.append(Card.random())


def play_round():
    print("\nThe dealer takes its cards and keeps them face down.")
    dealer = dealer_plays()
    player = player_plays()
    d, p = total(dealer), total(player)
    print("----- Result -----")
    print(f"Dealer: {dealer!r} = {d}")
    print(f"You:    {player!r} = {p}")
    if (d > 21 and p > 21) or (d <= 21 and p <= 21 and d == p):
        print(f"{YELLOW}It's a draw.{RESET}")
    elif d > 21 or (p <= 21 and p > d):
        print(f"{GREEN}You win!{RESET}")
    else:
        print(f"{RED}You lose, the dealer wins.{RESET}")


def another():
    while True:
        answer = prompt("Another round? (yes/no) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer yes or no.")


def main():
    print("Welcome to Pontoon!")
    try:
        play_round()
        while another():
            play_round()
    except OutOfInput:
        print()
        return
    print("Thanks for playing.")


if __name__ == "__main__":
    main()
