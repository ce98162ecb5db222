"""The runner deals the grader's cards to a program whose cards are named in its own words: a
population it cannot read by names (thirteen names, four names, pairs of them) is read by place,
as ``randrange(13)`` is, Ace first, or Ace last when the task's stack says ``ace_last``.

Glossary: a *place* is an item's index in the order the program first lists its names; the
*stack* is ``task["stack"]``, one list of the grader's cards per game.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.sandbox.child import Limits, run_child

FAST = Limits(wall_seconds=8.0, cpu_seconds=2.0, memory_mb=256, output_bytes=100_000)
GERMAN = ["Ass", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn",
          "Bube", "Dame", "König"]
FRENCH_SUITS = ["Trèfle", "Carreau", "Cœur", "Pique"]
STACK = [["Seven", "Hearts"], ["King", "Clubs"], ["Ace", "Spades"], ["Two", "Diamonds"]]

PROGRAMS = {
    # how the program draws: (names as listed, code printing four cards)
    "choice of names, Ace first": (GERMAN, "for _ in range(4):\n    print(random.choice(NAMES))"),
    "choice of names, Ace last": (GERMAN[1:] + GERMAN[:1],
                                  "for _ in range(4):\n    print(random.choice(NAMES))"),
    "randint(2, 14), Ace last": (GERMAN[1:] + GERMAN[:1],
                                 "for _ in range(4):\n    print(NAMES[random.randint(2, 14) - 2])"),
    "a deck of pairs shuffled, then chosen from": (
        GERMAN, "deck = [(n, s) for s in SUITS for n in NAMES]\nrandom.shuffle(deck)\n"
                "for _ in range(4):\n    print(random.choice(deck)[0])"),
    "a deck of pairs shuffled, dealt by pop()": (
        GERMAN, "deck = [(n, s) for s in SUITS for n in NAMES]\nrandom.shuffle(deck)\n"
                "for _ in range(4):\n    print(deck.pop()[0])"),
}


def dealt(tmp_path: Path, how: str, ace_last: bool) -> tuple[list[str], dict]:
    names, code = PROGRAMS[how]
    path = tmp_path / "pontoon.py"
    path.write_text(f"import random\nNAMES = {names!r}\nSUITS = {FRENCH_SUITS!r}\n{code}\n",
                    encoding="utf-8")
    stack = {"version": 3, "games": [STACK], **({"ace_last": True} if ace_last else {})}
    result = run_child(path, {"mode": "program", "seed": 5, "games": 1,
                              "policy": {"kind": "always", "answer": "s"}, "stack": stack}, FAST)
    assert result.status == "ok", result.stderr
    [message] = result.of_kind("program")
    return result.stdout.split(), message


@pytest.mark.parametrize("how, ace_last", [
    ("choice of names, Ace first", False), ("choice of names, Ace last", True),
    ("randint(2, 14), Ace last", True), ("a deck of pairs shuffled, then chosen from", False),
    ("a deck of pairs shuffled, dealt by pop()", False)])
def test_names_in_the_programs_own_words_are_dealt_the_grader_cards(tmp_path, how, ace_last):
    shown, message = dealt(tmp_path, how, ace_last)
    assert shown == ["Sieben", "König", "Ass", "Zwei"]
    assert message.get("placed") is True          # the grader knows it dealt ranks by place


def test_ace_first_places_read_ace_last_names_one_rank_off(tmp_path):
    """Without ``ace_last`` a list that runs Two .. Ace is dealt one rank off: what the grader's
    experiments then read does not match what it dealt, and it tries Ace last (`grade`)."""
    shown, _ = dealt(tmp_path, "choice of names, Ace last", False)
    assert shown == ["Acht", "Ass", "Zwei", "Drei"]


def test_names_the_runner_reads_as_cards_are_not_dealt_by_place(tmp_path):
    path = tmp_path / "pontoon.py"
    path.write_text("import random\nR = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven',"
                    " 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King']\n"
                    "for _ in range(2):\n    print(random.choice(R))\n", encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 5, "games": 1,
                              "policy": {"kind": "always", "answer": "s"},
                              "stack": {"version": 2, "games": [[["Seven"], ["King"]]]}}, FAST)
    [message] = result.of_kind("program")
    assert result.stdout.split() == ["Seven", "King"] and "placed" not in message
