"""Tests of the autograder's command line (autograder/cli.py, __main__.py, demo.py).

Most tests swap the judge for a fake (`fake_judge`) so that they test the command line's
own behaviour: paths, output modes, re-runs, errors. A few at the end run the real judge.
"""
from __future__ import annotations

import csv
import json
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from autograder import cli
from autograder.model import Grade, Verdict

ROOT = Path(__file__).resolve().parent.parent
CLASS = ROOT / "examples" / "class"


class FakeJudge:
    """Grades by reading `VERSION = N` and `# score N` from the file; `# boom` raises."""

    def __init__(self) -> None:
        self.calls: list[tuple[Path, int | None, str | None]] = []
        self.lock = threading.Lock()

    def __call__(self, path: Path, version: int | None = None, *, student: str | None = None,
                 limits: object = None) -> Grade:
        with self.lock:
            self.calls.append((Path(path), version, student))
        text = Path(path).read_text()
        if "# boom" in text:
            raise RuntimeError("the judge tripped")
        found = re.search(r"VERSION = (\d)", text)
        source = "--version" if version else "VERSION" if found else "detected"
        version = version or (int(found.group(1)) if found else 1)
        score = int(re.search(r"# score (\d+)", text).group(1)) if "# score" in text else 5
        return Grade(str(path), student or "?", version, source,
                     [Verdict("tie-draw", "tie-draw: equal values draw", min(score, 5), 5,
                              score >= 5, "computer 18, player 18: said Player wins!"),
                      Verdict("format", "format: the result block", 0, 5, False,
                              "line 1 was 'Computer: 18'")],
                     seeds=[3], execution_time=0.01, problems=["hung"] if "# hang" in text else [])


@pytest.fixture
def judge(monkeypatch) -> FakeJudge:
    fake = FakeJudge()
    monkeypatch.setattr(cli, "_judge", lambda: fake)
    return fake


def make_class(root: Path, students: dict[str, str]) -> Path:
    for name, text in students.items():
        (root / name).mkdir(parents=True)
        (root / name / "pontoon.py").write_text(text)
    return root


@pytest.fixture
def klass(tmp_path) -> Path:
    return make_class(tmp_path / "class", {
        "ada": "VERSION = 4\n# score 5\n", "ben": "# score 2\n", "cy": "VERSION = 2\n# boom\n",
        "dee": "VERSION = 3\n# hang\n"})


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_grade_json_prints_one_document_per_student(judge, klass, capsys):
    status, out, err = run(capsys, "grade", str(klass), "--json")
    assert status == 0
    docs = [json.loads(line) for line in out.splitlines()]
    assert sorted(d["extra_data"]["student"] for d in docs) == ["ada", "ben", "cy", "dee"]
    ada = next(d for d in docs if d["extra_data"]["student"] == "ada")
    assert ada["extra_data"]["submission"] == str(klass / "ada" / "pontoon.py")
    assert (ada["extra_data"]["version"], ada["extra_data"]["version_source"]) == (4, "VERSION")
    assert ada["extra_data"]["seeds"] == [3]
    assert {t["extra_data"]["rule"] for t in ada["tests"]} == {"tie-draw", "format"}
    assert "Pontoon grades" in err  # the summary goes to stderr, stdout stays JSON


def test_internal_error_is_reported_for_that_student_only(judge, klass, capsys):
    status, out, _ = run(capsys, "grade", str(klass), "--json")
    docs = {json.loads(l)["extra_data"]["student"]: json.loads(l) for l in out.splitlines()}
    assert status == 0
    assert docs["cy"]["score"] == 0
    assert "internal error in the grader: RuntimeError: the judge tripped" in docs["cy"]["output"]
    assert docs["ada"]["score"] == 5 and docs["ben"]["score"] == 2


def test_version_is_passed_through(judge, klass, capsys):
    status, out, _ = run(capsys, "grade", str(klass / "ben"), "--version", "3", "--json")
    assert status == 0
    doc = json.loads(out)
    # the judge gets the grader's private copy of the bytes it read (autograder.sandbox.integrity.stage)
    assert [(c[0].name, c[1], c[2]) for c in judge.calls] == [("pontoon.py", 3, "ben")]
    assert judge.calls[0][0].parent != klass / "ben"
    assert (doc["extra_data"]["version"], doc["extra_data"]["version_source"]) == (3, "--version")


