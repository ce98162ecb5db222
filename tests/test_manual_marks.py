"""Rules the grader could not show, and the marks an instructor gives them by hand (issue 18).

A rule with no evidence earns nothing and says so ("not shown"); every output tells it apart
from a failure; an instructor awards it in `DIR/manual-marks.csv`, which the next
`grade --out DIR` reads (`autograder.outputs.manual`).
"""
from __future__ import annotations

import json
import re
import threading
from pathlib import Path

import pytest

from autograder import cli
from autograder.model import Grade, Verdict
from autograder.outputs import classpage, manual, report

NOT_SHOWN = ("Not shown: no game the grader played could show this rule, which the fault in "
             "computer-draws can prevent, so it earns no marks yet: your instructor will look at "
             "it. Both over 21: a draw, whatever the two values. [bust-draw]")


def a_grade(student: str = "ada", problems: list[str] | None = None) -> Grade:
    """A grade with one failed rule, one rule not shown and one passed."""
    return Grade(f"{student}/pontoon.py", student, 1, "VERSION", [
        Verdict("computer-draws", "computer-draws: ...", 0, 8, False,
                "Failed. The computer's value was made up. [computer-draws]"),
        Verdict("bust-draw", "bust-draw: both bust", 0, 6, False, NOT_SHOWN, unshown=True),
        Verdict("tie-draw", "tie-draw: equal values", 5, 5, True, "Passed: 3 check(s)")],
        seeds=[1], problems=problems or [])


# ---------------------------------------------------------------- reading the file

@pytest.mark.parametrize("text, message", [
    ("name,rule,marks\nada,bust-draw,6\n", "manual-marks.csv line 1: the first line must be"),
    ("", "manual-marks.csv line 1: the first line must be"),
    ("student,rule,marks,note\nada,bust-draw,six,x\n", "line 2: marks must be a number, not 'six'"),
    ("student,rule,marks,note\n\nada,bust-draw,-1,x\n", "line 3: marks must be a number of 0 or more"),
    ("student,rule,marks,note\nada,bust-draw,nan,x\n", "line 2: marks must be a number of 0 or more"),
    ("student,rule,marks,note\n,bust-draw,6,x\n", "line 2: the student and the rule must not be empty"),
    ("student,rule,marks,note\nada,bust-draw\n", "line 2: needs student, rule and marks"),
    ("student,rule,marks,note\nada,bust-draw,6,a\nada,bust-draw,3,b\n",
     "line 3: 'ada' 'bust-draw' is given marks already on line 2"),
])
def test_manual_parse_bad_line_names_the_line(text: str, message: str) -> None:
    with pytest.raises(manual.ManualMarksError) as caught:
        manual.parse_marks(text)
    assert message in str(caught.value), str(caught.value)


def test_manual_parse_good_file_keeps_notes_with_commas_and_skips_comments() -> None:
    text = ("\ufeffStudent,Rule,Marks,Note\n# looked at on Monday\nada,bust-draw,6,both bust, "
            "a draw\n\nbob, tie-draw ,2.5,\n")
    assert manual.parse_marks(text) == [
        manual.MarkLine("ada", "bust-draw", 6.0, "both bust, a draw", 3),
        manual.MarkLine("bob", "tie-draw", 2.5, "", 5)]


# ---------------------------------------------------------------- applying it

def test_manual_apply_awards_a_rule_not_shown() -> None:
    [graded], notes = manual.apply_marks([a_grade()], [manual.MarkLine("ada", "bust-draw", 6.0,
                                                                        "both bust: a draw", 2)])
    verdict = {v.rule: v for v in graded.verdicts}["bust-draw"]
    assert (notes, graded.score, verdict.passed, verdict.awarded, verdict.state) == \
        ([], 11, True, "both bust: a draw", "awarded by hand")
    assert verdict.output == NOT_SHOWN               # the grader's own words are kept
    assert graded.unshown == []


