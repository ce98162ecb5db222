"""The fast path (reference/fasttable.py) agrees with the readable table (reference/table.py)."""

from __future__ import annotations

import math
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from reference.fasttable import FastTable, card_points
from reference.table import (
    TABLE_RULES, ShoeBook, Table, fresh_deck, lineup, run_fast, run_readable, stack_deck,
)

pytestmark = pytest.mark.usefixtures("numba_kernels")   # compiled once a run (tests/conftest.py)

ROOT = Path(__file__).resolve().parents[1]
KINDS = ["basic", "intermediate", "advanced"]


def replayed_both(decks, hands):
    """Play the same decks through both paths: per-hand bankrolls and shoe books of each."""
    queue = [list(deck) for deck in decks]
    table = Table(lineup("advanced"), credit=True, deck_source=lambda: queue.pop(0))
    book = ShoeBook(3)
    readable = []
    for _ in range(hands):
        book.add(table.play_hand())
        readable.append([p.bankroll for p in table.players])
    fast = FastTable(KINDS, seed=0, start=200,
                     replay=np.array([[card_points(deck) for deck in decks]]))
    trace = fast.play(hands, trace_points=hands)
    assert not fast.out_of_decks, "the test gave the fast path too few decks"
    return np.array(readable), trace[0], book, fast


def test_fast_path_replays_the_readable_table_card_for_card():
    rng = random.Random(20261130)
    decks = [fresh_deck(TABLE_RULES, rng) for _ in range(700)]
    readable, fast, book, table = replayed_both(decks, 2000)
    first = next((i for i in range(len(fast)) if list(fast[i]) != list(readable[i])), None)
    assert first is None, (f"hand {first + 1}: fast bankrolls {fast[first].tolist()}, "
                           f"readable {readable[first].tolist()}")
    stats = table.stats()
    assert [s.shoes for s in stats] == [book.shoes] * 3
    assert [s.shoe_sum for s in stats] == book.total and [s.shoe_sumsq for s in stats] == book.sumsq


def test_fast_path_count_check_then_bets_twice_the_unit():
    first = stack_deck(["K 7", "3 5 6 K", "8 2 4 5"], "10 10")       # leaves the count at 2
    second = stack_deck(["9 9", "9 9", "10 9"], "10 8")               # advanced: 19 against 18
    deck = first + second + [c for c in fresh_deck(TABLE_RULES, random.Random(1))
                             if c not in first + second][: 52 - len(first) - len(second)]
    assert len(deck) == 52
    readable, fast, _, _ = replayed_both([deck] * 3, 2)
    assert fast.tolist() == readable.tolist()
    assert fast[1][2] - fast[0][2] == 20, "the advanced player bet 2 units after the count reached 2"


def test_fast_path_agrees_with_the_readable_table_statistically():
    """Mean profit per shoe for each player: a two-sample z-test at |z| < 4.89.

    Shoes are independent (each is a fresh shuffle), so per-shoe profits are i.i.d. within a
    path.  |z| < 4.89 fails with probability 1e-6 per player when both paths are right, so the
    test's false-failure rate is below 3e-6 (three players, Bonferroni).  The seeds are fixed:
    the outcome is the same on every run.
    """
    readable = run_readable(20_000, seed=7)
    fast = run_fast(400_000, seed=7)
    for a, b in zip(readable.summaries, fast.summaries):
        z = (a.mean - b.mean) / math.hypot(a.stderr, b.stderr)
        assert abs(z) < 4.89, (f"{a.kind}: readable {a.mean:.3f}±{a.stderr:.3f} per shoe, "
                               f"fast {b.mean:.3f}±{b.stderr:.3f}: z = {z:.2f}")
        assert a.shoes > 4000 and b.shoes > 90_000


def test_fast_path_tables_in_parallel_are_independent_and_repeatable():
    one = FastTable(KINDS, seed=3, tables=2)
    one.play(500)
    two = FastTable(KINDS, seed=3, tables=2)
    two.play(200)
    two.play(300)
    assert one.bankrolls().tolist() == two.bankrolls().tolist(), "chunks must not change results"
    assert one.bankrolls()[0].tolist() != one.bankrolls()[1].tolist()
    assert one.hands == 1000


@pytest.mark.parametrize("kwargs, message", [
    pytest.param({"kinds": ["croupier"]}, "not player kinds", id="an unknown kind"),
    pytest.param({"kinds": []}, "not player kinds", id="no players"),
    pytest.param({"kinds": ["basic"], "tables": 0}, "at least one table", id="zero tables"),
    pytest.param({"kinds": ["basic"], "replay": np.zeros((1, 2, 51))}, "replay must be", id="a replay of 51 cards"),
])
def test_fast_table_refuses_bad_arguments(kwargs, message):
    with pytest.raises(ValueError, match=message):
        FastTable(seed=1, **kwargs)


def test_fast_table_refuses_negative_hands():
    with pytest.raises(ValueError, match="-1"):
        FastTable(["basic"], seed=1).play(-1)


def test_importing_the_fast_path_compiles_nothing():
    code = ("import reference.fasttable as f, reference.table; "
            "print(len(f._play_tables.signatures), len(f._play_table.signatures))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "0"]
