"""Students' notebook kernels in the sandbox, through the command line's entry point (`notebooks autograde`).

One class of one student is autograded once (module fixture: kernels are slow to start). `eve`
hands in the model answers: `beta` as they are, `alpha` with a cell added that hunts for what a
kernel must not reach (notebooks, hidden tests, the gradebook, the grader's processes, the
network) and tries to write the gradebook, the source notebooks and its own sockets' folder.
The sandbox is the default: no flag is given and the variables are unset.
"""
from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import shutil
import socket
import sys
import time
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat", reason="the notebooks extra (nbformat, nbgrader) is not installed")
pytest.importorskip("nbgrader", reason="the notebooks extra (nbgrader) is not installed")

from autograder.notebooks import course as nbcourse  # noqa: E402
from autograder.sandbox import kernel as nbkernel
from autograder.sandbox import child as sandbox

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "tests" / "corpus" / "notebooks"
# seconds per cell: the hunting cell walks the sandbox's whole file system (longer on a loaded machine)
TIMEOUT = round(10 * sandbox.load_factor())

# What a hostile student's cell does. It prints one JSON line; the test reads it back from the
# autograded notebook. {gradebook}, {source}, {sockets} and {port} are filled in by the test: the
# attacker is assumed to know the grader's paths.
HUNT = r'''
import json, os, socket, sys
found, wrote, procs = [], [], []
python = tuple(os.path.realpath(p) for p in ("/usr", sys.prefix, sys.base_prefix))  # read-only: not searched
for dirpath, dirs, files in os.walk("/"):
    if dirpath in ("/proc", "/sys") or dirpath.startswith(python):
        dirs[:] = []
        continue
    if dirpath == "/dev":
        dirs[:] = [d for d in dirs if d == "shm"]
    for name in files:
        path = os.path.join(dirpath, name)
        if name == "gradebook.db" or name.endswith(".ipynb"):
            found.append(path)
        elif name.endswith((".py", ".txt", ".json", ".csv", ".db")):
            try:
                if os.path.getsize(path) < 1 << 20 and "BEGIN HIDDEN TESTS" in open(path, errors="replace").read():
                    found.append(path)
            except OSError:
                pass
for target in ({gradebook!r}, {source!r}, os.path.join(os.path.dirname({gradebook!r}), "planted.txt")):
    try:
        with open(target, "a") as out:
            out.write("forged")
        wrote.append(target)
    except OSError:
        pass
import glob
for folder in glob.glob({sockets!r}):                  # the folder of its own ZeroMQ sockets
    for name in sorted(os.listdir(folder)):
        try:
            os.rename(os.path.join(folder, name), os.path.join(folder, name + ".moved"))
            wrote.append(os.path.join(folder, name))
        except OSError:
            pass
    try:
        os.symlink("/", os.path.join(folder, "planted"))
        wrote.append(os.path.join(folder, "planted"))
    except OSError:
        pass
for pid in (p for p in os.listdir("/proc") if p.isdigit()):
    try:
        procs.append(open(f"/proc/{{pid}}/cmdline", "rb").read().replace(b"\0", b" ").decode()[:80])
    except OSError:
        pass
try:
    socket.create_connection(("127.0.0.1", {port}), timeout=2).close()
    net = "reached the grader's loopback"
except OSError as error:
    net = type(error).__name__
own = sorted(os.listdir("."))
open("mine.txt", "w").write("a file of my own")
print("HUNT " + json.dumps({{"found": found, "wrote": wrote, "procs": procs, "net": net, "uid": os.getuid(),
                            "cwd": os.getcwd(), "own": own, "home": os.path.expanduser("~"),
                            "sockets": sum(len(os.listdir(f)) - 1 for f in glob.glob({sockets!r}))}}))
'''


def _load(name: str):
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"nbkernel_{name}", CORPUS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules[f"nbkernel_{name}"] = module
    spec.loader.exec_module(module)
    return module


