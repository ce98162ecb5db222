"""The grader's own budget per submission (autograder/sandbox/budget.py), with tiny budgets.

A *judge* here is a module-level function (a worker unpickles it by name): the real
`grade_submission` for honest students, or one that spends the grader's own time or memory
the way reading a hostile transcript would.
"""
from __future__ import annotations

import json
import os
import signal
import threading
import time
from pathlib import Path

import pytest

from autograder import cli
from autograder.sandbox import budget
from autograder.sandbox import child as sandbox
from autograder.sandbox.budget import Budget, BudgetExceeded
from autograder.pontoon.grade import grade_submission

ROOT = Path(__file__).resolve().parent.parent
MODEL = ROOT / "versions" / "v1" / "pontoon.py"
SLEEPER = ROOT / "tests" / "corpus" / "hostile" / "sleeper" / "pontoon.py"


def judge(path, version=None, *, student=None):
    """Grade honestly, unless the file asks the grader to hang (``# slow``) or to hold a
    gigabyte (``# hungry``), as parsing a hostile transcript could, or to fail (``# boom``)."""
    text = Path(path).read_text()
    if "# boom" in text:
        raise RuntimeError("the judge tripped")
    if "# slow" in text:
        time.sleep(60)
    if "# hungry" in text:
        hoard = bytearray(1 << 30)
        return len(hoard)
    return grade_submission(path, version, student=student)


def stubborn(report: str) -> None:
    """Ignore SIGTERM, start a sandboxed child that sleeps, say where its folder and cgroups
    are, and hang: only SIGKILL ends this worker, so the grader must clean up after it."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    thread = threading.Thread(target=sandbox.run_child, daemon=True, args=(
        SLEEPER, {"mode": "inspect"}, sandbox.Limits(wall_seconds=60, cpu_seconds=60)))
    thread.start()
    mine = []
    for _ in range(2000):
        mine = [Path(p) for p in Path(sandbox.sandbox_parent() or "/tmp").glob("bjk-sandbox-*")
                if _made_by(Path(p), os.getpid())]
        if mine and all((p / "student" / "pontoon.py").exists() for p in mine):
            break
        time.sleep(0.005)
    cgroups = [line for p in mine for line in _lines(p / sandbox.CGROUPS_FILE)]
    Path(report).write_text(json.dumps({"pid": os.getpid(), "folders": [str(p) for p in mine],
                                        "cgroups": cgroups}))
    time.sleep(60)


def _made_by(folder: Path, pid: int) -> bool:
    try:
        return (folder / sandbox.OWNER_MARK).read_text().split()[:1] == [str(pid)]
    except OSError:
        return False


def _running(cgroup: Path) -> list[str]:
    """The processes in a cgroup that are not zombies (a zombie waits for its parent, or for
    pid 1 to reap it, and keeps its cgroup)."""
    try:
        pids = (cgroup / "cgroup.procs").read_text().split()
    except OSError:
        return []
    return [p for p in pids if _state(p) not in ("Z", "")]


def _state(pid: str) -> str:
    try:
        return Path("/proc", pid, "stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return ""


def _lines(path: Path) -> list[str]:
    try:
        return path.read_text().split()
    except OSError:
        return []


@pytest.fixture
def real(monkeypatch):
    """The command line's judge is `judge` above (picklable, so it runs in workers)."""
    monkeypatch.setattr(cli, "_judge", lambda: judge)
    yield
    budget.shutdown()


def test_a_grading_past_its_time_or_memory_fails_alone_and_classmates_are_graded(real, tmp_path):
    students = {"ada": MODEL.read_text(), "slow": "VERSION = 1\n# slow\n",
                "hungry": "VERSION = 1\n# hungry\n", "ben": MODEL.read_text(),
                "cy": "VERSION = 1\n# boom\n"}
    for name, text in students.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "pontoon.py").write_text(text)
    small = Budget(4, 512)
    start = time.monotonic()
    grades = cli.grade_all(cli.collect([str(tmp_path)]), None, 2, budget=small)
    elapsed = time.monotonic() - start
    by = {g.student: g for g in grades}
    assert by["ada"].score == by["ben"].score == 85, (by["ada"].problems, by["ben"].problems)
    for name in ("slow", "hungry"):
        assert by[name].problems == [small.message()] and by[name].score == 0
        assert small.message() == ("the grader's budget of 4 s / 512 MB for one submission "
                                   "ran out while reading its games")
    assert by["cy"].problems == ["internal error in the grader: RuntimeError: the judge tripped"]
    assert elapsed < 4 + budget.GRACE_SECONDS + 8, elapsed


