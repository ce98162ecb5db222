"""Test cells decided outside the student's kernel: every graded notebook is run again, fresh.

nbgrader decides a test cell in the student's own IPython kernel, where one line of the
student's answer (an input transformer, an AST transformer, a patched ``showtraceback``,
``sys.excepthook`` or ``AssertionError``, a tracer) can make every later test cell pass.
After nbgrader has graded a class, the kit runs each notebook once more, in a new sandboxed
Python with no IPython (`inside/harness.py`, through `autograder.sandbox.child.run_command`): the
given cells and the test cells (hidden tests included) are taken from the course's source
notebook, the student's answer and scratch cells from the submission. Before and after every
given and test cell the harness puts back the builtins, the loaded modules' functions and
classes, the given cells' classes and names, and says what it had to put back. Each verdict
comes back on a descriptor of the harness's own, signed with a key made afresh for that run
(HMAC-SHA256), which the student's code cannot reach; unsigned or out-of-order lines are
forgeries and are noted as such.

A test cell earns its points only if it passed in the kernel *and* in the fresh run; a cell
that passed only in the kernel scores 0 and the student is flagged (``tampered``), as is any
notebook whose fresh run noted a change to the grading machinery.

Glossary:
    plan: the cells of one fresh run, in order, each ``student``, ``given`` or ``test``.
    note: one thing the student's code did to the grading (what, and before or during which cell).
"""
from __future__ import annotations

import ast
import hashlib
import hmac
import json
import secrets
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from autograder import compiling

HARNESS = Path(__file__).with_name("inside") / "harness.py"
COMPARATOR = HARNESS.with_name("compare.py")    # sent with the plan: how test cells compare
WALL_SECONDS = 90          # a fresh run's whole time, on top of its cells' own time
OUTPUT_BYTES = 1 << 20


@dataclass
class FreshRun:
    """What one notebook's fresh run said: each test cell's verdict, the notes, and whether it
    finished (a verdict never received is a fail).

    >>> FreshRun({"t1": True}, ["before t1: changed builtins.len"]).tampered
    True
    """

    verdicts: dict[str, bool]
    notes: list[str] = field(default_factory=list)
    finished: bool = True
    status: str = "ok"

    @property
    def tampered(self) -> bool:
        """Whether the run noted anything done to the grading."""
        return bool(self.notes)


def _meta(cell: Any) -> dict[str, Any]:
    return cell.get("metadata", {}).get("nbgrader", {})


def names_of(source: str) -> tuple[list[str], list[str]]:
    """The names a cell assigns (anywhere in its top level, functions and classes included)
    and the names it reads, found by parsing it; ([], []) when it does not parse.

    >>> names_of("cards = new_cards()\\nassert len(cards) == 52")
    (['cards'], ['cards', 'len', 'new_cards'])
    """
    try:
        tree = compiling.parse(source)
    except (SyntaxError, ValueError):
        return [], []
    binds, reads = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (binds if isinstance(node.ctx, (ast.Store, ast.Del)) else reads).add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            binds.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            binds.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            binds.add(node.name)
    return sorted(binds), sorted(reads)


def plain_python(source: str) -> str:
    """A cell's source as plain Python: IPython's magics and ``!`` lines become ``get_ipython()``
    calls (which the fresh run notes and ignores).

    >>> plain_python("%matplotlib inline\\nx = 1")
    "get_ipython().run_line_magic('matplotlib', 'inline')\\nx = 1"
    """
    try:
        from IPython.core.inputtransformer2 import TransformerManager
    except ImportError:      # no IPython: a magic stays a syntax error, that cell fails
        return source
    try:
        return TransformerManager().transform_cell(source).rstrip("\n")
    except Exception:  # noqa: BLE001 - a cell IPython cannot read fails when compiled
        return source


