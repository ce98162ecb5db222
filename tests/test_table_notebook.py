"""The `table` nbgrader notebook: it builds, its solutions pass its tests, its students' copy fails
every graded test without crashing, and its functions agree with reference/ (players, settle)."""

from __future__ import annotations

import doctest
import importlib.util
import json
import sys
import types
from pathlib import Path

import nbformat
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference.cards import Card, Rank, Suit
from reference.engine import tally_of
from reference.players import BasicPlayer, IntermediatePlayer, count_of
from reference.table import TABLE_RULES, settle

ROOT = Path(__file__).resolve().parents[1]
TEXT = ROOT / "notebooks" / "text" / "table" / "table.py"
NOTEBOOK = ROOT / "notebooks" / "source" / "table" / "table.ipynb"
KEYS = {"grade", "grade_id", "locked", "schema_version", "solution", "task"}
RANK_OF = {points: rank for rank in Rank for points in [rank.points]}   # one rank per points


def meta(cell):
    return dict(cell.metadata.get("nbgrader", {}))


def is_graded_test(cell):
    return bool(meta(cell).get("grade")) and not meta(cell).get("solution") and cell.cell_type == "code"


def run_cells(nb, name):
    """Run the code cells in order in one fresh module; [(cell, error or None)]."""
    module = types.ModuleType(name)
    sys.modules[name] = module
    outcomes = []
    try:
        for cell in nb.cells:
            if cell.cell_type == "code":
                try:
                    exec(compile(cell.source, f"<{name}:{cell.id}>", "exec"), module.__dict__)
                except Exception as error:  # noqa: BLE001 - reported per cell
                    outcomes.append((cell, error))
                else:
                    outcomes.append((cell, None))
    finally:
        sys.modules.pop(name, None)
    return module, outcomes


@pytest.fixture(scope="module")
def solution():
    """The notebook's namespace after running every cell of the instructor version."""
    module, outcomes = run_cells(nbformat.read(NOTEBOOK, as_version=4), "nb_table_solution")
    failed = [(cell.id, repr(error)) for cell, error in outcomes if error is not None]
    assert not failed, f"cells that fail on the solution: {failed}"
    return module


def test_notebook_is_built_from_its_text_source():
    spec = importlib.util.spec_from_file_location("table_nb_build", ROOT / "notebooks" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    fresh = build.notebook_text(build.build_notebook(TEXT))
    assert NOTEBOOK.read_text(encoding="utf-8") == fresh, "run: python notebooks/build.py"


def test_notebook_solution_passes_its_test_cells(solution):
    assert set(solution.results) == {"basic", "intermediate", "advanced"}
    mean = {name: value[0] for name, value in solution.results.items()}
    assert mean["basic"] < mean["intermediate"] < mean["advanced"], mean


def test_notebook_doctests_pass(solution):
    results = doctest.testmod(solution, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
                              report=False)
    assert results.attempted >= 8 and results.failed == 0, results


@pytest.mark.parametrize("hidden", [True, False], ids=["autograded", "released"])
def test_every_graded_test_fails_without_solutions(hidden):
    from nbgrader.preprocessors import ClearHiddenTests, ClearSolutions

    nb = nbformat.read(NOTEBOOK, as_version=4)
    nb = nbformat.from_dict(json.loads(json.dumps(nb)))
    nb, resources = ClearSolutions().preprocess(nb, {})
    if not hidden:
        nb, resources = ClearHiddenTests().preprocess(nb, resources)
    _, outcomes = run_cells(nb, f"nb_table_student_{hidden}")
    passed = [cell.id for cell, error in outcomes if is_graded_test(cell) and error is None]
    crashed = [f"{cell.id}: {error!r}" for cell, error in outcomes
               if not is_graded_test(cell) and error is not None]
    assert not passed, f"graded tests that pass with no solution: {passed}"
    assert not crashed, f"cells other than tests that fail with no solution: {crashed}"
    assert all(isinstance(error, NotImplementedError) for _, error in outcomes if error is not None)


def test_notebook_metadata_is_nbgraders():
    nb = nbformat.read(NOTEBOOK, as_version=4)
    nbformat.validate(nb)
    points, answers, tests = 0, [], []
    for cell in nb.cells:
        m = meta(cell)
        assert m, f"cell {cell.id} has no nbgrader metadata"
        expected = KEYS | ({"points"} if m["grade"] else set())
        assert set(m) == expected and m["schema_version"] == 3 and m["task"] is False, cell.id
        assert m["locked"] is (not m["solution"]), f"{cell.id}: locked should be {not m['solution']}"
        points += m.get("points", 0)
        if m["solution"] and cell.cell_type == "code":
            answers.append(m["grade_id"])
            assert "### BEGIN SOLUTION" in cell.source
        if is_graded_test(cell):
            tests.append(m["grade_id"])
            assert "### BEGIN HIDDEN TESTS" in cell.source
    assert tests == [f"test_{answer}" for answer in answers]
    assert nb.cells[0].source.splitlines()[0].endswith(f"({points} points)"), points


# --- the notebook teaches the same rules as reference/ -------------------------------------------

CARDS = st.lists(st.sampled_from([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), min_size=2, max_size=7)


def as_cards(points):
    return [Card(RANK_OF[p], Suit.CLUBS) for p in points]


@settings(max_examples=200, deadline=None)
@given(cards=CARDS, up=st.sampled_from(range(2, 12)))
def test_notebook_players_agree_with_reference(solution, cards, up):
    tally = tally_of(as_cards(cards), TABLE_RULES)
    total, soft = solution.hand_value(cards)
    assert (total, soft) == (tally.total, tally.soft_aces > 0), (
        f"hand_value({cards}) gave {(total, soft)}, the reference says {(tally.total, tally.soft_aces > 0)}")
    up_card = as_cards([up])[0]
    basic = BasicPlayer("b").hits([], tally, up_card)
    assert solution.basic_hits(total, soft, up) == basic, (
        f"basic_hits({total}, {soft}, {up}) for {cards} disagrees with the reference's {basic}")
    middle = IntermediatePlayer("i").hits([], tally, up_card)
    assert solution.intermediate_hits(total, soft, up) == middle, (
        f"intermediate_hits({total}, {soft}, {up}) for {cards} disagrees with the reference's {middle}")
    counts = [count_of(c) for c in as_cards(cards)]
    assert [solution.count_of(c) for c in cards] == counts, f"count_of over {cards} disagrees with the reference's {counts}"


@settings(max_examples=200, deadline=None)
@given(player=CARDS, dealer=CARDS)
def test_notebook_settle_agrees_with_reference(solution, player, dealer):
    expected, _ = settle(10, tally_of(as_cards(player), TABLE_RULES), tally_of(as_cards(dealer), TABLE_RULES))
    got = solution.settle(10, player, dealer)
    assert got == expected, f"settle(10, {player}, {dealer}) gave {got}, the reference says {expected}"
