"""Notebook submissions downloaded from an LMS: one submission per student, or one line saying why not."""
from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from autograder.notebooks import course as nbcourse

NOTEBOOKS = ["cards", "deck", "hand"]


def notebook(path: Path, text: str = "{}") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_flat_folder_of_student_prefixed_notebooks_is_one_submission_each(tmp_path):
    notebook(tmp_path / "ada_cards.ipynb", "ada")
    notebook(tmp_path / "ben_cards.ipynb", "ben")
    notebook(tmp_path / "ben_deck.ipynb", "ben deck")
    found, notes = nbcourse.locate_submissions(tmp_path, "cards", NOTEBOOKS)
    assert sorted(found) == ["ada", "ben"]
    assert [p.name for p in found["ben"]] == ["cards.ipynb", "deck.ipynb"]
    assert found["ada"][0].read_text() == "ada" and "2 student(s)" in notes[0]


def test_moodle_zip_maps_each_participant(tmp_path):
    download = tmp_path / "moodle.zip"
    with zipfile.ZipFile(download, "w") as zf:
        zf.writestr("Ada Lovelace_101_assignsubmission_file_cards.ipynb", "ada")
        zf.writestr("Ben Jones_102_assignsubmission_file_cards.ipynb", "ben")
    found, _ = nbcourse.locate_submissions(download, "cards", NOTEBOOKS)
    assert sorted(found) == ["101", "102"]
    assert found["101"][0].name == "cards.ipynb" and found["101"][0].read_text() == "ada"


def test_canvas_folder_maps_each_user(tmp_path):
    notebook(tmp_path / "lovelaceada_42_9001_cards.ipynb", "ada")
    notebook(tmp_path / "jonesben_late_43_9002_hand.ipynb", "ben")
    found, _ = nbcourse.locate_submissions(tmp_path, "cards", NOTEBOOKS)
    assert sorted(found) == ["42", "43"] and found["43"][0].name == "hand.ipynb"


def test_one_students_own_notebooks_are_still_one_student(tmp_path):
    folder = tmp_path / "ada"
    notebook(folder / "cards.ipynb")
    found, notes = nbcourse.locate_submissions(folder, "cards", NOTEBOOKS)
    assert list(found) == ["ada"] and "one student" in notes[0]


def test_unrecognised_layout_is_one_line(tmp_path):
    notebook(tmp_path / "homework.ipynb")
    with pytest.raises(nbcourse.NbCourseError, match="found: homework.ipynb") as error:
        nbcourse.locate_submissions(tmp_path, "cards", NOTEBOOKS)
    assert "\n" not in str(error.value)


def test_cli_exits_2_naming_what_it_found(tmp_path, capsys):
    notebook(tmp_path / "in" / "homework.ipynb")
    code = nbcourse.main(["autograde", "cards", str(tmp_path / "in"), "--out", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2 and "homework.ipynb" in err and len(err.strip().splitlines()) == 1


def test_due_marks_late_lms_submissions(tmp_path):
    import datetime

    download = tmp_path / "moodle.zip"
    with zipfile.ZipFile(download, "w") as zf:
        zf.writestr(zipfile.ZipInfo("Ada Lovelace_101_assignsubmission_file_cards.ipynb", (2026, 11, 30, 9, 0, 0)), "a")
        zf.writestr(zipfile.ZipInfo("Ben Jones_102_assignsubmission_file_cards.ipynb", (2026, 12, 2, 9, 0, 0)), "b")
    due = datetime.datetime(2026, 12, 1, 23, 59, tzinfo=datetime.timezone.utc)
    late: set[str] = set()
    found, notes = nbcourse.locate_submissions(download, "cards", NOTEBOOKS, due, late)
    assert sorted(found) == ["101", "102"] and late == {"102"} and "late: 102" in notes[0]


def test_bad_due_is_one_line(tmp_path, capsys):
    notebook(tmp_path / "in" / "ada_cards.ipynb")
    assert nbcourse.main(["autograde", "cards", str(tmp_path / "in"), "--out", str(tmp_path / "out"),
                          "--due", "soon"]) == 2
    assert "not an ISO date" in capsys.readouterr().err
