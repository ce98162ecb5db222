"""Tests of LMS intake (autograder/outputs/intake.py): Moodle, Canvas and Blackboard downloads."""
from __future__ import annotations

import os
import stat
import time
import zipfile
from datetime import datetime, timezone
from pathlib import Path

import pytest

from autograder.outputs import intake
from autograder.outputs.intake import LayoutError, collect_lms, parse_due

CODE = "VERSION = 1\n"


def make_zip(path: Path, entries: dict[str, tuple[str, tuple]]) -> Path:
    """A zip of name -> (text, zip date_time)."""
    with zipfile.ZipFile(path, "w") as zf:
        for name, (text, when) in entries.items():
            zf.writestr(zipfile.ZipInfo(name, date_time=when), text)
    return path


ON_TIME = (2026, 11, 30, 12, 0, 0)
LATE = (2026, 12, 2, 9, 0, 0)


def test_moodle_zip_one_submission_a_student_late_from_the_entry_time(tmp_path):
    z = make_zip(tmp_path / "moodle.zip", {
        "Ada Lovelace_101_assignsubmission_file_pontoon.py": (CODE, ON_TIME),
        "Ben Okri_102_assignsubmission_file_pontoon.py": (CODE, LATE),
        "Ben Okri_102_assignsubmission_onlinetext_onlinetext.html": ("<p>hi</p>", LATE),
    })
    got = collect_lms(z, "pontoon.py", due=parse_due("2026-12-01"), dest=tmp_path / "x")
    assert [(i.student, i.name, i.late, i.lms) for i in got] == [
        ("101", "Ada Lovelace", False, "moodle"), ("102", "Ben Okri", True, "moodle")]
    assert got[0].path.read_text() == CODE
    assert got[0].path.is_relative_to(tmp_path / "x")
    assert got[1].submitted == datetime(2026, 12, 2, 9, 0, tzinfo=timezone.utc)
    assert got[0].given == "Ada Lovelace_101_assignsubmission_file_pontoon.py"


def test_moodle_folder_form_on_disk(tmp_path):
    for who in ("Ada Lovelace_101_assignsubmission_file", "Ben Okri_102_assignsubmission_file_"):
        (tmp_path / who).mkdir()
        (tmp_path / who / "pontoon.py").write_text(CODE)
    old = time.time() - 7 * 86400
    os.utime(tmp_path / "Ada Lovelace_101_assignsubmission_file" / "pontoon.py", (old, old))
    due = datetime.fromtimestamp(time.time() - 86400, timezone.utc)
    got = collect_lms(tmp_path, "pontoon.py", due=due)
    assert [(i.student, i.late) for i in got] == [("101", False), ("102", True)]
    assert got[0].given == "Ada Lovelace_101_assignsubmission_file/pontoon.py"
    assert intake.is_lms_download(tmp_path)


def test_canvas_late_flag_and_resubmission_copies(tmp_path):
    z = make_zip(tmp_path / "submissions.zip", {
        "lovelaceada_4401_88001_pontoon.py": (CODE, ON_TIME),
        "okriben_late_4402_88002_pontoon-1.py": (CODE, ON_TIME),
    })
    got = collect_lms(z, "pontoon.py", dest=tmp_path / "x")
    assert [(i.student, i.name, i.late, i.lms) for i in got] == [
        ("4401", "lovelaceada", False, "canvas"), ("4402", "okriben", True, "canvas")]


def test_blackboard_latest_attempt_wins_receipts_ignored(tmp_path):
    folder = tmp_path / "gradebook"
    folder.mkdir()
    for name in ("Pontoon_ada1_attempt_2026-11-30-10-00-00_pontoon.py",
                 "Pontoon_ada1_attempt_2026-12-02-10-00-00_pontoon.py",
                 "Pontoon_ada1_attempt_2026-11-30-10-00-00.txt",
                 "Pontoon_ben2_attempt_2026-11-29-08-00-00_pontoon.py",
                 "Pontoon_ben2_attempt_2026-11-29-08-00-00.txt"):
        (folder / name).write_text(name)
    got = collect_lms(folder, "pontoon.py", due=parse_due("2026-12-01T00:00"))
    assert [(i.student, i.late, i.submitted.day) for i in got] == [("ada1", True, 2),
                                                                   ("ben2", False, 29)]
    assert got[0].path.read_text().startswith("Pontoon_ada1_attempt_2026-12-02")


def test_zip_inside_one_folder_is_looked_into(tmp_path):
    z = make_zip(tmp_path / "d.zip", {
        "Pontoon-12345/Ada Lovelace_101_assignsubmission_file_pontoon.py": (CODE, ON_TIME)})
    assert [i.student for i in collect_lms(z, "pontoon.py", dest=tmp_path / "x")] == ["101"]


