"""Tests of autograder/outputs/report.py: results.json, feedback (md/html) and the gradebook."""
from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

import rules_doc
from autograder.outputs import report
from autograder.model import Grade, Verdict


def make_grade(student: str = "ada", *, problems: list[str] | None = None) -> Grade:
    """A grade with one failed rule, one passed rule and a failed format mark."""
    return Grade(
        f"class/{student}/pontoon.py", student, 2, "VERSION",
        [Verdict("ace-counts-one", "ace-counts-one: an Ace always counts 1", 0, 6, False,
                 "card_value('Ace') returned 11; expected 1"),
         Verdict("tie-draw", "tie-draw: equal values draw", 5, 5, True, "18 v 18 was a draw"),
         Verdict("format", "format: the result block", 2.5, 5, False, "line 2 was 'Vaule: 18'")],
        seeds=[11, 12], execution_time=0.25, problems=problems or [])


def test_results_document_has_gradescope_fields():
    doc = report.results_document(make_grade())
    assert (doc["score"], doc["max_score"]) == (7.5, 16)
    assert doc["execution_time"] == 0.25
    assert isinstance(doc["output"], str) and "7.5/16" in doc["output"]
    assert doc["extra_data"]["submission"] == "class/ada/pontoon.py"
    assert doc["extra_data"]["version"] == 2
    assert doc["extra_data"]["version_source"] == "VERSION"
    assert doc["extra_data"]["seeds"] == [11, 12]
    from autograder.sandbox.child import sandbox_status
    assert doc["extra_data"]["sandbox"] == sandbox_status()     # the isolation in force, said in every results.json
    assert doc["output_format"] in {"text", "md", "html", "simple_format", "ansi"}
    assert doc["stdout_visibility"] in {"hidden", "visible", "after_due_date", "after_published"}


def test_results_document_tests_carry_rule_status_and_evidence():
    tests = report.results_document(make_grade())["tests"]
    assert [t["extra_data"]["rule"] for t in tests] == ["ace-counts-one", "tie-draw", "format"]
    assert [t["status"] for t in tests] == ["failed", "passed", "failed"]
    first = tests[0]
    assert set(first) >= {"name", "score", "max_score", "status", "output", "visibility",
                          "extra_data"}
    assert first["output"] == "card_value('Ace') returned 11; expected 1"
    assert (first["score"], first["max_score"]) == (0, 6)


def test_results_json_is_one_line_and_round_trips():
    grade = make_grade(problems=["timeout in computer_turn"])
    line = report.results_json(grade)
    assert "\n" not in line
    assert report.grade_from_document(json.loads(line)) == grade


def test_feedback_lists_problems_then_failed_rules_then_passed():
    md = report.feedback_markdown(make_grade(problems=["timeout: the program hung"]))
    assert md.startswith("# Pontoon feedback for ada")
    assert "**Mark: 7.5 / 16**" in md
    where = [md.index(s) for s in ("Problems running", "Rules to fix", "Rules passed")]
    assert where == sorted(where)
    assert "loop that never ends" in md                    # the problem in plain words
    assert "card_value('Ace') returned 11" in md           # the evidence
    assert "### ✗ ace-counts-one: an Ace always counts 1 (0/6)" in md  # the rule's words
    assert report.RULE_HINTS["ace-counts-one"] in md       # and a hint
    assert "- ✓ `tie-draw` (5/5)" in md                    # passed rules, briefly
    assert "18 v 18 was a draw" not in md


def test_feedback_says_what_the_rule_expects_when_the_title_does_not():
    grade = Grade("a.py", "a", 3, "VERSION", [Verdict("ace-counts-one", "Aces", 0, 6, False, "11"),
                                              Verdict("format", "format", 0, 10, False, "")])
    md = report.feedback_markdown(grade)
    assert report.RULE_EXPECTS["ace-counts-one"] in md
    assert "**The rule (`format`):** Cards are named like" in md  # per version, from the contract


def test_feedback_groups_rules_failed_for_one_shared_reason():
    reason = "Failed: the grader saw nothing that shows this rule being followed"
    verdicts = [Verdict(r, f"{r}: words", 0, 6, False, f"{reason}. Words for {r}. [{r}]")
                for r in ("card-values", "tie-draw", "one-bust")]
    verdicts.append(Verdict("ace-counts-one", "ace", 0, 6, False, "card_value('Ace') returned 11"))
    md = report.feedback_markdown(Grade("a.py", "a", 1, "detected", verdicts,
                                        problems=["the submission crashed when imported"]))
    assert "### ✗ 3 rules could not be checked" in md
    assert "`card-values` (0/6), `tie-draw` (0/6), `one-bust` (0/6)" in md
    assert md.count(reason) == 1
    assert "card_value('Ace') returned 11" in md


