"""The student kit (autograder/release.py): nbgrader's validate and validate --invert for .py files.

- The source passes every self-check (pytest on versions/ in a subprocess).
- The released kit fails every rule-marked self-check: no collection error, no error, no hang
  (pytest on the kit in a subprocess, with a small plugin that writes each test's outcome and
  rule markers to JSON).
- The stubs keep everything outside the solution regions; the replacement agrees with
  nbgrader's ClearSolutions; the command refuses what it should, in one line.

The student's setup as the kit's README writes it (a venv, one pip command, pytest run on a
version) is run where that README is a page: docs/readme/students.md, in a student kit, by
tests/test_docs_commands.py (its pytest needs the Hypothesis that requirements.txt installs).
"""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest

from autograder import release
from autograder.sandbox.child import load_factor

ROOT = Path(__file__).resolve().parent.parent
PLUGIN = '''\
"""Writes every test's outcome and rule markers to the JSON file named by $KIT_REPORT."""
import json, os

results = {}


def pytest_collectreport(report):
    if report.failed:
        results[report.nodeid or "<collection>"] = {"outcome": "collection error", "rules": []}


def pytest_collection_modifyitems(items):
    for item in items:
        rules = [mark.args[0] for mark in item.iter_markers("rule")]
        results[item.nodeid] = {"outcome": "not run", "rules": rules}


def pytest_runtest_logreport(report):
    entry = results.setdefault(report.nodeid, {"outcome": "not run", "rules": []})
    if report.when == "call":
        entry["outcome"] = report.outcome
    elif report.failed:
        entry["outcome"] = "error"
    elif report.skipped:
        entry["outcome"] = "skipped"


def pytest_sessionfinish(session):
    with open(os.environ["KIT_REPORT"], "w") as out:
        json.dump(results, out)
'''


