"""One submission: where a student's file is, grading it, and the grade when it cannot be graded.

Glossary: a *submission* is one student's `pontoon.py` (or a folder where none was found); the
*judge* is `autograder.pontoon.grade.grade_submission`. The command line (`autograder.cli`) and
the Gradescope bundle (`autograder.outputs.gradescope`) both grade through here, so neither
imports the other.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from autograder.model import Grade

if TYPE_CHECKING:  # `autograder.sandbox.budget` itself is imported when grading starts
    from autograder.sandbox.budget import Budget

# student -> digest of the bytes graded (`autograder.sandbox.integrity` signs them)
GRADED_DIGESTS: dict[str, str] = {}
SKIP_PREFIXES = (".", "_")


@dataclass(frozen=True)
class Submission:
    """One student's file to grade, or a folder where none was found (`path` is then None).

    >>> Submission("ada", Path("ada/pontoon.py"), "ada/pontoon.py").student
    'ada'
    """

    student: str
    path: Path | None
    given: str      # the path as the user gave it (or as found under what they gave)
    submitted: str = ""   # when it was handed in (UTC, ISO), from an LMS download
    late: bool = False    # after --due, or flagged late by the LMS
    name: str = ""        # the student's name as an LMS download spells it


def find_pontoon(folder: Path) -> Path | None:
    """A student's file: `pontoon.py` at the top, else the only one below, else the only `.py`.

    >>> find_pontoon(Path("/no/such/folder")) is None
    True
    """
    direct = folder / "pontoon.py"
    if direct.is_file():
        return direct
    if not folder.is_dir():
        return None
    visible = [p for p in folder.rglob("*.py")
               if not any(part.startswith(SKIP_PREFIXES) for part in p.relative_to(folder).parts)]
    found = sorted(p for p in visible if p.name.lower() == "pontoon.py")
    if len(found) == 1:
        return found[0]
    top = [p for p in visible if p.parent == folder]
    return top[0] if not found and len(top) == 1 else None


SEED: list[int | None] = [None]     # `grade --seed N`: every grading's master seed


def judge() -> Callable[..., Grade]:
    """The judge's `grade_submission` (imported late so that `--help` stays fast), with the
    master seed of `grade --seed N` when one was given (`SEED`).

    >>> callable(judge())
    True
    """
    from autograder.pontoon.grade import grade_submission

    if SEED[0] is None:
        return grade_submission
    import functools

    return functools.partial(grade_submission, seed=SEED[0])


def failed_grade(sub: Submission, version: int | None, problem: str) -> Grade:
    """A grade that records why the submission could not be graded: every rule at 0 marks.

    The marks available are still the version's (version 1's when it is unknown), so a
    gradebook's percentages stay right for a student with nothing to grade.

    >>> g = failed_grade(Submission("ada", None, "c/ada"), None, "no pontoon.py")
    >>> g.problems, g.score, g.max_score
    (['no pontoon.py'], 0, 85)
    """
    from autograder.pontoon.contract import rules_for
    from autograder.model import Verdict

    shown = version or 1
    verdicts = [Verdict(rule.id, f"{rule.id}: {rule.text}", 0, rule.marks, False,
                        f"Not graded: {problem}") for rule in rules_for(shown)]
    return Grade(sub.given, sub.student, shown, "--version" if version else "unknown",
                 verdicts, [], 0.0, [problem], sub.submitted, sub.late, sub.name)


def grade_one(judge: Callable[..., Grade], sub: Submission, version: int | None,
              budget: "Budget | None" = None) -> Grade:
    """Grade one submission; an error inside the grader becomes a problem on this student only.

    With a `budget` (`autograder.sandbox.budget`) the judge runs in a worker process of its own: a
    grading that runs past its time or memory is a failed grade saying so.

    >>> fake = lambda path, version=None, *, student=None: 1 / 0
    >>> grade_one(fake, Submission("ada", Path(__file__), "ada/pontoon.py"), 4).problems
    ['internal error in the grader: ZeroDivisionError: division by zero']
    """
    from autograder.sandbox import integrity

    if sub.path is None:
        return failed_grade(sub, version, f"no pontoon.py found in {sub.given!r}")
    start = time.perf_counter()
    try:            # only a regular file, never through a link; the sandbox gets a private copy
        staged = integrity.stage(sub.path)
    except integrity.SubmissionError as exc:
        return failed_grade(sub, version, str(exc))
    GRADED_DIGESTS[sub.student] = staged.digest
    from autograder.sandbox.budget import BudgetExceeded, run
    try:
        if budget is None:
            grade = judge(staged.path, version, student=sub.student)
        else:
            grade = run(budget, judge, staged.path, version, student=sub.student)
    except BudgetExceeded as exc:
        return failed_grade(sub, version, str(exc))
    except Exception as exc:  # the class goes on; this student is flagged
        return failed_grade(sub, version, f"internal error in the grader: "
                                          f"{type(exc).__name__}: {exc}")
    finally:
        staged.close()
    grade.submission, grade.student = sub.given, sub.student
    grade.submitted, grade.late = sub.submitted or grade.submitted, sub.late or grade.late
    grade.name = sub.name or grade.name
    if not grade.execution_time:
        grade.execution_time = time.perf_counter() - start
    return grade