def test_notebook_suffix(tmp_path):
    z = make_zip(tmp_path / "n.zip", {
        "Ada Lovelace_101_assignsubmission_file_cards.ipynb": ("{}", ON_TIME),
        "Ada Lovelace_101_assignsubmission_file_notes.txt": ("x", ON_TIME)})
    got = collect_lms(z, ".ipynb", dest=tmp_path / "x")
    assert [(i.student, i.path.name) for i in got] == [
        ("101", "Ada Lovelace_101_assignsubmission_file_cards.ipynb")]


@pytest.mark.parametrize("evil", ["../escape.py", "/etc/evil.py", "a/../../escape.py",
                                  "C:/evil.py"])
def test_zip_path_traversal_refused(tmp_path, evil):
    z = make_zip(tmp_path / "e.zip", {evil: (CODE, ON_TIME)})
    with pytest.raises(LayoutError, match="outside the zip"):
        collect_lms(z, "pontoon.py", dest=tmp_path / "x" / "y")
    assert not (tmp_path / "escape.py").exists() and not (tmp_path / "x" / "escape.py").exists()


def test_zip_symlink_refused(tmp_path):
    info = zipfile.ZipInfo("Ada Lovelace_101_assignsubmission_file_pontoon.py")
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    with zipfile.ZipFile(tmp_path / "l.zip", "w") as zf:
        zf.writestr(info, "/etc/passwd")
    with pytest.raises(LayoutError, match="symbolic link"):
        collect_lms(tmp_path / "l.zip", "pontoon.py", dest=tmp_path / "x")


def test_zip_size_caps(tmp_path, monkeypatch):
    monkeypatch.setattr(intake, "MAX_BYTES", 100)
    z = make_zip(tmp_path / "big.zip", {f"A B_{n}_assignsubmission_file_pontoon.py": ("x" * 60, ON_TIME)
                                        for n in range(3)})
    with pytest.raises(LayoutError, match="unpacks to over"):
        collect_lms(z, "pontoon.py", dest=tmp_path / "x")
    monkeypatch.setattr(intake, "MAX_FILES", 2)
    with pytest.raises(LayoutError, match="more than 2"):
        collect_lms(z, "pontoon.py", dest=tmp_path / "y")


def test_unrecognised_layout_is_one_line_naming_what_was_found(tmp_path):
    (tmp_path / "ada_cards.ipynb").write_text("{}")
    (tmp_path / "ben_cards.ipynb").write_text("{}")
    with pytest.raises(LayoutError) as info:
        collect_lms(tmp_path, ".ipynb")
    message = str(info.value)
    assert "\n" not in message
    assert "not a Moodle, Canvas or Blackboard download" in message and "'ada_cards.ipynb'" in message
    assert not intake.is_lms_download(tmp_path)


def test_not_a_zip(tmp_path):
    (tmp_path / "x.zip").write_text("not a zip")
    with pytest.raises(LayoutError, match="cannot read .* as a zip"):
        collect_lms(tmp_path / "x.zip", "pontoon.py")


def test_bad_due():
    with pytest.raises(ValueError, match="not an ISO date"):
        parse_due("next friday")


def test_cli_grades_a_moodle_zip_with_due_and_marks_late(tmp_path, monkeypatch, capsys):
    import csv
    import json

    from autograder import cli
    from autograder.model import Grade, Verdict

    def fake(path, version=None, *, student=None, **_):
        return Grade(str(path), student, 1, "VERSION", [Verdict("tie-draw", "t", 5, 5, True, "")])
    monkeypatch.setattr(cli, "_judge", lambda: fake)
    z = make_zip(tmp_path / "moodle.zip", {
        "Ada Lovelace_101_assignsubmission_file_pontoon.py": (CODE, ON_TIME),
        "Ben Okri_102_assignsubmission_file_pontoon.py": (CODE, LATE)})
    out = tmp_path / "out"
    assert cli.main(["grade", str(z), "--due", "2026-12-01", "--out", str(out), "--jobs", "1"]) == 0
    rows = {r["student_id"]: r for r in csv.DictReader((out / "gradebook.csv").open())}
    assert rows["102"]["late"] == "yes" and rows["101"]["late"] == ""
    assert rows["102"]["timestamp"] == "2026-12-02T09:00:00+00:00"
    assert rows["101"]["duedate"] == "2026-12-01T23:59:59+00:00"
    doc = json.loads((out / "102" / "results.json").read_text())
    assert doc["extra_data"]["late"] is True
    assert doc["extra_data"]["submission"] == "Ben Okri_102_assignsubmission_file_pontoon.py"
    assert "late" in (out / "index.html").read_text()
    assert (rows["101"]["first_name"], rows["101"]["last_name"]) == ("Ada", "Lovelace")
    assert doc["extra_data"]["name"] == "Ben Okri" and "Ben Okri" in (out / "index.html").read_text()


