"""The grader on a development corpus in styles the other corpora lack (issue 18, dev20).

``tests/corpus/dev20/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: Russian with
a menu before every game and no play-again question; questions printed on a line of their own
before a bare ``input()``; a deck sampled whole from a global one and shown as ``K♠``; Dutch
with a recursive turn and suits first in lower case; a Polish ordered deck dealt by a random
index (``pop(randrange(len(...)))``); answers read with ``for line in sys.stdin``; Greek cards
as ``divmod(randint(0, 51), 13)``; an event log with ``hit=1 stand=0``. ``manifest.json`` says,
from the rules alone, what each must earn; an entry with ``known`` is a program the grader
still misgrades, and says why. (``f4``'s first fault dealt the player's first card before the
computer's turn, which the rules allow; it was replaced by the computer drawing after the
player's whole turn.)

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev20")


def test_dev20_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev20_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
