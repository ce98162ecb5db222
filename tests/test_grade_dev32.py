"""The grader on a development corpus in styles the other corpora lack (issue 18, dev32).

``tests/corpus/dev32/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4: Scottish English typed out
a character at a time; Japanese as a generator driven with ``send()``, values in full-width
digits (``１７``); Dutch hands shown newest card first; Vietnamese as an ``asyncio`` program
whose questions are asked inside a running event loop; Icelandic hands as tables, a card a
row with its worth and a running total; Greek with a ``\\r`` spinner before each card; Italian
dealing from a ``deque`` to a player whose name is asked once, suit signs in play and names
in the result; Hindi with an event log printed after the result.
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

CORPUS = DevCorpus("dev32")


def test_dev32_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev32_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
