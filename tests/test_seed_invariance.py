"""A program's marks are the same under every master seed (issue 18); the games quoted differ.

Covers every program of the kit's own corpora: the 76 programs of `tests/corpus/beginners`
(graded as `test_grade_beginners.py` grades them: its `graded_with_version` and, for the
program that never stops, short limits), the model answers `versions/v1` to `versions/v4`, and
the sample class `examples/class`. Each is graded under two master seeds in `make test` (the suite's own and one drawn once from a
fixed seed, so the test is repeatable), ten with ``SEED_COUNT=10``, and must get
the same score for every rule, and the same rules not shown, under all of them. Each program is
a test of its own, so pytest-xdist spreads the gradings over its workers evenly. `tests/corpus/heldout` is not graded here: it
is kept blind.

To try a few programs while working, select them with ``-k`` (``-k "f4_script or c2_functions"``)
or name them in ``SEED_PROGRAMS`` (comma-separated parts of their names); unset, every program
is graded.
"""
from __future__ import annotations

import json
import os
import warnings
from pathlib import Path

import pytest

from autograder.sandbox.child import Limits

import gradecache

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure, and coverage's tracer makes a grading three times as dear.
pytestmark = pytest.mark.no_cover

ROOT = Path(__file__).resolve().parent.parent
BEGINNERS = ROOT / "tests" / "corpus" / "beginners"
MANIFEST: dict[str, dict] = json.loads((BEGINNERS / "manifest.json").read_text(encoding="utf-8"))
# Two master seeds in `make test` (its ten-minute budget): the suite's own (BJK_GRADE_SEED), whose
# gradings the corpus's own tests read (`tests/gradecache.py`: graded once a run), and one drawn
# once from a fixed seed, so the test is repeatable; SEED_COUNT=10 grades under the suite's and
# nine drawn ones.
SEEDS = list(gradecache.master_seeds((gradecache.suite_seed(),), 2))
SHORT = Limits(wall_seconds=2, cpu_seconds=2)    # for the program that never stops
# Programs whose marks still depend on the seed, with the cause found (issue 18); each must be
# fixed in the grader, never here. Not strict: the test fails for any other program, and says
# which of these have become seed-free (then delete them here).
KNOWN_SEED_DEPENDENT: dict[str, str] = {}


def corpus() -> list[tuple[str, Path, int | None, Limits | None]]:
    """(name, path, --version, limits) for every program of the kit's corpora."""
    out = [(f"beginners/{name}", BEGINNERS / name, entry.get("graded_with_version"),
            SHORT if name == "u_infinite_loop" else None) for name, entry in sorted(MANIFEST.items())]
    out += [(f"versions/v{v}", ROOT / "versions" / f"v{v}" / "pontoon.py", None, None)
            for v in (1, 2, 3, 4)]
    out += [(f"examples/class/{p.name}", p, None, None)
            for p in sorted((ROOT / "examples" / "class").iterdir()) if p.is_dir()]
    return out


def marks(program: tuple[str, Path, int | None, Limits | None], seed: int) -> dict:
    """One program's marks per rule under one master seed (a rule not shown says so)."""
    _, path, version, limits = program
    grade = gradecache.grade(path, version, seed, limits)
    return {v.rule: (v.score, "not shown" if v.unshown else "") for v in grade.verdicts}


def chosen() -> list[tuple[str, Path, int | None, Limits | None]]:
    """The corpus, or the programs ``SEED_PROGRAMS`` names."""
    programs = corpus()
    parts = [part for part in os.environ.get("SEED_PROGRAMS", "").split(",") if part]
    return [p for p in programs if any(part in p[0] for part in parts)] if parts else programs


def test_seed_invariance_covers_every_corpus_program() -> None:
    assert len(corpus()) >= 76 + 4 + 8, len(corpus())
    assert chosen(), f"SEED_PROGRAMS={os.environ.get('SEED_PROGRAMS')!r} names no corpus program"


@pytest.mark.slow
@pytest.mark.parametrize("program", chosen(), ids=lambda p: p[0])
def test_seed_invariance_program_gets_the_same_marks_under_every_seed(program) -> None:
    name = program[0]
    per_seed = {seed: marks(program, seed) for seed in SEEDS}
    first = per_seed[SEEDS[0]]
    differ = {}
    for seed, rules in per_seed.items():
        changed = {r: (first.get(r), rules.get(r)) for r in set(first) | set(rules)
                   if first.get(r) != rules.get(r)}
        if changed:
            differ[seed] = changed
    if name in KNOWN_SEED_DEPENDENT:
        if not differ:
            warnings.warn(f"{name} is seed-free now: delete it from KNOWN_SEED_DEPENDENT")
        return
    assert not differ, (f"{name}: marks that depend on the master seed (rule: (under seed "
                        f"{SEEDS[0]}, under the seed named)): {differ}")
