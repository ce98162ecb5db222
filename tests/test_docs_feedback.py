"""The feedback the docs show is the feedback the grader writes now.

`docs/instructors/own-words.md` quotes, whole, the `feedback.md` of one beginner's program
graded with `--seed 1`; README.md and `docs/instructors/grading-rules.md` quote lines of
feedback. Grading is reproducible from the seed, so the quotes can be checked line by line.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from autograder.cli import main

ROOT = Path(__file__).resolve().parents[1]
PROGRAM = "tests/corpus/beginners/f1_script_rejects_capitals"


@pytest.fixture(scope="module")
def feedback(tmp_path_factory) -> str:
    out = tmp_path_factory.mktemp("own-words")
    assert main(["grade", str(ROOT / PROGRAM), "--seed", "1", "--out", str(out)]) == 0
    return (out / "f1_script_rejects_capitals" / "feedback.md").read_text()


def _quoted(page: Path, fence: str) -> str:
    text = page.read_text()
    start = text.index(fence) + len(fence)
    return text[start:text.index("````" if fence.startswith("````") else "```", start)]


def test_the_own_words_page_quotes_the_whole_feedback(feedback):
    quoted = _quoted(ROOT / "docs/instructors/own-words.md", "````markdown\n")
    shown = feedback.replace(str(ROOT) + "/", "")
    assert quoted.strip() == shown.strip()


def test_the_readme_quotes_lines_of_that_feedback(feedback):
    text = (ROOT / "README.md").read_text()
    start = text.index("```text\n**Mark: 77 / 85**")
    block = text[start + len("```text\n"):text.index("```", start + 8)]
    flat = re.sub(r"\s+", " ", feedback)
    for line in block.splitlines():
        for piece in (p.strip() for p in line.split("...")):
            if piece:
                assert re.sub(r"\s+", " ", piece) in flat, piece


FRENCH = "tests/corpus/beginners/f1_script_french_tie_to_bank"


def test_the_own_words_page_quotes_the_french_programs_feedback(tmp_path):
    """The page's program in another language: every line it quotes is in the feedback the
    grader writes for it now (``...`` marks what the page leaves out)."""
    assert main(["grade", str(ROOT / FRENCH), "--seed", "1", "--out", str(tmp_path)]) == 0
    written = (tmp_path / "f1_script_french_tie_to_bank" / "feedback.md").read_text()
    text = (ROOT / "docs/instructors/own-words.md").read_text()
    start = text.index("```text\n**Mark: 80 / 85**")
    block = text[start + len("```text\n"):text.index("```", start + 8)]
    flat = re.sub(r"\s+", " ", written)
    for line in block.splitlines():
        for piece in (p.strip() for p in line.split("...")):
            if piece:
                assert re.sub(r"\s+", " ", piece) in flat, f"the page quotes {piece!r}, which " \
                    "the feedback for the French program no longer says"
