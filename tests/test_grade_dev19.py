"""The grader on a development corpus in styles the other corpora lack (issue 18, dev19).

``tests/corpus/dev19/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: a tutorial's
``deal_card``/``calculate_score`` with hands as Python lists, emoji results, a screen cleared
(``ESC[H ESC[2J``) and "play a game?" asked before every game; Spanish with a ``while
jugando:`` flag and answers in full words; Unicode card pictures in the turn and a numbered
menu; German classes whose value is told in words (``siebzehn Punkte``); French cards as
dicts (``{"rang", "couleur", "valeur"}``) with hands as sums (``Dame de Cœur + 7 de Pique =
17``); a history table of every game so far; Italian state in a dict with centred banners;
hands kept as growing strings. ``manifest.json`` says, from the rules alone, what each must
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

CORPUS = DevCorpus("dev19")


def test_dev19_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev19_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