def _bubblewrap_works() -> bool:
    return sandbox.isolation().namespaces


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """The class autograded once with `python -m autograder notebooks autograde` (sandbox by default)."""
    if not _bubblewrap_works():
        pytest.skip("bubblewrap or user namespaces are not usable on this machine (the fallback is "
                    "tested in test_kernel_sandbox_can_be_turned_off_and_says_so)")
    mini = _load("mini_course")
    root = tmp_path_factory.mktemp("nbkernel")
    course = root / "course"
    mini.build(course)
    shutil.copy(REPO / "notebooks" / "nbgrader_config.py", course / "nbgrader_config.py")
    out = root / "out"
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]
    for student in ("eve",):
        (root / "submitted" / student).mkdir(parents=True)
        for path in sorted((course / "source" / mini.ASSIGNMENT).glob("*.ipynb")):
            nb = _answered(nbformat.read(path, as_version=4))
            if student == "eve" and path.stem == "alpha":
                hunt = HUNT.format(gradebook=str(out / "gradebook.db"),
                                   source=str(course / "source" / mini.ASSIGNMENT / "beta.ipynb"), port=port,
                                   sockets=f"{nbkernel.kernel_parent()}/{nbkernel.FOLDER_PREFIX}*/kernel")
                nb.cells.insert(2, nbformat.v4.new_code_cell(hunt))
            nbformat.write(nb, root / "submitted" / student / path.name)
    before = sorted(p.name for p in Path(nbkernel.kernel_parent()).glob(nbkernel.FOLDER_PREFIX + "*"))
    patch = pytest.MonkeyPatch()
    for name in (nbkernel.SANDBOX_ENV, "BJK_SANDBOX"):      # the default, whatever the caller set
        patch.delenv(name, raising=False)
    err, said = io.StringIO(), io.StringIO()
    started = time.monotonic()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(said):
            code = nbcourse.main(["autograde", mini.ASSIGNMENT, str(root / "submitted"), "--out", str(out),
                                  "--course", str(course), "--timeout", str(TIMEOUT), "--quiet"])
    finally:
        listener.close()
        patch.undo()
    assert code == 0, err.getvalue() + said.getvalue()
    return {"root": root, "course": course, "out": out, "stderr": err.getvalue(), "kernel_folders_before": before,
            "seconds": time.monotonic() - started}


def _answered(source):
    """What a student who solved everything hands in: the source notebook, without the solution
    markers and the hidden tests (as released, then answered; no nbgrader run needed)."""
    from autograder.notebooks.hooks import released_source

    for cell in source.cells:
        meta = cell.metadata.get("nbgrader", {})
        if meta.get("solution"):
            cell.source = nbcourse.strip_markers(cell.source)
        elif meta.get("grade"):
            cell.source = released_source(cell.source)
    return source


def _hunt(graded) -> dict:
    nb = nbformat.read(graded["out"] / "autograded" / "eve" / "mini" / "alpha.ipynb", as_version=4)
    text = "".join(out.get("text", "") for cell in nb.cells for out in cell.get("outputs", []))
    line = next((line for line in text.splitlines() if line.startswith("HUNT ")), None)
    assert line is not None, f"the hunting cell printed nothing: {text[:2000]!r}"
    return json.loads(line[5:])


def _rows(graded) -> dict[str, dict[str, str]]:
    return {row["student_id"]: row for row in csv.DictReader(open(graded["out"] / "gradebook.csv", encoding="utf-8"))}


def test_the_run_starts_with_the_pontoon_graders_sandbox_line(graded):
    first = graded["stderr"].splitlines()[0]
    assert first == sandbox.sandbox_status() and "bubblewrap namespaces" in first, graded["stderr"]


def test_correct_notebooks_get_full_marks_in_the_sandbox(graded):
    row = _rows(graded)["eve"]
    assert row["status"] == "ok" and float(row["score"]) == float(row["max_score"]) == 8, row
    assert float(row["alpha"]) == 5 and float(row["beta"]) == 3, row   # the hunt neither scores nor costs


