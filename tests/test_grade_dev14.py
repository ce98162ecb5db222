"""The grader on a development corpus in styles the other corpora lack (issue 18, dev14).

``tests/corpus/dev14/<name>/pontoon.py`` holds twenty-four programs written for this test, from
the rules page alone, by writers who did not read the grader: twelve correct (``c*``) and the
same twelve with one planted fault each (``f*``), versions 1 to 4. Their styles: Swahili (a
dictionary of lambdas for the turns), Thai (a hand told in a sentence; words with vowel signs),
Hindi (the question over two lines, ``1``/``2``, Hindi card names), Hebrew (codes ``KH``,
``ק``/``ע``, a re-ask in words of its own), Mandarin (Enter alone to take a card, any letter to
stop, ``红桃K``), Dutch (``Vrouw - Harten``, ``exit()``); and English by very different hands: a
beginner's globals and copied blocks, a banner and a menu with hands kept as strings, "Dealer
Dan" in the first person, suit signs with the computer's hand shown as ``?? ??`` and a
``card_name`` returning codes (``K♠``), a ``deque`` deck of dataclass cards with a "thinking"
pause, a name and chips. ``manifest.json`` says, from the rules alone, what each must earn; six
the grader still misgrades are ``known``, with the cause.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 24 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev14")


def test_dev14_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=24)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev14_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
