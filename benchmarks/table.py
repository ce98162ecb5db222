"""Hands per second at the blackjack table: the readable engine, the fast path, gymnasium.

A hand is one round at the advanced program's table (basic, intermediate and advanced
players against the dealer).  gymnasium's ``Blackjack-v1`` plays one player per episode
with a hit-below-17 policy through ``env.step``; it is timed in the same run for scale.

    python benchmarks/table.py [--readable N] [--fast N] [--gym N]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reference.fasttable import FastTable  # noqa: E402
from reference.table import experiment_table  # noqa: E402

KINDS = ["basic", "intermediate", "advanced"]


def readable(hands: int) -> float:
    """Hands per second of the readable table (reference.table)."""
    table = experiment_table(seed=1)
    start = time.perf_counter()
    for _ in range(hands):
        table.play_hand()
    return hands / (time.perf_counter() - start)


def fast(hands: int, tables: int, threads: int) -> float:
    """Hands per second of the fast path, compiled beforehand (compile time not counted)."""
    FastTable(KINDS, seed=0).play(10)
    table = FastTable(KINDS, seed=1, tables=tables, threads=threads)
    start = time.perf_counter()
    table.play(hands // tables)
    return table.hands / (time.perf_counter() - start)


def gym(episodes: int) -> float:
    """Episodes (hands) per second of gymnasium's Blackjack-v1, hitting below 17."""
    import gymnasium

    env = gymnasium.make("Blackjack-v1")
    env.reset(seed=1)
    start = time.perf_counter()
    for _ in range(episodes):
        (total, _, _), _ = env.reset()
        done = False
        while not done:
            (total, _, _), _, terminated, truncated, _ = env.step(1 if total < 17 else 0)
            done = terminated or truncated
    return episodes / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    """Time each path and print hands per second side by side."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--readable", type=int, default=20_000)
    parser.add_argument("--fast", type=int, default=10_000_000)
    parser.add_argument("--gym", type=int, default=100_000)
    args = parser.parse_args(argv)
    cores = os.cpu_count() or 1
    compile_start = time.perf_counter()
    FastTable(KINDS, seed=0).play(10)
    rows = [
        ("fast path: compile or cache load", f"{time.perf_counter() - compile_start:.2f} s"),
        ("readable table (reference.table)", f"{readable(args.readable):,.0f} hands/s"),
        ("fast path, 1 table, 1 thread", f"{fast(args.fast, 1, 1):,.0f} hands/s"),
        (f"fast path, {cores} tables, {cores} threads", f"{fast(args.fast, cores, cores):,.0f} hands/s"),
        ("gymnasium Blackjack-v1 (1 player)", f"{gym(args.gym):,.0f} hands/s"),
    ]
    print(f"Blackjack table benchmark ({cores} cores; a hand = 3 players and the dealer)")
    for name, figure in rows:
        print(f"  {name:<38} {figure:>20}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
