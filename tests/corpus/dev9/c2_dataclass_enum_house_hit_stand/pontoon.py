"""Pontoon (version 4).

A Card is a small frozen dataclass; the four suits live in an Enum.
Every game gets its own shuffled 52 card deck. The House plays first.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

VERSION = 4
STICK_AT = 18


class Suit(Enum):
    CLUBS = "Clubs"
    DIAMONDS = "Diamonds"
    HEARTS = "Hearts"
    SPADES = "Spades"


RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = tuple(s.value for s in Suit)

VALUES = {
    "Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
    "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
    "Jack": 10, "Queen": 10, "King": 10,
}

HIT_WORDS = {"hit", "h"}
STAND_WORDS = {"stand", "s"}


@dataclass(frozen=True)
class Card:
    rank: str
    suit: str

    def __str__(self) -> str:
        return f"{self.rank} of {self.suit}"


def card_value(card: Card) -> int:
    return VALUES[card.rank]


def card_name(card: Card) -> str:
    return str(card)


def hand_value(cards: list[Card]) -> int:
    return sum(card_value(c) for c in cards)


def new_deck() -> list[Card]:
    return [Card(rank, suit.value) for suit in Suit for rank in RANKS]


def shuffled_deck(rng) -> list[Card]:
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def list_cards(cards: list[Card]) -> str:
    return ", ".join(card_name(c) for c in cards)


def computer_turn(draw) -> list[Card]:
    """The House draws until it reaches STICK_AT (it may bust)."""
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def player_turn(draw, ask, show=print) -> list[Card]:
    hand = [draw()]
    while True:
        value = hand_value(hand)
        show(f"You are holding {list_cards(hand)}. That makes {value}.")
        if value > 21:
            show("Over 21 - you're bust.")
            break
        choice = ask("hit or stand? ").strip().lower()
        while choice not in HIT_WORDS | STAND_WORDS:
            show(f"'{choice}' is not an option, type hit or stand.")
            choice = ask("hit or stand? ").strip().lower()
        if choice in STAND_WORDS:
            break
        hand.append(draw())
    return hand


def decide_winner(computer_value: int, player_value: int) -> str:
    house_bust = computer_value > 21
    player_bust = player_value > 21
    if house_bust and player_bust:
        return "draw"
    if house_bust:
        return "player"
    if player_bust:
        return "computer"
    if player_value > computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"


MESSAGES = {
    "player": "Winner: you!",
    "computer": "Winner: The House.",
    "draw": "Nobody wins - it's a draw.",
}


def play_game(draw, ask, show=print) -> str:
    house = computer_turn(draw)
    show("The House has played its hand (face down).")
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(house), hand_value(player))

    show("")
    show("+" + "-" * 44)
    show(f"| The House  [{hand_value(house):>2}]  {list_cards(house)}")
    show(f"| You        [{hand_value(player):>2}]  {list_cards(player)}")
    show("+" + "-" * 44)
    show(MESSAGES[winner])
    return winner


def play_again(ask) -> bool:
    while True:
        reply = ask("Deal another game? (yes/no) ").strip().lower()
        if reply in ("yes", "y"):
            return True
        if reply in ("no", "n"):
            return False
        print("Please answer yes or no.")


def main(rng=None, ask=input, show=print) -> None:
    rng = rng or random
    show("Welcome to Pontoon against The House!")
    try:
        playing = True
        while playing:
            deck = shuffled_deck(rng)
            play_game(deck.pop, ask, show)
            playing = play_again(ask)
        show("Thanks for playing.")
    except EOFError:
        show("\nBye.")


if __name__ == "__main__":
    main()