def test_a_hostile_cell_finds_nothing_and_writes_nothing_outside_its_folder(graded):
    hunt = _hunt(graded)
    # Outside the system and Python (read-only, not searched: nbgrader's package ships example
    # notebooks and a test gradebook.db) nothing at all, not even her own notebooks: nbgrader
    # runs a notebook beside its autograded copy, hidden tests put back.
    assert hunt["found"] == [], hunt["found"]
    assert hunt["own"] == [] and hunt["cwd"] == hunt["home"], hunt
    assert hunt["cwd"] == str(graded["out"] / "autograded" / "eve" / "mini"), hunt["cwd"]
    assert hunt["wrote"] == [] and not (graded["out"] / "planted.txt").exists(), hunt["wrote"]
    assert hunt["sockets"] == 5, hunt                     # it saw its sockets, and moved none
    source = graded["course"] / "source" / "mini" / "beta.ipynb"
    assert "forged" not in source.read_text(encoding="utf-8")
    assert hunt["net"] != "reached the grader's loopback", hunt
    assert not any("nbgrader" in cmd or "autograder" in cmd for cmd in hunt["procs"]), hunt["procs"]
    if sandbox.isolation().uid is not None:
        assert hunt["uid"] == sandbox.SANDBOX_UID
    # what the kernel wrote went into a private copy of its folder, thrown away with the kernel
    for name in ("submitted", "autograded"):
        assert not (graded["out"] / name / "eve" / "mini" / "mine.txt").exists()
    left = sorted(p.name for p in Path(nbkernel.kernel_parent()).glob(nbkernel.FOLDER_PREFIX + "*"))
    assert set(left) <= set(graded["kernel_folders_before"]), left


def test_the_gradebook_is_intact_after_the_hostile_run(graded):
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{graded['out'] / 'gradebook.db'}") as gb:
        assert [s.id for s in gb.students] == ["eve"]
        assert gb.find_submission("mini", "eve").score == 8


def test_kernel_sandbox_can_be_turned_off_and_says_so(monkeypatch):
    monkeypatch.setenv(nbkernel.SANDBOX_ENV, "0")
    assert nbcourse.kernel_sandbox_wanted() is False
    assert "c.RecordingExecute.kernel_sandbox = False" in nbcourse.kit_config(False)
    line = nbkernel.status(False)
    assert line.startswith("sandbox: OFF for notebook kernels") and "\n" not in line
    assert "gradebook.db" in line and "source notebooks" in line
    monkeypatch.delenv(nbkernel.SANDBOX_ENV)
    assert nbcourse.kernel_sandbox_wanted() is True
    assert nbcourse.kernel_sandbox_wanted(False) is False
    args = nbcourse.parser().parse_args(["autograde", "mini", "subs", "--no-kernel-sandbox"])
    assert args.kernel_sandbox is False
    assert nbcourse.parser().parse_args(["autograde", "mini", "subs"]).kernel_sandbox is None
    from autograder.notebooks.hooks import RecordingExecute

    assert RecordingExecute(kernel_sandbox=True).kernel_manager_class is nbkernel.SandboxedKernelManager
    assert RecordingExecute().kernel_manager_class is not nbkernel.SandboxedKernelManager


# ---------------------------------------------------------------- the kernel's command line, on any machine
#
# What the kernel manager hands jupyter_client is data: checked here with and without namespaces
# whatever this machine offers, so that a machine without bubblewrap tests what one with it runs.

