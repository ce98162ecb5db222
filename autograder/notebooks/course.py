"""The nbgrader round trip for the course's notebooks, with nbgrader's gaps closed.

    python -m autograder notebooks release ASSIGNMENT [--out DIR]
    python -m autograder notebooks autograde ASSIGNMENT SUBMITTED_DIR [--out DIR] [--timeout S]
    python -m autograder notebooks validate NOTEBOOK...

nbgrader runs headless in a subprocess, in a working course the kit builds (a copy of the
course's `nbgrader_config.py` plus the kit's settings, and `source/<assignment>/`), with
Jupyter's config, data and runtime folders pointed inside it so no user config leaks in.
Over plain nbgrader the kit adds: a student whose kernel dies or who swallows a timeout is
graded (what ran counts) and flagged, never dropped; restored test cells are listed in the
gradebook; feedback never shows hidden tests; each student's kernel runs in the pontoon
children's sandbox (`autograder.sandbox.kernel`; `--no-kernel-sandbox` or `BJK_NB_KERNEL_SANDBOX=0`
turns it off), and the run says so in its first line; every test cell is decided again
outside the kernel, in a fresh sandboxed Python without IPython (`autograder.notebooks.fresh`):
a cell scores only if it passed both times, and a student whose code changed the grading is
flagged `tampered`; `validate` exits 1 on a failure and says how many hidden tests it cannot run.
"""
from __future__ import annotations

import argparse
import contextlib
import csv
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

EVENTS_ENV = "BJK_NB_EVENTS"  # the file autograder.notebooks.hooks records events in
KIT_META = "blackjack_kit"     # notebook metadata key the kit adds to released notebooks
BEGIN_HIDDEN = "BEGIN HIDDEN TESTS"
MARKER = ".blackjack-kit-grading"  # marks an --out folder autograde made (and may clear again)
# ipykernel's warning on every kernel start; it says nothing a student can act on
KERNEL_NOISE = re.compile(r"Kernel is running over TCP without encryption")
# what the notebook commands import (lazily): missing, they mean the notebook packages are not installed
NOTEBOOK_MODULES = {"nbformat", "nbgrader", "nbclient", "nbconvert", "jupyter_client", "ipykernel", "traitlets",
                    "rich", "sqlalchemy"}
SEVERITY = ["tampered", "tests disagree", "kernel died", "timed out", "error", "not graded",
            "unreadable notebook", "missing notebook", "nothing submitted"]


class NbCourseError(Exception):
    """A problem the person at the prompt can fix, said in one line.

    >>> str(NbCourseError("no assignment 'x'"))
    "no assignment 'x'"
    """


# --- the course on disk ----------------------------------------------------------------------

def default_course() -> Path:
    """`notebooks/` in the current folder if there is one, else the kit's own.

    >>> default_course().name
    'notebooks'
    """
    here = Path("notebooks")
    return here if here.is_dir() else Path(__file__).resolve().parents[2] / "notebooks"


def assignment_names(course: Path) -> list[str]:
    """The assignments of a course: the folders of `source/` that hold notebooks.

    >>> assignment_names(Path("/nonexistent"))
    []
    """
    source = course / "source"
    if not source.is_dir():
        return []
    return sorted(p.name for p in source.iterdir() if p.is_dir() and any(p.glob("*.ipynb")))


def source_folder(course: Path, assignment: str) -> Path:
    """The source folder of one assignment, or a one-line error naming the ones there are.

    >>> source_folder(Path("/nonexistent"), "cards")
    Traceback (most recent call last):
    ...
    autograder.notebooks.course.NbCourseError: no assignment 'cards' in /nonexistent/source (found none)
    """
    folder = course / "source" / assignment
    if not any(folder.glob("*.ipynb")):
        found = ", ".join(assignment_names(course)) or "none"
        raise NbCourseError(f"no assignment {assignment!r} in {course / 'source'} (found {found})")
    return folder


def hidden_tests(nb: Any) -> dict[str, float]:
    """Test cells (grade id -> points) that contain hidden tests, in a source notebook.

    >>> import nbformat
    >>> cell = nbformat.v4.new_code_cell("### BEGIN HIDDEN TESTS\\nassert 1\\n### END HIDDEN TESTS",
    ...     metadata={"nbgrader": {"grade": True, "grade_id": "t1", "points": 2}})
    >>> hidden_tests(nbformat.v4.new_notebook(cells=[cell]))
    {'t1': 2.0}
    """
    found = {}
    for cell in nb.cells:
        meta = cell.get("metadata", {}).get("nbgrader", {})
        if BEGIN_HIDDEN in cell.get("source", "") and meta.get("grade"):
            found[meta.get("grade_id", "?")] = float(meta.get("points", 0))
    return found


def strip_markers(source: str) -> str:
    """A solution cell's source without its `### BEGIN/END SOLUTION` marker lines.

    >>> strip_markers("def f():\\n    ### BEGIN SOLUTION\\n    return 1\\n    ### END SOLUTION")
    'def f():\\n    return 1'
    """
    return "\n".join(line for line in source.split("\n")
                     if "BEGIN SOLUTION" not in line and "END SOLUTION" not in line)


def fill_solutions(released: Any, source: Any) -> Any:
    """A released notebook with every answer cell filled in from the source's solution.

    >>> import nbformat
    >>> meta = {"nbgrader": {"solution": True, "grade_id": "a"}}
    >>> src = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
    ...     "### BEGIN SOLUTION\\nx = 1\\n### END SOLUTION", metadata=meta)])
    >>> rel = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("raise NotImplementedError()", metadata=meta)])
    >>> fill_solutions(rel, src).cells[0].source
    'x = 1'
    """
    answers = {cell.metadata["nbgrader"]["grade_id"]: strip_markers(cell.source)
               for cell in source.cells if cell.get("metadata", {}).get("nbgrader", {}).get("solution")}
    for cell in released.cells:
        meta = cell.get("metadata", {}).get("nbgrader", {})
        if meta.get("solution") and meta.get("grade_id") in answers:
            cell.source = answers[meta["grade_id"]]
    return released


# --- running nbgrader -------------------------------------------------------------------------

def nbgrader_env(scratch: Path, events: Path | None = None) -> dict[str, str]:
    """The environment nbgrader runs in: Jupyter's folders inside `scratch`, the venv's bin on PATH.

    >>> env = nbgrader_env(Path("/tmp/x"))
    >>> env["JUPYTER_CONFIG_DIR"], env["PATH"].split(os.pathsep)[0] == str(Path(sys.executable).parent)
    ('/tmp/x/jupyter/config', True)
    """
    env = dict(os.environ)
    for name in ("config", "data", "runtime"):
        env[f"JUPYTER_{name.upper()}_DIR"] = str(scratch / "jupyter" / name)
    env["IPYTHONDIR"] = str(scratch / "jupyter" / "ipython")
    env["JUPYTER_PREFER_ENV_PATH"] = "0"   # the kit's kernel spec (in the data folder) wins over the venv's
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["PYTHONWARNINGS"] = "ignore"
    env.pop(EVENTS_ENV, None)
    if events is not None:
        env[EVENTS_ENV] = str(events)
    return env


