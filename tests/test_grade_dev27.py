"""The grader on a development corpus in styles the other corpora lack (issue 18, dev27).

``tests/corpus/dev27/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: pirate English
with the value only inside the question (``(12) Haul another card or belay?``); isiZulu
numbered menus read with ``int()``; Irish telling the result before the hands, answering play
again with phrases (``ba mhaith / níor mhaith``), its card names Irish (``Aon`` also says
"any" in its draw's line); Albanian asking with an empty ``input("")`` after a printed
question, and the game's cards listed again after it; Slovenian in an ASCII box;
Shakespearean words and house rules full of numbers; Georgian fixed-width columns, suit first;
terse Maltese through ``sys.stdin.readline``, its fault a play-again answer ignored. ``manifest.json`` says, from the
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

CORPUS = DevCorpus("dev27")


def test_dev27_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev27_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
