"""Run one untrusted pontoon submission in a locked-down child process.

Glossary: the *grader* is this process; the *child* is a fresh ``python -I -S`` running
``inside/runner.py`` (compiled once by the grader) from a temporary directory; the *channel* is a private pipe on which
the runner sends JSON lines stamped with a per-run *token*; a *task* is the JSON object
telling the runner what to do (modes ``inspect``, ``calls``, ``program``; see
``docs/architecture.md``); a *batch* is several tasks run one after another in one child
(`run_batch`), since starting Python costs more than most tasks. ``run_child`` never raises
for anything the submission does: loops, crashes, exits, floods of output and memory hogs all
come back as a ``ChildResult``.

Every child runs in an operating-system sandbox (see ``docs/instructors/sandbox.md``):
bubblewrap namespaces (no network, private ``/tmp``, ``/dev/shm`` and ``/proc``, read-only
system and Python, nothing of the kit, other submissions or the grader's outputs), the
unprivileged user 65534 (util-linux ``setpriv``) and a memory and pids cgroup of its own.
`sandbox_status` says in one line what this machine allows (print it once per run).

Any other command can run in the same sandbox with `run_command` (module assignments'
pytest, notebook kernels)::

    from autograder.sandbox.child import Limits, run_command, sandbox_status
    result = run_command([sys.executable, "-m", "pytest", "-q", "test_cards.py"], workdir,
                         Limits(wall_seconds=60, memory_mb=1024),
                         readable=[Path(sys.prefix)])      # the venv: pytest, ipykernel, ...
    result.status, result.returncode, result.stdout, result.stderr, result.elapsed

``workdir`` is the only project folder the command sees, at its own path, writable (it is
made owned by user 65534; files the command writes there belong to that user); each
``readable`` path is bound read-only at its own path (bind the venv itself, ``sys.prefix``,
to run ``.venv/bin/python``). The environment is ``PATH``, ``HOME`` (= workdir), ``LANG`` and
``env``; ``stdin`` is fed to the command. ``status`` is ``ok`` (exit 0), ``exited``
(non-zero), ``crashed`` (a signal), ``timeout``, ``memory`` or ``output-limit``
(``limits.output_bytes`` per stream). Everything the command started is killed before
``run_command`` returns. ``BJK_SANDBOX=limits`` (no namespaces) or ``off`` (same user, limits
only) chooses less isolation; `configure` does the same from code.

Every sandbox folder holds an *owner mark* naming the process that made it (and its pid
namespace): a grading worker of `autograder.sandbox.budget` that had to be killed is cleaned up after
with `clean_up_after`, and the folders of a grader that has ended are swept at the next run
(`sweep_stale`). A worker takes over the grader's probe, sweep and compiled runner with
`worker_state` / `adopt`. In the fallback with a user switch, `sweep_user_files` removes what
the sandbox user left in ``/tmp``, ``/var/tmp`` and ``/dev/shm`` once a run's children have
all ended.
"""

from __future__ import annotations

import dataclasses
import json
import marshal
import math
import os
import secrets
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Mapping, Sequence

from autograder import compiling

RUNNER = Path(__file__).resolve().parent / "inside" / "runner.py"
MODES = ("inspect", "calls", "program")            # what one task may be; "batch" holds several
POLICIES = ("always", "below", "script", "bad-then")
STATUSES = ("ok", "timeout", "crashed", "exited", "memory", "output-limit")
FILE_BYTES = 16 * 1024 * 1024   # largest file the child may write (RLIMIT_FSIZE)
NPROC = 1                       # RLIMIT_NPROC for non-root graders: no forks or threads
DRAIN_SECONDS = 0.2             # how long to read leftover output after the child ended
SWEEP_READS = 64                # at most this many chunks a pipe once the child has ended
COALESCE_SECONDS = 0.002        # after output arrives, wait this long so reads come in bulk
SLOW_SECONDS = 0.5              # a batch task running this long (or wall/10) may be hanging
READ_CHUNK = 65_536
STALE_SECONDS = 6 * 3600        # a sandbox directory this old belongs to a grader that died


@dataclass(frozen=True)
class Limits:
    """Resource limits for one child run.

    >>> Limits(wall_seconds=2).wall_seconds
    2
    """

    wall_seconds: float = 10.0
    cpu_seconds: float = 10.0
    memory_mb: int = 512
    output_bytes: int = 200_000

    def __post_init__(self) -> None:
        for name in ("wall_seconds", "cpu_seconds", "memory_mb", "output_bytes"):
            value = getattr(self, name)
            if not isinstance(value, (int, float)) or isinstance(value, bool) or value <= 0:
                raise ValueError(f"Limits.{name} must be a positive number, not {value!r}")


@dataclass
class ChildResult:
    """What one child run produced: how it ended, its capped output, and its channel messages.

    >>> ChildResult("ok", 0, "", "", [{"kind": "names"}], 0.03).ok
    True
    """

    status: str
    returncode: int | None
    stdout: str
    stderr: str
    messages: list[dict] = field(default_factory=list)
    elapsed: float = 0.0
    files_written: list[str] = field(default_factory=list)  # what it left in its folders

    @property
    def ok(self) -> bool:
        """True when the run finished normally.

        >>> ChildResult("timeout", -9, "", "", [], 2.0).ok
        False
        """
        return self.status == "ok"

    def of_kind(self, kind: str) -> list[dict]:
        """The channel messages of one kind, in order.

        >>> ChildResult("ok", 0, "", "", [{"kind": "call", "index": 0}], 0.1).of_kind("call")
        [{'kind': 'call', 'index': 0}]
        """
        return [m for m in self.messages if m.get("kind") == kind]


def child_python() -> str:
    """The interpreter for children: the base one, so the venv's editable finders never load.

    In the fallback, when the sandbox user cannot read it (a private folder), a readable view
    of it (`python_view`), so that children run this very Python and its standard library.

    >>> Path(child_python()).name.startswith("python")
    True
    """
    if _interpreter:
        return _interpreter[0]
    return getattr(sys, "_base_executable", None) or sys.executable


def child_env(root: Path, inside: bool = False) -> dict[str, str]:
    """The whole environment a child gets: a minimal PATH, its own HOME (and TMPDIR outside).

    Inside the namespaces HOME is ``/home/student`` and ``/tmp`` is private; the runner drops
    the ``PYTHON*`` variables from ``os.environ`` once they have had their effect.

    >>> sorted(child_env(Path("/tmp/x")))[:3]
    ['HOME', 'LANG', 'PATH']
    """
    env = {"PATH": "/usr/bin:/bin", "HOME": str(root / "student"), "TMPDIR": str(root / "tmp"),
           "LANG": "C.UTF-8", "PYTHONHASHSEED": "0", "PYTHONIOENCODING": "utf-8",
           "PYTHONDONTWRITEBYTECODE": "1"}
    if inside:
        env["HOME"] = STUDENT_HOME
        env["PWD"] = STUDENT_HOME
        for name in ("TMPDIR", "PYTHONDONTWRITEBYTECODE", "PYTHONIOENCODING"):
            del env[name]
    return env


def check_task(task: dict) -> None:
    """Reject a malformed task (a grader bug, not a submission's doing) with ValueError.

    >>> check_task({"mode": "dance"})
    Traceback (most recent call last):
    ...
    ValueError: task mode must be one of ('inspect', 'calls', 'program'), not 'dance'
    """
    if not isinstance(task, dict) or task.get("mode") not in MODES:
        mode = task.get("mode") if isinstance(task, dict) else task
        raise ValueError(f"task mode must be one of {MODES}, not {mode!r}")
    json.dumps(task)
    if task["mode"] == "program":
        check_policy(task.get("policy", {"kind": "always", "answer": "s"}))


def check_policy(policy: dict) -> None:
    """Reject a program-mode player policy the runner does not know, with ValueError.

    >>> check_policy({"kind": "bad-then", "bad": ["x"], "then": {"kind": "sometimes"}})
    Traceback (most recent call last):
    ...
    ValueError: policy kind must be one of (...), not 'sometimes'
    """
    kind = policy.get("kind") if isinstance(policy, dict) else policy
    if kind not in POLICIES:
        raise ValueError(f"policy kind must be one of {POLICIES}, not {kind!r}")
    if kind == "bad-then":
        check_policy(policy.get("then", {"kind": "always"}))


def sandbox_parent() -> str | None:
    """Where sandbox directories go: ``/dev/shm`` when writable (disk rmdir costs ms), else TMPDIR.

    >>> sandbox_parent() in ("/dev/shm", None)
    True
    """
    shm = "/dev/shm"
    return shm if os.path.isdir(shm) and os.access(shm, os.W_OK | os.X_OK) else None


_swept: list[int] = []          # sweep_stale runs once per grader process


OWNER_MARK = ".bjk-sandbox"      # file in every sandbox folder the grader made: its owner mark


def sweep_stale(parent: Path, max_age: float = STALE_SECONDS) -> int:
    """Remove sandbox directories left by graders that were killed mid-run; return how many.

    Only folders this user made (named ``bjk-sandbox-*``, owned by the grader's user, holding
    the owner mark written by `make_sandbox_dir`, not a symbolic link) are touched, and removal
    never recurses (`remove_tree`), so a planted deep tree can neither crash nor mislead it.

    >>> import tempfile; d = Path(tempfile.mkdtemp()); (d / "bjk-sandbox-old").mkdir()
    >>> (d / "bjk-sandbox-old" / OWNER_MARK).touch(); (d / "bjk-sandbox-fake").mkdir()
    >>> os.utime(d / "bjk-sandbox-old", (0, 0)); os.utime(d / "bjk-sandbox-fake", (0, 0))
    >>> sweep_stale(d), sorted(os.listdir(d))
    (1, ['bjk-sandbox-fake'])
    >>> remove_tree(d)
    """
    removed, now = 0, time.time()
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return 0
    for entry in entries:
        try:
            if not (entry.name.startswith("bjk-sandbox-") and entry.is_dir(follow_symlinks=False)):
                continue
            info = entry.stat(follow_symlinks=False)
            mark = os.lstat(os.path.join(entry.path, OWNER_MARK))
            if (info.st_uid == os.geteuid() and mark.st_uid == os.geteuid()
                    and (now - info.st_mtime > max_age or _maker_ended(entry.path))):
                remove_tree(Path(entry.path))
                removed += 1
        except OSError:
            pass
    _sweep_cgroups(max_age)
    return removed


def _maker() -> str:
    """What a sandbox folder's owner mark says: this process's id and its pid namespace.

    >>> _maker().split()[0] == str(os.getpid())
    True
    """
    try:
        space = str(os.stat("/proc/self/ns/pid").st_ino)
    except OSError:
        space = "?"
    return f"{os.getpid()} {space}\n"


def _maker_ended(folder: str) -> bool:
    """Whether the process that made a sandbox folder (its mark names it, in this pid
    namespace) has ended: a grader killed mid-run, whose folder need not wait to be stale."""
    try:
        with open(os.path.join(folder, OWNER_MARK)) as handle:
            pid, space = (handle.read(64).split() + ["", ""])[:2]
    except (OSError, UnicodeDecodeError):
        return False
    here = _maker().split()[1]
    return pid.isdigit() and space == here != "?" and not os.path.exists(f"/proc/{pid}")


def sweep_once() -> None:
    """`sweep_stale` the sandbox folders' parent, the first time only in this process."""
    if not _swept:     # the temporary folder too: `python_view` lands there across file systems
        parents = dict.fromkeys([sandbox_parent() or tempfile.gettempdir(), tempfile.gettempdir()])
        _swept.append(sum(sweep_stale(Path(parent)) for parent in parents))


CGROUPS_FILE = ".bjk-cgroups"     # in a sandbox folder: the cgroups of its child, one a line


def clean_up_after(pid: int) -> int:
    """Remove what a grader process ``pid`` that was killed left: its sandbox folders (owner
    mark naming ``pid``), its children's processes and cgroups; return how many folders.

    Used by `autograder.sandbox.budget` after it had to kill a worker. Like `sweep_stale`, only
    folders this user made and marked are touched, and removal never recurses.

    >>> clean_up_after(2 ** 22 + 1)
    0
    """
    removed = 0
    for parent in {sandbox_parent() or tempfile.gettempdir(), tempfile.gettempdir()}:
        try:
            entries = list(os.scandir(parent))
        except OSError:
            continue
        for entry in entries:
            try:
                if not (entry.name.startswith("bjk-sandbox-")
                        and entry.is_dir(follow_symlinks=False)):
                    continue
                mark = os.path.join(entry.path, OWNER_MARK)
                info, mark_info = entry.stat(follow_symlinks=False), os.lstat(mark)
                if not (info.st_uid == mark_info.st_uid == os.geteuid()
                        and stat_is_regular(mark_info.st_mode)):
                    continue
                with open(mark) as handle:
                    if handle.read(64).split()[:1] != [str(pid)]:
                        continue
                folders = []
                try:
                    with open(os.path.join(entry.path, CGROUPS_FILE)) as handle:
                        folders = [line.strip() for line in handle if _own_cgroup(line.strip())]
                except OSError:
                    pass
                _close_cgroups(folders)
                kill_strays(Path(entry.path))
                remove_tree(Path(entry.path))
                removed += 1
            except OSError:
                continue
    return removed


def _own_cgroup(folder: str) -> bool:
    """Whether ``folder`` is a per-child cgroup this grader's isolation makes."""
    iso = isolation()
    return any(parent and os.path.dirname(folder) == parent
               and os.path.basename(folder).startswith(CGROUP_PREFIX)
               for parent in (iso.memory_cgroup, iso.pids_cgroup))


def stat_is_regular(mode: int) -> bool:
    """Whether a stat mode is a regular file's.

    >>> stat_is_regular(os.lstat(__file__).st_mode)
    True
    """
    import stat

    return stat.S_ISREG(mode)


def sweep_user_files(since: float) -> list[str]:
    """Without namespaces but with a user switch, remove everything the sandbox user left on
    the machine since ``since`` (``time.time()``): its orphaned processes, System V IPC
    objects, POSIX message queues and files in every folder anyone may write to
    (`autograder.sandbox.leftovers`); return one line per thing removed.

    Call it once every child of the run has ended. Files are removed as the sandbox user
    (``setpriv`` then ``rm -rf --one-file-system``), so a link planted in the tree can lead
    it to nothing that user could not remove anyway. With namespaces ``/tmp``, ``/dev/shm``,
    IPC and processes are private to each child and this does nothing.

    >>> sweep_user_files(time.time()) == [] or not isolation().namespaces
    True
    """
    from autograder.sandbox import leftovers

    iso = isolation()
    if iso.namespaces or iso.uid is None:
        return []
    return leftovers.sweep(iso.uid, since, [SETPRIV, *_setpriv_args(iso.uid)], in_use=_in_use)


def _in_use(path: str) -> bool:
    """Whether a folder is one a grader gave the sandbox user and still uses (its owner mark
    names a live process): another grading's working folder, not a leftover.

    >>> _in_use("/nonexistent")
    False
    """
    return os.path.isfile(os.path.join(path, OWNER_MARK)) and not _maker_ended(path)


def worker_state() -> dict:
    """What a grading worker (`autograder.sandbox.budget`) takes over from the grader so that it
    starts ready: the isolation probed, the stale sweep done, the runner compiled.

    >>> sorted(worker_state())
    ['compiled', 'isolation', 'swept']
    """
    iso = isolation()
    sweep_once()
    runner_code()
    return {"isolation": iso, "swept": True, "compiled": dict(_compiled)}


def adopt(state: dict) -> None:
    """Take over `worker_state` from the grader (in a grading worker).

    >>> adopt(worker_state()); isolation() is not None
    True
    """
    _isolation[:] = [state["isolation"]]
    if state.get("swept") and not _swept:
        _swept.append(0)
    _compiled.update(state.get("compiled", {}))


def _sweep_cgroups(max_age: float) -> None:
    """Remove empty per-child cgroups (``bjk-*``) left by a grader that was killed mid-run."""
    iso = isolation()
    for parent in (iso.memory_cgroup, iso.pids_cgroup):
        try:
            entries = [e for e in os.scandir(parent) if e.name.startswith(CGROUP_PREFIX)] \
                if parent else []
            for entry in entries:
                if time.time() - entry.stat(follow_symlinks=False).st_mtime > max_age:
                    os.rmdir(entry.path)        # fails (and is left) unless it is empty
        except OSError:
            pass


def make_sandbox_dir(submission: Path) -> Path:
    """A fresh temp directory holding copies of the runner and the submission, plus work/home/tmp.

    ``student`` is the child's home and working folder (``/home/student`` inside the
    namespaces) holding ``pontoon.py``; ``tmp`` is its TMPDIR when there are no namespaces.
    With a user switch both belong to the sandbox user; the rest stays the grader's.

    >>> import tempfile; src = Path(tempfile.mkdtemp()) / "pontoon.py"; _ = src.write_text("")
    >>> root = make_sandbox_dir(src); sorted(p.name for p in root.iterdir())
    ['.bjk-sandbox', 'runner', 'student', 'tmp']
    >>> remove_tree(root); remove_tree(src.parent)
    """
    parent = sandbox_parent()
    sweep_once()
    code = runner_code()                    # before any folder exists: nothing left if it fails
    root = Path(tempfile.mkdtemp(prefix="bjk-sandbox-", dir=parent))
    try:
        (root / OWNER_MARK).write_text(_maker())     # who made it: `clean_up_after`
        for name in ("runner", "student", "tmp"):
            (root / name).mkdir()
        (root / "runner" / "runner.pyc").write_bytes(code)
        shutil.copyfile(submission, root / "student" / "pontoon.py", follow_symlinks=False)
        uid = isolation().uid
        if uid is not None:
            os.chmod(root, 0o711)
            os.chmod(root / "runner", 0o755)
            os.chmod(root / "runner" / "runner.pyc", 0o644)
            os.chmod(root / "student" / "pontoon.py", 0o644)
            for name in ("student", "tmp"):
                os.chown(root / name, uid, uid)
    except BaseException:
        remove_tree(root)
        raise
    return root


_compiled: dict[tuple[int, int], bytes] = {}
_compiling = compiling.LOCK     # CPython's compile() is not safe from several threads at once


def runner_code() -> bytes:
    """The runner compiled once, as a ``.pyc`` the child runs directly (compiling costs ~7 ms).

    The child is the same interpreter as the grader (`child_python`), so the bytecode fits it.

    >>> import importlib.util; runner_code()[:4] == importlib.util.MAGIC_NUMBER
    True
    """
    import importlib.util

    from .inside import bundle, stamp    # the runner is a package of parts, run as one source

    parts = RUNNER == Path(__file__).resolve().parent / "inside" / "runner.py"
    stat = RUNNER.stat()
    key = stamp() if parts else (stat.st_mtime_ns, stat.st_size)
    with _compiling:                     # compile() from two threads at once can fail (SystemError)
        code = _compiled.get(key)
        if code is not None:
            return code
        source = bundle().encode("utf-8") if parts else RUNNER.read_bytes()
        header = importlib.util.MAGIC_NUMBER + (0).to_bytes(4, "little") + \
            (int(stat.st_mtime) & 0xFFFFFFFF).to_bytes(4, "little") + \
            (len(source) & 0xFFFFFFFF).to_bytes(4, "little")
        code = header + marshal.dumps(compile(source, RUNNER.name, "exec", dont_inherit=True))
        _compiled[key] = code
        return code


REMOVE_MAX = 1_000_000          # most entries `remove_tree` deletes before giving up


def remove_tree(root: Path) -> None:
    """Delete a folder tree without recursion, never following a symbolic link or leaving its
    file system, even if the submission made parts of it read-only or very deep.

    >>> import tempfile; d = Path(tempfile.mkdtemp()); remove_tree(d); d.exists()
    False
    """
    top = str(root)
    try:
        info = os.lstat(top)
    except OSError:
        return
    if not stat_is_dir(info.st_mode):
        try:
            os.unlink(top)
        except OSError:
            pass
        return
    device, stack, budget = info.st_dev, [top], REMOVE_MAX
    while stack and budget > 0:
        folder = stack[-1]
        try:
            os.chmod(folder, 0o700)
            entries = list(os.scandir(folder))
        except OSError:
            entries = []
        deeper = False
        for entry in entries:
            budget -= 1
            try:
                if entry.is_dir(follow_symlinks=False) and \
                        entry.stat(follow_symlinks=False).st_dev == device:
                    stack.append(entry.path)
                    deeper = True
                elif not entry.is_dir(follow_symlinks=False):
                    os.unlink(entry.path)
            except OSError:
                pass
        if not deeper:
            stack.pop()
            try:
                os.rmdir(folder)
            except OSError:
                pass


def stat_is_dir(mode: int) -> bool:
    """Whether an ``st_mode`` is a directory's.

    >>> stat_is_dir(os.lstat("/").st_mode)
    True
    """
    import stat
    return stat.S_ISDIR(mode)


def run_child(submission: Path, task: dict, limits: Limits = Limits()) -> ChildResult:
    """Run ``task`` against the submission file in a fresh sandboxed child and collect the result.

    >>> import tempfile; d = Path(tempfile.mkdtemp()); src = d / "pontoon.py"
    >>> _ = src.write_text("VERSION = 1\\nSTICK_AT = 17\\n")
    >>> result = run_child(src, {"mode": "inspect"}, Limits(wall_seconds=5))
    >>> result.status, result.messages[0]["names"], result.messages[0]["STICK_AT"]
    ('ok', {'VERSION': 'int', 'STICK_AT': 'int'}, 17)
    >>> remove_tree(d)
    """
    check_task(task)
    submission = Path(submission)
    if not submission.is_file():
        raise FileNotFoundError(f"no submission file at {str(submission)!r}")
    root = make_sandbox_dir(submission)
    try:
        result = _run_in(root, task, limits)
        result.files_written = written_files(root)
        return result
    finally:
        kill_strays(root)
        remove_tree(root)


def run_batch(submission: Path, tasks: list[dict], limits: Limits = Limits()) -> list[ChildResult]:
    """Run several tasks one after another in one child; one ChildResult per task, in order.

    Starting Python costs more than most tasks, so a batch pays it once. Each task gets the
    ``limits`` it would get alone (``wall_seconds`` from its own start, its own output cap) and
    finds the process as the previous task found it. A task that ends the child (a hang, a
    crash, ``os._exit``, a flood) gets that status with what it sent before, as with
    `run_child`; the tasks after it are run again, each in a fresh child of its own.

    >>> import tempfile; d = Path(tempfile.mkdtemp()); src = d / "pontoon.py"
    >>> _ = src.write_text("VERSION = 1\\nSTICK_AT = 17\\n")
    >>> [(r.status, r.messages[0]["VERSION"]) for r in run_batch(src, [{"mode": "inspect"}] * 2)]
    [('ok', 1), ('ok', 1)]
    >>> remove_tree(d)
    """
    for task in tasks:
        check_task(task)
    submission = Path(submission)
    if not submission.is_file():
        raise FileNotFoundError(f"no submission file at {str(submission)!r}")
    if len(tasks) <= 1:
        return [run_child(submission, task, limits) for task in tasks]
    from concurrent.futures import Future, ThreadPoolExecutor
    spare: dict[int, Future] = {}
    pool = ThreadPoolExecutor(len(tasks) - 1)

    hung_at: list[int] = []

    def hand_off(last: int) -> None:     # the task `last` seems to hang: start the rest anew
        hung_at.append(last)             # (a program run waits: it may have hung unseen, below)
        for i in range(last + 1, len(tasks)):
            if not (tasks[last]["mode"] == "program" == tasks[i]["mode"]):
                spare[i] = pool.submit(run_child, submission, tasks[i], limits)

    try:
        root = make_sandbox_dir(submission)
        try:
            results = _run_batch_in(root, tasks, limits, hand_off)
            written = sorted(set(written_files(root)).union(
                *(r.files_written for r in results if r is not None)))
        finally:
            kill_strays(root)
            remove_tree(root)
        for result in results:
            if result is not None:
                result.files_written = written
        for i, future in spare.items():
            results[i] = future.result()
        if hung_at and results[hung_at[0]] is not None and unseen_hang(results[hung_at[0]]):
            for i in range(hung_at[0] + 1, len(tasks)):   # the same file, stuck before its
                if results[i] is None and tasks[i]["mode"] == "program":   # first word or
                    results[i] = dataclasses.replace(results[hung_at[0]], elapsed=0.0)  # question
        missing = [i for i, result in enumerate(results) if result is None]
        for i, result in zip(missing, pool.map(lambda i: run_child(submission, tasks[i], limits),
                                               missing)):
            results[i] = result
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return results  # type: ignore[return-value]


def unseen_hang(result: ChildResult) -> bool:
    """Whether a program run was stopped having printed and asked nothing at all: stuck before
    its first word or question, where every run of the same file is stuck the same way (the
    runs after it in a batch then take its result rather than a child each).

    >>> unseen_hang(ChildResult("timeout", -9, "", "", [{"kind": "program", "transcript": []}]))
    True
    >>> unseen_hang(ChildResult("timeout", -9, "", "", [{"kind": "program",
    ...                                                    "transcript": [{"out": "Hi"}]}]))
    False
    """
    programs = result.of_kind("program")
    return result.status == "timeout" and not result.stdout.strip() and bool(programs) \
        and not any(m.get("transcript") for m in programs)


def _run_batch_in(root: Path, tasks: list[dict], limits: Limits,
                  on_slow: Callable[[int], None] | None = None) -> list[ChildResult | None]:
    """Run a batch in ``root``; None for each task the child never finished or started."""
    n = len(tasks)
    token = secrets.token_hex(16)
    child_limits = Limits(limits.wall_seconds, n * limits.cpu_seconds, limits.memory_mb,
                          limits.output_bytes)
    collector, elapsed = _start_and_collect(root, {"mode": "batch", "tasks": tasks}, limits,
                                            child_limits, token, n, on_slow)
    raw = parse_channel(bytes(collector.data["channel"]), token, lazy_progress=True)
    stdouts = bytes(collector.data["stdout"]).split(b"\x00bjk-" + token.encode() + b"\x00\n")
    stderrs = bytes(collector.data["stderr"]).split(b"\x00bjk-" + token.encode() + b"\x00\n")
    results: list[ChildResult | None] = [None] * n
    current, mine, end, files = None, [], None, []
    for message in raw:
        kind = message.get("kind")
        if kind == "_task" and message.get("index") in range(n):
            current, mine = message["index"], []
        elif kind == "_task_end" and current is not None:
            status = message.get("status") if message.get("status") in STATUSES else "crashed"
            results[current] = _task_result(tasks[current], status, 0, mine, stdouts, stderrs,
                                            current, collector, elapsed)
            results[current].files_written = files
            current, files = None, []
        elif kind == "_end":
            end = message.get("status") if message.get("status") in STATUSES else None
        elif kind == "_files" and current is not None:
            files.extend(str(f) for f in message.get("files", []) if isinstance(f, str))
        elif current is not None:
            mine.append(message)
    if collector.handed_off is not None:       # fresh children run these; never mind this one
        results[collector.handed_off + 1:] = [None] * (n - collector.handed_off - 1)
        current = None if current is None or current > collector.handed_off else current
    if current is not None:                     # the task that ended the child
        stderr = _piece(stderrs, current, limits.output_bytes)
        status = collector.reason or end or _status_from_exit(
            collector.proc.returncode, collector.cpu, child_limits, stderr)
        results[current] = _task_result(tasks[current], status, collector.proc.returncode, mine,
                                        stdouts, stderrs, current, collector, elapsed)
    return results


def _piece(pieces: list[bytes], index: int, cap: int) -> str:
    """One task's share of a batch's stdout or stderr (split at the per-run marker), capped."""
    return _decode(bytearray(pieces[index][:cap])) if index < len(pieces) else ""


def _task_result(task: dict, status: str, returncode: int | None, raw: list[dict],
                 stdouts: list[bytes], stderrs: list[bytes], index: int, collector: "_Collector",
                 elapsed: float) -> ChildResult:
    """One task's ChildResult out of a batch."""
    started = collector.started
    begin = started[index] if index < len(started) else 0.0
    end = started[index + 1] if index + 1 < len(started) else (begin + elapsed if not started
                                                              else collector.ended or begin)
    messages = [m for m in raw if not str(m.get("kind", "")).startswith("_")]
    if task["mode"] == "program" and not any(m.get("kind") == "program" for m in messages):
        messages.append(_partial_program(_progress(raw, collector.token.decode()), status))
    cap = collector.limits.output_bytes
    return ChildResult(status, returncode, _piece(stdouts, index, cap), _piece(stderrs, index, cap),
                       messages, round(max(end - begin, 0.0), 4))


