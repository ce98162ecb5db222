import random

VERSION = 4


class Card:
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    def __str__(self):
        return f"{self.rank} of {self.suit}"

    def value(self):
        if self.rank in ("Jack", "Queen", "King", "Ten"):
            return 10
        if self.rank == "Ace":
            return 1
        return ["Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"].index(self.rank) + 2


RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


def score(hand):
    return sum(c.value() for c in hand)


def listing(hand):
    return ", ".join(str(c) for c in hand)


def main():
    playing = True
    while playing:
        deck = [Card(r, s) for s in SUITS for r in RANKS]
        random.shuffle(deck)
        house = [deck.pop()]
        while score(house) < 17:
            house.append(deck.pop())
        me = [deck.pop()]
        while score(me) <= 21:
            print(f"You have {listing(me)}, total {score(me)}")
            ans = input("Twist or stick? (t/s) ").strip().lower()
            if ans == "t":
                me.append(deck.pop())
            elif ans == "s":
                break
            else:
                print("I need t or s")
        print(f"The house has: {listing(house)} ({score(house)})")
        print(f"You have: {listing(me)} ({score(me)})")
        h, m = score(house), score(me)
        if h > 21 and m > 21:
            print("Nobody wins")
        elif h > 21:
            print("The house is bust, you win!")
        elif m > 21:
            print("You are bust. The house wins")
        elif h == m:
            print("Nobody wins")
        elif m > h:
            print("You win!")
        else:
            print("The house wins")
        try:
            playing = input("Play again? (y/n) ").strip().lower() == "y"
        except EOFError:
            playing = False


main()
