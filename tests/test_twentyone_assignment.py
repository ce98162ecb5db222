"""The twenty-one lab as a student assignment (`assignments/twentyone`).

The model answer passes every self-check and hidden test; the released stub (solutions
cleared) fails every one of them without a collection error; and the model answer plays the
same games as the instructor's program, `reference.twentyone`, on the same decks. Each failing
check says in one sentence what was called, what came back and what was expected.
"""
from __future__ import annotations

import importlib.util
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from autograder.release import clear_solutions
from reference import twentyone as ref
from reference.engine import Tally, play_round
from reference.strategies import dealers_own_rule, upcard_rule

ROOT = Path(__file__).resolve().parent.parent
LAB = ROOT / "assignments" / "twentyone"


def load_model():
    spec = importlib.util.spec_from_file_location("twentyone_model", LAB / "twentyone.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pytest_in(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                          cwd=folder, capture_output=True, text=True, timeout=120)


def kit_copy(tmp_path: Path, stub: bool) -> Path:
    """The assignment folder with the hidden tests beside the (model or stub) module."""
    folder = tmp_path / "twentyone"
    folder.mkdir()
    shutil.copy(LAB / "twentyone_test.py", folder / "twentyone_test.py")
    shutil.copy(LAB / "hidden" / "twentyone_hidden_test.py", folder / "twentyone_hidden_test.py")
    source = (LAB / "twentyone.py").read_text()
    (folder / "twentyone.py").write_text(clear_solutions(source, "twentyone.py") if stub else source)
    return folder


def test_model_answer_passes_every_self_check_and_hidden_test(tmp_path):
    done = pytest_in(kit_copy(tmp_path, stub=False))
    assert done.returncode == 0 and "failed" not in done.stdout, (
        f"pytest on the model answer exited {done.returncode}, expected 0: {done.stdout[-1500:]}")


def test_released_stub_fails_every_test_without_an_error(tmp_path):
    done = pytest_in(kit_copy(tmp_path, stub=True), "-p", "no:doctest")
    summary = done.stdout.strip().splitlines()[-1]
    assert done.returncode == 1 and "error" not in summary and "passed" not in summary, (
        f"pytest on the released stub exited {done.returncode} with {summary!r}, expected 1 and only failures")


@pytest.mark.parametrize("seed", range(40), ids=lambda seed: f"deck shuffled with Random({seed})")
def test_model_answer_and_reference_program_play_the_same_games(seed):
    model = load_model()
    numbers = list(range(52))
    random.Random(seed).shuffle(numbers)
    for mine, theirs in ((model.strategy_1, dealers_own_rule), (model.strategy_2, upcard_rule)):
        wins = model.play_game(model.stacked_deck(numbers), mine, show=lambda line: None)
        expected = ref.wins_of(play_round(ref.RULES, ref.LabDeck.stacked(numbers).deal, theirs))
        assert wins == expected, (
            f"model play_game(stacked_deck({numbers[:6]}...), {mine.__name__}) gave {wins} wins, "
            f"reference.twentyone gave {expected}")


@pytest.mark.parametrize("seed", [2, 7], ids=lambda seed: f"Random({seed})")
def test_model_and_reference_report_the_same_scores(seed):
    model = load_model()
    for mine, theirs in ((model.strategy_1, dealers_own_rule), (model.strategy_2, upcard_rule)):
        got = model.play_games(model.Deck(random.Random(seed)), mine, 25, show=lambda line: None)
        expected = ref.play_games(theirs, 25, seed)
        assert got == tuple(expected), (
            f"model play_games(Deck(Random({seed})), {mine.__name__}, 25) gave {got}, "
            f"reference play_games gave {tuple(expected)} (customer, dealer)")


def test_model_answer_cards_are_the_reference_lab_order():
    model = load_model()
    wrong = [n for n in range(52) if model.card_name(model.lab_card(n)) != str(ref.lab_card(n))]
    assert not wrong, f"model card_name(lab_card(n)) differs from reference lab_card(n) for n in {wrong}"


def test_model_case_games_reach_every_case_and_ace_situation_by_the_reference():
    """The self-checks' own case and Ace classifiers, checked against the reference's."""
    model = load_model()
    cases: set[tuple[str, str]] = set()
    aces: set[str] = set()
    for title, numbers in model.case_games():
        def strategy(tally: Tally, up_card, seen=cases) -> bool:
            seen.add(ref.case_of(tally, up_card))
            return upcard_rule(tally, up_card)
        result = play_round(ref.RULES, ref.LabDeck.stacked(numbers).deal, strategy)
        aces |= ref.ace_situations(result.player_cards)
    missing_cases = sorted(set(ref.TABLE) - cases)
    missing_aces = [s for s in ref.ACE_SITUATIONS if s not in aces]
    assert not missing_cases and not missing_aces, (
        f"the model's case_games() played by reference.twentyone miss the cases {missing_cases} "
        f"and the Ace situations {missing_aces}")


@pytest.mark.parametrize("answers, games", [("3\n", 3), ("x\n2\n", 2)], ids=["answers 3", "answers x then 2"])
def test_student_program_asks_how_many_games(tmp_path, answers, games):
    folder = kit_copy(tmp_path, stub=False)
    done = subprocess.run([sys.executable, "twentyone.py"], cwd=folder, input=answers,
                          capture_output=True, text=True, timeout=60)
    count = done.stdout.count(f" out of {games}")
    assert done.returncode == 0 and count == 4 and done.stdout.startswith("How many games? "), (
        f"python twentyone.py with input {answers!r} exited {done.returncode} with {count} 'out of {games}' "
        f"lines, expected 0 and 4 (ours and the dealer's for each strategy): {done.stderr[-300:]}")


def test_student_program_shows_the_cases(tmp_path):
    folder = kit_copy(tmp_path, stub=False)
    done = subprocess.run([sys.executable, "twentyone.py", "--cases"], cwd=folder,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("Case game 1: "), (
        f"python twentyone.py --cases exited {done.returncode} printing {done.stdout[:120]!r}, "
        "expected 0 and 'Case game 1: ...' first")


def test_unfinished_program_says_so_in_one_line(tmp_path):
    folder = kit_copy(tmp_path, stub=True)
    done = subprocess.run([sys.executable, "twentyone.py"], cwd=folder, input="3\n",
                          capture_output=True, text=True, timeout=60)
    assert "Traceback" not in done.stderr and "Not finished yet" in done.stdout, (
        f"the released python twentyone.py printed {done.stdout[-200:]!r} and {done.stderr[-200:]!r}, "
        "expected one 'Not finished yet' line and no traceback")


def test_readme_example_is_what_the_model_answer_prints():
    model = load_model()
    shown: list[str] = []

    def ask(prompt: str) -> str:
        shown.append(prompt + "2")
        return "2"

    model.main(random.Random(3), ask=ask, show=shown.append)
    readme = (LAB / "README.md").read_text()
    block = readme.split("answering 2 -->\n```text\n", 1)[1].split("\n```", 1)[0]
    printed = [line for text in shown for line in text.splitlines()]
    assert block.splitlines() == printed, (
        f"the README's example differs from model main(Random(3)) answering 2, which prints {printed}")


def test_readme_asks_for_the_twelve_cases_and_six_ace_situations():
    readme = (LAB / "README.md").read_text()
    model = load_model()
    for words in ("twelve cases", "six Ace situations", "The dealer won K out of M", "show_cases"):
        assert words in readme, f"assignments/twentyone/README.md does not say {words!r}"
    rows = [f"{row} against {column}" for row in model.ROWS for column in model.COLUMNS]
    assert len(rows) == 12, f"the model's ROWS x COLUMNS name {len(rows)} cases, expected 12"