def _launched(monkeypatch, tmp_path, iso) -> tuple[list[str], dict]:
    """The command line and options `SandboxedKernelManager` gives jupyter_client under ``iso``."""
    import asyncio

    from jupyter_client.manager import AsyncKernelManager

    seen: dict = {}

    async def launch(self, argv, **kw):
        seen.update(argv=argv, kw=kw)

    monkeypatch.setattr(AsyncKernelManager, "_async_launch_kernel", launch)
    monkeypatch.setattr(sandbox, "_isolation", [iso])
    notebook = tmp_path / "notebook"
    notebook.mkdir()
    (notebook / "data.csv").write_text("1,2\n")
    (notebook / "answer.ipynb").write_text("{}")
    manager = nbkernel.SandboxedKernelManager()
    manager._bjk_folder = nbkernel.kernel_folder()
    manager.connection_file = str(manager._bjk_folder / "kernel" / "connection.json")
    Path(manager.connection_file).write_text("{}")
    seen["home"] = manager._bjk_folder / "home"
    try:
        asyncio.run(manager._async_launch_kernel(
            ["python", "-m", "ipykernel_launcher", "-f", manager.connection_file, "--debug"], cwd=str(notebook)))
        seen["copied"] = sorted(p.name for p in seen["home"].iterdir())
    finally:
        asyncio.run(manager._bjk_release())
    return seen["argv"], {**seen["kw"], "home": seen["home"], "copied": seen["copied"], "notebook": notebook}


def test_kernel_command_in_namespaces_binds_its_folder_sockets_and_python(monkeypatch, tmp_path):
    argv, kw = _launched(monkeypatch, tmp_path, sandbox.Isolation(True, os.getuid(), None, None))
    home, notebook = str(kw["home"]), str(kw["notebook"])
    sockets = str(Path(home).parent / "kernel")
    venv = str(Path(sys.prefix).resolve())
    end = argv.index("--", argv.index(sandbox.BWRAP))
    outside, inside = " ".join(argv[:end]), argv[end + 1:]
    assert (sandbox.PRLIMIT in argv[:1]) == os.access(sandbox.PRLIMIT, os.X_OK)
    assert "--perms 01777 --tmpfs /tmp" in outside
    assert f"--bind {home} {notebook} --bind {sockets} {sockets} --ro-bind {venv} {venv}" in outside
    assert outside.index("--tmpfs /tmp --") < outside.index(f"--bind {home}")   # before the parents
    assert inside[-6:] == [sys.executable, "-m", "ipykernel_launcher", "-f", f"{sockets}/connection.json", "--debug"]
    assert inside[:1] == [sandbox.SETPRIV]
    assert (kw["env"]["HOME"], kw["env"]["TMPDIR"], kw["cwd"]) == (notebook, "/tmp", home)
    assert "PYTHONPATH" not in kw["env"] and kw["copied"] == ["data.csv"]


def test_kernel_command_in_the_fallback_works_in_its_copy(monkeypatch, tmp_path):
    argv, kw = _launched(monkeypatch, tmp_path, sandbox.Isolation(False, None, None, None, "limits"))
    home = str(kw["home"])
    assert sandbox.BWRAP not in argv and argv[-1] == "--debug"
    assert (kw["env"]["HOME"], kw["env"]["TMPDIR"], kw["cwd"]) == (home, f"{home}/.tmp", home)
    assert kw["copied"] == [".tmp", "data.csv"]


def test_kernel_python_in_a_private_clone_is_the_base_python_with_a_copy_of_its_packages(monkeypatch):
    """Without namespaces, user 65534 cannot read a kit's environment in a private home folder
    ("No module named ipykernel_launcher": the kernel died before replying): the kernel is
    the base Python with a readable copy of its packages on PYTHONPATH."""
    copy = f"/dev/shm/{sandbox.LIBRARY_PREFIX}x/site-packages"
    monkeypatch.setattr(sandbox, "readable_by", lambda path, uid: False)
    monkeypatch.setattr(sandbox, "packages_for_child", lambda names: [copy])
    iso = sandbox.Isolation(False, 65534, None, None, "limits")
    assert nbkernel.kernel_python(iso) == (sandbox.child_python(), {"PYTHONPATH": copy})
    monkeypatch.setattr(sandbox, "readable_by", lambda path, uid: True)
    monkeypatch.setattr(sandbox, "packages_for_child", lambda names: [sys.prefix + "/lib"])
    assert nbkernel.kernel_python(iso) == (sys.executable, {})           # a kit others may read
    # a readable kit whose base Python is private (pyenv under /root): the venv's python would
    # start with the system's library, another micro version, so the kernel is child_python's
    monkeypatch.setattr(sandbox, "readable_by", lambda path, uid: str(path) != sys.base_prefix)
    assert nbkernel.kernel_python(iso) == (sandbox.child_python(), {"PYTHONPATH": sys.prefix + "/lib"})


