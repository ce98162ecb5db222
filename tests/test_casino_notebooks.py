"""The `casino` nbgrader assignment: the solutions pass every test cell and play like the engine.

Each notebook's code cells run in one throwaway module.  With nbgrader's ClearSolutions, every
graded test cell must fail (with NotImplementedError) while every other cell still runs.  The
notebooks' games are then played against ``reference.engine`` on the same shuffled decks (and the
``dealer_wins_ties`` betting loop against ``reference.play.betting_game``).
"""

from __future__ import annotations

import importlib.util
import json
import random
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest

from reference.cards import Card, Rank, Suit
from reference.engine import play_round, stacked
from reference.play import betting_game
from reference.rules import PRESETS
from reference.strategies import dealers_own_rule, upcard_rule

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "notebooks" / "source" / "casino"
NOTEBOOKS = ["stages", "experiment", "dealer_wins_ties"]
KEYS = {
    "read-only": {"grade", "grade_id", "locked", "schema_version", "solution", "task"},
    "answer": {"grade", "grade_id", "locked", "schema_version", "solution", "task"},
    "tests": {"grade", "grade_id", "locked", "points", "schema_version", "solution", "task"},
    "task": {"grade", "grade_id", "locked", "points", "schema_version", "solution", "task"},
}


@pytest.fixture(autouse=True)
def _agg_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MPLBACKEND", "Agg")
    import matplotlib

    matplotlib.use("Agg")


def read(name: str) -> nbformat.NotebookNode:
    return nbformat.read(SOURCE / f"{name}.ipynb", as_version=4)


def meta(cell: nbformat.NotebookNode) -> dict:
    return dict(cell.metadata.get("nbgrader", {}))


def is_graded_test(cell: nbformat.NotebookNode) -> bool:
    return bool(meta(cell).get("grade")) and not meta(cell).get("solution")


def run_cells(nb: nbformat.NotebookNode, module_name: str) -> Iterator[tuple[nbformat.NotebookNode, BaseException | None]]:
    """Run the code cells in order in one fresh module; yield each cell and what it raised."""
    module = types.ModuleType(module_name)
    sys.modules[module_name] = module
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


def solution_module(name: str) -> types.ModuleType:
    """The namespace left by running every cell of the instructor notebook (none may fail)."""
    module = types.ModuleType(f"nb_casino_{name}")
    sys.modules[module.__name__] = module
    try:
        for cell in read(name).cells:
            if cell.cell_type == "code":
                exec(compile(cell.source, f"<{name}:{cell.id}>", "exec"), module.__dict__)
    finally:
        sys.modules.pop(module.__name__, None)
    return module


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_solution_passes_every_test_cell(name):
    failures = [f"{cell.id}: {error!r}" for cell, error in run_cells(read(name), f"nb_casino_sol_{name}") if error]
    assert not failures, f"{name}.ipynb cells fail on the solution: {failures}"


@pytest.mark.parametrize("name", NOTEBOOKS)
@pytest.mark.parametrize("hidden", [True, False], ids=["autograded", "released"])
def test_every_graded_test_fails_without_solutions(name, hidden):
    from nbgrader.preprocessors import ClearHiddenTests, ClearSolutions

    nb = nbformat.from_dict(json.loads(json.dumps(read(name))))
    nb, resources = ClearSolutions().preprocess(nb, {})
    if not hidden:
        nb, resources = ClearHiddenTests().preprocess(nb, resources)
    outcomes = list(run_cells(nb, f"nb_casino_student_{name}_{hidden}"))
    passed = [cell.id for cell, error in outcomes if is_graded_test(cell) and error is None]
    crashed = [f"{cell.id}: {error!r}" for cell, error in outcomes
               if not is_graded_test(cell) and error is not None and meta(cell).get("locked")]
    assert not passed, f"{name}.ipynb test cells pass with no solution: {passed}"
    assert not crashed, f"{name}.ipynb given cells crash with no solution: {crashed}"
    assert all(isinstance(error, NotImplementedError) for cell, error in outcomes if error is not None)


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_metadata_is_nbgraders_and_points_add_up(name):
    nb = read(name)
    nbformat.validate(nb)
    points, answers, tests = 0, [], []
    for cell in nb.cells:
        m = meta(cell)
        assert set(cell.metadata) <= {"nbgrader"}, f"{cell.id}: extra metadata {set(cell.metadata)}"
        if not m:
            continue
        kind = ("task" if m["task"] else "tests" if is_graded_test(cell)
                else "answer" if m["solution"] else "read-only")
        assert set(m) == KEYS[kind], f"{name}.ipynb {cell.id}: keys {sorted(m)}"
        assert m["schema_version"] == 3 and m["locked"] is (kind != "answer")
        points += m.get("points", 0)
        if kind == "answer":
            answers.append(m["grade_id"])
            head, _, body = cell.source.partition("### BEGIN SOLUTION")
            assert body and "### END SOLUTION" in body
        if kind == "tests":
            tests.append(m["grade_id"])
            assert "### BEGIN HIDDEN TESTS" in cell.source and m["points"] > 0
    graded_answers = [a for a in answers if f"test_{a}" in tests]
    assert tests == [f"test_{a}" for a in graded_answers] and len(tests) >= 4, (answers, tests)
    heading = nb.cells[0].source.splitlines()[0]
    assert heading.endswith(f"({points} points)"), f"{name}.ipynb heading {heading!r}, cells give {points}"