def kill_strays(root: Path) -> int:
    """Kill every process still running with this sandbox as its HOME; return how many.

    A submission's grandchild that left the process group with ``setsid()`` escapes the
    group kill, but it keeps the environment it was started with, so it is found here.

    >>> kill_strays(Path("/nonexistent-sandbox"))
    0
    """
    if isolation().namespaces:       # the pid namespace ends with its first process
        return 0
    marker = f"HOME={root / 'student'}".encode() + b"\0"
    killed = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry.name}/environ", "rb") as f:
                if marker not in f.read() + b"\0":
                    continue
            os.kill(int(entry.name), signal.SIGKILL)
            killed += 1
        except (OSError, ValueError):
            continue
    return killed


def written_files(root: Path) -> list[str]:
    """The files a run left anywhere in its sandbox (but the runner and the submission), sorted.

    >>> import tempfile; src = Path(tempfile.mkdtemp()) / "pontoon.py"; _ = src.write_text("")
    >>> d = make_sandbox_dir(src); _ = (d / "student" / "notes.txt").write_text("hi")
    >>> written_files(d)
    ['student/notes.txt']
    >>> remove_tree(d); remove_tree(src.parent)
    """
    found: list[str] = []
    stack = [root / "student", root / "tmp"]
    while stack and len(found) < 1000:
        folder = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            path = Path(entry.path)
            name = path.relative_to(root).as_posix()
            if entry.is_dir(follow_symlinks=False):
                if entry.name != "__pycache__":
                    stack.append(path)
            elif name != "student/pontoon.py":
                found.append(name)
    return sorted(found)


def _control(root: Path, task: dict, limits: Limits, token: str) -> bytes:
    """What the runner reads from stdin before anything else happens (marshal: no slow imports)."""
    inside = isolation().namespaces
    submission = STUDENT_HOME + "/pontoon.py" if inside else str(root / "student" / "pontoon.py")
    return marshal.dumps({
        "token": token, "submission": submission, "task": task,
        "limits": {"cpu_seconds": limits.cpu_seconds, "memory_mb": limits.memory_mb,
                   "output_bytes": limits.output_bytes, "file_bytes": FILE_BYTES,
                   "nproc": NPROC}})


def _run_in(root: Path, task: dict, limits: Limits) -> ChildResult:
    """Start the child in ``root``, feed it, read it, end it, and interpret what happened."""
    token = secrets.token_hex(16)
    collector, elapsed = _start_and_collect(root, task, limits, limits, token, 1)
    return _interpret(collector, task, token, limits, elapsed)


def _start_and_collect(root: Path, task: dict, limits: Limits, child_limits: Limits, token: str,
                       tasks: int, on_slow: Callable[[int], None] | None = None
                       ) -> tuple["_Collector", float]:
    """Start the child, exchange data until it is over, reap it; return the collector, seconds."""
    iso = isolation()
    chan_r, chan_w = os.pipe()
    start = time.monotonic()
    cage = _Cage(iso, child_limits.memory_mb, RUNNER_PROCESSES)
    try:
        if cage.folders:            # for `clean_up_after`, should this grader be killed
            with open(root / CGROUPS_FILE, "w") as handle:
                handle.write("".join(f + "\n" for f in cage.folders))
        proc = subprocess.Popen(
            _child_command(root, cage, chan_w), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, pass_fds=(chan_w,), cwd=root / "student",
            env=child_env(root, iso.namespaces), start_new_session=True)
    except BaseException:
        os.close(chan_r)
        cage.close()
        raise
    finally:
        os.close(chan_w)
    collector = _Collector(proc, chan_r, limits, tasks, token)
    collector.on_slow = on_slow
    try:
        collector.run(_control(root, task, child_limits, token), start + limits.wall_seconds)
    finally:
        collector.finish()
        code = _signal_code(proc.returncode, iso)
        proc.returncode = code
        if code is not None and code < 0 and cage.out_of_memory() and collector.reason is None:
            collector.reason = "memory"
        cage.close()
    return collector, time.monotonic() - start


def _child_command(root: Path, cage: "_Cage", chan_w: int) -> list[str]:
    """The command line of one pontoon child: the runner in the sandbox, told its channel fd.

    Inside the namespaces the child is a plain ``python3 …`` (no ``-I``/``-S``/``-B`` flags to
    notice: the environment, the home folder and the file system are clean already).
    """
    if cage.iso.namespaces:
        binds = ["--bind", str(root / "student"), STUDENT_HOME,
                 "--ro-bind", str(root / "runner" / "runner.pyc"), RUNNER_INSIDE]
        return cage.command([child_python(), RUNNER_INSIDE, str(chan_w)], binds, STUDENT_HOME)
    return cage.command([child_python(), "-I", "-S", "-B", str(root / "runner" / "runner.pyc"),
                         str(chan_w)], [], str(root / "student"))


class _Collector:
    """Feeds the child's stdin and reads stdout, stderr and the channel with caps and a deadline."""

    def __init__(self, proc: subprocess.Popen, chan_r: int, limits: Limits, tasks: int = 1,
                 token: str = "") -> None:
        self.proc, self.limits = proc, limits
        self.data = {"stdout": bytearray(), "stderr": bytearray(), "channel": bytearray()}
        self.caps = {"stdout": tasks * limits.output_bytes, "stderr": tasks * limits.output_bytes,
                     "channel": tasks * (8 * limits.output_bytes + 1_000_000)}
        self.tasks, self.token = tasks, token.encode()
        self.started: list[float] = []      # batch: when each task began (its `_task` message)
        self.scanned = 0
        self.deadline = 0.0
        self.last_deadline = 0.0
        self.ended = 0.0
        self.on_slow: Callable[[int], None] | None = None   # batch: hand the later tasks off
        self.handed_off: int | None = None  # the last task this child still runs, once handed off
        self.names = {proc.stdout.fileno(): "stdout", proc.stderr.fileno(): "stderr",
                      chan_r: "channel"}
        self.chan_r = chan_r
        self.reason: str | None = None      # "timeout" or "output-limit" when we killed it
        self.status: int | None = None      # raw wait status once reaped
        self.cpu = 0.0
        self.pidfd: int | None = None

    def run(self, control: bytes, deadline: float) -> None:
        """Exchange data until the child has ended and its pipes are drained, or a limit hits.

        In a batch every task has ``wall_seconds`` from its own start (and the batch no more
        than ``tasks`` times that), so one task that hangs does not eat the others' time.
        """
        self.deadline = self.last_deadline = deadline
        if self.tasks > 1:
            self.last_deadline = deadline + (self.tasks - 1) * self.limits.wall_seconds
        sel = selectors.DefaultSelector()
        for fd in self.names:
            os.set_blocking(fd, False)
            sel.register(fd, selectors.EVENT_READ)
        stdin = self.proc.stdin.fileno()
        os.set_blocking(stdin, False)
        sel.register(stdin, selectors.EVENT_WRITE)
        self.pidfd = _pidfd(self.proc.pid)
        if self.pidfd is not None:
            sel.register(self.pidfd, selectors.EVENT_READ)
        pending, ended_at = memoryview(control), None
        try:
            while True:
                now = time.monotonic()
                deadline = self.deadline
                if now >= deadline:
                    self.reason = self.reason or "timeout"
                    return
                if ended_at is not None and (now >= ended_at + DRAIN_SECONDS
                                             or not self._open_reads(sel)):
                    self._sweep(sel)
                    return
                wait = min(deadline - now, self._check_slow(now))
                if self.pidfd is None:
                    wait = min(wait, 0.02)
                if ended_at is not None:
                    wait = min(wait, ended_at + DRAIN_SECONDS - now)
                events = sel.select(max(wait, 0.0))
                if events and ended_at is None and not any(k.fd == self.pidfd for k, _ in events):
                    time.sleep(COALESCE_SECONDS)     # let more of a chatty child's output pile up
                for key, _ in events:
                    fd = key.fd
                    if fd == stdin:
                        pending = self._feed(sel, stdin, pending)
                    elif fd == self.pidfd:
                        sel.unregister(fd)
                        ended_at = self._ended()
                    elif self._read(sel, fd):
                        return
                if self.pidfd is None and ended_at is None and _has_exited(self.proc.pid):
                    ended_at = self._ended()
        finally:
            sel.close()

    def _check_slow(self, now: float) -> float:
        """Batch: once a task runs suspiciously long, hand the tasks after it to fresh children.

        Returns how long the select may wait before this check is due again.
        """
        if (self.on_slow is None or self.handed_off is not None or not self.started
                or len(self.started) >= self.tasks):
            return math.inf
        slow_at = self.started[-1] + max(SLOW_SECONDS, self.limits.wall_seconds / 10)
        if now < slow_at:
            return slow_at - now
        self.handed_off = len(self.started) - 1
        self.on_slow(self.handed_off)
        return math.inf

    def _sweep(self, sel: selectors.BaseSelector) -> None:
        """Read what the ended child left in its pipes, however late this process got to it.

        The drain's deadline is wall time: on a loaded machine this process may not run again
        until it has passed, with the child's last messages (its end message among them) still
        in a pipe. The child is dead, so each pipe holds at most a buffer's worth from it; an
        escaped grandchild still writing is read no further than that.
        """
        for fd in [fd for fd in sel.get_map() if fd in self.names]:
            for _ in range(SWEEP_READS):
                before = len(self.data[self.names[fd]])
                if self._read(sel, fd) or fd not in sel.get_map() or \
                        len(self.data[self.names[fd]]) == before:
                    break

    def _open_reads(self, sel: selectors.BaseSelector) -> bool:
        return any(fd in self.names for fd in sel.get_map())

    def _feed(self, sel, stdin: int, pending: memoryview) -> memoryview:
        """Write the next piece of the control object; close stdin when it is all sent."""
        try:
            pending = pending[os.write(stdin, pending):]
        except (BrokenPipeError, OSError):
            pending = pending[:0]
        if not pending:
            sel.unregister(stdin)
            self.proc.stdin.close()
        return pending

    def _ended(self) -> float:
        """The child has exited (still a zombie): kill what it left behind in its group."""
        _kill_group(self.proc.pid)
        return time.monotonic()

    def _read(self, sel, fd: int) -> bool:
        """Read one chunk into its buffer; True when a cap was exceeded (the child is killed)."""
        try:
            chunk = os.read(fd, READ_CHUNK)
        except BlockingIOError:
            return False
        except OSError:
            chunk = b""
        name = self.names[fd]
        if not chunk:
            sel.unregister(fd)
            return False
        room = self.caps[name] - len(self.data[name])
        self.data[name] += chunk[:max(room, 0)]
        if len(chunk) > room:
            self.reason = "output-limit"
            return True
        if name == "channel" and self.tasks > 1:
            return self._next_tasks()
        return False

    def _next_tasks(self) -> bool:
        """Batch: give each task that has just started its own wall-clock deadline.

        True (stop: the child is killed) when a task that was handed off starts here.
        """
        data = self.data["channel"]
        while len(self.started) < self.tasks:
            mark = b'{"kind":"_task","index":%d,"t":"%s"}' % (len(self.started), self.token)
            at = data.find(mark, self.scanned)
            if at < 0:
                self.scanned = max(self.scanned, len(data) - len(mark))
                return False
            self.scanned = at + len(mark)
            now = time.monotonic()
            self.started.append(now)
            self.deadline = min(now + self.limits.wall_seconds, self.last_deadline)
            if self.handed_off is not None and len(self.started) - 1 > self.handed_off:
                self.reason = "handed-off"
                return True
        return False

    def finish(self) -> None:
        """Kill the whole process group, reap the child with its CPU time, close every pipe."""
        self.ended = time.monotonic()
        _kill_group(self.proc.pid)
        try:
            _, status, usage = os.wait4(self.proc.pid, 0)
            self.status = status
            self.cpu = usage.ru_utime + usage.ru_stime
            self.proc.returncode = os.waitstatus_to_exitcode(status)
        except ChildProcessError:
            self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                stream.close()
            except OSError:
                pass
        for fd in (self.chan_r, self.pidfd):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass


def _pidfd(pid: int) -> int | None:
    """A pollable fd that becomes readable when ``pid`` exits, where the OS offers one."""
    try:
        return os.pidfd_open(pid)
    except (AttributeError, OSError):
        return None


def _has_exited(pid: int) -> bool:
    """True once ``pid`` has exited, without reaping it (so its group id stays reserved)."""
    try:
        return os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:
        return True


def _kill_group(pgid: int) -> None:
    """SIGKILL every process in the child's session group (ignored when none is left)."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def parse_channel(raw: bytes, token: str, lazy_progress: bool = False) -> list[dict]:
    """Decode the channel's JSON lines, keeping only objects stamped with this run's token.

    With ``lazy_progress`` the runner's progress messages (``_p``, one per question, only
    needed when a program never finished) are kept undecoded as ``{"kind": "_p", "raw": line}``.

    >>> parse_channel(b'{"kind": "x", "t": "k1"}\\n{"kind": "fake", "t": "k0"}\\ngarbage', "k1")
    [{'kind': 'x'}]
    """
    messages = []
    loads = json.loads
    for line in raw.split(b"\n"):
        if not line:
            continue
        if lazy_progress and line.startswith(PROGRESS):
            messages.append({"kind": "_p", "raw": line})
            continue
        try:
            message = loads(line)
        except (ValueError, RecursionError):
            continue
        if isinstance(message, dict) and message.pop("t", None) == token:
            messages.append(message)
    return messages


PROGRESS = b'{"kind":"_p",'     # how the runner starts a progress message


def _progress(raw: list[dict], token: str) -> list[dict]:
    """Decode progress messages that `parse_channel` left undecoded (others pass through)."""
    out = []
    for message in raw:
        if "raw" in message and message.get("kind") == "_p":
            decoded = parse_channel(message["raw"], token)
            out.extend(m for m in decoded if m.get("kind") == "_p")
        else:
            out.append(message)
    return out


def _decode(data: bytearray) -> str:
    return bytes(data).decode("utf-8", "replace")


def _interpret(collector: _Collector, task: dict, token: str, limits: Limits,
               elapsed: float) -> ChildResult:
    """Turn what the collector saw into a ChildResult (status, messages, decoded output)."""
    raw = parse_channel(bytes(collector.data["channel"]), token, lazy_progress=True)
    ends = [m["status"] for m in raw if m.get("kind") == "_end" and m.get("status") in STATUSES]
    stderr = _decode(collector.data["stderr"])
    status = collector.reason or (ends[0] if ends else None) or _status_from_exit(
        collector.proc.returncode, collector.cpu, limits, stderr)
    messages = [m for m in raw if not str(m.get("kind", "")).startswith("_")]
    if task["mode"] == "program" and not any(m.get("kind") == "program" for m in messages):
        messages.append(_partial_program(_progress(raw, token), status))
    return ChildResult(status, collector.proc.returncode, _decode(collector.data["stdout"]),
                       stderr, messages, elapsed)


def _status_from_exit(returncode: int | None, cpu: float, limits: Limits, stderr: str) -> str:
    """The status of a child that ended without saying how (no end message on the channel).

    >>> _status_from_exit(-signal.SIGXCPU, 2.0, Limits(cpu_seconds=2), "")
    'timeout'
    >>> _status_from_exit(1, 0.1, Limits(), "MemoryError")
    'memory'
    """
    if returncode is not None and returncode < 0:
        if -returncode == signal.SIGXCPU or (
                -returncode == signal.SIGKILL and cpu >= limits.cpu_seconds - 0.05):
            return "timeout"
    if "MemoryError" in stderr:
        return "memory"
    return "exited" if returncode == 0 else "crashed"


def _partial_program(raw: list[dict], status: str) -> dict:
    """Rebuild the program message from the runner's progress messages when it never finished.

    >>> _partial_program([{"kind": "_p", "entries": [{"ask": "t? ", "answer": "t"}], "draws": []}],
    ...                  "timeout")["transcript"]
    [{'ask': 't? ', 'answer': 't'}]
    """
    transcript, draws, dealt, stacked, seen = [], [], [], [], False
    for message in raw:
        if message.get("kind") == "_p":
            transcript.extend(message.get("entries", []))
            draws.extend(message.get("draws", []))
            if "dealt" in message:          # a stacked run: the cards the grader dealt so far
                seen = True
                dealt.extend(message.get("dealt") or [])
                stacked.extend(message.get("stacked") or [])
    result = {"kind": "program", "transcript": transcript, "draws": draws, "exit": "killed",
              "error": {"type": status, "message": f"the program did not finish ({status})",
                        "line": None, "traceback": None},
              "eof_given": any(e.get("answer", "") is None for e in transcript if "ask" in e),
              "questions": sum(1 for e in transcript if "ask" in e), "partial": True}
    if seen:
        result.update(dealt=dealt, stacked=stacked)
    return result


# ---------------------------------------------------------------- operating-system isolation
#
# Every child (a pontoon runner, or any command through `run_command`) is started as
#   sh -c 'join cgroups; exec "$@"'  bwrap <namespaces, binds>  setpriv <uid 65534>  command
# The shell only moves itself into the child's own memory and pids cgroups (cgroup v1) before
# anything else runs, so the whole tree is counted and the grader is not. Without bubblewrap
# (or with ``BJK_SANDBOX=limits``) the same chain runs without the bwrap step; without root
# there is no user switch. `sandbox_status` says in one line what is in force.

BWRAP = "/usr/bin/bwrap"
SETPRIV = "/usr/bin/setpriv"
PRLIMIT = "/usr/bin/prlimit"
SANDBOX_UID = 65534             # "nobody": the unprivileged user every child runs as (as root)
STUDENT_HOME = "/home/student"  # the child's home, working folder and the submission's folder
RUNNER_INSIDE = "/opt/python/run.pyc"    # where the runner appears inside the namespaces
PROCESSES = 64                  # pids.max for one command's whole tree (pids cgroup)
RUNNER_PROCESSES = 8            # pids.max for a pontoon child (sh, bwrap, init, the runner)
CGROUP_PREFIX = "bjk-"
MODES_OF_ISOLATION = ("auto", "limits", "off")


@dataclass(frozen=True)
class Isolation:
    """What isolation the children get on this machine (decided once per grader process).

    >>> Isolation(False, None, None, None, "off").describe()
    'sandbox: OFF (same user, no namespaces, no cgroup; resource limits only)'
    """

    namespaces: bool            # bubblewrap: pid, net, ipc, uts namespaces and a private root
    uid: int | None             # the unprivileged user children run as; None: the grader's own
    memory_cgroup: str | None   # parent folder for per-child memory cgroups (v1), or None
    pids_cgroup: str | None     # parent folder for per-child pids cgroups (v1), or None
    mode: str = "auto"
    missing: tuple[str, ...] = ()   # why a part is not in force, one phrase each

    def describe(self) -> str:
        """One line for the start of a run and for ``results.json``.

        >>> Isolation(True, 65534, "/m", "/p").describe()
        'sandbox: bubblewrap namespaces + unprivileged user 65534 + memory/pids cgroup per child'
        """
        if self.mode == "off":
            return "sandbox: OFF (same user, no namespaces, no cgroup; resource limits only)"
        parts = ["bubblewrap namespaces" if self.namespaces else "NO namespaces"]
        parts.append(f"unprivileged user {self.uid}" if self.uid is not None
                     else "the grader's own user")
        cgroups = [n for n, c in (("memory", self.memory_cgroup), ("pids", self.pids_cgroup)) if c]
        parts.append(("/".join(cgroups) + " cgroup per child") if cgroups else "no cgroup")
        line = "sandbox: " + " + ".join(parts)
        if not self.namespaces or self.uid is None or len(cgroups) < 2:
            line += " (fallback: " + "; ".join(self.missing or ("partial isolation",)) + \
                "; see docs/instructors/sandbox.md)"
        return line

    @property
    def full(self) -> bool:
        """True when every part of the sandbox is in force.

        >>> Isolation(True, 65534, "/m", "/p").full
        True
        """
        return self.namespaces and self.uid is not None and bool(self.memory_cgroup) and \
            bool(self.pids_cgroup)


_isolation: list[Isolation] = []


def isolation() -> Isolation:
    """The isolation in force (probed once; ``BJK_SANDBOX`` = auto | limits | off chooses).

    >>> isolation().mode in MODES_OF_ISOLATION
    True
    """
    if not _isolation:
        _isolation.append(_probe(os.environ.get("BJK_SANDBOX", "auto")))
    return _isolation[0]


def configure(mode: str = "auto") -> Isolation:
    """Choose the isolation for the children started from now on (tests and benchmarks).

    ``auto`` is everything the machine allows; ``limits`` leaves out the namespaces (what a
    machine without bubblewrap gets); ``off`` is the old same-user child with limits only.

    >>> configure("off").describe().startswith("sandbox: OFF"); _ = configure()
    True
    """
    if mode not in MODES_OF_ISOLATION:
        raise ValueError(f"sandbox mode must be one of {MODES_OF_ISOLATION}, not {mode!r}")
    _isolation[:] = [_probe(mode)]
    return _isolation[0]


def sandbox_status() -> str:
    """A one-line description of the isolation every child gets on this machine.

    >>> sandbox_status().startswith("sandbox: ")
    True
    """
    return isolation().describe()


def _probe(mode: str) -> Isolation:
    """Find out what this machine allows: bubblewrap, a user switch, v1 cgroups."""
    _interpreter.clear()
    if mode == "off":
        return Isolation(False, None, None, None, "off", ("switched off",))
    missing: list[str] = []
    root = os.geteuid() == 0
    uid = SANDBOX_UID if root and os.access(SETPRIV, os.X_OK) else None
    if uid is None:
        missing.append("no user switch (the grader is not root or setpriv is missing)")
    namespaces = False
    if mode == "auto":
        namespaces = _try([*_bwrap_prefix(uid), "--ro-bind", "/", "/", "--", "/bin/true"])
        if not namespaces:
            missing.append("bubblewrap or user namespaces unavailable: children can see the "
                           "file system, the network and the grader's processes")
    else:
        missing.append("namespaces switched off (BJK_SANDBOX=limits)")
    if uid is not None and not namespaces:
        seen = _python_seen_by(uid)
        if seen != tuple(sys.version_info[:3]) and _use_python_view(uid):
            seen = tuple(sys.version_info[:3])
        if seen is None or seen[:2] != tuple(sys.version_info[:2]):
            # never run a submission as the grader (root) instead: the children fail to start,
            # and every grading says why, until Python is readable or bubblewrap installed
            missing.append("the Python installation is not readable by user "
                           f"{uid}: children cannot start (make it readable to others, "
                           "or install bubblewrap)")
        elif seen != tuple(sys.version_info[:3]):
            missing.append(f"user {uid} cannot read this Python installation and runs Python "
                           f"{'.'.join(map(str, seen))} with the system's standard library")
    memory = _cgroup_parent("memory") if root else None
    pids = _cgroup_parent("pids") if root else None
    if not memory or not pids:
        missing.append("no per-child " + "/".join(
            n for n, c in (("memory", memory), ("pids", pids)) if not c) + " cgroup")
    return Isolation(namespaces, uid, memory, pids, mode, tuple(missing))


def _python_probe(uid: int) -> list[str]:
    """The command `_probe` runs as user ``uid``: the chain every child without namespaces
    gets (prlimit, then setpriv, then the children's Python), printing the version it runs.

    >>> _python_probe(65534)[-3:]
    ['-S', '-c', 'import sys; print(*sys.version_info[:3])']
    """
    rlimits = [PRLIMIT, "--core=0", "--"] if os.access(PRLIMIT, os.X_OK) else []
    return [*rlimits, SETPRIV, *_setpriv_args(uid), child_python(), "-S", "-c",
            "import sys; print(*sys.version_info[:3])"]


def _python_seen_by(uid: int) -> tuple[int, ...] | None:
    """The Python version user ``uid`` gets from `child_python` (None when it does not start).

    setpriv switches user just before it runs the command, so it reaches a binary in a folder
    closed to ``uid`` (``/root/.pyenv``); the binary then cannot read its own library and
    standard library and may load the system's instead (another micro version: it works; another
    minor version could not run the runner's bytecode, so the probe fails then).
    """
    try:
        done = subprocess.run(_python_probe(uid), stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=2, env=_base_env(), text=True)
        if done.returncode != 0:
            return None
        return tuple(int(part) for part in done.stdout.split())
    except (OSError, subprocess.SubprocessError, ValueError):
        return None


def _try(argv: list[str]) -> bool:
    """Whether a command runs and exits 0 within two seconds (used once, by `_probe`)."""
    try:
        return subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=2, env=_base_env()).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def _cgroup_parent(controller: str) -> str | None:
    """This process's own v1 cgroup folder for ``controller`` when new cgroups can be made in it."""
    try:
        with open("/proc/self/cgroup") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return None
    for line in lines:
        _, names, path = line.split(":", 2)
        if controller in names.split(","):
            folder = os.path.join("/sys/fs/cgroup", controller, path.lstrip("/"))
            probe = os.path.join(folder, CGROUP_PREFIX + "probe-" + secrets.token_hex(4))
            try:
                os.mkdir(probe)
                os.rmdir(probe)
                return folder
            except OSError:
                return None
    return None


def _base_env() -> dict[str, str]:
    return {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}


def _setpriv_args(uid: int) -> list[str]:
    return [f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--inh-caps=-all",
            "--bounding-set=-all", "--no-new-privs", "--"]


def _bwrap_prefix(uid: int | None) -> list[str]:
    """bubblewrap's namespace options: everything unshared (as root: all but the user namespace,
    so that setpriv can switch to a real unprivileged user)."""
    unshare = (["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts",
                "--unshare-cgroup-try"] if os.geteuid() == 0 else ["--unshare-all"])
    return [BWRAP, *unshare, "--die-with-parent", "--new-session"]


def _system_binds() -> list[str]:
    """Read-only binds of the system and the Python installation, plus private /proc, /dev, /tmp."""
    args = ["--ro-bind", "/usr", "/usr"]
    for name in ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
        if os.path.islink(name):
            args += ["--symlink", os.readlink(name), name]
        elif os.path.isdir(name):
            args += ["--ro-bind", name, name]
    for prefix in sorted({os.path.realpath(sys.base_prefix), sys.base_prefix}):
        if not prefix.startswith("/usr/") and os.path.isdir(prefix):
            args += ["--ro-bind", prefix, prefix]
    for folder in _base_site_packages():       # hidden: only the standard library is there
        args += ["--tmpfs", folder, "--remount-ro", folder]
    return args + ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--tmpfs", "/dev/shm"]


def _base_site_packages() -> list[str]:
    """The base installation's site-packages folders (its ``.pth`` files cost 25 ms a start).

    >>> all("-packages" in f for f in _base_site_packages())
    True
    """
    lib = os.path.join(sys.base_prefix, "lib")
    try:
        names = [n for n in os.listdir(lib) if n.startswith("python")]
    except OSError:
        return []
    return [os.path.join(lib, n, sub) for n in names for sub in ("site-packages", "dist-packages")
            if os.path.isdir(os.path.join(lib, n, sub))]


def _parents(binds: list[str]) -> list[str]:
    """``--dir`` options (mode 0755) for the folders above every bind's destination, so that
    the unprivileged user can reach what is bound (bubblewrap copies a 0700 ``/root``)."""
    made: list[str] = []
    for i, arg in enumerate(binds):
        if arg in ("--bind", "--ro-bind") and i + 2 < len(binds):
            parent = os.path.dirname(binds[i + 2])
            chain = []
            while parent not in ("/", "") and parent not in made:
                chain.append(parent)
                parent = os.path.dirname(parent)
            made.extend(reversed(chain))
    return [opt for folder in made for opt in ("--perms", "0755", "--dir", folder)]


class _Cage:
    """One child's operating-system resources: its cgroups, and the command line that uses them."""

    def __init__(self, iso: Isolation, memory_mb: int, processes: int) -> None:
        self.iso = iso
        self.folders: list[str] = []
        name = CGROUP_PREFIX + secrets.token_hex(8)
        for parent, settings in (
                (iso.memory_cgroup, {"memory.limit_in_bytes": (memory_mb + 32) << 20,
                                     "memory.memsw.limit_in_bytes": (memory_mb + 32) << 20}),
                (iso.pids_cgroup, {"pids.max": processes})):
            if not parent:
                continue
            folder = os.path.join(parent, name)
            try:
                os.mkdir(folder)
                self.folders.append(folder)
                for key, value in settings.items():
                    try:
                        with open(os.path.join(folder, key), "w") as handle:
                            handle.write(str(value))
                    except OSError:
                        pass
            except OSError:
                pass

    def command(self, inner: list[str], binds: list[str], chdir: str,
                rlimits: Sequence[str] = ()) -> list[str]:
        """The full command line: join the cgroups, enter the namespaces, set the resource
        limits (``rlimits``, a prlimit command ending in ``--``), become nobody, run.

        prlimit comes before setpriv: run by the unprivileged user it could not reach a
        Python in a folder closed to that user (``/root/.pyenv``), which setpriv still can.
        """
        argv = list(inner)
        if self.iso.uid is not None:
            argv = [SETPRIV, *_setpriv_args(self.iso.uid), *argv]
        argv = [*rlimits, *argv]
        if self.iso.namespaces:
            system = _system_binds()
            argv = [*_bwrap_prefix(self.iso.uid), *_parents(system), *system,
                    *_parents(binds), *binds, "--chdir", chdir, "--", *argv]
        if self.folders:
            joins = "".join(f'echo $$ > "${i + 1}/cgroup.procs" || exit 125; '
                            for i in range(len(self.folders)))
            argv = ["/bin/sh", "-c", joins + f"shift {len(self.folders)}; exec \"$@\"", "sh",
                    *self.folders, *argv]
        return argv

    def out_of_memory(self) -> bool:
        """Whether the memory cgroup's OOM killer ended a process of this child."""
        for folder in self.folders:
            try:
                with open(os.path.join(folder, "memory.oom_control")) as handle:
                    for line in handle:
                        if line.startswith("oom_kill ") and int(line.split()[1]) > 0:
                            return True
                with open(os.path.join(folder, "memory.failcnt")) as handle:
                    if int(handle.read().strip() or 0) > 0:
                        return True
            except (OSError, ValueError):
                continue
        return False

    def close(self) -> None:
        """Kill whatever is left in the cgroups (waiting until they are empty) and remove them;
        a second call has nothing left to do."""
        _close_cgroups(self.folders)
        self.folders = []


def _close_cgroups(folders: list[str]) -> None:
    """Kill whatever is left in these cgroups (waiting until they are empty) and remove them."""
    deadline = time.monotonic() + 2.0
    for folder in folders:
        while True:
            try:
                with open(os.path.join(folder, "cgroup.procs")) as handle:
                    pids = [int(p) for p in handle.read().split()]
            except (OSError, ValueError):
                pids = []
            for pid in pids:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            try:
                os.rmdir(folder)
                break
            except OSError:
                if time.monotonic() > deadline:
                    break
                time.sleep(0.0005)


def load_factor(cap: float = 6.0) -> float:
    """How many times slower than on an idle machine a start-up may be now: the one-minute
    load average per processor, at least 1 and at most ``cap`` (a shared two-core machine
    under eight test runs is at about 4). Wait limits for starting things scale with it.

    >>> 1.0 <= load_factor() <= 6.0
    True
    """
    try:
        per_cpu = os.getloadavg()[0] / (os.cpu_count() or 1)
    except OSError:
        return 1.0
    return round(min(max(per_cpu, 1.0), cap), 2)


# ---------------------------------------------------------------- packages a child may import

LIBRARY_PREFIX = "bjk-sandbox-lib-"     # a read-only copy of packages for the sandbox user
_library: dict[tuple[str, ...], list[str]] = {}     # packages_for_child's answers, made once
_said: set[str] = set()


def readable_by(path: str | Path, uid: int) -> bool:
    """Whether user ``uid`` (its group ``uid``, no other groups: how `setpriv` starts a child)
    may read ``path`` (a folder: list it) and search every folder above it, by mode bits.

    >>> private = Path(tempfile.mkdtemp()); (private / "kit").mkdir(); os.chmod(private, 0o700)
    >>> readable_by("/usr/bin", 65534), readable_by(private / "kit", 65534)
    (True, False)
    >>> remove_tree(private)
    """
    real = os.path.realpath(path)
    chain = [real]
    while chain[-1] != os.path.dirname(chain[-1]):
        chain.append(os.path.dirname(chain[-1]))
    for i, folder in enumerate(chain):
        try:
            info = os.stat(folder)
        except OSError:
            return False
        need = (0o5 if stat_is_dir(info.st_mode) else 0o4) if i == 0 else 0o1
        shift = 6 if info.st_uid == uid else 3 if info.st_gid == uid else 0
        if (info.st_mode >> shift) & need != need:
            return False
    return True


def distribution_files(names: Sequence[str]) -> dict[str, list[str]]:
    """The installed files of the distributions ``names`` and of every distribution they
    require (extras left out), by the folder they are installed in (a site-packages): paths
    relative to it, as the distributions' ``RECORD`` lists them (scripts outside it left out).

    >>> files = distribution_files(["pytest"]); any(f.startswith("_pytest/") for f in
    ...     next(iter(files.values())))
    True
    """
    import importlib.metadata
    import re

    found: dict[str, list[str]] = {}
    todo, seen = list(names), set()
    while todo:
        name = re.sub(r"[-_.]+", "-", todo.pop()).lower()
        if name in seen:
            continue
        seen.add(name)
        try:
            dist = importlib.metadata.distribution(name)
        except importlib.metadata.PackageNotFoundError:
            continue                      # a requirement for another platform or Python
        site = str(dist.locate_file(""))
        found.setdefault(site, []).extend(
            str(f) for f in dist.files or () if ".." not in Path(str(f)).parts)
        for requirement in dist.requires or ():
            spec, _, marker = requirement.partition(";")
            if "extra" not in marker:
                todo.append(re.split(r"[^A-Za-z0-9._-]", spec.strip(), maxsplit=1)[0])
    return found


def packages_for_child(names: Sequence[str]) -> list[str]:
    """The folders a sandboxed child puts on its ``PYTHONPATH`` to import the installed
    distributions ``names`` (and what they require).

    These are the site-packages folders they are installed in, unless the child's user cannot
    read them there: without namespaces (nothing bound) the user 65534 reads the kit's virtual
    environment only if every folder above it lets others in, which a kit cloned in a private
    home folder (mode 0700) does not. Then it is one read-only copy of just those
    distributions' files, in a sandbox folder that user may read, made once per grader process
    and removed when it ends (`library_copy`). If even that fails, it says so once, on
    stderr, with what to do.

    >>> any(Path(p, "_pytest").is_dir() for p in packages_for_child(["pytest"]))
    True
    """
    iso = isolation()
    key = (*sorted(names), f"uid={iso.uid}", f"namespaces={iso.namespaces}")
    if key in _library:
        return _library[key]
    files = distribution_files(names)
    folders = sorted(files)
    if iso.namespaces or iso.uid is None or all(
            _all_readable(site, paths, iso.uid) for site, paths in files.items()):
        _library[key] = folders
    else:
        try:
            _library[key] = [str(library_copy(files))]
        except OSError as error:
            _say_once(f"sandbox: user {iso.uid} cannot read {', '.join(folders)} (a folder above "
                      f"it is closed to others) and a readable copy could not be made ({error}): "
                      f"children cannot import {', '.join(names)}. Make the kit's folder readable "
                      "(chmod o+x on every folder above it), or install bubblewrap "
                      "(.ci/system-tools).")
            return folders
    return _library[key]


def _all_readable(site: str, paths: Sequence[str], uid: int) -> bool:
    """Whether ``uid`` may read every file ``paths`` (relative to ``site``) and their folders."""
    checked: dict[str, bool] = {}
    for relative in paths:
        full = os.path.join(site, relative)
        folder = os.path.dirname(full)
        if folder not in checked:
            checked[folder] = readable_by(folder, uid)
        if not checked[folder]:
            return False
        try:
            info = os.stat(full)
        except OSError:
            continue                    # listed but not installed (a cache file)
        shift = 6 if info.st_uid == uid else 3 if info.st_gid == uid else 0
        if not (info.st_mode >> shift) & 0o4:
            return False
    return True


def library_copy(files: Mapping[str, Sequence[str]]) -> Path:
    """Copy the files (relative paths by their site-packages folder, as `distribution_files`
    gives them) into one new folder anyone may read and only the grader may change; return it.

    The folder is a sandbox folder (``bjk-sandbox-lib-*`` with the owner mark): it is removed
    when the grader ends, or by `sweep_stale` at the next run if the grader was killed.

    >>> site = Path(tempfile.mkdtemp()); (site / "pkg").mkdir(); _ = (site / "pkg" / "a.py").write_text("")
    >>> copy = library_copy({str(site): ["pkg/a.py"]}); oct(os.stat(copy / "pkg" / "a.py").st_mode & 0o777)
    '0o644'
    >>> remove_tree(copy.parent); remove_tree(site)
    """
    import atexit

    root = Path(tempfile.mkdtemp(prefix=LIBRARY_PREFIX, dir=sandbox_parent()))
    try:
        (root / OWNER_MARK).write_text(_maker())
        library = root / "site-packages"
        for site, paths in files.items():
            for relative in paths:
                source, target = Path(site, relative), library / relative
                if source.is_file():
                    target.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(source, target)     # the grader's own installation
                    os.chmod(target, 0o644)
        for folder in (root, *(p for p in library.rglob("*") if p.is_dir()), library):
            os.chmod(folder, 0o755)
    except BaseException:
        remove_tree(root)
        raise
    atexit.register(remove_tree, root)
    return library


# ---------------------------------------------------------------- the Python a child runs

PYTHON_PREFIX = "bjk-sandbox-python-"   # a readable view of the grader's Python for the sandbox user
_interpreter: list[str] = []            # the children's Python when it is such a view (`_probe`)
_views: list[Path] = []                 # python_view's answer, made once per grader process
_NOT_IN_VIEW = {"site-packages", "dist-packages", "test", "idlelib", "turtledemo"}


def python_view() -> Path:
    """A folder anyone may read and only the grader may change that runs this very Python: its
    base interpreter, shared library and standard library (not its site-packages or tests), hard
    links to the installation's files (copies across file systems), and ``bin/python``, which
    starts it with that library first. Returns ``bin/python``; the folder is a sandbox folder,
    removed when the grader ends (or by `sweep_stale`).

    Without namespaces the sandbox user reads the installation where it is, so one in a private
    folder (``/root/.pyenv``) starts with the system's library and standard library instead:
    another micro version, which pickles and behaves differently.

    >>> view = python_view(); subprocess.run([str(view), "-S", "-c", "import sys; print(sys.prefix)"],
    ...     capture_output=True, text=True).stdout.strip() == str(view.parent.parent)
    True
    >>> remove_tree(view.parent.parent)
    """
    import atexit
    import sysconfig

    exe = Path(getattr(sys, "_base_executable", None) or sys.executable).resolve()
    stdlib = Path(sysconfig.get_path("stdlib"))
    shared = Path(sysconfig.get_config_var("LIBDIR") or "", sysconfig.get_config_var("INSTSONAME") or "")
    parent = sandbox_parent()
    if parent is None or os.stat(parent).st_dev != os.stat(stdlib).st_dev:
        parent = tempfile.gettempdir()          # hard links need the installation's file system
    root = Path(tempfile.mkdtemp(prefix=PYTHON_PREFIX, dir=parent))
    try:
        (root / OWNER_MARK).write_text(_maker())
        _link(exe, root / "bin" / exe.name)
        if sysconfig.get_config_var("Py_ENABLE_SHARED") and shared.is_file():
            _link(shared, root / "lib" / shared.name)
        for folder, subfolders, names in os.walk(stdlib):
            if Path(folder) == stdlib:
                subfolders[:] = [s for s in subfolders if s not in _NOT_IN_VIEW]
            for name in names:
                source = Path(folder, name)
                _link(source, root / "lib" / stdlib.name / source.relative_to(stdlib))
        wrapper = root / "bin" / "python"
        wrapper.write_text(f"#!/bin/sh\nLD_LIBRARY_PATH='{root}/lib' exec '{root}/bin/{exe.name}' \"$@\"\n")
        wrapper.chmod(0o755)
        for folder in (root, *(p for p in root.rglob("*") if p.is_dir())):
            os.chmod(folder, 0o755)     # folders only: a hard link's mode is the installation's
    except BaseException:
        remove_tree(root)
        raise
    atexit.register(remove_tree, root)
    return wrapper


def _link(source: Path, target: Path) -> None:
    """``target`` made the same file as ``source``: a hard link, else a copy keeping its times."""
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def _use_python_view(uid: int) -> bool:
    """Make the children run `python_view` (made once per grader process) when it gives user
    ``uid`` this very Python (the fallback in a private folder); return whether it does."""
    if not _views:
        try:
            _views.append(python_view())
        except OSError as error:
            _say_once(f"sandbox: a readable view of this Python for user {uid} could not be "
                      f"made ({error})")
            return False
    _interpreter[:] = [str(_views[0])]
    if _python_seen_by(uid) == tuple(sys.version_info[:3]):
        return True
    _interpreter.clear()
    return False


def _say_once(message: str) -> None:
    """Print a warning for the instructor on stderr, once per grader process."""
    if message not in _said:
        _said.add(message)
        print(message, file=sys.stderr)


@dataclass
class CommandResult:
    """How a command run by `run_command` ended, with its capped output.

    >>> CommandResult("ok", 0, "hi\\n", "", 0.05).ok
    True
    """

    status: str                 # "ok" | "exited" (non-zero) | "crashed" (signal) | "timeout"
    returncode: int | None      # | "memory" | "output-limit"
    stdout: str
    stderr: str
    elapsed: float = 0.0

    @property
    def ok(self) -> bool:
        """True when the command exited with status 0.

        >>> CommandResult("exited", 1, "", "", 0.1).ok
        False
        """
        return self.status == "ok"


def run_command(argv: list[str], workdir: Path, limits: Limits = Limits(), *,
                readable: Sequence[Path] = (), env: Mapping[str, str] | None = None,
                stdin: bytes = b"") -> CommandResult:
    """Run any command in the children's sandbox, ``workdir`` its only visible writable folder.

    Inside bubblewrap the command sees the system (read-only ``/usr``, ``/lib*``), the Python
    installation (read-only), ``workdir`` at its own path (read-write, the working folder)
    and each ``readable`` path at its own path (read-only), and nothing else: private
    ``/tmp``, ``/dev/shm``, ``/proc``, no network; it runs as user 65534 with the memory
    (``limits.memory_mb`` for the whole tree) and process limits of its own cgroups, CPU
    (``cpu_seconds``) and file-size limits, and is killed with everything it started after
    ``wall_seconds``. ``workdir`` is made writable for that user. The environment is
    ``PATH``, ``HOME`` (= workdir), ``LANG`` plus ``env``. Never raises for what the command does.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> r = run_command(["/bin/sh", "-c", "echo hi > f.txt; cat f.txt"], d, Limits(wall_seconds=5))
    >>> r.status, r.stdout, (d / "f.txt").read_text()
    ('ok', 'hi\\n', 'hi\\n')
    >>> remove_tree(d)
    """
    workdir = Path(workdir).resolve()
    if not workdir.is_dir():
        raise FileNotFoundError(f"no folder at {str(workdir)!r}")
    iso = isolation()
    full_env = {**_base_env(), "HOME": str(workdir), **(dict(env) if env else {})}
    if iso.uid is not None:
        _give_to(workdir, iso.uid)
    binds = ["--bind", str(workdir), str(workdir)]
    for path in readable:
        real = str(Path(path).resolve())
        if os.path.exists(real):
            binds += ["--ro-bind", real, real]
            if str(path) != real and os.path.isabs(str(path)):
                binds += ["--symlink", real, str(path)]
    cpu = max(1, math.ceil(limits.cpu_seconds))
    rlimits = [PRLIMIT, f"--cpu={cpu}:{cpu + 1}", f"--fsize={FILE_BYTES}", "--core=0"]
    if not iso.memory_cgroup:
        rlimits.append(f"--as={limits.memory_mb << 20}")
    rlimits = [*rlimits, "--"] if os.access(PRLIMIT, os.X_OK) else []
    cage = _Cage(iso, limits.memory_mb, PROCESSES) if iso.mode != "off" else _Cage(
        Isolation(False, None, None, None, "off"), 0, 0)
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cage.command(list(argv), binds, str(workdir), rlimits),
                                stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=workdir,
                                env=full_env, start_new_session=True)
    except OSError as exc:
        cage.close()
        return CommandResult("crashed", None, "", f"could not start {argv[0]!r}: {exc}", 0.0)
    except BaseException:
        cage.close()
        raise
    try:
        reason, out, err = _exchange(proc, stdin, limits, start + limits.wall_seconds)
    finally:
        _kill_group(proc.pid)
        proc.wait()
        oom = cage.out_of_memory()
        cage.close()
    elapsed = round(time.monotonic() - start, 4)
    code = _signal_code(proc.returncode, iso)
    if reason:
        status = reason
    elif oom:
        status = "memory"
    elif code == 0:
        status = "ok"
    elif code is not None and code < 0:
        status = "timeout" if -code == signal.SIGXCPU else "crashed"
    else:
        status = "exited"
    return CommandResult(status, code, _decode(out), _decode(err), elapsed)


def _signal_code(code: int | None, iso: Isolation) -> int | None:
    """The command's return code, with bubblewrap's ``128 + n`` for a signal turned back into -n.

    >>> _signal_code(137, Isolation(True, None, None, None)), _signal_code(137, Isolation(
    ...     False, None, None, None))
    (-9, 137)
    """
    if iso.namespaces and code is not None and 128 < code < 128 + 65:
        return 128 - code
    return code


def _give_to(folder: Path, uid: int) -> None:
    """Make ``folder`` (not what is inside it) owned by ``uid`` so the sandboxed user can write;
    its owner mark says this grader still uses it (`sweep_user_files` leaves it alone)."""
    try:
        (folder / OWNER_MARK).write_text(_maker())
        os.chown(folder, uid, uid)
    except OSError:
        pass


def _exchange(proc: subprocess.Popen, data: bytes, limits: Limits,
              deadline: float) -> tuple[str | None, bytearray, bytearray]:
    """Feed stdin, read stdout and stderr with caps until the command ends or the deadline."""
    out, err = bytearray(), bytearray()
    bufs = {proc.stdout.fileno(): out, proc.stderr.fileno(): err}
    sel = selectors.DefaultSelector()
    for fd in bufs:
        os.set_blocking(fd, False)
        sel.register(fd, selectors.EVENT_READ)
    pending = memoryview(data)
    stdin = proc.stdin.fileno()
    if pending:
        os.set_blocking(stdin, False)
        sel.register(stdin, selectors.EVENT_WRITE)
    else:
        proc.stdin.close()
    try:
        while any(fd in bufs for fd in sel.get_map()):
            now = time.monotonic()
            if now >= deadline:
                return "timeout", out, err
            for key, _ in sel.select(deadline - now):
                if key.fd == stdin:
                    try:
                        pending = pending[os.write(stdin, pending):]
                    except OSError:
                        pending = pending[:0]
                    if not pending:
                        sel.unregister(stdin)
                        proc.stdin.close()
                    continue
                try:
                    chunk = os.read(key.fd, READ_CHUNK)
                except BlockingIOError:
                    continue
                except OSError:
                    chunk = b""
                if not chunk:
                    sel.unregister(key.fd)
                    continue
                buf = bufs[key.fd]
                room = limits.output_bytes - len(buf)
                buf += chunk[:max(room, 0)]
                if len(chunk) > room:
                    return "output-limit", out, err
        remaining = deadline - time.monotonic()
        try:
            proc.wait(max(remaining, 0.0))
        except subprocess.TimeoutExpired:
            return "timeout", out, err
        return None, out, err
    finally:
        sel.close()
        if not proc.stdin.closed:
            try:
                proc.stdin.close()
            except OSError:
                pass
