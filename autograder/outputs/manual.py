"""Marks given by hand: the instructor's `manual-marks.csv`, read by the next `grade --out DIR`.

A rule the grader could not show earns no marks (`autograder.model.Verdict.unshown`) and is
listed on the class page as still to look at. The instructor looks at it and writes a line in
`DIR/manual-marks.csv`; the next run that grades into `DIR` reads the file and gives those
marks, as nbgrader's export brings in the answers graded by hand in formgrader
(`autograder.notebooks.course`). The grader's own verdict text is kept; the verdict says it was
awarded by the instructor, with the note.

    student,rule,marks,note
    ada,bust-draw,6,both bust in my own game: a draw
    bob,tie-draw,0,looked: a tie at 21 is given to the computer

Glossary: a *mark line* is one row of the file (`MarkLine`); it *applies* to the verdict of its
rule in its student's grade. Marks of 0 record that the instructor looked and gave nothing.
"""
from __future__ import annotations

import csv
import dataclasses
import io
import math
from dataclasses import dataclass
from pathlib import Path

from autograder.model import Grade, Verdict

MARKS_FILE = "manual-marks.csv"
COLUMNS = ("student", "rule", "marks", "note")


class ManualMarksError(ValueError):
    """The marks file cannot be read; the message names the file and the line."""


@dataclass(frozen=True)
class MarkLine:
    """One line of the marks file: marks for one rule of one student, and why.

    >>> MarkLine("ada", "bust-draw", 6.0, "seen by hand", 2).marks
    6.0
    """

    student: str
    rule: str
    marks: float
    note: str
    line: int          # the line of the file, for messages


def _number(text: str, where: str) -> float:
    """The marks on one line as a number of 0 or more, or ManualMarksError naming the line.

    >>> _number("4.5", "line 2")
    4.5
    """
    try:
        marks = float(text)
    except ValueError:
        raise ManualMarksError(f"{where}: marks must be a number, not {text!r}") from None
    if not math.isfinite(marks) or marks < 0:
        raise ManualMarksError(f"{where}: marks must be a number of 0 or more, not {text!r}")
    return marks


def parse_marks(text: str, name: str = MARKS_FILE) -> list[MarkLine]:
    """The mark lines of a marks file's text; ManualMarksError naming the line for a bad one.

    >>> parse_marks("student,rule,marks,note\\nada,bust-draw,6,both bust: a draw\\n")[0].rule
    'bust-draw'
    >>> parse_marks("student,rule,marks,note\\nada,bust-draw,six,x\\n")
    Traceback (most recent call last):
    ...
    autograder.outputs.manual.ManualMarksError: manual-marks.csv line 2: marks must be a number, not 'six'
    """
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    if not rows or [c.strip().lower() for c in rows[0]][:4] != list(COLUMNS):
        got = ",".join(rows[0]) if rows else ""
        raise ManualMarksError(f"{name} line 1: the first line must be "
                               f"{','.join(COLUMNS)!r}, not {got!r}")
    lines, seen = [], {}
    for number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row) or row[0].lstrip().startswith("#"):
            continue
        where = f"{name} line {number}"
        if len(row) < 3:
            raise ManualMarksError(f"{where}: needs student, rule and marks, not {','.join(row)!r}")
        student, rule = row[0].strip(), row[1].strip()
        if not student or not rule:
            raise ManualMarksError(f"{where}: the student and the rule must not be empty: "
                                   f"{','.join(row)!r}")
        if (student, rule) in seen:
            raise ManualMarksError(f"{where}: {student!r} {rule!r} is given marks already on "
                                   f"line {seen[student, rule]}")
        seen[student, rule] = number
        note = ",".join(row[3:]).strip()
        lines.append(MarkLine(student, rule, _number(row[2].strip(), where), note, number))
    return lines


def read_marks(out: Path) -> list[MarkLine]:
    """The mark lines of `out/manual-marks.csv`; [] when there is no such file.

    >>> read_marks(Path("/no/such/dir"))
    []
    """
    path = Path(out) / MARKS_FILE
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as exc:
        raise ManualMarksError(f"{MARKS_FILE}: cannot be read: {exc}") from None
    return parse_marks(text)


def awarded(verdict: Verdict, mark: MarkLine) -> Verdict:
    """The verdict with the instructor's marks: the grader's text is kept, the note added.

    >>> v = Verdict("bust-draw", "bust-draw", 0, 6, False, "Not shown: ...", unshown=True)
    >>> w = awarded(v, MarkLine("ada", "bust-draw", 6.0, "a draw when both bust", 2))
    >>> (w.score, w.passed, w.awarded)
    (6.0, True, 'a draw when both bust')
    """
    return dataclasses.replace(verdict, score=mark.marks, passed=mark.marks >= verdict.max_score,
                               awarded=mark.note or "marked by hand")


def _problem(grade: Grade, mark: MarkLine) -> str | None:
    """Why a mark line cannot apply to this student's grade, or None.

    >>> _problem(Grade("a", "ada", 1, "x", [Verdict("tie-draw", "t", 0, 5, False, "")]),
    ...          MarkLine("ada", "tie-draw", 6, "", 3))
    "manual-marks.csv line 3: ada's tie-draw is worth 5, not 6; the line was not applied"
    """
    where = f"{MARKS_FILE} line {mark.line}"
    verdict = next((v for v in grade.verdicts if v.rule == mark.rule), None)
    if verdict is None:
        rules = ", ".join(v.rule for v in grade.verdicts)
        return (f"{where}: {grade.student} has no rule {mark.rule!r} (the rules: {rules}); "
                "the line was not applied")
    if mark.marks > verdict.max_score:
        return (f"{where}: {grade.student}'s {mark.rule} is worth {verdict.max_score:g}, not "
                f"{mark.marks:g}; the line was not applied")
    if verdict.passed and not verdict.awarded:
        return (f"{where}: the grader passed {grade.student}'s {mark.rule} with its marks; "
                "the line was not applied")
    return None


def apply_marks(grades: list[Grade], marks: list[MarkLine]) -> tuple[list[Grade], list[str]]:
    """Each grade with its students' mark lines applied, and one note per line not applied.

    A verdict awarded by an earlier run and no longer in the file goes back to the grader's
    (no marks: every verdict the grader did not pass scores 0).

    >>> g = Grade("a", "ada", 1, "x", [Verdict("bust-draw", "b", 0, 6, False, "Not shown", unshown=True)])
    >>> [new], notes = apply_marks([g], [MarkLine("ada", "bust-draw", 6.0, "ok", 2),
    ...                                  MarkLine("bob", "tie-draw", 5, "", 3)])
    >>> new.score, notes
    (6.0, ["manual-marks.csv line 3: no student 'bob' is graded in this folder; the line was not applied"])
    """
    by_student: dict[str, list[MarkLine]] = {}
    for mark in marks:
        by_student.setdefault(mark.student, []).append(mark)
    graded = {g.student for g in grades}
    notes = [f"{MARKS_FILE} line {m.line}: no student {m.student!r} is graded in this folder; "
             "the line was not applied" for m in marks if m.student not in graded]
    out = []
    for grade in grades:
        mine = {}
        for mark in by_student.get(grade.student, []):
            problem = _problem(grade, mark)
            if problem:
                notes.append(problem)
            else:
                mine[mark.rule] = mark
        verdicts = [awarded(v, mine[v.rule]) if v.rule in mine
                    else dataclasses.replace(v, score=0, passed=False, awarded="") if v.awarded
                    else v for v in grade.verdicts]
        out.append(grade if verdicts == grade.verdicts
                   else dataclasses.replace(grade, verdicts=verdicts))
    return out, notes
