"""Students' notebook kernels in the pontoon children's sandbox (bubblewrap, user 65534, cgroups).

nbgrader's autograde runs every student's notebook in a Jupyter kernel. `SandboxedKernelManager`
is the kernel manager `autograder.notebooks.hooks.RecordingExecute` gives nbclient when the kit's
config says `c.RecordingExecute.kernel_sandbox = True` (the default wherever the sandbox
works; `BJK_NB_KERNEL_SANDBOX=0` or `notebooks autograde --no-kernel-sandbox` turn it off).
It starts ipykernel through the command `autograder.sandbox.child` builds for a pontoon child:

    prlimit (file size, no core)  sh (joins the kernel's memory and pids cgroups)
      bwrap (namespaces, private root)  setpriv (user 65534)  python -m ipykernel_launcher -f FILE

What the kernel sees: the system and Python read-only, a private `/tmp`, `/dev/shm`, `/proc`
(its own processes only), no network (a network namespace with only a loopback that is down),
and, at the path of its notebook's folder, a private copy of that folder (the student's
submission copy, less every notebook file: see `copy_notebook_folder`) it may write; nothing
of the course, the gradebook, the source notebooks, the other students, the kit or the
grader's outputs. Whatever it writes is thrown away with the kernel.

Glossary:
    kernel folder: ``<parent>/bjk-sandbox-nb*/`` (``/dev/shm`` or the temp folder), made and
        removed by the grader: ``kernel/`` holds the connection file and the ZeroMQ sockets
        and is bound into the sandbox at its own path; ``home/`` is the notebook folder's copy.
    IPC transport: ZeroMQ over Unix sockets named ``<ip>-<n>`` (``ip`` is a path prefix here,
        not an address). Unix sockets with a path cross network namespaces, TCP on
        127.0.0.1 does not, so the kernel needs no network at all. A socket's path has at
        most 107 bytes: the kernel folder is short for that reason.

Why the earlier kernel-spec wrapper never answered: the kernel manager picked the sockets'
prefix before it knew the connection file (``ip = "kernel-ipc"``, a *relative* path), so the
grader connected to ``kernel-ipc-1`` in its own working folder while the wrapper linked the
kernel's sockets from the notebook's folder; the two never met. Here the manager sets an
absolute, short prefix itself, in a folder both sides see at the same path.
"""
from __future__ import annotations

import asyncio
import os
import shutil
import stat
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from jupyter_client.asynchronous import AsyncKernelClient
from jupyter_client.kernelspec import KernelSpec
from jupyter_client.manager import AsyncKernelManager
from traitlets import DottedObjectName, Integer, Type

KERNEL_MEMORY_MB = 768      # memory for one student's kernel and everything it starts
KERNEL_PROCESSES = 64       # processes and threads (ipykernel runs about ten threads)
FOLDER_PREFIX = "bjk-sandbox-nb"   # so autograder.sandbox.child.sweep_stale removes a leftover one
SOCKET_PATH_MAX = 107       # bytes in a Unix socket's path (sun_path less its final NUL)
SANDBOX_ENV = "BJK_NB_KERNEL_SANDBOX"  # "0": run student kernels as this user, unsandboxed
PORTS = ("shell_port", "iopub_port", "stdin_port", "hb_port", "control_port")
STARTUP_SECONDS = 60        # longest wait for a kernel to start on an idle machine (nbclient's own
                            # startup_timeout); `startup_seconds` scales it with the machine's load
KERNEL_PACKAGES = ("ipykernel", "matplotlib")   # what a kernel and the course's notebooks import


def kernel_python(iso: Any = None) -> tuple[str, dict[str, str]]:
    """The Python a student's kernel runs, and what it adds to the kernel's environment.

    This environment's own Python, bound read-only in the namespaces, or read by the sandbox
    user where it may. In the fallback (no namespaces) with a kit cloned in a private home
    folder, user 65534 cannot read it (nor the base installation, when that is private: it would
    start the system's library instead): then `autograder.sandbox.child.child_python`, with a
    read-only copy of the kernel's packages on ``PYTHONPATH`` (`packages_for_child`).

    >>> from autograder.sandbox.child import Isolation
    >>> kernel_python(Isolation(True, 65534, None, None)) == (sys.executable, {})
    True
    """
    from autograder.sandbox import child as sandbox

    iso = iso or sandbox.isolation()
    if iso.namespaces or iso.uid is None:
        return sys.executable, {}
    folders = sandbox.packages_for_child(KERNEL_PACKAGES)
    if sandbox.readable_by(sys.prefix, iso.uid) and sandbox.readable_by(sys.base_prefix, iso.uid) and not any(
            Path(f).parent.name.startswith(sandbox.LIBRARY_PREFIX) for f in folders):
        return sys.executable, {}
    return sandbox.child_python(), {"PYTHONPATH": os.pathsep.join(folders)}