def test_casino_notebooks_are_built_from_their_text_sources():
    spec = importlib.util.spec_from_file_location("casino_nb_build", ROOT / "notebooks" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    ours = [path for path in build.text_sources() if path.parent.name == "casino"]
    assert sorted(path.stem for path in ours) == sorted(NOTEBOOKS)
    for path in ours:
        assert build.target_for(path).read_text(encoding="utf-8") == build.notebook_text(build.build_notebook(path)), (
            f"{path.name} changed: rebuild notebooks/source/casino")


# --- the notebooks play exactly like the engine --------------------------------------------

RANK_BY_NAME = {rank.name.capitalize(): rank for rank in Rank}
SUIT_BY_NAME = {str(suit): suit for suit in Suit}
RANK_BY_POINTS = {points: rank for rank in Rank for points in [rank.points]
                  if rank not in (Rank.JACK, Rank.QUEEN, Rank.KING)}


@pytest.fixture(scope="module")
def stages() -> types.ModuleType:
    return solution_module("stages")


@pytest.fixture(scope="module")
def experiment() -> types.ModuleType:
    return solution_module("experiment")


@pytest.fixture(scope="module")
def dealer_wins_ties() -> types.ModuleType:
    return solution_module("dealer_wins_ties")


def as_cards(deck: list[tuple[str, str]]) -> list[Card]:
    """A notebook deck (top card last) as the engine's cards in dealing order."""
    return [Card(RANK_BY_NAME[rank], SUIT_BY_NAME[suit]) for rank, suit in reversed(deck)]


@pytest.mark.parametrize("stand_at", [12, 15, 17, 19])
def test_stages_notebook_plays_the_tie_on_blackjack_preset(stages, stand_at):
    rules, rng = PRESETS["tie-on-blackjack"], random.Random(stand_at)
    words = {"player": "player", "dealer": "dealer", "tie": "push"}
    for _ in range(400):
        deck = stages.shuffled_deck(rng)
        cards = [Card(RANK_BY_NAME[rank], SUIT_BY_NAME[suit]) for rank, suit in reversed(deck)]
        player_value = {"v": 0}  # the value the notebook last showed the player

        def ask(prompt: str, values=player_value) -> str:
            return "1" if values["v"] < stand_at else "0"

        def show(line: str, values=player_value) -> None:
            if line.startswith("Your hand:"):
                values["v"] = int(line.rsplit("value ", 1)[1].rstrip(")"))

        got = stages.play_game(list(deck), ask, show)
        expected = play_round(rules, stacked(cards), lambda tally, up: tally.total < stand_at)
        assert words[got] == expected.outcome, f"deck {cards[:8]}: notebook {got!r}, engine {expected}"


@pytest.mark.parametrize("strategy", ["dealer", "upcard"])
def test_experiment_notebook_plays_the_twenty_one_preset(experiment, strategy):
    rules, rng = PRESETS["twenty-one"], random.Random(99)
    theirs = {"dealer": experiment.dealers_rule, "upcard": experiment.upcard_rule}[strategy]
    ours = {"dealer": dealers_own_rule, "upcard": upcard_rule}[strategy]
    for _ in range(1000):
        deck = experiment.new_deck(rng)
        cards = [Card(RANK_BY_POINTS[points], Suit.CLUBS) for points in reversed(deck)]
        winner, wins = experiment.play_game(list(deck), theirs)
        expected = play_round(rules, stacked(cards), ours)
        assert (winner.replace("customer", "player"), float(wins)) == (expected.outcome, abs(expected.payout)), (
            f"deck {[c.rank.short for c in cards[:8]]}: notebook {(winner, wins)}, engine {expected}")


@pytest.mark.parametrize("stand_at", [12, 15, 17, 19, 22])
def test_dealer_wins_ties_notebook_plays_the_preset(dealer_wins_ties, stand_at):
    rules, rng = PRESETS["dealer-wins-ties"], random.Random(stand_at)
    for _ in range(400):
        deck = dealer_wins_ties.shuffled_deck(rng)
        cards = as_cards(deck)
        player_value = {"v": 0}  # the value the notebook last showed the player

        def ask(prompt: str, values=player_value) -> str:
            assert prompt == rules.question, f"the notebook asks {prompt!r}, the preset {rules.question!r}"
            return "H" if values["v"] < stand_at else "S"

        shown: list[str] = []

        def show(line: str, values=player_value) -> None:
            shown.append(line)
            if line.startswith("Your hand:"):
                values["v"] = int(line.rsplit("value ", 1)[1].rstrip(")"))

        got = dealer_wins_ties.play_game(list(deck), ask, show)
        expected = play_round(rules, stacked(cards), lambda tally, up: tally.total < stand_at)
        assert got == expected.outcome, f"deck {cards[:8]}: notebook {got!r}, engine {expected}"
        assert WHY.get(shown[-1]) == got, (
            f"deck {cards[:8]}: the game ended showing {shown[-1]!r}, expected why the {got} won")


# Why a game of the textbook game ended (issue 20 item 8), and who won then.
WHY = {"Dealer has Blackjack.": "dealer", "You have Blackjack.": "player", "You busted.": "dealer",
       "Dealer busted.": "player", "Equal values: the dealer wins ties.": "dealer",
       "Your value is higher.": "player", "Dealer's value is higher.": "dealer"}


@pytest.mark.parametrize("ranks, answers, why", [
    pytest.param(("Ace", "King", "Ace", "Queen"), (), "Dealer has Blackjack.", id="dealer-blackjack-beats-yours"),
    pytest.param(("Ten", "Nine", "Ace", "King"), (), "You have Blackjack.", id="your-blackjack"),
    pytest.param(("Ten", "Six", "Ten", "Five", "King"), ("H",), "You busted.", id="you-bust"),
    pytest.param(("Ten", "Six", "Ten", "Eight", "King"), ("S",), "Dealer busted.", id="dealer-busts"),
    pytest.param(("Ten", "Eight", "Nine", "Nine"), ("S",), "Equal values: the dealer wins ties.", id="tie"),
    pytest.param(("Ten", "Seven", "Ten", "Nine"), ("S",), "Your value is higher.", id="you-higher"),
    pytest.param(("Ten", "Nine", "Ten", "Seven"), ("S",), "Dealer's value is higher.", id="dealer-higher"),
])
def test_dealer_wins_ties_notebook_says_why_the_game_ended(dealer_wins_ties, ranks, answers, why):
    shown: list[str] = []
    winner = dealer_wins_ties.play_game(dealer_wins_ties.stacked(*ranks), dealer_wins_ties.scripted(*answers), shown.append)
    assert shown[-1] == why and winner == WHY[why], (
        f"play_game on {ranks} answering {answers} ended showing {shown[-1]!r} and returned {winner!r}, "
        f"expected {why!r} and {WHY[why]!r}")


class Gambler:
    """A scripted player for both betting loops: a bet schedule with bad answers mixed in,
    hitting once a game then standing; records the money each bet question shows."""

    def __init__(self, share: int) -> None:
        self.share, self.bets, self.hits, self.money_seen = share, 0, 0, []

    def __call__(self, prompt: str) -> str:
        if "bet" not in prompt:
            self.hits += 1
            return "h" if self.hits == 1 else " S "
        money = int(prompt.split("$", 1)[1].split(".", 1)[0])
        self.money_seen.append(money)
        self.bets, self.hits = self.bets + 1, 0
        if self.bets % 7 == 3:
            return str(money + 1)      # too much: asked again
        if self.bets % 7 == 5:
            return "ten"               # not a number: asked again
        return "0" if self.bets > 25 else str(max(1, money // self.share))


@pytest.mark.parametrize("seed, share, ends", [(1, 4, "quits"), (2, 4, "quits"), (4, 2, "broke")])
def test_dealer_wins_ties_notebook_bets_like_the_preset(dealer_wins_ties, seed, share, ends):
    rules = PRESETS["dealer-wins-ties"]
    replay = random.Random(seed)
    decks = iter([as_cards(dealer_wins_ties.shuffled_deck(replay)) for _ in range(80)])
    ours, theirs = Gambler(share), Gambler(share)
    money = dealer_wins_ties.betting_game(random.Random(seed), theirs, lambda line: None)
    expected = betting_game(rules, lambda: stacked(next(decks)), ours, lambda line: None)
    assert theirs.money_seen == ours.money_seen, f"money before each bet: notebook {theirs.money_seen}, engine {ours.money_seen}"
    assert money == expected and len(ours.money_seen) > 5
    assert (money == 0) == (ends == "broke"), f"this schedule should end {ends}, ended with ${money}"
