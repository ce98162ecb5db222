"""The `cards` nbgrader assignment: its notebooks agree with reference/cards.py and grade properly.

Each notebook's code cells run in one namespace (a throwaway module, so pickling works) and
the shared contract (tests/cards_contract.py) runs against it. With nbgrader's own
ClearSolutions, every graded test cell must fail while every other cell still runs.
"""

from __future__ import annotations

import doctest
import importlib.util
import json
import os
import sys
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import jupytext
import nbformat
import pytest

from cards_contract import CARD_CHECKS, DECK_CHECKS, HAND_CHECKS

ROOT = Path(__file__).resolve().parents[1]
TEXT = ROOT / "notebooks" / "text" / "cards"
SOURCE = ROOT / "notebooks" / "source" / "cards"
NOTEBOOKS = ["cards", "deck", "hand"]
CHECKS = {"cards": CARD_CHECKS, "deck": DECK_CHECKS, "hand": HAND_CHECKS}  # deck, hand: a given Card, not the answer
ALLOWED_KEYS = {
    "read-only": {"grade", "grade_id", "locked", "schema_version", "solution", "task"},
    "answer": {"grade", "grade_id", "locked", "schema_version", "solution", "task"},
    "tests": {"grade", "grade_id", "locked", "points", "schema_version", "solution", "task"},
}


def load_build() -> types.ModuleType:
    """notebooks/build.py as a module (it is a script, not part of a package)."""
    spec = importlib.util.spec_from_file_location("cards_notebook_build", ROOT / "notebooks" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read(name: str) -> nbformat.NotebookNode:
    return nbformat.read(SOURCE / f"{name}.ipynb", as_version=4)


def nbgrader_meta(cell: nbformat.NotebookNode) -> dict[str, Any]:
    return dict(cell.metadata.get("nbgrader", {}))


def is_graded_test(cell: nbformat.NotebookNode) -> bool:
    meta = nbgrader_meta(cell)
    return bool(meta.get("grade")) and not meta.get("solution")


def student_version(nb: nbformat.NotebookNode, hidden: bool) -> nbformat.NotebookNode:
    """What nbgrader makes of the notebook: solutions cleared; hidden tests kept if `hidden`."""
    from nbgrader.preprocessors import ClearHiddenTests, ClearSolutions

    nb = nbformat.from_dict(json.loads(json.dumps(nb)))
    nb, resources = ClearSolutions().preprocess(nb, {})
    if not hidden:
        nb, resources = ClearHiddenTests().preprocess(nb, resources)
    return nb


def fresh_module(name: str) -> types.ModuleType:
    """An empty module registered in sys.modules, so classes defined in it can be pickled."""
    module = types.ModuleType(name)
    sys.modules[name] = module
    return module


def run_cells(nb: nbformat.NotebookNode, module_name: str) -> Iterator[tuple[nbformat.NotebookNode, BaseException | None]]:
    """Execute the code cells in order in one module; yield each cell with what it raised."""
    module = fresh_module(module_name)
    try:
        for cell in nb.cells:
            if cell.cell_type != "code":
                continue
            try:
                exec(compile(cell.source, f"<{module_name}:{cell.id}>", "exec"), module.__dict__)
            except Exception as error:  # noqa: BLE001 - reported per cell
                yield cell, error
            else:
                yield cell, None
    finally:
        sys.modules.pop(module_name, None)


def solution_namespace(name: str) -> types.ModuleType:
    """The module left after running every code cell of the solution notebook (none may fail)."""
    module_name = f"nb_cards_{name}"
    module = fresh_module(module_name)
    for cell in read(name).cells:
        if cell.cell_type == "code":
            try:
                exec(compile(cell.source, f"<{name}:{cell.id}>", "exec"), module.__dict__)
            except Exception as error:
                raise AssertionError(f"{name}.ipynb cell {cell.id!r} failed on the solution: {error!r}") from error
    return module


@pytest.fixture(scope="module", params=NOTEBOOKS)
def notebook_module(request: pytest.FixtureRequest) -> Iterator[tuple[str, types.ModuleType]]:
    module = solution_namespace(request.param)
    yield request.param, module
    sys.modules.pop(module.__name__, None)


# ----------------------------------------------------------------------------- agreement
def test_notebook_solutions_meet_the_contract(notebook_module: tuple[str, types.ModuleType]) -> None:
    name, module = notebook_module
    failures = []
    for check in CHECKS[name]:
        try:
            check(module)
        except Exception as error:  # noqa: BLE001 - collect every broken rule at once
            failures.append(f"{check.__name__}: {error}")
    assert not failures, f"{name}.ipynb breaks the contract:\n" + "\n".join(failures)


def test_notebook_doctests_pass(notebook_module: tuple[str, types.ModuleType]) -> None:
    name, module = notebook_module
    results = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
                              report=False)
    assert results.attempted >= 3, f"{name}.ipynb has only {results.attempted} doctest examples"
    assert results.failed == 0, f"{name}.ipynb: {results.failed} doctest examples failed"


