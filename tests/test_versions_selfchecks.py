"""The self-check files a student opens: generated from one template, and plain to read.

- ``versions/vN/test_pontoon.py`` are what ``python -m versions.make_selfchecks`` writes from
  ``versions/selfchecks.tmpl`` (edit the template, then run it).
- Each file is a list of plain tests: no tests made by a factory, and the only helpers they use
  from ``versions/selfcheck.py`` stack decks, script answers, read the screen or word failures.
- Each rule-marked test names its rule first in its name and comes in the order the student
  writes the functions, so that the first failure on a stub is about card_value.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from versions import make_selfchecks

ROOT = Path(__file__).resolve().parent.parent
# The helpers a test may take from selfcheck: the stacked deck and scripted player, the cards'
# names, the failure wording and the words the screen is read with. No rule's check lives there.
HELPERS = {"Cards", "Table", "Check", "fail", "need", "normal", "said", "plural", "is_verdict",
           "hands_shown", "steady_player", "SeededRandom", "appear_in_order", "card_title",
           "PROPERTY", "OutOfCards", "PLAY_AGAIN", "RANKS", "SUITS"}


def test_selfchecks_are_generated_from_the_template():
    """The four files are exactly what the template gives (run the generator after editing it)."""
    for version in (1, 2, 3, 4):
        assert make_selfchecks.target(version).read_text(encoding="utf-8") == \
            make_selfchecks.render(version), f"run: python -m versions.make_selfchecks (v{version})"
    assert make_selfchecks.main(["--check"]) == 0


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_selfchecks_are_plain_tests(version):
    """Tests are written out (no globals().update), helpers only deal, read and word."""
    path = ROOT / "versions" / f"v{version}" / "test_pontoon.py"
    text = path.read_text(encoding="utf-8")
    assert "globals()" not in text and "rule_tests" not in text and "{{" not in text
    assert max(map(len, text.splitlines())) <= 100, "a line wider than 100 characters"
    tree = ast.parse(text)
    used = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name) and node.value.id == "sc"}
    assert used <= HELPERS, f"v{version} uses selfcheck's {sorted(used - HELPERS)}"
    tests = [node for node in tree.body if isinstance(node, ast.FunctionDef)
             and node.name.startswith("test_")]
    assert len(tests) >= 30
    for test in tests:
        assert ast.get_docstring(test), f"{test.name} says nothing about what it checks"
        called = {node.args[1].value for node in ast.walk(test) if isinstance(node, ast.Call)
                  and getattr(node.func, "attr", "") == "call" and len(node.args) > 1
                  and isinstance(node.args[1], ast.Constant)}
        assert called or test.name.startswith("test_names_"), f"{test.name} calls nothing"


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_selfchecks_come_in_the_order_the_functions_are_written(version):
    """The first test to call each function comes in the order the functions are defined."""
    text = (ROOT / "versions" / f"v{version}" / "test_pontoon.py").read_text(encoding="utf-8")
    first_calls = list(dict.fromkeys(re.findall(r'check\.call\(pontoon, "(\w+)"', text)))
    written = [name for name in make_selfchecks.FUNCTIONS[version] if name in first_calls]
    assert first_calls == written, first_calls
    assert first_calls[0] == "card_value"


def test_generator_names_cards_in_each_versions_words():
    """One template, four versions' cards: v1 digits, v2 ranks, v3 and v4 rank of suit."""
    line = 'deck = cards.table({{q("Ace of Clubs, King of Hearts")}})\n'
    assert [make_selfchecks.render(v, line) for v in (1, 2, 3)] == [
        'deck = cards.table("1, 10")\n', 'deck = cards.table("Ace, King")\n',
        'deck = cards.table("Ace of Clubs, King of Hearts")\n']
    blocks = "@@ v4\nfour\n@@ v1 v2\nlow\n@@ end\nall\n"
    assert make_selfchecks.render(4, blocks) == "four\nall\n"
    assert make_selfchecks.render(2, blocks) == "low\nall\n"