def run_logged(command: list[str], cwd: Path, env: dict[str, str], log: Path,
               on_line: Callable[[str], None] | None = None) -> int:
    """Run a command, its output (timed) appended to `log` and passed to `on_line`; return its exit code.

    >>> log = Path(tempfile.mkdtemp()) / "hi.log"
    >>> run_logged([sys.executable, "-c", "print('hi')"], Path("."), dict(os.environ), log)
    0
    >>> log.read_text().splitlines()[-1].endswith("] hi")
    True
    """
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "a", encoding="utf-8") as out:
        out.write(f"$ {' '.join(command)}\n")
        proc = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                text=True, stdin=subprocess.DEVNULL)
        assert proc.stdout is not None
        started = time.monotonic()
        for line in proc.stdout:
            out.write(f"[{time.monotonic() - started:6.1f}s] {line}")
            if on_line is not None:
                on_line(line)
        return proc.wait()


def _run_nbgrader(args: list[str], root: Path, env: dict[str, str], log: Path,
                  on_line: Callable[[str], None] | None = None) -> int:
    """Run `nbgrader ARGS` in course `root` (this Python's nbgrader), logged to `log`."""
    return run_logged([sys.executable, "-m", "nbgrader", *args], root, env, log, on_line)


def kit_config(kernel_sandbox: bool = False) -> str:
    """The settings the kit adds after the course's own `nbgrader_config.py`.

    >>> "RecordingExecute" in kit_config() and "HideHiddenTests" in kit_config()
    True
    >>> "c.RecordingExecute.kernel_sandbox = True" in kit_config(kernel_sandbox=True)
    True
    """
    from nbconvert.preprocessors import ClearMetadataPreprocessor  # noqa: F401 - named below
    from nbgrader.converters import Autograde
    from nbgrader.preprocessors import Execute, OverwriteCells

    from autograder.sandbox.kernel import startup_seconds

    def names(classes: Iterable[Any], swap: dict[type, str]) -> list[str]:
        return [swap.get(c, f"{c.__module__}.{c.__name__}") if isinstance(c, type) else str(c) for c in classes]

    sanitize = names(Autograde.class_traits()["sanitize_preprocessors"].default(),
                     {OverwriteCells: "autograder.notebooks.hooks.RecordingOverwriteCells"})
    grade = names(Autograde.class_traits()["autograde_preprocessors"].default(),
                  {Execute: "autograder.notebooks.hooks.RecordingExecute"})
    feedback = ["nbgrader.preprocessors.GetGrades", "autograder.notebooks.hooks.HideHiddenTests",
                "nbconvert.preprocessors.CSSHTMLHeaderPreprocessor"]
    return "\n".join([
        "", "# --- added by blackjack-kit (autograder.notebooks.course); these win over the above ---",
        "c = get_config()  # noqa: F821",
        "# survive a dead kernel or a swallowed interrupt, and record it for the gradebook",
        f"c.Autograde.sanitize_preprocessors = {sanitize!r}",
        f"c.Autograde.autograde_preprocessors = {grade!r}",
        "c.OverwriteCells.add_missing_cells = True",
        "# feedback: hidden tests' code removed, tracebacks quoting them replaced",
        f"c.GenerateFeedback.preprocessors = {feedback!r}",
        "# each student's kernel in the pontoon children's sandbox (autograder.sandbox.kernel): bubblewrap,",
        "# user 65534, memory/pids cgroups, ZeroMQ over Unix sockets; off: BJK_NB_KERNEL_SANDBOX=0",
        f"c.RecordingExecute.kernel_sandbox = {bool(kernel_sandbox)!r}",
        "# a kernel's start-up: 60 s times the load per processor when the run began",
        f"c.RecordingExecute.startup_timeout = {int(startup_seconds())}", "",
    ])


