"""The grader on a development corpus in styles the other corpora lack (issue 18, dev10).

``tests/corpus/dev10/<name>/pontoon.py`` holds twenty-four programs written for this test, from
the rules page alone, by writers who did not read the grader. Four are function-style files in
German, Spanish, Italian and Portuguese whose turn functions take answers of their own (``j/n``,
``p/c``, ``c/s``, a numbered menu). Four are table habits: a bet in chips before every game, a
main menu instead of a yes/no question, the player's name and ``Press Enter to continue`` after
every card, a scoreboard with ``+`` for a card and ``=`` to stop. Two deal from decks of their
own (the numbers 0 to 51; a ``Deck`` class dealing ``Queen-Hearts`` from the front). ``c*`` are
correct, ``f*`` the same programs with one planted fault each; ``b*`` are blackjack as a casino
deals it, each breaking several rules, their ``arguable`` rules counted neither way.
``manifest.json`` says, from the rules alone, what each must earn; an entry with ``known`` is a
program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 24 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev10", arguable=True)


def test_dev10_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=24)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev10_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)


@pytest.mark.parametrize("name", CORPUS.cases(blackjack=True))
def test_dev10_blackjack_program_fails_every_rule_it_breaks(name: str) -> None:
    CORPUS.check_blackjack(name)
