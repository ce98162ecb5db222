"""computer_turn ignores the draw it is given and deals itself cards with random."""
import random

VERSION = 1
STICK_AT = 17


def computer_turn(draw):
    cards = [random.randint(1, 10)]
    while sum(cards) < STICK_AT:
        cards.append(random.randint(1, 10))
    return cards
