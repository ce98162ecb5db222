"""The runner's player twists by the cards the grader dealt it, not by what a program prints.

In a stacked run the runner deals every card, so the player's hand is known: its first card and
every card dealt after one of its twists. Which dealt card is its first (the last one before its
first question, or the game's first when a program deals the player's card before the
computer's turn) is found by experiment: the game replayed with its first card changed. The
programs below print a made-up "value" after the hand before every question, which a reader
of words would take for the hand.

Glossary: *order A* deals the computer's whole turn and then the player's card; *order B* the
player's card, then the computer's turn.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.sandbox.child import Limits, run_child

FAST = Limits(wall_seconds=10.0, cpu_seconds=4.0, memory_mb=256, output_bytes=200_000)

DEAL = {"A": "c = card()\nwhile c < 16:\n    c += card()\np = card()\n",
        "B": "p = card()\nc = card()\nwhile c < 16:\n    c += card()\n"}
PROGRAM = '''import random
def card():
    return random.randint(1, 10)
{deal}while p <= 21:
    print("You hold", p, "- lucky value 99")
    answer = input("Move? (t/s) ")
    if answer == "t":
        p += card()
    elif answer == "s":
        break
print("done", c, p)
'''
CARDS = [10, 6, 9, 3, 5, 10, 10]    # A: computer 10+6, player 9, 3, 5; B: player 10, 5; computer 6+9+3

# order, the answers of a player twisting below 15
CASES = [("A", ["t", "t", "s"]), ("B", ["t", "s"])]


@pytest.mark.parametrize("order, answers", CASES)
def test_the_player_twists_by_the_cards_dealt_to_it(tmp_path: Path, order: str,
                                                    answers: list[str]) -> None:
    path = tmp_path / "pontoon.py"
    path.write_text(PROGRAM.format(deal=DEAL[order]), encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 1, "games": 1,
                              "policy": {"kind": "below", "threshold": 15},
                              "stack": {"version": 1, "games": [CARDS]}}, FAST)
    [message] = result.of_kind("program")
    turns = [e["means"] for e in message["transcript"] if e.get("kind") == "turn"]
    assert turns == answers, (order, turns, result.stdout)


# Order A with the computer's value shown during the turn (a computer-secret fault): changing
# the computer's cards changes what the turn prints too, but not the lines the player's own card
# changes, so the player's hand is still its own card and its twists.
LEAKING = PROGRAM.replace('    print("You hold", p, "- lucky value 99")\n',
                          '    print("You hold", p)\n    print("(the computer has", c, ")")\n')


# computer 10, 2, 5 (its 5 made a Ten still takes three cards, and shows 22); player 3, 4, 5, 6
LEAK_CARDS = [10, 2, 5, 3, 4, 5, 6, 10]


def test_a_computer_shown_during_the_turn_is_not_taken_for_the_players_hand(tmp_path: Path) -> None:
    assert LEAKING != PROGRAM
    path = tmp_path / "pontoon.py"
    path.write_text(LEAKING.format(deal=DEAL["A"]), encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 1, "games": 1,
                              "policy": {"kind": "below", "threshold": 15},
                              "stack": {"version": 1, "games": [LEAK_CARDS]}}, FAST)
    [message] = result.of_kind("program")
    turns = [e["means"] for e in message["transcript"] if e.get("kind") == "turn"]
    assert turns == ["t", "t", "t", "s"], (turns, result.stdout)


# Order A with the computer's first card shown during the turn: changing the game's first card
# changes what the turn prints, as a player's first card dealt first (order B) would; the last
# card changes it too, so the player's is the last card, as the rules deal them.
FIRST_SHOWN = PROGRAM.replace('    print("You hold", p, "- lucky value 99")\n',
                              '    print("You hold", p)\n    print("(the computer shows", first, ")")\n')
DEAL_FIRST_SHOWN = "first = c = card()\nwhile c < 16:\n    c += card()\np = card()\n"
# computer 3, 5, 9 (its first card made a Ten still takes three cards); player 10, 2, 3: a
# player holding the computer's Three instead would twist twice more
FIRST_CARDS = [3, 5, 9, 10, 2, 3, 4, 5, 6]


def test_a_computer_first_card_shown_is_not_taken_for_the_players_first(tmp_path: Path) -> None:
    assert FIRST_SHOWN != PROGRAM
    path = tmp_path / "pontoon.py"
    path.write_text(FIRST_SHOWN.format(deal=DEAL_FIRST_SHOWN), encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 1, "games": 1,
                              "policy": {"kind": "below", "threshold": 15},
                              "stack": {"version": 1, "games": [FIRST_CARDS]}}, FAST)
    [message] = result.of_kind("program")
    turns = [e["means"] for e in message["transcript"] if e.get("kind") == "turn"]
    assert turns == ["t", "t", "s"], (turns, result.stdout)   # 10, 12, 15: order A's player


# Two cards to start the player (a one-card-start fault), dealt from a shuffled deck and each
# told on a line of its own before the hand's line: changing the first of them changes its own
# line and the hand's, as the second does, so both are the player's.
TWO_START = '''import random
deck = [v for v in range(1, 11) for _ in range(4)]
random.shuffle(deck)
c = deck.pop()
while c < 16:
    c += deck.pop()
p = 0
for _ in range(2):
    got = deck.pop()
    print("You get a", got)
    p += got
while p <= 21:
    print("You hold", p, "- lucky value 99")
    answer = input("Move? (t/s) ")
    if answer == "t":
        got = deck.pop()
        print("You get a", got)
        p += got
    elif answer == "s":
        break
print("done", c, p)
'''
# computer 10, 7; player 4, 3, then 5 and 6: 7, 12, 18 (a player holding the 3 alone twists
# three times)
TWO_CARDS = [10, 7, 4, 3, 5, 6, 2, 9]


def test_a_player_given_two_cards_each_told_alone_holds_both(tmp_path: Path) -> None:
    path = tmp_path / "pontoon.py"
    path.write_text(TWO_START, encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 1, "games": 1,
                              "policy": {"kind": "below", "threshold": 15},
                              "stack": {"version": 1, "games": [TWO_CARDS]}}, FAST)
    [message] = result.of_kind("program")
    turns = [e["means"] for e in message["transcript"] if e.get("kind") == "turn"]
    assert turns == ["t", "t", "s"], (turns, result.stdout)
