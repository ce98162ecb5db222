"""The twenty-one lab as a student assignment (`assignments/twentyone`).

The model answer passes every self-check and hidden test; the released stub (solutions
cleared) fails every one of them without a collection error; and the model answer plays the
same games as the instructor's program, `reference.twentyone`, on the same decks.
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
from reference.engine import play_round
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
    for name in ("twentyone_test.py",):
        shutil.copy(LAB / name, folder / name)
    shutil.copy(LAB / "hidden" / "twentyone_hidden_test.py", folder / "twentyone_hidden_test.py")
    source = (LAB / "twentyone.py").read_text()
    (folder / "twentyone.py").write_text(clear_solutions(source, "twentyone.py") if stub else source)
    return folder


def test_model_answer_passes_every_self_check_and_hidden_test(tmp_path):
    done = pytest_in(kit_copy(tmp_path, stub=False))
    assert done.returncode == 0, done.stdout[-2000:]
    assert " passed" in done.stdout and "failed" not in done.stdout


def test_released_stub_fails_every_test_without_an_error(tmp_path):
    done = pytest_in(kit_copy(tmp_path, stub=True), "-p", "no:doctest")
    summary = done.stdout.strip().splitlines()[-1]
    assert done.returncode == 1, done.stdout[-2000:]
    assert "error" not in summary and "passed" not in summary, summary


def test_model_answer_and_reference_program_play_the_same_games():
    model = load_model()
    pairs = ((model.strategy_1, dealers_own_rule), (model.strategy_2, upcard_rule))
    for seed in range(40):
        numbers = list(range(52))
        random.Random(seed).shuffle(numbers)
        for mine, theirs in pairs:
            wins = model.play_game(model.stacked_deck(numbers), mine, show=lambda line: None)
            result = play_round(ref.RULES, ref.LabDeck.stacked(numbers).deal, theirs)
            assert wins == ref.wins_of(result), f"seed {seed}: the model answer and reference.twentyone disagree"


def test_model_answer_cards_are_the_reference_lab_order():
    model = load_model()
    assert all(model.card_name(model.lab_card(n)) == str(ref.lab_card(n)) for n in range(52))


@pytest.mark.parametrize("answers, games", [("3\n", 3), ("x\n2\n", 2)])
def test_student_program_asks_how_many_games(tmp_path, answers, games):
    folder = kit_copy(tmp_path, stub=False)
    done = subprocess.run([sys.executable, "twentyone.py"], cwd=folder, input=answers,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count(f" out of {games}") == 2 and done.stdout.startswith("How many games? ")


def test_unfinished_program_says_so_in_one_line(tmp_path):
    folder = kit_copy(tmp_path, stub=True)
    done = subprocess.run([sys.executable, "twentyone.py"], cwd=folder, input="3\n",
                          capture_output=True, text=True, timeout=60)
    assert "Traceback" not in done.stderr and "Not finished yet" in done.stdout


def test_readme_example_is_what_the_model_answer_prints():
    model = load_model()
    shown: list[str] = []

    def ask(prompt: str) -> str:
        shown.append(prompt + "2")
        return "2"

    model.main(random.Random(3), ask=ask, show=shown.append)
    readme = (LAB / "README.md").read_text()
    block = readme.split("answering 2 -->\n```text\n", 1)[1].split("\n```", 1)[0]
    assert block.splitlines() == [line for text in shown for line in text.splitlines()]
