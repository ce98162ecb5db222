# Pontoon version 2 by Fay
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


def card_value(card):
    if card in ("Ten", "Jack", "Queen", "King")
        return 10
    return RANKS.index(card) + 1


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return rng.choice(RANKS)


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards
