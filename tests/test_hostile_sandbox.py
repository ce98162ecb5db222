"""Issue 11's attacks on the grader's children, each graded alone and inside a class.

Every attack is ``tests/corpus/hostile/<name>/pontoon.py``. A *harm* attack is the correct
version 1 program with an attack appended (it really earns the v1 marks); a *cheat* earns
nothing itself and tries to borrow marks (the model answer, a classmate's file); the
recogniser counts an Ace 11 unless it recognises the grader, and its honest twin always does.
Inside a class (``python -m autograder grade DIR --out OUT --jobs 2``) beside two correct
classmates we check: the attacker gets at most what its own program earns, both classmates
keep 85/85 and their files, nothing of the attack is left running or on disk, the kit is
unchanged, and the outputs read the same again after the attack's delay (2 s).
"""

from __future__ import annotations

import csv
import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from autograder import sandbox
from autograder.grade import grade_submission

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "tests" / "corpus" / "hostile"
GOOD = REPO / "versions" / "v1" / "pontoon.py"
TAG = "bjkhostile"
HARM = ["daemon_rewrite", "pycache_plant", "kill_grader", "proc_fd_forge", "shm_stale",
        "fork_bomb", "network", "harm_classmates"]
CHEAT = ["model_answer_cwd", "classmate_argv"]
SHOWN = ["fd_write_hand", "ansi_overwrite"]     # what the player sees is not what print shows
FULL = 85

pytestmark = pytest.mark.skipif(not sandbox.isolation().namespaces,
                                reason="needs bubblewrap: without it these attacks are open "
                                       "(docs/instructors/sandbox.md says which)")


def honest_mark(name: str, tmp_path: Path) -> int:
    """What the attacker's own program earns: v1's marks, a stub's, the twin's, or (what the
    player sees breaks a rule) less than full marks."""
    if name in HARM:
        return grade_submission(GOOD).score
    if name in CHEAT:
        stub = tmp_path / "stub" / "pontoon.py"
        stub.parent.mkdir(exist_ok=True)
        stub.write_text("VERSION = 1\n")
        return grade_submission(stub).score
    if name in SHOWN:
        return grade_submission(GOOD).score - 1
    return grade_submission(CORPUS / "recognise_sandbox_twin" / "pontoon.py").score


def digests(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` with the SHA-256 of its bytes."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def kit_state() -> list[str]:
    """The kit's files carrying the attacks' tag (a planted ``.pyc``, an appended function)."""
    found = []
    for top in ("reference", "autograder", "versions", "examples"):
        for path in (REPO / top).rglob("*"):
            try:
                if path.is_file() and TAG.encode() in path.read_bytes():
                    found.append(str(path.relative_to(REPO)))
            except OSError:
                pass
    return sorted(found)


def leftovers() -> list[str]:
    """Processes whose command line carries the attacks' tag, and tagged files in /dev/shm, /tmp."""
    found = []
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if TAG.encode() in Path(entry.path, "cmdline").read_bytes():
                    found.append(f"pid {entry.name}")
            except OSError:
                pass
    for top in ("/dev/shm", "/tmp"):
        found += [f"{top}/{n}" for n in os.listdir(top) if TAG in n]
    return found


def grade_class(folder: Path, out: Path) -> dict[str, int]:
    """Grade a class folder with the CLI, two jobs; each student's score from the gradebook."""
    done = subprocess.run([sys.executable, "-m", "autograder", "grade", str(folder), "--out",
                           str(out), "--jobs", "2"], cwd=REPO, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stderr.startswith("sandbox: bubblewrap namespaces"), done.stderr[:300]
    with open(out / "gradebook.csv", newline="") as handle:
        return {row["student_id"]: int(row["score"]) for row in csv.DictReader(handle)}


@pytest.mark.parametrize("name", HARM + CHEAT + SHOWN + ["recognise_sandbox"])
def test_attack_alone_earns_only_what_its_program_does(name, tmp_path):
    grade = grade_submission(CORPUS / name / "pontoon.py")
    assert grade.score <= honest_mark(name, tmp_path), (grade.score, grade.problems)
    assert not leftovers()


@pytest.mark.slow
@pytest.mark.parametrize("name", HARM + CHEAT + SHOWN + ["recognise_sandbox"])
def test_attack_inside_a_class_harms_no_one(name, tmp_path):
    folder, out = tmp_path / "class", tmp_path / "out"
    for student in ("alice", "bob"):
        (folder / student).mkdir(parents=True)
        shutil.copyfile(GOOD, folder / student / "pontoon.py")
    (folder / "mallory").mkdir()
    shutil.copyfile(CORPUS / name / "pontoon.py", folder / "mallory" / "pontoon.py")
    class_before, kit_before = digests(folder), kit_state()
    scores = grade_class(folder, out)
    assert scores["alice"] == scores["bob"] == grade_submission(GOOD).score, scores
    assert scores["mallory"] <= honest_mark(name, tmp_path), scores
    assert digests(folder) == class_before          # the classmates' files were not touched
    first = digests(out)
    time.sleep(2.5 if name == "daemon_rewrite" else 0.2)   # the daemon's delay, and some more
    assert digests(out) == first
    assert kit_state() == kit_before == []
    assert not leftovers()


def test_recognising_the_sandbox_gains_nothing_over_its_honest_twin():
    sly = grade_submission(CORPUS / "recognise_sandbox" / "pontoon.py")
    twin = grade_submission(CORPUS / "recognise_sandbox_twin" / "pontoon.py")
    assert (sly.score, [(v.rule, v.score) for v in sly.verdicts]) == (
        twin.score, [(v.rule, v.score) for v in twin.verdicts])
    assert sly.score < grade_submission(GOOD).score


def test_the_computers_hand_written_to_fd_1_breaks_the_secret_rule():
    grade = grade_submission(CORPUS / "fd_write_hand" / "pontoon.py")
    honest = grade_submission(GOOD)        # the same program without the os.write
    failed = {v.rule for v in grade.verdicts if not v.passed}
    assert failed - {v.rule for v in honest.verdicts if not v.passed} == {"computer-secret"}


def test_the_network_is_unreachable_from_a_child():
    result = sandbox.run_child(CORPUS / "network" / "pontoon.py", {"mode": "inspect"},
                               sandbox.Limits(wall_seconds=5))
    assert result.status == "ok" and TAG not in result.stdout


def test_a_fork_bomb_holds_no_processes_and_leaves_none():
    result = sandbox.run_child(CORPUS / "fork_bomb" / "pontoon.py", {"mode": "inspect"},
                               sandbox.Limits(wall_seconds=5))
    assert result.status == "ok" and result.messages[0]["error"] is None
    assert not leftovers()


def test_a_command_fork_bomb_is_bounded_by_its_pids_cgroup(tmp_path):
    if not sandbox.isolation().pids_cgroup:
        pytest.skip("no pids cgroup on this machine")
    code = ("import os, time\nn = 0\nfor _ in range(400):\n    try:\n        if os.fork() == 0:\n"
            "            time.sleep(3); os._exit(0)\n        n += 1\n    except OSError:\n"
            "        break\nprint(n)\n")
    result = sandbox.run_command([sandbox.child_python(), "-S", "-c", code], tmp_path,
                                 sandbox.Limits(wall_seconds=10))
    assert result.status == "ok" and int(result.stdout) < sandbox.PROCESSES, result