def run_pytest(cwd: Path, paths: list[str], scratch: Path) -> dict[str, dict]:
    """Run pytest in a subprocess with the reporting plugin; return {nodeid: outcome, rules}."""
    scratch.mkdir(parents=True, exist_ok=True)
    (scratch / "kit_report_plugin.py").write_text(PLUGIN)
    report = scratch / "report.json"
    env = {**os.environ, "KIT_REPORT": str(report),
           "PYTHONPATH": os.pathsep.join([str(scratch), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "-p", "kit_report_plugin", *paths], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)
    assert report.exists(), f"pytest wrote no report:\n{done.stdout[-3000:]}\n{done.stderr}"
    return json.loads(report.read_text())


@pytest.fixture(scope="module")
def kit(tmp_path_factory) -> Path:
    """The student kit, released once for this module's tests."""
    out = tmp_path_factory.mktemp("release") / "kit"
    assert release.main([str(out), "--no-notebooks"]) == 0
    return out


@pytest.fixture(scope="module")
def source_results(tmp_path_factory) -> dict[str, dict]:
    """The self-checks run on the model answers."""
    paths = [f"versions/v{n}/test_pontoon.py" for n in (1, 2, 3, 4)]
    return run_pytest(ROOT, paths, tmp_path_factory.mktemp("source-run"))


def test_release_source_passes_every_selfcheck(source_results):
    """nbgrader's validate: the model answers pass every self-check, none skipped."""
    not_passed = {node: r["outcome"] for node, r in source_results.items()
                  if r["outcome"] != "passed"}
    assert len(source_results) > 300 and not not_passed, not_passed


def test_release_kit_fails_every_rule_test(kit, source_results, tmp_path):
    """nbgrader's validate --invert: in the kit every rule test fails; nothing errors or hangs."""
    results = run_pytest(kit, ["versions"], tmp_path)
    assert set(results) == set(source_results), "the kit collected other tests than the source"
    errors = {node: r["outcome"] for node, r in results.items()
              if r["outcome"] in ("collection error", "error", "not run")}
    assert not errors, errors
    ruled = {node: r for node, r in results.items() if r["rules"]}
    assert len(ruled) > 300
    passed = [node for node, r in ruled.items() if r["outcome"] != "failed"]
    assert not passed, f"rule tests that do not fail on the stubs: {passed}"
    unruled = {node for node, r in results.items() if not r["rules"]}
    assert all("test_names_" in node for node in unruled), unruled


def test_release_kit_contents(kit):
    """The kit holds the stubs, self-checks, READMEs, pytest.ini, requirements; nothing else."""
    files = sorted(str(p.relative_to(kit)) for p in kit.rglob("*")
                   if p.is_file() and not p.relative_to(kit).parts[0].startswith(".")
                   and "__pycache__" not in p.parts  # pytest's and Hypothesis's own files
                   and p.relative_to(kit).parts[0] != "assignments")  # E7's: tested below
    per_version = ["README.md", "__init__.py", "__main__.py", "pontoon.py", "test_pontoon.py"]
    assert files == sorted(["README.md", "pytest.ini", "requirements.txt",
                            "versions/__init__.py", "versions/selfcheck.py",
                            "versions/conftest.py", "versions/play.py"]
                           + [f"versions/v{n}/{name}" for n in (1, 2, 3, 4)
                              for name in per_version])
    assert "pytest versions/v1" in (kit / "README.md").read_text()
    assert "rule(id)" in (kit / "pytest.ini").read_text()
    assert "doctest" not in (kit / "pytest.ini").read_text()


def test_release_selfcheck_report_on_a_stub_starts_with_the_first_thing_to_fix(kit):
    """pytest versions/v2 on the untouched stub: one screen, card_value named first, no trace."""
    done = subprocess.run([sys.executable, "-m", "pytest", "versions/v2"], capture_output=True,
                          text=True, cwd=kit, timeout=300)
    lines = done.stdout.splitlines()
    assert done.returncode == 1 and "Traceback" not in done.stdout, done.stdout[-3000:]
    assert len(lines) <= 30, done.stdout
    start = lines.index("First thing to fix:")
    assert all(set(line.split("[")[0].strip()) <= {"F", "."} for line in lines[:start] if line)
    first = lines[start + 1]
    assert first.strip().startswith("card_value(") and "[card-values]" in first
    assert "not written yet" in lines[start + 1]
    readme = (kit / "versions" / "v2" / "README.md").read_text()
    assert lines[start + 1] in readme, "the README's example report is not the real one"
    assert re.search(r"card-values +\d+ of \d+ checks fail", done.stdout)
    assert re.search(r"^\d+ failed, \d+ passed", lines[-1]), lines[-1]


def test_release_selfcheck_report_names_the_next_rule_once_one_is_fixed(kit, tmp_path):
    """With card_value written, the first thing to fix moves on to card_name (format)."""
    import shutil
    half = tmp_path / "kit"
    shutil.copytree(kit, half)
    stub = half / "versions" / "v1" / "pontoon.py"
    text = stub.read_text()
    start = text.index("def card_value")
    stub.write_text(text[:start] + text[start:].replace("raise NotImplementedError()",
                                                        "return card", 1))
    done = subprocess.run([sys.executable, "-m", "pytest", "versions/v1"], capture_output=True,
                          text=True, cwd=half, timeout=300)
    lines = done.stdout.splitlines()
    first = lines[lines.index("First thing to fix:") + 1]
    assert first.strip().startswith("card_name(") and "[format]" in first, done.stdout


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_release_stubs_keep_everything_outside_the_regions(kit, version):
    """Same constants, signatures and docstrings; every body is `raise NotImplementedError()`."""
    source = (ROOT / "versions" / f"v{version}" / "pontoon.py").read_text()
    stub = (kit / "versions" / f"v{version}" / "pontoon.py").read_text()
    assert "SOLUTION" not in stub
    src_tree, stub_tree = ast.parse(source), ast.parse(stub)
    assert len(src_tree.body) == len(stub_tree.body)
    functions = 0
    for theirs, ours in zip(src_tree.body, stub_tree.body):
        if not isinstance(theirs, ast.FunctionDef):
            assert ast.dump(theirs) == ast.dump(ours)
            continue
        functions += 1
        assert (ours.name, ast.dump(ours.args), ast.dump(ours.returns)) == \
            (theirs.name, ast.dump(theirs.args), ast.dump(theirs.returns))
        assert ast.get_docstring(ours) == ast.get_docstring(theirs)
        assert [ast.unparse(node) for node in ours.body[1:]] == ["raise NotImplementedError()"]
    assert functions == release.count_regions(source) >= 9


def test_release_agrees_with_nbgrader_clear_solutions():
    """nbgrader's ClearSolutions on a one-cell wrapper gives the same stubs as clear_solutions."""
    nbformat = pytest.importorskip("nbformat", reason="nbgrader's notebook packages not installed")
    preprocessors = pytest.importorskip("nbgrader.preprocessors",
                                        reason="nbgrader is not installed")
    clear = preprocessors.ClearSolutions(code_stub={"python": release.STUB})
    for version in (1, 2, 3, 4):
        source = (ROOT / "versions" / f"v{version}" / "pontoon.py").read_text()
        cell = nbformat.v4.new_code_cell(source, metadata={"nbgrader": {
            "grade": False, "grade_id": f"pontoon_v{version}", "locked": False,
            "schema_version": 3, "solution": True, "task": False}})
        notebook = nbformat.v4.new_notebook(cells=[cell])
        notebook, _ = clear.preprocess(notebook, {})
        assert notebook.cells[0].source == release.clear_solutions(source), f"v{version}"


@pytest.mark.parametrize("source, message", [
    ("    ### BEGIN SOLUTION\n    ### BEGIN SOLUTION\n", "line 2: ### BEGIN SOLUTION inside"),
    ("x = 1\n    ### END SOLUTION\n", "line 2: ### END SOLUTION without"),
    ("def f():\n    ### BEGIN SOLUTION\n    return 1\n", "line 2: ### BEGIN SOLUTION is never"),
])
def test_release_rejects_unbalanced_regions(source, message):
    """A region that is nested, not begun or not ended is an error naming its line."""
    with pytest.raises(release.ReleaseError, match=message):
        release.clear_solutions(source, "pontoon.py")


def test_release_refuses_a_folder_that_is_not_empty(tmp_path, capsys):
    """Exit 2 with one line when OUT holds files; --force writes over it."""
    (tmp_path / "notes.txt").write_text("mine")
    assert release.main([str(tmp_path), "--no-notebooks"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--force" in err
    assert release.main([str(tmp_path), "--no-notebooks", "--force"]) == 0
    assert (tmp_path / "versions" / "v4" / "pontoon.py").exists()
    assert (tmp_path / "notes.txt").read_text() == "mine"


@pytest.mark.parametrize("argv", [[], ["a", "b"], ["--bogus", "x"]])
def test_release_bad_usage_is_one_line(argv, capsys):
    """Bad usage: exit 2 and one line on stderr."""
    assert release.main(argv) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_release_refuses_its_own_source_tree(capsys):
    """Even with --force, the kit is never written into the source tree it comes from."""
    assert release.main([str(ROOT), "--force", "--no-notebooks"]) == 2
    assert release.main([str(ROOT / "versions" / "v1"), "--force"]) == 2
    assert "own source tree" in capsys.readouterr().err


def fake_nbcourse(monkeypatch, **names) -> None:
    """Put a stand-in autograder.notebooks.course module with these names in place."""
    module = types.ModuleType("autograder.notebooks.course")
    vars(module).update(names)
    monkeypatch.setitem(sys.modules, "autograder.notebooks.course", module)


def test_release_kit_module_assignments_without_their_answers(kit):
    """assignments/<name>/ for each module assignment: stubs, README, self-checks; no hidden
    tests and no solution region in any released file."""
    modules = pytest.importorskip("autograder.modules", reason="E7's module assignments absent")
    folder = kit / "assignments"
    released = sorted(p.name for p in folder.iterdir()) if folder.exists() else []
    assert released and set(released) <= set(modules.ASSIGNMENTS), released
    for path in folder.rglob("*"):
        assert "hidden" not in path.name, path
        if path.is_file():
            assert "### BEGIN SOLUTION" not in path.read_text(encoding="utf-8"), path


def test_release_module_assignments_hook_calls_modules(tmp_path, monkeypatch):
    """release_assignment(name, OUT/assignments) for each name; one that fails is named."""
    calls = []

    def release_assignment(name, out):
        calls.append((name, out))
        if name == "table":
            raise FileNotFoundError("assignments/table/table.py")
        return [out / name / f"{name}.py"]
    module = types.ModuleType("autograder.modules")
    module.release_assignment, module.ASSIGNMENTS = release_assignment, {"cards": 1, "table": 2}
    monkeypatch.setitem(sys.modules, "autograder.modules", module)
    written, note = release.release_module_assignments(tmp_path)
    assert calls == [("cards", tmp_path / "assignments"), ("table", tmp_path / "assignments")]
    assert written == [tmp_path / "assignments" / "cards" / "cards.py"]
    assert note.startswith("assignments/: cards (1 file)") and "not included: table" in note
    monkeypatch.setitem(sys.modules, "autograder.modules", None)
    assert release.release_module_assignments(tmp_path)[1].startswith(
        "module assignments not included")


def test_release_notebooks_hook_calls_nbcourse(tmp_path, monkeypatch):
    """With release_notebooks(out) present, it is called with OUT/notebooks and counted."""
    calls = []

    def release_notebooks(out: Path) -> list[Path]:
        calls.append(out)
        return [out / "cards" / "cards.ipynb"]
    fake_nbcourse(monkeypatch, release_notebooks=release_notebooks)
    written, note = release.release_notebooks(tmp_path)
    assert calls == [tmp_path / "notebooks"] and len(written) == 1
    assert note.startswith("notebooks: 1 written")
    assert "python -m autograder.notebooks.course validate" in note


def test_release_with_notebooks_ships_a_working_validator(tmp_path, monkeypatch):
    """Students get autograder/notebooks/course.py, whose validate runs from the kit on its own."""
    fake_nbcourse(monkeypatch, release_notebooks=lambda out: [out / "cards" / "cards.ipynb"])
    release.release_notebooks(tmp_path)
    assert (tmp_path / "requirements-notebooks.txt").read_text().split() == [
        "jupyterlab>=4", "nbgrader>=0.9.6", "matplotlib>=3.8", "./jupyter-config"]
    assert (tmp_path / "autograder" / "notebooks" / "messages.py").exists()
    code = ("import sys, runpy, autograder.notebooks.course as m; print(m.__file__); "
            "sys.argv = ['nbcourse', 'validate', '--help']; runpy.run_module('autograder.notebooks.course', run_name='__main__')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=tmp_path, timeout=60)
    assert done.stdout.splitlines()[0] == str(tmp_path / "autograder" / "notebooks" / "course.py"), done.stderr
    assert done.returncode == 0 and "validate" in done.stdout, done.stderr


def test_release_notebooks_hook_says_why_not(tmp_path, monkeypatch):
    """Without the function, or without the module, the kit is still written and says why."""
    fake_nbcourse(monkeypatch)
    assert release.release_notebooks(tmp_path) == (
        [], "notebooks not included: autograder.notebooks.course has no release_notebooks(out)")
    monkeypatch.setitem(sys.modules, "autograder.notebooks.course", None)
    written, note = release.release_notebooks(tmp_path)
    assert written == [] and note.startswith("notebooks not included: autograder.notebooks.course")


def test_release_runs_as_a_module(tmp_path):
    """python -m autograder.release OUT works and prints what it wrote."""
    done = subprocess.run([sys.executable, "-m", "autograder.release", str(tmp_path / "kit"),
                           "--no-notebooks"], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert "versions/v4: pontoon.py (" in done.stdout
    assert "notebooks not included: --no-notebooks" in done.stdout


def test_notebook_requirements_cover_what_the_notebooks_import():
    """Every module a released notebook imports is in the standard library or the requirements."""
    imported = set()
    for source in (ROOT / "notebooks" / "text").rglob("*.py"):
        imported |= set(re.findall(r"^\s*(?:import|from) ([a-z_]+)", source.read_text(), re.M))
    third_party = {name for name in imported if name not in sys.stdlib_module_names}
    required = {line.split(">")[0] for line in release.NOTEBOOK_REQUIREMENTS.split()
                if not line.startswith("./")}
    assert third_party <= required, f"the notebooks import {sorted(third_party - required)}"


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_playing_a_released_stub_names_the_first_function_to_write(kit, version):
    """`python -m versions.vN` on the stubs names card_value, the first to write, in one line."""
    done = subprocess.run([sys.executable, "-m", f"versions.v{version}"], input="",
                          capture_output=True, text=True, cwd=kit, timeout=60)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith("card_value() in pontoon.py is the first "
                                  "function still to write"), done.stderr


def test_playing_a_half_written_stub_names_the_next_function(kit, tmp_path):
    """With card_value written, the next function in the file (card_name) is named, not main."""
    import shutil
    half = tmp_path / "kit"
    shutil.copytree(kit, half)
    stub = half / "versions" / "v2" / "pontoon.py"
    text = stub.read_text()
    start = text.index("def card_value")
    stub.write_text(text[:start] + text[start:].replace(
        "raise NotImplementedError()", "return min(RANKS.index(card) + 1, 10)", 1))
    done = subprocess.run([sys.executable, "-m", "versions.v2"], input="",
                          capture_output=True, text=True, cwd=half, timeout=60)
    assert done.stderr.startswith("card_name() in pontoon.py is the first function still to "
                                  "write"), done.stderr


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_running_a_released_stub_as_a_script_is_one_friendly_line(kit, version):
    """`python versions/vN/pontoon.py` on a stub: one line pointing to python -m, no traceback."""
    done = subprocess.run([sys.executable, f"versions/v{version}/pontoon.py"], input="",
                          capture_output=True, text=True, cwd=kit, timeout=60)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    assert f"python -m versions.v{version}" in done.stderr


def fresh_shell_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a new terminal: no virtual environment active, Jupyter's own dirs
    empty, the machine's python3 first on PATH."""
    venv_bin = str(ROOT / ".venv" / "bin")
    path = os.pathsep.join(p for p in os.environ.get("PATH", "").split(os.pathsep)
                           if p and p != venv_bin)
    env = {key: value for key, value in os.environ.items()
           if key not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")}
    env.update(PATH=path, JUPYTER_CONFIG_DIR=str(tmp_path / "jupyter-user-config"),
               JUPYTER_DATA_DIR=str(tmp_path / "jupyter-user-data"))
    return env


def shell(commands: str, cwd: Path, env: dict[str, str], timeout: int = 600) -> str:
    """Run commands in bash as a student types them; return what they printed (they must pass)."""
    done = subprocess.run(["bash", "-c", "set -e\n" + commands], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{commands}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return re.sub(r"\x1b\[[0-9;]*m", "", done.stdout + done.stderr)


def notebook_wheelhouse(env: dict[str, str]) -> Path:
    """The wheels requirements-notebooks.txt resolves to (and setuptools, which its local
    jupyter-config package builds with), downloaded from the package index once into
    ``.venv/wheelhouse/<hash of the requirements>`` and reused by later runs; one xdist worker
    downloads while another waits (a lock file). New requirements get a new folder."""
    import fcntl
    import hashlib
    import shutil
    wanted = "\n".join(line for line in release.NOTEBOOK_REQUIREMENTS.splitlines()
                       if not line.startswith("./")) + "\nsetuptools>=64\n"
    key = hashlib.sha256(f"{sys.version_info[:2]}\n{wanted}".encode()).hexdigest()[:16]
    top = ROOT / ".venv" / "wheelhouse"
    top.mkdir(parents=True, exist_ok=True)
    house = top / key
    with open(top / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (house / ".complete").is_file():
            partial = top / f"{key}.partial"
            shutil.rmtree(partial, ignore_errors=True)
            partial.mkdir()
            (partial / "requirements.txt").write_text(wanted, encoding="utf-8")
            shell(f"python3 -m pip download --quiet -d {partial} -r {partial / 'requirements.txt'}",
                  partial, env, timeout=900)
            (partial / ".complete").write_text("")
            shutil.rmtree(house, ignore_errors=True)
            partial.rename(house)
    return house


@pytest.mark.slow
def test_student_jupyterlab_shows_no_instructor_tools(kit, tmp_path):
    """requirements-notebooks.txt in a fresh venv: nbgrader's formgrader, Create Assignment and
    course and assignment lists are off in JupyterLab and its server; Validate stays.

    The venv is new and made as a student makes it; its packages come from the package index
    through a wheelhouse (`notebook_wheelhouse`: downloaded once per set of requirements, then
    installed with --no-index, so the test proves that these requirements resolve and install
    into a fresh venv and switch the tools off, not that the index answers today). pip's
    byte-compiling is left out (--no-compile: Python compiles what it imports), which halves
    the install's CPU. Then it starts that JupyterLab and reads the page config it serves.
    """
    import shutil
    copy = tmp_path / "kit"
    shutil.copytree(kit, copy)
    release.write_validator(copy)   # what a release with notebooks adds beside them
    env = fresh_shell_env(tmp_path)
    house = notebook_wheelhouse(env)
    shell("python3 -m venv .venv\n. .venv/bin/activate\n"
          f"python -m pip install --quiet --no-compile --no-index --find-links {house} "
          "-r requirements-notebooks.txt", copy, env, timeout=900)
    lab = shell(". .venv/bin/activate\njupyter labextension list", copy, env)
    disabled = lab.split("Disabled extensions:")[1].split()
    assert sorted(disabled) == sorted(release.INSTRUCTOR_LAB_PLUGINS), lab
    assert "@jupyter/nbgrader:validate-assignment" not in disabled
    server = shell(". .venv/bin/activate\njupyter server extension list", copy, env)
    states = dict(re.findall(r"^\s+(nbgrader\.server_extensions\.\w+) (enabled|disabled)", server,
                             re.M))
    assert states == {"nbgrader.server_extensions.formgrader": "disabled",
                      "nbgrader.server_extensions.course_list": "disabled",
                      "nbgrader.server_extensions.assignment_list": "disabled",
                      "nbgrader.server_extensions.validate_assignment": "enabled"}, server
    page = running_lab_page(copy, env)
    disabled = json.loads(re.search(r'"disabledExtensions": (\[[^]]*\])', page)[1])
    assert sorted(disabled) == sorted(release.INSTRUCTOR_LAB_PLUGINS)


def running_lab_page(kit: Path, env: dict[str, str]) -> str:
    """Start the kit's JupyterLab on a free port, return its /lab page, and stop it."""
    import socket
    import time
    import urllib.request
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    lab = subprocess.Popen([str(kit / ".venv" / "bin" / "jupyter"), "lab", "--no-browser",
                            f"--port={port}", "--ServerApp.token=kit", "--allow-root"],
                           cwd=kit, env={**env, "JUPYTER_RUNTIME_DIR": str(kit / ".runtime")},
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait = 60 * load_factor()       # a minute on an idle machine, more on a loaded one
    deadline = time.monotonic() + wait
    try:
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/lab?token=kit",
                                            timeout=5) as answer:
                    return answer.read().decode()
            except OSError:
                time.sleep(0.5)
        raise AssertionError(f"JupyterLab did not answer within {wait:.0f} s")
    finally:
        lab.terminate()
        lab.wait(timeout=30)


def test_release_selfcheck_report_on_a_file_that_does_not_import(kit, tmp_path):
    """A syntax error in pontoon.py: the report's first thing to fix names the file and line."""
    import shutil
    broken = tmp_path / "kit"
    shutil.copytree(kit, broken)
    stub = broken / "versions" / "v3" / "pontoon.py"
    stub.write_text(stub.read_text().replace("def card_value(card: Card) -> int:",
                                             "def card_value(card: Card) -> int", 1))
    done = subprocess.run([sys.executable, "-m", "pytest", "versions/v3"], capture_output=True,
                          text=True, cwd=broken, timeout=300)
    lines = done.stdout.splitlines()
    assert done.returncode != 0 and len(lines) <= 8, done.stdout
    first = lines[lines.index("First thing to fix:") + 1].strip()
    assert re.fullmatch(r"versions/v3/pontoon\.py line \d+ cannot be run \(SyntaxError: .*\), "
                        r"so no check can run", first), first


# --------------------------------------------------------------------------- no answer in the kit
@pytest.fixture(scope="module")
def full_kit(full_release) -> Path:
    """The whole student kit, notebooks included, as `python -m autograder release OUT` writes it
    (`full_release` in tests/conftest.py: released once a run, shared with the docs' tests)."""
    pytest.importorskip("nbgrader", reason="the notebooks' release needs nbgrader")
    return full_release


def all_solution_sources() -> list[Path]:
    """Every file of the kit's source with a solution region or solution cell."""
    return sorted(path for pattern in release.SOLUTION_SOURCES for path in ROOT.glob(pattern)
                  if any(True for _ in release.source_solution_lines(path)))


def test_solution_sources_cover_every_assignment_version_and_notebook():
    found = {path.relative_to(ROOT).as_posix() for path in all_solution_sources()}
    expected = ({f"versions/v{n}/pontoon.py" for n in (1, 2, 3, 4)}
                | {f"notebooks/source/{nb.parent.name}/{nb.name}" for nb in (ROOT / "notebooks" / "source").glob("*/*.ipynb")})
    modules = pytest.importorskip("autograder.modules", reason="the module assignments are absent")
    expected |= {model for assignment in modules.ASSIGNMENTS.values() for model in assignment.modules.values()}
    assert expected <= found, f"these sources' solutions are not searched for leaks: {sorted(expected - found)}"


@pytest.mark.slow
def test_released_kit_holds_no_solution_line(full_kit):
    """No non-trivial line of any solution (versions, module assignments, notebooks) in any released file."""
    released = [path for path in full_kit.rglob("*") if path.is_file()]
    assert any(path.suffix == ".ipynb" for path in released), "the full kit has no notebook"
    leaks = release.released_leaks(full_kit, all_solution_sources())
    assert not leaks, "solution lines in the released kit (released file: source line: text):\n" + "\n".join(leaks)


@pytest.mark.parametrize("line, trivial", [
    pytest.param("return NotImplemented", True, id="return-not-implemented"),
    pytest.param("card = deck.pop()", True, id="glue-call"),
    pytest.param("rng = rng or random.Random()", True, id="glue-default"),
    pytest.param("for card in list(cards):", True, id="loop-header"),
    pytest.param("if not isinstance(other, Hand):", True, id="type-guard"),
    pytest.param("return self.values()[0] > limit", False, id="a-comparison"),
    pytest.param("return [Card(rank, suit) for suit in Suit for rank in Rank]", False, id="a-comprehension"),
    pytest.param("hand.add_all(list(other))", False, id="a-nested-call"),
    pytest.param('raise TypeError(f"not a hand: {other!r}")', False, id="an-error-message"),
])
def test_is_trivial_judges_lines(line, trivial):
    assert release.is_trivial(line) is trivial, f"is_trivial({line!r}) gave {not trivial}, expected {trivial}"


def test_released_leaks_finds_a_solution_line_in_a_notebook_cell(tmp_path):
    source = ROOT / "notebooks" / "source" / "cards" / "hand.ipynb"
    answer = next(line for _, line in release.source_solution_lines(source) if not release.is_trivial(line))
    kit = tmp_path / "kit"
    (kit / "notebooks").mkdir(parents=True)
    cell = {"cell_type": "code", "metadata": {}, "source": [f"    {answer}\n"], "outputs": [], "execution_count": None}
    (kit / "notebooks" / "copied.ipynb").write_text(json.dumps({"cells": [cell]}))
    (kit / "clean.py").write_text("x = 1\n")
    leaks = release.released_leaks(kit, [source])
    assert len(leaks) == 1 and leaks[0].startswith("notebooks/copied.ipynb: notebooks/source/cards/hand.ipynb line ") \
        and leaks[0].endswith(answer), f"a copied {answer!r} gave {leaks}"


# --------------------------------------------------------------------------- holding a notebook back
def test_release_holds_back_a_notebook(tmp_path, monkeypatch):
    """--hold-back cards/hand leaves hand.ipynb out; --hold-back casino the whole assignment."""
    def release_notebooks(out: Path) -> list[Path]:
        written = []
        for name in ("cards/cards", "cards/deck", "cards/hand", "casino/stages"):
            path = out / f"{name}.ipynb"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text("{}")
            written.append(path)
        return written
    fake_nbcourse(monkeypatch, release_notebooks=release_notebooks)
    monkeypatch.setattr(release, "write_validator", lambda out: None)
    out = tmp_path / "kit"
    lines = release.release(out, held_back=["cards/hand", "casino"])
    assert sorted(p.relative_to(out / "notebooks").as_posix() for p in (out / "notebooks").rglob("*.ipynb")) == [
        "cards/cards.ipynb", "cards/deck.ipynb"]
    assert "  held back (not in this release): cards/hand, casino" in lines


@pytest.mark.parametrize("argv, message", [
    pytest.param(["--hold-back", "cards/hands"], "--hold-back 'cards/hands': no such notebook", id="no-such-notebook"),
    pytest.param(["--hold-back", "poker"], "--hold-back 'poker': no such notebook", id="no-such-assignment"),
])
def test_release_hold_back_refuses_an_unknown_name(tmp_path, capsys, argv, message):
    assert release.main([str(tmp_path / "kit"), "--no-notebooks", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"release: {message}") and len(err.strip().splitlines()) == 1, err
    assert not (tmp_path / "kit").exists(), "a refused release wrote files"
