"""The grader on a development corpus in styles the other corpora lack (issue 18, dev28).

``tests/corpus/dev28/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4, mostly in English as
self-taught beginners write it: ``logging`` lines with timestamps and game numbers on stdout
beside the game; Javanese with the player's name in every line (``Seri! Ora ana sing menang,
Pemain.``); a ``Player`` class and a ``Dealer`` subclass, the player's first card dealt before
the computer's turn, printed with ``sep=" | "``; hands kept as strings (``"7 K A"``) and
``Press Enter`` pauses; Cebuano card names and a JSON result line; ``pprint`` of both hands
and a cleared screen; ``"7H KD"`` strings dealt one card each, the computer's first, with a
``DEALER_LIMIT`` and no ``STICK_AT``; a name and ``[T]``/``[S]`` menus with the dealer's cards
turned over one at a time. ``manifest.json`` says, from the
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

CORPUS = DevCorpus("dev28")


def test_dev28_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev28_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
