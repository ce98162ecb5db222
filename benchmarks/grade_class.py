"""Benchmark: grade a generated class as an instructor does, with and without the sandbox, and
the same submissions through nbgrader, all in one run.

    python benchmarks/grade_class.py                # 300 submissions (a few minutes)
    python benchmarks/grade_class.py --quick        # 24 submissions, 2 nbgrader students (< 1 min)
    python benchmarks/grade_class.py --size 60 --no-nbgrader --no-off
    python benchmarks/grade_class.py --profile 12   # also: where the time goes per submission
    python benchmarks/grade_class.py --save figures.json

The class is written to a temporary folder, one student folder each, from the kit's own
submissions taken in turn in a fixed shuffled order: the model answers (``versions/vN``), every
mutant of ``tests/mutations.py`` (one planted mistake each), the beginner corpus
(``tests/corpus/beginners``: scripts, ``main()``-only programs and function style, correct,
faulty and ungradeable, one endless loop among them) and the sample class (``examples/class``,
another endless loop). Each copy ends with a comment naming its student, so no two files are
the same bytes.

The class is graded by the real command line, timed end to end:
``python -m autograder grade CLASS --out OUT --jobs 2 --seed S``, once with the sandbox as the
machine allows it (``BJK_SANDBOX=auto``) and once without it (``BJK_SANDBOX=off``: the same
children, same user, resource limits only; see `autograder.sandbox.child.configure`). The same seed
plays the same games in both, so the marks must agree. Per-submission seconds are the
``execution_time`` of each ``results.json``. nbgrader autogrades a few of the same submissions
(the function-style ones) as a one-notebook course whose test cells check the rules, in one
``nbgrader autograde`` command, and its seconds per submission are printed with the ratio.

Glossary: *wall per submission* is the class's end-to-end seconds divided by its size (what
``--jobs 2`` buys on two cores); *per-submission seconds* (median, p90) are each submission's own
grading time while the other job runs beside it; *CPU seconds* are those of the whole command and
everything it started, bubblewrap's children included (a cpuacct cgroup of its own, `CpuMeter`,
where the machine has cgroup v1): unlike wall times they hardly move with the machine's load;
the *fixed cost* is what one ``grade`` command costs whatever the class (start-up, the budget's
workers, the class page), measured on a one-student class; the *sandbox's cost* is the
difference between the two modes in one run; nbgrader's *marginal* seconds are per notebook
beyond its command's start-up. ``--profile N`` grades N of the submissions in this process (the
same command line, ``--jobs 1``) with a stopwatch around the grader's steps, and times empty
children in each sandbox mode.
"""
from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import json
import os
import platform
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
BIN = Path(PYTHON).parent
FULL_SIZE, QUICK_SIZE = 300, 24
FULL_NB, QUICK_NB = 6, 2
SEED = 2024
TARGET_MEDIAN, TARGET_CLASS = 0.3, 60.0      # issue 10: median s/submission; 300 in s, --jobs 2


# ---- the class ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Source:
    """One distinct submission the class is made from: its kind, its name and its text.

    >>> Source("model", "v1", "VERSION = 1\\n").kind
    'model'
    """

    kind: str       # model | mutant | beginner | example
    name: str
    text: str


def _mutations():
    """The kit's mutation table (``tests/mutations.py``), loaded from its file."""
    spec = importlib.util.spec_from_file_location("bjk_bench_mutations", ROOT / "tests" / "mutations.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules[spec.name] = module                 # dataclasses look their module up
    spec.loader.exec_module(module)                 # type: ignore[union-attr]
    return module.MUTATIONS


def sources() -> list[Source]:
    """Every distinct submission the kit has: model answers, mutants, beginners, sample class.

    >>> kinds = {s.kind for s in sources()}; sorted(kinds)
    ['beginner', 'example', 'model', 'mutant']
    """
    found = [Source("model", f"v{v}", (ROOT / f"versions/v{v}/pontoon.py").read_text(encoding="utf-8"))
             for v in (1, 2, 3, 4) if (ROOT / f"versions/v{v}/pontoon.py").is_file()]
    for name, mutation in sorted(_mutations().items()):
        try:
            found.append(Source("mutant", name, mutation.source()))
        except ValueError:          # the model answer moved under the mutation: skip it
            continue
    for kind, folder in (("beginner", ROOT / "tests/corpus/beginners"), ("example", ROOT / "examples/class")):
        for path in sorted(folder.glob("*/pontoon.py")):
            found.append(Source(kind, path.parent.name, path.read_text(encoding="utf-8")))
    return found


def make_class(folder: Path, size: int, seed: int = SEED) -> dict[str, Source]:
    """Write `size` student folders under `folder` (every source in turn, in a shuffled order
    fixed by `seed`); return each student's id with the source it is a copy of.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> made = make_class(d, 5); sorted(made) == sorted(p.name for p in d.iterdir())
    True
    >>> len({(d / s / "pontoon.py").read_bytes() for s in made})
    5
    """
    pool = sources()
    random.Random(seed).shuffle(pool)
    made: dict[str, Source] = {}
    for i in range(size):
        source = pool[i % len(pool)]
        student = f"s{i:03d}"
        (folder / student).mkdir(parents=True)
        text = source.text if source.text.endswith("\n") else source.text + "\n"
        (folder / student / "pontoon.py").write_text(f"{text}# student {student}\n", encoding="utf-8")
        made[student] = source
    return made


# ---- figures -----------------------------------------------------------------------------

def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) of `values`, by nearest rank.

    >>> percentile([1, 2, 3, 4], 50), percentile([1, 2, 3, 4], 90), percentile([], 50)
    (2, 4, 0.0)
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def machine() -> str:
    """The machine, in one line: CPUs this process may use, load average, Python.

    >>> "CPUs" in machine() and "load average" in machine()
    True
    """
    try:
        usable = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        usable = os.cpu_count() or 1
    return (f"{os.cpu_count()} CPUs ({usable} usable), load average {load()}, "
            f"Python {platform.python_version()}, {platform.system()} {platform.release()}")


