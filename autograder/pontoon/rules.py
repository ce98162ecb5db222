"""The pontoon rules, stated once: when a hand is bust, who wins, and what the computer takes.

Everything that needs to know the game asks here: the function probes
(`autograder.pontoon.probes`), the checks on a program's games (`autograder.pontoon.programs`)
and the reference's exact odds (`reference.odds.pontoon_settle`). The rule ids are the
contract's (`autograder.pontoon.contract.GAME_RULES`); the texts stay there.

Glossary: a *value* is what a hand adds up to (an Ace always 1, `contract.card_value`); a hand
is *bust* when its value is over 21; *values* (a stacked deck) are card values in the order
they are dealt. This module imports nothing of the kit's, so anything may ask it.
"""
from __future__ import annotations

BUST_OVER = 21                   # a value over this is bust
COMPUTER, PLAYER, DRAW = "computer", "player", "draw"   # what `decide_winner` returns
RESULT_RULES = ("bust-draw", "one-bust", "tie-draw", "higher-wins")  # the rules a result shows


def is_bust(value: int) -> bool:
    """Whether a hand of this value is bust (over 21).

    >>> is_bust(21), is_bust(22)
    (False, True)
    """
    return value > BUST_OVER


def deciding_rule(computer: int, player: int) -> str:
    """Which of the contract's result rules decides a game with these two values.

    >>> deciding_rule(22, 25), deciding_rule(23, 18), deciding_rule(18, 18), deciding_rule(17, 20)
    ('bust-draw', 'one-bust', 'tie-draw', 'higher-wins')
    """
    if is_bust(computer) and is_bust(player):
        return "bust-draw"
    if is_bust(computer) or is_bust(player):
        return "one-bust"
    return "tie-draw" if computer == player else "higher-wins"


def winner(computer: int, player: int) -> str:
    """Who wins a game with these values: ``"computer"``, ``"player"`` or ``"draw"``.

    >>> winner(22, 25), winner(23, 18), winner(18, 18), winner(20, 17), winner(17, 20)
    ('draw', 'player', 'draw', 'computer', 'player')
    """
    rule = deciding_rule(computer, player)
    if rule in ("bust-draw", "tie-draw"):
        return DRAW
    if rule == "one-bust":
        return PLAYER if is_bust(computer) else COMPUTER
    return PLAYER if player > computer else COMPUTER


def computer_twists(value: int, stick_at: int) -> bool:
    """Whether the computer, holding at least one card worth ``value``, takes another.

    >>> computer_twists(16, 17), computer_twists(17, 17)
    (True, False)
    """
    return value < stick_at


def computer_hand(values: list[int], stick_at: int) -> list[int] | None:
    """The card values the computer takes from the front of a deck; None when the deck runs
    out before it sticks (or goes bust).

    >>> computer_hand([9, 3, 6, 10], 17), computer_hand([10, 2, 5], 12), computer_hand([2, 3], 17)
    ([9, 3, 6], [10, 2], None)
    """
    hand: list[int] = []
    for value in values:
        hand.append(value)
        if not computer_twists(sum(hand), stick_at):
            return hand
    return None


def deal_streams(cards: list) -> dict[str, tuple[list, list]]:
    """The orders the rules allow a game's first cards to be dealt in, each as (the cards the
    computer's turn draws from, in order; the player's first card dealt before that turn
    ends): ``A`` the computer's whole turn first, ``B`` the player's first card first, ``C`` one
    card each, the computer's first, then the computer's hits. The player's turn draws from
    what the computer's turn leaves after them (`computer_hand`).

    >>> deal_streams([4, 9, 5, 2])
    {'A': ([4, 9, 5, 2], []), 'B': ([9, 5, 2], [4]), 'C': ([4, 5, 2], [9])}
    """
    return {"A": (list(cards), []), "B": (list(cards[1:]), list(cards[:1])),
            "C": ([*cards[:1], *cards[2:]], list(cards[1:2]))}


def computer_takes(values: list[int], stick_at: int) -> int:
    """How many cards of a deck the computer takes (all of them when it runs out first).

    >>> computer_takes([10, 6, 3, 9], 17), computer_takes([2, 3], 17)
    (3, 2)
    """
    hand = computer_hand(values, stick_at)
    return len(values) if hand is None else len(hand)


def player_may_twist(value: int) -> bool:
    """Whether the player, at this value, is still asked to twist or stick (not bust).

    >>> player_may_twist(21), player_may_twist(22)
    (True, False)
    """
    return not is_bust(value)
