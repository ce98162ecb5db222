import random
import sys

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


class Card:
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    def value(self):
        return min(RANKS.index(self.rank) + 1, 10)

    def __str__(self):
        return self.rank + " of " + self.suit


def new_card():
    return Card(random.choice(RANKS), random.choice(SUITS))


def total(hand):
    return sum(card.value() for card in hand)


def show(hand):
    return ", ".join(str(card) for card in hand)


playing = True
while playing:
    house = [new_card()]
    while total(house) < 17:
        house.append(new_card())

    me = [new_card()]
    while total(me) <= 21:
        print("You hold: " + show(me) + " (" + str(total(me)) + ")")
        try:
            answer = input("(t)wist or (s)tick? ").strip().lower()
        except EOFError:
            sys.exit()
        if answer == "t":
            me.append(new_card())
        elif answer == "s":
            break
        else:
            print("t or s!")

    print("--------")
    print("House: " + show(house) + " = " + str(total(house)))
    print("You: " + show(me) + " = " + str(total(me)))
    h, m = total(house), total(me)
    if h > 21 and m > 21:
        print("Nobody wins, you both went bust")
    elif h > 21:
        print("The house is bust, you win!")
    elif m > 21:
        print("You are bust. The house wins")
    elif h == m:
        print("Draw")
    elif m > h:
        print("You win!")
    else:
        print("The house wins")
    print("--------")

    reply = ""
    while reply not in ("y", "n"):
        try:
            reply = input("Play again? (y/n) ").strip().lower()
        except EOFError:
            reply = "n"
    playing = reply == "y"
