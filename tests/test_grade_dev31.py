"""The grader on a development corpus in styles the other corpora lack (issue 18, dev31).

``tests/corpus/dev31/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4, ending and steering the
program in the ways students do: ``sys.exit("Goodbye!")``, ``exit()``, ``quit()`` and ``raise
SystemExit`` on no; ``argparse`` flags read from ``sys.argv``; ``random.seed()`` at start-up and
a new ``random.Random()`` a card; running totals as a chain (``3 -> 11 -> 13``) and cards
numbered inline; globals changed with ``global``; ``h`` or ``?`` for a hint at the twist
question; a numbered hit-or-stand menu in Korean; Polish card names; Nigerian Pidgin and
Brazilian Portuguese; every game's record printed with ``csv.writer(sys.stdout)`` at the end.
``manifest.json`` says, from the rules alone, what each must earn; an entry with ``known`` is a
program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev31")


def test_dev31_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev31_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
