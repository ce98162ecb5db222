"""The grader on a development corpus in styles the other corpora lack (issue 18, dev21).

``tests/corpus/dev21/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: cards as codes
(``7H``, ``KS``, ``T`` for a ten) shown as names in the result; a Portuguese deck of the
numbers 0 to 51 with suits in its own order; a forty-line beginner script with globals and a
one-line result (``Computer: 19 You: 20 You won``); Swedish hands joined by ``och``; textbook
dataclasses whose ``decide_winner`` answers ``"dealer"``; Hinglish whose turn and play-again
questions both offer ``(haan/nahi)``; a scoreboard with a bulleted hand; Mexican Spanish where
``s`` is yes to play again. ``manifest.json`` says, from the rules alone, what each must earn;
an entry with ``known`` is a program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev21")


def test_dev21_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev21_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
