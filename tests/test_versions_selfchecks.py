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
import re
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
