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


Rates = tuple[float, float]   # hands per wall-clock second, hands per CPU second


def _clock() -> tuple[float, float]:
    """Wall-clock and process CPU time now (CPU time counts every thread)."""
    return time.perf_counter(), time.process_time()


def _rates(hands: int, start: tuple[float, float]) -> Rates:
    """Hands per wall-clock second and per CPU second since ``start``."""
    wall, cpu = _clock()
    return hands / (wall - start[0]), hands / max(cpu - start[1], 1e-9)


def readable(hands: int) -> Rates:
    """Hands per second of the readable table (reference.table)."""
    table = experiment_table(seed=1)
    start = _clock()
    for _ in range(hands):
        table.play_hand()
    return _rates(hands, start)


def fast(hands: int, tables: int, threads: int) -> Rates:
    """Hands per second of the fast path, compiled beforehand (compile time not counted)."""
    FastTable(KINDS, seed=0).play(10)
    table = FastTable(KINDS, seed=1, tables=tables, threads=threads)
    start = _clock()
    table.play(hands // tables)
    return _rates(table.hands, start)


def gym(episodes: int) -> Rates:
    """Episodes (hands) per second of gymnasium's Blackjack-v1, hitting below 17."""
    import gymnasium

    env = gymnasium.make("Blackjack-v1")
    env.reset(seed=1)
    start = _clock()
    for _ in range(episodes):
        (total, _, _), _ = env.reset()
        done = False
        while not done:
            (total, _, _), _, terminated, truncated, _ = env.step(1 if total < 17 else 0)
            done = terminated or truncated
    return _rates(episodes, start)


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
    compiled = time.perf_counter() - compile_start
    rows = [
        ("readable table (reference.table)", readable(args.readable)),
        ("fast path, 1 table, 1 thread", fast(args.fast, 1, 1)),
        (f"fast path, {cores} tables, {cores} threads", fast(args.fast, cores, cores)),
        ("gymnasium Blackjack-v1 (1 player)", gym(args.gym)),
    ]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"Blackjack table benchmark: {cores} cores, load average {load:.1f}; "
          f"a hand = 3 players and the dealer")
    print(f"  fast path compile (or cache load): {compiled:.2f} s")
    print(f"  {'':<38} {'hands/s':>12} {'hands/CPU-s':>13}")
    for name, (wall, cpu) in rows:
        print(f"  {name:<38} {wall:>12,.0f} {cpu:>13,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
