"""The grader on a development corpus of blackjack-style programs (issue 18, dev6).

``tests/corpus/dev6/<name>/pontoon.py`` holds eighteen programs written for this test and for
`benchmarks/heldout.py --corpus tests/corpus/dev6`, in a casino's words: hit or stand (``h/s``,
the words ``hit``/``stand``, ``[H]it or [S]tand`` in capitals, ``Hit me? (y/n)``), chips and a
bet before every hand, the dealer or the House hitting to 17. ``c*`` are correct by the pontoon
contract (one card each to start, the computer's whole turn first, an Ace worth 1); ``f*`` the
same programs with one planted fault each, the ones blackjack habits bring: an Ace counted 11
(soft, or always), the player's turn first, Jack, Queen and King counted 0 or 11 to 13, two cards
each dealt player, dealer, player, dealer, the dealer's up card shown. ``bj*`` are blackjack as
a casino deals it (two cards each in turn, the up card shown, soft Aces, the dealer's hits after
the player's turn): four rules broken each, their ``arguable`` rules counted neither way.
``manifest.json`` says, from the contract alone, what each must earn (``expected_failures``,
``expected_score``, ``version``); an entry with ``known`` is a program the grader still
misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed, and a
broken rule is caught under every one of them.

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

CORPUS = DevCorpus("dev6")


def test_dev6_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=12)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev6_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)


@pytest.mark.parametrize("name", CORPUS.cases(blackjack=True))
def test_dev6_blackjack_program_fails_every_rule_it_breaks_under_every_seed(name: str) -> None:
    CORPUS.check_blackjack(name)
