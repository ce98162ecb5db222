"""The table assignment (question 2) as students get it: `assignments/table/`.

The model answer is ``assignments/table/table.py``; the release replaces its solution regions
with ``raise NotImplementedError()``. These tests check that the release asks for every part
of question 2 (the players, the person at the keyboard, the reshuffle rule, the four games,
saving and loading, the game loop) without handing out an answer, that the stub imports and
fails its self-checks one by one, and that the model passes them and its own doctests.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from autograder import modules
from autograder.release import is_trivial, solution_lines

ROOT = Path(__file__).resolve().parents[1]
MODEL = ROOT / "assignments" / "table" / "table.py"
CARDS = ROOT / "reference" / "cards.py"

# Each part of question 2 and the functions in which the student writes it.
TASKS = {
    "the players": ["is_soft", "BasicPlayer.bet", "BasicPlayer.hits", "IntermediatePlayer.hits",
                    "count_of", "AdvancedPlayer.see", "AdvancedPlayer.new_deck", "AdvancedPlayer.bet"],
    "the person at the keyboard": ["HumanPlayer.bet", "HumanPlayer.hits"],
    "settling": ["settle"],
    "the dealer and the table": ["BlackjackDealer.assign_players", "BlackjackDealer.deal_card",
                                 "BlackjackDealer.play_hand", "BlackjackTable.assign_players"],
    "the reshuffle rule": ["BlackjackDealer.needs_new_deck", "BlackjackDealer.new_deck"],
    "the four games": ["seat_players", "advanced_results", "advanced_game"],
    "saving and loading": ["save_table", "load_table"],
    "the game loop": ["game_over", "play_hands", "save_or_load", "play_game"],
}


def stubbed_functions(source: str) -> set[str]:
    """The functions (``Class.method`` for methods) whose body is only ``raise NotImplementedError()``
    after the docstring.

    >>> sorted(stubbed_functions('def f():\\n    "Doc."\\n    raise NotImplementedError()\\n'))
    ['f']
    """
    found = set()

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, f"{child.name}.")
            elif isinstance(child, ast.FunctionDef):
                body = child.body[1:] if ast.get_docstring(child) is not None else child.body
                if any(ast.unparse(statement) == "raise NotImplementedError()" for statement in body):
                    found.add(prefix + child.name)
    visit(ast.parse(source), "")
    return found


@pytest.fixture(scope="module")
def released(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The released table folder, with the kit's cards.py put beside it as a student would."""
    out = tmp_path_factory.mktemp("kit")
    modules.release_assignment("table", out)
    folder = out / "table"
    shutil.copyfile(CARDS, folder / "cards.py")
    return folder


@pytest.mark.parametrize("part", [pytest.param(part, id=part.replace(" ", "-")) for part in TASKS])
def test_release_asks_for_each_part_of_question_2(released, part):
    stubs = stubbed_functions((released / "table.py").read_text(encoding="utf-8"))
    missing = [name for name in TASKS[part] if name not in stubs]
    assert not missing, f"the released table.py leaves {part} written: {missing} have no NotImplementedError stub"


def test_release_holds_no_solution_line_of_the_model(released):
    """No non-trivial line of a solution region (`autograder.release.is_trivial`) is anywhere
    in the release."""
    released_lines = {line.strip() for path in released.iterdir() if path.name != "cards.py"
                      for line in path.read_text(encoding="utf-8").split("\n")}
    leaked = [line for _, line in solution_lines(MODEL.read_text(encoding="utf-8"))
              if not is_trivial(line) and line in released_lines]
    assert not leaked, f"the released table.py holds these lines of the model's solutions: {leaked}"


def test_release_tells_about_the_one_dealer_name(released):
    text = (released / "table.py").read_text(encoding="utf-8") + (released / "README.md").read_text(encoding="utf-8")
    assert "class BlackjackDealer(Dealer)" in text and "HouseDealer" not in text, (
        "the released table.py and README should call the dealer BlackjackDealer only")