def load() -> str:
    """The 1, 5 and 15 minute load averages.

    >>> len(load().split(", "))
    3
    """
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


@dataclass
class KitRun:
    """One run of the kit's grader over the class: its end-to-end time and each results.json."""

    mode: str
    wall: float
    docs: dict[str, dict]       # student -> results.json
    sandbox: str                # the line the grader printed about the sandbox
    load_before: str
    load_after: str
    returncode: int
    cpu: float | None = None    # CPU seconds of the whole command (`CpuMeter`), where measurable

    def per(self, students: list[str] | None = None) -> list[float]:
        """Per-submission seconds (results.json execution_time), for `students` or everyone."""
        names = self.docs if students is None else [s for s in students if s in self.docs]
        return [float(self.docs[s].get("execution_time") or 0.0) for s in names]

    def marks(self) -> dict[str, float]:
        """Each student's score."""
        return {s: d.get("score", 0) for s, d in self.docs.items()}


CPUACCT = Path("/sys/fs/cgroup/cpuacct")     # cgroup v1: CPU time of a whole process tree


class CpuMeter:
    """The CPU seconds a command and everything it starts use, bubblewrap's children included:
    the command runs in a cpuacct cgroup of its own (cgroup v1, where this user may make one);
    elsewhere `seconds` is None.

    >>> meter = CpuMeter(); argv = meter.wrap(["/bin/true"]); _ = subprocess.run(argv)
    >>> meter.close(); meter.seconds is None or meter.seconds >= 0
    True
    """

    def __init__(self) -> None:
        self.folder: Path | None = None
        self.seconds: float | None = None
        for stale in CPUACCT.glob("bjk-bench-*") if CPUACCT.is_dir() else ():
            try:                # left by a benchmark that is gone: only an empty one is removed
                os.kill(int(stale.name.split("-")[2]), 0)
            except ProcessLookupError:
                try:
                    stale.rmdir()
                except OSError:
                    pass
            except (ValueError, IndexError, OSError):
                pass
        try:
            folder = CPUACCT / f"bjk-bench-{os.getpid()}-{time.monotonic_ns()}"
            folder.mkdir()
            self.folder = folder
        except OSError:
            pass

    def wrap(self, argv: list[str]) -> list[str]:
        """`argv` joining the cgroup before anything runs (as is, without one)."""
        if self.folder is None:
            return argv
        return ["/bin/sh", "-c", 'echo $$ > "$1/cgroup.procs" || exit 125; shift; exec "$@"', "sh",
                str(self.folder), *argv]

    def close(self) -> None:
        """Read the CPU time used, then remove the cgroup (once every process in it has ended)."""
        if self.folder is None:
            return
        try:
            self.seconds = int((self.folder / "cpuacct.usage").read_text()) / 1e9
        except (OSError, ValueError):
            self.seconds = None
        deadline = time.monotonic() + 10
        while True:
            try:
                self.folder.rmdir()
                break
            except OSError:
                if time.monotonic() > deadline:     # something still runs in it: leave it
                    break
                time.sleep(0.05)
        self.folder = None


def grade_with_kit(folder: Path, out: Path, jobs: int, mode: str, seed: int) -> KitRun:
    """Grade the class with the real command line in sandbox mode `mode`; read every results.json."""
    env = {**os.environ, "BJK_SANDBOX": mode}
    before = load()
    meter = CpuMeter()
    start = time.perf_counter()
    try:
        done = subprocess.run(meter.wrap([PYTHON, "-m", "autograder", "grade", str(folder), "--out",
                                          str(out), "--jobs", str(jobs), "--seed", str(seed),
                                          "--force"]),
                              capture_output=True, text=True, cwd=ROOT, env=env)
    finally:
        wall = time.perf_counter() - start
        meter.close()
    docs = {}
    for path in sorted(out.glob("*/results.json")):
        try:
            docs[path.parent.name] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
    line = next((x for x in done.stderr.splitlines() if x.startswith("sandbox: ")), "sandbox: ?")
    if done.returncode != 0:
        tail = done.stderr.strip().splitlines()[-1:] or ["(nothing on stderr)"]
        print(f"  the kit's grader exited {done.returncode} in mode {mode}: {tail[0]}")
    return KitRun(mode, wall, docs, line, before, load(), done.returncode, meter.seconds)


def kit_line(run: KitRun, n: int) -> str:
    """One line of figures for a kit run.

    >>> kit_line(KitRun("auto", 6.0, {"a": {"execution_time": 0.2}}, "", "1", "1", 0), 1)
    'kit sandbox auto --jobs 2: class 6.0 s for 1 (6.000 s/submission wall); per submission median 0.200 s, p90 0.200 s, max 0.200 s; load 1 -> 1'
    """
    per = run.per()
    return (f"kit sandbox {run.mode:<4} --jobs 2: class {run.wall:.1f} s for {n} "
            f"({run.wall / max(n, 1):.3f} s/submission wall); per submission median "
            f"{statistics.median(per or [0.0]):.3f} s, p90 {percentile(per, 90):.3f} s, max "
            f"{max(per or [0.0]):.3f} s; load {run.load_before.split(',')[0]} -> "
            f"{run.load_after.split(',')[0]}")


