#!/usr/bin/env python3
# Pontoon version 3 - cards with suits
# (c) me, for the programming course
import os
import pprint
import random
import sys

VERSION = 3
STICK_AT = 12     # computer is a bit of a coward

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

VALUE_OF = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5,
            "Six": 6, "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
            "Jack": 10, "Queen": 10, "King": 10}

RESULT_TEXT = {"player": "the player wins",
               "computer": "the computer wins",
               "draw": "draw (nobody wins)"}


def clear():
    """Clear the terminal - but only if there is a terminal, otherwise do nothing."""
    if sys.stdout.isatty():
        os.system("cls" if os.name == "nt" else "clear")


def card_value(card):
    rank, suit = card
    return VALUE_OF[rank]


def card_name(card):
    rank, suit = card
    return rank + " of " + suit


def hand_value(cards):
    total = 0
    for card in cards:
        total += card_value(card)
    return total


def random_card(rng):
    rank = RANKS[rng.randrange(len(RANKS))]
    suit = SUITS[rng.randrange(len(SUITS))]
    return (rank, suit)


def computer_turn(draw):
    hand = []
    hand.append(draw())
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while True:
        show("Your hand:")
        show(pprint.pformat([card_name(c) for c in hand]))
        show("Value = " + str(hand_value(hand)))
        if hand_value(hand) > 21:
            show("Too many! You're bust.")
            return hand
        answer = ask("(t)wist or (s)tick? ")
        answer = answer.strip().lower()
        if answer == "t":
            hand.append(draw())
            clear()
        elif answer == "s":
            return hand
        else:
            show("Type t to twist or s to stick.")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    elif computer_value > 21:
        return "player"
    elif player_value > 21:
        return "computer"
    elif computer_value > player_value:
        return "computer"
    elif player_value > computer_value:
        return "player"
    return "draw"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    show(f"DEBUG computer has {[card_name(c) for c in computer]} = {hand_value(computer)}")
    player = player_turn(draw, ask, show)
    clear()

    computer_value = hand_value(computer)
    player_value = hand_value(player)
    table = {
        "computer": {"cards": [card_name(c) for c in computer], "value": computer_value},
        "player": {"cards": [card_name(c) for c in player], "value": player_value},
    }
    winner = decide_winner(computer_value, player_value)
    show("Final hands:")
    show(pprint.pformat(table, sort_dicts=False))
    show("Result: " + RESULT_TEXT[winner])
    return winner


def play_again(ask):
    answer = ""
    while answer not in ("y", "yes", "n", "no"):
        answer = ask("Again? [y]es / [n]o: ").strip().lower()
    return answer.startswith("y")


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    try:
        while True:
            clear()
            show("~~~~~ P O N T O O N ~~~~~")
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                break
    except EOFError:
        return      # no more input: just stop


if __name__ == "__main__":
    main()
