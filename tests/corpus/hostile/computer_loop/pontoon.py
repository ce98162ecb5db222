"""Correct except that computer_turn never returns."""
VERSION = 1
STICK_AT = 17


def hand_value(cards):
    return sum(cards)


def computer_turn(draw):
    cards = [draw()]
    while True:
        cards.append(0)
        cards.pop()
