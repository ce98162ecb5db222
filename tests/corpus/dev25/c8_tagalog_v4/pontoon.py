"""Pontoon (bersyon 4) - laro ng baraha laban sa kompyuter.

Isang bagong binalasang baraha (52 cards) sa bawat laro.
"""
import random
import sys

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


class Card:
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    @property
    def points(self):
        if self.rank in ("Ten", "Jack", "Queen", "King"):
            return 10
        return RANKS.index(self.rank) + 1      # Ace = 1 palagi

    def __str__(self):
        return f"{self.rank} of {self.suit}"

    def __repr__(self):
        return f"Card({self.rank!r}, {self.suit!r})"


class Hand:
    def __init__(self):
        self.cards = []

    def add(self, card):
        self.cards.append(card)

    @property
    def value(self):
        return sum(c.points for c in self.cards)

    def __str__(self):
        return ", ".join(str(c) for c in self.cards)


class Deck:
    def __init__(self):
        self.cards = [Card(r, s) for s in SUITS for r in RANKS]
        random.shuffle(self.cards)

    def deal(self):
        return self.cards.pop()


def tanong(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)


def kompyuter_turn(deck):
    hand = Hand()
    hand.add(deck.deal())
    while hand.value < 15:
        hand.add(deck.deal())
    return hand


def player_turn(deck):
    hand = Hand()
    hand.add(deck.deal())
    while True:
        print(f"Ang mga card mo: {hand}  [halaga: {hand.value}]")
        if hand.value > 21:
            print("Lumampas ka sa 21!")
            return hand
        sagot = tanong("Pumili -- (a) kumuha pa ng card  (b) tumigil: (a/b) ").strip().lower()
        if sagot == "a":
            hand.add(deck.deal())
        elif sagot == "b":
            return hand
        else:
            print("a o b lang ang puwedeng sagot.")


def isang_laro():
    deck = Deck()
    print()
    print("==== Bagong laro ====")
    kompyuter = kompyuter_turn(deck)
    print("Tapos na ang kompyuter. Ikaw na.")
    ikaw = player_turn(deck)
    k, i = kompyuter.value, ikaw.value
    print()
    print(f"Kompyuter: {kompyuter}")
    print(f"  halaga: {k}")
    print(f"Ikaw:      {ikaw}")
    print(f"  halaga: {i}")
    if k > 21 and i > 21:
        print("Tabla! Pareho kayong lumampas sa 21.")
    elif k > 21:
        print("Panalo ka!")
    elif i > 21:
        print("Panalo ang kompyuter!")
    elif k == i:
        print("Tabla!")
    elif i > k:
        print("Panalo ka!")
    else:
        print("Panalo ang kompyuter!")


def ulit():
    while True:
        s = tanong("Maglaro ulit? (o/h) ").strip().lower()
        if s == "o":
            return True
        if s == "h":
            return False
        print("Sagutin ng o (oo) o h (hindi).")


print("Maligayang pagdating sa Pontoon!")
while True:
    isang_laro()
    if not ulit():
        break
print("Salamat sa paglalaro!")