def test_feedback_puts_a_multiline_problem_in_a_code_block():
    problem = "the grader could not grade this submission: KeyError\nTraceback (most recent call last):\n  x"
    md = report.feedback_markdown(Grade("a.py", "a", 1, "detected", problems=[problem]))
    assert "tell your instructor" in md
    assert "    ```text\n    Traceback (most recent call last):" in md


def test_feedback_all_passed_says_so():
    grade = Grade("a.py", "a", 1, "VERSION", [Verdict("tie-draw", "t", 5, 5, True, "ok")])
    assert "Every rule passed" in report.feedback_markdown(grade)


def test_feedback_fence_survives_backticks_in_evidence():
    evil = "```\n# Not a heading\n````"
    grade = Grade("a.py", "a", 1, "VERSION", [Verdict("tie-draw", "t", 0, 5, False, evil)])
    page = report.markdown_to_html(report.feedback_markdown(grade))
    assert "<h1>Not a heading</h1>" not in page
    assert "# Not a heading" in page


def test_html_escapes_student_output():
    evil = "<script>alert('x')</script> <img src=x onerror=alert(1)>"
    grade = Grade("a.py", "<b>eve</b>", 1, "VERSION",
                  [Verdict("tie-draw", "tie-draw", 0, 5, False, evil)], problems=[evil])
    page = report.markdown_to_html(report.feedback_markdown(grade))
    assert "<script>" not in page and "<img" not in page and "<b>eve" not in page
    assert "&lt;script&gt;" in page
    assert page.startswith("<!DOCTYPE html>") and 'charset="utf-8"' in page


@pytest.mark.parametrize("problem, words", [
    ("timeout after 10 s", "never ends"),
    ("crashed at import: SyntaxError", "could not even load"),
    ("something new", "something new"),
])
def test_explain_problem_in_plain_words(problem, words):
    assert words in report.explain_problem(problem)


