"""The textbook game and the six-stage engine as module assignments (`assignments/dealer_wins_ties`,
`assignments/stages`): their model answers play like the kit's engine, say why a game ended as
the reference does, and their READMEs show what the model answers print.

(Release and grading, model full marks and stubs zero, are in tests/test_modules.py.) Each
failing check says in one sentence what was called, what came back and what was expected;
every game is dealt from a seeded or stacked deck.
"""
from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
import types
from pathlib import Path

import pytest

from autograder.release import clear_solutions
from reference.cards import Card, Rank, Suit
from reference.engine import play_round, stacked
from reference.play import betting_game, play_one
from reference.rules import PRESETS

ROOT = Path(__file__).resolve().parents[1]
RANK_BY_NAME = {rank.name.capitalize(): rank for rank in Rank}
SUIT_BY_NAME = {str(suit): suit for suit in Suit}


def load(name: str) -> types.ModuleType:
    """The model answer of an assignment, as a module of its own."""
    spec = importlib.util.spec_from_file_location(f"{name}_model", ROOT / "assignments" / name / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def textbook() -> types.ModuleType:
    return load("dealer_wins_ties")


@pytest.fixture(scope="module")
def stages() -> types.ModuleType:
    return load("stages")


def as_cards(deck: list[tuple[str, str]]) -> list[Card]:
    """A module's deck (top card last) as the engine's cards in dealing order."""
    return [Card(RANK_BY_NAME[rank], SUIT_BY_NAME[suit]) for rank, suit in reversed(deck)]


def standing_at(value: int, question: str, hit: str, stand: str):
    """An ``ask`` and a ``show`` for a player who hits below ``value``, reading the shown hand."""
    seen = {"value": 0}

    def ask(prompt: str) -> str:
        assert prompt == question, f"the model asked {prompt!r}, the preset asks {question!r}"
        return hit if seen["value"] < value else stand

    def show(line: str) -> None:
        if line.startswith("Your hand:"):
            seen["value"] = int(line.rsplit("value ", 1)[1].rstrip(")"))

    return ask, show


# The engine's reasons, in the textbook game's sentences (rule 7 of its README).
WHY = {
    ("dealer", "dealer-natural"): "Dealer has Blackjack.",
    ("dealer", "natural-vs-natural"): "Dealer has Blackjack.",
    ("player", "player-natural"): "You have Blackjack.",
    ("dealer", "player-bust"): "You busted.",
    ("player", "dealer-bust"): "Dealer busted.",
    ("dealer", "tie"): "Equal values: the dealer wins ties.",
    ("player", "higher-wins"): "Your value is higher.",
    ("dealer", "higher-wins"): "Dealer's value is higher.",
}


@pytest.mark.parametrize("stand_at", [12, 15, 17, 19, 22], ids=lambda value: f"stands on {value}")
def test_textbook_model_plays_and_explains_like_the_dealer_wins_ties_preset(textbook, stand_at):
    rules, rng = PRESETS["dealer-wins-ties"], random.Random(stand_at)
    reasons = set()
    for game in range(400):
        deck = textbook.shuffled_deck(rng)
        ask, show = standing_at(stand_at, rules.question, "H", "S")
        lines: list[str] = []
        got = textbook.play_game(list(deck), ask, lambda line: (show(line), lines.append(line)))
        expected = play_round(rules, stacked(as_cards(deck)), lambda tally, up: tally.total < stand_at)
        why = WHY[(expected.outcome, expected.reason)]
        assert (got, lines[-1]) == (expected.outcome, why), (
            f"game {game} from Random({stand_at}): the model's play_game gave {(got, lines[-1])}, "
            f"the engine {(expected.outcome, why)} ({expected.reason})")
        reasons.add(expected.reason)
    least = 3 if stand_at > 21 else 6        # a player who never stands only meets naturals and busts
    assert len(reasons) >= least, f"400 games standing on {stand_at} met only the reasons {sorted(reasons)}"


class Gambler:
    """A scripted player for both betting loops: bets with bad answers mixed in, one hit a game."""

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
            return str(money + 1)
        if self.bets % 7 == 5:
            return "ten"
        return "0" if self.bets > 25 else str(max(1, money // self.share))


@pytest.mark.parametrize("seed, share", [(1, 4), (4, 2)], ids=["Random(1), quarter bets", "Random(4), half bets"])
def test_textbook_model_bets_like_the_reference(textbook, seed, share):
    replay = random.Random(seed)
    decks = iter([as_cards(textbook.shuffled_deck(replay)) for _ in range(80)])
    ours, theirs = Gambler(share), Gambler(share)
    money = textbook.betting_game(random.Random(seed), theirs, lambda line: None)
    expected = betting_game(PRESETS["dealer-wins-ties"], lambda: stacked(next(decks)), ours, lambda line: None)
    assert (money, theirs.money_seen) == (expected, ours.money_seen), (
        f"betting_game(Random({seed})) ended with ${money} after {theirs.money_seen}; "
        f"reference.play ended with ${expected} after {ours.money_seen}")


@pytest.mark.parametrize("stand_at", [12, 15, 17, 19], ids=lambda value: f"stays on {value}")
def test_stages_model_plays_like_the_tie_on_blackjack_preset(stages, stand_at):
    rules, rng = PRESETS["tie-on-blackjack"], random.Random(stand_at)
    words = {"player": "player", "dealer": "dealer", "tie": "push"}
    for game in range(400):
        deck = stages.shuffled_deck(rng)
        ask, show = standing_at(stand_at, rules.question, "1", "0")
        got = stages.play_game(list(deck), ask, show)
        expected = play_round(rules, stacked(as_cards(deck)), lambda tally, up: tally.total < stand_at)
        assert words[got] == expected.outcome, (
            f"game {game} from Random({stand_at}): the model's play_game gave {got!r}, the engine {expected.outcome!r}")


# Stacked games of the reference's dealer-wins-ties house: dealer, dealer, you, you, then draws.
REFERENCE_GAMES = [
    ("A K 10 9", "s", "Dealer has blackjack."),
    ("10 9 A K", "s", "You have blackjack."),
    ("10 6 10 5 K", "h", "You went bust."),
    ("10 6 10 8 Q", "s", "Dealer went bust."),
    ("10 8 9 9", "s", "Equal values."),
    ("10 7 10 9", "s", "The higher value wins."),
]


@pytest.mark.parametrize("ranks, answer, why", REFERENCE_GAMES,
                         ids=["dealer blackjack", "your blackjack", "you bust", "the dealer busts", "a tie",
                              "the higher value"])
def test_reference_textbook_game_says_why_it_ended(ranks, answer, why):
    from reference.engine import cards_from

    lines: list[str] = []
    play_one(PRESETS["dealer-wins-ties"], stacked(cards_from(ranks)), lambda prompt: answer, lines.append)
    assert why in lines, f"reference.play.play_one(dealer-wins-ties, {ranks!r}) showed {lines[-3:]}, expected {why!r}"


def replayed(module: types.ModuleType, seed: int, answers: list[str]) -> list[str]:
    """What the model's main shows from Random(seed) with these answers (each after its prompt)."""
    feed, shown = iter(answers), []

    def ask(prompt: str) -> str:
        answer = next(feed)
        shown.append(prompt + answer)
        return answer

    module.main(random.Random(seed), ask=ask, show=shown.append)
    return shown


@pytest.mark.parametrize("name, seed, answers", [
    ("dealer_wins_ties", 2, ["10", "h", "lots", "25", "s", "0"]),
    ("stages", 4, ["1", "0", "maybe", "y", "0", "n"]),
], ids=["textbook game", "six stages"])
def test_readme_example_is_what_the_model_answer_prints(name, seed, answers):
    readme = (ROOT / "assignments" / name / "README.md").read_text(encoding="utf-8")
    marker = f"main(random.Random({seed})), answering {' '.join(answers)} -->\n```text\n"
    assert marker in readme, f"assignments/{name}/README.md has no example marked {marker.strip()!r}"
    block = readme.split(marker, 1)[1].split("\n```", 1)[0].splitlines()
    printed = replayed(load(name), seed, answers)
    assert block == printed, f"assignments/{name}/README.md's example differs from what main prints: {printed}"


@pytest.mark.parametrize("name", ["dealer_wins_ties", "stages"])
def test_unfinished_program_says_so_in_one_line(tmp_path, name):
    source = (ROOT / "assignments" / name / f"{name}.py").read_text(encoding="utf-8")
    (tmp_path / f"{name}.py").write_text(clear_solutions(source, f"{name}.py"), encoding="utf-8")
    done = subprocess.run([sys.executable, f"{name}.py"], cwd=tmp_path, input="10\n", capture_output=True,
                          text=True, timeout=60)
    assert "Traceback" not in done.stderr and "Not finished yet" in done.stdout, (
        f"the released python {name}.py printed {done.stdout[-200:]!r} and {done.stderr[-200:]!r}, "
        "expected one 'Not finished yet' line and no traceback")


@pytest.mark.parametrize("name, answers, last", [
    ("dealer_wins_ties", "10\ns\n0\n", "You leave with $"),
    ("stages", "0\nn\n", "Play again? (y/n) "),
], ids=["textbook game", "six stages"])
def test_model_program_plays_at_the_terminal(name, answers, last):
    done = subprocess.run([sys.executable, f"{name}.py"], cwd=ROOT / "assignments" / name, input=answers,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and last in done.stdout, (
        f"python {name}.py with input {answers!r} exited {done.returncode} printing {done.stdout[-200:]!r}, "
        f"expected 0 and {last!r}")


@pytest.mark.parametrize("name", ["twentyone", "dealer_wins_ties", "stages"])
def test_model_answer_examples_hold(name):
    """Every docstring example of the model answers runs as shown (the doctests of assignments/)."""
    import doctest

    module = load(name)
    failed, attempted = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
                                        verbose=False)
    assert attempted > 10 and failed == 0, (
        f"doctest of assignments/{name}/{name}.py ran {attempted} examples and {failed} failed, expected none to fail")