def by_kind(run: KitRun, made: dict[str, Source]) -> str:
    """Median per-submission seconds for each kind of submission, in one line."""
    parts = []
    for kind in ("model", "mutant", "beginner", "example"):
        per = run.per([s for s, src in made.items() if src.kind == kind])
        if per:
            parts.append(f"{kind} {statistics.median(per):.3f} s (n={len(per)})")
    slow = sorted(((t, s) for s, t in zip(run.docs, run.per())), reverse=True)[:3]
    names = ", ".join(f"{made[s].name} {t:.1f} s" for t, s in slow if s in made)
    return "  median by kind: " + "; ".join(parts) + (f"; slowest: {names}" if names else "")


# ---- nbgrader: the same submissions as a one-notebook course -----------------------------

HELPERS = '''\
RANK_NAMES = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
              "Eight", "Nine", "Ten", "Jack", "Queen", "King")

def mk(value, version=None):
    """A card of this value in the submission's version's representation."""
    version = version or globals().get("VERSION", 1)
    if version == 1:
        return value
    if version == 2:
        return RANK_NAMES[value - 1]
    return (RANK_NAMES[value - 1], "Hearts")
'''

TESTS = {
    "test_card_values": (6, "assert [card_value(mk(v)) for v in range(1, 11)] == list(range(1, 11))"),
    "test_ace_counts_one": (6, "assert hand_value([mk(1), mk(10)]) == 11"),
    "test_computer_draws": (8, "deck = [mk(10)] + [mk(1)] * 30\n"
                               "cards = computer_turn(iter(deck).__next__)\n"
                               "assert hand_value(cards) == max(10, STICK_AT)"),
    "test_decide_winner": (23, "assert decide_winner(25, 23) == 'draw'\n"
                               "assert decide_winner(22, 15) == 'player'\n"
                               "assert decide_winner(15, 22) == 'computer'\n"
                               "assert decide_winner(18, 18) == 'draw'\n"
                               "assert decide_winner(18, 20) == 'player'"),
    "test_player_stops_at_bust": (6, "deck = [mk(10)] * 5\n"
                                     "cards = player_turn(iter(deck).__next__, lambda p: 't', "
                                     "lambda *a: None)\n"
                                     "assert len(cards) == 3"),
}
FUNCTIONS = ("card_value", "hand_value", "computer_turn", "decide_winner", "player_turn")


def _meta(grade_id: str, *, solution: bool = False, points: int | None = None,
          locked: bool = False) -> dict:
    """nbgrader cell metadata (schema 3).

    >>> _meta("t", points=2)["nbgrader"]["points"]
    2
    """
    meta = {"grade": points is not None, "grade_id": grade_id, "locked": locked,
            "schema_version": 3, "solution": solution, "task": False}
    if points is not None:
        meta["points"] = points
    return {"nbgrader": meta}


def make_notebook(solution: str):
    """The assignment notebook with `solution` as its answer cell."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Pontoon\nWrite the game's functions below.",
                                      metadata=_meta("instructions", locked=True)),
        nbformat.v4.new_code_cell(solution, metadata=_meta("pontoon", solution=True)),
        nbformat.v4.new_code_cell(HELPERS, metadata=_meta("helpers", locked=True)),
    ]
    for grade_id, (points, source) in TESTS.items():
        nb.cells.append(nbformat.v4.new_code_cell(
            source, metadata=_meta(grade_id, points=points, locked=True)))
    return nb


def as_cell(text: str) -> str:
    """A submission's code as a notebook answer: no `if __name__ == "__main__":` block.

    >>> as_cell('x = 1\\nif __name__ == "__main__":\\n    main()\\n')
    'x = 1'
    """
    return re.split(r"\nif __name__ == .__main__.:", text)[0]


def notebook_students(folder: Path, made: dict[str, Source], count: int) -> list[str]:
    """`count` students whose files define every function the notebook's tests call and never
    wait for input at the top level (a notebook answer is imported, not run as a script)."""
    chosen = []
    for student, source in made.items():
        if all(f"def {name}(" in source.text for name in FUNCTIONS) and \
                re.search(r"\nif __name__ == .__main__.:", source.text) and \
                source.name not in {s.name for s in (made[c] for c in chosen)}:
            chosen.append(student)
        if len(chosen) == count:
            break
    return chosen


@dataclass
class NbRun:
    """nbgrader's autograde of a few students: its wall time, its set-up time, what it graded."""

    wall: float
    setup: float
    students: list[str]
    graded: int
    returncode: int
    load_before: str
    first: float = 0.0          # the same command for the first student alone
    cpu: float | None = None    # CPU seconds of the command for every student (`CpuMeter`)
    first_cpu: float | None = None

    @property
    def marginal_cpu(self) -> float | None:
        """CPU seconds per notebook beyond the command's start, like `marginal`.

        >>> NbRun(10.0, 0.0, ["a", "b"], 2, 0, "", 4.0, 5.0, 3.0).marginal_cpu
        2.0
        """
        n = len(self.students)
        if self.cpu is None:
            return None
        if n < 2 or self.first_cpu is None:
            return self.cpu / max(n, 1)
        return max(self.cpu - self.first_cpu, 0.0) / (n - 1)

    @property
    def marginal(self) -> float:
        """Seconds per notebook beyond the command's own start: (all - one) / (n - 1); with one
        student, that student's whole time.

        >>> NbRun(10.0, 0.0, ["a", "b", "c"], 3, 0, "", first=4.0).marginal
        3.0
        """
        n = len(self.students)
        if n < 2 or not self.first:
            return self.wall / max(n, 1)
        return max(self.wall - self.first, 0.0) / (n - 1)


