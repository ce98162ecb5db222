"""Every pontoon rule of docs/pontoon-rules.md is graded and self-checked, by its id and marks.

The rules document is the one the grader (autograder/pontoon/contract.py), the self-checks and the
assignment texts (versions/vN/README.md) answer to; nothing here reads outside the repository.
"""
from __future__ import annotations

import ast
import importlib
import re

import pytest

import rules_doc
from autograder.pontoon import contract

ROOT = rules_doc.ROOT
GRADED = {rule.id for rule in contract.GAME_RULES + (contract.NO_DUPLICATES,)}
VERSIONS = (1, 2, 3, 4)


def self_check_rules(version: int) -> set[str]:
    """The rule ids marked on the self-checks of one version."""
    module = importlib.import_module(f"versions.v{version}.test_pontoon")
    marked = set()
    for name, obj in vars(module).items():
        if name.startswith("test_"):
            marked |= {m.args[0] for m in getattr(obj, "pytestmark", []) if m.name == "rule"}
    return marked


def readme_marks(version: int) -> dict[str, int]:
    """The marks each rule row of versions/vN/README.md gives (``(in format)`` counts 0).

    >>> readme_marks(4)["no-duplicates"], readme_marks(4)["format"]
    (0, 15)
    """
    text = (ROOT / "versions" / f"v{version}" / "README.md").read_text(encoding="utf-8")
    marks = {}
    for rule, last in re.findall(r"^\| `([a-z0-9-]+)` \|.*\| ([^|]+?) \|\s*$", text, re.M):
        if last.isdigit():
            marks[rule] = int(last)
        elif "in format" in last:
            marks[rule] = 0
    return marks


def test_rules_document_names_exactly_the_graded_rules() -> None:
    assert rules_doc.rule_ids() == GRADED | {"format"}


@pytest.mark.parametrize("version", VERSIONS)
def test_rules_document_marks_are_the_graders(version: int) -> None:
    doc = {rule: marks[version] for rule, marks in rules_doc.rule_marks().items()
           if version in marks}
    graded = {rule.id: rule.marks for rule in contract.rules_for(version)}
    assert doc == graded


def test_rules_document_totals_are_stated() -> None:
    totals = [sum(r.marks for r in contract.rules_for(v)) for v in VERSIONS]
    assert totals == [85, 90, 95, 100]
    assert ("Totals: 85 in version 1, 90 in version 2, 95 in version 3 and 100 in version 4."
            in rules_doc.text())


@pytest.mark.parametrize("version", VERSIONS)
def test_assignment_text_marks_agree_with_the_rules_document(version: int) -> None:
    doc = {rule: marks[version] for rule, marks in rules_doc.rule_marks().items()
           if version in marks}
    assert readme_marks(version) == doc, f"versions/v{version}/README.md"


@pytest.mark.parametrize("version", VERSIONS)
def test_model_answer_defines_the_documented_names(version: int) -> None:
    tree = ast.parse((ROOT / "versions" / f"v{version}" / "pontoon.py").read_text("utf-8"))
    defined = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
    defined |= {target.id for node in tree.body if isinstance(node, ast.Assign)
                for target in node.targets if isinstance(target, ast.Name)}
    missing = rules_doc.names(version) - defined
    assert not missing, f"versions/v{version}/pontoon.py lacks {sorted(missing)}"


def test_documented_names_follow_the_versions() -> None:
    assert rules_doc.names(1) >= {"VERSION", "STICK_AT", "random_card", "main"}
    assert "RANKS" not in rules_doc.names(1) and "SUITS" not in rules_doc.names(2)
    assert {"new_deck", "shuffled_deck"} <= rules_doc.names(4)
    assert "random_card" not in rules_doc.names(4)


@pytest.mark.parametrize("version", VERSIONS)
def test_every_rule_has_a_named_self_check_in_every_version(version: int) -> None:
    expected = GRADED - ({"no-duplicates"} if version < 4 else set())
    missing = expected - self_check_rules(version)
    assert not missing, f"versions/v{version} has no self-check marked with {sorted(missing)}"
    module = importlib.import_module(f"versions.v{version}.test_pontoon")
    for rule in expected:
        named = [n for n in vars(module) if n.startswith("test_" + rule.replace("-", "_"))]
        assert named, f"versions/v{version} has no test named after {rule}"


# ---------------------------------------------------------------- the stacked games show every rule

@pytest.mark.parametrize("stick_at", range(12, 22))
def test_scenarios_show_every_result_rule_the_threshold_allows(stick_at: int) -> None:
    """No mark without evidence (issue 18): so that no rule is left "not shown" by luck, the
    grader's own stacked games (`programs.scenario_runs`, drawn from the master seed) must
    decide a game by each result rule that can happen at this STICK_AT, in either order a
    program deals in, under any master seed, and deal an Ace and a face card."""
    from autograder.pontoon import programs, rules

    for master in (1, 2, 3):
        run = programs.scenario_runs(master, stick_at, 2)[0]
        below = run.task["policy"]["threshold"]
        decks = [[contract.card_value(tuple(c)) for c in game] for game in run.task["stack"]["games"]]
        for order in programs.ORDERS:
            shown = {rules.deciding_rule(sum(c), sum(p)) for c, p in
                     (programs.deal_values(values, stick_at, below, order) for values in decks)}
            possible = set(rules.RESULT_RULES) - ({"bust-draw"} if stick_at + 9 <= 21 else set())
            assert possible <= shown, (master, order, sorted(possible - shown))
        ranks = {c[0] for game in run.task["stack"]["games"] for c in game}
        assert "Ace" in ranks and ranks & {"Jack", "Queen", "King"}, (master, sorted(ranks))