def plan_cells(submitted: Any, source: Any) -> list[dict[str, Any]]:
    """The fresh run's plan for one notebook: the submission's code cells in order, given and
    test cells replaced by the source notebook's (hidden tests included), answers as written.

    >>> import nbformat
    >>> test = nbformat.v4.new_code_cell("assert f() == 1", metadata={"nbgrader": {"grade": True,
    ...     "grade_id": "t", "points": 1, "locked": True}})
    >>> answer = nbformat.v4.new_code_cell("def f(): return 1", metadata={"nbgrader": {"solution": True,
    ...     "grade_id": "a"}})
    >>> edited = nbformat.v4.new_code_cell("pass", metadata=test.metadata)
    >>> [(c["kind"], c["source"]) for c in plan_cells(nbformat.v4.new_notebook(cells=[answer, edited]),
    ...                                               nbformat.v4.new_notebook(cells=[answer, test]))]
    [('student', 'def f(): return 1'), ('test', 'assert f() == 1')]
    """
    originals = {_meta(c).get("grade_id"): c for c in source.cells
                 if c.get("cell_type") == "code" and _meta(c).get("grade_id") and not _meta(c).get("solution")}
    plan = []
    for cell in submitted.cells:
        if cell.get("cell_type") != "code":
            continue
        meta = _meta(cell)
        original = originals.get(meta.get("grade_id")) if not meta.get("solution") else None
        if original is not None:
            kind = "test" if _meta(original).get("grade") else "given"
            text = original.source
        else:
            kind, text = "student", cell.source
        text = plain_python(text)
        entry: dict[str, Any] = {"kind": kind, "id": meta.get("grade_id") or f"cell {len(plan) + 1}",
                                 "source": text}
        if kind != "student":
            entry["binds"], entry["reads"] = names_of(text)
        plan.append(entry)
    return plan


def preimports(plan: list[dict[str, Any]]) -> list[str]:
    """Installed packages the cells import, beyond the standard library: the harness imports
    them before any student code runs (their import may use what it then refuses, ctypes).

    >>> preimports([{"source": "import random\\nimport matplotlib.pyplot as plt"}])
    ['matplotlib.pyplot']
    """
    import importlib.util

    found = []
    for cell in plan:
        try:
            tree = compiling.parse(cell["source"])
        except (SyntaxError, ValueError):
            continue
        for node in tree.body:
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else []
            for name in names:
                top = name.split(".")[0]
                if top in sys.stdlib_module_names or name in found:
                    continue
                try:
                    if importlib.util.find_spec(top) is not None:
                        found.append(name)
                except (ImportError, ValueError):
                    continue
    return found


def read_records(stdout: str, key: bytes, tests: list[str]) -> FreshRun:
    """A fresh run's answer, from its signed lines; any other line written there is a forgery.

    >>> key = b"k" * 32
    >>> def line(n, text): m = f"{n} {text}"; return hmac.new(key, m.encode(), "sha256").hexdigest() + " " + m
    >>> run = read_records("\\n".join([line(0, "verdict t1 1"), "ff 1 verdict t2 1", line(1, "done ")]), key, ["t1", "t2"])
    >>> run.verdicts, run.finished, run.notes
    ({'t1': True, 't2': False}, True, ['forged lines on the channel the verdicts come back on'])
    """
    verdicts = {test: False for test in tests}
    notes: list[str] = []
    finished, expected, forged = False, 0, False
    for line in stdout.splitlines():
        mac, _, message = line.partition(" ")
        good = hmac.compare_digest(mac.encode("ascii", "replace"),
                                   hmac.new(key, message.encode("utf-8", "replace"), hashlib.sha256).hexdigest().encode())
        number, _, rest = message.partition(" ")
        if not good or number != str(expected) or finished:
            forged = True
            continue
        expected += 1
        kind, _, text = rest.partition(" ")
        if kind == "verdict":
            test, _, passed = text.rpartition(" ")
            if test in verdicts:
                verdicts[test] = passed == "1"
        elif kind == "note":
            notes.append(text)
        elif kind == "done":
            finished = True
    if forged:
        notes.append("forged lines on the channel the verdicts come back on")
    return FreshRun(verdicts, notes, finished)


