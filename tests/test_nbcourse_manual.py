"""Hand-graded answers: marks given in formgrader reach the kit's gradebook through `notebooks export`.

The table notebook's written explanation (`explain_counting`, 2 points) is graded by hand. After
autograde the gradebook says it is still to grade; a mark set through nbgrader's own Gradebook
API (what formgrader does when the instructor types a score) then shows in the kit's gradebook.
"""
from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat", reason="the notebooks extra (nbformat, nbgrader) is not installed")
pytest.importorskip("nbgrader", reason="the notebooks extra (nbgrader) is not installed")

from autograder.notebooks import course as nbcourse  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SOURCE = REPO / "notebooks" / "source" / "table" / "table.ipynb"


def rows(path: Path) -> dict[str, dict[str, str]]:
    return {row["student_id"]: row for row in csv.DictReader(open(path, encoding="utf-8"))}


@pytest.mark.slow
def test_formgrader_marks_reach_the_gradebook(tmp_path, capsys):
    course = tmp_path / "course"
    (course / "source" / "table").mkdir(parents=True)
    shutil.copy(REPO / "notebooks" / "nbgrader_config.py", course / "nbgrader_config.py")
    shutil.copy(SOURCE, course / "source" / "table" / "table.ipynb")
    released = nbcourse.release_notebooks(tmp_path / "release", course)[0]
    solved = nbcourse.fill_solutions(nbformat.read(released, as_version=4), nbformat.read(SOURCE, as_version=4))
    (tmp_path / "submitted" / "ada").mkdir(parents=True)
    nbformat.write(solved, tmp_path / "submitted" / "ada" / "table.ipynb")
    out = tmp_path / "out"
    result = nbcourse.autograde("table", tmp_path / "submitted", out, course, timeout=30)
    before = rows(result.gradebook)["ada"]
    assert "1 answer to grade by hand" in before["details"], before

    from nbgrader.api import Gradebook
    with Gradebook(f"sqlite:///{out / 'gradebook.db'}") as gb:
        grade = gb.find_grade("explain_counting", "table", "table", "ada")
        assert grade.needs_manual_grade
        grade.manual_score = 1.5
        gb.db.commit()

    assert nbcourse.main(["export", "table", "--out", str(out)]) == 0
    after = rows(out / "gradebook.csv")["ada"]
    assert float(after["score"]) == pytest.approx(float(before["score"]) + 1.5), (before, after)
    assert "to grade by hand" not in after["details"] and after["status"] == before["status"]
    assert "ada" in capsys.readouterr().out


def test_export_of_a_folder_never_autograded_is_one_line(tmp_path, capsys):
    assert nbcourse.main(["export", "cards", "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip()
    assert "run notebooks autograde first" in err and "\n" not in err