def startup_seconds(least: float = STARTUP_SECONDS) -> float:
    """How long a kernel may take to start and answer: ``least`` seconds on an idle machine,
    times the machine's load per processor (`autograder.sandbox.child.load_factor`): on a
    loaded two-core machine a kernel that imports its packages can take minutes.

    >>> STARTUP_SECONDS <= startup_seconds() <= 6 * STARTUP_SECONDS
    True
    """
    from autograder.sandbox.child import load_factor

    return round(least * load_factor(), 1)


class PatientKernelClient(AsyncKernelClient):
    """The kernel client, waiting for the kernel's first reply as long as `startup_seconds`
    says (never less than nbclient asks): on a loaded machine the kernel is slow, not dead."""

    async def wait_for_ready(self, timeout: float | None = None) -> None:  # type: ignore[override]
        """Wait for the kernel's ``kernel_info`` reply, for at least `startup_seconds`."""
        await super()._async_wait_for_ready(max(timeout or 0.0, startup_seconds()))


def wanted(env: dict[str, str] | None = None) -> bool:
    """Whether student kernels should be sandboxed: yes unless ``BJK_NB_KERNEL_SANDBOX=0``
    (or ``BJK_SANDBOX=off``, which turns the pontoon children's sandbox off too).

    >>> wanted({}), wanted({"BJK_NB_KERNEL_SANDBOX": "0"}), wanted({"BJK_SANDBOX": "off"})
    (True, False, False)
    """
    env = os.environ if env is None else env
    return env.get(SANDBOX_ENV, "1").strip().lower() not in ("0", "no", "off", "false") and \
        env.get("BJK_SANDBOX", "auto") != "off"


def status(sandboxed: bool) -> str:
    """The one line a notebook autograde run starts with: the pontoon grader's sandbox line,
    or why student kernels are not sandboxed.

    >>> status(False).startswith("sandbox: OFF for notebook kernels")
    True
    """
    if not sandboxed:
        return ("sandbox: OFF for notebook kernels (BJK_NB_KERNEL_SANDBOX=0, --no-kernel-sandbox or "
                "BJK_SANDBOX=off): each student's kernel runs as this user and can read what it can "
                "read, the course's source notebooks and gradebook.db included")
    from autograder.sandbox.child import isolation, sandbox_status

    line = sandbox_status()
    if not isolation().namespaces:
        line += ("; notebook kernels too: they can read what that user can read (the course's source "
                 "notebooks, gradebook.db) and reach the network")
    return line


def kernel_parent() -> str:
    """Where kernel folders go: the pontoon sandbox's parent (``/dev/shm`` when writable) or the
    temp folder, or ``/tmp`` when that path is so long that the sockets' paths would not fit.

    >>> len(kernel_parent()) <= 60
    True
    """
    from autograder.sandbox import child as sandbox

    parent = sandbox.sandbox_parent() or tempfile.gettempdir()
    return parent if len(parent) <= 60 else "/tmp"


def kernel_folder(parent: str | None = None) -> Path:
    """A fresh kernel folder (see the Glossary) with ``kernel/`` and ``home/`` in it.

    >>> folder = kernel_folder(); sorted(p.name for p in folder.iterdir())
    ['.bjk-sandbox', 'home', 'kernel']
    >>> len(str(folder / "kernel" / "k-12345")) <= SOCKET_PATH_MAX
    True
    >>> remove(folder)
    """
    from autograder.sandbox import child as sandbox

    root = Path(tempfile.mkdtemp(prefix=FOLDER_PREFIX, dir=parent or kernel_parent()))
    maker = getattr(sandbox, "_maker", lambda: f"{os.getpid()}\n")   # who made it, as sandbox marks its own
    (root / sandbox.OWNER_MARK).write_text(maker())
    for name in ("kernel", "home"):
        (root / name).mkdir()
    return root


def remove(folder: Path | None) -> None:
    """Remove a kernel folder (never following a link the kernel planted); no error if gone."""
    if folder is not None and folder.exists():
        from autograder.sandbox.child import remove_tree

        remove_tree(folder)