def test_given_cards_are_written_once_and_included_in_deck_and_hand() -> None:
    given_text = (TEXT / "_given_cards.py").read_text(encoding="utf-8").rstrip("\n")
    given = {name: [c.source for c in read(name).cells if c.id == "cards_given"] for name in ("deck", "hand")}
    for name in ("deck", "hand"):
        assert "\n# include: _given_cards.py\n" in (TEXT / f"{name}.py").read_text(encoding="utf-8")
        assert len(given[name]) == 1 and given[name][0].endswith("\n" + given_text), (
            f"{name}.ipynb's cards_given cell is not text/cards/_given_cards.py: run python notebooks/build.py")
    assert given["deck"] == given["hand"], "deck and hand notebooks give different Card code"


# What the cards notebook asks, and how each answer could be reached in a notebook's namespace.
CARDS_TASKS: dict[str, Callable[[Any], Any]] = {
    "rank_points": lambda ns: ns.rank_points(ns.Rank.ACE),
    "rank_previous": lambda ns: ns.Rank.TWO.previous,
    "card_str": lambda ns: ns.Card.__dict__["__str__"],
    "card_order_key": lambda ns: ns.card_order_key(ns.Card(ns.Rank.ACE, ns.Suit.CLUBS)),
    "by_rank": lambda ns: ns.by_rank(ns.Card(ns.Rank.ACE, ns.Suit.CLUBS)),
    "by_suit": lambda ns: ns.by_suit(ns.Card(ns.Rank.ACE, ns.Suit.CLUBS)),
    "card_add": lambda ns: ns.Card(ns.Rank.ACE, ns.Suit.CLUBS) + ns.Card(ns.Rank.TEN, ns.Suit.CLUBS),
    "card_is_blackjack": lambda ns: ns.Card.is_blackjack,
}


@pytest.mark.parametrize("task", list(CARDS_TASKS))
@pytest.mark.parametrize("name", ["deck", "hand"])
def test_deck_and_hand_give_no_answer_of_the_cards_notebook(name: str, task: str) -> None:
    module = solution_namespace(name)
    try:
        got = CARDS_TASKS[task](module)
    except (AttributeError, KeyError, TypeError):
        return
    finally:
        sys.modules.pop(module.__name__, None)
    raise AssertionError(f"{name}.ipynb's given cards answer the cards notebook's {task}: it gave {got!r}; "
                         "expected the given Card to leave it out")


def test_every_cards_task_route_reaches_the_answer_in_the_cards_notebook() -> None:
    module = solution_namespace("cards")
    try:
        for task, route in CARDS_TASKS.items():
            assert route(module) is not None, f"the route to {task} found nothing in cards.ipynb"
    finally:
        sys.modules.pop(module.__name__, None)