def run_fresh(plan: list[dict[str, Any]], timeout: float, folder: Path | None = None) -> FreshRun:
    """Run one notebook's plan in a fresh sandboxed Python; its verdicts and notes.

    `folder` is the notebook's folder: its data files (never a notebook) are copied for the run.

    >>> run = run_fresh([{"kind": "student", "id": "a", "source": "def f(): return 1"},
    ...                  {"kind": "test", "id": "t", "source": "assert f() == 1", "binds": [], "reads": ["f"]}], 5)
    >>> run.verdicts, run.notes, run.finished
    ({'t': True}, [], True)
    """
    from autograder.sandbox import child as sandbox
    from autograder.sandbox.kernel import copy_notebook_folder

    key = secrets.token_bytes(32)
    tests = [cell["id"] for cell in plan if cell["kind"] == "test"]
    payload = json.dumps({"key": key.hex(), "timeout": timeout, "cells": plan, "preimport": preimports(plan),
                          "compare": COMPARATOR.read_text(encoding="utf-8")}).encode()
    work = Path(tempfile.mkdtemp(prefix="bjk-fresh-"))
    try:
        if folder is not None:
            copy_notebook_folder(folder, work)
        wall = WALL_SECONDS + timeout * (len(plan) + 1)
        limits = sandbox.Limits(wall_seconds=wall, cpu_seconds=wall, memory_mb=1024, output_bytes=OUTPUT_BYTES)
        packages = sandbox.packages_for_child(_installed([p.split(".")[0] for p in preimports(plan)]))
        env = {"MPLBACKEND": "Agg", "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0"}
        if packages:
            env["PYTHONPATH"] = ":".join(packages)
        argv = [sandbox.child_python(), "-S", "-P", "-c", HARNESS.read_text(encoding="utf-8")]
        result = sandbox.run_command(argv, work, limits, readable=packages, env=env, stdin=payload)
    finally:
        sandbox.remove_tree(work)
    run = read_records(result.stdout, key, tests)
    run.status = result.status
    return run


def _installed(names: list[str]) -> list[str]:
    """The distributions (of `names`, import names) that are installed, for `packages_for_child`."""
    from importlib.metadata import packages_distributions

    mapping = packages_distributions()
    return sorted({dist for name in names for dist in mapping.get(name, [])})



@dataclass
class Finding:
    """What the fresh runs found for one student: details for the gradebook, and the problem
    kind (``tampered`` when the harness noted a change to the grading, ``tests disagree``
    when only a test cell's verdict differed), or none.

    >>> Finding("ann").kind is None
    True
    """

    student: str
    details: list[str] = field(default_factory=list)
    kind: str | None = None


NOTES_SHOWN = 4   # notes per notebook in the gradebook's details; the rest are counted


def kernel_passed(work: Path, assignment: str, student: str, notebook: str, tests: list[str]) -> dict[str, float]:
    """The test cells that scored in the kernel (nbgrader's gradebook): grade id -> points.

    >>> kernel_passed(Path("/nonexistent"), "cards", "ann", "deck", [])
    {}
    """
    if not tests:
        return {}
    from nbgrader.api import Gradebook, MissingEntry

    scored = {}
    with Gradebook(f"sqlite:///{work / 'gradebook.db'}") as gb:
        for test in tests:
            try:
                grade = gb.find_grade(test, notebook, assignment, student)
            except MissingEntry:
                continue
            if (grade.auto_score or 0) > 0:
                scored[test] = float(grade.auto_score)
    return scored


def zero_cells(work: Path, assignment: str, student: str, notebook: str, tests: list[str]) -> None:
    """Set the kernel's score of these test cells to 0 in nbgrader's gradebook (feedback, export
    and formgrader then agree with the kit's); nothing to do when there are none.

    >>> zero_cells(Path("/nonexistent"), "cards", "ann", "deck", [])
    """
    if not tests:
        return
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{work / 'gradebook.db'}") as gb:
        for test in tests:
            gb.find_grade(test, notebook, assignment, student).auto_score = 0.0
        gb.db.commit()


