"""What a fallback child leaves on the machine is found and removed (issue 19, item 5).

Without bubblewrap every child runs as user 65534 on the real machine. A program that makes
System V shared memory, a POSIX message queue, a file in ``/run/lock`` and a process that
leaves its process group must leave none of them behind once ``grade`` ends, and ``grade``
says what it removed. The unit tests use this process's own user and temporary folders.
"""
from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from autograder.sandbox import child as sandbox
from autograder.sandbox import leftovers

REPO = Path(__file__).resolve().parent.parent
IPC_PRIVATE, IPC_CREAT, IPC_RMID = 0, 0o1000, 0


def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(None, use_errno=True)


def test_shared_folders_finds_world_writable_folders_by_looking(tmp_path):
    open_dir, closed_dir = tmp_path / "open", tmp_path / "closed"
    open_dir.mkdir()
    closed_dir.mkdir()
    open_dir.chmod(0o1777)
    closed_dir.chmod(0o755)
    found = leftovers.shared_folders((str(tmp_path),), 1)
    assert str(open_dir) in found and str(closed_dir) not in found, found


def test_files_made_keeps_only_the_users_new_entries(tmp_path):
    old = tmp_path / "old.txt"
    old.write_text("x")
    time.sleep(2.1)            # change times may keep whole seconds, and a second is allowed
    since = time.time()
    new = tmp_path / "new.txt"
    new.write_text("y")
    found = leftovers.files_made(os.getuid(), since, [str(tmp_path)])
    assert found == [str(new)], f"files_made(since a moment ago) returned {found!r}"
    assert leftovers.files_made(os.getuid() + 1, 0, [str(tmp_path)]) == []


def test_ipc_objects_finds_new_shared_memory_of_the_user():
    since = time.time() - 1
    ident = _libc().shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0o600)
    if ident < 0:
        pytest.skip(f"System V shared memory is not available here (errno {ctypes.get_errno()})")
    try:
        found = leftovers.ipc_objects(os.getuid(), since)
        assert ("shm", ident) in found, f"ipc_objects returned {found!r}, missing shm {ident}"
        assert ("shm", ident) not in leftovers.ipc_objects(os.getuid(), time.time() + 3600)
    finally:
        _libc().shmctl(ident, IPC_RMID, None)


def test_ipc_objects_reads_a_table_like_the_kernels(tmp_path):
    (tmp_path / "shm").write_text(
        "       key      shmid perms size cpid lpid nattch   uid   gid  cuid  cgid atime dtime ctime\n"
        "         0         7   600 4096   10   10      0 65534 65534 65534 65534 0 0 2000000000\n"
        "         0         8   600 4096   10   10      0     0     0     0     0 0 0 2000000000\n")
    (tmp_path / "msg").write_text(
        "       key      msqid perms cbytes qnum lspid lrpid   uid   gid  cuid  cgid stime rtime ctime\n"
        "         0         3   600      0    0     0     0 65534 65534 65534 65534 0 0 10\n")
    assert leftovers.ipc_objects(65534, 1_000_000_000, tmp_path) == [("shm", 7)]


needs_root_switch = pytest.mark.skipif(
    os.geteuid() != 0 or not os.access(sandbox.SETPRIV, os.X_OK),
    reason="running a process as the sandbox user needs a root grader and setpriv")


@needs_root_switch
def test_sweep_ends_an_orphan_of_the_sandbox_user_and_spares_another_graders_child():
    since = time.time() - 1
    args = [sandbox.SETPRIV, *sandbox._setpriv_args(sandbox.SANDBOX_UID)]
    live = subprocess.Popen(["/bin/sh", "-c", " ".join([*args, "/bin/sleep", "60"]) + "; true"],
                            start_new_session=True)
    subprocess.run([*args, "/bin/sh", "-c", "setsid /bin/sleep 60 >/dev/null 2>&1 &"],
                   check=True, timeout=10)                          # an orphan
    try:
        deadline = time.monotonic() + 5
        while not leftovers.processes_of(sandbox.SANDBOX_UID, since) and time.monotonic() < deadline:
            time.sleep(0.05)
        orphans = leftovers.processes_of(sandbox.SANDBOX_UID, since)
        others = [int(p) for p in subprocess.run(["pgrep", "-P", str(live.pid)], capture_output=True,
                                                 text=True).stdout.split()]
        assert orphans and not set(others) & set(orphans), f"orphans {orphans!r}, live {others!r}"
        said = leftovers.sweep(sandbox.SANDBOX_UID, since)
        assert any(line.startswith("process ") for line in said), said
        assert leftovers.processes_of(sandbox.SANDBOX_UID, since) == []
        assert live.poll() is None and all(Path(f"/proc/{p}").exists() for p in others), \
            "sweep ended a process that still had its own parent"
    finally:
        os.killpg(live.pid, signal.SIGKILL)
        live.wait()


