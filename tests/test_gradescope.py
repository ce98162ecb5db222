"""Tests of the Gradescope bundle (autograder/outputs/gradescope.py): its files, and running it."""
from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from autograder import cli
from autograder.outputs import gradescope

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "examples" / "class" / "ada" / "pontoon.py"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    """The bundle, built through the command line and unpacked, exec bits and all."""
    where = tmp_path_factory.mktemp("gs")
    assert cli.main(["gradescope", str(where / "autograder.zip")]) == 0
    unpacked = where / "source"
    with zipfile.ZipFile(where / "autograder.zip") as zf:
        for info in zf.infolist():
            path = Path(zf.extract(info, unpacked))
            os.chmod(path, (info.external_attr >> 16) & 0o777)
    return unpacked


def test_bundle_has_scripts_with_exec_bits(bundle):
    for name in ("setup.sh", "run_autograder"):
        mode = (bundle / name).stat().st_mode
        assert mode & stat.S_IXUSR, f"{name} is not executable"
        assert (bundle / name).read_text().startswith("#!/usr/bin/env bash")
    assert not (bundle / "README.md").stat().st_mode & stat.S_IXUSR
    assert "Zipped folder of autograder files" in (bundle / "README.md").read_text()


def test_bundle_ships_the_grader_but_no_model_answers(bundle):
    names = {p.relative_to(bundle).as_posix() for p in bundle.rglob("*") if p.is_file()}
    for needed in ("requirements.txt", "kit/autograder/cli.py", "kit/autograder/model.py",
                   "kit/autograder/outputs/report.py", "kit/autograder/__main__.py",
                   "kit/autograder/sandbox/inside/runner.py", "kit/reference/odds.py"):
        assert needed in names
    assert not any(n.startswith("kit/versions") or "__pycache__" in n for n in names)
    assert "kit/autograder/release.py" not in names
    # of reference/ only the generated odds table: no cards.py (a model answer), no engine
    assert {n for n in names if n.startswith("kit/reference/")} == {
        "kit/reference/__init__.py", "kit/reference/odds.py"}
    odds = (bundle / "kit" / "reference" / "odds.py").read_text()
    assert "import" not in odds.replace("from fractions import Fraction as F", "")


def test_odds_table_matches_the_reference():
    from reference.odds import computer_final_distribution

    namespace: dict = {}
    exec(gradescope.odds_table_source(), namespace)
    for stick_at in (12, 17, 21):
        for version in (1, 4):
            assert namespace["computer_final_distribution"](stick_at, version) == \
                computer_final_distribution(stick_at, version)
    with pytest.raises(ValueError):
        namespace["computer_final_distribution"](0, 1)


def test_requirements_are_what_the_shipped_code_imports(bundle):
    import ast

    tops = set()
    for path in (bundle / "kit").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                tops |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                tops.add(node.module.split(".")[0])
    third = tops - set(sys.stdlib_module_names) - {"__future__", "autograder", "reference"}
    # the class page (matplotlib) is never reached on Gradescope and is not shipped
    assert {"rich", "markdown_it"} <= third <= {"rich", "markdown_it", "pyte"}   # pyte: transcripts
    reqs = (bundle / "requirements.txt").read_text().split()
    assert {"markdown-it-py", "rich"} <= {r.split(">=")[0] for r in reqs} <= {
        "markdown-it-py", "rich", "pyte"}
    assert '-r "$SOURCE/requirements.txt"' in (bundle / "setup.sh").read_text()
    assert "apt-get install -y -qq bubblewrap util-linux" in (bundle / "setup.sh").read_text()   # the OS sandbox


def run_bundle(bundle: Path, submission: Path, results: Path,
               **extra_env: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "AUTOGRADER_SOURCE": str(bundle), "AUTOGRADER_SUBMISSION": str(submission),
           "AUTOGRADER_RESULTS": str(results), "AUTOGRADER_PYTHON": sys.executable, **extra_env}
    env.pop("PYTHONPATH", None)
    return subprocess.run([str(bundle / "run_autograder")], env=env, capture_output=True,
                          text=True, timeout=120, cwd=bundle)


def test_run_autograder_without_pontoon_writes_a_zero(bundle, tmp_path):
    submission = tmp_path / "submission"
    submission.mkdir()
    (submission / "Pontoon (1).txt").write_text("oops")
    done = run_bundle(bundle, submission, tmp_path / "results")
    assert done.returncode == 0, done.stderr
    doc = json.loads((tmp_path / "results" / "results.json").read_text())
    assert doc["score"] == 0 and "no pontoon.py found in your submission" in doc["output"]
    assert doc["max_score"] > 0          # out of the version's marks, never 0/0
    assert "Traceback" not in done.stderr
    # how Gradescope shows each string is said, never left to its defaults
    assert (doc["output_format"], doc["test_output_format"], doc["test_name_format"]) == (
        "md", "text", "text")


