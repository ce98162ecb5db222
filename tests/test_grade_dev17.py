"""The grader on a development corpus in styles the other corpora lack (issue 18, dev17).

``tests/corpus/dev17/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: Slovak with a
deck that is a dict of card names; a narrated story with cards in lower case inside sentences
(``the seven of hearts``) and the rules stated before the first question; Malay tally marks
(``||||| ||||| || (12)``); an abstract class ``Player`` with a ``Dealer``; Icelandic hands in
brackets with semicolons; a numbered step log after a "How many games?" question; Lithuanian
tuples with the suit's sign first (``♠K ♥7 (17)``); a card class printed by its ``repr``
(``[<7H>, <KC>]``) with colours. ``manifest.json`` says, from the rules alone, what each must
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

CORPUS = DevCorpus("dev17")


def test_dev17_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev17_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
