"""A tiny two-notebook nbgrader assignment `mini`, built with nbformat, for the round-trip tests.

It has what the real assignments have: answer cells with `### BEGIN SOLUTION`, visible test
cells with points, and hidden tests between `### BEGIN HIDDEN TESTS` markers.
`BUGS` gives one bug per notebook and the test cell it must fail (and only that one).
"""
from __future__ import annotations

from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ASSIGNMENT = "mini"


def _meta(grade_id: str, *, grade: bool = False, solution: bool = False, locked: bool = False,
          points: int | None = None) -> dict:
    meta = {"grade": grade, "grade_id": grade_id, "locked": locked, "schema_version": 3,
            "solution": solution, "task": False}
    if points is not None:
        meta["points"] = points
    return {"nbgrader": meta}


def _answer(grade_id: str, source: str):
    return new_code_cell(source, metadata=_meta(grade_id, solution=True))


def _test(grade_id: str, points: int, source: str):
    return new_code_cell(source, metadata=_meta(grade_id, grade=True, locked=True, points=points))


def _text(grade_id: str, source: str):
    return new_markdown_cell(source, metadata=_meta(grade_id, locked=True))


NOTEBOOKS = {
    "alpha": [
        _text("alpha_intro", "# Alpha\nWrite `double` and `square`."),
        _answer("double", 'def double(x: int) -> int:\n    """Twice x."""\n'
                          "    ### BEGIN SOLUTION\n    return 2 * x\n    ### END SOLUTION"),
        _test("test_double", 2, "assert double(2) == 4, 'double(2) should be 4'\n"
                                "### BEGIN HIDDEN TESTS\nassert double(-3) == -6, 'double(-3) should be -6'\n"
                                "### END HIDDEN TESTS"),
        _answer("square", 'def square(x: int) -> int:\n    """x times x."""\n'
                          "    ### BEGIN SOLUTION\n    return x * x\n    ### END SOLUTION"),
        _test("test_square", 3, "assert square(3) == 9\n### BEGIN HIDDEN TESTS\n"
                                "assert square(-4) == 16\n### END HIDDEN TESTS"),
    ],
    "beta": [
        _text("beta_intro", "# Beta\nWrite `total` and `biggest`."),
        _answer("total", 'def total(xs: list[int]) -> int:\n    """The sum of xs."""\n'
                         "    ### BEGIN SOLUTION\n    return sum(xs)\n    ### END SOLUTION"),
        _test("test_total", 2, "assert total([1, 2, 3]) == 6"),
        _answer("biggest", 'def biggest(xs: list[int]) -> int:\n    """The largest of xs."""\n'
                           "    ### BEGIN SOLUTION\n    return max(xs)\n    ### END SOLUTION"),
        _test("test_biggest", 1, "### BEGIN HIDDEN TESTS\nassert biggest([3, 9, 2]) == 9\n### END HIDDEN TESTS"),
    ],
}

# notebook -> (answer cell, text to replace, replacement, the one test cell that must fail)
BUGS = {
    "alpha": ("double", "return 2 * x", "return x + x if x > 0 else x", "test_double"),
    "beta": ("total", "return sum(xs)", "return sum(xs[1:])", "test_total"),
}
# notebook -> (a test cell to edit or delete, the answer cell a looping/exiting call goes in)
HOOKS = {"alpha": ("test_square", "square"), "beta": ("test_total", "total")}
HIDDEN_TEXT = "double(-3) == -6"  # a hidden assert that the alpha bug fails


def build(course: Path) -> Path:
    """Write `source/mini/{alpha,beta}.ipynb` under `course`; return the assignment folder."""
    folder = course / "source" / ASSIGNMENT
    folder.mkdir(parents=True, exist_ok=True)
    for name, cells in NOTEBOOKS.items():
        nb = new_notebook(cells=[nbformat.from_dict(cell) for cell in cells])
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, folder / f"{name}.ipynb")
    return folder
