"""autograder/notebooks/messages.py: one line per failed notebook test cell, from nbgrader's real output.

An untouched notebook's failures come back from nbgrader's validator as IPython tracebacks
(colours, frames, a bare ``NotImplementedError:``); each becomes one line naming the function
still to write. A failed assertion becomes its own message; any other error names itself and
the function that raised it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from autograder.notebooks import messages as nbmessages


def notebook(tmp_path: Path, answer: str, tests: list[str]) -> Path:
    """Write a notebook with one solution cell and these graded test cells."""
    nbformat = pytest.importorskip("nbformat", reason="the notebook packages are not installed")
    meta = {"schema_version": 3, "locked": False, "task": False}
    cells = [nbformat.v4.new_code_cell(answer, metadata={"nbgrader": {
        **meta, "solution": True, "grade": False, "grade_id": "answer"}})]
    for number, test in enumerate(tests):
        cells.append(nbformat.v4.new_code_cell(test, metadata={"nbgrader": {
            **meta, "solution": False, "grade": True, "grade_id": f"test{number}", "points": 1,
            "locked": True}}))
    path = tmp_path / "cards.ipynb"
    path.write_text(nbformat.writes(nbformat.v4.new_notebook(cells=cells)), encoding="utf-8")
    return path


def validate(path: Path) -> list[dict[str, str]]:
    """nbgrader's validator's failed cells for a notebook."""
    validator = pytest.importorskip("nbgrader.validator", reason="nbgrader is not installed")
    return validator.Validator().validate(str(path)).get("failed", [])


STUB = '''def rank_points(rank):
    """Return the points of a rank.

    >>> rank_points(2)
    2
    """
    # YOUR CODE HERE
    raise NotImplementedError()
'''


def test_an_untouched_notebook_says_which_function_to_write(tmp_path):
    """Each failed cell of a stub is one line naming rank_points, with no traceback in it."""
    failed = validate(notebook(tmp_path, STUB, [
        'assert rank_points(2) == 2, "rank_points(2) should be 2"',
        'got = rank_points(10)\nassert got == 10, f"rank_points(10) gave {got!r}"']))
    assert len(failed) == 2 and all("Traceback" in cell["raw_error"] for cell in failed)
    raw_lines = sum(len(cell["raw_error"].splitlines()) for cell in failed)
    lines = nbmessages.failure_report(failed)
    assert lines == [
        "FAILED (fix this first): rank_points() is not written yet: replace its "
        "`raise NotImplementedError()` with your code",
        "FAILED: rank_points() is not written yet: replace its `raise NotImplementedError()` "
        "with your code"]
    assert raw_lines > 4 * len(lines)


def test_a_wrong_answer_says_the_assertions_message_or_the_error(tmp_path):
    """A failed assertion reads as its own message; an exception names itself and where."""
    answer = ("def rank_points(rank):\n    if rank == 10:\n        raise KeyError(rank)\n"
              "    return 3\n")
    failed = validate(notebook(tmp_path, answer, [
        'assert rank_points(2) == 2, "rank_points(2) should be 2"',
        "assert rank_points(10) == 10"]))
    assert [nbmessages.failure_message(cell["source"], cell["raw_error"]) for cell in failed] == [
        "rank_points(2) should be 2",
        "assert rank_points(10) == 10 raised KeyError: 10 in rank_points()"]


def test_a_long_list_of_failures_fits_on_a_screen():
    """Past ten failures the rest are counted, not listed."""
    cell = {"source": "assert f()", "raw_error": "AssertionError: f() is False"}
    lines = nbmessages.failure_report([cell] * 25)
    assert len(lines) == 11 and lines[-1] == "... and 15 more failed test cells"


@pytest.mark.parametrize("raw, function", [
    ("Cell In[3], line 8, in card_str(card)\n", "card_str"),
    ("<ipython-input-3-abc> in card_str(card)\n", "card_str"),
    ('  File "cards.py", line 3, in card_str\n', "card_str"),
    ("Cell In[4], line 1\n----> 1 assert x\n", None),
])
def test_the_raising_function_is_found_in_every_traceback_style(raw, function):
    """IPython 8's and older IPython's frame headers, and a plain traceback's."""
    assert nbmessages.raising_function(raw) == function
