"""The nbgrader round trip, headless, end to end: release, autograde a class of awkward
submissions, feedback without hidden tests, the gradebook with problems flagged, validate.

The course is a temporary copy of the repo's `notebooks/`; the assignment is the real `cards`
when its notebooks are there, else the fixture assignment `mini` from tests/corpus/notebooks.
Submissions are built here from the source notebooks with nbformat. All autograde checks share
one class run (one nbgrader command for the whole class), so they live in one test function:
pytest-xdist would otherwise run the class once per worker.
"""
from __future__ import annotations

import csv
import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat", reason="the notebooks extra (nbformat, nbgrader) is not installed")
if importlib.util.find_spec("nbgrader") is None:    # found, not imported: 1.5 CPU s in every worker
    pytest.skip("the notebooks extra (nbgrader) is not installed", allow_module_level=True)

from autograder.notebooks import course as nbcourse  # noqa: E402
from autograder.notebooks.hooks import hidden_lines, released_source  # noqa: E402
from autograder.sandbox.child import load_factor  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "tests" / "corpus" / "notebooks"
# seconds per cell in these tests: 4 on an idle machine, more on a loaded one (a correct cell
# takes milliseconds; the loopers wait for it)
TIMEOUT = round(4 * load_factor())


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"nbcourse_{name}", CORPUS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules[f"nbcourse_{name}"] = module
    spec.loader.exec_module(module)
    return module


mini = _load("mini_course")
plan = _load("submissions")


@pytest.fixture(scope="module")
def jupyter_env(tmp_path_factory):
    """Keep the in-process validator away from the user's Jupyter config too."""
    scratch = tmp_path_factory.mktemp("jupyter")
    patch = pytest.MonkeyPatch()
    for key, value in nbcourse.nbgrader_env(scratch).items():
        if key.startswith(("JUPYTER_", "IPYTHON")):
            Path(value).mkdir(parents=True, exist_ok=True)
            patch.setenv(key, value)
    yield scratch
    patch.undo()


@pytest.fixture(scope="module")
def course(tmp_path_factory) -> tuple[Path, str, object]:
    """A temporary course: the repo's notebooks/ (config and any real assignments) plus `mini`."""
    root = tmp_path_factory.mktemp("course") / "notebooks"
    shutil.copytree(REPO / "notebooks", root, ignore=shutil.ignore_patterns(
        "release", "submitted", "autograded", "feedback", "gradebook.db", ".ipynb_checkpoints"))
    mini.build(root)
    spec = plan.spec_for(root)
    return root, spec.assignment, spec


@pytest.fixture(scope="module")
def released(course, tmp_path_factory) -> Path:
    """The assignment released with `release_notebooks` (the student kit's entry point), from a
    course holding just that assignment, so the fixture does not grow with the course."""
    root, assignment, _ = course
    alone = tmp_path_factory.mktemp("alone")
    shutil.copy(root / "nbgrader_config.py", alone / "nbgrader_config.py")
    shutil.copytree(root / "source" / assignment, alone / "source" / assignment)
    out = tmp_path_factory.mktemp("release")
    paths = nbcourse.release_notebooks(out, alone)
    assert paths and all(p.parent == out / assignment and p.suffix == ".ipynb" for p in paths), paths
    assert sorted(p.stem for p in paths) == sorted(p.stem for p in (root / "source" / assignment).glob("*.ipynb"))
    return out / assignment


def test_release_strips_solutions_and_hidden_tests_and_counts_them(course, released):
    root, assignment, spec = course
    secrets = _secret_lines(root / "source" / assignment)
    assert secrets, "the assignment should have hidden tests"
    for path in sorted(released.glob("*.ipynb")):
        text = nbformat.read(path, as_version=4)
        text = "\n".join(cell.source for cell in text.cells)
        source = nbformat.read(root / "source" / assignment / path.name, as_version=4)
        assert "BEGIN SOLUTION" not in text and "BEGIN HIDDEN TESTS" not in text, path.name
        for line in secrets:
            assert line not in text, f"{path.name} shows the hidden test {line!r}"
        meta = nbformat.read(path, as_version=4).metadata["blackjack_kit"]
        assert meta["hidden_tests"] == nbcourse.hidden_tests(source)
    assert any(nbformat.read(p, as_version=4).metadata["blackjack_kit"]["hidden_tests"]
               for p in released.glob("*.ipynb")), "the assignment should have hidden tests"


