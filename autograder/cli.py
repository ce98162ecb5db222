"""The autograder's command line: `python -m autograder grade|release|notebooks|gradescope|demo`.

Glossary: a *submission* is one student's `pontoon.py`; a *class* is a folder of student
folders (the student id is the folder name). Grading never stops for one bad submission,
and nobody at the command line sees a traceback.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence

from autograder.model import Grade
from autograder.submission import (GRADED_DIGESTS, SEED, SKIP_PREFIXES, Submission,  # noqa: F401
                                   failed_grade, find_pontoon, grade_one)
from autograder.submission import judge as _judge   # tests swap cli._judge for a fake

if TYPE_CHECKING:  # `autograder.sandbox.budget` itself is imported when grading starts
    from autograder.sandbox.budget import Budget

PROG = "python -m autograder"
VERSIONS = (1, 2, 3, 4)


class UsageError(Exception):
    """Bad usage: the message is shown on one line and the command exits 2.

    >>> str(UsageError("no such path: 'x'"))
    "no such path: 'x'"
    """


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and raise `UsageError`."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """Raise instead of printing usage and exiting."""
        raise UsageError(f"{message} (see {self.prog} --help)")


def _student_folders(folder: Path) -> list[Path]:
    """The visible sub-folders of a class folder, sorted by name.

    >>> _student_folders(Path("/no/such/folder"))
    []
    """
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(SKIP_PREFIXES))


def _student_of_file(path: Path) -> str:
    """The student id for a lone file: its folder's name for `pontoon.py`, else its stem.

    >>> _student_of_file(Path("class/ada/pontoon.py")), _student_of_file(Path("ben.py"))
    ('ada', 'ben')
    """
    if path.name == "pontoon.py":
        return path.resolve().parent.name or "student"
    return path.stem


def collect(paths: Sequence[str], due: str | None = None) -> list[Submission]:
    """Every submission named by `paths`: files, student folders and class folders.

    >>> collect(["/no/such/path"])
    Traceback (most recent call last):
    ...
    autograder.cli.UsageError: no such path: '/no/such/path'
    """
    found: list[Submission] = []
    for given in paths:
        path = Path(given)
        if not path.exists():
            raise UsageError(f"no such path: {given!r}")
        if _is_lms(path):
            found.extend(_collect_lms(path, due))
            continue
        if path.is_file():
            if path.suffix != ".py":
                raise UsageError(f"not a Python file: {given!r}")
            found.append(Submission(_student_of_file(path), path, given))
        elif (path / "pontoon.py").is_file():
            found.append(Submission(path.resolve().name, path / "pontoon.py",
                                    str(Path(given) / "pontoon.py")))
        else:
            found.extend(_collect_class(path, given))
    return _unique_students(found)


def _is_lms(path: Path) -> bool:
    """Whether `path` is an LMS download (a zip, or a folder of Moodle/Canvas/Blackboard names)."""
    from autograder.outputs.intake import is_lms_download

    return is_lms_download(path)


def _collect_lms(path: Path, due: str | None) -> list[Submission]:
    """The students of a Moodle, Canvas or Blackboard download (see `autograder.outputs.intake`).

    >>> _collect_lms(Path("/no/such.zip"), None)
    Traceback (most recent call last):
    ...
    autograder.cli.UsageError: no such download: '/no/such.zip'
    """
    from autograder.outputs.intake import LayoutError, collect_lms, parse_due, submitted_text

    try:
        intakes = collect_lms(path, "pontoon.py", parse_due(due) if due else None)
    except (LayoutError, ValueError) as exc:
        raise UsageError(str(exc)) from None
    for i in intakes:
        if i.lms_id:
            _say(f"autograder: student id {i.lms_id!r} is graded as {i.student!r} "
                 "(a folder name must be safe inside --out)")
    return [Submission(i.student, i.path, i.given, submitted_text(i.submitted), i.late, i.name)
            for i in intakes]


def _collect_class(path: Path, given: str) -> list[Submission]:
    """The students of a class folder; a student folder without `pontoon.py` is kept as such.

    >>> _collect_class(Path("/no/such/class"), "c")
    Traceback (most recent call last):
    ...
    autograder.cli.UsageError: no pontoon.py found in 'c': ... it has no files
    """
    folders = _student_folders(path)
    subs = [Submission(f.name, find_pontoon(f), "") for f in folders]
    if not any(s.path for s in subs):
        lone = find_pontoon(path)
        if lone is not None:
            return [Submission(path.resolve().name, lone, str(lone))]
        from autograder.outputs.intake import describe_folder
        raise UsageError(f"no pontoon.py found in {given!r}: neither a class (one folder a "
                         f"student) nor a Moodle, Canvas or Blackboard download; "
                         f"it has {describe_folder(path)}")
    return [Submission(s.student, s.path, str(s.path) if s.path else str(Path(given) / s.student))
            for s in subs]


def _unique_students(subs: list[Submission]) -> list[Submission]:
    """`subs` with each student id a safe folder name inside --out, repeated ids told apart by a
    numeric suffix (`autograder.outputs.intake.unique_names`); each change is said on stderr.

    >>> [s.student for s in _unique_students([Submission("a", None, ""), Submission("a", None, "")])]
    ['a', 'a-2']
    """
    from autograder.outputs.intake import unique_names

    names, notes = unique_names([s.student for s in subs])
    for note in notes:
        _say(f"autograder: {note}")
    return [replace(s, student=name) for s, name in zip(subs, names)]


def _say(text: str) -> None:
    """Print one line on stderr with every control character in it shown, never obeyed.

    >>> _say("ada\x1b[2J")
    """
    from autograder.outputs.escape import terminal

    print(str(terminal(text)), file=sys.stderr)


def grade_all(subs: list[Submission], version: int | None, jobs: int,
              on_done: Callable[[Grade], None] = lambda g: None,
              budget: "Budget | None" = None) -> list[Grade]:
    """Grade `subs` with `jobs` threads (each grading runs its own child processes, in a
    worker process of its own with a `budget`).

    >>> grade_all([Submission("ada", None, "c/ada")], None, 1)[0].problems
    ["no pontoon.py found in 'c/ada'"]
    """
    judge = _judge() if any(s.path for s in subs) else None
    grades: dict[str, Grade] = {}
    if jobs <= 1 or len(subs) <= 1:
        for sub in subs:
            grades[sub.student] = _grade_safely(judge, sub, version, budget)  # type: ignore[arg-type]
            on_done(grades[sub.student])
    else:
        pool = ThreadPoolExecutor(max_workers=jobs)
        try:
            futures = {pool.submit(_grade_safely, judge, s, version, budget): s  # type: ignore[arg-type]
                       for s in subs}
            for future in as_completed(futures):
                grades[futures[future].student] = future.result()
                on_done(grades[futures[future].student])
        finally:  # on Ctrl-C, drop the submissions not started yet
            pool.shutdown(wait=True, cancel_futures=True)
    return [grades[s.student] for s in subs]


def _grade_safely(judge: Callable[..., Grade], sub: Submission, version: int | None,
                  budget: "Budget | None" = None) -> Grade:
    """`grade_one`, and whatever goes wrong grading or reporting this student is their problem
    only: a failed grade naming them (`reportable`), never an error that stops the class.

    >>> _grade_safely(None, Submission("ada", Path(__file__), "ada/pontoon.py"), 1).problems[0][:40]
    'internal error in the grader: TypeError:'
    """
    try:
        grade = grade_one(judge, sub, version, budget)
    except Exception as exc:    # the class goes on; this student is flagged
        return failed_grade(sub, version, f"internal error in the grader: "
                                          f"{type(exc).__name__}: {exc}")
    return reportable(grade, sub, version)


def reportable(grade: Grade, sub: Submission | None = None,
               version: int | None = None) -> Grade:
    """`grade` when every output (feedback, results.json, gradebook row, class data, the terminal
    summary) can be made from it; else a failed grade saying why, so that one student's text,
    name or crash never stops the class files being written.

    >>> reportable(Grade("a", "ada", 1, "VERSION")).student
    'ada'
    >>> bad = Grade("a", "ada", 1, "VERSION", problems=[None])      # not text: cannot be shown
    >>> reportable(bad).problems[0][:37]
    "the grader could not report on 'ada':"
    """
    import io

    from autograder.outputs import classpage, escape, report

    try:
        report.feedback_markdown(grade)
        escape.json_text(report.results_document(grade))
        report.gradebook_csv([grade])
        escape.json_text(classpage.summary([grade]))
        _console(file=io.StringIO()).print(summary_table([grade]))
        return grade
    except Exception as exc:    # this student's problem, named, and the class goes on
        student = str(getattr(grade, "student", "") or (sub.student if sub else "student"))
        sub = sub or Submission(student, None, str(getattr(grade, "submission", "")))
        problem = (f"the grader could not report on {student!r}: {type(exc).__name__}: {exc}; "
                   "tell your instructor")
        _say(f"autograder: {problem}")
        return failed_grade(replace(sub, student=student), version, problem)


def _console(stderr: bool = False, file=None):  # -> rich.console.Console
    """A Rich console on stdout or stderr."""
    from rich.console import Console

    return Console(stderr=stderr, highlight=False, file=file)


def summary_table(grades: list[Grade]):  # -> rich.table.Table
    """A Rich table: student, version, score/max, problems.

    >>> summary_table([Grade("a", "ada", 4, "VERSION")]).row_count
    1
    """
    from rich.table import Table

    from autograder.outputs.escape import terminal

    table = Table(title="Pontoon grades")
    for column, justify in (("student", "left"), ("version", "left"),
                            ("score", "right"), ("problems", "left")):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for g in grades:
        failed = sum(not v.passed and not v.unshown and not v.awarded for v in g.verdicts)
        unshown = len(g.unshown)
        reason = first_reason(g)
        notes = [(reason.strip().splitlines() or [""])[0]] if reason else []  # wraps
        notes += [f"+{len(g.problems) - 1} more"] if len(g.problems) > 1 else []
        notes += [f"{failed} rule{'s' * (failed > 1)} failed"] if failed else []
        notes += [f"{unshown} not shown (to look at)"] if unshown else []
        notes += ["late"] if g.late else []
        table.add_row(terminal(g.student), terminal(f"{g.version} ({g.version_source})"),
                      terminal(f"{_num(g.score)}/{_num(g.max_score)}"),
                      terminal("; ".join(notes) or "—"))       # never markup, never obeyed
    return table


def first_reason(grade: Grade) -> str:
    """The problem to say first: the first that is not only a note (the reason for a 0 comes
    before what the grader worked out), else the first note; '' when there is none.

    >>> first_reason(Grade("a", "ada", 1, "x", problems=["the file defines no STICK_AT; ...", "hung"]))
    'hung'
    """
    from autograder.outputs.report import is_note

    return next((p for p in grade.problems if not is_note(p.strip())),
                grade.problems[0] if grade.problems else "")


def _num(x: float) -> str:
    """A mark without a useless `.0`.

    >>> _num(6.0), _num(2.5)
    ('6', '2.5')
    """
    return f"{x:g}"


def failed_rules_text(grade: Grade) -> str:
    """Each failed rule of one student, with the whole first line of its evidence; a rule the
    grader could not show says "not shown" (no marks yet, for the instructor to look at).

    >>> from autograder.model import Verdict
    >>> failed_rules_text(Grade("a", "ada", 1, "x", [Verdict("tie-draw", "tie", 0, 6, False, "18 v 18")]))
    'ada: tie-draw (0/6): 18 v 18'
    >>> failed_rules_text(Grade("a", "ada", 1, "x", [Verdict("bust-draw", "b", 0, 6, False, "Not shown: x", unshown=True)]))
    'ada: bust-draw (0/6) not shown: Not shown: x'
    """
    lines = []
    for v in grade.verdicts:
        if not v.passed and not v.awarded:
            evidence = (v.output.strip().splitlines() or [""])[0]
            state = " not shown" if v.unshown else ""
            lines.append(f"{grade.student}: {v.rule} ({_num(v.score)}/{_num(v.max_score)})"
                         f"{state}: {evidence}".rstrip(": "))
    return "\n".join(lines)


def problems_text(grade: Grade, notes: bool = False) -> str:
    """One student's problems (``notes=False``) or notes (``notes=True``), the whole first
    line of each: a *note* is what the grader worked out for something a program may leave
    out (``the file defines no STICK_AT; graded with STICK_AT 17``: `autograder.outputs.report.is_note`,
    as the feedback has it), a *problem* what went wrong running it.

    >>> g = Grade("a", "ada", 1, "x", problems=["hung", "the file defines no STICK_AT; ..."])
    >>> problems_text(g), problems_text(g, notes=True)
    ('ada: hung', 'ada: the file defines no STICK_AT; ...')
    """
    from autograder.outputs.report import is_note

    return "\n".join(f"{grade.student}: {(p.strip().splitlines() or [''])[0]}"
                     for p in grade.problems if is_note(p.strip()) == notes)


def _progress(total: int):  # -> rich.progress.Progress | None
    """A Rich progress bar on stderr when stderr is a terminal, else None."""
    if not sys.stderr.isatty():
        return None
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                               TimeRemainingColumn)

    return Progress(TextColumn("{task.description:<16}", markup=False), BarColumn(),
                    MofNCompleteColumn(),
                    TimeRemainingColumn(), console=_console(stderr=True), transient=True)


def _check_out_dir(out: Path) -> None:
    """Make `out` (a folder) or raise `UsageError` when that is impossible.

    >>> _check_out_dir(Path("/dev/null"))
    Traceback (most recent call last):
    ...
    autograder.cli.UsageError: --out is not a folder: '/dev/null'
    """
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out is not a folder: {str(out)!r}")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"cannot make --out folder {str(out)!r}: {exc.strerror}") from None


def run_grade(args: argparse.Namespace) -> int:
    """The `grade` subcommand: grade, then print JSON lines, write files, or show a summary."""
    from autograder.outputs import report

    if args.version is not None and args.version not in VERSIONS:
        raise UsageError(f"unknown version: {args.version!r} (choose 1, 2, 3 or 4)")
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, not {args.jobs!r}")
    SEED[0] = getattr(args, "seed", None)
    due = getattr(args, "due", None)
    if due:
        from autograder.outputs.intake import parse_due
        try:
            due = parse_due(due).isoformat(timespec="seconds")
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    budget = _budget(args)
    subs = collect(args.paths, due) if due else collect(args.paths)
    out: Path | None = Path(args.out) if args.out else None
    marks = []
    if out is not None:
        _check_out_dir(out)
        subs = [s for s in subs if s.path is not None or Path(s.given).resolve() != out.resolve()]
        marks = _manual_marks(out)          # a bad marks file stops the run before any grading
    if any(s.path for s in subs):
        try:
            _judge()
        except ImportError as exc:
            raise UsageError(f"the judge is not available: {exc}") from None
        from autograder.sandbox.child import sandbox_status
        print(sandbox_status(), file=sys.stderr)      # once per run: what isolation is in force
        from autograder.sandbox import integrity   # all grading imports, bytecode private: before any child
        for problem in integrity.prepare_grader():
            print(f"autograder: warning: {problem}", file=sys.stderr)
        if budget.enabled:
            from autograder.sandbox import budget as budget_mod   # the workers, before any thread
            budget_mod.start(budget, min(args.jobs, sum(s.path is not None for s in subs)))
    done: list[Grade] = []
    todo = subs
    if out is not None and not args.force:
        from autograder.sandbox import integrity   # keep only files whose signed digests still match
        kept, regraded = integrity.trusted_earlier(out, [(s.student, s.path) for s in subs],
                                                   report.read_student)
        for note in regraded:
            _say(note)
        done = [g for g in kept.values() if g is not None]
        todo = [s for s in subs if s.student not in kept]
    try:
        grades = _grade_with_progress(todo, args.version, args.jobs, out, args.json,
                                      budget if budget.enabled else None)
    finally:
        if budget.enabled:
            from autograder.sandbox import budget as budget_mod   # this run's workers end with it
            budget_mod.shutdown()
    by_student = {g.student: g for g in done + grades}
    everyone = [by_student[s.student] for s in subs]
    earlier: list[Grade] = []
    if out is not None:
        earlier, notes = earlier_students(out, {s.student for s in subs})
        for note in notes:
            _say(note)
        everyone, earlier = _apply_manual(out, marks, everyone, earlier)
    _finish(everyone, out, args.json, skipped=len(done), due=due or "", earlier=earlier)
    return 0


def _manual_marks(out: Path) -> list:
    """The instructor's marks given by hand in `out/manual-marks.csv` (`autograder.outputs.manual`),
    checked before grading: a line that cannot be read stops the run, naming the line.

    >>> _manual_marks(Path("/no/such/dir"))
    []
    """
    from autograder.outputs import manual

    try:
        return manual.read_marks(out)
    except manual.ManualMarksError as exc:
        raise UsageError(str(exc)) from None


def _apply_manual(out: Path, marks: list, grades: list[Grade],
                  earlier: list[Grade]) -> tuple[list[Grade], list[Grade]]:
    """`grades` and `earlier` with the marks given by hand; the students whose verdicts change
    (a mark given, or one taken out of the file) have their files written again and signed."""
    from autograder.outputs import escape, manual, report
    from autograder.sandbox import integrity

    before = {g.student: g for g in [*grades, *earlier]}
    applied, notes = manual.apply_marks(list(before.values()), marks)
    for note in notes:      # they name students and quote the marks file
        print(f"autograder: {escape.visible(note)}", file=sys.stderr)
    changed = [g for g in applied if g.verdicts != before[g.student].verdicts]
    if changed:
        signed = integrity.read_manifest(out)
        for grade in changed:
            report.write_student(out, grade)
        integrity.record(out, {g.student: GRADED_DIGESTS.get(g.student)
                               or signed.get(g.student, {}).get("submission", "") for g in changed})
    by_student = {g.student: g for g in applied}
    return ([by_student[g.student] for g in grades], [by_student[g.student] for g in earlier])


def earlier_students(out: Path, named: set[str]) -> tuple[list[Grade], list[str]]:
    """The students graded into `out` by earlier runs but not named in this one, for the class
    files, and one note per student left out of them.

    A student is kept when their signed record (`autograder.sandbox.integrity`) still matches the
    files in `out/<student>/`; their submission is not named in this run, so it is not read
    again. A folder without a signed record, or whose files changed, is left out, saying why
    (grading that student again puts them back). A student whose folder was deleted (to be
    regraded) is simply not there.

    >>> earlier_students(Path("/no/such/dir"), set())
    ([], [])
    """
    from autograder.sandbox import integrity
    from autograder.outputs import report

    manifest = integrity.read_manifest(out)
    try:
        folders = {p.name for p in out.iterdir() if p.is_dir() and not p.is_symlink()
                   and not p.name.startswith(SKIP_PREFIXES) and (p / "results.json").exists()}
    except OSError:
        folders = set()
    kept: list[Grade] = []
    notes: list[str] = []
    for student in sorted(folders - named):
        recorded = manifest.get(student, {}).get("submission")
        reason = integrity.check(out, student, str(recorded) if recorded is not None else None)
        grade = report.read_student(out, student) if reason is None else None
        if reason is None and grade is None:
            reason = "its results.json cannot be read"
        if grade is None:
            notes.append(f"{student}: left out of the class files: {reason} "
                         f"(grade {student} again to put them back)")
        else:
            kept.append(grade)
    return kept, notes


def _budget(args: argparse.Namespace) -> "Budget":
    """The grader's budget per submission: ``--budget-seconds``/``--budget-mb``, else the
    environment's, else `autograder.sandbox.budget`'s defaults.

    >>> _budget(argparse.Namespace(budget_seconds=3.0, budget_mb=None)).seconds
    3.0
    """
    from autograder.sandbox.budget import from_env

    try:
        return from_env(os.environ, getattr(args, "budget_seconds", None),
                        getattr(args, "budget_mb", None))
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def _grade_with_progress(subs: list[Submission], version: int | None, jobs: int,
                         out: Path | None, as_json: bool,
                         budget: "Budget | None" = None) -> list[Grade]:
    """Grade `subs`, printing each JSON line as soon as it is graded; the students' files are
    written (with signed digests) only once every child of the class has ended."""
    from autograder.outputs import report

    progress = _progress(len(subs))
    task = progress.add_task("grading", total=len(subs)) if progress else None
    finished: list[Grade] = []

    def on_done(grade: Grade) -> None:
        finished.append(grade)
        if as_json:
            print(report.results_json(grade), flush=True)
        if progress is not None:
            from autograder.outputs.escape import visible

            progress.update(task, advance=1,  # type: ignore[arg-type]
                            description=visible(grade.student))

    from autograder.sandbox.leftovers import adopt_orphans

    adopt_orphans()      # a child that leaves its process group is still ours to end
    if out is not None:
        _load_plotting_meanwhile()
    started = time.time()
    try:
        if progress is None:
            return grade_all(subs, version, jobs, on_done, budget)
        with progress:
            return grade_all(subs, version, jobs, on_done, budget)
    finally:        # grade_all has waited for every grading, so no child is left alive
        _sweep_shared_folders(started)
        if out is not None and finished:
            _write_outputs(out, finished)


def _load_plotting_meanwhile() -> None:
    """Import the class page's plotting library in a thread while the class grades (the parent
    mostly waits on its children then); if it fails, the class page says why later."""
    from autograder.outputs import classpage

    def load() -> None:
        try:
            classpage.load_plotting()
        except Exception:  # noqa: BLE001 - write_class_page meets the same error and reports it
            pass

    threading.Thread(target=load, name="load-plotting").start()   # not a daemon: never cut mid-import


def _sweep_shared_folders(started: float) -> None:
    """In the fallback (no private /tmp, /dev/shm), remove what the children left there."""
    from autograder.sandbox.child import sweep_user_files

    left = sweep_user_files(started)
    if left:
        shown = ", ".join(left[:3]) + (f" and {len(left) - 3} more" if len(left) > 3 else "")
        _say(f"autograder: removed what the submissions left on the machine: {shown}")


def _write_outputs(out: Path, grades: list[Grade]) -> None:
    """Write each student's files, then record their digests signed with the grader's key."""
    from autograder.sandbox import integrity
    from autograder.outputs import report

    written = []
    for grade in map(reportable, grades):
        try:
            report.write_student(out, grade)
            written.append(grade)
        except OSError as exc:      # this student's files only; the class goes on
            _say(f"autograder: {grade.student}: could not write their files in {out}: "
                 f"{exc.strerror or exc}")
    integrity.record(out, {g.student: GRADED_DIGESTS.get(g.student, "") for g in written})


def _finish(grades: list[Grade], out: Path | None, as_json: bool, skipped: int,
            due: str = "", earlier: Sequence[Grade] = ()) -> None:
    """Write the class files (with `--out`: this run's students and `earlier`, the students
    graded into the folder by earlier runs) and show the summary of this run's."""
    from autograder.outputs import report

    from autograder.outputs.escape import terminal

    console = _console(stderr=as_json)
    grades = [reportable(g) for g in grades]       # one student's text never stops the class
    earlier = [reportable(g) for g in earlier]
    if out is not None:         # the class files first: nothing shown can stop them
        named = {g.student for g in grades}
        everyone = list(grades) + [g for g in earlier if g.student not in named]
        if len(everyone) > len(grades):
            everyone.sort(key=lambda g: g.student)
        gradebook = report.atomic_write(out / "gradebook.csv",
                                        report.gradebook_csv(everyone, duedate=due))
        from autograder.outputs.classpage import write_class_page
        page = write_class_page(out, everyone, due)
    console.print(summary_table(grades))
    if out is not None:
        kept = f" ({skipped} graded earlier, kept; --force regrades them)" if skipped else ""
        more = len(everyone) - len(grades)
        also = (f"; the class files also hold {more} student{'s' * (more != 1)} graded into "
                f"{out} by earlier runs") if more else ""
        console.print(terminal(f"Feedback in {out}/<student>/; gradebook: {gradebook}; "
                               f"class page: {page}{kept}{also}"), soft_wrap=True)
    elif not as_json:
        from rich.table import Table

        for heading, show in (("Problems:", problems_text),       # the reason for a 0 first
                              ("Failed rules:", failed_rules_text),
                              ("Notes:", lambda g: problems_text(g, notes=True))):
            rows = [(f"{g.student}:", line[len(g.student) + 2:])
                    for g in grades for line in show(g).splitlines()]
            if not rows:
                continue
            grid = Table.grid(padding=(0, 1))   # each line whole, wrapped under its own start
            grid.add_column(no_wrap=True)
            grid.add_column(overflow="fold")
            for student, line in rows:
                grid.add_row(terminal(student), terminal(line))
            console.print("\n" + heading, style="bold")
            console.print(grid)


