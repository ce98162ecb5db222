"""The judge on the sample submissions: each one earns exactly the verdicts listed here.

Every faulty submission breaks one rule of the pontoon contract and must lose that rule's marks
and no others; most are mutants of a model answer (``mutations.py``, shared with the self-checks'
tests), written to a temporary folder. Correct entries in every style (contract functions, a
class, a plain script) earn every mark; the hostile entries (owned by the sandbox's tests) are
graded without an exception.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.pontoon.grade import grade_submission
from autograder.sandbox.child import Limits
from mutations import MUTATIONS

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus" / "pontoon"
HOSTILE = ROOT / "tests" / "corpus" / "hostile"

# name -> (version, the rules that fail, score); a name is a mutation or a folder of the corpus
EXPECTED: dict[str, tuple[int, set[str], int]] = {
    "class_v2": (2, set(), 90),
    "script_v1": (1, set(), 85),
    "script_v2": (2, set(), 90),
    "script_v3": (3, set(), 95),
    "two_card_start": (2, {"one-card-start"}, 85),
    "ace_eleven": (3, {"ace-counts-one"}, 89),
    # issue 18: a made-up computer value deals no card, so no game shows its turn first: not
    # shown (no marks), its verdict naming computer-draws; one value alike in two runs of one
    # seed is no evidence (a player-first computer's is, one game in six or so)
    "made_up_score": (1, {"computer-draws", "computer-first"}, 72),
    "computer_sticks_late": (1, {"computer-draws"}, 77),
    "computer_shows_early": (3, {"computer-secret"}, 89),
    "player_first": (2, {"computer-first"}, 85),
    "skips_player_when_computer_bust": (2, {"player-turn-always"}, 84),
    "crashes_on_bad_answer": (1, {"player-choice"}, 77),
    "asks_after_bust": (2, {"player-stops-at-bust"}, 84),
    "both_bust_computer_wins": (3, {"bust-draw"}, 89),
    "tie_computer_wins": (1, {"tie-draw"}, 80),
    "lower_wins": (2, {"higher-wins"}, 84),
    "no_play_again": (3, {"play-again"}, 89),
    "eof_traceback": (2, {"play-again"}, 84),
    "v4_duplicates": (4, {"no-duplicates", "format"}, 85),
    "wrong_format": (3, {"format"}, 85),
    "faces_count_rank": (2, {"card-values"}, 84),
    "player_bust_not_checked": (1, {"one-bust"}, 79),
}
# name -> (version, the rules that pass, score): programs that earn only some marks
PARTIAL: dict[str, tuple[int, set[str], int]] = {
    # prints a fixed result block every game: its outcomes do not depend on the cards, so it
    # earns nothing (issue 11: a program that prints fixed text earns nothing)
    "fake_results": (1, set(), 0),
}
ALL_GAME_RULES = {"card-values", "ace-counts-one", "one-card-start", "computer-first",
                  "computer-draws", "computer-secret", "player-turn-always", "player-choice",
                  "player-stops-at-bust", "bust-draw", "one-bust", "tie-draw", "higher-wins",
                  "play-again", "format"}


def submission(name: str, tmp_path: Path) -> Path:
    """The folder of a sample submission: a mutant written to tmp_path, or a corpus entry."""
    return MUTATIONS[name].write(tmp_path) if name in MUTATIONS else CORPUS / name


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_grade_corpus_entry(name: str, tmp_path: Path) -> None:
    version, failing, score = EXPECTED[name]
    grade = grade_submission(submission(name, tmp_path))
    failed = {v.rule for v in grade.verdicts if not v.passed}
    assert grade.version == version, f"{name}: graded as version {grade.version}, not {version}"
    assert failed == failing, f"{name}: failed {sorted(failed)}, expected {sorted(failing)}"
    assert grade.score == score, f"{name}: scored {grade.score}, expected {score}"
    for verdict in grade.verdicts:
        if not verdict.passed:
            assert f"[{verdict.rule}]" in verdict.output, verdict.output


@pytest.mark.parametrize("name", sorted(PARTIAL))
def test_grade_corpus_partial_entry(name: str, tmp_path: Path) -> None:
    version, passing, score = PARTIAL[name]
    grade = grade_submission(submission(name, tmp_path))
    passed = {v.rule for v in grade.verdicts if v.passed}
    assert (grade.version, passed, grade.score) == (version, passing, score), \
        [v.output[:200] for v in grade.verdicts if not v.passed]


def test_grade_corpus_covers_every_rule() -> None:
    broken = set().union(*(failing for _, failing, _ in EXPECTED.values()))
    assert broken == ALL_GAME_RULES | {"no-duplicates"}


def test_grade_corpus_mutants_break_the_rule_they_name() -> None:
    """A mutant in the table is graded as its model answer's version and fails its own rule."""
    for name, (version, failing, _) in EXPECTED.items():
        if name not in MUTATIONS:
            assert (CORPUS / name / "pontoon.py").exists(), f"{name}: not a mutation, not in corpus"
        else:
            mutation = MUTATIONS[name]
            assert mutation.version == version and mutation.rule in failing, mutation


