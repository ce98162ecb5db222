"""Benchmark: grade a generated class with the kit, and the same class through nbgrader.

    python benchmarks/grade_class.py            # 120 submissions
    python benchmarks/grade_class.py --quick    # 16 submissions
    python benchmarks/grade_class.py --size 200 --no-nbgrader

The class is made in a temporary folder from copies and small mutations of
`versions/vN/pontoon.py` and `examples/class/*/pontoon.py`. The kit grades it with
`python -m autograder grade CLASS --json` at `--jobs 1` and `--jobs 2`; nbgrader autogrades
an equivalent one-notebook course (the submission's code in the solution cell, test cells
checking a few rules) in one `nbgrader autograde` command. Prints seconds per submission
(median, p95), whole-class wall time and the ratio.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
BIN = Path(PYTHON).parent

# (old, new): small edits a student might make; a few of them break a rule on purpose.
MUTATIONS: list[tuple[str, str]] = [
    ("STICK_AT = 17", "STICK_AT = 16"),
    ("STICK_AT = 17", "STICK_AT = 18"),
    ("cards = [draw()]", "cards = []\n    cards.append(draw())"),
    ("hand_value(cards) <= 21", "hand_value(cards) < 21"),          # stops at 21: still fine?
    ('if answer == "t":', 'if answer == "t" or answer == "twist":'),
    ("return \"draw\"\n    ### END", "return \"player\"\n    ### END"),  # ties go to the player
    ("min(RANKS.index(rank) + 1, 10)", "RANKS.index(rank) + 1"),      # J/Q/K count 11..13
    (".strip().lower()", ".lower()"),
    ("while hand_value(cards) < STICK_AT:", "while hand_value(cards) <= STICK_AT:"),
    ("", ""),
]


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) of `values`, by nearest rank.

    >>> percentile([1, 2, 3, 4], 50), percentile([1, 2, 3, 4], 95)
    (2, 4)
    """
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def sources() -> tuple[list[str], list[str]]:
    """The versions' pontoon.py texts and the sample class's, as (versions, examples)."""
    versions = [(ROOT / f"versions/v{v}/pontoon.py").read_text() for v in (1, 2, 3, 4)
                if (ROOT / f"versions/v{v}/pontoon.py").is_file()]
    examples = [p.read_text() for p in sorted((ROOT / "examples/class").glob("*/pontoon.py"))]
    return versions, examples


def make_class(folder: Path, size: int, seed: int = 2024) -> list[str]:
    """Write `size` student folders under `folder`; return the student ids."""
    rng = random.Random(seed)
    versions, examples = sources()
    students = []
    for i in range(size):
        if i % 50 < len(examples) or not versions:
            text = examples[(i % 50) % len(examples)]
        else:
            text = versions[i % len(versions)]
            old, new = rng.choice(MUTATIONS)
            text = text.replace(old, new, 1) if old else text
            text += f"\n# student {i}: edited {time.strftime('%Y-%m-%d')}\n"
        name = f"s{i:03d}"
        (folder / name).mkdir(parents=True)
        (folder / name / "pontoon.py").write_text(text)
        students.append(name)
    return students


def grade_with_kit(folder: Path, jobs: int) -> tuple[float, list[float], list[dict]]:
    """Run the kit's grader over the class; return wall seconds, per-submission seconds, docs."""
    start = time.perf_counter()
    done = subprocess.run([PYTHON, "-m", "autograder", "grade", str(folder), "--json",
                           "--jobs", str(jobs)], capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"grade_class: the kit's grader failed ({done.returncode}): "
                 f"{done.stderr.strip().splitlines()[-1:]}")
    docs = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return wall, [d["execution_time"] for d in docs], docs


# ---- nbgrader ---------------------------------------------------------------------------

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


def _meta(grade_id: str, *, solution: bool = False, points: int | None = None,
          locked: bool = False) -> dict:
    """nbgrader cell metadata (schema 3)."""
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
    """A submission's code as a notebook answer: no `if __name__ == "__main__":` block."""
    return re.split(r"\nif __name__ == .__main__.:", text)[0]


def grade_with_nbgrader(folder: Path, students: list[str], work: Path) -> float:
    """Autograde the class as an nbgrader course in one command; return the wall seconds."""
    import nbformat

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
        sys.exit(f"grade_class: nbgrader generate_assignment failed: {made.stderr[-400:]}")
    release = nbformat.read(course / "release" / "pontoon" / "pontoon.ipynb", as_version=4)
    for student in students:
        nb = nbformat.from_dict(json.loads(json.dumps(release)))
        answer = next(c for c in nb.cells if c.metadata.get("nbgrader", {}).get("solution"))
        answer.source = as_cell((folder / student / "pontoon.py").read_text())
        target = course / "submitted" / student / "pontoon"
        target.mkdir(parents=True)
        nbformat.write(nb, target / "pontoon.ipynb")
    start = time.perf_counter()
    graded = run("autograde", "pontoon", "--force")
    wall = time.perf_counter() - start
    ok = len(list((course / "autograded").glob("*/pontoon/pontoon.ipynb")))
    print(f"  nbgrader autograde exit {graded.returncode}; {ok}/{len(students)} notebooks "
          "autograded")
    return wall


