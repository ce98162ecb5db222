"""What every development corpus's test asks of the grader (issue 18): `tests/test_grade_dev2.py`
to `tests/test_grade_dev6.py` each name a corpus and say what it holds; the checks are here.

A development corpus is ``tests/corpus/<name>/<program>/pontoon.py`` with a ``manifest.json``
saying, from the contract alone, what each program must earn: ``kind`` (``correct``, ``fault``
with one planted fault, or ``blackjack`` breaking several rules), ``expected_failures``,
``expected_score``, ``max_score``, ``version``, ``rule``, a ``note``, and optionally ``known``
(a program the grader still misgrades, and why: the test is xfail, strict) and ``arguable``
(rules the fault keeps the grader from showing).

Glossary: a rule *not shown* is one the grader's games could not show kept or broken (it earns
nothing yet and its verdict names the fault that can prevent it); only a faulted program may
have one.
"""
from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

import gradecache
from autograder.pontoon.grade import grade_submission

ROOT = Path(__file__).resolve().parent.parent
# Every program under master seed 1 in `make test` (its budget); with SEED_COUNT=N under N seeds,
# 1 and 2 and then drawn ones (`gradecache.master_seeds`; SEED_COUNT=10: benchmarks/README.md).
SEEDS = gradecache.master_seeds((1, 2), 1)


class DevCorpus:
    """One development corpus: its manifest, its gradings (each once a run) and its checks.

    ``arguable``: a faulted program's rules not shown must be among its manifest's ``arguable``
    ones (else any rule not shown is allowed beside a fault, as long as it names the fault).
    """

    def __init__(self, name: str, arguable: bool = False) -> None:
        self.folder = ROOT / "tests" / "corpus" / name
        self.manifest: dict[str, dict] = json.loads(
            (self.folder / "manifest.json").read_text(encoding="utf-8"))
        self.arguable = arguable
        self.graded = functools.lru_cache(maxsize=None)(self._grade)

    def _grade(self, name: str, seed: int):
        return grade_submission(self.folder / name, self.manifest[name].get("graded_with_version"),
                                seed=seed)

    def cases(self, blackjack: bool = False) -> list:
        """The programs to parametrize a test with: one-fault and correct ones, or the blackjack
        ones; a ``known`` misgrading is xfail (strict), with its cause."""
        out = []
        for name in sorted(self.manifest):
            entry = self.manifest[name]
            if (entry["kind"] == "blackjack") != blackjack:
                continue
            marks = [pytest.mark.xfail(strict=True, reason=entry["known"])] if "known" in entry else []
            out.append(pytest.param(name, marks=marks, id=name))
        return out

    def check_manifest(self, at_least: int) -> None:
        """Half correct, half one fault each (blackjack programs aside), every program present."""
        kinds = [entry["kind"] for entry in self.manifest.values()]
        assert len(self.manifest) >= at_least and kinds.count("correct") == kinds.count("fault"), kinds
        for name, entry in self.manifest.items():
            assert (self.folder / name / "pontoon.py").is_file(), name
            if entry["kind"] == "blackjack":
                assert len(entry["expected_failures"]) > 1, (name, entry)
                continue
            assert len(entry["expected_failures"]) == (entry["kind"] == "fault"), (name, entry)
            assert entry["rule"] == (entry["expected_failures"] or ["correct"])[0], (name, entry)

    def _seen(self, name: str, seed: int):
        grade = self.graded(name, seed)
        entry = self.manifest[name]
        unshown = {v.rule for v in grade.unshown}
        failed = {v.rule for v in grade.verdicts if not v.passed} - unshown
        why = {v.rule: v.output[:300] for v in grade.verdicts if not v.passed}
        assert grade.version == entry["version"], \
            f"{name}, seed {seed}: graded as version {grade.version}, not {entry['version']}"
        for verdict in grade.unshown:      # a rule not shown names the fault that hid it
            assert any(rule in verdict.output for rule in entry["expected_failures"]), \
                (name, seed, verdict.output[:300])
        return grade, failed, unshown, why

    def check_program(self, name: str) -> None:
        """A correct or one-fault program earns exactly its manifest under every seed: its
        fault's rule fails (with version 4's format marks when that is no-duplicates), nothing
        else, and a rule not shown costs its marks."""
        entry = self.manifest[name]
        expected = set(entry["expected_failures"])
        if "no-duplicates" in expected:     # version 4's format marks go with no-duplicates
            expected.add("format")
        for seed in SEEDS:
            grade, failed, unshown, why = self._seen(name, seed)
            assert failed == expected, \
                f"{name}, seed {seed} ({entry['note']}): failed {sorted(failed)}, expected " \
                f"{entry['expected_failures']}: {why}"
            assert not unshown or entry["kind"] == "fault", \
                f"{name}, seed {seed}: a correct program with rules not shown: {why}"
            if self.arguable:
                assert unshown <= set(entry.get("arguable", [])), \
                    f"{name}, seed {seed}: rules not shown beyond the manifest's arguable ones: {why}"
            unshown_marks = sum(v.max_score for v in grade.unshown)
            assert (grade.score, grade.max_score) == (entry["expected_score"] - unshown_marks,
                                                      entry["max_score"]), \
                f"{name}, seed {seed}: scored {grade.score}/{grade.max_score}, expected " \
                f"{entry['expected_score']} less {unshown_marks} for the rules not shown {sorted(unshown)}"

    def check_blackjack(self, name: str) -> None:
        """A blackjack program fails every rule it breaks under every seed, and no other rule
        but its arguable ones."""
        entry = self.manifest[name]
        for seed in SEEDS:
            _, failed, _, why = self._seen(name, seed)
            assert set(entry["expected_failures"]) <= failed, \
                f"{name}, seed {seed} ({entry['note']}): failed {sorted(failed)}, expected at least " \
                f"{entry['expected_failures']}: {why}"
            assert failed <= set(entry["expected_failures"]) | set(entry.get("arguable", [])), \
                f"{name}, seed {seed}: failed {sorted(failed)} beyond its broken rules: {why}"