def _delegate(module: str, rest: list[str]) -> int:
    """Run `autograder.<module>.main(rest)`, or raise `UsageError` if that module is missing."""
    try:
        mod = importlib.import_module(f"autograder.{module}")
    except ModuleNotFoundError as exc:
        if exc.name in (f"autograder.{module}", module):
            raise UsageError(f"autograder.{module} is not installed in this kit") from None
        raise
    return int(mod.main(rest) or 0)


def run_demo(args: argparse.Namespace) -> int:
    """The `demo` subcommand: `autograder.demo.main`, given this command line to grade with
    (the demo imports nothing of it: no import cycle)."""
    from autograder import demo

    return demo.main(args.rest, grade=main)


def run_gradescope(args: argparse.Namespace) -> int:
    """The `gradescope` subcommand: build the Gradescope autograder bundle."""
    from autograder.outputs import gradescope

    if args.version is not None and args.version not in VERSIONS:
        raise UsageError(f"unknown version: {args.version!r} (choose 1, 2, 3 or 4)")
    if not args.zip.endswith(".zip"):
        raise UsageError(f"the bundle's name must end in .zip: {args.zip!r}")
    path = gradescope.build_bundle(Path(args.zip), args.version)
    print(f"Gradescope autograder bundle written to {path}")
    print("Upload it as a 'Zipped folder of autograder files' "
          "(Ubuntu base image); students submit pontoon.py.")
    return 0


