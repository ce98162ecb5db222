"""The grader on a development corpus in styles the other corpora lack (issue 18, dev16).

``tests/corpus/dev16/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: Finnish cards
suit first in lower case (``hertta 7``) and the player's hand as a Python list; games kept as a
list of dicts with a summary table, an empty answer meaning yes; Portuguese with a ``deque``
deck built by ``itertools.product``; Romanian hands told in a sentence (``Ai: Șapte și Rege,
adică 17 puncte.``); Estonian with ``random.choices``; a ``match`` on the answer with a computer
called Nana and ``King[10] Two[2] = 12``; Mexican Spanish cards as dicts with digits and words
(``7 de Corazones``, ``Rey de Picas``); a deck of two-character codes (``7H``, ``TD``) named in
full in the result. ``manifest.json`` says, from the rules alone, what each must earn; an
entry with ``known`` is a program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev16")


def test_dev16_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev16_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
