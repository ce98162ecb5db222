"""Pontŵn, fersiwn 3: cardiau gyda siwtiau.

Cerdyn = NamedTuple (rank, suit), felly mae'n dal i fod yn bâr fel ("Seven", "Hearts").
Mae Enum yn rhoi symbol i bob siwt (♣ ♦ ♥ ♠). Y deliwr yw Dewi.
"""
import random
from enum import Enum
from typing import NamedTuple

VERSION = 3
STICK_AT = 15
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

DELIWR = "Dewi"
CWESTIWN = "Troi neu aros? (t/a) "
ETO = "Chwarae eto? (i/n) "


class Suit(Enum):
    Clubs = "♣"
    Diamonds = "♦"
    Hearts = "♥"
    Spades = "♠"


class Card(NamedTuple):
    rank: str
    suit: str


def card_value(card):
    rank = card[0]
    return min(RANKS.index(rank) + 1, 10)


def card_name(card):
    rank, suit = card
    return f"{rank} of {suit}"


def hand_value(cards):
    return sum(card_value(card) for card in cards)


def random_card(rng):
    return Card(rng.choice(RANKS), rng.choice(SUITS))


def dangos(card):
    """Cerdyn gyda'i symbol: '♥ Seven of Hearts'."""
    return f"{Suit[card[1]].value} {card_name(card)}"


def rhestr(cards):
    return ", ".join(dangos(card) for card in cards)


def computer_turn(draw):
    llaw = [draw()]
    while hand_value(llaw) < STICK_AT:
        llaw.append(draw())
    return llaw


def player_turn(draw, ask, show=print):
    llaw = [draw()]
    while hand_value(llaw) <= 21:
        show("Dy gardiau: " + rhestr(llaw))
        show(f"Dy gyfanswm: {hand_value(llaw)}")
        ateb = ask(CWESTIWN).strip().lower()
        if ateb == "t":
            llaw.append(draw())
        elif ateb == "a":
            break
        else:
            show("Atebwch t neu a, os gwelwch yn dda.")
    else:
        show("Dy gardiau: " + rhestr(llaw))
        show(f"Rwyt ti wedi mynd dros 21 ({hand_value(llaw)})!")
    return llaw


def decide_winner(computer_value, player_value):
    if computer_value > 21 or player_value > 21:
        if computer_value > 21 and player_value > 21:
            return "draw"
        return "player" if computer_value > 21 else "computer"
    if computer_value == player_value:
        return "draw"
    return "computer" if computer_value > player_value else "player"


def play_game(draw, ask, show=print):
    dewi = computer_turn(draw)
    fi = player_turn(draw, ask, show)
    enillydd = decide_winner(hand_value(dewi), hand_value(fi))
    show("--- Canlyniad ---")
    show(f"Cardiau {DELIWR}: " + rhestr(dewi))
    show(f"Cyfanswm {DELIWR}: {hand_value(dewi)}")
    show("Dy gardiau di: " + rhestr(fi))
    show(f"Dy gyfanswm di: {hand_value(fi)}")
    show({"player": "Ti sy'n ennill!",
          "computer": f"{DELIWR} sy'n ennill!",
          "draw": "Gêm gyfartal!"}[enillydd])
    return enillydd


def play_again(ask):
    while True:
        ateb = ask(ETO).strip().lower()
        if ateb == "i":
            return True
        elif ateb == "n":
            return False


def holi(cwestiwn):
    """Print y cwestiwn heb newid llinell, yna input() heb brompt."""
    print(cwestiwn, end="", flush=True)
    return input()


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    show(f"Croeso i Pontŵn! {DELIWR} sy'n delio heno.")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Hwyl fawr!")
                return
    except EOFError:
        show()


if __name__ == "__main__":
    main(ask=holi)
