"""What a fallback sandbox's children leave on the machine, found and removed after a run.

Without namespaces (no bubblewrap) every child runs as the sandbox user (65534) on the real
machine, so what it makes outlives it unless the grader takes it back: files in folders anyone
may write to, System V shared memory, semaphores and message queues, POSIX message queues,
and processes that left their process group. `sweep` removes all of it that the sandbox user
made since the run started, and says what it removed, one line an item.

Glossary: a *shared folder* is a directory any user may write to (``/tmp``, ``/var/tmp``,
``/dev/shm``, ``/run/lock``, ``/dev/mqueue`` ...), found by looking, not from a list.
"""
from __future__ import annotations

import os
import signal
import stat
import subprocess
import time
from pathlib import Path
from typing import Callable

SHARED_ROOTS = ("/tmp", "/var", "/run", "/dev")   # where shared folders are looked for
SHARED_DEPTH = 3                                  # how deep below each root
SKIPPED = ("/proc", "/sys", "/dev/pts")                # kernel views, not folders
MAX_DIRS = 20_000                                 # directories looked at, at the most
PR_SET_CHILD_SUBREAPER = 36
IPC_KINDS = (("shm", "-m"), ("sem", "-s"), ("msg", "-q"))   # /proc/sysvipc file, ipcrm flag


def shared_folders(roots: tuple[str, ...] = SHARED_ROOTS, depth: int = SHARED_DEPTH) -> list[str]:
    """Every directory below ``roots`` (to ``depth`` levels) that any user may write to, the
    roots themselves included; links are not followed, ``/proc`` and ``/sys`` not entered.

    >>> "/tmp" in shared_folders(("/tmp",), 0)
    True
    """
    found: list[str] = []
    seen = 0
    todo = [(root, 0) for root in roots]
    while todo and seen < MAX_DIRS:
        path, level = todo.pop()
        try:
            info = os.lstat(path)
        except OSError:
            continue
        if not stat.S_ISDIR(info.st_mode):
            continue
        seen += 1
        if info.st_mode & stat.S_IWOTH:
            found.append(path)
        if level >= depth or path in SKIPPED:
            continue
        try:
            with os.scandir(path) as entries:
                for entry in entries:
                    if entry.is_dir(follow_symlinks=False):
                        todo.append((entry.path, level + 1))
        except OSError:
            continue
    return sorted(found)


def files_made(uid: int, since: float, folders: list[str]) -> list[str]:
    """The entries at the top of ``folders`` that ``uid`` owns and changed at or after ``since``
    (by change time, which a program cannot set back; to the second before, as file systems
    such as ``/dev/mqueue`` keep whole seconds).

    >>> files_made(os.getuid(), time.time() + 3600, ["/tmp"])
    []
    """
    found = []
    for top in folders:
        try:
            entries = list(os.scandir(top))
        except OSError:
            continue
        for entry in entries:
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if info.st_uid == uid and info.st_ctime >= int(since) - 1:   # some file systems
                found.append(entry.path)                               # keep whole seconds
    return found


def ipc_objects(uid: int, since: float, sysvipc: Path = Path("/proc/sysvipc")) -> list[tuple[str, int]]:
    """System V IPC objects ``uid`` owns, made or changed at or after ``since``: (kind, id).

    >>> ipc_objects(os.getuid(), 0, Path("/nonexistent"))
    []
    """
    found = []
    for kind, _ in IPC_KINDS:
        try:
            lines = (sysvipc / kind).read_text().splitlines()
        except OSError:
            continue
        if not lines:
            continue
        names = lines[0].split()
        for line in lines[1:]:
            row = dict(zip(names, line.split()))
            try:
                owner, ident = int(row["uid"]), int(row[f"{kind}id" if kind != "msg" else "msqid"])
                changed = int(row.get("ctime", "0"))
            except (KeyError, ValueError):
                continue
            if owner == uid and changed >= int(since):
                found.append((kind, ident))
    return found


def adopt_orphans() -> bool:
    """Make this process the one that inherits its descendants' orphans (Linux's child
    subreaper), so a child that escaped its process group stays findable; whether it worked.

    >>> adopt_orphans() in (True, False)
    True
    """
    try:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def processes_of(uid: int, since: float, proc: Path = Path("/proc")) -> list[int]:
    """Orphaned processes of ``uid`` started at or after ``since``: those whose parent is now
    this process (see `adopt_orphans`) or init, zombies left out. A live child of another
    grader still has its own parent, so it is never among them; call it once this process's
    own children have ended.

    >>> processes_of(os.getuid(), time.time() + 3600)
    []
    """
    try:
        booted = time.time() - float(Path("/proc/uptime").read_text().split()[0])
        ticks = os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError):
        return []
    parents = {"1", str(os.getpid())}
    found = []
    for entry in proc.iterdir() if proc.is_dir() else []:
        if not entry.name.isdecimal() or int(entry.name) == os.getpid():
            continue
        try:
            if entry.stat().st_uid != uid:
                continue
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            state, parent, started = fields[0], fields[1], booted + int(fields[19]) / ticks
        except (OSError, IndexError, ValueError):
            continue
        if state != "Z" and parent in parents and started >= since - 1:
            found.append(int(entry.name))
    return found


def sweep(uid: int, since: float, remove_as: list[str] | None = None,
          in_use: Callable[[str], bool] = lambda path: False) -> list[str]:
    """Remove what ``uid`` left since ``since``: its processes first, then its IPC objects and
    its files in every shared folder; return one line per thing removed.

    Files are removed as ``uid`` itself when ``remove_as`` (a command prefix such as
    ``setpriv --reuid=65534 ...``) is given, so that a link planted in a tree can lead the
    removal to nothing that user could not remove anyway. A folder ``in_use`` says another
    grading still works in is left alone.

    >>> sweep(os.getuid(), time.time() + 3600)
    []
    """
    said: list[str] = []
    for pid in processes_of(uid, since):
        try:
            os.kill(pid, signal.SIGKILL)
            said.append(f"process {pid}")
        except OSError:
            continue
        try:
            os.waitpid(pid, 0)        # an orphan this process adopted: reap it
        except ChildProcessError:
            pass
    for kind, ident in ipc_objects(uid, since):
        flag = dict(IPC_KINDS)[kind]
        if _quiet(["ipcrm", flag, str(ident)]):
            said.append(f"System V {dict(shm='shared memory', sem='semaphores', msg='message queue')[kind]} {ident}")
    _mount_mqueue()
    files = [f for f in files_made(uid, since, shared_folders()) if not in_use(f)]
    if files and _quiet([*(remove_as or []), "/bin/rm", "-rf", "--one-file-system", "--", *files]):
        said += [("POSIX message queue " if f.startswith("/dev/mqueue/") else "file ") + f
                 for f in files]
    return said


def _mount_mqueue() -> None:
    """Make POSIX message queues visible as files (``/dev/mqueue``) when this user may."""
    if os.path.isdir("/dev/mqueue") and os.path.ismount("/dev/mqueue"):
        return
    if os.geteuid() == 0:
        try:
            os.makedirs("/dev/mqueue", exist_ok=True)
        except OSError:
            return
        _quiet(["mount", "-t", "mqueue", "mqueue", "/dev/mqueue"])


def _quiet(argv: list[str]) -> bool:
    """Run a clean-up command with no input and no output; whether it succeeded."""
    try:
        done = subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=120,
                              env={"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8"})
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0
