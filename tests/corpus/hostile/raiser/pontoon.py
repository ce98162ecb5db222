"""Each function ends in a different unusual way."""
import os
import sys

VERSION = 1
STICK_AT = 17


class Weird:
    def __repr__(self):
        raise RuntimeError("no repr for you")


def computer_turn(draw):
    raise KeyboardInterrupt


def player_turn(draw, ask, show=print):
    sys.exit(3)


def hand_value(cards):
    return Weird()


def card_name(card):
    return (card, [card, {"k": card}], None, True, 1.5)


def decide_winner(computer_value, player_value):
    return bytearray(8 * 1024 ** 3)


def play_game(draw, ask, show=print):
    show("start")
    print("printed directly")
    os._exit(7)