def solution_lines(version: int) -> set[str]:
    """The lines of a model answer's solution regions that say something (three words or more)."""
    lines, inside = set(), False
    for line in (ROOT / "versions" / f"v{version}" / "pontoon.py").read_text().splitlines():
        if line.strip() in ("### BEGIN SOLUTION", "### END SOLUTION"):
            inside = line.strip() == "### BEGIN SOLUTION"
        elif inside and len(re.findall(r"\w+", line)) >= 3 and not line.strip().startswith("#"):
            lines.add(line.strip())
    return lines


# The files of versions/ the kit releases beside the stubs (autograder/release.py).
RELEASED = ["versions/selfcheck.py", "versions/conftest.py", "versions/play.py"] + [
    f"versions/v{version}/{name}" for version in (1, 2, 3, 4)
    for name in ("test_pontoon.py", "README.md", "__main__.py")]


@pytest.mark.parametrize("released", RELEASED)
def test_selfchecks_released_file_holds_no_solution_line(released):
    """No line of any version's solution region is in a released file (the answers stay out)."""
    text = {line.strip() for line in (ROOT / released).read_text().splitlines()}
    found = {line for version in (1, 2, 3, 4) for line in solution_lines(version) & text}
    assert not found, f"{released} holds solution lines: {sorted(found)}"


def test_selfchecks_helpers_work_out_no_answer():
    """selfcheck.py defines none of the assignment's functions nor a rule worked out in code."""
    from versions import selfcheck
    answers = set(make_selfchecks.FUNCTIONS[1]) | set(make_selfchecks.FUNCTIONS[4]) | {
        "winner_by_contract", "computer_should_take", "computer_values_ending_at",
        "result_block"}
    assert not answers & set(vars(selfcheck)), sorted(answers & set(vars(selfcheck)))
    assert not answers & set(vars(selfcheck.Cards)), sorted(answers & set(vars(selfcheck.Cards)))
    source = (ROOT / "versions" / "selfcheck.py").read_text()
    for answer in ["RANKS.index", "} of {", "for rank in RANKS", "> 21"]:
        assert answer not in source, f"selfcheck.py works out an answer: {answer!r}"


def test_selfchecks_every_case_has_an_id_that_names_it():
    """No test id is pytest's made-up `answers4` or `deck1`: each case says what it is."""
    files = [f"versions/v{version}/test_pontoon.py" for version in (1, 2, 3, 4)]
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q",
                           "--collect-only", "-n", "0", *files],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    ids = re.findall(r"\[(.*)\]$", done.stdout, re.M)
    assert len(ids) > 250, done.stdout[-2000:] + done.stderr[-2000:]
    made_up = [case for case in ids
               if re.search(r"(^|-)(answers|deck|hand|result|computer|player|seed)\d+($|-)", case)]
    assert not made_up, made_up


def stub_kit(out: Path, version: int) -> Path:
    """Write one version's stub and self-checks into out, as the kit releases them."""
    from autograder import release
    (out / "versions" / f"v{version}").mkdir(parents=True)
    for name in release.SHARED_FILES:
        (out / "versions" / name).write_text((ROOT / "versions" / name).read_text())
    for name in release.VERSION_FILES:
        text = (ROOT / "versions" / f"v{version}" / name).read_text()
        if name == "pontoon.py":
            text = release.clear_solutions(text)
        (out / "versions" / f"v{version}" / name).write_text(text)
    (out / "pytest.ini").write_text(release.PYTEST_INI)
    return out


def test_selfchecks_rf_prints_every_sentence_whole(tmp_path):
    """pytest -rf on a stub, in a narrow terminal: each failing check's sentence comes whole."""
    kit = stub_kit(tmp_path, 2)
    done = subprocess.run([sys.executable, "-m", "pytest", "versions/v2", "-rf"], cwd=kit,
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, "COLUMNS": "60", "PYTHONPATH": ""})
    assert done.returncode == 1 and "Traceback" not in done.stdout, done.stdout[-3000:]
    report = done.stdout.split("Every failing check, with its whole sentence:")[1]
    entries = re.split(r"^FAILED ", report, flags=re.M)[1:]
    assert len(entries) > 80, report[:2000]
    for entry in entries:
        test, *lines = entry.strip().split("\n")
        sentence = " ".join(line.strip() for line in lines if line.startswith("    "))
        assert "::test_" in test and re.search(r"\[[a-z-]+\]$", sentence), entry
    assert "..." not in report and "short test summary" not in done.stdout
