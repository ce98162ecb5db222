"""Tests for the questions a program asks that are neither twist-or-stick nor play again.

A program with a bankroll asks ``How much do you bet?`` before each game, a friendly one asks
``What is your name?`` or says ``Press Enter to start``; the runner answers these as a player
would (a small valid number, ``Sam``, an empty line) instead of ``t``, and marks them ``other``
in the transcript so the grader's turn rules never see them.

Glossary: an *other question* is such a question (`autograder.sandbox.inside.runner.other_kind`); the
*ladder* is the list of answers tried in turn when the same other question comes again at once
(the program rejected the last one), ending in end of input; *turn* and *again* questions are
as in `autograder.pontoon.transcript`.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.sandbox.inside import runner
from autograder.pontoon.grade import grade_submission
from autograder.sandbox.child import Limits, run_child
from autograder.pontoon.transcript import split_games

FAST = Limits(wall_seconds=8.0, cpu_seconds=2.0, memory_mb=256, output_bytes=100_000)
BEGINNER = Path(__file__).parent / "corpus" / "beginners" / "c1_script_hit_stand" / "pontoon.py"

# A correct version 1 script with a name, a start key and a bankroll: the bet is asked before
# every game in a loop that rejects anything but a whole number from 1 to the chips left.
BANKROLL = '''import random

name = input("What is your name? ").strip() or "Player"
input("Press Enter to start")
print("Welcome to Pontoon, " + name + "!")
chips = 100
while True:
    print("You have", chips, "chips.")
    bet = 0
    while not 1 <= bet <= chips:
        try:
            text = input("How much do you bet? (1-" + str(chips) + ") ")
        except EOFError:
            print()
            raise SystemExit
        if text.strip().isdigit():
            bet = int(text)
        else:
            print("Please type a number.")
    dealer = random.randint(1, 10)
    while dealer < 17:
        dealer = dealer + random.randint(1, 10)
    me = random.randint(1, 10)
    while True:
        print("You have", me)
        try:
            choice = input("Twist or stick? (t/s) ").strip().lower()
        except EOFError:
            print()
            raise SystemExit
        if choice == "t":
            me = me + random.randint(1, 10)
            if me > 21:
                print("You have", me, "- bust!")
                break
        elif choice == "s":
            break
    print("Computer Value:", dealer)
    print("Player Value:", me)
    if dealer > 21 and me > 21:
        print("Draw!")
    elif dealer > 21 or (me <= 21 and me > dealer):
        print("Player wins!")
        chips = chips + bet
    elif me > 21 or dealer > me:
        print("Computer wins!")
        chips = chips - bet
    else:
        print("Draw!")
    if chips == 0:
        print("You are out of chips.")
        break
    try:
        again = input("Play again? (y/n) ").strip().lower()
    except EOFError:
        break
    if again != "y":
        break
print("Bye!")
'''


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "pontoon.py"
    path.write_text(text, encoding="utf-8")
    return path


def asks(result) -> list[tuple[str, str | None, str]]:
    """(prompt, answer, kind) of every question of a program run, in order."""
    [message] = result.of_kind("program")
    return [(e["ask"], e["answer"], e["kind"]) for e in message["transcript"] if "ask" in e]


def test_a_correct_bankroll_program_earns_full_marks(tmp_path):
    grade = grade_submission(write(tmp_path, BANKROLL), seed=5)
    assert (grade.score, grade.max_score) == (85, 85), [
        (v.rule, v.output[:300]) for v in grade.verdicts if v.score != v.max_score]


def test_bankroll_questions_are_answered_as_a_player_and_kept_out_of_the_games(tmp_path):
    """Name, Enter and the bet get ``Sam``, ``""`` and the least bet the prompt allows; the
    games read from the transcript have only twist-or-stick turns; a scripted policy's answers
    and ``eof_after`` count the turn and play-again questions only."""
    path = write(tmp_path, BANKROLL)
    result = run_child(path, {"mode": "program", "seed": 4, "games": 3,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    got = asks(result)
    assert got[:3] == [("What is your name? ", "Sam", "other"), ("Press Enter to start", "", "other"),
                       ("How much do you bet? (1-100) ", "1", "other")], got
    bets = [(p, a) for p, a, k in got[2:] if k == "other"]
    assert len(bets) == 3 and all(p.startswith("How much do you bet? (1-") and a == "1"
                                  for p, a in bets) and len(got) == 2 + 3 * 3, got
    assert "Welcome to Pontoon, Sam!" in result.stdout
    [message] = result.of_kind("program")
    games = split_games(message["transcript"], 1)
    assert len(games) == 3 and all(len(g.turn_asks) == 1 for g in games), games
    assert all(g.result(1) is not None and g.result(1).verdict for g in games), games
    assert [g.again.answer for g in games] == ["y", "y", "n"]

    scripted = run_child(path, {"mode": "program", "seed": 4, "games": 5, "eof_after": 3,
                                "policy": {"kind": "script", "answers": ["s", "y", "s"]}}, FAST)
    got = asks(scripted)
    assert [(a, k) for _, a, k in got] == [("Sam", "other"), ("", "other"), ("1", "other"),
                                           ("s", "turn"), ("y", "again"), ("1", "other"),
                                           (None, "turn")], got


def test_a_rejected_answer_climbs_the_ladder_then_input_ends(tmp_path):
    """A bet with no range gets 10 (or less when the chips named are fewer), a rejected one 1;
    a question the runner does not know gets "", then 10, then y, then end of input, so a
    program that never accepts an answer cannot loop for ever."""
    path = write(tmp_path, "bet = int(input('How many chips do you want to bet? '))\n"
                 "print('bet', bet)\n"
                 "while input('Bet (you have 5 chips): ') != '1':\n    print('No.')\n"
                 "while True:\n    input('What colour is the sky?')\n")
    result = run_child(path, {"mode": "program", "seed": 1}, FAST)
    assert asks(result) == [
        ("How many chips do you want to bet? ", "10", "other"),
        ("Bet (you have 5 chips): ", "5", "other"), ("Bet (you have 5 chips): ", "1", "other"),
        ("What colour is the sky?", "", "other"), ("What colour is the sky?", "10", "other"),
        ("What colour is the sky?", "y", "other"), ("What colour is the sky?", None, "other")]
    [message] = result.of_kind("program")
    assert "bet 10" in result.stdout and message["eof_given"]
    assert (message["exit"], message["error"]["type"]) == ("error", "EOFError")   # not caught


def test_a_stacked_run_deals_its_cards_around_the_bets(tmp_path):
    """Bets between the games do not move the stacked deck: each game deals its own list."""
    path = write(tmp_path, BANKROLL)
    stack = {"version": 1, "games": [[7, 10, 4], [9, 8, 2]]}
    result = run_child(path, {"mode": "program", "seed": 2, "games": 2, "stack": stack,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    [message] = result.of_kind("program")
    games = split_games(message["transcript"], 1)
    assert [(g.result(1).computer.value, g.result(1).player.value) for g in games] == [
        (17, 4), (17, 2)], result.stdout


TURNS = ["Twist or stick? (t/s) ", "Hit or stand? [h/s] ", "Do you want another card? (yes/no) ",
         "Another card? (yes/no) ", "t/s > ", "(t)wist or (s)tick? ", "Twist or stick? ",
         "1 to twist, 0 to stick > ", "Hit or stand? (h/s) ", "How many? Twist or stick? "]
AGAINS = ["Play again? (y/n) ", "Another game? y/n ", "Please type y or n: ", "y or n? ",
          "Do you want to play again? (yes/no) ", "Again? (y/n) "]
OTHERS = [("How much do you bet? ", "number"), ("Place your bet: ", "number"),
          ("Your wager: ", "number"), ("How many games do you want to play? ", "number"),
          ("What is your name? ", "name"), ("Enter your name: ", "name"),
          ("Press Enter to start", "enter"), ("Hit Enter to continue...", "enter"),
          ("Press Enter to deal the cards", "enter")]


@pytest.mark.parametrize("prompt", TURNS + AGAINS)
def test_turn_and_play_again_questions_are_found_as_before(prompt):
    assert runner.other_kind(prompt) is None
    assert runner.is_again_question(prompt) == (prompt in AGAINS)


@pytest.mark.parametrize("prompt, wants", OTHERS)
def test_other_questions_are_told_by_their_words(prompt, wants):
    assert runner.other_kind(prompt) == wants


def test_a_question_in_own_words_after_a_hand_is_still_a_turn(tmp_path):
    """Words the runner does not know after a hand was printed, a bare ``input()`` and a prompt
    asked before as a turn are turn questions, as they always were."""
    path = write(tmp_path, "print('Your hand: Seven Two')\na = input('Your move: ')\n"
                 "b = input()\nprint('Welcome back')\nc = input('Your move: ')\n"
                 "print('You have 7')\nd = input('What now? ')\n"
                 "print('answers', a, b, c, d)\n")
    result = run_child(path, {"mode": "program", "seed": 1,
                              "policy": {"kind": "always", "answer": "t"}}, FAST)
    assert [(a, k) for _, a, k in asks(result)] == [("t", "turn")] * 4
    assert "answers t t t t" in result.stdout
