"""`python -m autograder demo`: grade the bundled sample class and show what comes out.

The command line (`autograder.cli`) runs it and hands it the command to grade with, so the demo
imports nothing of the command line: a subcommand like `release` or `assignment`, with its own
parser.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable

CLASS = Path(__file__).resolve().parent.parent / "examples" / "class"
PROG = "python -m autograder demo"
Command = Callable[[list[str]], int]     # a command line's main: argv -> exit status


class UsageError(Exception):
    """Bad usage of the demo: shown on one line, and the demo exits 2.

    >>> str(UsageError("argument --jobs: bad"))
    'argument --jobs: bad'
    """


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and raise `UsageError`."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """Raise instead of printing usage and exiting."""
        raise UsageError(f"{message} (see {self.prog} --help)")


def _nearest(path: Path) -> str:
    """`path` relative to the current folder when it is below it, else as it is.

    >>> _nearest(Path.cwd() / "x")
    'x'
    """
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def pick_student(out: Path, wanted: str | None) -> str | None:
    """The student whose feedback to show: `wanted`, else the first with a failed rule.

    >>> pick_student(Path("/no/such/dir"), None) is None
    True
    """
    if wanted:
        return wanted if (out / wanted / "feedback.md").is_file() else None
    from autograder.outputs import report

    folders = sorted(p for p in out.iterdir() if p.is_dir()) if out.is_dir() else []
    for folder in folders:
        grade = report.read_student(out, folder.name)
        if grade and not grade.problems and any(not v.passed for v in grade.verdicts):
            return folder.name
    return folders[0].name if folders else None


def build_parser() -> argparse.ArgumentParser:
    """The demo's options.

    >>> build_parser().parse_args([]).out
    'demo-out'
    """
    parser = _Parser(prog=PROG, description="Grade the sample class in "
                         f"{CLASS} into DIR (regrading everyone), then show the summary, the "
                         "gradebook's path and one student's feedback.")
    parser.add_argument("--out", default="demo-out", metavar="DIR",
                        help="where the results go (default: demo-out)")
    parser.add_argument("--jobs", type=int, default=2, metavar="N",
                        help="submissions graded at a time (default 2)")
    parser.add_argument("--student", metavar="ID", help="whose feedback to show "
                        "(default: the first with a failed rule)")
    return parser


def main(argv: list[str] | None, *, grade: Command) -> int:
    """Grade `examples/class` into `demo-out/` with `grade` (the command line's main, given
    `grade CLASS --out DIR ...`) and show one student's feedback.

    A grading that left no feedback (here a stand-in that grades nothing, into a folder that
    does not exist, so whatever an earlier `make demo` left in `demo-out/` plays no part) is an
    error, and so is a bad option:

    >>> main(["--out", "/no/such/dir", "--jobs", "0"], grade=lambda argv: 0)
    2
    >>> main(["--jobs", "many"], grade=lambda argv: 0)
    2
    """
    try:
        args = build_parser().parse_args(argv)
    except UsageError as exc:
        print(f"autograder demo: error: {exc}", file=sys.stderr)
        return 2
    if not CLASS.is_dir():
        print(f"autograder demo: error: the sample class is missing: {str(CLASS)!r}",
              file=sys.stderr)
        return 2
    status = grade(["grade", _nearest(CLASS), "--out", args.out, "--force",
                    "--jobs", str(args.jobs)])
    if status != 0:
        return status
    return show_feedback(Path(args.out), args.student)


def show_feedback(out: Path, wanted: str | None) -> int:
    """Render one student's `feedback.md` in the terminal with Rich.

    >>> show_feedback(Path("/no/such/dir"), "ada")
    2
    """
    from rich.markdown import Markdown
    from rich.rule import Rule

    student = pick_student(out, wanted)
    if student is None:
        print(f"autograder demo: error: no feedback for {wanted!r} in {str(out)!r}",
              file=sys.stderr)
        return 2
    from autograder.outputs.escape import terminal

    from rich.console import Console

    console = Console(highlight=False)
    path = out / student / "feedback.md"
    console.print(Rule(terminal(f"{path} (also feedback.html)")))    # never markup
    console.print(Markdown(path.read_text(encoding="utf-8")))
    return 0