def default_jobs() -> int:
    """How many submissions to grade at a time by default: one per CPU this process may use.

    >>> default_jobs() >= 1
    True
    """
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, with one sub-parser per subcommand.

    >>> build_parser().parse_args(["grade", "x.py", "--jobs", "2"]).jobs
    2
    """
    parser = _Parser(prog=PROG, description="Grade pontoon submissions and run the kit's "
                     "course tools.", epilog="Run '%(prog)s COMMAND --help' for a command's "
                     "options.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    from autograder.sandbox.budget import DEFAULT_MEMORY_MB, DEFAULT_SECONDS

    grade = sub.add_parser(
        "grade", help="grade a pontoon.py, a student's folder, or a class folder",
        description="Grade submissions. PATH is a pontoon.py, a folder holding one (one "
        "student), or a folder of such folders (a class; the student id is the folder name).",
        epilog="Exit status: 0 when grading finished, whatever the marks; 2 for bad usage.")
    grade.add_argument("paths", nargs="+", metavar="PATH", help="what to grade")
    grade.add_argument("--version", type=int, metavar="N", help="grade as version N (1-4); "
                       "default: the file's VERSION, else what the program is found to do")
    grade.add_argument("--out", metavar="DIR", help="write DIR/<student>/results.json, "
                       "feedback.md, feedback.html and DIR/gradebook.csv")
    grade.add_argument("--jobs", type=int, default=default_jobs(), metavar="N",
                       help=f"grade N submissions at a time (default {default_jobs()}: "
                       "the CPUs this process may use)")
    grade.add_argument("--json", action="store_true", help="print one Gradescope "
                       "results.json document per submission, one per line")
    grade.add_argument("--due", metavar="WHEN", help="the deadline (ISO date or date-time, "
                       "UTC unless it says otherwise): LMS submissions after it are marked late")
    grade.add_argument("--seed", type=int, metavar="N", help="the master seed the games are "
                       "drawn from (recorded in results.json and the feedback); the same N "
                       "reproduces a grade exactly; default: a fresh one every run")
    grade.add_argument("--force", action="store_true", help="with --out, regrade students "
                       "whose results.json already exists")
    grade.add_argument("--budget-seconds", type=float, metavar="S", help="the grader's own "
                       "time for one submission, its children's runs included (default "
                       f"$BJK_BUDGET_SECONDS, else {DEFAULT_SECONDS:g}); 0 grades without a "
                       "worker process")
    grade.add_argument("--budget-mb", type=int, metavar="MB", help="the grader's own memory "
                       "(address space) for one submission (default $BJK_BUDGET_MB, else "
                       f"{DEFAULT_MEMORY_MB})")
    grade.set_defaults(run=run_grade)
    for name, module, text in (("release", "release", "build the student kit"),
                               ("notebooks", "notebooks.course", "the nbgrader round trip"),
                               ("assignment", "modules", "release and grade the module "
                                "assignments (cards, table)")):
        p = sub.add_parser(name, help=text, add_help=False, prefix_chars="\0")
        p.add_argument("rest", nargs=argparse.REMAINDER)
        p.set_defaults(run=lambda a, m=module: _delegate(m, a.rest))
    gs = sub.add_parser("gradescope", help="build a Gradescope autograder bundle (a zip)",
                        description="Build a zip to upload to Gradescope as the "
                        "programming assignment's autograder.")
    gs.add_argument("zip", metavar="OUT.zip", help="where to write the bundle")
    gs.add_argument("--version", type=int, metavar="N", help="grade every submission as "
                    "version N (default: each file's VERSION, else what it is found to do)")
    gs.set_defaults(run=run_gradescope)
    demo = sub.add_parser("demo", help="grade the bundled sample class into demo-out/",
                          add_help=False, prefix_chars="\0")
    demo.add_argument("rest", nargs=argparse.REMAINDER)
    demo.set_defaults(run=run_demo)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status (0 done, 2 bad usage, 1 internal error).

    >>> main(["grade", "/no/such/path"])
    2
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return 2
        return args.run(args)
    except UsageError as exc:
        print(f"autograder: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("autograder: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a person at a prompt never sees a traceback
        print(f"autograder: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1

