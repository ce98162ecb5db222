"""The grader on a development corpus in styles the other corpora lack (issue 18, dev30).

``tests/corpus/dev30/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4: every line in capitals and
``1 = TWIST, 2 = STICK`` read through ``int()``; Finnish with dot-padded lines (``Sinun summasi
........ 16``); a ``1. Play 2. Rules 3. Quit`` menu before and after every game, the dealer's
cards turned over one at a time after the player's turn; Chinese card names (``七``, ``杰克``)
printed a card at a time with ``end=" "``; ASCII-art cards side by side and a name asked once;
Arabic, right to left, with an empty line after every line; card and hand classes with
``__str__`` and a table of past games; centred f-string layout and a difficulty asked once.
``manifest.json`` says, from the rules alone, what each must earn; an entry with ``known`` is a
program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev30")


def test_dev30_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev30_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
