"""Pontoon, version 4: one shuffled 52-card deck per game.

The dealer plays first. Its turn is narrated one card at a time, but
only as "The dealer takes a card." -- no card or total is revealed until
the player has finished.
"""
from __future__ import annotations

import random
from typing import Callable

VERSION = 4
STICK_AT = 16

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

Card = tuple[str, str]


def card_value(card: Card) -> int:
    """Ace is 1, Two..Nine face value, Ten and the court cards 10."""
    return min(RANKS.index(card[0]) + 1, 10)


def card_name(card: Card) -> str:
    """'Seven of Hearts' style name."""
    return f"{card[0]} of {card[1]}"


def hand_value(cards: list[Card]) -> int:
    """Total of the cards in a hand."""
    return sum(card_value(c) for c in cards)


def new_deck() -> list[Card]:
    """All 52 cards, always in the same order."""
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck(rng: random.Random | None = None) -> list[Card]:
    """A fresh deck shuffled with *rng* (the random module by default)."""
    deck = new_deck()
    (rng or random).shuffle(deck)
    return deck


def computer_turn(draw: Callable[[], Card], show: Callable[[str], None] = print) -> list[Card]:
    """Dealer draws one card at a time while under STICK_AT."""
    cards = [draw()]
    show("The dealer takes a card.")
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
        show("The dealer takes a card.")
    show("The dealer has finished.")
    return cards


def player_turn(draw: Callable[[], Card], ask: Callable[[str], str],
                show: Callable[[str], None] = print) -> list[Card]:
    """Player twists (1) or sticks (0) until sticking or going bust."""
    cards = [draw()]
    while True:
        show("Your hand: " + ", ".join(card_name(c) for c in cards)
             + f"  (value {hand_value(cards)})")
        if hand_value(cards) > 21:
            show("Bust! You are over 21.")
            return cards
        answer = ask("Enter 1 to twist or 0 to stick: ").strip().lower()
        if answer == "1":
            cards.append(draw())
        elif answer == "0":
            return cards
        else:
            show("Sorry, only 1 or 0.")


def decide_winner(computer_value: int, player_value: int) -> str:
    """'computer', 'player' or 'draw'."""
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return "computer" if computer_value > player_value else "player"


def play_game(draw: Callable[[], Card], ask: Callable[[str], str],
              show: Callable[[str], None] = print) -> str:
    """One game: dealer's turn, player's turn, result block."""
    player = player_turn(draw, ask, show)
    computer = computer_turn(draw, show)
    cv, pv = hand_value(computer), hand_value(player)
    show("")
    show("Computer has: " + ", ".join(card_name(c) for c in computer))
    show(f"Value: {cv}")
    show("Player has: " + ", ".join(card_name(c) for c in player))
    show(f"Value: {pv}")
    winner = decide_winner(cv, pv)
    if winner == "player":
        show("Player wins!")
    elif winner == "computer":
        show("Computer wins!")
    else:
        show("It's a draw!")
    return winner


def play_again(ask: Callable[[str], str]) -> bool:
    """Ask until the answer is yes or no."""
    while True:
        answer = ask("Play again? (yes/no): ").strip().lower()
        if answer == "yes":
            return True
        if answer == "no":
            return False


def main(rng: random.Random | None = None, ask: Callable[[str], str] = input,
         show: Callable[[str], None] = print) -> None:
    """Play games until the player says no; quit quietly at end of input."""
    show("== Pontoon ==")
    try:
        while True:
            deck = shuffled_deck(rng)
            show("")
            show("A new deck has been shuffled.")
            play_game(lambda: deck.pop(0), ask, show)
            if not play_again(ask):
                break
    except EOFError:
        show("")
    show("Goodbye!")


if __name__ == "__main__":
    main()