def _prepare_work(course: Path, assignment: str, work: Path, kernel_sandbox: bool = False) -> None:
    """Make `work` an nbgrader course holding `assignment`'s source and the kit's config."""
    source = source_folder(course, assignment)
    work.mkdir(parents=True, exist_ok=True)
    for name in ("source", "release", "submitted", "autograded", "feedback", "logs", "shards"):
        shutil.rmtree(work / name, ignore_errors=True)
    for name in ("gradebook.db", "events.jsonl", "nbgrader-grades.csv", "gradebook.csv", "cells.csv"):
        (work / name).unlink(missing_ok=True)
    shutil.copytree(source, work / "source" / assignment,
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    config = course / "nbgrader_config.py"
    text = config.read_text(encoding="utf-8") if config.is_file() else "c = get_config()  # noqa: F821\n"
    (work / "nbgrader_config.py").write_text(text + kit_config(kernel_sandbox), encoding="utf-8")


def _generate(work: Path, assignment: str, env: dict[str, str]) -> list[Path]:
    """nbgrader generate_assignment in `work`; the released notebooks, with hidden-test counts added."""
    import nbformat

    code = _run_nbgrader(["generate_assignment", assignment, "--force"], work, env, work / "logs" / "release.log")
    released = sorted((work / "release" / assignment).glob("*.ipynb"))
    if code != 0 or not released:
        raise NbCourseError(f"nbgrader could not release {assignment!r}: see {work / 'logs' / 'release.log'}")
    for path in released:
        source = nbformat.read(work / "source" / assignment / path.name, as_version=4)
        nb = nbformat.read(path, as_version=4)
        nb.metadata[KIT_META] = {"assignment": assignment, "hidden_tests": hidden_tests(source)}
        nbformat.write(nb, path)
    return released


# --- the kernels' sandbox -----------------------------------------------------------------------

KERNEL_SANDBOX_ENV = "BJK_NB_KERNEL_SANDBOX"  # "0": student kernels run unsandboxed (see nbkernel)


def kernel_sandbox_wanted(flag: bool | None = None) -> bool:
    """Whether autograde starts student kernels in the sandbox: `flag` when given, else yes
    unless `BJK_NB_KERNEL_SANDBOX=0` or `BJK_SANDBOX=off` (autograder.sandbox.kernel.wanted).

    >>> kernel_sandbox_wanted(False)
    False
    """
    if flag is not None:
        return flag
    from autograder.sandbox.kernel import wanted

    return wanted()


# --- release ------------------------------------------------------------------------------------

def release(assignment: str, out: Path, course: Path | None = None) -> list[Path]:
    """Generate the student version of one assignment into `out/<assignment>/`; return its notebooks.

    >>> release("cards", Path("out"), Path("/nonexistent"))
    Traceback (most recent call last):
    ...
    autograder.notebooks.course.NbCourseError: no assignment 'cards' in /nonexistent/source (found none)
    """
    course = course or default_course()
    dest = out / assignment
    source = source_folder(course, assignment).resolve()
    if dest.resolve() == source or dest.resolve() in source.parents:
        raise NbCourseError(f"--out {str(out)!r} would overwrite the source notebooks: choose another folder")
    with tempfile.TemporaryDirectory(prefix="nbrelease-") as tmp:
        work = Path(tmp)
        _prepare_work(course, assignment, work)
        _generate(work, assignment, nbgrader_env(work))
        shutil.rmtree(dest, ignore_errors=True)
        shutil.copytree(work / "release" / assignment, dest)
    for path in dest.rglob("*"):
        if path.is_file():
            path.chmod(0o644)
    return sorted(dest.glob("*.ipynb"))


def release_notebooks(out: Path, course: Path | None = None) -> list[Path]:
    """Release every assignment of the course into `out/<assignment>/`; return all the notebooks.

    >>> release_notebooks(Path(tempfile.mkdtemp()), course=Path("/nonexistent"))
    []
    """
    from concurrent.futures import ThreadPoolExecutor

    course = course or default_course()
    names = assignment_names(course)
    if not names:
        return []
    with ThreadPoolExecutor(max_workers=min(4, len(names))) as pool:
        released = list(pool.map(lambda name: release(name, out, course), names))
    return [path for paths in released for path in paths]


# --- autograde ----------------------------------------------------------------------------------

@dataclass
class StudentResult:
    """One student's result for one assignment, with what went wrong said plainly.

    >>> r = StudentResult("ann", {"deck": 3.0}, {"deck": 5.0}, ["timed out"])
    >>> r.score, r.max_score, r.status
    (3.0, 5.0, 'timed out')
    """

    student: str
    scores: dict[str, float | None]
    max_scores: dict[str, float]
    problems: list[str] = field(default_factory=list)
    details: list[str] = field(default_factory=list)
    restored: list[str] = field(default_factory=list)
    cells: list[dict[str, Any]] = field(default_factory=list)

    @property
    def graded(self) -> bool:
        """Whether nbgrader produced scores (a student it dropped has none)."""
        return "not graded" not in self.problems and "nothing submitted" not in self.problems

    @property
    def score(self) -> float | None:
        """The total score, or None when there is nothing to score."""
        if not self.graded:
            return None
        return sum(s or 0.0 for s in self.scores.values())

    @property
    def max_score(self) -> float:
        """The assignment's total points."""
        return sum(self.max_scores.values())

    @property
    def status(self) -> str:
        """`ok`, or the problems, worst first, joined by `; `."""
        kinds = sorted(set(self.problems), key=lambda k: SEVERITY.index(k) if k in SEVERITY else len(SEVERITY))
        return "; ".join(kinds) or "ok"


@dataclass
class ClassResult:
    """A class's results and where the files are.

    >>> ClassResult("cards", Path("out"), []).problems()
    []
    """

    assignment: str
    out: Path
    students: list[StudentResult]
    notebooks: list[str] = field(default_factory=list)
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)  # how the submissions were read, for the person
    sandbox: str = ""   # the one line saying how the students' kernels were isolated

    @property
    def gradebook(self) -> Path:
        """The kit's gradebook CSV (one row per student)."""
        return self.out / "gradebook.csv"

    def student(self, name: str) -> StudentResult:
        """One student's result, by id."""
        return next(s for s in self.students if s.student == name)

    def problems(self) -> list[str]:
        """One line per student whose grading needs a person to look at it."""
        lines = []
        for s in self.students:
            if s.problems or s.restored:
                what = [*s.details] or ([s.status] if s.problems else [])
                if s.restored:
                    what.append("test cells restored: " + ", ".join(s.restored))
                lines.append(f"{s.student}: " + "; ".join(what))
        return lines


def find_submissions(submitted: Path, assignment: str) -> dict[str, list[Path]]:
    """Student id -> notebooks, from `<student>/<nb>.ipynb` or nbgrader's `<student>/<assignment>/<nb>.ipynb`.

    >>> find_submissions(Path(tempfile.mkdtemp()), "cards")
    {}
    """
    found: dict[str, list[Path]] = {}
    for folder in sorted(p for p in submitted.iterdir() if p.is_dir() and not p.name.startswith(".")):
        inner = folder / assignment
        base = inner if inner.is_dir() else folder
        found[folder.name] = sorted(p for p in base.glob("*.ipynb"))
    return found


def lms_submissions(download: Path, expected: list[str], due: Any = None,
                    late: set[str] | None = None) -> tuple[dict[str, list[Path]], list[str]]:
    """Students' notebooks from an LMS download (a zip, or a flat folder of renamed files).

    Moodle, Canvas and Blackboard names are read by `autograder.outputs.intake`; a plain
    ``<student>_<notebook>.ipynb`` works too. Each notebook is copied, under its own name, into
    a temporary folder per student (removed at exit); anything else is an `NbCourseError`
    naming what was found. With `due`, the students who were late are added to ``late``.

    >>> lms_submissions(Path(tempfile.mkdtemp()), ["cards"])
    Traceback (most recent call last):
    ...
    autograder.notebooks.course.NbCourseError: ... holds no notebooks named like an LMS download ...
    """
    import atexit

    from autograder.outputs.intake import LayoutError, collect_lms

    def notebook_of(name: str) -> str | None:
        matches = [e for e in expected if name == f"{e}.ipynb" or name.endswith(f"_{e}.ipynb")
                   or name.endswith(f"-{e}.ipynb")]
        return max(matches, key=len) if matches else None

    staged = Path(tempfile.mkdtemp(prefix="nb-intake-"))
    atexit.register(shutil.rmtree, staged, True)
    pairs: list[tuple[str, str, Path]] = []          # (student, notebook, file)
    was_late: set[str] = set()
    try:
        for intake in collect_lms(download, ".ipynb", due=due, dest=staged / "download"):
            notebook = notebook_of(Path(intake.given).name)
            if notebook is not None:
                pairs.append((intake.student, notebook, intake.path))
                if intake.late:
                    was_late.add(intake.student)
    except LayoutError:
        loose = sorted(download.glob("*.ipynb")) if download.is_dir() else []
        for path in loose:
            notebook = notebook_of(path.name)
            prefix = path.stem[: -len(notebook) - 1] if notebook and path.stem != notebook else ""
            if not prefix:
                pairs = []
                break
            pairs.append((prefix, notebook, path))
    if not pairs:
        seen = sorted(p.name for p in download.iterdir())[:4] if download.is_dir() else [download.name]
        raise NbCourseError(f"{str(download)!r} holds no notebooks named like an LMS download "
                            f"(<student>_{expected[0] if expected else 'notebook'}.ipynb, or Moodle's, "
                            f"Canvas's or Blackboard's names); found: {', '.join(seen) or 'nothing'}")
    found: dict[str, list[Path]] = {}
    for student, notebook, path in pairs:
        folder = staged / "students" / student
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, folder / f"{notebook}.ipynb")
        found.setdefault(student, [])
        if folder / f"{notebook}.ipynb" not in found[student]:
            found[student].append(folder / f"{notebook}.ipynb")
    note = f"{str(download)!r} read as an LMS download: {len(found)} student(s)"
    if was_late:
        note += f"; late: {', '.join(sorted(was_late))}"
    if late is not None:
        late.update(was_late)
    return {student: sorted(paths) for student, paths in sorted(found.items())}, [note]


