"""Pontoon, version 2: cards are rank names, all 13 ranks equally likely."""
from abc import ABC, abstractmethod
import random

VERSION = 2
STICK_AT = 18

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
VALUES = {rank: min(i + 1, 10) for i, rank in enumerate(RANKS)}


def random_card():
    return random.choice(RANKS)


class Player(ABC):
    """Anyone who holds a hand. Subclasses decide when to take another card."""

    def __init__(self, name):
        self.name = name
        self.hand = []

    @property
    def value(self):
        return sum(VALUES[card] for card in self.hand)

    def is_bust(self):
        return self.value > 21

    def describe(self):
        return ", ".join(self.hand) + " -> " + str(self.value)

    def after_card(self):
        """Hook called after every card; silent by default."""

    @abstractmethod
    def wants_another_card(self):
        """Return True to twist, False to stick."""

    def play_turn(self, draw):
        self.hand = [draw()]
        while True:
            self.after_card()
            if self.is_bust():
                return
            if not self.wants_another_card():
                return
            self.hand.append(draw())


class Dealer(Player):
    def __init__(self, stick_at=STICK_AT):
        super().__init__("Dealer")
        self.stick_at = stick_at

    def wants_another_card(self):
        return self.value < self.stick_at


class Human(Player):
    def after_card(self):
        print("You have: " + self.describe())
        if self.is_bust():
            print("Bust! That's over 21, so your turn ends here.")

    def wants_another_card(self):
        while True:
            answer = input("Hit or stand? (h/s) ").strip().lower()
            if answer == "h":
                return True
            if answer == "s":
                return False
            print("Please type h to hit or s to stand.")


class Game:
    def __init__(self):
        self.dealer = Dealer()
        self.human = Human("You")

    def winner(self):
        d, h = self.dealer.value, self.human.value
        if d > 21 and h > 21:
            return "draw"
        if h > 21:
            return "dealer"
        if d > 21:
            return "player"
        if d == h:
            return "draw"
        return "dealer" if d > h else "player"

    def play(self):
        print()
        print("The dealer plays first, face down...")
        self.dealer.play_turn(random_card)
        print("The dealer is done. Your turn.")
        self.human.play_turn(random_card)

        print()
        print("Dealer reveals: " + self.dealer.describe())
        print("Your hand:      " + self.human.describe())
        result = self.winner()
        if result == "dealer":
            print("Dealer wins.")
        elif result == "player":
            print("You win!")
        else:
            print("It's a draw.")


def ask_play_again():
    while True:
        answer = input("Play again? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y or n.")


def main():
    print("Welcome to Pontoon! Aces are always worth 1.")
    try:
        while True:
            Game().play()
            if not ask_play_again():
                print("Thanks for playing!")
                break
    except EOFError:
        print()


if __name__ == "__main__":
    main()
