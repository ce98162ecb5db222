"""The grader on a development corpus in styles the other corpora lack (issue 18, dev15).

``tests/corpus/dev15/<name>/pontoon.py`` holds twenty-four programs written for this test, from
the rules page alone, by writers who did not read the grader: twelve correct (``c*``) and the
same twelve with one planted fault each (``f*``), versions 1 to 4. Their styles: Polish (a name
asked before every game, ``d``/``p``), Vietnamese (the kit's function names), German (a class
``Spiel`` and an ``Enum`` of suits, a running score), English written with ``sys.stdout.write``
and read with ``sys.stdin.readline`` (``1``/``2``), Italian (namedtuple cards from two Enums,
``Queen♥``), Japanese romaji (``Hearts no Seven``), a state machine of functions with a
Croupier and whole-word answers, Spanish (a menu, hands as ``[3, 7] = 10``), Ukrainian rank
names one card a line, Norwegian (a generator over ``random.sample(range(52), 52)`` and
``divmod``, a two-column table), one loop answered ``+`` and ``=``, French rank letters
(``7♦ R♣``) with a bet. ``manifest.json`` says, from the rules alone, what each must earn; an
entry with ``known`` is a program the grader still misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 24 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev15")


def test_dev15_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=24)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev15_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
