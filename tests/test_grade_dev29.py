"""The grader on a development corpus in styles the other corpora lack (issue 18, dev29).

``tests/corpus/dev29/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4, full of numbers that are no
hand's value and of ways to print the grader had rarely met: Turkish with the dealer called
``Ayşe Hanım``, prompts written with ``sys.stdout.write`` and answers read with
``sys.stdin.readline``, ``1``/``2``, hands as sums (``4 + 3 + 7 = 14``) and a score board;
colours by hand-typed ANSI codes, ``hit``/``hold`` in a ``match`` and a bust-chance hint in
per cent; Swahili in a state machine of handler functions, the player's first card dealt
first; box-drawn hands, a turn's output printed at once and an ``Are you sure?`` after stick;
Welsh with suit signs from an ``Enum``; playing-card glyphs (``🂡``), ``draw``/``pass`` and
play-again by recursion with a ``Really quit?``; a deck count after each game; bust odds from
the player's own cards. ``manifest.json`` says, from the rules alone, what each must earn; an
entry with ``known`` is a program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev29")


def test_dev29_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev29_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