def grade_with_nbgrader(folder: Path, students: list[str], work: Path) -> NbRun:
    """Autograde `students` as an nbgrader course in one command (plain nbgrader: kernels run
    as the grader's user, no sandbox); the set-up (generate_assignment) is timed apart."""
    import nbformat

    started = time.perf_counter()
    course = work / "course"
    (course / "source" / "pontoon").mkdir(parents=True)
    (course / "nbgrader_config.py").write_text(
        "c = get_config()\n"
        f"c.CourseDirectory.root = {str(course)!r}\n"
        "c.CourseDirectory.course_id = 'bench'\n"
        "c.Execute.timeout = 10\n")
    # the instructor's answer: version 4 with its own BEGIN/END SOLUTION markers
    nbformat.write(make_notebook(as_cell((ROOT / "versions/v4/pontoon.py").read_text())),
                   course / "source" / "pontoon" / "pontoon.ipynb")
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR"):
        env[name] = str(work / name.lower())
    nbgrader = [str(BIN / "nbgrader")]
    run = lambda *args: subprocess.run([*nbgrader, *args], cwd=course, env=env,  # noqa: E731
                                       capture_output=True, text=True)
    made = run("generate_assignment", "pontoon", "--force")
    if made.returncode != 0:
        print(f"  nbgrader generate_assignment failed: {made.stderr.strip()[-300:]}")
        return NbRun(0.0, time.perf_counter() - started, students, 0, made.returncode, load())
    release = nbformat.read(course / "release" / "pontoon" / "pontoon.ipynb", as_version=4)
    for student in students:
        nb = nbformat.from_dict(json.loads(json.dumps(release)))
        answer = next(c for c in nb.cells if c.metadata.get("nbgrader", {}).get("solution"))
        answer.source = as_cell((folder / student / "pontoon.py").read_text())
        target = course / "submitted" / student / "pontoon"
        target.mkdir(parents=True)
        nbformat.write(nb, target / "pontoon.ipynb")
    setup = time.perf_counter() - started
    before = load()
    first, first_cpu = 0.0, None
    if len(students) > 1:           # one student alone: the command's own start-up, mostly
        meter = CpuMeter()
        start = time.perf_counter()
        try:
            subprocess.run(meter.wrap([*nbgrader, "autograde", "pontoon", "--student", students[0],
                                       "--force"]), cwd=course, env=env, capture_output=True)
        finally:
            first = time.perf_counter() - start
            meter.close()
        first_cpu = meter.seconds
    meter = CpuMeter()
    start = time.perf_counter()
    try:
        graded = subprocess.run(meter.wrap([*nbgrader, "autograde", "pontoon", "--force"]),
                                cwd=course, env=env, capture_output=True, text=True)
    finally:
        wall = time.perf_counter() - start
        meter.close()
    ok = len(list((course / "autograded").glob("*/pontoon/pontoon.ipynb")))
    return NbRun(wall, setup, students, ok, graded.returncode, before, first, meter.seconds,
                 first_cpu)


# ---- the profile: where one submission's time goes ----------------------------------------

class Stopwatch:
    """Wall and CPU seconds spent in wrapped functions, per step, summed over every thread.

    >>> import types; m = types.SimpleNamespace(f=lambda: 1); w = Stopwatch()
    >>> w.wrap(m, "f", "step"); m.f(), w.calls["step"]
    (1, 1)
    >>> w.restore(); w.wrap(m, "missing", "x"); sorted(w.calls)
    ['step']
    """

    def __init__(self) -> None:
        self.wall: dict[str, float] = {}
        self.cpu: dict[str, float] = {}
        self.calls: dict[str, int] = {}
        self.children: list[tuple[float, list[tuple[dict, object]]]] = []  # (wall, [(task, result)])
        self._undo: list[tuple[object, str, object]] = []
        self._lock = threading.Lock()
        self._depth = threading.local()

    def wrap(self, owner: object, name: str, step: str, children: bool = False) -> None:
        """Time every call of `owner.name` under `step` (skipped when the grader has no such name).

        A step called from inside itself is counted once; with `children` (``run_batch`` and
        ``run_child``: submission, task(s), limits), each call's tasks and ChildResults are kept.
        """
        original = getattr(owner, name, None)
        if original is None or not callable(original):
            return
        watch = self

        def timed(*args, **kwargs):
            depth = getattr(watch._depth, step, 0)
            if depth:
                return original(*args, **kwargs)
            setattr(watch._depth, step, 1)
            wall, cpu = time.perf_counter(), time.thread_time()
            try:
                result = original(*args, **kwargs)
            finally:
                setattr(watch._depth, step, 0)
                wall, cpu = time.perf_counter() - wall, time.thread_time() - cpu
                with watch._lock:
                    watch.wall[step] = watch.wall.get(step, 0.0) + wall
                    watch.cpu[step] = watch.cpu.get(step, 0.0) + cpu
                    watch.calls[step] = watch.calls.get(step, 0) + 1
            if children and len(args) >= 2:
                tasks = args[1] if isinstance(args[1], list) else [args[1]]
                results = result if isinstance(result, list) else [result]
                with watch._lock:
                    watch.children.append((wall, list(zip(tasks, results))))
            return result

        self._undo.append((owner, name, original))
        setattr(owner, name, timed)

    def restore(self) -> None:
        """Put every wrapped function back."""
        for owner, name, original in reversed(self._undo):
            setattr(owner, name, original)
        self._undo.clear()