def test_release_notebooks_of_an_empty_course_is_empty(tmp_path):
    assert nbcourse.release_notebooks(tmp_path / "kit", tmp_path) == []
    assert not (tmp_path / "kit").exists()


@pytest.mark.slow
def test_round_trip_grades_flags_and_hides(course, released, tmp_path):
    root, assignment, spec = course
    submitted = tmp_path / "submitted"
    expected = plan.build_class(spec, root / "source" / assignment, released, submitted)
    result = nbcourse.autograde(assignment, submitted, tmp_path / "out", root, timeout=TIMEOUT, jobs=2)

    # the class went through: every student has a row, nobody silently dropped
    assert [s.student for s in result.students] == sorted(expected)
    rows = {row["student_id"]: row for row in csv.DictReader(open(result.gradebook, encoding="utf-8"))}
    assert set(rows) == set(expected)
    cells = list(csv.DictReader(open(result.out / "cells.csv", encoding="utf-8")))
    full = spec.max_score
    for student, want in expected.items():
        row = rows[student]
        got = result.student(student)
        assert row["status"] == want["status"], f"{student}: status {row['status']!r}, details {row['details']!r}"
        if want["score"] is None:
            assert row["score"] == "", f"{student} submitted nothing yet got a score {row['score']!r}"
        else:
            assert float(row["score"]) == pytest.approx(want["score"]), f"{student}: {row}"
        assert float(row["max_score"]) == pytest.approx(full)
        for notebook, score in want.get("notebooks", {}).items():
            assert float(row[notebook]) == pytest.approx(score), f"{student} {notebook}: {row}"
        lost = {(c["notebook"], c["cell"]) for c in cells
                if c["student_id"] == student and float(c["score"]) < float(c["max_score"])}
        if "lost" in want:
            assert lost == set(want["lost"]), f"{student} lost points on {sorted(lost)}"
        for needle in want.get("details", []):
            assert needle in row["details"], f"{student}: {needle!r} not in {row['details']!r}"
        assert sorted(got.restored) == sorted(want.get("restored", [])), f"{student}: {got.restored}"
        assert row["restored_cells"] == "; ".join(got.restored)

    # the problem students are in the summary, said as such
    problems = "\n".join(result.problems())
    for student, want in expected.items():
        if want["status"] != "ok" or want.get("restored"):
            assert student in problems
    assert "solution" not in problems

    # feedback: one HTML per graded notebook, never a hidden test's code
    hidden = _secret_lines(root / "source" / assignment)
    assert hidden
    pages = sorted((result.out / "feedback").glob(f"*/{assignment}/*.html"))
    assert {p.parent.parent.name for p in pages} >= {"solution", "buggy", "untouched"}
    for page in pages:
        html = page.read_text(encoding="utf-8")
        assert "BEGIN HIDDEN TESTS" not in html, page
        for line in hidden:
            assert line not in html and _escaped(line) not in html, f"{page} shows hidden test {line!r}"
    buggy = "".join(p.read_text(encoding="utf-8") for p in pages if p.parent.parent.name == "buggy")
    assert "hidden test in this cell failed" in buggy or "Error" in buggy

    # nbgrader's own export is there too
    assert (result.out / "nbgrader-grades.csv").read_text(encoding="utf-8").startswith("assignment,")


def _secret_lines(source: Path) -> list[str]:
    """Hidden-test lines that appear nowhere else in the assignment (so finding one is a leak)."""
    cells = [cell for p in sorted(source.glob("*.ipynb")) for cell in nbformat.read(p, as_version=4).cells]
    visible = "\n".join(released_source(cell.source) for cell in cells)
    return [line for cell in cells for line in hidden_lines(cell.source)
            if len(line) >= 12 and line not in visible]


def _escaped(text: str) -> str:
    import html

    return html.escape(text)


