#!/usr/bin/env python3
"""Pontoon v4 - one shuffled 52 card deck, shared by the computer and you."""
import random

SUITS = [("Clubs", "♣"), ("Diamonds", "♦"), ("Hearts", "♥"), ("Spades", "♠")]
RANKS = [("Ace", "A", 1), ("Two", "2", 2), ("Three", "3", 3), ("Four", "4", 4),
         ("Five", "5", 5), ("Six", "6", 6), ("Seven", "7", 7), ("Eight", "8", 8),
         ("Nine", "9", 9), ("Ten", "10", 10), ("Jack", "J", 10),
         ("Queen", "Q", 10), ("King", "K", 10)]


class Card:
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    def value(self):
        return self.rank[2]

    def short(self):
        return self.rank[1] + self.suit[1]

    def long(self):
        return f"{self.rank[0]} of {self.suit[0]}"


class Deck:
    def __init__(self):
        self.cards = [Card(rank, suit) for suit in SUITS for rank in RANKS]
        random.shuffle(self.cards)
        self.top = 0

    def deal(self):
        if self.top == len(self.cards):  # out of cards -> shuffle them again
            random.shuffle(self.cards)
            self.top = 0
        card = self.cards[self.top]
        self.top += 1
        return card


def total(hand):
    return sum(card.value() for card in hand)


class Game:
    STAY_ON = 18  # the computer keeps drawing below this

    def __init__(self):
        self.deck = None
        self.computer = []
        self.player = []

    def computer_turn(self):
        self.computer = [self.deck.deal()]
        while total(self.computer) < self.STAY_ON:
            self.computer.append(self.deck.deal())

    def player_turn(self):
        self.player = [self.deck.deal()]
        while True:
            cards = " ".join(card.short() for card in self.player)
            print(f"Hand: {cards} ({total(self.player)})")
            if total(self.player) > 21:
                print("Over 21 - you're bust.")
                return
            choice = input("Draw or stay? (d/s) ").strip().lower()
            if choice in ("d", "draw"):
                self.player.append(self.deck.deal())
            elif choice in ("s", "stay"):
                return
            else:
                print("Type d to draw or s to stay.")

    def winner(self):
        c, p = total(self.computer), total(self.player)
        if c > 21 and p > 21:
            return None
        if p > 21:
            return "Computer"
        if c > 21:
            return "You"
        if c == p:
            return None
        return "You" if p > c else "Computer"

    def show_result(self):
        print()
        print("------ Result ------")
        print("Computer:", ", ".join(card.long() for card in self.computer),
              f"({total(self.computer)})")
        print("You:     ", ", ".join(card.long() for card in self.player),
              f"({total(self.player)})")
        who = self.winner()
        if who is None:
            print("It's a draw.")
        elif who == "You":
            print("You win!")
        else:
            print("The Computer wins.")
        print("--------------------")

    def play_once(self):
        self.deck = Deck()
        self.computer_turn()
        print("The computer has finished drawing.")
        self.player_turn()
        self.show_result()

    def play_again(self):
        while True:
            answer = input("Play again? (y/n) ").strip().lower()
            if answer in ("y", "yes"):
                return True
            if answer in ("n", "no"):
                return False
            print("Please answer y or n.")

    def run(self):
        print("=== PONTOON ===")
        while True:
            if input("Deal? (Enter to start, q to quit) ").strip().lower() == "q":
                break
            self.play_once()
            if not self.play_again():
                break
        print("Goodbye.")


if __name__ == "__main__":
    try:
        Game().run()
    except EOFError:
        print()
