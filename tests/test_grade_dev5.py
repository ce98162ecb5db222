"""The grader on a development corpus where a twist's card busts the hand often (issue 18, dev5).

``tests/corpus/dev5/<name>/pontoon.py`` holds eight pontoon programs written for this test and
for `benchmarks/heldout.py --corpus tests/corpus/dev5`, each one where a twist that busts ends
the turn as a stick does: cards from the thirteen ranks (four of them count ten) and every
question answered ``Y`` or ``N`` (the prompt's own capitals); ``Hit or stand? [h/s]`` with the
hand written after the question and ``Play again? [y/n]`` the next question after a bust; one
shuffled 52-card deck dealt by ``pop()``, the last card named after the question, the turn ended
silently by a bust and the computer's hand shown; whole words ``yes``/``no`` with nothing said
after a bust until the result. ``c*`` are correct, ``f*`` the same programs with one planted
fault each (capitals only at the turn question, two cards to start, both bust a win for the
computer, only the bank bust a draw). ``manifest.json`` says, from the contract alone, what each
must earn (``expected_failures``, ``expected_score``, ``version``); an entry with ``known`` is a
program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.

Glossary: a rule *not shown* is one the grader's games could not show kept or broken (it earns
nothing yet and its verdict names the fault that can prevent it); only a faulted program may
have one.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure, and coverage's tracer makes a grading three times as dear.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev5")


def test_dev5_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=8)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev5_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
