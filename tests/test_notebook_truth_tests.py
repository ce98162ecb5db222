"""A graded cell that takes an answer's own word for yes or no also asks it for the other.

The fresh run decides every comparison in a test cell itself (`autograder.notebooks.inside.compare`),
but a bare truth test, ``assert is_blackjack(hand)``, asks the returned object's own
``__bool__``. An answer that returns an object which always says yes would pass such a test.
So the kit's notebooks keep a rule, checked here: in every graded cell, a student's function
that is asserted true somewhere (``assert f(...)``) is also asserted false (``assert not
f(...)``), and the other way round, so an object that always says the same thing fails the cell.
"""
from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks" / "source").glob("*/*.ipynb"))


def _bare_calls(test: ast.expr) -> list[tuple[str, bool]]:
    """(function name, asserted true?) for each bare call among an assert's ``and``-ed parts."""
    parts = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    found = []
    for part in parts:
        negated = isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.Not)
        inner = part.operand if negated else part
        if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name):
            found.append((inner.func.id, not negated))
    return found


def unpaired_truth_tests(cell: str, student_names: set[str]) -> list[str]:
    """The student functions a cell asserts only true, or only false, by their own word.

    >>> unpaired_truth_tests("assert f(1) and not f(2)", {"f"})
    []
    >>> unpaired_truth_tests("assert f(1)\\nassert g(2) == 3", {"f", "g"})
    ['f: asserted true only']
    """
    said: dict[str, set[bool]] = {}
    for node in ast.walk(ast.parse(cell)):
        if isinstance(node, ast.Assert):
            for name, truth in _bare_calls(node.test):
                if name in student_names:
                    said.setdefault(name, set()).add(truth)
    return [f"{name}: asserted {'true' if True in truths else 'false'} only"
            for name, truths in sorted(said.items()) if len(truths) == 1]


def _cells(path: Path) -> list[tuple[dict, str]]:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    return [(cell.get("metadata", {}).get("nbgrader", {}), "".join(cell["source"]))
            for cell in notebook["cells"] if cell["cell_type"] == "code"]


def _defined_names(source: str) -> set[str]:
    tree = ast.parse(source)
    return {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.ClassDef))}


@pytest.mark.parametrize(("cell", "expected"), [
    ("assert f(1) and not f(2)", []),
    ("assert f(1)\nassert not f(2)", []),
    ("assert f(1)", ["f: asserted true only"]),
    ("assert not f(1), 'no'", ["f: asserted false only"]),
    ("assert f(1) is True\nassert f(2) == 3", []),          # compared: the fresh run decides
    ("assert len(hand) == 2 and helper(3)", []),             # not a student's function
    ("for x in range(3):\n    assert f(x)\nassert not f(9)", []),
], ids=["paired", "paired-apart", "yes-only", "no-only", "compared", "not-student", "in-loop"])
def test_unpaired_truth_tests_finds_one_sided_cells(cell: str, expected: list[str]) -> None:
    assert unpaired_truth_tests(cell, {"f"}) == expected


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(ROOT / "notebooks" / "source").as_posix()
                                                 for p in NOTEBOOKS])
def test_every_graded_cell_asks_both_ways(path: Path) -> None:
    cells = _cells(path)
    student = set().union(*(_defined_names(source) for meta, source in cells if meta.get("solution")))
    assert student, f"{path.name}: no solution cell defines a function"
    problems = [f"{meta['grade_id']}: {problem}" for meta, source in cells if meta.get("grade")
                for problem in unpaired_truth_tests(source, student)]
    assert problems == []


def test_the_course_has_notebooks() -> None:
    assert len(NOTEBOOKS) >= 7, [p.name for p in NOTEBOOKS]
