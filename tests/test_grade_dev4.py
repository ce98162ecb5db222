"""The grader on a development corpus in OUTPUT styles new to the kit (issue 18, dev4).

``tests/corpus/dev4/<name>/pontoon.py`` holds twenty-eight pontoon programs written for this test and
for `benchmarks/heldout.py --corpus tests/corpus/dev4`, each showing cards, hands, totals and
results its own way: the dealer called Maggie with every hand a sum ``10 + 4 + 3 = 17`` and a
point to the winner; a status line ``\\rYou 15 | Dealer ?`` and the whole game in one line with
no win or lose words (``your 20 beats the dealer's 18``); hands drawn as ASCII-art cards side by
side; each card's value in brackets with chips and a score table; playing-card glyphs with the
total in words and a trophy for the result; cards named in French, German and Spanish (a deck
of the program's own rank names: the grader deals its cards by their places, and learns which
line names them by experiment); the state as JSON; cards as the integers 0..51 with every
result printed at the very end. ``c*`` are correct, ``f*`` the same
programs with one planted fault each. ``manifest.json`` says, from the contract alone, what each
must earn (``expected_failures``, ``expected_score``, ``version``); an entry with ``known`` is a
program the grader still misgrades, and says why; ``arguable`` rules are ones the fault keeps
the grader from showing (not shown, naming the fault).

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
# grading tests measure, and coverage's tracer makes a grading three times as dear. Slow: 48
# gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev4", arguable=True)


def test_dev4_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)
    assert {entry["version"] for entry in CORPUS.manifest.values()} == {1, 2, 3, 4}


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev4_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
