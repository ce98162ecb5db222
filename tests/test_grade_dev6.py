"""The grader on a development corpus of blackjack-style programs (issue 18, dev6).

``tests/corpus/dev6/<name>/pontoon.py`` holds eighteen programs written for this test and for
`benchmarks/heldout.py --corpus tests/corpus/dev6`, in a casino's words: hit or stand (``h/s``,
the words ``hit``/``stand``, ``[H]it or [S]tand`` in capitals, ``Hit me? (y/n)``), chips and a
bet before every hand, the dealer or the House hitting to 17. ``c*`` are correct by the pontoon
contract (one card each to start, the computer's whole turn first, an Ace worth 1); ``f*`` the
same programs with one planted fault each, the ones blackjack habits bring: an Ace counted 11
(soft, or always), the player's turn first, Jack, Queen and King counted 0 or 11 to 13, two cards
each dealt player, dealer, player, dealer, the dealer's up card shown. ``bj*`` are blackjack as
a casino deals it (two cards each in turn, the up card shown, soft Aces, the dealer's hits after
the player's turn): four rules broken each, their ``arguable`` rules counted neither way.
``manifest.json`` says, from the contract alone, what each must earn (``expected_failures``,
``expected_score``, ``version``); an entry with ``known`` is a program the grader still
misgrades, and says why.

Each program is graded under three master seeds: its marks must not depend on the seed, and a
broken rule is caught under every one of them.

Glossary: a rule *not shown* is one the grader's games could not show kept or broken (it earns
nothing yet and its verdict names the fault that can prevent it); only a faulted program may
have one.
"""
from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

from autograder.pontoon.grade import grade_submission

# Not traced for coverage (pytest-cov's no_cover): these gradings repeat code paths the other
# grading tests measure, and coverage's tracer makes a grading three times as dear.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus" / "dev6"
MANIFEST: dict[str, dict] = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
SEEDS = (1, 2, 3)


@functools.lru_cache(maxsize=None)
def graded(name: str, seed: int):
    """The grade of one dev6 program under one master seed (graded once per run)."""
    return grade_submission(CORPUS / name, MANIFEST[name].get("graded_with_version"), seed=seed)


def _case(name: str):
    entry = MANIFEST[name]
    if "known" in entry:
        return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=entry["known"]))
    return name


def _one_fault(name: str) -> bool:
    return MANIFEST[name]["kind"] != "blackjack"


def test_dev6_manifest_is_half_correct_half_one_fault_each() -> None:
    kinds = [entry["kind"] for entry in MANIFEST.values()]
    assert len(MANIFEST) >= 12 and kinds.count("correct") == kinds.count("fault"), kinds
    for name, entry in MANIFEST.items():
        assert (CORPUS / name / "pontoon.py").is_file(), name
        if entry["kind"] == "blackjack":
            assert len(entry["expected_failures"]) > 1, (name, entry)
            continue
        assert len(entry["expected_failures"]) == (entry["kind"] == "fault"), (name, entry)
        assert entry["rule"] == (entry["expected_failures"] or ["correct"])[0], (name, entry)


@pytest.mark.parametrize("name", [_case(name) for name in sorted(MANIFEST) if _one_fault(name)])
def test_dev6_program_earns_what_its_manifest_says(name: str) -> None:
    entry = MANIFEST[name]
    for seed in SEEDS:
        grade = graded(name, seed)
        unshown = {v.rule for v in grade.unshown}
        failed = {v.rule for v in grade.verdicts if not v.passed} - unshown
        why = {v.rule: v.output[:300] for v in grade.verdicts if not v.passed}
        assert grade.version == entry["version"], \
            f"{name}, seed {seed}: graded as version {grade.version}, not {entry['version']}"
        assert failed == set(entry["expected_failures"]), \
            f"{name}, seed {seed} ({entry['note']}): failed {sorted(failed)}, expected " \
            f"{entry['expected_failures']}: {why}"
        assert not unshown or entry["kind"] == "fault", \
            f"{name}, seed {seed}: a correct program with rules not shown: {why}"
        for verdict in grade.unshown:      # a rule not shown names the fault that hid it
            assert any(rule in verdict.output for rule in entry["expected_failures"]), \
                (name, seed, verdict.output[:300])
        unshown_marks = sum(v.max_score for v in grade.unshown)
        assert (grade.score, grade.max_score) == (entry["expected_score"] - unshown_marks,
                                                  entry["max_score"]), \
            f"{name}, seed {seed}: scored {grade.score}/{grade.max_score}, expected " \
            f"{entry['expected_score']} less {unshown_marks} for the rules not shown {sorted(unshown)}"


@pytest.mark.parametrize("name", [_case(name) for name in sorted(MANIFEST) if not _one_fault(name)])
def test_dev6_blackjack_program_fails_every_rule_it_breaks_under_every_seed(name: str) -> None:
    entry = MANIFEST[name]
    for seed in SEEDS:
        grade = graded(name, seed)
        unshown = {v.rule for v in grade.unshown}
        failed = {v.rule for v in grade.verdicts if not v.passed} - unshown
        why = {v.rule: v.output[:300] for v in grade.verdicts if not v.passed}
        assert grade.version == entry["version"], (name, seed, grade.version)
        assert set(entry["expected_failures"]) <= failed, \
            f"{name}, seed {seed} ({entry['note']}): failed {sorted(failed)}, expected at least " \
            f"{entry['expected_failures']}: {why}"
        assert failed <= set(entry["expected_failures"]) | set(entry.get("arguable", [])), \
            f"{name}, seed {seed}: failed {sorted(failed)} beyond its broken rules: {why}"
        for verdict in grade.unshown:      # a rule not shown names a fault that hid it
            assert any(rule in verdict.output for rule in entry["expected_failures"]), \
                (name, seed, verdict.output[:300])