def test_validate_says_hidden_tests_exist_and_fails_on_a_failure(course, released, tmp_path, jupyter_env, capfd):
    capsys = capfd  # the kernels' own stderr too: ipykernel's TCP warning must not reach students
    root, assignment, spec = course
    name = spec.validate_notebook
    good = tmp_path / "good" / f"{name}.ipynb"
    good.parent.mkdir()
    source = nbformat.read(root / "source" / assignment / f"{name}.ipynb", as_version=4)
    nbformat.write(nbcourse.fill_solutions(nbformat.read(released / f"{name}.ipynb", as_version=4), source), good)
    assert nbcourse.main(["validate", str(good), "--timeout", str(TIMEOUT)]) == 0
    said = capsys.readouterr().out
    hidden = nbcourse.hidden_tests(source)
    assert f"{len(hidden)} test cell(s)" in said and "hidden tests that only the grader runs" in said
    assert "Success" not in said

    # the untouched release, with a written answer (graded by hand, still unanswered) added
    untouched = tmp_path / "untouched" / f"{name}.ipynb"
    untouched.parent.mkdir()
    nb = nbformat.read(released / f"{name}.ipynb", as_version=4)
    nb.cells.append(_written_answer())
    nbformat.write(nb, untouched)
    assert nbcourse.main(["validate", str(untouched), "--timeout", str(TIMEOUT)]) == 1
    captured = capsys.readouterr()
    said = captured.out
    assert "FAILED" in said and "hidden tests" in said and "\x1b[" not in said
    tests = len(nbcourse.graded_cells(nb)[0])
    assert f"{tests} of {tests} test cells fail" in said, said
    assert "1 written answer is graded by your instructor" in said and "YOUR ANSWER HERE" in said
    assert "You did not provide a response" not in said
    assert "without encryption" not in captured.err, captured.err

    exiting = tmp_path / "exit" / f"{name}.ipynb"
    exiting.parent.mkdir()
    nb = nbformat.read(good, as_version=4)
    bug = spec.bugs[name]
    next(c for c in nb.cells if c.metadata.get("nbgrader", {}).get("grade_id") == bug.cell).source += \
        plan.EXIT.format(fn=bug.fn)
    nbformat.write(nb, exiting)
    assert nbcourse.main(["validate", str(exiting), "--timeout", str(TIMEOUT)]) == 1
    assert "kernel died" in capsys.readouterr().out


def _written_answer():
    """A manually graded markdown answer cell, as nbgrader releases it (checksum of the blank answer)."""
    from nbgrader.utils import compute_checksum

    cell = nbformat.v4.new_markdown_cell("YOUR ANSWER HERE", metadata={"nbgrader": {
        "grade": True, "grade_id": "explain_it", "locked": False, "points": 2, "schema_version": 3,
        "solution": True, "task": False}})
    cell.metadata.nbgrader["checksum"] = compute_checksum(cell)
    return cell


def test_validate_counts_written_answers_apart_from_test_cells():
    test = nbformat.v4.new_code_cell("assert f()", metadata={"nbgrader": {
        "grade": True, "grade_id": "t", "locked": True, "points": 1, "solution": False, "task": False}})
    answer = nbformat.v4.new_code_cell("# YOUR CODE HERE", metadata={"nbgrader": {
        "grade": False, "grade_id": "a", "locked": False, "solution": True, "task": False}})
    essay = _written_answer()
    tests, manual = nbcourse.graded_cells(nbformat.v4.new_notebook(cells=[answer, test, essay]))
    assert tests == [test] and manual == [essay]
    failed = [{"source": "YOUR ANSWER HERE"}, {"source": "assert f()"}]
    assert nbcourse.split_failures(failed, manual) == ([failed[0]], [failed[1]])
    assert nbcourse.written_answers(1, 0) == "1 written answer is graded by your instructor, not by these tests."


