"""The grader learns a program's answers by their effect, as a player would.

A program whose twist question names no answers it accepts (``Hit me? `` wanting ``y``/``n``),
or names words (``Hit me? (y/n)``), is played in its own words: an answer it rejects (the
same question again, no card, the value unchanged) is tried again in plain words, then in the
question's next vocabulary; the tries of a vocabulary given up count as unknown answers, which
a program is right to ask again. A program that rejects capitals keeps failing
``player-choice`` alone: the plain word after the rejected ``T`` is accepted, so the fault is
the case, not the words.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.pontoon.grade import grade_submission

SCRIPT = '''import random

while True:
    dealer = random.randint(1, 10)
    while dealer < 17:
        dealer += random.randint(1, 10)
    me = random.randint(1, 10)
    while me <= 21:
        print("You have", me)
        try:
            answer = input(QUESTION)
        except EOFError:
            raise SystemExit
        answer = CLEAN(answer)
        if answer == TWIST:
            me += random.randint(1, 10)
        elif answer == STICK:
            break
        else:
            print("Sorry?")
    print("Dealer:", dealer)
    print("You:", me)
    if dealer > 21 and me > 21:
        print("Both bust: a draw")
    elif me > 21:
        print("Dealer wins")
    elif dealer > 21 or me > dealer:
        print("You win")
    elif dealer > me:
        print("Dealer wins")
    else:
        print("A draw")
    try:
        again = input("Another game? (y/n) ").strip().lower()
    except EOFError:
        break
    if again != "y":
        break
'''


def write(tmp_path: Path, name: str, question: str, twist: str, stick: str,
          clean: str = "lambda a: a.strip().lower()") -> Path:
    folder = tmp_path / name
    folder.mkdir()
    source = SCRIPT.replace("QUESTION", repr(question)).replace("TWIST", repr(twist)) \
        .replace("STICK", repr(stick)).replace("CLEAN", f"({clean})")
    (folder / "pontoon.py").write_text(source)
    return folder


@pytest.mark.parametrize("question, twist, stick", [
    ("Hit me? ", "y", "n"),                        # names no answers: learned by effect
    ("Hit me? (y/n) ", "y", "n"),                  # the offered answers outrank "hit"
    ("Another card? ", "twist", "stick"),          # whole words the prompt does not name
    ("Your move: ", "1", "0"),
])
def test_a_correct_program_in_its_own_answers_earns_full_marks(tmp_path, question, twist, stick):
    grade = grade_submission(write(tmp_path, "own", question, twist, stick), version=1)
    failed = {v.rule: v.output for v in grade.verdicts if not v.passed}
    assert not failed and grade.score == grade.max_score == 85, failed


def test_rejecting_capitals_still_costs_player_choice_alone(tmp_path):
    grade = grade_submission(write(tmp_path, "caps", "Hit me? (y/n) ", "y", "n",
                                   clean="lambda a: a"), version=1)
    failed = sorted(v.rule for v in grade.verdicts if not v.passed)
    assert failed == ["player-choice"], failed
    text = next(v.output for v in grade.verdicts if v.rule == "player-choice")
    assert "'Y'" in text or "' y '" in text, text


def test_a_program_that_accepts_nothing_ends_at_end_of_input(tmp_path):
    grade = grade_submission(write(tmp_path, "none", "Hit me? ", "never", "never-either"),
                             version=1)
    assert grade.score < grade.max_score
    assert any(v.rule == "player-choice" and not v.passed for v in grade.verdicts)
    assert grade.execution_time < 20     # bounded: it does not loop until a time-out
