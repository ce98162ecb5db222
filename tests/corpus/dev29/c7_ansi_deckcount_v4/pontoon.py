#!/usr/bin/env python3
"""Pontoon version 4: one real 52-card deck per game, dealt by Zofia.

Red suits are printed in red, results in green/red/yellow (ANSI codes).
"""
import random
from enum import Enum

VERSION = 4
STICK_AT = 19
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

DEALER = "Zofia"


class Colour(str, Enum):
    RED = "\033[31m"
    GREEN = "\033[1;32m"
    LOSE = "\033[1;31m"
    YELLOW = "\033[1;33m"
    BOLD = "\033[1m"
    OFF = "\033[0m"


class Outcome(Enum):
    PLAYER = "player"
    COMPUTER = "computer"
    DRAW = "draw"


def card_value(card):
    rank = card[0]
    value = RANKS.index(rank) + 1
    if value > 10:
        value = 10
    return value


def card_name(card):
    return card[0] + " of " + card[1]


def coloured(card):
    if card[1] in ("Hearts", "Diamonds"):
        return Colour.RED.value + card_name(card) + Colour.OFF.value
    return card_name(card)


def hand_value(cards):
    return sum(card_value(card) for card in cards)


def new_deck():
    deck = []
    for suit in SUITS:
        for rank in RANKS:
            deck.append((rank, suit))
    return deck


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while True:
        show("Your cards: " + " | ".join(coloured(c) for c in cards))
        value = hand_value(cards)
        show(f"Your value: {Colour.BOLD.value}{value}{Colour.OFF.value}")
        if value > 21:
            show(Colour.LOSE.value + "Bust!" + Colour.OFF.value)
            return cards
        answer = ask("(h)it or (s)tand? ").strip().lower()
        if answer in ("h", "hit"):
            cards.append(draw())
        elif answer in ("s", "stand"):
            return cards
        else:
            show("I didn't understand that - h or s?")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        result = Outcome.DRAW
    elif computer_value > 21:
        result = Outcome.PLAYER
    elif player_value > 21:
        result = Outcome.COMPUTER
    elif computer_value > player_value:
        result = Outcome.COMPUTER
    elif player_value > computer_value:
        result = Outcome.PLAYER
    else:
        result = Outcome.DRAW
    return result.value


def play_game(draw, ask, show=print):
    hers = computer_turn(draw)
    mine = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(hers), hand_value(mine))
    show("")
    show(f"{DEALER} has: " + " | ".join(coloured(c) for c in hers))
    show(f"{DEALER}'s value: {hand_value(hers)}")
    show("You have: " + " | ".join(coloured(c) for c in mine))
    show(f"Your value: {hand_value(mine)}")
    if winner == "player":
        show(Colour.GREEN.value + "You win!" + Colour.OFF.value)
    elif winner == "computer":
        show(Colour.LOSE.value + f"{DEALER} wins!" + Colour.OFF.value)
    else:
        show(Colour.YELLOW.value + "Draw - nobody wins." + Colour.OFF.value)
    return winner


def play_again(ask):
    while True:
        answer = ask("Play again? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    try:
        while True:
            deck = shuffled_deck(rng)
            show(f"{DEALER} shuffles a fresh deck of {len(deck)} cards.")
            play_game(lambda: deck.pop(0), ask, show)
            show(f"Cards left in the deck: {len(deck)}")
            if not play_again(ask):
                break
    except EOFError:
        show("")
    show(f"{DEALER} packs the cards away.")


if __name__ == "__main__":
    main()