def test_a_worker_that_ignores_sigterm_is_killed_and_what_it_started_is_removed(
        monkeypatch, tmp_path):
    if not sandbox.isolation().namespaces and sandbox.isolation().uid is None:
        pytest.skip("without a user switch the sleeper's child is the grader's own user")
    monkeypatch.setattr(budget, "GRACE_SECONDS", 0.5)
    report = tmp_path / "report.json"
    start = time.monotonic()
    with pytest.raises(BudgetExceeded, match="budget of 1 s / 512 MB"):
        budget.run(Budget(1, 512), stubborn, str(report))
    assert time.monotonic() - start < 1 + 0.5 + 5
    left = json.loads(report.read_text())
    assert left["folders"], "the stubborn worker started no sandboxed child"
    assert not [f for f in left["folders"] if Path(f).exists()]
    assert not [c for c in left["cgroups"] if _running(Path(c))]
    assert not Path("/proc", str(left["pid"])).exists()


def test_a_transcript_of_78000_questions_costs_at_most_the_budget(tmp_path, capsys):
    for name in ("ada", "ben"):
        (tmp_path / "class" / name).mkdir(parents=True)
        (tmp_path / "class" / name / "pontoon.py").write_bytes(MODEL.read_bytes())
    (tmp_path / "class" / "mallory").mkdir()
    (tmp_path / "class" / "mallory" / "pontoon.py").write_text(
        "VERSION = 1\nSTICK_AT = 17\n\n\ndef main():\n    for _ in range(78_000):\n"
        "        input('')\n\n\nif __name__ == '__main__':\n    main()\n")
    out = tmp_path / "out"
    start = time.monotonic()
    assert cli.main(["grade", str(tmp_path / "class"), "--out", str(out), "--jobs", "2",
                     "--budget-seconds", "3", "--budget-mb", "1024"]) == 0
    elapsed = time.monotonic() - start
    results = {n: json.loads((out / n / "results.json").read_text()) for n in ("ada", "ben")}
    assert [r["score"] for r in results.values()] == [85, 85]
    mallory = json.loads((out / "mallory" / "results.json").read_text())
    assert mallory["score"] == 0
    # the parser may be fast enough to finish; either way the grader's time stays bounded
    assert elapsed < 3 + budget.GRACE_SECONDS + 15, elapsed


def test_the_budget_comes_from_the_flags_else_the_environment_else_the_defaults(monkeypatch):
    monkeypatch.setenv(budget.SECONDS_ENV, "7")
    monkeypatch.delenv(budget.MEMORY_ENV, raising=False)
    args = cli.build_parser().parse_args(["grade", "x.py"])
    assert cli._budget(args) == Budget(7, budget.DEFAULT_MEMORY_MB)
    args = cli.build_parser().parse_args(["grade", "x.py", "--budget-seconds", "0",
                                          "--budget-mb", "300"])
    assert cli._budget(args) == Budget(0, 300) and not cli._budget(args).enabled
    monkeypatch.setenv(budget.MEMORY_ENV, "lots")
    assert cli.main(["grade", str(MODEL)]) == 2
    with pytest.raises(ValueError, match="at least 64 MB"):
        Budget(1, 10)


def test_an_unpicklable_judge_is_called_in_the_grader_itself():
    lock = threading.Lock()             # cannot be pickled: no worker can be given it
    assert budget.run(Budget(5), lambda: (lock.locked(), os.getpid())) == (False, os.getpid())
    assert budget.run(Budget(5), os.getpid) != os.getpid()