def _wrap_grader(watch: Stopwatch) -> None:
    """Stopwatches on the grader's steps (names looked up at run time: the grader is changing)."""
    from autograder import cli
    from autograder.outputs import classpage
    from autograder.pontoon import grade
    from autograder.sandbox import integrity
    from autograder.pontoon import probes
    from autograder.outputs import report
    from autograder.sandbox import child as sandbox

    for name in ("run_batch", "run_child"):                  # what grade.py asks of the sandbox
        watch.wrap(grade, name, f"children: grade.{name} (wall)", children=True)
    for name in ("make_sandbox_dir", "remove_tree", "kill_strays", "written_files"):
        watch.wrap(sandbox, name, "sandbox folders (make_sandbox_dir, written_files, remove_tree)")
    watch.wrap(sandbox._Cage, "__init__", "cgroups: make (_Cage.__init__)")
    watch.wrap(sandbox._Cage, "close", "cgroups: empty, remove (_Cage.close)")
    watch.wrap(sandbox, "_start_and_collect", "child: start, exchange, reap (_start_and_collect)")
    watch.wrap(sandbox, "parse_channel", "channel decoding (sandbox.parse_channel)")
    watch.wrap(grade, "read_run", "parsing transcripts (programs.read_run)")
    for name in ("check_run", "check_computer_first", "statistics", "judge", "detect_version",
                 "fixed_text", "_stick_at"):
        watch.wrap(grade, name, "judging (check_run, statistics, judge, ...)")
    watch.wrap(probes, "judge_replies", "judging probes (probes.judge_replies)")
    watch.wrap(probes, "build", "planning probes (probes.build)")
    watch.wrap(grade, "read_source", "reading the source (grade.read_source)")
    watch.wrap(grade, "grade_submission", "grade_submission (wall)")
    watch.wrap(integrity, "stage", "staging the file (integrity.stage)")
    watch.wrap(report, "write_student", "feedback files (report.write_student)")
    watch.wrap(integrity, "record", "once: signing digests (integrity.record)")
    watch.wrap(report, "gradebook_csv", "once: gradebook (report.gradebook_csv)")
    watch.wrap(classpage, "write_class_page", "once: class page (classpage.write_class_page)")
    watch.wrap(cli, "summary_table", "once: summary table (cli.summary_table)")
    watch.wrap(cli, "_finish", "once: all of cli._finish")
    watch.wrap(integrity, "prepare_grader", "once: imports up front (integrity.prepare_grader)")
    watch.wrap(integrity, "trusted_earlier", "once: re-run check (integrity.trusted_earlier)")


def task_kind(task: dict) -> str:
    """A short name for a sandbox task, for the profile.

    >>> task_kind({"mode": "program", "games": 80, "policy": {"kind": "always", "answer": "t"}})
    'program, 80 games, always t'
    """
    if task.get("mode") != "program":
        return task.get("mode", "?") + (f", {len(task.get('calls', []))} calls" if "calls" in task else "")
    policy = task.get("policy") or {}
    how = policy.get("kind", "?") + (f" {policy['answer']}" if "answer" in policy else "")
    return f"program, {task.get('games', '?')} games, {how}"


def empty_children(count: int = 15) -> dict[str, tuple[float, float]]:
    """Median wall seconds and mean CPU seconds (the grader's and its children's) of one empty
    child (an ``inspect`` of version 4) in each sandbox mode, and of a bare Python start; the
    modes take turns, so that a change in the machine's load falls on all of them alike."""
    from autograder.sandbox import child as sandbox

    good = ROOT / "versions" / "v4" / "pontoon.py"
    bare = [sandbox.child_python(), "-I", "-S", "-c", "pass"]
    modes = ("bare", "off", "limits", "auto")
    walls: dict[str, list[float]] = {m: [] for m in modes}
    cpus: dict[str, float] = {m: 0.0 for m in modes}
    labels = {"bare": "bare python -I -S -c pass"}

    def cpu() -> float:
        me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime

    try:
        for _ in range(count):
            for mode in modes:
                if mode != "bare":
                    sandbox.configure(mode)
                    labels[mode] = f"sandbox {mode}: {sandbox.sandbox_status()[9:58]}"
                t, c = time.perf_counter(), cpu()
                if mode == "bare":
                    subprocess.run(bare, check=False)
                else:
                    sandbox.run_child(good, {"mode": "inspect"}, sandbox.Limits(wall_seconds=5))
                walls[mode].append(time.perf_counter() - t)
                cpus[mode] += cpu() - c
    finally:
        sandbox.configure(os.environ.get("BJK_SANDBOX", "auto"))
    return {labels[m]: (statistics.median(walls[m]), cpus[m] / count) for m in modes}