def test_released_stub_imports(released):
    done = subprocess.run([sys.executable, "-c", "import table; print(len(table.GAMES))"],
                          cwd=released, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "4", (
        f"import table in the release exited {done.returncode} with {done.stderr.strip()[-300:]!r}, expected it to import")


def test_released_self_checks_fail_one_by_one_without_crashing(released):
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=",
                           "-q", "-rN", "--tb=line", "table_test.py"],
                          cwd=released, capture_output=True, text=True, timeout=120)
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr
    expected = len([t for t in modules.expected_tests(modules.get("table")) if t[0] == "table_test.py"])
    assert done.returncode == 1 and " passed" not in summary and " error" not in summary, (
        f"pytest on the released self-checks ended {summary!r} (exit {done.returncode}), expected only failures")
    failures = [line for line in done.stdout.splitlines() if line.endswith(("Error", "NotImplementedError"))
                or "NotImplementedError" in line]
    assert failures and all("NotImplementedError" in line for line in failures), (
        f"the released self-checks failed with {sorted(set(failures))[:3]}, expected NotImplementedError only")
    assert expected >= 20, f"the table's self-checks hold {expected} tests, expected at least 20"


def test_model_passes_its_self_checks_hidden_tests_and_doctests(tmp_path):
    folder = tmp_path / "model"
    folder.mkdir()
    for path in (MODEL, CARDS, *modules.get("table").visible_tests, *modules.get("table").hidden_tests):
        shutil.copyfile(path, folder / path.name)
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-o", "addopts=",
                           "-o", "python_files=*_test.py", "--doctest-modules", "table.py",
                           "table_test.py", "table_hidden_test.py"],
                          cwd=folder, capture_output=True, text=True, timeout=180)
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr
    assert done.returncode == 0, f"pytest on the model answer ended {summary!r}, expected every test and doctest to pass"


def test_model_grades_full_marks_and_stub_zero(tmp_path, released):
    model = tmp_path / "model"
    model.mkdir()
    shutil.copyfile(MODEL, model / "table.py")
    stub = tmp_path / "stub"
    stub.mkdir()
    shutil.copyfile(released / "table.py", stub / "table.py")
    table = modules.get("table")
    full = modules.grade_submission(table, model)
    zero = modules.grade_submission(table, stub)
    failed = [(v.rule, v.output) for v in full.verdicts if not v.passed]
    assert full.score == full.max_score and not full.problems, f"the model answer scored {full.score}/{full.max_score}: {failed[:3]}"
    assert zero.score == 0 and not zero.problems, f"the untouched stub scored {zero.score} with problems {zero.problems}"
    odd = [(v.rule, v.output) for v in zero.verdicts if not v.output.startswith("not written yet: ")]
    assert not odd, f"the untouched stub failed these tests for another reason than a stub: {odd[:3]}"


def test_every_parametrized_case_has_an_id_that_names_it():
    """Cases are pytest.param(..., id="words"), so a failure reads test_x[a word then a number]."""
    for path in modules.get("table").visible_tests + modules.get("table").hidden_tests:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and ast.unparse(node.func) == "pytest.mark.parametrize"
                    and isinstance(node.args[1], ast.List)):
                for case in node.args[1].elts:
                    named = (isinstance(case, ast.Call) and ast.unparse(case.func) == "pytest.param"
                             and any(k.arg == "id" for k in case.keywords))
                    assert named, f"{path.name} line {case.lineno}: case {ast.unparse(case)[:60]} has no id=; expected pytest.param(..., id='what it is')"


def test_model_loads_a_save_written_by_an_older_python_311(tmp_path):
    """Python 3.11.0 to 3.11.4 (Debian 12's python3 is 3.11.2) pickle a Rank or a Suit as
    ``getattr(Rank, "ACE")``: the given SafeUnpickler builds those members and nothing else."""
    for path in (MODEL, CARDS):
        shutil.copyfile(path, tmp_path / path.name)
    script = """
import enum, io, pickle
import cards, table
class OldPickler(pickle.Pickler):
    def reducer_override(self, value):
        if isinstance(value, enum.Enum):
            return getattr, (type(value), value.name)
        return NotImplemented
saved = table.new_table("basic")
saved.spare = cards.Card(cards.Rank.ACE, cards.Suit.SPADES)
buffer = io.BytesIO()
OldPickler(buffer).dump({"format": table.SAVE_FORMAT, "table": saved})
assert b"getattr" in buffer.getvalue()
open("old.save", "wb").write(buffer.getvalue())
print(repr(table.load_table("old.save").spare))
class Evil:
    def __reduce__(self):
        return getattr, (table.BlackjackTable, "__init__")
open("evil.save", "wb").write(pickle.dumps({"format": table.SAVE_FORMAT, "table": Evil()}))
try:
    table.load_table("evil.save")
except table.SaveError as error:
    print(error)
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    from reference.cards import Card, Rank, Suit
    loaded, refused = done.stdout.splitlines()
    assert loaded == repr(Card(Rank.ACE, Suit.SPADES)), loaded
    assert "refused to load getattr(" in refused and "evil.save" in refused, refused
