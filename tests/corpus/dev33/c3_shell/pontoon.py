#!/usr/bin/env python3
# pontoon v2 -- ranks, no suits
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
VAL = {r: min(i + 1, 10) for i, r in enumerate(RANKS)}


def card_value(c):
    return VAL[c]


def card_name(c):
    return c


def hand_value(cs):
    return sum(map(card_value, cs))


def random_card(rng):
    return rng.choice(RANKS)


def fmt(h):
    return " ".join(map(card_name, h)) + " = " + str(hand_value(h))


def computer_turn(draw):
    h = [draw()]
    while hand_value(h) < STICK_AT:
        h.append(draw())
    return h


def player_turn(draw, ask, show=print):
    h = [draw()]
    while hand_value(h) <= 21:
        a = ask(fmt(h) + " [more/stay]> ").strip().lower()
        if a == "more":
            h.append(draw())
        elif a == "stay":
            return h
        else:
            show("?? more|stay")
    show(fmt(h) + "  BUST")
    return h


def decide_winner(computer_value, player_value):
    c, p = computer_value, player_value
    if c > 21 and p > 21:
        return "draw"
    if c > 21:
        return "player"
    if p > 21:
        return "computer"
    return "player" if p > c else "computer" if c > p else "draw"


def play_game(draw, ask, show=print):
    c = computer_turn(draw)
    p = player_turn(draw, ask, show)
    show("computer: " + fmt(c))
    show("you:      " + fmt(p))
    w = decide_winner(hand_value(c), hand_value(p))
    show({"player": "=> you win", "computer": "=> computer wins", "draw": "=> draw"}[w])
    return w


def play_again(ask):
    while True:
        a = ask("again? [y/n]> ").strip().lower()
        if a in ("y", "n"):
            return a == "y"


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    draw = lambda: random_card(rng)
    try:
        while True:
            play_game(draw, ask, show)
            if not play_again(ask):
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