def copy_notebook_folder(source: Path, dest: Path, max_bytes: int = 64 << 20) -> None:
    """Copy the notebook's folder for the kernel: regular files and folders only, no links, no
    notebooks, at most `max_bytes` in all (what is beyond is left out).

    The folder nbgrader runs a notebook in (``autograded/<student>/<assignment>/``) holds the
    notebook itself and the ones graded before it, *with their hidden tests put back*: a kernel
    that could read them could answer the hidden tests from a table. A kernel needs the data
    files beside its notebook, never a notebook file.

    >>> src = Path(tempfile.mkdtemp()); _ = (src / "a.ipynb").write_text("{}"); (src / "l").symlink_to("/etc")
    >>> _ = (src / "data.csv").write_text("1,2"); (src / ".ipynb_checkpoints").mkdir()
    >>> dest = Path(tempfile.mkdtemp()) / "home"; dest.mkdir(); copy_notebook_folder(src, dest)
    >>> sorted(p.name for p in dest.iterdir())
    ['data.csv']
    """
    budget = [max_bytes]

    def walk(src: Path, out: Path) -> None:
        try:
            entries = sorted(os.scandir(src), key=lambda e: e.name)
        except OSError:
            return
        for entry in entries:
            try:
                if entry.is_symlink() or entry.name.lower().endswith(".ipynb") or \
                        entry.name == ".ipynb_checkpoints":
                    continue
                if entry.is_dir(follow_symlinks=False):
                    (out / entry.name).mkdir()
                    walk(Path(entry.path), out / entry.name)
                elif entry.is_file(follow_symlinks=False):
                    size = entry.stat(follow_symlinks=False).st_size
                    if size <= budget[0]:
                        budget[0] -= size
                        shutil.copyfile(entry.path, out / entry.name, follow_symlinks=False)
            except OSError:
                continue

    walk(source, dest)