LEAVER = textwrap.dedent('''\
    """A version 1 pontoon that leaves traces on the machine before it plays."""
    import ctypes, os, random, subprocess

    libc = ctypes.CDLL(None, use_errno=True)
    libc.shmget(0, 4 * 1024 * 1024, 0o1000 | 0o600)            # System V shared memory
    try:
        rt = ctypes.CDLL("librt.so.1", use_errno=True)
        rt.mq_open(b"/bjk-left-behind", os.O_CREAT | os.O_RDWR, 0o600, None)
    except OSError:
        pass
    for folder in ("/run/lock", "/var/tmp"):
        try:
            with open(os.path.join(folder, "bjk-left-behind.txt"), "w") as f:
                f.write("x")
        except OSError:
            pass
    try:
        subprocess.Popen(["/bin/sleep", "120"], start_new_session=True,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError:
        pass

    VERSION = 1
    STICK_AT = 17

    def main():
        while True:
            computer = [random.randint(1, 10)]
            while sum(computer) < STICK_AT:
                computer.append(random.randint(1, 10))
            player = [random.randint(1, 10)]
            while sum(player) <= 21:
                print("Your value:", sum(player))
                if input("Twist or stick? (t/s) ").strip().lower() != "t":
                    break
                player.append(random.randint(1, 10))
            c, p = sum(computer), sum(player)
            print("Computer Value:", c)
            print("Player Value:", p)
            if c > 21 and p > 21 or c == p:
                print("Draw!")
            elif p > 21 or (c <= 21 and c > p):
                print("Computer wins!")
            else:
                print("Player wins!")
            if input("Play again? (y/n) ").strip().lower() != "y":
                return

    if __name__ == "__main__":
        try:
            main()
        except EOFError:
            pass
    ''')


def _traces() -> list[str]:
    """What the leaver's traces look like on the machine now."""
    found = [f"shm {i}" for k, i in leftovers.ipc_objects(sandbox.SANDBOX_UID, 0) if k == "shm"]
    found += [p for p in ("/run/lock/bjk-left-behind.txt", "/var/tmp/bjk-left-behind.txt",
                          "/dev/mqueue/bjk-left-behind") if os.path.exists(p)]
    return found


@needs_root_switch
@pytest.mark.slow
def test_grade_in_the_fallback_removes_every_trace_and_says_so(tmp_path):
    before = _traces()
    (tmp_path / "class" / "leaver").mkdir(parents=True)
    (tmp_path / "class" / "leaver" / "pontoon.py").write_text(LEAVER)
    started = time.time()
    done = subprocess.run([sys.executable, "-m", "autograder", "grade", str(tmp_path / "class"),
                           "--out", str(tmp_path / "out")], cwd=REPO, capture_output=True,
                          text=True, timeout=300, env={**os.environ, "BJK_SANDBOX": "limits"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert (tmp_path / "out" / "gradebook.csv").is_file()
    left = [t for t in _traces() if t not in before]
    assert left == [], f"after grade: {left!r} still there; stderr: {done.stderr[-1500:]}"
    alive = leftovers.processes_of(sandbox.SANDBOX_UID, started)
    assert alive == [], [Path(f"/proc/{p}/cmdline").read_bytes() for p in alive]
    assert "removed what the submissions left on the machine" in done.stderr, done.stderr[-1500:]


def test_a_folder_given_to_the_sandbox_user_is_in_use_while_its_grader_lives(tmp_path):
    folder = tmp_path / "kit-cards-x"
    folder.mkdir()
    sandbox._give_to(folder, os.getuid())
    assert sandbox._in_use(str(folder)), "a live grader's working folder was taken for a leftover"
    space = sandbox._maker().split()[1]
    (folder / sandbox.OWNER_MARK).write_text(f"999999999 {space}\n")  # a grader that has ended
    assert not sandbox._in_use(str(folder)), "a dead grader's folder was kept as in use"
    assert leftovers.sweep(os.getuid(), time.time() + 3600, in_use=sandbox._in_use) == []