def load_now() -> str:
    """The 1-minute load average, for the figures (other work on the machine slows a grader).

    >>> load_now().startswith("load ")
    True
    """
    return f"load {os.getloadavg()[0]:.1f}"


def report(label: str, wall: float, per: list[float], n: int, load: str = "") -> None:
    """Print one line of figures."""
    print(f"{label:<22} wall {wall:7.1f} s for {n} ({wall / n:.3f} s/submission); "
          f"per submission median {statistics.median(per):.3f} s, p95 {percentile(per, 95):.3f} s"
          + (f"; {load} before" if load else ""))


# ---- the OS sandbox's cost (E3) ------------------------------------------------------------

def sandbox_cost(folder: Path, children: int = 40) -> None:
    """Print seconds per submission with and without the OS sandbox, and per child, in one run.

    ``BJK_SANDBOX=off`` is a same-user child with limits only; ``auto`` is bubblewrap, user
    65534 and cgroups where the machine allows them (`autograder.sandbox.sandbox_status`).
    """
    from autograder import sandbox

    good = ROOT / "versions" / "v4" / "pontoon.py"
    per_mode = {}
    for mode in ("off", "auto"):
        start = time.perf_counter()
        done = subprocess.run([PYTHON, "-m", "autograder", "grade", str(folder), "--json",
                               "--jobs", "2"], capture_output=True, text=True, cwd=ROOT,
                              env={**os.environ, "BJK_SANDBOX": mode})
        wall = time.perf_counter() - start
        per = [json.loads(line)["execution_time"] for line in done.stdout.splitlines()
               if line.startswith("{")]
        sandbox.configure(mode)
        starts = []
        for _ in range(children):
            t = time.perf_counter()
            sandbox.run_child(good, {"mode": "inspect"}, sandbox.Limits(wall_seconds=5))
            starts.append(time.perf_counter() - t)
        per_mode[mode] = (statistics.median(per or [0.0]), statistics.median(starts))
        print(f"sandbox {mode:<4} --jobs 2: {wall / max(len(per), 1):.3f} s/submission wall, "
              f"median {per_mode[mode][0]:.3f} s per submission; one child (inspect) median "
              f"{per_mode[mode][1] * 1000:.1f} ms [{sandbox.sandbox_status()}]")
    sandbox.configure("auto")
    extra_child = per_mode["auto"][1] - per_mode["off"][1]
    print(f"sandbox cost: {extra_child * 1000:+.1f} ms per child, "
          f"{per_mode['auto'][0] - per_mode['off'][0]:+.3f} s per submission (median)")


def main(argv: list[str] | None = None) -> int:
    """Generate a class, grade it both ways, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small class (16)")
    parser.add_argument("--size", type=int, help="how many submissions (default 120)")
    parser.add_argument("--no-nbgrader", action="store_true", help="skip the nbgrader run")
    args = parser.parse_args(argv)
    size = args.size or (16 if args.quick else 120)
    if size < 1:
        parser.error(f"--size must be at least 1, not {size!r}")
    with tempfile.TemporaryDirectory(prefix="grade-class-") as tmp:
        work = Path(tmp)
        folder = work / "class"
        students = make_class(folder, size)
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        print(f"class of {size} in {folder}; {os.cpu_count()} CPUs, load average {load} "
              "(other work on the machine slows both graders)")
        kit_walls = {}
        for jobs in (1, 2):
            load = load_now()
            wall, per, docs = grade_with_kit(folder, jobs)
            kit_walls[jobs] = wall
            report(f"kit --jobs {jobs}", wall, per, len(docs), load)
        scores = [d["score"] / d["max_score"] for d in docs if d["max_score"]]
        problems = sum(bool(d["extra_data"]["problems"]) for d in docs)
        print(f"  mean mark {100 * statistics.mean(scores or [0]):.0f}%, "
              f"{problems} with problems (hung, crashed, ...)")
        sandbox_cost(folder)
        if args.no_nbgrader:
            print("load average at the end " + ", ".join(f"{x:.1f}" for x in os.getloadavg()))
            return 0
        load = load_now()
        nb_wall = grade_with_nbgrader(folder, students, work)
        print(f"{'nbgrader autograde':<22} wall {nb_wall:7.1f} s for {size} "
              f"({nb_wall / size:.3f} s/submission); {load} before")
        for jobs, wall in kit_walls.items():
            print(f"ratio nbgrader / kit --jobs {jobs}: {nb_wall / wall:.1f}x")
        print("load average at the end " + ", ".join(f"{x:.1f}" for x in os.getloadavg()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
