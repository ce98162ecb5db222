"""The grader on a development corpus in styles the other corpora lack (issue 18, dev26).

``tests/corpus/dev26/<name>/pontoon.py`` holds sixteen programs written for this test, from
the rules page alone, by writers who did not read the grader: eight correct (``c*``) and the
same eight with one planted fault each (``f*``), versions 1 to 4. Their styles: Welsh showing
each hand as a sum (``8 + 5 = 13``), answering ``troi``/``sefyll``; Persian, right to left, its
numbers in Persian digits (``۱۷``), a tally after every game; Bengali digits and a state
machine; Basque card names listed one a line, numbered (``  2. Zortzi``), with ``card_name``
returning them; Latvian through ``sys.stdout.write`` with ``namedtuple`` cards; Serbian
Cyrillic card names (``Седмица херц``) and recursion; Tamil digits with a ``Card(tuple)``
class and a deck count after the result; Esperanto names (``Sepo de Koroj``) and a
percentage beside the value, its fault a fresh deck for every card. ``manifest.json`` says, from the
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

CORPUS = DevCorpus("dev26")


def test_dev26_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=16)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev26_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