def locate_submissions(submitted: Path, assignment: str, expected: list[str] | None = None,
                       due: Any = None, late: set[str] | None = None) -> tuple[dict[str, list[Path]], list[str]]:
    """The students' notebooks (as `find_submissions`) and notes on how the folder was read.

    A folder holding one student's notebooks (`alice/cards.ipynb`, or nbgrader's `alice/cards/`)
    is graded as that one student, with a note saying so; a folder with no students is an error.

    >>> locate_submissions(Path(tempfile.mkdtemp()), "cards")
    Traceback (most recent call last):
    ...
    autograder.notebooks.course.NbCourseError: no student folders in ... expected <student>/<notebook>.ipynb or <student>/cards/<notebook>.ipynb
    """
    layout = f"expected <student>/<notebook>.ipynb or <student>/{assignment}/<notebook>.ipynb"
    if submitted.is_file():
        return lms_submissions(submitted, expected or [assignment], due, late)
    found = find_submissions(submitted, assignment)
    loose = sorted(submitted.glob("*.ipynb"))
    if loose and expected is not None and not all(p.stem in expected for p in loose) and not found:
        return lms_submissions(submitted, expected, due, late)
    with_notebooks = [student for student, paths in found.items() if paths]
    if loose and with_notebooks:
        raise NbCourseError(f"{str(submitted)!r} holds both notebooks and student folders "
                            f"({', '.join(with_notebooks[:3])}): {layout}")
    if loose or with_notebooks == [assignment] == list(found):
        folder = submitted.resolve()
        if loose and folder.name == assignment:  # nbgrader's <student>/<assignment>/, given one level in
            folder = folder.parent
        notebooks = loose or found[assignment]
        note = (f"{str(submitted)!r} holds one student's notebooks, not <student>/ folders: "
                f"graded as one student, {folder.name!r} (for a class, {layout})")
        return {folder.name: notebooks}, [note]
    if not found:
        raise NbCourseError(f"no student folders in {str(submitted)!r}: {layout}")
    if not with_notebooks:
        raise NbCourseError(f"no notebooks in the {len(found)} student folder(s) in {str(submitted)!r}: {layout}")
    return found, []


def _stage_submissions(found: dict[str, list[Path]], expected: list[str], work: Path,
                      assignment: str) -> dict[str, StudentResult]:
    """Copy readable notebooks into `work/submitted/`; start each student's result with what is missing."""
    import nbformat

    results = {}
    for student, paths in found.items():
        result = StudentResult(student, {}, {})
        dest = work / "submitted" / student / assignment
        dest.mkdir(parents=True, exist_ok=True)
        names = {p.stem: p for p in paths}
        if not any(name in names for name in expected):
            result.problems.append("nothing submitted")
            result.details.append(f"no notebook named {', '.join(n + '.ipynb' for n in expected)}")
        for name in expected:
            if name not in names:
                if "nothing submitted" not in result.problems:
                    result.problems.append("missing notebook")
                    result.details.append(f"{name}: not submitted (scored 0)")
                continue
            try:
                nbformat.read(names[name], as_version=4)
            except Exception as error:  # noqa: BLE001 - a broken file is the student's, not ours
                result.problems.append("unreadable notebook")
                result.details.append(f"{name}: not a notebook nbformat can read ({type(error).__name__}; scored 0)")
                continue
            shutil.copy(names[name], dest / f"{name}.ipynb")
        results[student] = result
    return results


def read_events(path: Path) -> list[dict[str, Any]]:
    """The events `autograder.notebooks.hooks` recorded, in order (none when the file is missing).

    >>> read_events(Path("/nonexistent/events.jsonl"))
    []
    """
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _apply_events(results: dict[str, StudentResult], events: list[dict[str, Any]]) -> None:
    """Turn recorded events into each student's problems, details and restored cells."""
    for event in events:
        result = results.get(event.get("student") or "")
        if result is None:
            continue
        where = f"{event.get('notebook')}:{event.get('cell')}"
        if event["kind"] == "restored":
            label = f"{where} ({event.get('why')})"
            if label not in result.restored:
                result.restored.append(label)
            continue
        result.problems.append(event["kind"])
        words = {"kernel died": "the kernel died in cell", "timed out": "timed out in cell"}
        line = f"{event.get('notebook')}: {words.get(event['kind'], 'error in cell')} {event.get('cell')}"
        if event["kind"] == "error":
            line += f" ({event.get('error')})"
        if line not in result.details:
            result.details.append(line)


def _read_scores(work: Path, assignment: str, results: dict[str, StudentResult]) -> list[str]:
    """Fill in scores per notebook and per test cell from nbgrader's gradebook; return the notebook names."""
    from nbgrader.api import Gradebook, MissingEntry

    with Gradebook(f"sqlite:///{work / 'gradebook.db'}") as gb:
        spec = gb.find_assignment(assignment)
        notebooks = [nb.name for nb in spec.notebooks]
        maxima = {nb.name: float(nb.max_score) for nb in spec.notebooks}
        for student, result in results.items():
            result.max_scores = dict(maxima)
            result.scores = {name: None for name in notebooks}
            try:
                submission = gb.find_submission(assignment, student)
            except MissingEntry:
                continue
            manual = 0
            for nb in submission.notebooks:
                result.scores[nb.notebook.name] = float(nb.score)
                for grade in nb.grades:
                    manual += bool(grade.needs_manual_grade and grade.manual_score is None)
                    result.cells.append({"notebook": nb.notebook.name, "cell": grade.name,
                                         "score": float(grade.score), "max_score": float(grade.max_score)})
            if manual:
                result.details.append(f"{manual} answer{'s' if manual != 1 else ''} {MANUAL} "
                                      f"(formgrader, then notebooks export)")
    return notebooks


