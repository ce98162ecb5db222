# Pontoon vs The Machine
# Assignment version 2: cards are ranks only (no suits)

import random
import sys

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
MACHINE_STOPS_AT = 16

RULES = """
---------------- RULES ----------------
 * Ace = 1, Two to Ten = face value,
   Jack, Queen and King = 10.
 * The Machine draws its cards first and
   keeps them hidden. It takes a card
   while it has less than 16.
 * Then you hit (take a card) or stand.
   Over 21 and you are bust.
 * If you are both bust it is a draw.
   Otherwise the higher total wins.
---------------------------------------
"""


def read(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)


class Hand:
    def __init__(self):
        self.cards = []

    def add(self, card):
        self.cards.append(card)

    def value(self):
        total = 0
        for card in self.cards:
            total += min(RANKS.index(card) + 1, 10)
        return total

    def is_bust(self):
        return self.value() > 21

    def __str__(self):
        return ", ".join(self.cards)


class Game:
    def __init__(self):
        self.machine = Hand()
        self.player = Hand()

    def deal(self):
        return random.choice(RANKS)

    def machine_turn(self):
        print("The Machine is thinking... *beep* *boop*")
        self.machine.add(self.deal())
        while self.machine.value() < MACHINE_STOPS_AT:
            self.machine.add(self.deal())
        print("The Machine has finished. Its cards are hidden.\n")

    def menu(self):
        while True:
            print("1) Hit  2) Stand  3) Show the rules")
            choice = read("> ").strip()
            if choice == "1" or choice == "2":
                return choice
            elif choice == "3":
                print(RULES)
            else:
                print("Invalid choice, please enter 1, 2 or 3.")

    def player_turn(self):
        first = self.deal()
        print("You are dealt:", first)
        self.player.add(first)
        while True:
            print(f"Your hand: {self.player}   (value {self.player.value()})")
            choice = self.menu()
            if self.player.is_bust():
                print("BUST! You went over 21.")
                return
            if choice == "1":
                card = self.deal()
                print("You are dealt:", card)
                self.player.add(card)
            else:
                print("You stand.")
                return

    def show_result(self):
        m = self.machine.value()
        p = self.player.value()
        print()
        print("############ RESULT ############")
        print(f"The Machine: {self.machine}  => {m}")
        print(f"You:         {self.player}  => {p}")
        if self.machine.is_bust() and self.player.is_bust():
            print("You are both bust. It's a draw.")
        elif self.player.is_bust():
            print("The Machine wins!")
        elif self.machine.is_bust():
            print("The Machine is bust. You win!")
        elif p > m:
            print("You win!")
        elif m > p:
            print("The Machine wins!")
        else:
            print("Same value. It's a draw.")
        print("################################\n")

    def play(self):
        self.machine_turn()
        self.player_turn()
        self.show_result()


def want_again():
    while True:
        ans = read("Another round? (yes/no) ").strip().lower()
        if ans in ("y", "yes"):
            return True
        if ans in ("n", "no"):
            return False
        print("Please answer yes or no.")


print("=== PONTOON: You vs The Machine ===\n")
playing = True
while playing:
    Game().play()
    playing = want_again()
print("The Machine says goodbye.")