def notebook_plan(work: Path, assignment: str, student: str, path: Path) -> tuple[list[dict[str, Any]], dict[str, float]]:
    """One autograded notebook's fresh-run plan, cut after the last test cell that scored in the
    kernel (nothing later can score), and those cells' points; the whole notebook when none
    scored (nothing can be taken away, but tampering is still noted and flagged).

    >>> notebook_plan(Path("/nonexistent"), "cards", "ann", Path("/nonexistent/deck.ipynb"))
    Traceback (most recent call last):
    ...
    FileNotFoundError: ...
    """
    import nbformat

    source = nbformat.read(work / "source" / assignment / path.name, as_version=4)
    plan = plan_cells(nbformat.read(path, as_version=4), source)
    scored = kernel_passed(work, assignment, student, path.stem,
                           [cell["id"] for cell in plan if cell["kind"] == "test"])
    if not scored:
        return plan, {}
    last = max(index for index, cell in enumerate(plan) if cell["kind"] == "test" and cell["id"] in scored)
    return plan[: last + 1], scored


def conclude(work: Path, assignment: str, student: str, notebook: str, scored: dict[str, float],
             run: FreshRun) -> list[str]:
    """Take back the points of every test cell that scored only in the kernel; the gradebook's lines.

    >>> conclude(Path("/nonexistent"), "cards", "ann", "deck", {"t1": 2.0}, FreshRun({"t1": True}))
    []
    """
    lost = [test for test in scored if not run.verdicts.get(test)]
    if lost:
        zero_cells(work, assignment, student, notebook, lost)
    lines = [f"{notebook}: {note}" for note in run.notes[:NOTES_SHOWN]]
    if len(run.notes) > NOTES_SHOWN:
        lines.append(f"{notebook}: ... and {len(run.notes) - NOTES_SHOWN} more changes to the grading")
    if lost:
        why = "" if run.finished else f" (the run did not finish: {run.status})"
        lines.append(f"{notebook}: {', '.join(lost)} passed in the kernel but not when run again "
                     f"outside it{why}: scored 0")
    return lines


def check_class(work: Path, assignment: str, students: list[str], timeout: float | None = None,
                jobs: int = 2) -> list[Finding]:
    """Run every autograded notebook of `students` fresh (`jobs` at a time); what was found,
    one `Finding` per student that needs a look. nbgrader's gradebook is corrected in place.

    >>> check_class(Path("/nonexistent"), "cards", ["ann"])
    []
    """
    from concurrent.futures import ThreadPoolExecutor

    todo = []
    for student in students:
        for path in sorted((work / "autograded" / student / assignment).glob("*.ipynb")):
            plan, scored = notebook_plan(work, assignment, student, path)
            if plan:
                todo.append((student, path, plan, scored))
    seconds = float(timeout or 30)
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        runs = list(pool.map(lambda job: run_fresh(job[2], seconds, job[1].parent), todo))
    found: dict[str, Finding] = {}
    for (student, path, _plan, scored), run in zip(todo, runs):
        lines = conclude(work, assignment, student, path.stem, scored, run)
        flag(found.setdefault(student, Finding(student)), lines, run)
    return [found[student] for student in sorted(found) if found[student].kind]


def flag(finding: Finding, lines: list[str], run: FreshRun) -> None:
    """Add one notebook's gradebook lines to a student's finding: ``tampered`` when its fresh run
    noted anything (even if no point changed), else ``tests disagree`` when points were taken.

    >>> finding = Finding("ann")
    >>> flag(finding, ["deck: in test_deal: an answer's `__eq__` says it equals anything (a 'Liar')"],
    ...      FreshRun({"test_deal": False}, ["in test_deal: an answer's `__eq__` says it equals anything (a 'Liar')"]))
    >>> finding.kind, len(finding.details)
    ('tampered', 1)
    """
    if not lines:
        return
    finding.details += lines
    kind = "tampered" if run.notes else "tests disagree"
    finding.kind = "tampered" if "tampered" in (finding.kind, kind) else kind
