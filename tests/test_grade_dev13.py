"""The grader on a development corpus in styles the other corpora lack (issue 18, dev13).

``tests/corpus/dev13/<name>/pontoon.py`` holds twenty-four programs written for this test, from
the rules page alone, by writers who did not read the grader: twelve correct (``c*``) and the
same twelve with one planted fault each (``f*``), versions 1 to 4. Their styles: Finnish,
Tagalog, Greek, Romanian, Korean and Arabic words (``o``/``j``, ``π``/``μ``, ``1``/``2``,
``س``/``ق``), cards named suit first in Korean (``하트 7, 클로버 에이스``) and cards shown only as
Unicode playing-card pictures (``🂺 🃑``) or beside their names (``🂤 Four of Spades``); a state
machine, boolean flags, functions returning tuples, the screen cleared before each question, a
prompt printed and then ``input("")``, ``sys.stdin.readline``; a terse script of one-letter
names, a chatty one with a joke line in turn during the player's turn, a class hierarchy in
French, a Spanish menu before every game, hands printed as Python dicts. Among the faults: a
threshold drawn afresh every game, the computer's value or cards shown during the turn, a
question after the bust, a soft Ace in the computer's hand, faces counted 11, both bust told as
the player's win, the bank drawing between the player's twists, one deck for every game, and a
traceback at the end of input. ``manifest.json`` says, from the rules alone, what each must
earn (the helper's first ``f12``, any other play-again answer ending the program, broke no rule
the rules page states; its twin here ends with a traceback at end of input); two the grader
still misgrades are ``known``, with the cause.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 24 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev13")


def test_dev13_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=24)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev13_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
