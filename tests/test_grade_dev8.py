"""The grader on a development corpus in styles the other corpora lack (issue 18, dev8).

``tests/corpus/dev8/<name>/pontoon.py`` holds twenty-four programs written for this test, from
the rules page alone, by writers who did not read the grader: Russian in Cyrillic answered
``е``/``х`` beside a distance-to-21 line; a dealer called Bob, ``+``/``-`` answers, round and deck
counters and a bust-chance percentage on every line; Turkish suit codes and names (``Q♥ (Kupa
Kız)``); a named player, an abstract class and a two-column table; Greek answered ``1``/``0``
with values before their labels; recursive turns over tuples; Japanese card names; a deck
dealt by an index counter; a numbered history of the draws with running totals; ``match``
answers with ``?`` for help; a menu that is the only play-again question; cards as the
integers 0..51 from ``random.sample`` dealt by an iterator, beside a chips line. ``c*`` are
correct, ``f*`` the same programs with one planted fault each. ``manifest.json`` says, from
the rules alone, what each must earn; an entry with ``known`` is a program the grader still
misgrades, and says why.

Each program is graded under master seed 1 (`tests/devcorpus.py`), and with ``SEED_COUNT=10`` under
ten: its marks must not depend on the seed.
"""
from __future__ import annotations

import pytest

from devcorpus import DevCorpus

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure. Slow: 24 gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

CORPUS = DevCorpus("dev8")


def test_dev8_manifest_is_half_correct_half_one_fault_each() -> None:
    CORPUS.check_manifest(at_least=24)


@pytest.mark.parametrize("name", CORPUS.cases())
def test_dev8_program_earns_what_its_manifest_says(name: str) -> None:
    CORPUS.check_program(name)
