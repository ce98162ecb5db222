"""The grader on a development corpus in styles the other corpora lack (issue 18, dev24).

``tests/corpus/dev24/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4, with ``STICK_AT`` spread from
12 to 21, stated or hidden. Their styles: Swahili with a ``|`` table, ``STICK_AT`` 20 unstated;
values only in words (``You have seventeen``) with a hint before each question; Brazilian
Portuguese ranks with type hints; Korean with emoji in the verdict; Ukrainian hands as JSON,
the contract's names kept for functions of its own; Spanish, a loop over game states, dealing
one card each, the computer's first, ``STICK_AT`` 21 unstated; Czech with ``itertools.product``
dealt from the end; the dealer's cards narrated without their values. ``manifest.json`` says,
from the rules alone, what each must earn; an entry with ``known`` is a program the grader
still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev24")


def test_dev24_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev24_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
