"""Pontoon, verze 3: karty mají barvy.

Karta je dvojice (hodnost, barva), např. ("Seven", "Hearts").
Počítač hraje první a jeho karty uvidíš až na konci.
"""
import random
from abc import ABC, abstractmethod
from typing import NamedTuple

VERSION = 3
STICK_AT = 17

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

HODNOTY = {
    "Ace": 11, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
    "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
    "Jack": 10, "Queen": 10, "King": 10,
}

OTAZKA = "Další kartu? (a/n) "
ZNOVU = "Hrát znovu? (a/n) "


class Card(NamedTuple):
    rank: str
    suit: str

    def __repr__(self):
        return card_name(self)


def card_value(card):
    return HODNOTY[card[0]]


def card_name(card):
    rank, suit = card
    return f"{rank} of {suit}"


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return (rng.choice(RANKS), rng.choice(SUITS))


class Participant(ABC):
    """Společný základ pro hráče i počítač."""

    def __init__(self, jmeno):
        self.jmeno = jmeno
        self.cards = []

    def take(self, card):
        self.cards.append(Card(*card))

    @property
    def value(self):
        return hand_value(self.cards)

    @property
    def bust(self):
        return self.value > 21

    @abstractmethod
    def play(self, draw):
        """Odehraje celý tah."""

    def __repr__(self):
        return f"{self.jmeno}: {self.cards} = {self.value}"


class Computer(Participant):
    def __init__(self):
        super().__init__("Počítač")

    def play(self, draw):
        if not self.cards:
            self.take(draw())
        while self.value < STICK_AT:
            self.take(draw())


class Human(Participant):
    def __init__(self, ask, show):
        super().__init__("Ty")
        self.ask = ask
        self.show = show

    def play(self, draw):
        if not self.cards:
            self.take(draw())
        while True:
            self.show(f"Tvoje karty: {self.cards} (hodnota {self.value})")
            if self.bust:
                self.show("Máš přes 21, tvůj tah končí.")
                return
            odpoved = self.ask(OTAZKA).strip().lower()
            if odpoved == "a":
                self.take(draw())
            elif odpoved == "n":
                return
            else:
                self.show("Napiš a (ano) nebo n (ne).")


def computer_turn(draw):
    pocitac = Computer()
    pocitac.play(draw)
    return list(pocitac.cards)


def player_turn(draw, ask, show=print):
    hrac = Human(ask, show)
    hrac.play(draw)
    return list(hrac.cards)


def decide_winner(computer_value, player_value):
    if player_value > 21 and computer_value > 21:
        return "draw"
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value == computer_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    hrac = Human(ask, show)
    pocitac = Computer()
    hrac.take(draw())      # hráč dostane svou první kartu hned na začátku
    pocitac.play(draw)     # počítač odehraje celý tah (potají)
    hrac.play(draw)
    show("=== Konec hry ===")
    show(repr(pocitac))
    show(repr(hrac))
    vitez = decide_winner(pocitac.value, hrac.value)
    show({"player": "Vyhrál jsi!", "computer": "Vyhrál počítač!", "draw": "Remíza!"}[vitez])
    return vitez


def play_again(ask):
    while True:
        odpoved = ask(ZNOVU).strip().lower()
        if odpoved == "a":
            return True
        if odpoved == "n":
            return False


def main(rng=None, ask=input, show=print):
    rng = rng if rng is not None else random.Random()
    show("Vítej u hry Pontoon!")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Ahoj!")
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