@pytest.mark.parametrize("paths, student", [
    (["ada/pontoon.py"], "ada"),       # a lone pontoon.py: its folder names the student
    (["ada"], "ada"),                  # a student's folder
])
def test_paths_one_student(judge, klass, capsys, monkeypatch, paths, student):
    monkeypatch.chdir(klass)
    status, out, _ = run(capsys, "grade", *paths, "--json")
    assert status == 0
    assert [json.loads(l)["extra_data"]["student"] for l in out.splitlines()] == [student]
    assert json.loads(out)["extra_data"]["submission"] == "ada/pontoon.py"


def test_lone_file_with_another_name_uses_its_stem(judge, tmp_path, capsys):
    (tmp_path / "zoe.py").write_text("VERSION = 1\n")
    status, out, _ = run(capsys, "grade", str(tmp_path / "zoe.py"), "--json")
    assert status == 0 and json.loads(out)["extra_data"]["student"] == "zoe"


def test_class_finds_nested_pontoon_and_flags_missing_ones(judge, tmp_path, capsys):
    root = make_class(tmp_path / "c", {"ada": "VERSION = 1\n"})
    (root / "ben" / "submission").mkdir(parents=True)
    (root / "ben" / "submission" / "pontoon.py").write_text("VERSION = 2\n")
    (root / "cy").mkdir()
    (root / "cy" / "notes.txt").write_text("forgot to upload")
    (root / "dee").mkdir()
    (root / "dee" / "pontoon (1).py").write_text("VERSION = 3\n")  # the only .py: taken
    (root / ".git").mkdir()
    status, out, _ = run(capsys, "grade", str(root), "--json")
    docs = {json.loads(l)["extra_data"]["student"]: json.loads(l) for l in out.splitlines()}
    assert status == 0 and sorted(docs) == ["ada", "ben", "cy", "dee"]
    assert docs["dee"]["extra_data"]["version"] == 3
    assert docs["ben"]["extra_data"]["version"] == 2
    assert "no pontoon.py found" in docs["cy"]["output"]
    assert docs["cy"]["score"] == 0 and docs["cy"]["max_score"] == 85   # still out of the marks