MANUAL = "to grade by hand"   # the details' words for answers formgrader has not graded yet


def export(assignment: str, out: Path) -> ClassResult:
    """Re-read an autograded class's marks from its nbgrader gradebook into `gradebook.csv`.

    Run it after grading the written answers in formgrader (`nbgrader formgrader` in `out`):
    the hand-given marks join the autograded ones; each row keeps its status and details, and
    says how many answers are still to grade by hand.

    >>> export("cards", Path("/nonexistent/out"))
    Traceback (most recent call last):
    ...
    autograder.notebooks.course.NbCourseError: no autograded class in '/nonexistent/out' (run notebooks autograde first)
    """
    work = out.resolve()
    if not (work / "gradebook.db").is_file() or not (work / "gradebook.csv").is_file():
        raise NbCourseError(f"no autograded class in {str(out)!r} (run notebooks autograde first)")
    results: dict[str, StudentResult] = {}
    with open(work / "gradebook.csv", newline="", encoding="utf-8") as rows:
        for row in csv.DictReader(rows):
            if row["assignment"] != assignment:
                raise NbCourseError(f"{str(out)!r} holds {row['assignment']!r}, not {assignment!r}")
            details = [d for d in row["details"].split("; ") if d and MANUAL not in d]
            results[row["student_id"]] = StudentResult(
                row["student_id"], {}, {}, [] if row["status"] == "ok" else row["status"].split("; "),
                details, [r for r in row["restored_cells"].split("; ") if r])
    notebooks = _read_scores(work, assignment, results)
    result = ClassResult(assignment, work, [results[s] for s in sorted(results)], notebooks)
    _write_gradebook(result)
    return result


def _write_gradebook(result: ClassResult) -> Path:
    """Write `gradebook.csv` (a row per student) and `cells.csv` (a row per test cell); return the
    first. Every cell goes through `autograder.outputs.escape.csv_cell`: student ids, notebook and
    cell names and the details quote what students control."""
    from autograder.outputs.escape import csv_cell   # lazily: the student kit's validator lacks outputs/

    class SafeWriter:
        def __init__(self, out) -> None:
            self.writer = csv.writer(out)

        def writerow(self, row: list) -> None:
            self.writer.writerow([csv_cell(value) for value in row])

    fmt = lambda x: "" if x is None else f"{x:g}"  # noqa: E731
    with open(result.gradebook, "w", newline="", encoding="utf-8") as out:
        writer = SafeWriter(out)
        writer.writerow(["assignment", "student_id", "status", "score", "max_score",
                         *result.notebooks, "restored_cells", "details"])
        for s in result.students:
            writer.writerow([result.assignment, s.student, s.status, fmt(s.score), fmt(s.max_score),
                             *(fmt(s.scores.get(n)) if s.graded else "" for n in result.notebooks),
                             "; ".join(s.restored), "; ".join(s.details)])
    with open(result.out / "cells.csv", "w", newline="", encoding="utf-8") as out:
        writer = SafeWriter(out)
        writer.writerow(["student_id", "notebook", "cell", "score", "max_score"])
        for s in result.students:
            for cell in s.cells:
                writer.writerow([s.student, cell["notebook"], cell["cell"], fmt(cell["score"]), fmt(cell["max_score"])])
    return result.gradebook


def autograde(assignment: str, submitted: Path, out: Path, course: Path | None = None,
              timeout: int | None = None, progress: bool = False, jobs: int = 1,
              due: Any = None, kernel_sandbox: bool | None = None,
              announce: Callable[[str], None] | None = None) -> ClassResult:
    """Autograde a class, make feedback without hidden tests, and write the gradebook; never drop a student.

    >>> autograde("cards", Path("/nonexistent/submitted"), Path("out"))
    Traceback (most recent call last):
    ...
    autograder.notebooks.course.NbCourseError: no folder of submissions at '/nonexistent/submitted'

    With `jobs` > 1 the class is split into that many nbgrader courses graded side by side;
    their gradebooks and folders are merged back, so `out` is one nbgrader course either way.
    Each student's kernel runs in the sandbox (`autograder.sandbox.kernel`) unless `kernel_sandbox`
    is False (None: `kernel_sandbox_wanted`); `result.sandbox` says in one line what was in force,
    and `announce` is given that line once the submissions are read, before anything is run.
    """
    started = time.monotonic()
    course = course or default_course()
    if not submitted.is_dir() and not (submitted.is_file() and submitted.suffix.lower() == ".zip"):
        raise NbCourseError(f"no folder of submissions at {str(submitted)!r}")
    work = out.resolve()
    check_out(work, course, submitted)
    try:                         # the notebooks a download's file names are matched against
        names: list[str] | None = sorted(p.stem for p in source_folder(course, assignment).glob("*.ipynb"))
    except NbCourseError:        # no such assignment: said below, after the submissions are read
        names = None
    late: set[str] = set()
    found, notes = locate_submissions(submitted, assignment, names, due, late)
    sandboxed = kernel_sandbox_wanted(kernel_sandbox)
    from autograder.sandbox.kernel import status

    if announce is not None:
        announce(status(sandboxed))
    _prepare_work(course, assignment, work, sandboxed)
    (work / MARKER).write_text("made by python -m autograder notebooks autograde; safe to delete\n")
    expected = [p.stem for p in _generate(work, assignment, nbgrader_env(work))]
    results = _stage_submissions(found, expected, work, assignment)
    for student in late & set(results):
        results[student].details.append("late (after --due, or flagged late by the LMS)")
    to_grade = [s for s, r in results.items() if "nothing submitted" not in r.problems]
    if not to_grade:
        notes.append(f"no student submitted a notebook named {', '.join(n + '.ipynb' for n in expected)}: "
                     f"is {str(submitted)!r} the class's submissions for {assignment!r}?")
    count = max(1, min(jobs, len(to_grade)))
    shards = [to_grade[i::count] for i in range(count)]
    roots = [work] if len(shards) == 1 else [_make_shard(work, i, shard) for i, shard in enumerate(shards)]
    extra = [f"--Execute.timeout={int(timeout)}"] if timeout is not None else []
    pattern = re.compile(r"Autograding .*[/\\]([^/\\]+)[/\\]" + re.escape(assignment) + r"[/\\]")
    with progress_bar(len(to_grade) * len(expected), assignment, progress) as advance:
        def on_line(line: str) -> None:
            match = pattern.search(line)
            if match:
                advance(match.group(1))
        _in_parallel([(["autograde", assignment, "--force", *extra], root, on_line) for root in roots if to_grade])
    for root in roots:
        _apply_events(results, read_events(root / "events.jsonl"))
    if len(roots) > 1:
        _merge_shards(work, roots)
    for student in to_grade:
        if not (work / "autograded" / student / assignment).is_dir():
            results[student].problems.append("not graded")
            results[student].details.append(
                f"nbgrader could not grade this submission: see the autograde.log files under {work / 'logs'}")
    _check_fresh(work, assignment, results, [s for s in to_grade if results[s].graded], timeout, jobs)
    feedback = [(["generate_feedback", assignment, "--force"], work, None)]
    _in_parallel([(["export", "--to=nbgrader-grades.csv"], work, None),  # both only read the gradebook
                  *(feedback if any(results[s].graded for s in to_grade) else [])])
    notebooks = _read_scores(work, assignment, results)
    result = ClassResult(assignment, work, [results[s] for s in sorted(results)], notebooks, notes=notes,
                         sandbox=status(sandboxed))
    result.seconds = time.monotonic() - started
    _write_gradebook(result)
    return result


