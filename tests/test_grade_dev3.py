"""The grader on a development corpus in dialogue styles the kit's corpora lack (issue 18, dev3).

``tests/corpus/dev3/<name>/pontoon.py`` holds sixteen pontoon programs written for this test and
for `benchmarks/heldout.py --corpus tests/corpus/dev3`, each asking its questions its own way:
``Stick? (y/n)`` where yes sticks and play again as ``Quit? (y/n)``; every question printed and
then read by a bare ``input()``, with ``Press Enter to deal.`` before every game; Italian whole
words only (``carta``/``basta``); the keys named inside a sentence (``Press t to twist, s to
stick``, ``Press p to play again or q to quit``); a name and a bet asked again on bad input; a
main menu ``1 play / 2 rules / 3 quit`` before every game; Dutch prompts written to stderr and
read with ``sys.stdin.readline``; Portuguese with ``Prima Enter`` before each of the bank's
cards is shown. ``c*`` are correct, ``f*`` the same programs with one planted fault each.
``manifest.json`` says, from the contract alone, what each must earn (``expected_failures``,
``expected_score``, ``version``); an entry with ``known`` is a program the grader still
misgrades, and says why.

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

CORPUS = DevCorpus("dev3")


def test_dev3_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev3_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