def test_build_includes_a_file_where_a_text_source_says(tmp_path: Path) -> None:
    build = load_build()
    text_dir, source_dir = tmp_path / "text", tmp_path / "source"
    (text_dir / "a").mkdir(parents=True)
    (text_dir / "a" / "_shared.py").write_text("x = 1\n", encoding="utf-8")
    for name in ("one", "two"):
        (text_dir / "a" / f"{name}.py").write_text("# %%\n# include: _shared.py\n\n# %%\ny = x\n", encoding="utf-8")
    assert [path.stem for path in build.text_sources(text_dir)] == ["one", "two"]
    assert [c.source for c in build.build_notebook(text_dir / "a" / "one.py").cells] == ["x = 1", "y = x"]
    build.build_all(text_dir, source_dir)
    assert build.stale_notebooks(text_dir, source_dir) == []
    (text_dir / "a" / "_shared.py").write_text("x = 2\n", encoding="utf-8")
    assert build.stale_notebooks(text_dir, source_dir) == [source_dir / "a" / "one.ipynb", source_dir / "a" / "two.ipynb"]
    (text_dir / "a" / "two.py").write_text("# %%\n# include: _missing.py\n", encoding="utf-8")
    with pytest.raises(ValueError, match="two.py: no file to include: '_missing.py'"):
        build.build_notebook(text_dir / "a" / "two.py")


# ----------------------------------------------------------------------------- grading
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_cell_passes_on_the_solution(name: str) -> None:
    outcomes = list(run_cells(read(name), f"nb_solution_{name}"))
    failed = [f"{cell.id}: {error!r}" for cell, error in outcomes if error is not None]
    assert not failed, f"{name}.ipynb cells that fail on the solution: {failed}"
    assert sum(is_graded_test(cell) for cell, _ in outcomes) >= 4


@pytest.mark.parametrize("name", NOTEBOOKS)
@pytest.mark.parametrize("hidden", [True, False], ids=["autograded", "released"])
def test_every_graded_test_fails_without_solutions(name: str, hidden: bool) -> None:
    nb = student_version(read(name), hidden=hidden)
    outcomes = list(run_cells(nb, f"nb_student_{name}_{hidden}"))
    passed_tests = [cell.id for cell, error in outcomes if is_graded_test(cell) and error is None]
    crashed_others = [f"{cell.id}: {error!r}" for cell, error in outcomes
                      if not is_graded_test(cell) and error is not None]
    assert not passed_tests, f"{name}.ipynb test cells that pass with no solution: {passed_tests}"
    assert not crashed_others, f"{name}.ipynb cells other than tests fail with no solution: {crashed_others}"
    assert all(isinstance(error, NotImplementedError) for cell, error in outcomes if error is not None), (
        "a test cell failed for a reason other than the missing solution")


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_has_a_test_for_every_answer(name: str) -> None:
    nb = read(name)
    answers = [nbgrader_meta(c)["grade_id"] for c in nb.cells if nbgrader_meta(c).get("solution")]
    tests = [nbgrader_meta(c)["grade_id"] for c in nb.cells if is_graded_test(c)]
    assert answers and tests == [f"test_{answer}" for answer in answers], (answers, tests)
    for cell in nb.cells:
        meta = nbgrader_meta(cell)
        if meta.get("solution"):
            assert "### BEGIN SOLUTION" in cell.source and '"""' in cell.source.split("### BEGIN SOLUTION")[0]
        if is_graded_test(cell):
            assert "### BEGIN HIDDEN TESTS" in cell.source and "### END HIDDEN TESTS" in cell.source
            assert isinstance(meta["points"], int) and meta["points"] > 0


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_metadata_is_exactly_nbgraders(name: str) -> None:
    nb = read(name)
    nbformat.validate(nb)
    assert nb.metadata.kernelspec.name == "python3" and nb.metadata.language_info.name == "python"
    points = 0
    for cell in nb.cells:
        meta = nbgrader_meta(cell)
        assert set(cell.metadata) <= {"nbgrader"}, f"{cell.id}: extra cell metadata {set(cell.metadata)}"
        if not meta:
            continue
        kind = "tests" if is_graded_test(cell) else "answer" if meta["solution"] else "read-only"
        assert set(meta) == ALLOWED_KEYS[kind], f"{name}.ipynb {cell.id}: keys {sorted(meta)}"
        assert meta["schema_version"] == 3 and meta["task"] is False
        assert meta["locked"] is (kind != "answer"), f"{cell.id}: locked should be {kind != 'answer'}"
        points += meta.get("points", 0)
    heading = nb.cells[0].source.splitlines()[0]
    assert heading.endswith(f"({points} points)"), f"{name}.ipynb heading {heading!r}, tests give {points}"


