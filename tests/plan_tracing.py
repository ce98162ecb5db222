"""Which tests `make test` runs untraced: `tests/untraced.txt`, chosen by measurement.

Coverage's tracer makes a test two to five times as dear; a test whose every arc (a step from
one line to another, which branch coverage records) some other traced test reaches measures
nothing of its own. This script finds such tests, dearest first, and writes their node ids.

    1. a run with every test's context, as `make test` runs it otherwise, with the tests the
       list names traced too (``BJK_UNTRACED=0``):
       BJK_UNTRACED=0 .venv/bin/python -m pytest -n 3 --dist loadgroup --cov --cov-context=test --cov-report=
       (then keep its .coverage file: `ctx.db`), and one or more runs as `make test` runs it,
       ``BJK_UNTRACED=0`` too, with ``BJK_TEST_TIMES=traced.jsonl`` (several: their mean)
    2. the same without coverage: ``BJK_TEST_TIMES=plain.jsonl`` and ``--no-cov``
    3. .venv/bin/python tests/plan_tracing.py ctx.db traced.jsonl[,traced2.jsonl] plain.jsonl > tests/untraced.txt

Then check it, since a context is not always right (under coverage 7.18 on Python 3.11 a test's
arcs are sometimes recorded under the test before it, or none): run the suite as `make test`
does, and ``python tests/plan_tracing.py --lost ctx.db .coverage`` lists the arcs the first run
reached and the second did not. Give each lost arc a test that reaches it every time and put
that test in `KEEP`, then write the list again. Arcs reached only in a fixture, at collection
or by a test's set-up are never lost: pytest-cov leaves those traced. The cases `TRACED_ONLY`
keeps in `tests/conftest.py` stay traced.
"""
from __future__ import annotations

import json
import sqlite3
import sys
from collections import defaultdict
from pathlib import Path

LEAST = 0.03        # CPU seconds the tracer must cost a test before it is worth untracing
# Tests kept traced whatever their contexts say, each for the arcs the check found it reaches
KEEP = {
    # the first grading with --jobs in an xdist worker starts the grader's forkserver
    # (`autograder.sandbox.budget._forkserver`), once a process; another test of the file
    # recorded those arcs in the context run, this one was first in the check
    "tests/test_budget.py::test_a_transcript_of_78000_questions_costs_at_most_the_budget",
    # the only test that makes the view of Python every time: the fallback's gradings make it
    # once a process (`_use_python_view`), so whether they reach it depends on the order
    "autograder/sandbox/child.py::autograder.sandbox.child.python_view",
}


def context_arcs(db: Path) -> tuple[dict[tuple, set[str]], set[tuple]]:
    """The arcs each test reached in its call (arc: (file, from, to)), and those reached
    elsewhere (set-up, teardown, collection), from a coverage file with test contexts."""
    with sqlite3.connect(db) as data:
        contexts = dict(data.execute("select id, context from context"))
        files = dict(data.execute("select id, path from file"))
        by_arc: dict[tuple, set[str]] = defaultdict(set)
        free: set[tuple] = set()
        for file, context, start, end in data.execute("select file_id, context_id, fromno, tono from arc"):
            test, _, phase = contexts[context].rpartition("|")
            arc = (files[file], start, end)
            if phase == "run" and test:
                by_arc[arc].add(test)
            else:
                free.add(arc)
    return {arc: tests for arc, tests in by_arc.items() if arc not in free}, free


def cpu_times(path: Path) -> dict[str, float]:
    """A ``BJK_TEST_TIMES`` file's CPU seconds by test."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return {row["test"]: row["cpu"] for row in rows}


def untraced(by_arc: dict[tuple, set[str]], cost: dict[str, float], kept: set[str],
             least: float = LEAST) -> list[str]:
    """The tests to run untraced: dearest first, each one whose arcs all stay reached by
    at least one other test still traced.

    >>> by_arc = {("f", 1, 2): {"a", "b"}, ("f", 2, 3): {"b"}, ("f", 3, 4): {"a", "c"}}
    >>> untraced(by_arc, {"a": 1.0, "b": 0.5, "c": 0.2}, set())
    ['a']
    >>> untraced(by_arc, {"a": 1.0, "b": 0.5, "c": 0.2}, {"a"})
    ['c']
    """
    reached: dict[str, list[tuple]] = defaultdict(list)
    for arc, tests in by_arc.items():
        for test in tests:
            reached[test].append(arc)
    count = {arc: len(tests) for arc, tests in by_arc.items()}
    chosen = []
    for test in sorted(reached, key=lambda t: (-cost.get(t, 0.0), t)):    # ties: by name, every run alike
        if test in kept or cost.get(test, 0.0) < least:
            continue
        if all(count[arc] >= 2 for arc in reached[test]):
            chosen.append(test)
            for arc in reached[test]:
                count[arc] -= 1
    return chosen


def all_arcs(db: Path) -> set[tuple]:
    """Every arc a coverage file holds, whatever its context, its files named from the
    coverage file's folder (so two clones compare)."""
    import os

    with sqlite3.connect(db) as data:
        files = {i: os.path.relpath(path, db.resolve().parent) for i, path in data.execute("select id, path from file")}
        return {(files[f], a, b) for f, a, b in data.execute("select file_id, fromno, tono from arc")}


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(Path(__file__).parent))
    import conftest

    if argv[:1] == ["--lost"] and len(argv) == 3:
        lost = sorted(all_arcs(Path(argv[1])) - all_arcs(Path(argv[2])))
        for file, start, end in lost:
            print(f"{file}:{start}->{end}")
        return 1 if lost else 0
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    by_arc, _ = context_arcs(Path(argv[0]))
    runs, plain = [cpu_times(Path(path)) for path in argv[1].split(",")], cpu_times(Path(argv[2]))
    tests = set(plain).intersection(*runs)
    cost = {test: sum(run[test] for run in runs) / len(runs) - plain[test] for test in tests}
    kept = {test for test in cost                 # the cases TRACED_ONLY keeps
            if test.partition("[")[0] in conftest.TRACED_ONLY and conftest.traced_case(test)}
    chosen = untraced(by_arc, cost, kept | KEEP)
    print("# Run untraced: every arc each reaches is reached by traced tests "
          "(tests/plan_tracing.py; tests/conftest.py)")
    print("\n".join(sorted(chosen)))
    print(f"{len(chosen)} tests, {sum(cost[t] for t in chosen):.1f} CPU s of the tracer's", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
