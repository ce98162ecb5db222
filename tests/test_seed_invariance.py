"""A program's marks are the same under every master seed (issue 18); the games quoted differ.

Covers every program of the kit's own corpora: the 76 programs of `tests/corpus/beginners`
(graded as `test_grade_beginners.py` grades them: its `graded_with_version` and, for the
program that never stops, short limits), the model answers `versions/v1` to `versions/v4`, and
the sample class `examples/class`. Each is graded under ten master seeds (drawn once from a
fixed seed, so the test is repeatable) and must get the same score for every rule, and the
same rules not shown, under all ten. The gradings run two at a time (each waits on its own
sandboxed children), as `grade --jobs 2` would. `tests/corpus/heldout` is not graded here:
it is kept blind. About 900 gradings: two to four minutes on two idle cores.

To try a few programs while working, name them in ``SEED_PROGRAMS`` (comma-separated parts of
their names, e.g. ``SEED_PROGRAMS=f4_script,c2_functions``); unset, every program is graded.
"""
from __future__ import annotations

import json
import os
import random
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from autograder.pontoon.grade import grade_submission
from autograder.sandbox.child import Limits

ROOT = Path(__file__).resolve().parent.parent
BEGINNERS = ROOT / "tests" / "corpus" / "beginners"
MANIFEST: dict[str, dict] = json.loads((BEGINNERS / "manifest.json").read_text(encoding="utf-8"))
SEEDS = random.Random(18).sample(range(1, 2**31), 10)
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


def marks(job: tuple[tuple[str, Path, int | None, Limits | None], int]) -> tuple[str, int, dict]:
    """One program's marks per rule under one master seed (a rule not shown says so)."""
    (name, path, version, limits), seed = job
    grade = grade_submission(path, version, limits=limits, seed=seed)
    return name, seed, {v.rule: (v.score, "not shown" if v.unshown else "") for v in grade.verdicts}


@pytest.mark.slow
def test_seed_invariance_every_corpus_program_same_marks_under_ten_seeds() -> None:
    programs = corpus()
    assert len(programs) >= 76 + 4 + 8, len(programs)
    chosen = [part for part in os.environ.get("SEED_PROGRAMS", "").split(",") if part]
    if chosen:
        programs = [p for p in programs if any(part in p[0] for part in chosen)]
        assert programs, f"SEED_PROGRAMS={os.environ['SEED_PROGRAMS']!r} names no corpus program"
    with ThreadPoolExecutor(2) as pool:
        graded = list(pool.map(marks, [(p, seed) for p in programs for seed in SEEDS]))
    by_program: dict[str, dict[int, dict]] = {}
    for name, seed, rules in graded:
        by_program.setdefault(name, {})[seed] = rules
    differ = {}
    for name, per_seed in by_program.items():
        first = per_seed[SEEDS[0]]
        for seed, rules in per_seed.items():
            changed = {r: (first.get(r), rules.get(r)) for r in set(first) | set(rules)
                       if first.get(r) != rules.get(r)}
            if changed:
                differ.setdefault(name, {})[seed] = changed
    unknown = {name: d for name, d in differ.items() if name not in KNOWN_SEED_DEPENDENT}
    assert not unknown, ("marks that depend on the master seed (rule: (under seed "
                         f"{SEEDS[0]}, under the seed named)): {unknown}")
    fixed = sorted(set(KNOWN_SEED_DEPENDENT) & set(by_program) - set(differ))
    if fixed:
        warnings.warn(f"seed-free now, delete from KNOWN_SEED_DEPENDENT: {fixed}")
