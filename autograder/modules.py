"""Module assignments (cards, table, twentyone, dealer_wins_ties, stages): release them and
grade them by their tests.

    python -m autograder assignment list
    python -m autograder assignment release NAME OUT
    python -m autograder assignment grade NAME SUBMISSION... [--out DIR]

A module assignment is a folder ``assignments/<name>/``: ``README.md`` (the assignment text),
the self-checks a student runs (``<name>_test.py``) and the instructor's hidden tests
(``hidden/``, never released). Its model answer is a module with solution regions between
``### BEGIN SOLUTION`` / ``### END SOLUTION``; the release writes it with every region replaced
by ``raise NotImplementedError()`` (``autograder.solutions.clear_solutions``).

Grading copies each student's module into a fresh folder with the visible and hidden tests
and runs pytest there, in the OS sandbox when ``autograder.sandbox.child.run_command`` exists (else a
child process with CPU, memory and time limits). A small pytest plugin writes one line per
test; one test is one mark. A test missing from the results (a module that does not import, a
crash, a timeout) is failed with the reason, so every graded test gets a verdict. The grades
are ``autograder.model.Grade`` objects and ``autograder.outputs.report`` writes ``results.json``,
``feedback.md``/``.html`` and ``gradebook.csv`` as for pontoon.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from autograder.model import Grade, Verdict
from autograder.outputs import escape

ROOT = Path(__file__).resolve().parent.parent
PLUGIN_NAME = "_kit_results"
RESULTS_NAME = "results.jsonl"
PROG = "python -m autograder assignment"


@dataclass(frozen=True)
class Assignment:
    """A module assignment: the student's modules, the files the grader gives, the tests.

    >>> ASSIGNMENTS["cards"].modules
    {'cards.py': 'reference/cards.py'}
    """

    name: str
    modules: dict[str, str]                      # student's file -> model answer (repo path)
    given: dict[str, str] = field(default_factory=dict)   # supplied at grading, never released
    wall_seconds: float = 60.0

    @property
    def folder(self) -> Path:
        """The assignment's folder in the kit.

        >>> ASSIGNMENTS["cards"].folder.name
        'cards'
        """
        return ROOT / "assignments" / self.name

    @property
    def visible_tests(self) -> list[Path]:
        """The self-checks students get.

        >>> [p.name for p in ASSIGNMENTS["cards"].visible_tests]
        ['cards_test.py']
        """
        return sorted(self.folder.glob("*_test.py"))

    @property
    def hidden_tests(self) -> list[Path]:
        """The instructor's hidden tests.

        >>> [p.name for p in ASSIGNMENTS["cards"].hidden_tests]
        ['cards_hidden_test.py']
        """
        return sorted((self.folder / "hidden").glob("*_test.py"))


ASSIGNMENTS: dict[str, Assignment] = {
    # Question 1: the model answer is the kit's own reference module (standard library only).
    "cards": Assignment("cards", {"cards.py": "reference/cards.py"}),
    # Question 2: the table is graded with the kit's finished cards.py beside it, so that a
    # fault in question 1 is not charged again here.
    "table": Assignment("table", {"table.py": "assignments/table/table.py"},
                        given={"cards.py": "reference/cards.py"}),
    # The twenty-one lab: one self-contained module (standard library only).
    "twentyone": Assignment("twentyone", {"twentyone.py": "assignments/twentyone/twentyone.py"}),
    # The textbook game and the six-stage engine: the casino notebooks' games as modules, so a
    # kit released without notebooks still has them (their own model answers, cross-checked
    # against reference.play's dealer-wins-ties and tie-on-blackjack houses by the kit's tests).
    "dealer_wins_ties": Assignment("dealer_wins_ties",
                                   {"dealer_wins_ties.py": "assignments/dealer_wins_ties/dealer_wins_ties.py"}),
    "stages": Assignment("stages", {"stages.py": "assignments/stages/stages.py"}),
}


class AssignmentError(Exception):
    """A problem said in one line (exit 2).

    >>> str(AssignmentError("no assignment 'x'"))
    "no assignment 'x'"
    """


def get(name: str) -> Assignment:
    """The assignment called ``name``; AssignmentError naming the choices otherwise.

    >>> get("poker")
    Traceback (most recent call last):
    ...
    autograder.modules.AssignmentError: no module assignment 'poker' (choose from cards, table, twentyone, dealer_wins_ties, stages)
    """
    if name not in ASSIGNMENTS:
        raise AssignmentError(f"no module assignment {name!r} (choose from {', '.join(ASSIGNMENTS)})")
    return ASSIGNMENTS[name]


# --- release --------------------------------------------------------------------------------

# -x stops at the first failure; -vv names each case as it runs and keeps -rf's summary lines
# whole (pytest cuts them to the terminal's width below -vv).
PYTEST_INI = """[pytest]
# The {name} self-checks: run  pytest  in this folder.
python_files = *_test.py
# -x: stop at the first failure; fix it and run again. -vv: each check by name, each failure's
# sentence whole (with -rf too).
addopts = -vv -x --tb=short -p no:cacheprovider
"""


def release_assignment(name: str, out_dir: str | os.PathLike[str]) -> list[Path]:
    """Write ``out_dir/<name>/``: the stubs, the README and the self-checks; the files written.

    >>> import tempfile
    >>> [p.name for p in release_assignment("cards", tempfile.mkdtemp())]
    ['cards.py', 'README.md', 'cards_test.py', 'pytest.ini']
    """
    from autograder.solutions import clear_solutions

    assignment = get(name)
    dest = Path(out_dir) / name
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for module, source in assignment.modules.items():
        text = (ROOT / source).read_text(encoding="utf-8")
        (dest / module).write_text(clear_solutions(text, source), encoding="utf-8")
        written.append(dest / module)
    shutil.copyfile(assignment.folder / "README.md", dest / "README.md")
    written.append(dest / "README.md")
    for test in assignment.visible_tests:
        shutil.copyfile(test, dest / test.name)
        written.append(dest / test.name)
    (dest / "pytest.ini").write_text(PYTEST_INI.format(name=name), encoding="utf-8")
    written.append(dest / "pytest.ini")
    return written


# --- the pytest plugin that reports each test ------------------------------------------------

PLUGIN = r'''
"""Writes one JSON line per test to the results file (the kit's grader reads it)."""
import json, os, traceback

_PATH = os.environ.pop("KIT_RESULTS_PATH")
_TOKEN = os.environ.pop("KIT_RESULTS_TOKEN")
_MODULES = set(os.environ.pop("KIT_MODULES").split(","))
_out = open(_PATH, "a", encoding="utf-8")


def _write(record):
    record["token"] = _TOKEN
    _out.write(json.dumps(record) + "\n")
    _out.flush()


def _where(excinfo):
    """The student's function the error came from, if any."""
    for entry in reversed(excinfo.traceback):
        if os.path.basename(str(entry.path)) in _MODULES:
            return f"{entry.name}() in {os.path.basename(str(entry.path))} line {entry.lineno + 1}"
    return ""


def _message(call):
    excinfo = call.excinfo
    error = excinfo.value
    if isinstance(error, AssertionError):
        text = str(error).split("\nassert ")[0].strip() or "an assertion failed"
        return text.splitlines()[0][:500]
    where = _where(excinfo)
    if isinstance(error, NotImplementedError):
        return f"not written yet: {where or 'a function'} raises NotImplementedError"
    line = traceback.format_exception_only(type(error), error)[-1].strip()
    return f"{line[:300]}" + (f" (raised in {where})" if where else "")


def pytest_runtest_makereport(item, call):
    if call.when == "call" or call.excinfo is not None:
        outcome = "passed" if call.excinfo is None else "failed"
        if call.when != "call" and outcome == "passed":
            return
        _write({"test": getattr(item, "originalname", None) or item.name,   # all cases of a parametrized test: one mark
                "file": os.path.basename(str(item.path)),
                "doc": (item.obj.__doc__ or "").strip().splitlines()[0]
                if getattr(item, "obj", None) is not None and item.obj.__doc__ else "",
                "when": call.when, "outcome": outcome,
                "message": "" if call.excinfo is None else _message(call)})


def pytest_collectreport(report):
    if report.failed:
        text = str(report.longrepr).strip().splitlines()
        last = next((l for l in reversed(text) if l.strip().startswith("E ")), text[-1] if text else "")
        _write({"collect_error": os.path.basename(str(report.nodeid)),
                "message": last.strip().lstrip("E").strip()[:300]})


def pytest_sessionfinish(session, exitstatus):
    _write({"finished": int(exitstatus)})
'''


def _python() -> str:
    """The interpreter that runs the tests: the sandbox's children's (`child_python`: the base
    one, or in the fallback a view of it the sandbox user can read), given the venv's
    site-packages on PYTHONPATH (so that pytest imports, and no .pth file runs).

    >>> Path(_python()).name.startswith("python")
    True
    """
    from autograder.sandbox.child import child_python, isolation

    isolation()                         # probed first: it decides which Python children run
    return child_python()


TEST_PACKAGES = ("pytest", "hypothesis")   # what the assignments' tests import beyond the standard library


def _site_packages() -> list[str]:
    """The folders holding pytest, Hypothesis and what they need, as the sandboxed child can
    read them: this environment's site-packages, or, when the sandbox's user cannot read it
    (no namespaces, a kit cloned in a private home folder), a read-only copy of just those
    packages (`autograder.sandbox.child.packages_for_child`).

    >>> any(Path(p, "_pytest").is_dir() for p in _site_packages())
    True
    """
    from autograder.sandbox.child import packages_for_child

    return packages_for_child(TEST_PACKAGES)


def _run(argv: list[str], workdir: Path, env: dict[str, str], wall: float) -> tuple[str, str]:
    """Run the tests: in the OS sandbox if it offers run_command, else a limited child.

    Returns (status, stderr tail): status is "ok", "timeout" or "crashed".
    """
    try:
        from autograder.sandbox import child as sandbox
        run_command = getattr(sandbox, "run_command", None)
    except ImportError:  # pragma: no cover - the sandbox module is part of the kit
        run_command = None
    if run_command is not None:
        limits = sandbox.Limits(wall_seconds=wall, cpu_seconds=wall, memory_mb=1024,
                                output_bytes=200_000)
        result = run_command(argv, workdir, limits, readable=_site_packages(), env=env)
        stderr = (getattr(result, "stderr", "") or "")[-2000:]
        if result.returncode == 126 and "failed to execute" in stderr:
            _warn_once(f"the OS sandbox could not start Python ({stderr.strip()}); "
                       "running the tests with process limits only")
            return _run_plain(argv, workdir, env, wall)
        status = getattr(result, "status", "ok")
        if status == "exited" and result.returncode not in (0, 1):
            status = f"pytest exited with code {result.returncode}"
            # pytest's own errors (INTERNALERROR, no tests collected) go to its stdout
            stderr = stderr if stderr.strip() else (getattr(result, "stdout", "") or "")[-2000:]
        return ("ok" if status == "ok" or result.returncode in (0, 1) else status), stderr
    return _run_plain(argv, workdir, env, wall)


_WARNED: set[str] = set()


def _warn_once(message: str) -> None:
    """Tell the instructor (stderr) once per run."""
    if message not in _WARNED:
        _WARNED.add(message)
        print(f"assignment: warning: {message}", file=sys.stderr)


def _limit_child(cpu: float, memory_mb: int) -> None:
    """In the child, before exec: CPU seconds, address space and no core files."""
    import resource

    resource.setrlimit(resource.RLIMIT_CPU, (int(cpu) + 1, int(cpu) + 2))
    resource.setrlimit(resource.RLIMIT_AS, (memory_mb << 20, memory_mb << 20))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    os.setsid()


def _run_plain(argv: list[str], workdir: Path, env: dict[str, str], wall: float) -> tuple[str, str]:
    """A child process with limits (the fallback before the OS sandbox's run_command)."""
    try:
        done = subprocess.run(argv, cwd=workdir, env=env, stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=wall,
                              preexec_fn=lambda: _limit_child(wall, 2048))
    except subprocess.TimeoutExpired:
        return "timeout", ""
    stderr = done.stderr.decode("utf-8", "replace")[-2000:]
    return ("ok" if done.returncode in (0, 1) else "crashed"), stderr


def expected_tests(assignment: Assignment) -> list[tuple[str, str, str]]:
    """Every graded test as (file, name, visibility), read from the test files' source.

    >>> expected_tests(get("cards"))[0]
    ('cards_test.py', 'test_points_of_each_rank', 'visible')
    """
    tests = []
    for path, visibility in ([(p, "visible") for p in assignment.visible_tests]
                             + [(p, "after_published") for p in assignment.hidden_tests]):
        for name in re.findall(r"^def (test_\w+)\(", path.read_text(encoding="utf-8"), re.MULTILINE):
            tests.append((path.name, name, visibility))
    return tests


def find_module(submission: Path, module: str) -> Path | None:
    """The student's copy of ``module`` in a submission folder (or the file itself).

    >>> find_module(Path("/no/such"), "cards.py") is None
    True
    """
    if submission.is_file():
        return submission
    direct = submission / module
    if direct.is_file():
        return direct
    found = sorted(submission.rglob(module)) if submission.is_dir() else []
    return found[0] if found else None


def student_id(submission: Path) -> str:
    """The student: the folder's name (a lone file: its folder's name).

    >>> student_id(Path("class/ada")), student_id(Path("class/ben/cards.py"))
    ('ada', 'ben')
    """
    return submission.parent.name if submission.suffix == ".py" else submission.name


def grade_submission(assignment: Assignment, submission: Path) -> Grade:
    """Grade one student's folder (or file): one verdict per visible and hidden test.

    >>> grade = grade_submission(get("cards"), Path("/no/such/folder"))
    >>> grade.score, grade.max_score == len(expected_tests(get("cards"))), grade.problems[0]
    (0, True, 'no cards.py in the submission')
    """
    started = time.monotonic()
    grade = Grade(str(submission), student_id(submission), 0, f"assignment {assignment.name}")
    expected = expected_tests(assignment)
    records: dict[tuple[str, str], dict] = {}
    collect_errors: list[dict] = []
    missing = [m for m in assignment.modules if find_module(submission, m) is None]
    if missing:
        grade.problems.append(f"no {', '.join(missing)} in the submission")
    else:
        with tempfile.TemporaryDirectory(prefix=f"kit-{assignment.name}-") as folder:
            work = Path(folder)
            for module in assignment.modules:
                shutil.copyfile(find_module(submission, module), work / module)  # type: ignore[arg-type]
            for module, source in assignment.given.items():
                shutil.copyfile(ROOT / source, work / module)
            for test in assignment.visible_tests + assignment.hidden_tests:
                shutil.copyfile(test, work / test.name)
            (work / f"{PLUGIN_NAME}.py").write_text(PLUGIN, encoding="utf-8")
            results = work / RESULTS_NAME
            token = secrets.token_hex(16)
            env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": os.pathsep.join([str(work), *_site_packages()]),
                   "PYTHONDONTWRITEBYTECODE": "1",
                   "KIT_RESULTS_PATH": str(results), "KIT_RESULTS_TOKEN": token,
                   "KIT_MODULES": ",".join(assignment.modules),
                   "HOME": str(work), "LANG": "C.UTF-8", "PYTHONHASHSEED": "0"}
            argv = [_python(), "-S", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", PLUGIN_NAME,
                    "--rootdir", str(work), "-o", "python_files=*_test.py",
                    *[t.name for t in assignment.visible_tests + assignment.hidden_tests]]
            status, stderr = _run(argv, work, env, assignment.wall_seconds)
            finished = False
            for line in (results.read_text(encoding="utf-8", errors="replace").splitlines()
                         if results.is_file() else []):
                try:
                    record = json.loads(line)
                except ValueError:
                    continue
                if not isinstance(record, dict) or record.get("token") != token:
                    continue                # not written by the kit's plugin
                if "finished" in record:
                    finished = True
                elif "collect_error" in record:
                    collect_errors.append(record)
                elif (record.get("file"), record.get("test")) not in records or record["outcome"] == "failed":
                    records[(record.get("file"), record.get("test"))] = record
            if status != "ok" or not finished:
                why = status if status != "ok" else "the run was cut short"
                last = stderr.strip().splitlines()[-1] if stderr.strip() else ""
                grade.problems.append(f"the tests did not finish ({why})" + (f": {last}" if last else ""))
                records = {key: r for key, r in records.items() if r["outcome"] == "failed"}
    for error in collect_errors:
        grade.problems.append(f"{error['collect_error']} could not load your module: {error['message']}")
    for file, name, visibility in expected:
        record = records.get((file, name))
        if record is None:
            why = (collect_errors[0]["message"] if collect_errors else
                   grade.problems[0] if grade.problems else "the test did not run")
            passed, output, title = False, f"{name} did not run: {why}", name
        else:
            passed = record["outcome"] == "passed"
            output = "passed" if passed else record["message"]
            title = name + (f": {record['doc']}" if record.get("doc") else "")
        grade.verdicts.append(Verdict(name, title, 1 if passed else 0, 1, passed, output, visibility))
    grade.execution_time = time.monotonic() - started
    return grade


def submissions(paths: list[Path], assignment: Assignment) -> list[Path]:
    """Each path a student: a folder holding the module, a module file, or a class folder.

    >>> submissions([Path("/no/such")], get("cards"))
    [PosixPath('/no/such')]
    """
    first = next(iter(assignment.modules))
    found: list[Path] = []
    for path in paths:
        if path.is_dir() and not (path / first).is_file() and any(
                (child / first).is_file() for child in path.iterdir() if child.is_dir()):
            found.extend(sorted(child for child in path.iterdir() if child.is_dir()))
        else:
            found.append(path)
    return found


def grade_all(name: str, paths: list[Path], out: Path | None) -> list[Grade]:
    """Grade every submission; with ``out``, write the reports and the gradebook.

    >>> grade_all("cards", [], None)
    []
    """
    from autograder.outputs import report

    assignment = get(name)
    grades = []
    for path in submissions(paths, assignment):
        grade = grade_submission(assignment, path)
        grades.append(grade)
        line = f"{grade.student}: {report._number(grade.score)}/{report._number(grade.max_score)}" \
            + (f"  ({'; '.join(grade.problems)})" if grade.problems else "")
        print(escape.visible(line), flush=True)     # a student's folder name and test output
        if out is not None:
            report.write_student(out, grade)
    if out is not None and grades:
        report.atomic_write(out / "gradebook.csv", report.gradebook_csv(grades, assignment=name))
    return grades


# --- the command line ------------------------------------------------------------------------

class _Parser(argparse.ArgumentParser):
    """Errors as AssignmentError (one line, exit 2)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise AssignmentError(f"{message} (see {self.prog} --help)")


def parser() -> argparse.ArgumentParser:
    """The command's arguments.

    >>> parser().parse_args(["grade", "cards", "ada", "--out", "o"]).out
    PosixPath('o')
    """
    p = _Parser(prog=PROG, description="Release and grade the module assignments "
                f"({', '.join(ASSIGNMENTS)}).")
    sub = p.add_subparsers(dest="action", metavar="ACTION", parser_class=_Parser)
    sub.add_parser("list", help="the module assignments")
    rel = sub.add_parser("release", help="write an assignment's stubs, README and self-checks")
    rel.add_argument("name")
    rel.add_argument("out", type=Path, metavar="OUT")
    grade = sub.add_parser("grade", help="grade submissions with the visible and hidden tests")
    grade.add_argument("name")
    grade.add_argument("paths", nargs="+", type=Path, metavar="SUBMISSION",
                       help="a student's folder (holding the module), the module file, or a "
                       "class folder of student folders")
    grade.add_argument("--out", type=Path, metavar="DIR",
                       help="write DIR/<student>/results.json, feedback.md, feedback.html and "
                       "DIR/gradebook.csv")
    return p


def main(argv: list[str] | None = None) -> int:
    """Run the command; 0 done, 2 bad usage.

    >>> main(["grade", "poker", "x"])
    2
    """
    try:
        args = parser().parse_args(argv)
        if args.action is None or args.action == "list":
            for name, assignment in ASSIGNMENTS.items():
                print(f"{name}: {', '.join(assignment.modules)} "
                      f"({len(expected_tests(assignment))} tests; assignments/{name}/README.md)")
            return 0
        if args.action == "release":
            written = release_assignment(args.name, args.out)
            print(f"wrote {len(written)} files to {args.out / args.name}: "
                  + ", ".join(p.name for p in written))
            return 0
        grade_all(args.name, args.paths, args.out)
        return 0
    except SystemExit as stop:
        return int(stop.code or 0)
    except AssignmentError as error:
        print(f"assignment: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