@pytest.mark.parametrize("version", [1, 4])
def test_grade_corpus_stub_scores_nothing(version: int) -> None:
    grade = grade_submission(CORPUS / f"stub_v{version}")
    assert (grade.score, grade.max_score) == (0, 80 + 5 * version)
    assert any("NotImplementedError" in p for p in grade.problems), grade.problems


def test_grade_corpus_ignoring_draw_is_judged_from_the_program(tmp_path: Path) -> None:
    grade = grade_submission(MUTATIONS["ignores_draw"].write(tmp_path))
    assert grade.score == 85, [v.output[:200] for v in grade.verdicts if not v.passed]
    assert any(p.startswith("computer_turn does not deal with its `draw`") for p in grade.problems)


def test_grade_corpus_imports_reference_is_a_problem(tmp_path: Path) -> None:
    grade = grade_submission(MUTATIONS["imports_reference"].write(tmp_path))
    assert grade.score == 0
    assert any("kit's own code" in p for p in grade.problems), grade.problems


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_grade_versions_solution_earns_every_mark(version: int) -> None:
    path = ROOT / "versions" / f"v{version}" / "pontoon.py"
    assert path.exists(), f"versions/v{version}/pontoon.py is missing: the solution must exist"
    grade = grade_submission(path)
    lost = [(v.rule, v.output[:300]) for v in grade.verdicts if not v.passed]
    assert (grade.version, grade.version_source) == (version, "VERSION")
    assert grade.score == grade.max_score == 80 + 5 * version, lost
    assert grade.problems == []


def test_grade_same_submission_twice_is_the_same_grade(tmp_path: Path) -> None:
    """One master seed, one grade; a fresh seed each time (no --seed) still fails the same rules."""
    path = MUTATIONS["ace_eleven"].write(tmp_path)
    first = grade_submission(path, seed=42)
    second = grade_submission(path, seed=42)
    assert first.seeds == second.seeds and first.seeds[0] == 42
    assert [(v.rule, v.score, v.output) for v in first.verdicts] == \
        [(v.rule, v.score, v.output) for v in second.verdicts]
    third = grade_submission(path)
    assert third.seeds[0] != 42 or third.seeds == first.seeds
    assert {v.rule for v in third.verdicts if not v.passed} == \
        {v.rule for v in first.verdicts if not v.passed}


def test_grade_version_flag_overrides_declared_version() -> None:
    grade = grade_submission(CORPUS / "script_v1", version=1)
    assert (grade.version, grade.version_source, grade.score) == (1, "--version", 85)


def test_grade_plain_script_version_is_detected() -> None:
    grade = grade_submission(CORPUS / "script_v3")
    assert (grade.version, grade.version_source) == (3, "detected")


def test_grade_missing_submission_is_a_problem_not_an_exception(tmp_path: Path) -> None:
    grade = grade_submission(tmp_path / "nobody")
    assert grade.score == 0 and grade.problems


HOSTILE_PROBLEM = {          # entry -> words one of its problems must contain
    "alloc_4g": "memory", "exit_import": "ended the whole process", "flood": "printed more than",
    "flood_raw": "printed more than", "import_loop": "stopped after", "os_exit": "ended",
    "sleeper": "stopped after", "syntax_error": "SyntaxError", "computer_loop": "stopped after",
    "writes_files": "wrote files",
}


@pytest.mark.parametrize("name", sorted(p.name for p in HOSTILE.iterdir()) if HOSTILE.exists() else [])
def test_grade_hostile_entry_is_graded(name: str) -> None:
    grade = grade_submission(HOSTILE / name, limits=Limits(wall_seconds=2, cpu_seconds=2))
    assert len(grade.verdicts) == 15 and grade.max_score == 85
    if name in HOSTILE_PROBLEM:
        assert any(HOSTILE_PROBLEM[name] in p for p in grade.problems), grade.problems
        assert grade.score < 85
    if name in ("good", "no_main_guard"):
        assert grade.score == 85, [v.output for v in grade.verdicts if not v.passed]
    if name == "forger":
        assert grade.score == 0
