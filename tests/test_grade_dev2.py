"""The grader on a development corpus in styles the kit's own corpus lacks (issue 18, dev2).

``tests/corpus/dev2/<name>/pontoon.py`` holds sixteen pontoon programs written for this test and
for `benchmarks/heldout.py --corpus tests/corpus/dev2`: a German program answering ``j``/``n``,
a Spanish one where ``s`` (*sí*) twists, answers typed as the words ``hit``/``stay``, a numbered
menu ``1) twist 2) stick 3) quit``, a bet before every game read with ``sys.stdin.readline``,
ANSI colours with the dealer's cards turned over one by one (``time.sleep``) and play again by
recursion, every card drawn on its own line with the question over two prints, a scoreboard
table, ``Game``/``Player``/``Dealer`` classes, a ``Deck`` class dealt with ``random.sample``, a
version 4 deck from ``itertools.product`` with no ``VERSION``. ``c*`` are correct, ``f*`` the
same programs with one planted fault each. ``manifest.json`` says, from the contract alone,
what each must earn (``expected_failures``, ``expected_score``, ``version``); an entry with
``known`` is a program the grader still misgrades, and says why.

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

CORPUS = DevCorpus("dev2")


def test_dev2_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev2_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
