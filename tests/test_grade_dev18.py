"""The grader on a development corpus in styles the other corpora lack (issue 18, dev18).

``tests/corpus/dev18/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: Portuguese with
an ``itertools.product`` deck copied after the shuffle (``pilha = cartas.copy()``); Turkish card
codes in ANSI colours beside full names in the result; an English script with no functions
reading ``sys.stdin.readline()`` and answering ``hit``/``hold``; Vietnamese classes dealing by
an index of their own (``self.la[self.vi_tri]``) with a scoreboard; Indonesian running totals
with ``random.choice`` and ``y``/``t`` (``t`` is no); Finnish with a deck that is a dict of card
names, suit first (``Ruutu 3, Risti ässä``); Korean with a result table whose rule of dashes is as
wide as its hands; English recursion for play again with cards in lower case inside
sentences. ``manifest.json`` says, from the rules alone, what each must earn; an entry with
``known`` is a program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev18")


def test_dev18_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev18_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
