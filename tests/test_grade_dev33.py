"""The grader on a development corpus in styles the other corpora lack (issue 18, dev33).

``tests/corpus/dev33/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4: Afrikaans asking ``Nog 'n
kaart? (ja/nee)`` for a card, with the same answers for play again; Yoruba answers dispatched
by a dict, a won/lost/drawn tally with a percentage; a terse shell whose prompt is the hand
itself (``Jack Seven = 17 [more/stay]> ``); Lithuanian telling the computer's secret turn
afterwards as a replay; Czech ``Participant(ABC)`` classes; English prose wrapped with
``textwrap.fill``, a hand's sentence over several lines; Catalan percentages of 21; Malay
with a two-row grid redrawn after every card.
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

CORPUS = DevCorpus("dev33")


def test_dev33_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev33_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