def test_validate_without_the_notebook_packages_says_how_to_install(monkeypatch, capsys, tmp_path):
    def missing(*args, **kwargs):
        raise ModuleNotFoundError("No module named 'nbformat'", name="nbformat")

    monkeypatch.setattr(nbcourse, "validate_notebook", missing)
    assert nbcourse.main(["validate", "cards.ipynb"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "nbgrader" in err and "make venv" in err, err
    assert "unexpected" not in err and "ModuleNotFoundError" not in err
    (tmp_path / "requirements-notebooks.txt").write_text("nbgrader\n", encoding="utf-8")
    assert nbcourse.install_hint(tmp_path) == "python -m pip install -r requirements-notebooks.txt"

    def other(*args, **kwargs):
        raise ModuleNotFoundError("No module named 'numpy'", name="numpy")

    monkeypatch.setattr(nbcourse, "validate_notebook", other)
    assert nbcourse.main(["validate", "cards.ipynb"]) == 1
    assert "unexpected ModuleNotFoundError" in capsys.readouterr().err


def test_dropping_stderr_drops_only_the_kernel_tcp_warning(capfd):
    import subprocess

    script = ("import sys; print('[IPKernelApp] WARNING | Kernel is running over TCP without encryption. "
              "All communication ...', file=sys.stderr); print('a real problem', file=sys.stderr)")
    with nbcourse.dropping_stderr():
        subprocess.run([sys.executable, "-c", script], check=True)
    err = capfd.readouterr().err
    assert "a real problem" in err and "without encryption" not in err


@pytest.mark.parametrize("layout, given, student", [
    (["alice/alpha.ipynb", "alice/beta.ipynb"], "alice", "alice"),            # one student's notebooks
    (["alice/mini/alpha.ipynb"], "alice", "alice"),                            # nbgrader's, one level in
    (["alice/mini/alpha.ipynb"], "alice/mini", "alice"),                       # nbgrader's, two levels in
])
def test_locate_submissions_one_students_folder_is_graded_as_that_student(tmp_path, layout, given, student):
    for name in layout:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("{}", encoding="utf-8")
    found, notes = nbcourse.locate_submissions(tmp_path / given, "mini")
    assert list(found) == [student] and [p.name for p in found[student]] == [Path(n).name for n in layout]
    assert len(notes) == 1 and f"one student, {student!r}" in notes[0] and "<student>/" in notes[0]


@pytest.mark.parametrize("layout, error", [
    ([], "no student folders"),
    (["notes.txt"], "no student folders"),
    (["ann/", "bob/readme.txt"], "no notebooks in the 2 student folder(s)"),
    (["alpha.ipynb", "ann/alpha.ipynb"], "holds both notebooks and student folders"),
])
def test_locate_submissions_without_students_says_why(tmp_path, layout, error):
    for name in layout:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.mkdir() if name.endswith("/") else path.write_text("{}", encoding="utf-8")
    with pytest.raises(nbcourse.NbCourseError, match="expected <student>/<notebook>.ipynb") as raised:
        nbcourse.locate_submissions(tmp_path, "mini")
    assert error in str(raised.value)


def test_locate_submissions_of_a_class_has_no_note(tmp_path):
    for name in ("ann/alpha.ipynb", "bob/mini/alpha.ipynb"):
        (tmp_path / name).parent.mkdir(parents=True)
        (tmp_path / name).write_text("{}", encoding="utf-8")
    (tmp_path / "cat").mkdir()  # a student who submitted nothing
    found, notes = nbcourse.locate_submissions(tmp_path, "mini")
    assert sorted(found) == ["ann", "bob", "cat"] and found["cat"] == [] and notes == []


def test_cli_autograde_without_students_exits_2_and_the_summary_shows_notes(capsys, tmp_path):
    (tmp_path / "subs").mkdir()
    assert nbcourse.main(["autograde", "mini", str(tmp_path / "subs"), "--course", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "no student folders" in err and "<student>/" in err
    assert not (tmp_path / "nb-grading").exists()
    result = nbcourse.ClassResult("mini", tmp_path, [nbcourse.StudentResult("alice", {}, {})],
                                  notes=["graded as one student, 'alice'"])
    nbcourse._print_summary(result)
    out = capsys.readouterr().out
    assert "graded as one student, 'alice'" in out and "1 student in" in out


def test_cli_bad_usage_exits_2_with_one_line(capsys, tmp_path):
    assert nbcourse.main(["release", "no-such-assignment", "--course", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "no-such-assignment" in err
    assert nbcourse.main(["frobnicate"]) == 2
    assert "invalid choice" in capsys.readouterr().err
    assert nbcourse.main(["autograde", "mini", str(tmp_path), "--jobs", "0", "--course", str(tmp_path)]) == 2
    assert nbcourse.main(["autograde", "mini", str(tmp_path / "nope"), "--course", str(tmp_path)]) == 2


def test_cli_refuses_an_out_folder_it_would_damage(capsys, tmp_path):
    course, submitted, busy = tmp_path / "course", tmp_path / "submitted", tmp_path / "busy"
    mini.build(course)
    submitted.mkdir()
    busy.mkdir()
    (busy / "notes.txt").write_text("mine", encoding="utf-8")
    for argv in (["autograde", "mini", str(submitted), "--out", str(course)],
                 ["autograde", "mini", str(submitted), "--out", str(busy)],
                 ["autograde", "mini", str(submitted), "--out", str(tmp_path)],
                 ["release", "mini", "--out", str(course / "source")]):
        assert nbcourse.main([*argv, "--course", str(course)]) == 2, argv
        assert "choose" in capsys.readouterr().err
    assert (busy / "notes.txt").is_file() and (course / "source" / "mini" / "alpha.ipynb").is_file()


def test_course_config_loads_and_names_real_classes():
    from traitlets.config.loader import PyFileConfigLoader
    from traitlets.utils.importstring import import_item

    config = PyFileConfigLoader("nbgrader_config.py", path=str(REPO / "notebooks")).load_config()
    assert config.CourseDirectory.course_id == "blackjack-kit"
    assert isinstance(config.Execute.timeout, int) and config.Execute.timeout > 0
    assert config.OverwriteCells.add_missing_cells is True
    names = config.GenerateFeedback.preprocessors
    assert "nbgrader.preprocessors.ClearHiddenTests" in names
    assert all(isinstance(import_item(name), type) for name in names)
    for name in ("autograder.notebooks.hooks.RecordingExecute", "autograder.notebooks.hooks.RecordingOverwriteCells",
                 "autograder.notebooks.hooks.HideHiddenTests"):  # what the kit appends for its own runs
        assert name in nbcourse.kit_config() and isinstance(import_item(name), type)


HOSTILE_CELL = '''
import os, sys
found = []
listed = sorted(os.listdir("."))
python = tuple(os.path.realpath(p) for p in (sys.prefix, sys.base_prefix))  # read-only, no course in it
for top in ("/", os.path.expanduser("~")):
    for dirpath, dirs, files in os.walk(top):
        if dirpath.startswith(("/proc", "/sys", "/usr", "/dev", *python)):
            dirs[:] = []
            continue
        for name in files:
            path = os.path.join(dirpath, name)
            if name == "gradebook.db":
                found.append(path)
            elif name.endswith(".ipynb"):
                try:
                    if "BEGIN HIDDEN TESTS" in open(path, errors="replace").read():
                        found.append(path)
                except OSError:
                    pass
open("mine.txt", "w").write("ok")
print("FOUND", found, "UID", os.getuid(), "LISTED", listed)
'''


def test_sandboxed_kernel_sees_only_its_notebook_folder(tmp_path):
    """The kernel manager autograde gives nbclient (autograder.sandbox.kernel, the default): a student's
    cell that walks the file system finds no gradebook and no hidden tests, runs as nobody, and
    writes into a private copy of its folder, thrown away with the kernel."""
    import asyncio

    from autograder.sandbox import kernel as nbkernel
    from autograder.sandbox import child as sandbox

    if not sandbox.isolation().namespaces:
        pytest.skip("bubblewrap or user namespaces are not usable on this machine")
    course = tmp_path / "course"
    (course / "source" / "mini").mkdir(parents=True)
    (course / "gradebook.db").write_text("secret")
    (course / "source" / "mini" / "alpha.ipynb").write_text('{"x": "### BEGIN HIDDEN TESTS"}')
    student = course / "autograded" / "eve" / "mini"
    student.mkdir(parents=True)
    (student / "alpha.ipynb").write_text('{"x": "### BEGIN HIDDEN TESTS"}')  # as nbgrader leaves it
    (student / "data.csv").write_text("1,2\n")

    async def run() -> tuple[str, str]:
        km = nbkernel.SandboxedKernelManager(kernel_name="no-such-kernel")   # the name is ignored
        await km.start_kernel(cwd=str(student))
        folder = km._bjk_folder
        assert folder is not None and len(km.ip) + 3 <= nbkernel.SOCKET_PATH_MAX
        kc = km.client()
        kc.start_channels()
        printed: list[str] = []
        try:
            await kc.wait_for_ready(timeout=30)
            reply = await kc.execute_interactive(HOSTILE_CELL, timeout=60,
                                                 output_hook=lambda m: printed.append(m["content"].get("text", "")))
            assert reply["content"]["status"] == "ok", reply["content"]
        finally:
            kc.stop_channels()
            await km.shutdown_kernel(now=True)
            await km.cleanup_resources()
        return "".join(printed), str(folder)

    text, folder = asyncio.run(run())
    assert "FOUND [] UID 65534" in text or ("FOUND [] UID" in text and sandbox.isolation().uid is None), text
    assert "LISTED ['data.csv']" in text, text
    assert not (student / "mine.txt").exists() and not Path(folder).exists()
