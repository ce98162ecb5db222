"""The casino assignment from release to grade, through nbgrader as an instructor runs it.

Three students hand in the released `stages` notebook: one with every answer written (the
model answer), one untouched, and one who did the first three stages only. The solution earns
every point, the untouched notebook none (graded, not an error), and the half-done one exactly
the points of the stages it did, with a feedback page.
"""
from __future__ import annotations

import csv
import importlib.util
import shutil
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat", reason="the notebooks extra (nbformat, nbgrader) is not installed")
if importlib.util.find_spec("nbgrader") is None:    # found, not imported: 1.5 CPU s in every worker
    pytest.skip("the notebooks extra (nbgrader) is not installed", allow_module_level=True)

from autograder.notebooks import course as nbcourse  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SOURCE = REPO / "notebooks" / "source" / "casino"
FIRST_STAGES = {"new_deck", "deal_hands", "hand_value"}     # the answer cells of stages 1-3


def points(nb, ids: set[str] | None = None) -> float:
    """The points of the graded test cells (those whose grade_id names an answer in ``ids``)."""
    total = 0.0
    for cell in nb.cells:
        meta = cell.get("metadata", {}).get("nbgrader", {})
        if meta.get("grade") and not meta.get("solution"):
            if ids is None or meta["grade_id"].removeprefix("test_") in ids:
                total += float(meta["points"])
    return total


@pytest.mark.slow
def test_casino_stages_release_to_grade(tmp_path):
    course = tmp_path / "course"
    course.mkdir()
    shutil.copy(REPO / "notebooks" / "nbgrader_config.py", course / "nbgrader_config.py")
    (course / "source" / "casino").mkdir(parents=True)
    shutil.copy(SOURCE / "stages.ipynb", course / "source" / "casino" / "stages.ipynb")
    released = nbcourse.release_notebooks(tmp_path / "release", course)
    assert [p.name for p in released] == ["stages.ipynb"]

    source = nbformat.read(SOURCE / "stages.ipynb", as_version=4)
    answer_ids = {cell.metadata["nbgrader"]["grade_id"] for cell in source.cells
                  if cell.get("metadata", {}).get("nbgrader", {}).get("solution")}
    assert FIRST_STAGES <= answer_ids, f"the stages notebook's answer cells are {sorted(answer_ids)}"
    students = {
        "solved": nbcourse.fill_solutions(nbformat.read(released[0], as_version=4), source),
        "untouched": nbformat.read(released[0], as_version=4),
    }
    half = nbformat.read(released[0], as_version=4)
    only_first = nbformat.v4.new_notebook(cells=[c for c in source.cells
                                                 if c.get("metadata", {}).get("nbgrader", {}).get("grade_id")
                                                 not in answer_ids - FIRST_STAGES])
    students["half"] = nbcourse.fill_solutions(half, only_first)
    submitted = tmp_path / "submitted"
    for student, nb in students.items():
        (submitted / student / "casino").mkdir(parents=True)
        nbformat.write(nb, submitted / student / "casino" / "stages.ipynb")

    result = nbcourse.autograde("casino", submitted, tmp_path / "out", course, timeout=10, jobs=1)
    rows = {row["student_id"]: row for row in csv.DictReader(open(result.gradebook, encoding="utf-8"))}
    full = points(source)
    assert float(rows["solved"]["score"]) == pytest.approx(full), rows["solved"]
    assert float(rows["untouched"]["score"]) == 0 and rows["untouched"]["status"] == "ok", rows["untouched"]
    # stage 3's tests use stages 1 and 2 only, so the half-done student keeps exactly those points
    expected_half = points(source, FIRST_STAGES)
    assert 0 < expected_half < full
    assert float(rows["half"]["score"]) == pytest.approx(expected_half), rows["half"]
    pages = list((result.out / "feedback" / "half" / "casino").glob("*.html"))
    assert pages and "NotImplementedError" in pages[0].read_text(encoding="utf-8")
