"""Pontoon, version 4 - object oriented.

A Shoe holds one real 52-card deck, shuffled fresh for every game.
The Dealer plays first (hidden), then the Player decides card by card.
"""
import random
from abc import ABC, abstractmethod
from itertools import zip_longest


class Card:
    RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
             "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
    SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]

    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    def value(self):
        position = Card.RANKS.index(self.rank) + 1
        return min(position, 10)

    def __str__(self):
        return f"{self.rank} of {self.suit}"


class Shoe:
    def __init__(self):
        self.cards = []
        for suit in Card.SUITS:
            for rank in Card.RANKS:
                self.cards.append(Card(rank, suit))
        random.shuffle(self.cards)

    def deal(self):
        return self.cards.pop(0)


class Participant(ABC):
    def __init__(self, name):
        self.name = name
        self.hand = []

    def take(self, card):
        self.hand.append(card)

    def total(self):
        return sum(card.value() for card in self.hand)

    def is_bust(self):
        return self.total() > 21

    def hand_text(self):
        return ", ".join(str(card) for card in self.hand)

    @abstractmethod
    def play(self, shoe):
        pass


class Dealer(Participant):
    STICK_AT = 17

    def __init__(self):
        super().__init__("Dealer")

    def play(self, shoe):
        self.take(shoe.deal())
        while self.total() < self.STICK_AT:
            self.take(shoe.deal())


class Player(Participant):
    def play(self, shoe):
        self.take(shoe.deal())
        print(f"{self.name}, you are dealt the {self.hand[0]}.")
        while True:
            print(f"{self.name}, your cards: {self.hand_text()} (value {self.total()})")
            answer = input(f"{self.name}, take another card? [y/N] ").strip().lower()
            if self.is_bust():
                print(f"Bust, {self.name}! That's over 21.")
                break
            if answer == "y":
                card = shoe.deal()
                self.take(card)
                print(f"{self.name} draws the {card}.")
            elif answer == "" or answer == "n":
                print(f"{self.name} sticks on {self.total()}.")
                break
            else:
                print(f"Sorry {self.name}, answer y or n (just Enter means n).")


class Game:
    def __init__(self, player_name):
        self.player_name = player_name

    def winner(self, player, dealer):
        if player.is_bust() and dealer.is_bust():
            return None
        if player.is_bust():
            return dealer
        if dealer.is_bust():
            return player
        if player.total() == dealer.total():
            return None
        if player.total() > dealer.total():
            return player
        return dealer

    def print_table(self, player, dealer):
        left = [player.name] + [str(c) for c in player.hand] + [f"Total: {player.total()}"]
        right = [dealer.name] + [str(c) for c in dealer.hand] + [f"Total: {dealer.total()}"]
        # keep the totals on the same row
        while len(left) < len(right):
            left.insert(-1, "")
        while len(right) < len(left):
            right.insert(-1, "")
        width = max(len(s) for s in left + right) + 2
        line = "+" + "-" * width + "+" + "-" * width + "+"
        print(line)
        for number, (a, b) in enumerate(zip_longest(left, right, fillvalue="")):
            if number == 1 or number == len(left) - 1:
                print(line)
            print(f"| {a:<{width - 2}} | {b:<{width - 2}} |")
        print(line)

    def play(self):
        shoe = Shoe()
        dealer = Dealer()
        player = Player(self.player_name)
        dealer.play(shoe)
        print("The dealer has played. Cards stay face down until you are done.")
        player.play(shoe)
        print()
        self.print_table(player, dealer)
        champ = self.winner(player, dealer)
        if champ is None:
            print("Winner: nobody (push)")
        else:
            print(f"Winner: {champ.name}")
        print()


def main():
    name = input("What is your name? ").strip()
    if name == "":
        name = "Player"
    print(f"Welcome to the pontoon table, {name}!")
    game = Game(name)
    while True:
        game.play()
        while True:
            again = input(f"{name}, play again? (y/n) ").strip().lower()
            if again in ("y", "n"):
                break
            print("Please type y or n.")
        if again == "n":
            print(f"Thanks for playing, {name}!")
            return


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
