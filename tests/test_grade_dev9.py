"""The grader on a development corpus in styles the other corpora lack (issue 18, dev9).

``tests/corpus/dev9/<name>/pontoon.py`` holds twenty-four programs written for this test, from
the rules page alone, by writers who did not read the grader. Four are function-style files
with the kit's names but cards of their own: strings like ``"KD"`` and ``"10S"``, a frozen
dataclass with an ``Enum`` of suits, dicts shown as ``Q♠ (Queen of Spades)`` one a line, and
rank numbers 1 to 13. Four are display habits: ANSI colour codes, cards drawn as ASCII-art
boxes with ``7 of Clubs`` under them, a sum ``Five + Ace + King = 16`` beside a running
scoreboard, and a computer's turn animated with ``\\r``. Four are languages and ways of reading
answers: Spanish, Vietnamese read with ``sys.stdin.readline``, prompts on stderr answered by
their first letter with cards as codes ``[Q♦] [3♣]``, and Hindi in Devanagari with a pause for
Enter. ``c*`` are correct, ``f*`` the same programs with one planted fault each (among them
``if`` written for ``while`` in the computer's turn, twice, and ``if ans == "y" or "yes"``).
``manifest.json`` says, from the rules alone, what each must earn; ``arguable`` lists the rules
a fault keeps the grader from showing (a computer that twists once at most never goes bust);
an entry with ``known`` is a program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 24 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev9", arguable=True)


def test_dev9_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=24)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev9_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