def _check_fresh(work: Path, assignment: str, results: dict[str, StudentResult], students: list[str],
                 timeout: int | None, jobs: int) -> None:
    """Decide every test cell again outside the kernel (`autograder.notebooks.fresh`): a cell
    that passed only in the kernel scores 0, and the student is flagged."""
    from autograder.notebooks.fresh import check_class

    for finding in check_class(work, assignment, students, timeout, jobs=max(2, jobs)):
        result = results[finding.student]
        if finding.kind:
            result.problems.append(finding.kind)
        result.details.extend(finding.details)


def check_out(work: Path, course: Path, submitted: Path) -> None:
    """Refuse an output folder the kit would damage: one that holds the course or the submissions,
    or that already holds something this command did not make (it clears its subfolders).

    >>> check_out(Path("/srv/course"), Path("/srv/course"), Path("/srv/in"))
    Traceback (most recent call last):
    ...
    autograder.notebooks.course.NbCourseError: --out '/srv/course' holds the course folder ('/srv/course'): choose a folder of its own
    """
    for inside, what in ((course.resolve(), "the course folder"), (submitted.resolve(), "the submissions")):
        if work == inside or work in inside.parents:
            raise NbCourseError(f"--out {str(work)!r} holds {what} ({str(inside)!r}): choose a folder of its own")
    if work in submitted.resolve().parents or submitted.resolve() in work.parents:
        raise NbCourseError(f"--out {str(work)!r} is inside the submissions: choose a folder of its own")
    if work.is_dir() and any(work.iterdir()) and not (work / MARKER).is_file():
        raise NbCourseError(f"--out {str(work)!r} already holds files this command did not make: "
                            "choose a new or empty folder")


def _make_shard(work: Path, index: int, students: list[str]) -> Path:
    """A copy of the generated course in `work/shards/<index>` holding only `students`' submissions."""
    root = work / "shards" / str(index)
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    for name in ("source", "release"):
        shutil.copytree(work / name, root / name)
    for name in ("nbgrader_config.py", "gradebook.db"):
        shutil.copy(work / name, root / name)
    for student in students:
        shutil.move(str(work / "submitted" / student), root / "submitted" / student)
    return root


def _merge_shards(work: Path, roots: list[Path]) -> None:
    """Gather the shards' gradebooks, submissions, autograded notebooks and logs into `work`."""
    _merge_databases(work / "gradebook.db", [root / "gradebook.db" for root in roots])
    for root in roots:
        for name in ("submitted", "autograded"):
            for student in sorted((root / name).glob("*")) if (root / name).is_dir() else []:
                dest = work / name / student.name
                shutil.rmtree(dest, ignore_errors=True)
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.move(str(student), dest)
        log = root / "logs" / "autograde.log"
        if log.is_file():
            (work / "logs").mkdir(exist_ok=True)
            shutil.copy(log, work / "logs" / f"autograde-{root.name}.log")
    shutil.rmtree(work / "shards", ignore_errors=True)


def _merge_databases(main: Path, shards: list[Path]) -> int:
    """Copy the shards' students, submissions, grades and comments into the `main` nbgrader gradebook.

    The shards start as copies of `main`, so shared rows keep their ids and are skipped; what
    each shard added (all keyed by fresh uuids) is inserted. Returns the number of rows added.
    """
    import sqlite3

    added = 0
    with sqlite3.connect(main) as db:
        tables = [row[0] for row in db.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name != 'alembic_version'")]
        for index, shard in enumerate(shards):
            db.execute(f"ATTACH DATABASE ? AS shard{index}", (str(shard),))
            before = db.total_changes
            for table in tables:
                db.execute(f'INSERT OR IGNORE INTO main."{table}" SELECT * FROM shard{index}."{table}"')
            added += db.total_changes - before
            db.commit()
            db.execute(f"DETACH DATABASE shard{index}")
    return added


def _in_parallel(commands: list[tuple[list[str], Path, Callable[[str], None] | None]]) -> list[int]:
    """Run nbgrader commands (args, course root, line callback) side by side; their exit codes."""
    from concurrent.futures import ThreadPoolExecutor

    def one(command: tuple[list[str], Path, Callable[[str], None] | None]) -> int:
        args, root, on_line = command
        env = nbgrader_env(root, root / "events.jsonl")
        return _run_nbgrader(args, root, env, root / "logs" / f"{args[0]}.log", on_line)

    if not commands:
        return []
    with ThreadPoolExecutor(max_workers=len(commands)) as pool:
        return list(pool.map(one, commands))


class progress_bar:
    """A Rich progress bar over the notebooks nbgrader grades (silent unless `show`).

    >>> with progress_bar(2, "cards", False) as advance:
    ...     advance("ann")
    """

    def __init__(self, total: int, assignment: str, show: bool) -> None:
        self.total, self.assignment, self.show = total, assignment, show

    def __enter__(self) -> Callable[[str], None]:
        if not self.show:
            return lambda student: None
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        from autograder.outputs import escape

        self.bar = Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                            TextColumn("notebooks"), TimeElapsedColumn(),
                            TextColumn("{task.fields[student]}", markup=False),   # a student id: never markup
                            console=Console(stderr=True))
        self.task = self.bar.add_task(f"autograding {self.assignment}", total=self.total, student="")
        self.bar.start()
        return lambda student: self.bar.update(self.task, advance=1, student=escape.visible(student))

    def __exit__(self, *exc: object) -> None:
        if self.show:
            self.bar.update(self.task, completed=self.total, student="")
            self.bar.stop()