@pytest.mark.parametrize("load, cpus, factor", [
    pytest.param((0.3, 0, 0), 2, 1.0, id="idle"), pytest.param((8.0, 0, 0), 2, 4.0, id="eight-runs-on-two-cores"),
    pytest.param((90.0, 0, 0), 2, 6.0, id="capped"), pytest.param((3.0, 0, 0), None, 3.0, id="cpus-unknown")])
def test_start_up_waits_scale_with_the_load_per_processor(monkeypatch, load, cpus, factor):
    monkeypatch.setattr(os, "getloadavg", lambda: load)
    monkeypatch.setattr(os, "cpu_count", lambda: cpus)
    assert sandbox.load_factor() == factor
    assert nbkernel.startup_seconds() == nbkernel.STARTUP_SECONDS * factor


def test_a_sandboxed_kernels_client_waits_for_its_first_reply_as_long_as_the_load_asks(monkeypatch):
    """nbclient waits 60 s for a kernel's kernel_info reply; on a loaded machine the kernel's
    client waits `startup_seconds` (here 4 x 60 s) rather than give the kernel up."""
    import asyncio

    from jupyter_client.client import KernelClient

    asked = []

    async def wait(self, timeout=None):
        asked.append(timeout)

    monkeypatch.setattr(KernelClient, "_async_wait_for_ready", wait)
    monkeypatch.setattr(os, "getloadavg", lambda: (8.0, 0, 0))
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    client = nbkernel.SandboxedKernelManager().client()
    assert isinstance(client, nbkernel.PatientKernelClient)
    asyncio.run(client.wait_for_ready(timeout=60))
    asyncio.run(client.wait_for_ready(timeout=1000))
    assert asked == [240.0, 1000]


@pytest.mark.parametrize("failures, started, status, starts", [
    pytest.param(1, False, None, 2, id="died-at-start-once-run-again-nothing-recorded"),
    pytest.param(2, False, "kernel died", 2, id="died-at-start-twice-recorded"),
    pytest.param(1, True, "kernel died", 1, id="died-in-a-cell-recorded-never-rerun"),
])
def test_a_kernel_dead_before_its_first_cell_is_started_once_more(monkeypatch, tmp_path, failures, started,
                                                                  status, starts):
    """A kernel that dies before any cell ran ran none of the student's code (a loaded machine):
    the notebook gets one more kernel; a kernel dying during a cell is the student's doing."""
    import nbformat
    from nbclient.exceptions import DeadKernelError
    from nbconvert.preprocessors import ExecutePreprocessor

    from autograder.notebooks import hooks

    calls = []

    def fake_preprocess(self, nb, resources=None, km=None):
        calls.append(1)
        if len(calls) <= failures:
            if started:
                self._bjk_index, self._bjk_started = 0, True
            raise DeadKernelError("Kernel died before replying to kernel_info")
        return nb, resources

    monkeypatch.setattr(ExecutePreprocessor, "preprocess", fake_preprocess)
    events = tmp_path / "events.jsonl"
    monkeypatch.setenv(hooks.EVENTS_ENV, str(events))
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("x = 1")])
    hooks.RecordingExecute().preprocess(nb, {"nbgrader": {"student": "ann", "notebook": "deck"}})
    assert len(calls) == starts, f"{len(calls)} kernel starts, expected {starts}"
    kinds = [json.loads(line)["kind"] for line in events.read_text().splitlines()] if events.exists() else []
    assert kinds == ([status] if status else []), kinds
    assert ("KernelDied" in str(nb.cells[0].get("outputs", []))) == (status is not None), nb.cells[0]