class SandboxedKernelManager(AsyncKernelManager):
    """nbclient's kernel manager, with the kernel started in the sandbox (see the module).

    Whatever kernel the notebook's metadata names, the kernel is this Python's ipykernel
    (a student cannot choose a kernel spec that starts outside the sandbox); interrupts are
    messages on the control channel, because signals do not cross bubblewrap's new session.
    The grader, not the kernel, removes the cgroups and the kernel folder when the kernel
    ends, however it ends.
    """

    client_class = DottedObjectName("autograder.sandbox.kernel.PatientKernelClient")
    client_factory = Type(PatientKernelClient, klass=AsyncKernelClient)
    memory_mb = Integer(KERNEL_MEMORY_MB, help="memory for one kernel and its children (MB)").tag(config=True)
    processes = Integer(KERNEL_PROCESSES, help="processes and threads of one kernel").tag(config=True)

    _bjk_folder: Path | None = None
    _bjk_cage: Any = None
    _bjk_spec: KernelSpec | None = None

    @property
    def kernel_spec(self) -> KernelSpec:  # type: ignore[override]
        """Always this Python's ipykernel, interrupted by message."""
        if self._bjk_spec is None:
            from ipykernel.kernelspec import RESOURCES, get_kernel_dict

            spec = get_kernel_dict()
            spec["metadata"] = {}           # the local provisioner, no debugger, no encryption
            self._bjk_spec = KernelSpec(resource_dir=RESOURCES, interrupt_mode="message", **spec)
        return self._bjk_spec

    async def _async_pre_start_kernel(self, **kw: Any) -> tuple[list[str], dict[str, Any]]:
        """Make the kernel folder, put the connection file and the sockets' prefix in it."""
        await self._bjk_release()
        self._bjk_folder = kernel_folder()
        sockets = self._bjk_folder / "kernel"
        self.transport = "ipc"
        self.cache_ports = False
        self.ip = str(sockets / "k")
        for name in PORTS:
            setattr(self, name, 0)           # fresh socket numbers in the fresh folder
        self.connection_file = str(sockets / "connection.json")
        return await super()._async_pre_start_kernel(**kw)

    async def _async_launch_kernel(self, kernel_cmd: list[str], **kw: Any) -> None:
        """Start the kernel through the sandbox's command, with an environment of our own."""
        from autograder.sandbox import child as sandbox

        assert self._bjk_folder is not None
        folder = self._bjk_folder
        notebook_dir = Path(kw.get("cwd") or os.getcwd()).resolve()
        home = folder / "home"
        copy_notebook_folder(notebook_dir, home)
        iso = sandbox.isolation()
        if not iso.namespaces:
            (home / ".tmp").mkdir(exist_ok=True)   # the kernel's TMPDIR when it shares the machine's /tmp
        sockets = folder / "kernel"
        connection = Path(self.connection_file)
        if iso.uid is not None:
            for path in (sockets, connection, home, *home.rglob("*")):
                os.chown(path, iso.uid, iso.uid)
            os.chmod(sockets, 0o700)
            os.chmod(folder, 0o711)
        options = [arg for arg in kernel_cmd[kernel_cmd.index(str(connection)) + 1:] if arg.startswith("--")] \
            if str(connection) in kernel_cmd else []
        python, extra = kernel_python(iso)
        inner = [python, "-m", "ipykernel_launcher", "-f", str(connection), *options]
        cwd = str(notebook_dir) if iso.namespaces else str(home)
        scratch = "/tmp" if iso.namespaces else str(home / ".tmp")
        binds: list[str] = []
        if iso.namespaces:                  # the notebook's folder first: nothing may cover Python
            venv = str(Path(sys.prefix).resolve())
            mounts = ["--bind", str(home), str(notebook_dir), "--bind", str(sockets), str(sockets),
                      "--ro-bind", venv, venv]
            # a /tmp the kernel's user may write, mounted before the folders leading to the
            # mounts are made: a kit (or its .venv) under /tmp must stay reachable
            binds = ["--perms", "01777", "--tmpfs", "/tmp", *sandbox._parents(mounts), *mounts]
        self._bjk_cage = sandbox._Cage(iso, self.memory_mb, self.processes)
        kw["cwd"] = str(home)
        kw["independent"] = True            # keeps our JPY_PARENT_PID (POSIX: nothing else)
        kw["env"] = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": cwd, "TMPDIR": scratch,
                     "IPYTHONDIR": f"{scratch}/ipython", "MPLCONFIGDIR": f"{scratch}/mpl",
                     **{f"JUPYTER_{name.upper()}_DIR": f"{scratch}/jupyter/{name}"
                        for name in ("config", "data", "runtime")},
                     "JPY_PARENT_PID": "1",   # no parent poller (bubblewrap's init is the parent)
                     **extra}
        try:
            argv = self._bjk_cage.command(inner, binds, cwd)
            if os.access(sandbox.PRLIMIT, os.X_OK):    # outermost: the limits pass through every exec
                argv = [sandbox.PRLIMIT, f"--fsize={sandbox.FILE_BYTES}", "--core=0", "--", *argv]
            await super()._async_launch_kernel(argv, **kw)
        except BaseException:
            await self._bjk_release()
            raise

    async def _async_post_start_kernel(self, **kw: Any) -> None:
        """Wait until the kernel has made its five sockets, then take their folder back.

        From then on the folder is the grader's (mode 0755): the kernel's user can neither
        remove a socket nor put a link in its place, which ZeroMQ, reconnecting as root,
        would follow to any Unix socket of the machine. The kernel runs no student code
        before its sockets exist, so no cell runs before this.
        """
        folder = self._bjk_folder
        if folder is not None:
            paths = [f"{self.ip}-{getattr(self, name)}" for name in PORTS]
            deadline = time.monotonic() + startup_seconds()
            while time.monotonic() < deadline and not all(os.path.lexists(p) for p in paths):
                if not await self._async_is_alive():
                    break
                await asyncio.sleep(0.02)
            from autograder.sandbox import child as sandbox

            if sandbox.isolation().uid is not None:
                os.chown(folder / "kernel", os.geteuid(), os.getegid())
                os.chmod(folder / "kernel", 0o755)
            if not all(stat.S_ISSOCK(os.lstat(p).st_mode) for p in paths if os.path.lexists(p)):
                await self._async_kill_kernel()     # not ipykernel's doing: never connect to it
        await super()._async_post_start_kernel(**kw)

    async def _async_kill_kernel(self, restart: bool = False) -> None:
        """Kill the kernel (bubblewrap's pid namespace ends with it) and reap it, then whatever is
        left in its cgroups."""
        try:
            await super()._async_kill_kernel(restart=restart)
        finally:
            if self._bjk_cage is not None:
                self._bjk_cage.close()      # SIGKILL to every process left in the kernel's cgroups
                self._bjk_cage = None

    async def _async_cleanup_resources(self, restart: bool = False) -> None:
        """Jupyter's cleanup, then the kernel's cgroups and folder."""
        try:
            await super()._async_cleanup_resources(restart=restart)
        finally:
            await self._bjk_release()

    async def _bjk_release(self) -> None:
        if self._bjk_cage is not None:
            self._bjk_cage.close()
            self._bjk_cage = None
        remove(self._bjk_folder)
        self._bjk_folder = None

    cleanup_resources = _async_cleanup_resources   # nbclient calls these names
    _kill_kernel = _async_kill_kernel