def _print_summary(result: ClassResult) -> None:
    """The class's scores as a Rich table, then one line per student who needs a look."""
    from rich.console import Console
    from rich.table import Table

    from autograder.outputs import escape

    console = Console()
    for note in result.notes:
        console.print(escape.terminal(f"note: {note}"), style="yellow")
    count = len(result.students)
    table = Table(title=f"{result.assignment}: {count} student{'' if count == 1 else 's'} in {result.seconds:.0f} s")
    for column in ["student", *result.notebooks, "score", "status", "restored test cells"]:
        table.add_column(column, justify="right" if column in result.notebooks or column == "score" else "left")
    for s in result.students:
        cells = [f"{s.scores[n]:g}" if s.graded and s.scores.get(n) is not None else "-" for n in result.notebooks]
        score = f"{s.score:g}/{s.max_score:g}" if s.score is not None else f"-/{s.max_score:g}"
        style = "" if s.status == "ok" else "bold red"
        status = escape.terminal(s.status)
        if style:
            status.stylize(style)
        table.add_row(escape.terminal(s.student), *cells, score, status,    # student text: never markup
                      escape.terminal(", ".join(s.restored)))
    console.print(table)
    problems = result.problems()
    console.print(f"{len(problems)} student(s) need a look" + (":" if problems else "."))
    for line in problems:
        console.print(escape.terminal(f"  {line}"))
    console.print(f"gradebook: {result.gradebook}  per cell: {result.out / 'cells.csv'}  "
                  f"feedback: {result.out / 'feedback'}", markup=False)


# --- validate -----------------------------------------------------------------------------------

def hidden_for(path: Path, nb: Any, course: Path | None) -> dict[str, float] | None:
    """Hidden test cells for a student's notebook: from the release's metadata, else the course source.

    >>> import nbformat
    >>> hidden_for(Path("x.ipynb"), nbformat.v4.new_notebook(), Path("/nonexistent")) is None
    True
    """
    import nbformat

    meta = nb.metadata.get(KIT_META, {})
    if "hidden_tests" in meta:
        return {k: float(v) for k, v in meta["hidden_tests"].items()}
    if course is not None:
        for source in sorted((course / "source").glob(f"*/{path.name}")):
            return hidden_tests(nbformat.read(source, as_version=4))
    return None


def validate_notebook(path: Path, course: Path | None, timeout: int | None, say: Callable[[str], None]) -> bool:
    """Validate one notebook as nbgrader would, say what failed and what was not run; return whether it passed.

    >>> validate_notebook(Path("nope.ipynb"), None, None, print)
    nope.ipynb: no such notebook
    False
    """
    import nbformat
    from nbgrader.validator import Validator
    from traitlets.config import Config

    if not path.is_file():
        say(f"{path}: no such notebook")
        return False
    try:
        nb = nbformat.read(path, as_version=4)
    except Exception as error:  # noqa: BLE001 - a broken file is reported, not raised
        say(f"{path}: not a notebook Jupyter can read ({type(error).__name__})")
        return False
    config = Config()
    if timeout is not None:
        config.Execute.timeout = int(timeout)
    try:
        results = Validator(config=config).validate(str(path))
    except Exception as error:  # noqa: BLE001 - the student's code may kill the kernel
        name = type(error).__name__
        kind = ("the Python kernel died (does the notebook call exit()?)" if "Dead" in name
                else "a cell never finished, even when interrupted (an infinite loop?)" if "Timeout" in name
                else f"it could not be run to the end ({name})")
        say(f"{path.name}: FAILED: {kind}")
        return False
    tests, written = graded_cells(nb)
    unanswered, failures = split_failures(results.get("failed", []), written)
    passed = True
    for cell in results.get("type_changed", []):
        passed = False
        say(f"{path.name}: a cell's type was changed from {cell['new_type']} to {cell['old_type']}:\n"
            f"{indent(cell['source'])}")
    for cell in results.get("changed", []):
        passed = False
        say(f"{path.name}: a test cell was edited; the grader will put it back as it was:\n{indent(cell['source'])}")
    from autograder.notebooks.messages import failure_report  # one line a failed cell, no traceback

    for line in failure_report(failures):
        passed = False
        say(f"{path.name}: {line}")
    if passed:
        say(f"{path.name}: all {len(tests)} visible test cells pass.")
    elif failures:
        say(f"{path.name}: {len(failures)} of {len(tests)} test cells fail.")
    if written:
        say(f"{path.name}: {written_answers(len(written), len(unanswered))}")
    hidden = hidden_for(path, nb, course)
    if hidden is None:
        say(f"{path.name}: the grader may also run hidden tests that validation cannot see.")
    elif hidden:
        say(f"{path.name}: {len(hidden)} test cell(s) (worth {sum(hidden.values()):g} points) also have "
            "hidden tests that only the grader runs; passing here does not guarantee those points.")
    else:
        say(f"{path.name}: this notebook has no hidden tests.")
    return passed


def graded_cells(nb: Any) -> tuple[list[Any], list[Any]]:
    """A notebook's autograded test cells, and its answers and tasks graded by the instructor.

    >>> import nbformat
    >>> test = nbformat.v4.new_code_cell("assert 1", metadata={"nbgrader": {"grade": True, "solution": False}})
    >>> essay = nbformat.v4.new_markdown_cell("YOUR ANSWER HERE", metadata={"nbgrader": {"grade": True, "solution": True}})
    >>> [len(cells) for cells in graded_cells(nbformat.v4.new_notebook(cells=[test, essay]))]
    [1, 1]
    """
    tests, manual = [], []
    for cell in nb.cells:
        meta = cell.get("metadata", {}).get("nbgrader", {})
        if meta.get("task") or (meta.get("grade") and meta.get("solution")):
            manual.append(cell)
        elif meta.get("grade") and cell.get("cell_type") == "code":
            tests.append(cell)
    return tests, manual


def split_failures(failed: list[dict[str, str]], manual: list[Any]) -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    """nbgrader's failed cells split into unanswered manually graded answers and failed tests.

    >>> split_failures([{"source": "YOUR ANSWER HERE"}, {"source": "assert f()"}],
    ...                [{"source": "YOUR ANSWER HERE\\n"}])
    ([{'source': 'YOUR ANSWER HERE'}], [{'source': 'assert f()'}])
    """
    answers = {cell["source"].strip() for cell in manual}
    unanswered = [cell for cell in failed if cell["source"].strip() in answers]
    return unanswered, [cell for cell in failed if cell["source"].strip() not in answers]


def written_answers(count: int, unanswered: int) -> str:
    """What validation says about the answers the instructor grades by hand.

    >>> written_answers(1, 1)
    "1 written answer is graded by your instructor, not by these tests; it still says 'YOUR ANSWER HERE'."
    >>> written_answers(2, 0)
    '2 written answers are graded by your instructor, not by these tests.'
    """
    said = f"{count} written answer{'s are' if count != 1 else ' is'} graded by your instructor, not by these tests"
    if unanswered:
        said += (f"; {'it still says' if count == 1 else f'{unanswered} still say'} 'YOUR ANSWER HERE'")
    return said + "."


