"""Pontoon, assignment version 4.

The croupier (computer) plays first and keeps drawing while under STICK_AT.
Then you draw cards until you say stop or go over 21.
"""
import random
import sys

STICK_AT = 16

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


class Deck:
    def __init__(self):
        cards = [(rank, suit) for suit in SUITS for rank in RANKS]
        self.cards = random.sample(cards, len(cards))

    def deal(self):
        return self.cards.pop(0)


class Hand:
    def __init__(self, owner):
        self.owner = owner
        self.cards = []

    def add(self, card):
        self.cards.append(card)

    def value(self):
        points = 0
        for rank, suit in self.cards:
            pos = RANKS.index(rank)
            if pos >= 9:
                points += 10
            else:
                points += pos + 1
        return points

    def is_bust(self):
        return self.value() > 21

    def __str__(self):
        return "  ".join(rank + "-" + suit for rank, suit in self.cards)


def read_answer(prompt):
    print(prompt, end="", flush=True)
    line = sys.stdin.readline()
    if line == "":
        # no more input
        print()
        sys.exit(0)
    return line.strip().lower()


def ask(prompt, first, second):
    answer = read_answer(prompt)
    while answer not in (first, second):
        print("Type '" + first + "' or '" + second + "'.")
        answer = read_answer(prompt)
    return answer


class Game:
    def __init__(self):
        self.deck = Deck()
        self.croupier = Hand("Croupier")
        self.you = Hand("You")

    def croupier_turn(self):
        self.croupier.add(self.deck.deal())
        while self.croupier.value() < STICK_AT:
            self.croupier.add(self.deck.deal())
        print("Croupier has finished drawing.")

    def your_turn(self):
        self.you.add(self.deck.deal())
        while True:
            print("You: " + str(self.you) + "   [" + str(self.you.value()) + "]")
            if self.you.is_bust():
                print("Over 21 - you're bust.")
                return
            if ask("more or stop? ", "more", "stop") == "stop":
                return
            self.you.add(self.deck.deal())

    def winner(self):
        c_bust = self.croupier.is_bust()
        y_bust = self.you.is_bust()
        if c_bust and y_bust:
            return "Nobody wins, you both went bust. Draw."
        if c_bust:
            return "Croupier is bust - You win!"
        if y_bust:
            return "Croupier wins."
        if self.croupier.value() == self.you.value():
            return "Draw - nobody wins."
        if self.you.value() > self.croupier.value():
            return "You win!"
        return "Croupier wins."

    def play(self):
        self.croupier_turn()
        self.your_turn()
        print()
        print("~~~~~~~~~~ RESULT ~~~~~~~~~~")
        print("Croupier: " + str(self.croupier) + "   [" + str(self.croupier.value()) + "]")
        print("You:      " + str(self.you) + "   [" + str(self.you.value()) + "]")
        print(self.winner())
        print("~~~~~~~~~~~~~~~~~~~~~~~~~~~~")


def main():
    print("Welcome to Pontoon!")
    while True:
        print()
        Game().play()
        if ask("Another game? yes/no ", "yes", "no") == "no":
            print("Goodbye.")
            break


if __name__ == "__main__":
    main()
