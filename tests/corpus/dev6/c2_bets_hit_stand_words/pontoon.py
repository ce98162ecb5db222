"""Pontoon, version 2: a bet every hand, [H]it or [S]tand, the dealer hits to 17."""
import random

VERSION = 2
STICK_AT = 17
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
VALUES = {rank: min(i + 1, 10) for i, rank in enumerate(RANKS)}


def new_card():
    return RANKS[random.randrange(13)]


def hand_value(cards):
    return sum(VALUES[c] for c in cards)


class Table:
    def __init__(self):
        self.chips = 50

    def bet(self):
        while True:
            raw = input(f"[{self.chips} chips] Stake for this hand: ").strip()
            try:
                stake = int(raw)
            except ValueError:
                stake = 0
            if 1 <= stake <= self.chips:
                return stake
            print("That stake is not allowed.")

    def hand(self):
        dealer = [new_card()]
        while hand_value(dealer) < STICK_AT:
            dealer.append(new_card())
        mine = [new_card()]
        while hand_value(mine) <= 21:
            print(f"Hand: {' + '.join(mine)} = {hand_value(mine)}")
            choice = input("[H]it or [S]tand? ").strip().upper()
            if choice == "H":
                mine.append(new_card())
            elif choice == "S":
                break
            else:
                print("H or S, please.")
        d, m = hand_value(dealer), hand_value(mine)
        print(f"Dealer has: {', '.join(dealer)}")
        print(f"Value: {d}")
        print(f"Player has: {', '.join(mine)}")
        print(f"Value: {m}")
        if d > 21 and m > 21:
            print("Draw!")
            return 0
        if m > 21:
            print("Dealer wins!")
            return -1
        if d > 21 or m > d:
            print("Player wins!")
            return 1
        if d > m:
            print("Dealer wins!")
            return -1
        print("Draw!")
        return 0

    def run(self):
        while True:
            stake = self.bet()
            self.chips += stake * self.hand()
            if self.chips <= 0:
                print("Broke! Here are 50 more chips.")
                self.chips = 50
            print(f"Chips: {self.chips}")
            answer = input("Play again? (y/n) ").strip().lower()
            while answer not in ("y", "n"):
                answer = input("Play again? (y/n) ").strip().lower()
            if answer == "n":
                break


if __name__ == "__main__":
    try:
        Table().run()
    except EOFError:
        pass
