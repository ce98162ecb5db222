#!/usr/bin/env python3
# PONTOON  v3
# each card is a dict like {"rank": "Q", "suit": "♠"}
# rank and suit are chosen separately so the same card can come up again

import random

VERSION = 3
STICK_AT = 15

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

SHORT_RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SYMBOLS = {"♣": "Clubs", "♦": "Diamonds", "♥": "Hearts", "♠": "Spades"}


def random_card(rng):
    card = {}
    card["rank"] = rng.choice(SHORT_RANKS)
    card["suit"] = rng.choice(list(SYMBOLS))
    return card


def card_value(card):
    r = card["rank"]
    if r == "A":
        return 1
    elif r == "J" or r == "Q" or r == "K":
        return 10
    else:
        return int(r)


def card_name(card):
    long_rank = RANKS[SHORT_RANKS.index(card["rank"])]
    return long_rank + " of " + SYMBOLS[card["suit"]]


def pretty(card):
    return card["rank"] + card["suit"] + " (" + card_name(card) + ")"


def hand_value(cards):
    return sum([card_value(c) for c in cards])


def computer_turn(draw):
    banker = []
    banker.append(draw())
    while hand_value(banker) < STICK_AT:
        banker.append(draw())
    return banker


def player_turn(draw, ask, show=print):
    mine = [draw()]
    done = False
    while not done:
        show("-- your hand --")
        for c in mine:
            show("   " + pretty(c))
        if hand_value(mine) > 21:
            show("Bust! (" + str(hand_value(mine)) + ")")
            done = True
        else:
            ans = ""
            while ans not in ["t", "s"]:
                ans = ask("(t)wist or (s)tick? ").strip().lower()
                if ans not in ["t", "s"]:
                    show("??? only t or s please")
            if ans == "t":
                mine.append(draw())
            else:
                done = True
    return mine


def decide_winner(computer_value, player_value):
    if player_value > 21:
        if computer_value > 21:
            return "draw"
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value == computer_value:
        return "draw"
    elif player_value > computer_value:
        return "player"
    else:
        return "computer"


def play_game(draw, ask, show=print):
    banker = computer_turn(draw)
    show("Banker has taken its cards.")
    mine = player_turn(draw, ask, show)

    show("")
    show("==== Banker ====")
    for c in banker:
        show("   " + pretty(c))
    show("   value: " + str(hand_value(banker)))
    show("==== You ====")
    for c in mine:
        show("   " + pretty(c))
    show("   value: " + str(hand_value(mine)))

    w = decide_winner(hand_value(banker), hand_value(mine))
    if w == "player":
        show(">> You beat the Banker!")
    elif w == "computer":
        show(">> Banker wins this one.")
    else:
        show(">> Draw.")
    return w


def play_again(ask):
    ans = ask("Play again (y/n)? ").strip().lower()
    while ans != "y" and ans != "n":
        ans = ask("y or n: ").strip().lower()
    return ans == "y"


def main(rng=None, ask=input, show=print):
    rng = rng or random

    def draw():
        return random_card(rng)

    try:
        again = True
        while again:
            show("")
            show("~~~~~~ NEW GAME ~~~~~~")
            play_game(draw, ask, show)
            again = play_again(ask)
    except EOFError:
        pass
    show("Thanks for playing")


if __name__ == "__main__":
    main()
