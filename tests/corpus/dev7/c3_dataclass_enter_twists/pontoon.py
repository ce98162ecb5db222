# Pontoon, version 3: cards with suits, played against the Croupier.
# Just press Enter for another card; n stops.
import random
from dataclasses import dataclass

VERSION = 3
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


@dataclass
class Card:
    rank: str
    suit: str

    def __str__(self):
        return f"{self.rank} of {self.suit}"

    def points(self):
        return min(RANKS.index(self.rank) + 1, 10)


def card_stream():
    while True:
        yield Card(random.choice(RANKS), random.choice(SUITS))


def worth(hand):
    return sum(card.points() for card in hand)


def listing(hand):
    return ", ".join(str(card) for card in hand)


def croupier_turn(cards):
    hand = [next(cards)]
    while worth(hand) < STICK_AT:
        hand.append(next(cards))
    return hand


def your_turn(cards):
    hand = [next(cards)]
    while True:
        print(f"Your cards: {listing(hand)} ({worth(hand)})")
        if worth(hand) > 21:
            print("That's bust.")
            return hand
        answer = input("Card? [Y/n] ").strip().lower()
        if answer in ("", "y", "yes"):
            hand.append(next(cards))
        elif answer in ("n", "no"):
            return hand
        else:
            print("Press Enter for a card, or type n to stop.")


def round_result(croupier, you):
    c, y = worth(croupier), worth(you)
    print(f"The Croupier has: {listing(croupier)} ({c})")
    print(f"You have: {listing(you)} ({y})")
    if c > 21 and y > 21:
        print(f"Both bust ({c} and {y}), nobody takes it.")
    elif y > 21:
        print(f"Your {y} is bust, the Croupier takes it.")
    elif c > 21:
        print(f"The Croupier's {c} is bust, you take it.")
    elif c == y:
        print(f"{c} and {y} are level, nobody takes it.")
    elif y > c:
        print(f"{y} beats {c}, you take it.")
    else:
        print(f"{c} beats {y}, the Croupier takes it.")


def another_round():
    while True:
        answer = input("Another round? [y/N] ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("", "n", "no"):
            return False
        print("Type y for another round, or press Enter to leave.")


def main():
    cards = card_stream()
    while True:
        croupier = croupier_turn(cards)
        you = your_turn(cards)
        round_result(croupier, you)
        if not another_round():
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        pass