def indent(text: str, prefix: str = "    ") -> str:
    """Every line of `text` indented by `prefix`.

    >>> indent("a\\nb")
    '    a\\n    b'
    """
    return "\n".join(prefix + line for line in text.splitlines())


@contextlib.contextmanager
def dropping_stderr(noise: re.Pattern[str] = KERNEL_NOISE) -> Iterator[None]:
    """While inside, lines written to stderr (file descriptor 2, so also by the kernels this process
    starts) that match `noise` are dropped; every other line passes through.

    >>> with dropping_stderr():
    ...     code = subprocess.call([sys.executable, "-c", "print('Kernel is running over TCP without encryption.')"])
    """
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):  # no real stderr: nothing to filter
        yield
        return
    read, write = os.pipe()
    os.dup2(write, 2)
    os.close(write)

    def pump() -> None:
        with open(read, "rb") as pipe:
            for line in pipe:
                if not noise.search(line.decode("utf-8", "replace")):
                    try:
                        os.write(saved, line)
                    except OSError:
                        pass

    thread = threading.Thread(target=pump, name="dropping_stderr", daemon=True)
    thread.start()
    try:
        yield
    finally:
        with contextlib.suppress(Exception):
            sys.stderr.flush()
        os.dup2(saved, 2)
        thread.join(timeout=2)  # ends when the last writer (a kernel still shutting down) closes
        if not thread.is_alive():
            os.close(saved)


def install_hint(kit: Path | None = None) -> str:
    """How to install the notebook packages, for the kit this file is in (the student kit has
    `requirements-notebooks.txt`, the full kit a Makefile).

    >>> install_hint(Path("/nonexistent"))
    'python -m pip install -r requirements-notebooks.txt (student kit) or make venv (the full kit)'
    """
    kit = kit or Path(__file__).resolve().parents[2]
    student = "python -m pip install -r requirements-notebooks.txt"
    if (kit / "requirements-notebooks.txt").is_file():
        return student
    if (kit / "Makefile").is_file():
        return "make venv (then use .venv/bin/python)"
    return f"{student} (student kit) or make venv (the full kit)"


# --- command line -------------------------------------------------------------------------------

class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line and exit 2, never a traceback
        self.exit(2, f"{self.prog}: {message}\n")


def parser() -> argparse.ArgumentParser:
    """The `notebooks` command's argument parser.

    >>> parser().parse_args(["release", "cards"]).command
    'release'
    """
    p = _Parser(prog="python -m autograder notebooks",
                description="nbgrader round trip for the course notebooks, with nbgrader's gaps closed.")
    p.add_argument("--course", type=Path, default=None, help="the course folder (default: notebooks/)")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    r = sub.add_parser("release", help="generate the student version of an assignment")
    r.add_argument("assignment")
    r.add_argument("--out", type=Path, default=None, help="where to put <assignment>/ (default: COURSE/release)")
    a = sub.add_parser("autograde", help="autograde a class, write feedback and the gradebook")
    a.add_argument("assignment")
    a.add_argument("submitted", type=Path, help="<student>/<notebook>.ipynb or <student>/<assignment>/<notebook>.ipynb")
    a.add_argument("--out", type=Path, default=None, help="working course and results (default: nb-grading/<assignment>)")
    a.add_argument("--timeout", type=int, default=None, help="seconds per cell (default: nbgrader_config.py)")
    a.add_argument("--jobs", type=int, default=1, help="grade in this many nbgrader processes at once (default 1)")
    a.add_argument("--quiet", action="store_true", help="no progress bar")
    a.add_argument("--no-kernel-sandbox", dest="kernel_sandbox", action="store_false", default=None,
                   help="run student kernels as this user, outside the sandbox (or BJK_NB_KERNEL_SANDBOX=0)")
    a.add_argument("--due", metavar="WHEN", default=None,
                   help="the deadline (ISO date or date-time): LMS submissions after it are marked late")
    e = sub.add_parser("export", help="rewrite the gradebook with the marks given in formgrader")
    e.add_argument("assignment")
    e.add_argument("--out", type=Path, default=None, help="the autograded class (default: nb-grading/<assignment>)")
    v = sub.add_parser("validate", help="run a notebook's visible tests, as a student")
    v.add_argument("notebooks", nargs="+", type=Path)
    v.add_argument("--timeout", type=int, default=None, help="seconds per cell (default 30)")
    for each in (r, a, e, v):
        each.add_argument("--course", type=Path, default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    return p


def main(argv: list[str] | None = None) -> int:
    """`python -m autograder notebooks ...`: release, autograde or validate; 2 on bad usage.

    >>> main(["release", "nope", "--course", "/nonexistent"])
    2
    """
    try:
        args = parser().parse_args(argv)
    except SystemExit as stop:  # bad usage (2, one line already on stderr) or --help (0)
        return stop.code if isinstance(stop.code, int) else 2
    course = args.course or default_course()
    try:
        if args.command == "release":
            paths = release(args.assignment, args.out or course / "release", course)
            for path in paths:
                print(path)
            return 0
        if args.command == "autograde":
            out = args.out or Path("nb-grading") / args.assignment
            if args.jobs < 1:
                raise NbCourseError(f"--jobs must be at least 1, not {args.jobs!r}")
            due = None
            if args.due is not None:
                from autograder.outputs.intake import parse_due
                try:
                    due = parse_due(args.due)
                except ValueError as error:
                    raise NbCourseError(str(error)) from None
            result = autograde(args.assignment, args.submitted, out, course, args.timeout,
                               progress=not args.quiet and sys.stderr.isatty(), jobs=args.jobs, due=due,
                               kernel_sandbox=args.kernel_sandbox,
                               announce=lambda line: print(line, file=sys.stderr, flush=True))
            _print_summary(result)
            return 0
        if args.command == "export":
            result = export(args.assignment, args.out or Path("nb-grading") / args.assignment)
            _print_summary(result)
            return 0
        with dropping_stderr():
            ok = [validate_notebook(path, course, args.timeout, print) for path in args.notebooks]
        return 0 if all(ok) else 1
    except NbCourseError as error:
        print(f"notebooks {args.command}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except Exception as error:  # noqa: BLE001 - a person at a prompt never sees a traceback
        if isinstance(error, ModuleNotFoundError) and (error.name or "").split(".")[0] in NOTEBOOK_MODULES:
            print(f"notebooks {args.command}: needs nbgrader and Jupyter, which are not installed here "
                  f"(no module {error.name!r}); install them with: {install_hint()}", file=sys.stderr)
            return 2
        print(f"notebooks {args.command}: unexpected {type(error).__name__}: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
