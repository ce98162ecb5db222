"""The grader on a development corpus in OUTPUT styles new to the kit (issue 18, dev4).

``tests/corpus/dev4/<name>/pontoon.py`` holds twenty-eight pontoon programs written for this test and
for `benchmarks/heldout.py --corpus tests/corpus/dev4`, each showing cards, hands, totals and
results its own way: the dealer called Maggie with every hand a sum ``10 + 4 + 3 = 17`` and a
point to the winner; a status line ``\\rYou 15 | Dealer ?`` and the whole game in one line with
no win or lose words (``your 20 beats the dealer's 18``); hands drawn as ASCII-art cards side by
side; each card's value in brackets with chips and a score table; playing-card glyphs with the
total in words and a trophy for the result; cards named in French, German and Spanish (a deck
of the program's own rank names: the grader deals its cards by their places, and learns which
line names them by experiment); the state as JSON; cards as the integers 0..51 with every
result printed at the very end. ``c*`` are correct, ``f*`` the same
programs with one planted fault each. ``manifest.json`` says, from the contract alone, what each
must earn (``expected_failures``, ``expected_score``, ``version``); an entry with ``known`` is a
program the grader still misgrades, and says why; ``arguable`` rules are ones the fault keeps
the grader from showing (not shown, naming the fault).

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
# grading tests measure, and coverage's tracer makes a grading three times as dear. Slow: 48
# gradings.
pytestmark = [pytest.mark.no_cover, pytest.mark.slow]

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus" / "dev4"
MANIFEST: dict[str, dict] = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
SEEDS = (1, 2, 3)


@functools.lru_cache(maxsize=None)
def graded(name: str, seed: int):
    """The grade of one dev4 program under one master seed (graded once per run)."""
    return grade_submission(CORPUS / name, MANIFEST[name].get("graded_with_version"), seed=seed)


def _case(name: str):
    entry = MANIFEST[name]
    if "known" in entry:
        return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=entry["known"]))
    return name


def test_dev4_manifest_is_half_correct_half_one_fault_each() -> None:
    kinds = [entry["kind"] for entry in MANIFEST.values()]
    assert len(MANIFEST) >= 16 and kinds.count("correct") == kinds.count("fault"), kinds
    assert {entry["version"] for entry in MANIFEST.values()} == {1, 2, 3, 4}
    for name, entry in MANIFEST.items():
        assert (CORPUS / name / "pontoon.py").is_file(), name
        assert len(entry["expected_failures"]) == (entry["kind"] == "fault"), (name, entry)
        assert entry["rule"] == (entry["expected_failures"] or ["correct"])[0], (name, entry)


@pytest.mark.parametrize("name", [_case(name) for name in sorted(MANIFEST)])
def test_dev4_program_earns_what_its_manifest_says(name: str) -> None:
    entry = MANIFEST[name]
    arguable = set(entry.get("arguable", []))
    for seed in SEEDS:
        grade = graded(name, seed)
        unshown = {v.rule for v in grade.unshown}
        failed = {v.rule for v in grade.verdicts if not v.passed} - unshown
        why = {v.rule: v.output[:300] for v in grade.verdicts if not v.passed}
        assert grade.version == entry["version"], \
            f"{name}, seed {seed}: graded as version {grade.version}, not {entry['version']}"
        expected = set(entry["expected_failures"])
        if "no-duplicates" in expected:     # version 4's format marks go with no-duplicates
            expected.add("format")
        assert failed == expected, \
            f"{name}, seed {seed} ({entry['note']}): failed {sorted(failed)}, expected " \
            f"{entry['expected_failures']}: {why}"
        assert not unshown or entry["kind"] == "fault", \
            f"{name}, seed {seed}: a correct program with rules not shown: {why}"
        assert unshown <= arguable, \
            f"{name}, seed {seed}: rules not shown beyond the manifest's arguable ones: {why}"
        for verdict in grade.unshown:      # a rule not shown names the fault that hid it
            assert any(rule in verdict.output for rule in entry["expected_failures"]), \
                (name, seed, verdict.output[:300])
        unshown_marks = sum(v.max_score for v in grade.unshown)
        assert (grade.score, grade.max_score) == (entry["expected_score"] - unshown_marks,
                                                  entry["max_score"]), \
            f"{name}, seed {seed}: scored {grade.score}/{grade.max_score}, expected " \
            f"{entry['expected_score']} less {unshown_marks} for the rules not shown {sorted(unshown)}"
