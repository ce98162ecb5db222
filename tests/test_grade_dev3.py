"""The grader on a development corpus in dialogue styles the kit's corpora lack (issue 18, dev3).

``tests/corpus/dev3/<name>/pontoon.py`` holds sixteen pontoon programs written for this test and
for `benchmarks/heldout.py --corpus tests/corpus/dev3`, each asking its questions its own way:
``Stick? (y/n)`` where yes sticks and play again as ``Quit? (y/n)``; every question printed and
then read by a bare ``input()``, with ``Press Enter to deal.`` before every game; Italian whole
words only (``carta``/``basta``); the keys named inside a sentence (``Press t to twist, s to
stick``, ``Press p to play again or q to quit``); a name and a bet asked again on bad input; a
main menu ``1 play / 2 rules / 3 quit`` before every game; Dutch prompts written to stderr and
read with ``sys.stdin.readline``; Portuguese with ``Prima Enter`` before each of the bank's
cards is shown. ``c*`` are correct, ``f*`` the same programs with one planted fault each.
``manifest.json`` says, from the contract alone, what each must earn (``expected_failures``,
``expected_score``, ``version``); an entry with ``known`` is a program the grader still
misgrades, and says why.

Each program is graded under three master seeds: its marks must not depend on the seed.

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
CORPUS = ROOT / "tests" / "corpus" / "dev3"
MANIFEST: dict[str, dict] = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
SEEDS = (1, 2, 3)


@functools.lru_cache(maxsize=None)
def graded(name: str, seed: int):
    """The grade of one dev3 program under one master seed (graded once per run)."""
    return grade_submission(CORPUS / name, MANIFEST[name].get("graded_with_version"), seed=seed)


def _case(name: str):
    entry = MANIFEST[name]
    if "known" in entry:
        return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=entry["known"]))
    return name


def test_dev3_manifest_is_half_correct_half_one_fault_each() -> None:
    kinds = [entry["kind"] for entry in MANIFEST.values()]
    assert len(MANIFEST) >= 16 and kinds.count("correct") == kinds.count("fault"), kinds
    for name, entry in MANIFEST.items():
        assert (CORPUS / name / "pontoon.py").is_file(), name
        assert len(entry["expected_failures"]) == (entry["kind"] == "fault"), (name, entry)
        assert entry["rule"] == (entry["expected_failures"] or ["correct"])[0], (name, entry)


@pytest.mark.parametrize("name", [_case(name) for name in sorted(MANIFEST)])
def test_dev3_program_earns_what_its_manifest_says(name: str) -> None:
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
