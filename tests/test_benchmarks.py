"""Smoke tests of the class benchmark (benchmarks/grade_class.py): it builds its class from the
kit's own submissions and prints its table. Speed is never asserted here (the machine running the
tests is busy with other work); the figures are the benchmark's business, not the tests'.
"""
from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "grade_class.py"
HANGS = {"u_infinite_loop", "gus"}      # sources that loop forever: 3 s each, too slow for a smoke test


def _bench():
    """benchmarks/grade_class.py as a module."""
    spec = importlib.util.spec_from_file_location("bjk_grade_class", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_class_is_made_of_every_kind_of_submission(tmp_path):
    """One class as big as the pool uses each source once: model answers, mutants, beginners and
    the sample class, every file different; nbgrader gets function-style students only."""
    bench = _bench()
    pool = bench.sources()
    made = bench.make_class(tmp_path, len(pool))
    assert {s.kind for s in made.values()} == {"model", "mutant", "beginner", "example"}
    assert sorted((s.kind, s.name) for s in made.values()) == sorted((s.kind, s.name) for s in pool)
    texts = {(tmp_path / student / "pontoon.py").read_bytes() for student in made}
    assert len(texts) == len(made)
    chosen = bench.notebook_students(tmp_path, made, 4)
    assert len(chosen) == 4
    for student in chosen:
        text = (tmp_path / student / "pontoon.py").read_text()
        assert all(f"def {name}(" in text for name in bench.FUNCTIONS), student


def test_quick_run_on_three_submissions_prints_its_table(tmp_path):
    """`--quick --size 3 --no-nbgrader --no-fixed` grades 3 submissions with and without the
    sandbox through the real command line and prints the machine, the table, the sandbox's cost
    (with the same marks both ways) and the targets."""
    bench = _bench()
    seed = next(s for s in range(1, 200) if not HANGS & {
        src.name for src in bench.make_class(tmp_path / f"try{s}", 3, s).values()})
    done = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--size", "3", "--no-nbgrader",
                           "--no-fixed", "--seed", str(seed)], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    out = done.stdout
    assert re.search(r"^machine: \d+ CPUs \(\d+ usable\), load average [\d.]+, [\d.]+, [\d.]+", out, re.M)
    assert re.search(r"^class of 3 from 3 distinct submissions", out, re.M)
    assert re.search(r"^\| grader +\| class s \| s/sub wall \| median s \| +p90 s \| graded \| "
                     r"CPU s/sub \|$", out, re.M)
    for mode in ("auto", "off"):
        row = re.search(rf"^\| kit, sandbox {mode} \(--jobs 2\) +\| +([\d.]+) \| +([\d.]+) \| +([\d.]+)"
                        rf" \| +([\d.]+) \| +(\d+) \| +([\d.]+|n/a) \|$", out, re.M)
        assert row, out
        assert row.group(5) == "3" and float(row.group(1)) > 0 and float(row.group(3)) > 0
    assert re.search(r"^sandbox cost: ([+-][\d.]+ CPU s per submission .*)?[+-][\d.]+ s per "
                     r"submission \(median\).*same marks with and without it: 3/3$", out, re.M), out
    assert re.search(r"^targets \(issues 10, 11\): median [\d.]+ s <= 0.3 s: (yes|NO)", out, re.M)
