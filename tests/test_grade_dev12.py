"""The grader on a development corpus in styles the other corpora lack (issue 18, dev12).

``tests/corpus/dev12/<name>/pontoon.py`` holds twenty-four programs written for this test, from
the rules page alone, by writers who did not read the grader: twelve correct (``c*``) and the
same twelve with one planted fault each (``f*``), versions 1 to 4. Their styles: Portuguese,
Swedish, Turkish, Indonesian, Czech and Hungarian words, for the questions, the answers (``m``/
``p``, ``ja``/``nej``, ``1``/``2``, ``igen``/``nem``), the computer (``a banca``, ``Datorn``,
``Kasa``, ``Bandar``, ``Počítač``, ``gép``) and the results; rank names in Czech and Hungarian
(``Eso``, ``Kőr Király``) and Swedish names after a lone suit sign (``♠ Fem  ♣ Sju``); cards as
codes in an ASCII table (``J♣ Q♣``) dealt by ``deck.pop(random.randrange(len(deck)))``; cards
as raw tuples (``[('Ten', 'Diamonds')]``); a recursive turn, a generator dealing, ``match``
statements, a name asked once, a bet and chips, a running scoreboard, a "press Enter" start.
Among the faults: a computer that twists once, a tie and a double bust given to the computer,
no turn after the computer's bust, the dealer's total shown during the turn, answers in lower
case only, a suit that follows from the rank, and the Bank dealt from a deck of its own.
``manifest.json`` says, from the rules alone, what each must earn; two the grader still
misgrades are ``known``, with the cause.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 24 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev12")


def test_dev12_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=24)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev12_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
