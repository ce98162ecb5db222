"""Pontoon, version 3, written with classes and a numbered menu."""
import random
import sys

SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]


class Card:
    def __init__(self):
        self.rank = random.choice(RANKS)
        self.suit = random.choice(SUITS)

    def value(self):
        if self.rank == "Ace":
            return 11
        return min(RANKS.index(self.rank) + 1, 10)

    def __str__(self):
        return self.rank + " of " + self.suit


class Player:
    def __init__(self, name):
        self.name = name
        self.cards = []

    def take(self):
        self.cards.append(Card())

    def value(self):
        return sum(card.value() for card in self.cards)

    def show(self):
        return ", ".join(str(card) for card in self.cards)


class Dealer(Player):
    def play(self):
        self.take()
        while self.value() < 17:
            self.take()


class Game:
    def __init__(self):
        self.dealer = Dealer("Dealer")
        self.player = Player("You")

    def player_turn(self):
        self.player.take()
        while self.player.value() <= 21:
            print("Your cards:", self.player.show())
            print("1) twist  2) stick  3) quit")
            choice = input("Choose: ").strip()
            if choice == "1":
                self.player.take()
            elif choice == "2":
                return
            elif choice == "3":
                print("Goodbye.")
                sys.exit()
            else:
                print("Choose 1, 2 or 3.")
        print("Your cards:", self.player.show())
        print("You are bust!")

    def result(self):
        d, p = self.dealer.value(), self.player.value()
        print("Dealer has:", self.dealer.show(), "-", d)
        print("You have:", self.player.show(), "-", p)
        if d > 21 and p > 21:
            return "Nobody wins."
        if p > 21:
            return "The dealer wins."
        if d > 21:
            return "You win!"
        if p > d:
            return "You win!"
        if d > p:
            return "The dealer wins."
        return "It's a tie."

    def play(self):
        self.dealer.play()
        self.player_turn()
        print(self.result())


def main():
    while True:
        Game().play()
        print("1) play again  2) quit")
        if input("Choose: ").strip() != "1":
            break


try:
    main()
except EOFError:
    pass