@pytest.mark.slow
def test_run_autograder_grades_a_sample_submission(bundle, tmp_path):
    submission = tmp_path / "submission"
    submission.mkdir()
    shutil.copy(SAMPLE, submission / "pontoon.py")
    done = run_bundle(bundle, submission, tmp_path / "results")
    assert done.returncode == 0, done.stderr
    doc = json.loads((tmp_path / "results" / "results.json").read_text())
    assert doc["max_score"] == 100 and doc["score"] == 100, doc["output"]
    assert doc["extra_data"]["submission"] == "pontoon.py"
    assert {t["extra_data"]["rule"] for t in doc["tests"]} >= {"format", "tie-draw"}
    assert all(t["status"] == "passed" for t in doc["tests"])


def test_run_autograder_within_a_budget_that_runs_out_still_writes_results(bundle, tmp_path):
    """A correct submission, a budget far below the ~0.3 s its grading takes: the grading's
    worker is stopped, and results.json says why instead of being missing."""
    submission = tmp_path / "submission"
    submission.mkdir()
    shutil.copy(SAMPLE, submission / "pontoon.py")
    done = run_bundle(bundle, submission, tmp_path / "results", BJK_BUDGET_SECONDS="0.01",
                      BJK_BUDGET_MB="512")
    assert done.returncode == 0, done.stderr
    doc = json.loads((tmp_path / "results" / "results.json").read_text())
    assert doc["score"] == 0 and doc["max_score"] > 0, doc["output"]
    assert "the grader's budget of 0.01 s / 512 MB for one submission ran out" in doc["output"]
    assert "Traceback" not in done.stderr


def test_version_is_baked_into_run_autograder(tmp_path):
    path = gradescope.build_bundle(tmp_path / "v2.zip", version=2)
    with zipfile.ZipFile(path) as zf:
        assert "--version 2" in zf.read("run_autograder").decode()
        assert "version 2" in zf.read("README.md").decode()
    assert [p.name for p in tmp_path.iterdir()] == ["v2.zip"]  # no temp file left


def test_gradescope_module_main_usage():
    assert gradescope.main(["only-one"]) == 2
    assert gradescope.main(["a", "b", "--version", "9"]) == 2


def test_grade_into_single_file_and_nested_folder(tmp_path, monkeypatch):
    from autograder.model import Grade

    seen = []

    def fake(path, version=None, *, student=None, limits=None):
        seen.append((Path(path).read_text(), version))   # the grader may stage a copy
        return Grade(str(path), student, version or 4, "VERSION")
    from autograder import submission

    monkeypatch.setattr(submission, "judge", lambda: fake)
    (tmp_path / "sub" / "pontoon-main").mkdir(parents=True)
    (tmp_path / "sub" / "pontoon-main" / "pontoon.py").write_text("VERSION = 4  # nested\n")
    grade = gradescope.grade_into(tmp_path / "sub", tmp_path / "res", version=3)
    assert seen == [("VERSION = 4  # nested\n", 3)]
    assert grade.submission == "pontoon-main/pontoon.py"
    assert json.loads((tmp_path / "res" / "results.json").read_text())["extra_data"]["version"] == 3


@pytest.mark.slow
def test_bundle_grades_in_a_fresh_venv_without_the_kits_packages(bundle, tmp_path):
    """The bundle's own setup.sh, pointed at a new venv (no numpy, no kit), then two submissions."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    setup = (bundle / "setup.sh").read_text()
    assert setup.count("/autograder/venv") == 3
    script = tmp_path / "setup.sh"
    # Gradescope's venv path moved into tmp_path (made above); the pip upgrade skipped
    script.write_text(setup.replace("/autograder/venv", str(venv))
                      .replace('"$PY" -m venv', "true").replace(
                          "-m pip install --quiet --upgrade pip", "-m pip --version"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["AUTOGRADER_SOURCE"] = str(bundle)
    done = subprocess.run(["bash", str(script)], env=env, capture_output=True, text=True,
                          timeout=600)
    if done.returncode and ("Could not find a version" in done.stderr
                            or "NewConnectionError" in done.stderr):
        pytest.skip(f"PyPI is not reachable from here: {done.stderr.strip().splitlines()[-1]}")
    assert done.returncode == 0, done.stderr
    py = venv / "bin" / "python"
    probe = subprocess.run([str(py), "-c", "import numpy"], capture_output=True, env=env)
    assert probe.returncode != 0, "the fresh venv should not have numpy"
    for name in ("ada", "cara"):      # ada is correct; cara's Ace is worth 11
        submission = tmp_path / f"sub-{name}"
        submission.mkdir()
        shutil.copy(ROOT / "examples" / "class" / name / "pontoon.py", submission / "pontoon.py")
        results = tmp_path / f"res-{name}"
        run = subprocess.run([str(bundle / "run_autograder")], capture_output=True, text=True,
                             timeout=300, cwd=tmp_path, env={
                                 **env, "AUTOGRADER_SUBMISSION": str(submission),
                                 "AUTOGRADER_RESULTS": str(results), "AUTOGRADER_PYTHON": str(py)})
        assert run.returncode == 0, run.stderr
        doc = json.loads((results / "results.json").read_text())
        assert "internal error" not in doc["output"] and "ModuleNotFound" not in json.dumps(doc)
        failed = {t["extra_data"]["rule"] for t in doc["tests"] if t["status"] == "failed"}
        if name == "ada":
            assert doc["score"] == doc["max_score"] == 100, doc["output"]
        else:
            assert "ace-counts-one" in failed and doc["score"] < doc["max_score"], doc["output"]
