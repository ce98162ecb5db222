"""The grader on a development corpus in styles the other corpora lack (issue 18, dev22).

``tests/corpus/dev22/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: German with the
question on a line of its own and a bare ``input()``; Japanese through ``sys.stdout.write`` and
``sys.stdin.readline`` answering ``+`` and ``-``; Italian with a running score; a numbered menu
that is also the play-again question, with ``match`` statements; Polish with a ``NamedTuple``
card and a ``random.Random()`` of its own; an ``Enum`` deck drawn as ASCII-art boxes with ANSI
colours (``draw``/``stay``); a Turkish deck of ``(suit, rank)`` tuples from a generator,
``STICK_AT`` 20; an Indonesian deck of dicts, ``STICK_AT`` 21. ``manifest.json`` says, from the
rules alone, what each must earn; an entry with ``known`` is a program the grader still
misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 16 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev22")


def test_dev22_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev22_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