def read_gradebook(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def test_gradebook_has_nbgrader_columns_then_rules():
    text = report.gradebook_csv([make_grade("ben"), make_grade("ada")])
    header = text.splitlines()[0].split(",")
    assert header[:11] == ["assignment", "duedate", "timestamp", "student_id", "last_name",
                           "first_name", "email", "raw_score", "late_submission_penalty",
                           "score", "max_score"]
    assert header[14:14 + 3] == ["card-values", "ace-counts-one", "one-card-start"]
    assert "format" in header and "no-duplicates" in header
    rows = read_gradebook(text)
    assert [r["student_id"] for r in rows] == ["ada", "ben"]
    assert rows[0]["score"] == "7.5" and rows[0]["raw_score"] == "7.5"
    assert rows[0]["max_score"] == "16" and rows[0]["version"] == "2"
    assert (rows[0]["ace-counts-one"], rows[0]["tie-draw"], rows[0]["card-values"]) == ("0", "5", "")


def test_gradebook_keeps_unknown_rules_and_problems():
    g = Grade("x", "cy", 1, "detected", [Verdict("new-rule", "n", 1, 2, False, "")],
              problems=["hung", "crashed"])
    row = read_gradebook(report.gradebook_csv([g]))[0]
    assert row["new-rule"] == "1" and row["problems"] == "hung; crashed"


def test_gradebook_timestamp_is_the_files_time(tmp_path):
    sub = tmp_path / "pontoon.py"
    sub.write_text("VERSION = 1\n")
    row = report.gradebook_row(Grade(str(sub), "a", 1, "VERSION"), [])
    assert row["timestamp"].endswith("+00:00") and row["timestamp"][:2] == "20"


def test_atomic_write_leaves_no_temp_files_and_keeps_old_on_failure(tmp_path):
    target = tmp_path / "results.json"
    report.atomic_write(target, "old")
    with pytest.raises(TypeError):
        report.atomic_write(target, 42)  # type: ignore[arg-type]
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["results.json"]


def test_write_and_read_student(tmp_path):
    grade = make_grade("ada")
    folder = report.write_student(tmp_path, grade)
    assert folder == tmp_path / "ada"
    assert report.read_student(tmp_path, "ada") == grade
    assert "ace-counts-one" in (folder / "feedback.html").read_text()
    assert json.loads((folder / "results.json").read_text())["score"] == 7.5


def test_read_student_ignores_a_corrupt_file(tmp_path):
    (tmp_path / "ada").mkdir()
    (tmp_path / "ada" / "results.json").write_text('{"score": ')
    assert report.read_student(tmp_path, "ada") is None
    (tmp_path / "ada" / "results.json").write_text('[1, 2]')
    assert report.read_student(tmp_path, "ada") is None


def test_results_document_json_serialisable_for_empty_grade():
    doc = report.results_document(Grade("f", "f", 0, "unknown", problems=["no pontoon.py"]))
    assert json.loads(json.dumps(doc))["tests"] == []
    assert "no pontoon.py" in doc["output"]


def test_rule_expects_covers_the_contract():
    ids = {"card-values", "ace-counts-one", "one-card-start", "computer-first",
           "computer-draws", "computer-secret", "player-turn-always", "player-choice",
           "player-stops-at-bust", "bust-draw", "one-bust", "tie-draw", "higher-wins",
           "play-again", "no-duplicates", "format"}
    assert set(report.RULE_EXPECTS) == ids == set(report.RULE_HINTS)
    assert rules_doc.rule_ids() == ids  # docs/pontoon-rules.md


def test_zero_mark_rules_read_passed_or_failed_never_0_over_0():
    from autograder.model import Grade, Verdict

    g = Grade("ada/pontoon.py", "ada", 1, "VERSION", [
        Verdict("no-duplicates", "no-duplicates", 0, 0, True, ""),
        Verdict("format", "format", 0, 0, False, "printed 'Winner: x'"),
        Verdict("tie-draw", "tie-draw", 6, 6, True, "")])
    md = report.feedback_markdown(g)
    assert "(0/0)" not in md and "`no-duplicates` (passed)" in md and "format (failed)" in md
    assert "`tie-draw` (6/6)" in md
    row = report.gradebook_csv([g]).splitlines()[1]
    header = report.gradebook_csv([g]).splitlines()[0].split(",")
    values = dict(zip(header, row.split(",")))
    assert values["no-duplicates"] == "passed" and values["format"] == "failed"
    assert values["tie-draw"] == "6"


def test_paths_shown_as_submitted_and_each_problem_once():
    from autograder.model import Grade, Verdict

    crash = 'Traceback:\n  File "/tmp/pontoon-abc123/child/pontoon.py", line 3'
    g = Grade("ada/pontoon.py", "ada", 1, "VERSION",
              [Verdict("tie-draw", "tie-draw", 0, 6, False, "at /srv/grader/x/pontoon.py line 2")],
              problems=[crash, crash])
    for text in (report.feedback_markdown(g), report.results_json(g),
                 report.gradebook_csv([g])):
        assert "/tmp/pontoon-abc123" not in text and "/srv/grader" not in text
        assert "ada/pontoon.py" in text
    assert report.feedback_markdown(g).count("line 3") == 1


def test_evidence_wraps_in_feedback_html():
    page = report.markdown_to_html("```text\n" + "x " * 300 + "\n```")
    assert "white-space:pre-wrap" in page and "overflow-x:auto" not in page


def test_files_get_the_modes_the_umask_allows(tmp_path):
    import os
    import stat

    old = os.umask(0o022)
    try:
        path = report.atomic_write(tmp_path / "a.txt", "hi")
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_late_submission_in_results_gradebook_and_feedback():
    from autograder.model import Grade

    g = Grade("x.py", "ada", 1, "VERSION", submitted="2026-12-02T09:00:00+00:00", late=True)
    assert "late" in report.feedback_markdown(g)
    doc = report.results_document(g)
    assert doc["extra_data"]["late"] is True and "late" in doc["output"]
    assert report.grade_from_document(doc) == g
    text = report.gradebook_csv([g], duedate="2026-12-01T23:59:59+00:00")
    values = dict(zip(*[line.split(",") for line in text.splitlines()]))
    assert values["late"] == "yes" and values["timestamp"] == "2026-12-02T09:00:00+00:00"
    assert values["duedate"] == "2026-12-01T23:59:59+00:00"


def test_terminal_summary_wraps_problems_instead_of_cutting_them():
    import io

    from rich.console import Console

    from autograder import cli
    from autograder.model import Grade

    problem = ("the program runs were stopped after 3 s (an endless loop?) in all four program "
               "runs, so the rules that need a finished game could not be checked: ENDMARK")
    console = Console(file=io.StringIO(), width=100)
    console.print(cli.summary_table([Grade("a", "ada", 3, "VERSION", problems=[problem])]))
    text = " ".join(console.file.getvalue().replace("│", " ").split())
    assert "ENDMARK" in text and "…" not in text
