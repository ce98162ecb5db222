"""Version 4's deck: a fresh shuffled deck every game, seen by experiment whatever the seed.

Glossary: a deck is *fresh* for a game when the program laid out (shuffled or sampled) a new
52-card deck for it; a deck *kept* across games deals a game from the rest of an earlier one.
The runner lays each stacked game's cards into the deck the program shuffles, so it sees how
many decks a run laid out; a game dealt when fewer decks had been laid out than games begun was
dealt from an earlier deck, and fails `no-duplicates` (`programs.check_fresh_deck`), under every
master seed, not only when a deck ran out in the middle of a game. The repeat experiment
(`cardstats.deck_by_repeat`) tells such a program's deck from fresh draws too: a card laid on
top of its one shuffled deck, and a whole game dealt after it, is a deck (version 4), even when
the program deals by an index of its own and never takes a card from the list.

Every program is the kit's version 4 model answer with its main loop changed, graded under two
fixed master seeds (nothing depends on luck).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.pontoon.grade import grade_submission

ROOT = Path(__file__).resolve().parents[1]
MODEL = (ROOT / "versions" / "v4" / "pontoon.py").read_text(encoding="utf-8")
LOOP = """        while True:
            deck = shuffled_deck(rng)
            play_game(deck.pop, ask, show)
"""

LOOPS = {
    # the model's own loop: a new deck every game
    "fresh": LOOP,
    # a new deck shuffled for the next game before the play-again question: still one a game
    "shuffled before again": """        deck = shuffled_deck(rng)
        while True:
            play_game(deck.pop, ask, show)
            deck = shuffled_deck(rng)
""",
    # one deck for every game, a new one only when it runs low
    "kept, popped": """        deck = shuffled_deck(rng)
        while True:
            if len(deck) < 12:
                deck = shuffled_deck(rng)
            play_game(deck.pop, ask, show)
""",
    # one deck for every game, dealt by an index, shuffled again when the index reaches 52
    "kept, by index": """        deck = shuffled_deck(rng)
        top = [0]

        def deal():
            if top[0] == 52:
                rng.shuffle(deck)
                top[0] = 0
            top[0] += 1
            return deck[top[0] - 1]
        while True:
            play_game(deal, ask, show)
""",
}
KEPT = {"kept, popped", "kept, by index"}
SEEDS = (1, 2, 389263332)    # the third: a seed under which the kept deck never ran out mid-game


def program(tmp_path: Path, loop: str, declared: bool = True) -> Path:
    text = MODEL.replace(LOOP, LOOPS[loop])
    assert text != MODEL or loop == "fresh"
    if not declared:
        text = text.replace("VERSION = 4\n", "")
        assert "VERSION = 4" not in text
    folder = tmp_path / loop.replace(" ", "_").replace(",", "")
    folder.mkdir()
    (folder / "pontoon.py").write_text(text, encoding="utf-8")
    return folder


@pytest.mark.parametrize("loop", sorted(LOOPS))
@pytest.mark.parametrize("seed", SEEDS)
def test_a_deck_kept_across_games_fails_no_duplicates_alone(tmp_path: Path, loop: str,
                                                              seed: int) -> None:
    grade = grade_submission(program(tmp_path, loop), 4, seed=seed)
    failed = {v.rule for v in grade.verdicts if not v.passed}
    assert failed == ({"no-duplicates", "format"} if loop in KEPT else set()), \
        [(v.rule, v.output[:300]) for v in grade.verdicts if not v.passed]
    if loop in KEPT:
        said = next(v.output for v in grade.verdicts if v.rule == "no-duplicates")
        assert "[no-duplicates]" in said


@pytest.mark.parametrize("seed", SEEDS)
def test_the_fresh_deck_check_names_the_decks_it_counted(tmp_path: Path, seed: int) -> None:
    grade = grade_submission(program(tmp_path, "kept, popped"), 4, seed=seed)
    said = next(v.output for v in grade.verdicts if v.rule == "no-duplicates")
    assert "freshly shuffled 52-card deck" in said and "earlier game's deck" in said and "laid out 1 shuffled deck" in said, said


@pytest.mark.parametrize("loop", ["fresh", "kept, by index"])
@pytest.mark.parametrize("seed", SEEDS)
def test_a_deck_dealt_by_an_index_is_told_a_deck_by_the_repeat_experiment(
        tmp_path: Path, loop: str, seed: int) -> None:
    grade = grade_submission(program(tmp_path, loop, declared=False), None, seed=seed)
    assert (grade.version, grade.version_source) == (4, "detected"), grade.problems


def test_the_fresh_deck_check_knows_how_many_decks_the_runner_lists() -> None:
    """`check_fresh_deck` judges nothing once the runner has stopped listing decks: its count
    must be the runner's (the runner is bundled apart, so the number is written twice)."""
    from autograder.pontoon import programs
    from autograder.sandbox.inside import stack
    assert programs.STACKED_KEPT == stack.MAX_STACKED
