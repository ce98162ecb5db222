"""The grader on a development corpus in styles the other corpora lack (issue 18, dev25).

``tests/corpus/dev25/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: Hebrew dealing
one card each, the computer's first, its result on one line (``דילר 18 - 20 אתה``); Thai with
``Press Enter`` pauses inside its contract functions and a ``random.Random()`` of its own;
Romanian dealing the player's first card before the computer's turn; a menu shown once and
``(s/n)`` for another card; Hungarian with both hands in two columns, a blank cell where one
hand is shorter; playing-card characters beside the names and the dealer as ``?? ??``;
Norwegian dealing by a random index from an ordered deck, one card each, the computer's
first; Tagalog with ``Card``, ``Hand`` and ``Deck`` classes. ``manifest.json`` says, from the
rules alone, what each must earn; an entry with ``known`` is a program the grader still
misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev25")


def test_dev25_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev25_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