@pytest.mark.parametrize("mark, note", [
    (manual.MarkLine("bob", "bust-draw", 6.0, "", 2), "line 2: no student 'bob' is graded"),
    (manual.MarkLine("ada", "no-such-rule", 1.0, "", 3), "line 3: ada has no rule 'no-such-rule'"),
    (manual.MarkLine("ada", "bust-draw", 7.0, "", 4), "line 4: ada's bust-draw is worth 6, not 7"),
    (manual.MarkLine("ada", "tie-draw", 5.0, "", 5), "line 5: the grader passed ada's tie-draw"),
])
def test_manual_apply_line_that_cannot_apply_is_a_note_and_changes_nothing(mark, note) -> None:
    grade = a_grade()
    [graded], notes = manual.apply_marks([grade], [mark])
    assert graded == grade
    assert len(notes) == 1 and note in notes[0] and notes[0].endswith("the line was not applied")


def test_manual_apply_line_taken_out_of_the_file_gives_the_rule_back_to_the_grader() -> None:
    [awarded], _ = manual.apply_marks([a_grade()], [manual.MarkLine("ada", "bust-draw", 6.0, "x", 2)])
    [again], notes = manual.apply_marks([awarded], [])
    assert again == a_grade() and notes == []


def test_manual_apply_zero_marks_records_the_instructor_looked() -> None:
    [graded], _ = manual.apply_marks([a_grade()], [manual.MarkLine("ada", "bust-draw", 0.0,
                                                                    "no both-bust game in it", 2)])
    verdict = {v.rule: v for v in graded.verdicts}["bust-draw"]
    assert (verdict.score, verdict.passed, graded.unshown) == (0, False, [])
    md = report.feedback_markdown(graded)
    assert "**Looked at by your instructor:** no both-bust game in it" in md


# ---------------------------------------------------------------- every output says it plainly

def test_feedback_rule_not_shown_has_its_own_section_not_a_failure() -> None:
    md = report.feedback_markdown(a_grade())
    assert "## Rules to fix (1)" in md and "## Rules not shown (1)" in md
    assert "### ? bust-draw: both bust (0/6): not shown" in md
    assert "your instructor will look at it" in md
    assert "### ✗ bust-draw" not in md and "Every rule passed" not in md


def test_feedback_rule_awarded_by_hand_is_listed_as_passed_with_the_note() -> None:
    [graded], _ = manual.apply_marks([a_grade()], [manual.MarkLine("ada", "bust-draw", 6.0,
                                                                    "seen by hand", 2)])
    md = report.feedback_markdown(graded)
    assert "awarded by your instructor (seen by hand)" in md and "Rules not shown" not in md


def test_results_json_round_trip_keeps_not_shown_and_awarded() -> None:
    [graded], _ = manual.apply_marks([a_grade()], [manual.MarkLine("ada", "bust-draw", 6.0, "ok", 2)])
    for grade in (a_grade(), graded):
        doc = json.loads(report.results_json(grade))
        assert report.grade_from_document(doc).verdicts == grade.verdicts


@pytest.mark.parametrize("problems, says_fix", [([], False), (["the program runs crashed"], True)])
def test_feedback_fix_the_problems_above_only_when_problems_are_listed(problems, says_fix) -> None:
    reason = "Failed: no probe or game could check this rule, because the runs crashed"
    verdicts = [Verdict(r, r, 0, 6, False, f"{reason}. Words for {r}. [{r}]")
                for r in ("card-values", "tie-draw", "one-bust")]
    md = report.feedback_markdown(Grade("a.py", "a", 1, "detected", verdicts, problems=problems))
    assert "### ✗ 3 rules could not be checked" in md
    assert ("Fix the problems above first." in md) is says_fix
    assert ("## Problems running your program" in md) is says_fix


def test_terminal_failed_rules_mark_a_rule_not_shown() -> None:
    text = cli.failed_rules_text(a_grade())
    assert "ada: bust-draw (0/6) not shown: Not shown:" in text
    assert "ada: computer-draws (0/8): Failed." in text