@pytest.mark.parametrize("argv, message", [
    (["grade", "/no/such/path"], "no such path: '/no/such/path'"),
    (["grade", "{tmp}", "--version", "7"], "unknown version: 7"),
    (["grade", "{tmp}", "--jobs", "0"], "--jobs must be at least 1"),
    (["grade", "{tmp}"], "no pontoon.py found in"),
    (["grade", "{tmp}/notes.txt"], "not a Python file"),
    (["grade"], "required: PATH"),
    (["grade", "{tmp}", "--version", "four"], "invalid int value: 'four'"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    (["gradescope", "{tmp}/bundle.tar"], "must end in .zip"),
])
def test_bad_usage_exits_2_with_one_line(judge, tmp_path, capsys, argv, message):
    (tmp_path / "notes.txt").write_text("x")
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert err.count("\n") == 1 and err.startswith("autograder: error: ")
    assert message in err
    assert judge.calls == []


def test_out_writes_files_and_gradebook(judge, klass, tmp_path, capsys):
    out_dir = tmp_path / "out"
    status, out, _ = run(capsys, "grade", str(klass), "--out", str(out_dir))
    assert status == 0
    for student in ("ada", "ben", "cy", "dee"):
        for name in ("results.json", "feedback.md", "feedback.html"):
            assert (out_dir / student / name).is_file(), (student, name)
    rows = list(csv.DictReader((out_dir / "gradebook.csv").open()))
    assert [r["student_id"] for r in rows] == ["ada", "ben", "cy", "dee"]
    assert rows[1]["score"] == "2" and rows[1]["tie-draw"] == "2"
    assert rows[3]["problems"] == "hung"
    assert "gradebook" in out and "Pontoon grades" in out
    assert not list(out_dir.rglob("*.tmp"))


def test_second_run_skips_graded_students_unless_forced(judge, klass, tmp_path, capsys):
    out_dir = tmp_path / "out"
    run(capsys, "grade", str(klass), "--out", str(out_dir))
    assert len(judge.calls) == 4
    (out_dir / "ben" / "results.json").unlink()           # ben must be regraded
    status, out, _ = run(capsys, "grade", str(klass), "--out", str(out_dir))
    assert status == 0 and [c[2] for c in judge.calls[4:]] == ["ben"]
    assert "3 graded earlier" in out
    rows = list(csv.DictReader((out_dir / "gradebook.csv").open()))
    assert len(rows) == 4                                   # everyone is still in it
    run(capsys, "grade", str(klass), "--out", str(out_dir), "--force")
    assert len(judge.calls) == 9


def test_students_graded_one_at_a_time_are_all_in_the_class_files(judge, tmp_path, capsys):
    root = make_class(tmp_path / "class", {f"s{i}": f"# score {i}\n" for i in range(1, 7)})
    out_dir = tmp_path / "out"
    run(capsys, "grade", str(root / "s1"), "--out", str(out_dir))
    assert "<p>1 student; mean mark" in (out_dir / "index.html").read_text()
    for i in range(2, 7):
        status, out, err = run(capsys, "grade", str(root / f"s{i}"), "--out", str(out_dir))
        assert status == 0 and err.count("left out") == 0, err
    assert "5 students graded into" in out
    rows = list(csv.DictReader((out_dir / "gradebook.csv").open()))
    assert [(r["student_id"], r["score"]) for r in rows] == [(f"s{i}", str(min(i, 5)))
                                                             for i in range(1, 7)]
    summary = json.loads((out_dir / "summary.json").read_text())
    assert summary["count"] == 6 and [s["student"] for s in summary["students"]] == [
        f"s{i}" for i in range(1, 7)]
    assert "<p>6 students; mean mark" in (out_dir / "index.html").read_text()
    assert len(judge.calls) == 6                  # nobody graded twice

    # files the grader did not write are not trusted: left out, with one line saying why
    doc = json.loads((out_dir / "s2" / "results.json").read_text())
    doc["score"] = 99
    (out_dir / "s2" / "results.json").write_text(json.dumps(doc))
    (out_dir / "forged").mkdir()
    (out_dir / "forged" / "results.json").write_text((out_dir / "s3" / "results.json").read_text())
    status, _, err = run(capsys, "grade", str(root / "s6"), "--out", str(out_dir), "--force")
    assert status == 0
    assert "s2: left out of the class files: its output files changed since they were written" in err
    assert "forged: left out of the class files: no signed record of its grading" in err
    rows = list(csv.DictReader((out_dir / "gradebook.csv").open()))
    assert [r["student_id"] for r in rows] == ["s1", "s3", "s4", "s5", "s6"]
    assert json.loads((out_dir / "summary.json").read_text())["count"] == 5


def test_corrupt_results_json_is_regraded(judge, klass, tmp_path, capsys):
    out_dir = tmp_path / "out"
    (out_dir / "ada").mkdir(parents=True)
    (out_dir / "ada" / "results.json").write_text("{half a fi")
    run(capsys, "grade", str(klass / "ada"), "--out", str(out_dir))
    assert [c[2] for c in judge.calls] == ["ada"]
    assert json.loads((out_dir / "ada" / "results.json").read_text())["score"] == 5


def test_out_inside_the_class_is_not_a_student(judge, klass, capsys):
    run(capsys, "grade", str(klass), "--out", str(klass / "graded"))
    status, _, _ = run(capsys, "grade", str(klass), "--out", str(klass / "graded"), "--force")
    assert status == 0
    rows = list(csv.DictReader((klass / "graded" / "gradebook.csv").open()))
    assert [r["student_id"] for r in rows] == ["ada", "ben", "cy", "dee"]


def test_out_that_is_a_file_is_bad_usage(judge, klass, tmp_path, capsys):
    (tmp_path / "taken").write_text("")
    status, _, err = run(capsys, "grade", str(klass), "--out", str(tmp_path / "taken"))
    assert status == 2 and "not a folder" in err


def test_plain_run_prints_summary_and_failed_rules(judge, klass, capsys):
    status, out, _ = run(capsys, "grade", str(klass))
    assert status == 0
    assert "Pontoon grades" in out and "4 (VERSION)" in out
    assert "ben: tie-draw (2/5): computer 18, player 18: said Player wins!" in out
    assert "dee: hung" in out
    assert "ada: tie-draw" not in out  # ada passed tie-draw


def test_plain_run_heads_only_what_there_is_and_wraps_long_lines(tmp_path, capsys, monkeypatch):
    long = ("Game 3 (seed 41): you twisted and drew the 7 of Hearts, then the computer stuck on "
            "18 and you had 18, and the program said 'Player wins!' while reading its game "
            "although equal values draw: the very last words")
    note = "the file defines no STICK_AT; graded with STICK_AT 17 (the usual value)"

    def judge(path, version=None, *, student=None, **_):
        failed = "# fail" in Path(path).read_text()
        return Grade(str(path), student, 1, "VERSION",
                     [Verdict("tie-draw", "tie-draw", 0 if failed else 5, 5, not failed,
                              long if failed else "ok")], seeds=[3], problems=[note])
    monkeypatch.setattr(cli, "_judge", lambda: judge)
    monkeypatch.setenv("COLUMNS", "100")
    root = make_class(tmp_path / "c", {"ada": "VERSION = 1\n", "ben": "VERSION = 1\n# fail\n"})

    status, out, _ = run(capsys, "grade", str(root / "ada"))
    assert status == 0
    assert "Failed rules:" not in out and "Problems:" not in out        # nothing failed
    assert "Notes:" in out and f"ada: {note}" in out

    status, out, _ = run(capsys, "grade", str(root))
    assert status == 0 and "Failed rules:" in out
    section = out.split("Failed rules:")[1].split("Notes:")[0]
    assert " ".join(section.split()) == f"ben: tie-draw (0/5): {long}"  # whole, not cut
    assert max(len(line) for line in out.splitlines()) <= 100           # wrapped to the width


def test_jobs_grades_everyone_once_in_order(judge, tmp_path, capsys):
    root = make_class(tmp_path / "c", {f"s{i:02d}": f"# score {i % 6}\n" for i in range(12)})
    status, out, _ = run(capsys, "grade", str(root), "--jobs", "4", "--json")
    assert status == 0
    assert sorted(c[2] for c in judge.calls) == [f"s{i:02d}" for i in range(12)]
    assert len(out.splitlines()) == 12


def test_duplicate_students_are_made_unique(judge, tmp_path, capsys):
    for d in ("a", "b"):
        (tmp_path / d / "x").mkdir(parents=True)
        (tmp_path / d / "x" / "pontoon.py").write_text("VERSION = 1\n")
    status, out, _ = run(capsys, "grade", str(tmp_path / "a" / "x"), str(tmp_path / "b" / "x"),
                         "--json")
    # sorted: with --jobs above 1 (the default on a machine with several CPUs) JSON lines
    # come out in the order the students finish
    assert sorted(json.loads(l)["extra_data"]["student"] for l in out.splitlines()) == ["x", "x-2"]


def test_missing_judge_is_one_line(monkeypatch, klass, capsys):
    def missing():
        raise ImportError("No module named 'autograder.pontoon.grade'")
    monkeypatch.setattr(cli, "_judge", missing)
    status, _, err = run(capsys, "grade", str(klass))
    assert status == 2 and "the judge is not available" in err and err.count("\n") == 1


def test_unexpected_error_has_no_traceback(monkeypatch, klass, capsys):
    def broken(paths):
        raise OSError("disk on fire")
    monkeypatch.setattr(cli, "collect", broken)
    status, _, err = run(capsys, "grade", str(klass))
    assert status == 1 and err == "autograder: internal error: OSError: disk on fire\n"


def test_missing_subcommand_module_is_one_line(monkeypatch, capsys):
    import importlib

    real = importlib.import_module

    def fake_import(name, *a):
        if name == "autograder.release":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return real(name, *a)
    monkeypatch.setattr(cli.importlib, "import_module", fake_import)
    status, _, err = run(capsys, "release", "--help")
    assert status == 2 and "autograder.release is not installed" in err


def test_subcommands_pass_their_arguments_through(monkeypatch):
    seen = {}

    class Module:
        @staticmethod
        def main(argv):
            seen["argv"] = argv
            return 3
    monkeypatch.setattr(cli.importlib, "import_module", lambda name: Module)
    assert cli.main(["notebooks", "--help", "-x", "y"]) == 3
    assert seen["argv"] == ["--help", "-x", "y"]


def test_help_lists_every_subcommand(capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for word in ("grade", "release", "notebooks", "gradescope", "demo"):
        assert word in out


def test_no_command_prints_help_and_exits_2(capsys):
    status, out, _ = run(capsys)
    assert status == 2 and "COMMAND" in out


def test_python_dash_m_has_no_traceback(tmp_path):
    done = subprocess.run([sys.executable, "-m", "autograder", "grade", str(tmp_path / "nope")],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith("autograder: error: no such path") and "Traceback" not in done.stderr


def test_demo_bad_options_exit_2(capsys):
    assert cli.main(["demo", "--jobs", "0"]) == 2
    assert cli.main(["demo", "--nope"]) == 2
    assert "error" in capsys.readouterr().err


def test_sample_class_has_the_promised_students():
    students = sorted(p.name for p in CLASS.iterdir() if p.is_dir())
    assert 6 <= len(students) <= 8
    assert all((CLASS / s / "pontoon.py").is_file() for s in students)


def test_demo_with_fake_judge_shows_feedback(judge, tmp_path, capsys):
    status = cli.main(["demo", "--out", str(tmp_path / "demo-out"), "--jobs", "2"])
    out = capsys.readouterr().out
    assert status == 0
    assert "Pontoon grades" in out and "gradebook" in out
    assert "Pontoon feedback for" in out  # one student's feedback, rendered
    assert (tmp_path / "demo-out" / "gradebook.csv").is_file()


# --- with the real judge ---------------------------------------------------------------

@pytest.mark.slow
def test_real_judge_on_sample_class(tmp_path, capsys):
    out_dir = tmp_path / "out"
    status, out, _ = run(capsys, "grade", str(CLASS), "--out", str(out_dir), "--jobs", "2")
    assert status == 0
    docs = {p.parent.name: json.loads(p.read_text()) for p in out_dir.glob("*/results.json")}
    assert sorted(docs) == sorted(p.name for p in CLASS.iterdir() if p.is_dir())
    assert docs["ada"]["score"] == docs["ada"]["max_score"] == 100
    failed = {s: {t["extra_data"]["rule"] for t in d["tests"] if t["status"] == "failed"}
              for s, d in docs.items()}
    assert "ace-counts-one" in failed["cara"]
    assert "player-turn-always" in failed["dev"]
    assert "no-duplicates" in failed["eli"]
    assert docs["fay"]["score"] == 0 and docs["fay"]["extra_data"]["problems"]
    assert docs["gus"]["score"] < docs["gus"]["max_score"] and docs["gus"]["extra_data"]["problems"]
    assert docs["ben"]["extra_data"]["version"] == 1


def test_jobs_default_is_one_per_usable_cpu():
    from autograder.cli import build_parser, default_jobs
    assert build_parser().parse_args(["grade", "x.py"]).jobs == default_jobs() >= 1


def test_grade_help_names_the_budget_flags_with_their_defaults(capsys):
    from autograder.sandbox import budget

    with pytest.raises(SystemExit):
        cli.main(["grade", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--budget-seconds S" in text and "--budget-mb MB" in text
    assert f"else {budget.DEFAULT_SECONDS:g})" in text and f"else {budget.DEFAULT_MEMORY_MB})" in text


def test_a_fake_judge_grades_in_this_process_and_the_workers_end_with_the_run(judge, klass,
                                                                               capsys):
    from autograder.sandbox import budget

    status, _, _ = run(capsys, "grade", str(klass), "--jobs", "2", "--budget-seconds", "5")
    assert status == 0 and len(judge.calls) == 4      # the fake could not be sent to a worker
    assert budget._idle == []


class MarkupJudge(FakeJudge):
    """A judge whose grades carry Rich markup and escape sequences in every text a program sets."""

    def __call__(self, path, version=None, *, student=None, limits=None):
        grade = super().__call__(path, version, student=student)
        grade.problems = ["the submission crashed when imported: ValueError: [/]\n[bold]x\x1b[2J"]
        grade.verdicts[1].output = "[/] \x1b]52;c;eA==\x07"
        return grade


@pytest.mark.parametrize("with_out", [True, False], ids=["out", "summary-only"])
def test_markup_in_problems_and_names_never_stops_the_class(monkeypatch, tmp_path, capsys,
                                                             with_out):
    monkeypatch.setattr(cli, "_judge", lambda: MarkupJudge())
    klass = make_class(tmp_path / "class", {"[b]x": "VERSION = 1\n", "index.html": "VERSION = 2\n",
                                            "ada": "VERSION = 4\n"})
    out = tmp_path / "out"
    assert cli.main(["grade", str(klass), "--jobs", "1"] + (["--out", str(out)] if with_out
                                                            else [])) == 0
    shown = capsys.readouterr()
    import re
    assert re.findall(r".{0,30}\x1b.{0,10}", shown.out) == []
    assert "[b]x" in shown.out and "[/]" in shown.out, shown.out
    assert ("\\x1b]52;c;eA==\\a" in shown.out) is not with_out   # the summary's rule lines
    if with_out:
        book = list(csv.DictReader((out / "gradebook.csv").open()))
        assert len(book) == 3 and (out / "index.html").is_file()
        assert "index.html" not in [r["student_id"] for r in book]
        assert "is graded as" in shown.err
