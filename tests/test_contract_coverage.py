"""Every rule of the pontoon contract is graded and self-checked, by its id, in every version."""
from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from autograder import contract

ROOT = Path(__file__).resolve().parents[1]
# CI lays shared/ beside the clone; a developer's tree has it beside the work tree.
CONTRACT_DOC = next((p for p in (ROOT.parent / "shared" / "design" / "pontoon-contract.md",
                                 Path("/work/shared/design/pontoon-contract.md")) if p.exists()),
                    None)
GRADED = {rule.id for rule in contract.GAME_RULES + (contract.NO_DUPLICATES,)}


def contract_rule_ids(text: str) -> set[str]:
    """The rule ids of the contract's tables: rows that start with a back-quoted id.

    >>> sorted(contract_rule_ids("| `tie-draw` | ... |\\n| v4 | ... (`no-duplicates`) |"))
    ['no-duplicates', 'tie-draw']
    """
    ids = set(re.findall(r"^\| `([a-z0-9-]+)` \|", text, re.M))
    return ids | set(re.findall(r"\(`([a-z0-9-]+)`\)", text))


def self_check_rules(version: int) -> set[str]:
    """The rule ids marked on the self-checks of one version."""
    module = importlib.import_module(f"versions.v{version}.test_pontoon")
    marked = set()
    for name, obj in vars(module).items():
        if name.startswith("test_"):
            marked |= {m.args[0] for m in getattr(obj, "pytestmark", []) if m.name == "rule"}
    return marked


@pytest.mark.skipif(CONTRACT_DOC is None, reason="the contract document (../shared/design/"
                    "pontoon-contract.md) is not beside this checkout")
def test_grader_has_a_verdict_for_every_contract_rule_and_no_other() -> None:
    assert contract_rule_ids(CONTRACT_DOC.read_text(encoding="utf-8")) == GRADED


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_every_rule_has_a_named_self_check_in_every_version(version: int) -> None:
    expected = GRADED - ({"no-duplicates"} if version < 4 else set())
    missing = expected - self_check_rules(version)
    assert not missing, f"versions/v{version} has no self-check marked with {sorted(missing)}"
    for rule in expected:
        module = importlib.import_module(f"versions.v{version}.test_pontoon")
        named = [n for n in vars(module) if n.startswith("test_" + rule.replace("-", "_"))]
        assert named, f"versions/v{version} has no test named after {rule}"