def test_terminal_summary_puts_the_reason_for_a_zero_first() -> None:
    grade = Grade("a.py", "ada", 1, "detected", problems=[
        "the file defines no STICK_AT; graded with STICK_AT 17 (the usual value)",
        "the submission crashed when imported: ModuleNotFoundError: No module named 'colorama'"])
    assert cli.first_reason(grade).startswith("the submission crashed when imported")
    from rich.console import Console
    console = Console(width=200, record=True)
    console.print(cli.summary_table([grade, a_grade("bob")]))
    lines = console.export_text().splitlines()
    ada = next(line for line in lines if "ada" in line)
    bob = next(line for line in lines if "bob" in line)
    assert "the submission crashed when imported" in ada and "STICK_AT" not in ada
    assert "1 rule failed" in bob and "1 not shown (to look at)" in bob


def test_classpage_lists_rules_not_shown_as_still_to_look_at() -> None:
    data = classpage.summary([a_grade(), a_grade("bob")])
    ada = data["students"][0]
    assert (ada["failed_rules"], ada["to_look_at"]) == (["computer-draws"], ["bust-draw"])
    rule = next(r for r in data["rules"] if r["rule"] == "bust-draw")
    assert (rule["failed"], rule["not_shown"], rule["not_shown_students"]) == (0, 2, ["ada", "bob"])
    page = classpage.class_page(data, b"")
    assert "<h2>Still to look at</h2>" in page and "manual-marks.csv" in page
    assert "still to look at (not shown): bust-draw" in page


# ---------------------------------------------------------------- the next `grade --out DIR` run

class UnshownJudge:
    """A fake judge: every student gets `a_grade` (one rule not shown)."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.lock = threading.Lock()

    def __call__(self, path: Path, version: int | None = None, *, student: str | None = None,
                 limits: object = None) -> Grade:
        with self.lock:
            self.calls.append(student or "?")
        grade = a_grade(student or "?")
        grade.submission = str(path)
        return grade


@pytest.fixture
def unshown_class(tmp_path, monkeypatch) -> tuple[Path, Path, UnshownJudge]:
    fake = UnshownJudge()
    monkeypatch.setattr(cli, "_judge", lambda: fake)
    for name in ("ada", "bob"):
        (tmp_path / "class" / name).mkdir(parents=True)
        (tmp_path / "class" / name / "pontoon.py").write_text(f"# {name}\n")
    return tmp_path / "class", tmp_path / "out", fake


def _score(out: Path, student: str) -> float:
    return json.loads((out / student / "results.json").read_text())["score"]


def test_manual_marks_file_read_by_the_next_run(unshown_class, capsys) -> None:
    klass, out, judge = unshown_class
    assert cli.main(["grade", str(klass), "--out", str(out)]) == 0
    assert _score(out, "ada") == 5 and "Still to look at" in (out / "index.html").read_text()
    (out / manual.MARKS_FILE).write_text("student,rule,marks,note\nada,bust-draw,6,both bust: "
                                         "a draw\ncy,bust-draw,6,\n")
    capsys.readouterr()
    assert cli.main(["grade", str(klass), "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert len(judge.calls) == 2                          # kept: the marks need no regrading
    assert "manual-marks.csv line 3: no student 'cy'" in err
    assert (_score(out, "ada"), _score(out, "bob")) == (11, 5)
    assert "awarded by your instructor (both bust: a draw)" in (out / "ada" / "feedback.md").read_text()
    page = (out / "index.html").read_text()
    assert re.search(r"still to look at \(not shown\): bust-draw", page)
    assert page.count("still to look at (not shown)") == 1        # bob only
    assert cli.main(["grade", str(klass), "--out", str(out)]) == 0
    assert len(judge.calls) == 2                          # still trusted after the rewrite
    (out / manual.MARKS_FILE).write_text("student,rule,marks,note\n")
    assert cli.main(["grade", str(klass), "--out", str(out)]) == 0
    assert _score(out, "ada") == 5                        # the line taken out: back to none


def test_manual_marks_bad_file_stops_the_run_naming_the_line(unshown_class, capsys) -> None:
    klass, out, judge = unshown_class
    out.mkdir()
    (out / manual.MARKS_FILE).write_text("student,rule,marks,note\nada,bust-draw,lots,\n")
    assert cli.main(["grade", str(klass), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "autograder: error: manual-marks.csv line 2: marks must be a number, not 'lots'" in err
    assert judge.calls == [] and "Traceback" not in err
