"""The grader on a development corpus in styles the other corpora lack (issue 18, dev11).

``tests/corpus/dev11/<name>/pontoon.py`` holds twenty-four programs written for this test, from
the rules page alone, by writers who did not read the grader: twelve correct (``c*``) and the
same twelve with one planted fault each (``f*``). Their styles: cards named by a digit and a
suit word of the program's own (Dutch ``7 van Harten``); number cards as digits beside the faces'
names in German (``7, 4, König``), with a stake in euros before every game; codes such as ``QH``
and ``10S`` with a numbered menu asked at a bare ``> ``; a hand printed as a Python list of
tuples (``[('Q', 'Clubs')] -> 12``); a running tally after every game; a result told only by
``:)``, ``:(`` and ``:|``; answers read with ``sys.stdin.readline``; Polish words; colours
written as escape codes; the suit's sign before the rank (``♥7``); ``y``/``n`` both to twist
and to play again; hands printed as a sum (``2 + 5 + 8 = 15``); cards drawn as boxes side by
side; a menu whose third choice shows the rules. Among the faults: a computer that refuses a
card that would take it over 21, and one whose bust skips the player's turn; the results those
faults make impossible are shown impossible by experiment, so the rules about them are kept
(`autograder.pontoon.programs.fixed_bust`, `skipped_turn_no_bust`).
``manifest.json`` says, from the rules alone, what each must earn.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 24 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev11")


def test_dev11_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=24)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev11_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
