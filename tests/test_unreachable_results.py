"""Results a program's own fault makes impossible: the rules about them cost no marks beside it.

Glossary: a result is *unreachable* for a program when no game it can play ends that way,
because of a fault already charged to another rule: a computer that never goes bust (no game
has both sides bust, or a computer bust before the player's turn), a computer that always goes
bust (no game has neither side bust), a turn skipped once the computer is bust (the player
never goes bust beside it), the player's turn dealt before the computer's (the computer is
never bust before it). The grader shows a result unreachable by experiment, from every game's
values and the games it dealt to reach that result (`autograder.pontoon.programs.fixed_bust`,
`skipped_turn_no_bust`, `turn_after_any_bust`), as it does for a STICK_AT of 12; a rule whose
result is unreachable is kept, so one fault costs one rule (issue 18). A second fault that the
reachable games show still fails its own rule.

Every program here is one plain version 1 script with one line or two changed, graded with a
fixed master seed (nothing depends on luck).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.pontoon.grade import grade_submission

SCRIPT = '''import random, sys


def ask(question):
    try:
        return input(question)
    except EOFError:
        sys.exit()


def total(hand):
    return sum(hand)


while True:
    comp = [random.randint(1, 10)]
    while total(comp) < 17:
        comp.append(random.randint(1, 10))
    me = [random.randint(1, 10)]
    while total(me) <= 21:
        print("You hold", total(me))
        a = ask("t or s? ").strip().lower()
        if a == "t":
            me.append(random.randint(1, 10))
        elif a == "s":
            break
    c, p = total(comp), total(me)
    print("Computer:", c)
    print("You:", p)
    if c > 21 and p > 21:
        print("Nobody wins")
    elif c > 21:
        print("You win")
    elif p > 21:
        print("Computer wins")
    elif p > c:
        print("You win")
    elif c > p:
        print("Computer wins")
    else:
        print("Nobody wins")
    if ask("Again? (y/n) ").strip().lower() != "y":
        break
'''
DRAWS = "    while total(comp) < 17:\n        comp.append(random.randint(1, 10))\n"
TURN = "    me = [random.randint(1, 10)]\n    while total(me) <= 21:\n"
SKIP = "    me = [random.randint(1, 10)]\n    while total(me) <= 21 and total(comp) <= 21:\n"
BOTH_BUST = '    if c > 21 and p > 21:\n        print("Nobody wins")\n    elif c > 21:'

# name -> (edits to SCRIPT, the rules that must fail; every other rule must pass, none unshown)
PROGRAMS: dict[str, tuple[tuple[tuple[str, str], ...], set[str]]] = {
    "correct": ((), set()),
    # the computer takes one more card at most: never over 21
    "computer_twists_once": (((DRAWS, DRAWS.replace("while", "if")),), {"computer-draws"}),
    # the computer looks at the next card and stops before it would go over 21
    "computer_peeks": (((DRAWS, "    while total(comp) < 17:\n        n = random.randint(1, 10)\n"
                               "        if total(comp) + n > 21:\n            break\n"
                               "        comp.append(n)\n"),), {"computer-draws"}),
    # the computer draws while it is not over 21: always bust
    "computer_always_bust": (((DRAWS, DRAWS.replace("< 17", "<= 21")),), {"computer-draws"}),
    # no turn once the computer is bust: the player never goes bust beside it
    "no_turn_after_bust": (((TURN, SKIP),), {"player-turn-always"}),
    # the player's whole turn first, the computer's after it
    "player_first": (((DRAWS, ""), ("    c, p =", DRAWS + "    c, p =")), {"computer-first"}),
    # two faults: the computer never stops below 22, and both bust is the computer's win; the
    # second is seen in games the first leaves possible
    "always_bust_and_both_bust_to_computer": (
        ((DRAWS, DRAWS.replace("< 17", "<= 21")), (BOTH_BUST, "    if c > 21:")),
        {"computer-draws", "bust-draw"}),
    # two faults: the computer draws by its last card, not its total, and there is no turn once
    # it is bust; the computer still goes bust in some games, which show the second fault
    "last_card_and_no_turn_after_bust": (
        ((DRAWS, "    while comp[-1] < 7:\n        comp.append(random.randint(1, 10))\n"),
         (TURN, SKIP)), {"computer-draws", "player-turn-always"}),
}


def source(edits: tuple[tuple[str, str], ...]) -> str:
    """SCRIPT with each edit made; each old text must be there exactly once."""
    text = SCRIPT
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_a_result_the_fault_makes_impossible_costs_no_rule(name: str, tmp_path: Path) -> None:
    edits, failing = PROGRAMS[name]
    path = tmp_path / "pontoon.py"
    path.write_text(source(edits), encoding="utf-8")
    grade = grade_submission(path, 1, seed=3)
    why = {v.rule: v.output[:300] for v in grade.verdicts if not v.passed}
    assert {v.rule for v in grade.verdicts if not v.passed} == failing, why
    assert not grade.unshown, why
    assert all(not v.unshown for v in grade.verdicts if v.rule in failing)


def test_the_kept_verdict_says_what_the_experiment_showed(tmp_path: Path) -> None:
    """A rule kept because its result cannot happen says why, in game terms: how many games
    were read, and the games dealt to reach that result."""
    path = tmp_path / "pontoon.py"
    path.write_text(source(PROGRAMS["computer_twists_once"][0]), encoding="utf-8")
    verdicts = {v.rule: v for v in grade_submission(path, 1, seed=3).verdicts}
    both = verdicts["bust-draw"].output
    assert "the computer went bust in none of the" in both and "so both can never be bust" in both
    assert "dealt to make it go bust" in both
    assert "the player was asked in every game" in verdicts["player-turn-always"].output
