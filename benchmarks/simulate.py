"""Games per second: the readable engine, the compiled fast path, and gymnasium's Blackjack-v1.

All three play the same simple policy (hit below 17, else stand) in the same run, so the
ratios compare like with like on this machine.  Rates are per second of this process's CPU
time (``time.process_time``), so other work on a shared machine does not skew them.  The fast path is compiled (or loaded from
numba's cache) by a warm-up call before it is timed.  Target: fast path >= 3x gymnasium.

    .venv/bin/python benchmarks/simulate.py            # about half a minute
    .venv/bin/python benchmarks/simulate.py --quick    # a few seconds, rougher figures
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reference import fastsim  # noqa: E402
from reference.engine import play_round, shuffled_draw  # noqa: E402
from reference.rules import PRESETS  # noqa: E402
from reference.strategies import stand_on  # noqa: E402

PRESET = "twenty-one"
STAND_ON = 17


def readable_rate(games: int, seed: int = 1) -> float:
    """Games per second of the readable engine (policy: stand on 17)."""
    rules, rng, policy = PRESETS[PRESET], random.Random(seed), stand_on(STAND_ON)
    start = time.process_time()
    for _ in range(games):
        play_round(rules, shuffled_draw(rules, rng), policy)
    return games / (time.process_time() - start)


def fast_rate(games: int, seed: int = 1) -> float:
    """Games per second of the compiled fast path, after a warm-up call that compiles it."""
    rules = PRESETS[PRESET]
    fastsim.run(rules, f"stand-on-{STAND_ON}", 1000, seed)
    start = time.process_time()
    fastsim.run(rules, f"stand-on-{STAND_ON}", games, seed)
    return games / (time.process_time() - start)


def gymnasium_rate(games: int, seed: int = 1) -> float:
    """Episodes per second of gymnasium's Blackjack-v1 through env.step (hit below 17)."""
    import gymnasium as gym

    env = gym.make("Blackjack-v1")
    env.reset(seed=seed)
    start = time.process_time()
    for _ in range(games):
        (total, _, _), _ = env.reset()
        done = False
        while not done:
            (total, _, _), _, terminated, truncated, _ = env.step(1 if total < STAND_ON else 0)
            done = terminated or truncated
    return games / (time.process_time() - start)


def main(argv: list[str] | None = None) -> int:
    """Measure and print the three rates and the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games, rougher figures")
    args = parser.parse_args(argv)
    scale = 10 if args.quick else 1
    gym = gymnasium_rate(50_000 // scale)
    readable = readable_rate(50_000 // scale)
    fast = fast_rate(10_000_000 // scale)
    print(f"policy: hit below {STAND_ON}; readable and fast paths play the {PRESET!r} preset; "
          "rates per CPU second")
    print(f"{'gymnasium Blackjack-v1 (env.step)':<36}{gym:>14,.0f} games/s")
    print(f"{'readable engine (reference.engine)':<36}{readable:>14,.0f} games/s  {readable / gym:6.2f}x gymnasium")
    print(f"{'fast path (reference.fastsim)':<36}{fast:>14,.0f} games/s  {fast / gym:6.1f}x gymnasium")
    verdict = "meets" if fast >= 3 * gym else "MISSES"
    print(f"target fast >= 3x gymnasium: {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