def profile_sample(run: KitRun, count: int) -> list[str]:
    """`count` students spread evenly over the class's per-submission times, leaving out the
    slowest 5 % and any over `HANG_SECONDS` (endless loops: their timeouts would hide the rest).

    >>> docs = {f"s{i}": {"execution_time": i / 20} for i in range(40)}
    >>> profile_sample(KitRun("auto", 1.0, docs, "", "", "", 0), 3)
    ['s0', 's18', 's37']
    """
    time_of = lambda s: float(run.docs[s].get("execution_time") or 0.0)  # noqa: E731
    ordered = sorted(run.docs, key=time_of)
    ordered = [s for s in ordered[:max(1, len(ordered) - len(ordered) // 20)]
               if time_of(s) < HANG_SECONDS] or ordered[:1]
    count = max(1, min(count, len(ordered)))
    if count == 1:
        return [ordered[len(ordered) // 2]]
    return [ordered[round(i * (len(ordered) - 1) / (count - 1))] for i in range(count)]


def profile(folder: Path, students: list[str], seed: int) -> None:
    """Grade `students` in this process through the command line's own `main` at ``--jobs 1``,
    with stopwatches on the grader's steps, in each sandbox mode; print where the time went."""
    from autograder.sandbox import child as sandbox

    count = len(students)
    saved = os.environ.get(BUDGET_ENV)
    os.environ[BUDGET_ENV] = "0"        # grade in this process, where the stopwatches are
    try:
        _profile(folder, students, seed, count)
    finally:
        if saved is None:
            os.environ.pop(BUDGET_ENV, None)
        else:
            os.environ[BUDGET_ENV] = saved
    sandbox.configure(os.environ.get("BJK_SANDBOX", "auto"))
    print("one empty child (inspect v4), median wall / mean CPU (grader + child):")
    for label, (wall, cpu) in empty_children().items():
        print(f"  {label:<62} {wall * 1000:6.1f} ms / {cpu * 1000:5.1f} ms")


BUDGET_ENV = "BJK_BUDGET_SECONDS"       # autograder.sandbox.budget: 0 grades in the grader itself
HANG_SECONDS = 2.5                      # a grading this long met a child's 3 s wall limit


def _in_process(part: Path, out: Path, seed: int) -> float:
    """Grade the folder `part` with the command line's `main` in this process; the wall seconds."""
    from autograder import cli

    start = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        cli.main(["grade", str(part), "--out", str(out), "--jobs", "1", "--seed", str(seed), "--force"])
    return time.perf_counter() - start


def _profile(folder: Path, students: list[str], seed: int, count: int) -> None:
    """`profile`'s work, with the budget worker switched off."""
    from autograder.sandbox import child as sandbox

    with tempfile.TemporaryDirectory(prefix="grade-class-profile-") as tmp:
        part = Path(tmp) / "class"
        for s in students:
            (part / s).mkdir(parents=True)
            (part / s / "pontoon.py").write_bytes((folder / s / "pontoon.py").read_bytes())
        _in_process(part / students[0], Path(tmp) / "warm", seed)   # imports, caches: not timed
        os.environ.pop(BUDGET_ENV, None)    # and the budget's worker server, when there is one
        try:
            _in_process(part / students[0], Path(tmp) / "warm-budget", seed)
        finally:
            os.environ[BUDGET_ENV] = "0"
        for mode in ("auto", "off"):
            sandbox.configure(mode)
            watch = Stopwatch()
            _wrap_grader(watch)
            me0, kids0 = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
            try:
                wall = _in_process(part, Path(tmp) / f"out-{mode}", seed)
            finally:
                watch.restore()
            me1, kids1 = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
            grader_cpu = (me1.ru_utime + me1.ru_stime - me0.ru_utime - me0.ru_stime) / count
            child_cpu = (kids1.ru_utime + kids1.ru_stime - kids0.ru_utime - kids0.ru_stime) / count
            pairs = [pair for _, call in watch.children for pair in call]
            child_note = (f"children {child_cpu * 1000:.0f} ms" if mode == "off" else
                          "children not counted (bubblewrap's pid namespace hides them)")
            print(f"profile, sandbox {mode}: {count} submissions at --jobs 1, in-process: "
                  f"{wall / count * 1000:.0f} ms wall each; CPU per submission: grader "
                  f"{grader_cpu * 1000:.0f} ms, {child_note}; {len(watch.children) / count:.1f} "
                  f"children and {len(pairs) / count:.1f} tasks per submission")
            print(f"  {'step (summed over threads: a submission runs up to 2 children at once)':<72}"
                  f" {'ms wall':>8} {'ms CPU':>7} {'calls':>6}   per submission")
            once = []
            for step in sorted(watch.wall, key=lambda s: -watch.wall[s]):
                if step.startswith("once: "):
                    once.append(step)
                    continue
                print(f"  {step:<72} {watch.wall[step] / count * 1000:8.1f} "
                      f"{watch.cpu[step] / count * 1000:7.1f} {watch.calls[step] / count:6.1f}")
            for step in once:
                print(f"  {step + ' (per class, ms)':<72} {watch.wall[step] * 1000:8.1f} "
                      f"{watch.cpu[step] * 1000:7.1f} {watch.calls[step]:6d}")
            kinds: dict[str, list[float]] = {}
            for task, result in pairs:
                kinds.setdefault(task_kind(task), []).append(float(getattr(result, "elapsed", 0.0)))
            print(f"  {'in-child time by task (ChildResult.elapsed)':<72} {'median ms':>9} {'tasks':>6}")
            for kind, times in sorted(kinds.items(), key=lambda kv: -sum(kv[1])):
                print(f"    {kind:<70} {statistics.median(times) * 1000:9.1f} {len(times) / count:6.1f}")
            batches = [(wall_, call) for wall_, call in watch.children if len(call) > 1 and all(
                getattr(r, "status", "") == "ok" for _, r in call)]
            if batches:
                beyond = [w - sum(float(r.elapsed) for _, r in call) for w, call in batches]
                print(f"  a batch child's wall beyond its tasks' time (start-up, sandbox, reading, "
                      f"tear-down): median {statistics.median(beyond) * 1000:.1f} ms over "
                      f"{len(batches)} batches")
            if mode == "auto":
                plain = wall
        if importlib.util.find_spec("autograder.sandbox.budget") is not None:
            sandbox.configure("auto")
            os.environ.pop(BUDGET_ENV, None)          # the grader's default budget: a worker each
            try:
                budgeted = _in_process(part, Path(tmp) / "out-budget", seed)
            finally:
                os.environ[BUDGET_ENV] = "0"
            print(f"budget worker (autograder.sandbox.budget, default budget), sandbox auto, same "
                  f"{count}: {budgeted / count * 1000:.0f} ms wall each, against "
                  f"{plain / count * 1000:.0f} ms in the grader process (stopwatches on): "
                  f"{(budgeted - plain) / count * 1000:+.0f} ms per submission")


# ---- main --------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    """Make a class, grade it with and without the sandbox and through nbgrader; print figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"a small class ({QUICK_SIZE}) and {QUICK_NB} nbgrader students")
    parser.add_argument("--size", type=int, help=f"how many submissions (default {FULL_SIZE})")
    parser.add_argument("--jobs", type=int, default=2, help="the grader's --jobs (default 2)")
    parser.add_argument("--seed", type=int, default=SEED, help="the class's and the grader's seed")
    parser.add_argument("--nb-students", type=int,
                        help=f"students autograded by nbgrader (default {FULL_NB}, --quick {QUICK_NB})")
    parser.add_argument("--no-nbgrader", action="store_true", help="skip the nbgrader run")
    parser.add_argument("--no-off", action="store_true", help="skip the run without the sandbox")
    parser.add_argument("--no-fixed", action="store_true",
                        help="skip timing one grade command on a one-student class")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="also profile N submissions in this process")
    parser.add_argument("--save", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    size = args.size or (QUICK_SIZE if args.quick else FULL_SIZE)
    nb_count = args.nb_students if args.nb_students is not None else (QUICK_NB if args.quick else FULL_NB)
    if size < 1 or args.jobs < 1 or nb_count < 0 or args.profile < 0:
        parser.error("--size and --jobs must be at least 1, --nb-students and --profile at least 0")
    figures: dict = {"machine": machine(), "size": size, "jobs": args.jobs, "seed": args.seed,
                     "started": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
                     "commit": _commit()}
    print(f"machine: {figures['machine']}")
    print(f"tree: {figures['commit']}; {figures['started']}")
    with tempfile.TemporaryDirectory(prefix="grade-class-") as tmp:
        work = Path(tmp)
        folder = work / "class"
        made = make_class(folder, size, args.seed)
        kinds = {k: sum(1 for s in made.values() if s.kind == k)
                 for k in ("model", "mutant", "beginner", "example")}
        print(f"class of {size} from {len({s.name for s in made.values()})} distinct submissions ("
              + ", ".join(f"{n} {k}" for k, n in kinds.items()) + f"); seed {args.seed}")
        fixed, fixed_cpu = 0.0, None
        if not args.no_fixed:
            lone = work / "one"
            (lone / "s000").mkdir(parents=True)
            (lone / "s000" / "pontoon.py").write_bytes((folder / "s000" / "pontoon.py").read_bytes())
            one = grade_with_kit(lone, work / "out-one", args.jobs, "auto", args.seed)
            fixed = one.wall - sum(one.per())
            fixed_cpu = one.cpu
            figures["fixed_seconds"] = round(fixed, 2)
            figures["fixed_cpu_seconds"] = fixed_cpu
        runs: dict[str, KitRun] = {}
        for mode in ("auto",) + (() if args.no_off else ("off",)):
            runs[mode] = grade_with_kit(folder, work / f"out-{mode}", args.jobs, mode, args.seed)
        print(f"{'':2}{runs['auto'].sandbox}")
        print(f"| {'grader':<34} | {'class s':>7} | {'s/sub wall':>10} | {'median s':>8} | "
              f"{'p90 s':>6} | {'graded':>6} | {'CPU s/sub':>9} |")
        print(f"|{'-' * 36}|{'-' * 9}|{'-' * 12}|{'-' * 10}|{'-' * 8}|{'-' * 8}|{'-' * 11}|")
        for mode, run in runs.items():
            per = run.per()
            label = f"kit, sandbox {mode} (--jobs {args.jobs})"
            print(f"| {label:<34} | {run.wall:7.1f} | {run.wall / size:10.3f} | "
                  f"{statistics.median(per or [0.0]):8.3f} | {percentile(per, 90):6.3f} | "
                  f"{len(run.docs):>6} | {_cpu(run.cpu, size):>9} |")
            figures[f"kit_{mode}"] = {"class_seconds": round(run.wall, 2),
                                      "wall_per_submission": round(run.wall / size, 4),
                                      "median": statistics.median(per or [0.0]),
                                      "p90": percentile(per, 90), "graded": len(run.docs),
                                      "load_before": run.load_before, "load_after": run.load_after,
                                      "sandbox": run.sandbox, "returncode": run.returncode,
                                      "cpu_seconds": run.cpu,
                                      "per_student": {st: [made[st].kind, made[st].name, t] for st, t
                                                      in zip(run.docs, run.per()) if st in made}}
        nb = None
        if not args.no_nbgrader and nb_count:
            chosen = notebook_students(folder, made, nb_count)
            nb = grade_with_nbgrader(folder, chosen, work) if chosen else None
            if nb is not None and nb.graded:
                per = nb.wall / len(nb.students)
                label = f"nbgrader autograde ({len(nb.students)} of them)"
                print(f"| {label:<34} | {nb.wall:7.1f} | {per:10.3f} | {'':>8} | {'':>6} | "
                      f"{nb.graded:>6} | {_cpu(nb.cpu, len(nb.students)):>9} |")
                figures["nbgrader"] = {"seconds": round(nb.wall, 2), "students": nb.students,
                                       "cpu_seconds": nb.cpu,
                                       "per_submission": round(per, 3), "setup": round(nb.setup, 2),
                                       "load_before": nb.load_before}
        print()
        for run in runs.values():
            print(kit_line(run, size))
            print(by_kind(run, made))
        auto = runs["auto"]
        if "off" in runs:
            off = runs["off"]
            cost_median = statistics.median(auto.per() or [0.0]) - statistics.median(off.per() or [0.0])
            cost_wall = (auto.wall - off.wall) / size
            same = sum(1 for s, m in auto.marks().items() if off.marks().get(s) == m)
            loads = [float(x.split(",")[0]) for x in (auto.load_before, auto.load_after,
                                                       off.load_before, off.load_after)]
            if max(loads) > 1.5 * max(min(loads), 0.5):
                print(f"  the load average moved from {min(loads):.1f} to {max(loads):.1f} during "
                      "the two runs: their wall times differ by the machine's load as much as by "
                      "the sandbox; the CPU seconds do not (--profile also times empty children "
                      "in turns)")
            cpu_cost = ((auto.cpu - off.cpu) / size) if auto.cpu and off.cpu else None
            cpu_words = (f"{cpu_cost:+.3f} CPU s per submission "
                         f"({100 * (auto.cpu / off.cpu - 1):+.0f}%, whatever the load), "
                         if cpu_cost is not None else "")
            print(f"sandbox cost: {cpu_words}{cost_median:+.3f} s per submission (median), "
                  f"{cost_wall:+.3f} s per submission of class wall "
                  f"({100 * (auto.wall / max(off.wall, 1e-9) - 1):+.0f}%); "
                  f"same marks with and without it: {same}/{len(auto.docs)}")
            figures["sandbox_cost"] = {"median": round(cost_median, 4), "wall_per_submission":
                                       round(cost_wall, 4), "same_marks": same,
                                       "cpu_per_submission": cpu_cost}
        if nb is not None and nb.graded:
            kit_same = statistics.median(auto.per(nb.students) or [0.0])
            per = nb.wall / len(nb.students)
            kit_wall = max((auto.wall - fixed) / size, 1e-9)
            print(f"nbgrader: {nb.wall:.1f} s for {len(nb.students)} function-style submissions in "
                  f"one command ({per:.2f} s each; {nb.marginal:.2f} s each beyond the command's "
                  f"start, from the first student alone in {nb.first:.1f} s); set-up "
                  f"{nb.setup:.1f} s apart; no sandbox; load {nb.load_before.split(',')[0]} before; "
                  f"the kit on the same students: median {kit_same:.3f} s each")
            print(f"ratio nbgrader / kit: {nb.marginal / kit_wall:.1f}x per submission (nbgrader's "
                  f"per notebook beyond start-up against the kit's class wall per submission "
                  f"beyond its fixed cost), {per / max(auto.wall / size, 1e-9):.1f}x with "
                  f"start-ups included, {nb.marginal / max(kit_same, 1e-9):.1f}x against the kit's "
                  f"median on the same students")
            figures["ratio"] = round(nb.marginal / kit_wall, 2)
            kit_cpu = _per_cpu(auto.cpu, fixed_cpu, size)
            if nb.marginal_cpu is not None and kit_cpu:
                print(f"ratio by CPU time (whatever the load): nbgrader {nb.marginal_cpu:.2f} CPU s "
                      f"per notebook beyond start-up, the kit {kit_cpu:.3f} CPU s per submission "
                      f"beyond its fixed cost: {nb.marginal_cpu / kit_cpu:.1f}x")
                figures["ratio_cpu"] = round(nb.marginal_cpu / kit_cpu, 2)
            figures["nbgrader"]["marginal"] = round(nb.marginal, 3)
            figures["nbgrader"]["first"] = round(nb.first, 2)
        if not args.no_fixed:
            print(f"fixed cost of one grade command (a one-student class, sandbox auto: start-up, "
                  f"workers, class page, less the grading itself): {fixed:.1f} s")
        median = statistics.median(auto.per() or [0.0])
        scaled = auto.wall if size == FULL_SIZE else fixed + (auto.wall - fixed) * FULL_SIZE / size
        print(f"targets (issues 10, 11): median {median:.3f} s <= {TARGET_MEDIAN} s: "
              f"{'yes' if median <= TARGET_MEDIAN else 'NO'}; a {FULL_SIZE}-submission class "
              f"{'took' if size == FULL_SIZE else 'would take about'} {scaled:.0f} s <= "
              f"{TARGET_CLASS:.0f} s with --jobs {args.jobs}: {'yes' if scaled <= TARGET_CLASS else 'NO'}")
        per_cpu = _per_cpu(auto.cpu, fixed_cpu, size)
        if per_cpu:
            floor = ((fixed_cpu or 0.0) + per_cpu * (FULL_SIZE - (1 if fixed_cpu else 0))) / _usable()
            print(f"  on an idle machine a {FULL_SIZE}-submission class needs at least {floor:.0f} s: "
                  f"{per_cpu:.3f} CPU s per submission"
                  + (f" and {fixed_cpu:.1f} CPU s per command" if fixed_cpu else "")
                  + f", over {_usable()} CPUs")
            figures["idle_floor_seconds"] = round(floor, 1)
            figures["cpu_per_submission"] = round(per_cpu, 4)
        if args.profile:
            print()
            profile(folder, profile_sample(auto, args.profile), args.seed)
        figures["load_end"] = load()
        print(f"load average at the end {figures['load_end']}")
    if args.save:
        Path(args.save).write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    return 0


def _cpu(seconds: float | None, n: int) -> str:
    """CPU seconds per submission for the table, or ``n/a``.

    >>> _cpu(3.0, 10), _cpu(None, 10)
    ('0.300', 'n/a')
    """
    return "n/a" if seconds is None or n < 1 else f"{seconds / n:.3f}"


def _per_cpu(total: float | None, fixed: float | None, size: int) -> float | None:
    """CPU seconds per submission of a class run, beyond the command's fixed CPU when known (the
    one-student run's, which grades one submission too).

    >>> _per_cpu(31.0, 1.0, 31), _per_cpu(10.0, None, 5), _per_cpu(None, 1.0, 5)
    (1.0, 2.0, None)
    """
    if not total or size < 1:
        return None
    if fixed is None or size < 2 or fixed >= total:
        return total / size
    return (total - fixed) / (size - 1)


def _usable() -> int:
    """The CPUs this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _commit() -> str:
    """The working tree's commit (and whether files differ from it), for the figures."""
    try:
        head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return f"{head or 'unknown'}{' + uncommitted changes' if dirty else ''}"


if __name__ == "__main__":
    raise SystemExit(main())