def test_cli_unrecognised_download_exits_2_with_one_line(tmp_path, capsys):
    from autograder import cli

    with zipfile.ZipFile(tmp_path / "odd.zip", "w") as zf:
        zf.writestr("homework/ada_cards.py", CODE)
    assert cli.main(["grade", str(tmp_path / "odd.zip")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a Moodle, Canvas or Blackboard download" in err
    assert "'ada_cards.py'" in err   # (inside the zip's one folder)


def test_cli_bad_due_exits_2(tmp_path, capsys):
    from autograder import cli

    assert cli.main(["grade", str(tmp_path), "--due", "soon"]) == 2
    assert "not an ISO date" in capsys.readouterr().err


def test_cli_flat_folder_of_unknown_names_exits_2_naming_what_it_holds(tmp_path, capsys):
    from autograder import cli

    (tmp_path / "ada_pontoon.py").write_text(CODE)
    (tmp_path / "ben_pontoon.py").write_text(CODE)
    assert cli.main(["grade", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no pontoon.py found in" in err
    assert "2 files such as 'ada_pontoon.py', 'ben_pontoon.py'" in err


BB = "Pontoon_{}_attempt_2026-11-30-18-12-05_pontoon.py"


@pytest.mark.parametrize("lms_id", ["..", ".", "index.html", "gradebook.csv", "-rf", "a\u202eb"],
                         ids=["dotdot", "dot", "index", "gradebook", "dash", "rtl"])
def test_blackboard_id_becomes_a_safe_name_saying_so(tmp_path, lms_id):
    from autograder.outputs.escape import RESERVED_NAMES

    z = make_zip(tmp_path / "b.zip", {BB.format(lms_id): (CODE, ON_TIME)})
    [got] = collect_lms(z, "pontoon.py", dest=tmp_path / "x")
    assert got.lms_id == lms_id and got.student != lms_id
    assert got.student not in RESERVED_NAMES and not got.student.startswith((".", "-"))
    assert (tmp_path / got.student).resolve().parent == tmp_path.resolve()


def test_long_odd_and_repeated_entry_names_unpack(tmp_path):
    long = "Ada Lovelace_101_assignsubmission_file_" + "p" * 230 + "_pontoon.py"
    odd = "Ben\r\x1b[2J Okri_102_assignsubmission_file_pontoon.py"
    assert len(long.encode()) > 255
    with pytest.warns(UserWarning, match="Duplicate name"):
        with zipfile.ZipFile(tmp_path / "z.zip", "w") as zf:
            for name, text in ((long, CODE), (odd, CODE), (odd, "VERSION = 2\n")):
                zf.writestr(zipfile.ZipInfo(name, date_time=ON_TIME), text)
    got = collect_lms(tmp_path / "z.zip", "pontoon.py", dest=tmp_path / "x")
    assert [i.student for i in got] == ["101", "102"]
    assert all(i.path.is_file() and len(i.path.name.encode()) <= 100 for i in got)
    assert got[0].given == long and got[1].path.read_text() == "VERSION = 2\n"   # the last copy


def test_zip_bomb_counted_as_written(tmp_path, monkeypatch):
    monkeypatch.setattr(intake, "MAX_BYTES", 1000)
    z = make_zip(tmp_path / "bomb.zip", {f"A B_{n}_assignsubmission_file_pontoon.py":
                                         ("#" * 400, ON_TIME) for n in range(3)})
    # headers that lie: every entry passes the check of the sizes they declare
    monkeypatch.setattr(intake, "_safe_members", lambda zf, label: zf.infolist())
    with pytest.raises(LayoutError, match=r"unpacks to over .* \(a zip bomb\?\)"):
        collect_lms(z, "pontoon.py", dest=tmp_path / "x")
    assert sum(f.stat().st_size for f in (tmp_path / "x").rglob("*") if f.is_file()) <= 1000


def test_unique_names_bounded_and_distinct():
    names, notes = intake.unique_names(["x" * 300, "x" * 301, "Ada", "ada"])
    assert len(set(n.casefold() for n in names)) == 4
    assert all(len(n.encode()) <= 90 for n in names) and len(notes) == 3


def test_cli_grades_hostile_blackboard_ids_inside_out(tmp_path, monkeypatch, capsys):
    import json

    from autograder import cli
    from autograder.model import Grade, Verdict

    def fake(path, version=None, *, student=None, **_):
        return Grade(str(path), student, 1, "VERSION", [Verdict("tie-draw", "t", 5, 5, True, "")])
    monkeypatch.setattr(cli, "_judge", lambda: fake)
    ids = ["..", "index.html", "gradebook.csv", "summary.json", "ada"]
    z = make_zip(tmp_path / "bb.zip", {BB.format(i): (CODE, ON_TIME) for i in ids})
    out = tmp_path / "out"
    assert cli.main(["grade", str(z), "--out", str(out), "--jobs", "1"]) == 0
    students = [s["student"] for s in json.loads((out / "summary.json").read_text())["students"]]
    assert len(students) == 5 and "ada" in students
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bb.zip", "out"]
    assert (out / "index.html").read_text().startswith("<!DOCTYPE html>")
    assert (out / "gradebook.csv").read_text().startswith("assignment,")
    err = capsys.readouterr().err
    assert err.count("is graded as") == 4 and "'..'" in err