# ----------------------------------------------------------------------------- the build
def test_built_notebooks_are_up_to_date() -> None:
    build = load_build()
    assert [p.stem for p in build.text_sources(assignments=["cards"])] == NOTEBOOKS
    assert build.stale_notebooks(assignments=["cards"]) == [], "run: python notebooks/build.py cards"
    assert build.main(["--check", "cards"]) == 0


def test_build_refuses_an_unknown_assignment(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        load_build().main(["--check", "no-such-assignment"])
    assert exit_info.value.code == 2
    assert "no such assignment" in capsys.readouterr().err


def test_check_reports_a_stale_notebook(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    build = load_build()
    text_dir, source_dir = tmp_path / "text", tmp_path / "source"
    (text_dir / "cards").mkdir(parents=True)
    (text_dir / "cards" / "cards.py").write_text((TEXT / "cards.py").read_text(encoding="utf-8"), encoding="utf-8")
    assert build.stale_notebooks(text_dir, source_dir) == [source_dir / "cards" / "cards.ipynb"]
    build.build_all(text_dir, source_dir)
    assert build.stale_notebooks(text_dir, source_dir) == []
    edited = (text_dir / "cards" / "cards.py").read_text(encoding="utf-8").replace("Ten of Diamonds", "Ten of Clubs")
    (text_dir / "cards" / "cards.py").write_text(edited, encoding="utf-8")
    assert build.stale_notebooks(text_dir, source_dir) == [source_dir / "cards" / "cards.ipynb"]


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_text_source_round_trips_through_jupytext(name: str) -> None:
    nb = read(name)
    text = jupytext.writes(nb, fmt="py:percent")
    assert '# %% nbgrader={"grade": true, "grade_id": "test_' in text
    again = jupytext.reads(text, fmt="py:percent")
    simple: Callable[[Any], list[tuple[str, str, dict[str, Any]]]] = lambda book: [
        (c.cell_type, c.source, dict(c.metadata.get("nbgrader", {}))) for c in book.cells]
    text_source = jupytext.reads(load_build().source_text(TEXT / f"{name}.py"), fmt="py:percent")
    assert simple(again) == simple(nb) == simple(text_source)


# ----------------------------------------------------------------------------- a real kernel
def jupyter_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Keep Jupyter's config and runtime files in tmp_path; the resources to run a notebook there."""
    for variable in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR"):
        monkeypatch.setenv(variable, str(tmp_path / variable.lower()))
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}")
    return {"metadata": {"path": str(tmp_path)}}


@pytest.mark.slow
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_in_a_real_kernel(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    solution = read(name)
    try:
        NotebookClient(solution, timeout=60, kernel_name="python3",
                       resources=jupyter_in(tmp_path, monkeypatch)).execute()
    except CellExecutionError as error:
        raise AssertionError(f"{name}.ipynb failed in a real kernel: {error}") from error
    outputs = "".join(out.get("text", "") for c in solution.cells if c.cell_type == "code" for out in c.outputs)
    assert outputs, f"{name}.ipynb printed nothing"


@pytest.mark.slow
def test_released_notebook_fails_only_its_tests_in_a_real_kernel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # One notebook shows a real kernel survives the failing tests; the exec-based test above
    # checks the same thing for every notebook, faster.
    from nbclient import NotebookClient

    released = student_version(read("deck"), hidden=True)
    NotebookClient(released, timeout=60, kernel_name="python3", allow_errors=True,
                   resources=jupyter_in(tmp_path, monkeypatch)).execute()
    errors = [c.id for c in released.cells if c.cell_type == "code"
              for out in c.outputs if out.output_type == "error"]
    graded = [c.id for c in released.cells if is_graded_test(c)]
    assert errors == graded, f"with no solutions the errors came from {errors}, expected exactly {graded}"
    last = [c for c in released.cells if c.cell_type == "code"][-1]
    assert last.execution_count is not None, "the kernel stopped before the last cell"
