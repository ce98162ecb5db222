"""The grader on a development corpus in styles the other corpora lack (issue 18, dev23).

``tests/corpus/dev23/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: Dutch in one
``while True`` loop with no function, totals after an arrow; Russian in one ``Game`` class
answering in Cyrillic, ``random.choices`` with equal weights; Greek with a dict of values and
totals in brackets; Hindi, the player's first card dealt before the computer's turn; Catalan
answering ``1`` and ``2``; Finnish cards as ``Q♠`` strings, Enter for a card, ``STICK_AT`` 20;
a ``deque`` with a name asked first and the dealer's cards turned over one at a time with
``time.sleep``, ``STICK_AT`` 21; chips and a bet before every game, ``random.sample`` dealt by
an index, a table at the end. ``manifest.json`` says, from the rules alone, what each must
earn; an entry with ``known`` is a program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev23")


def test_dev23_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev23_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
