"""Tests for the runner's dialogue by effect: a program is played in its own words, whatever
they are, because each answer is tried by replaying the game up to the question.

Glossary: a *candidate* is an answer tried on a question (`answer_candidates`: what the prompt
puts in brackets or quotes, the words it offers, the numbers it names, an empty line, then the
usual pairs); an *effect* is what followed it in a replay (``card``, ``end-turn``, ``refused``,
``new-game``, ``end``, ``other``); a *form* is a question with its numbers masked, learnt once.

Every program below is a correct little game asking in a style the kit's corpus lacks; the
runner must twist with the program's twist answer, stick with its stick answer and play again
with its yes, having learnt them by their effect alone.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.sandbox.child import Limits, run_child
from autograder.sandbox.inside import runner

FAST = Limits(wall_seconds=10.0, cpu_seconds=4.0, memory_mb=256, output_bytes=200_000)

GAME = '''import random, time
{before}
while True:
    {each_game}
    dealer = random.randint(1, 10)
    me = random.randint(1, 10) + random.randint(1, 10)
    while me <= 21:
        print("{hand}", me)
        answer = ask_turn()
        if answer == {twist!r}:
            me = me + random.randint(1, 10)
        elif answer == {stick!r}:
            break
        else:
            print("?")
    while dealer < 16 and me <= 21:
        time.sleep(1)
        dealer = dealer + random.randint(1, 10)
    print("{result}", me, dealer)
    if input({again!r}).strip().lower() != {yes!r}:
        break
'''

# name: (before the games, at each game, ask_turn body, twist, stick, again prompt, yes)
STYLES = {
    "french-o-n": ("", "pass", 'return input("Tirer ou rester ? (o/n) ").strip().lower()',
                   "o", "n", "Rejouer ? (o/n) ", "o"),
    "draw-pass-d-p": ("", "pass", 'return input("Draw or pass? (d/p) ").strip()', "d", "p",
                      "Again? [y/n] ", "y"),
    "more-enough": ("", "pass", 'return input("more or enough? ").strip()', "more", "enough",
                    "New round? (yes/no) ", "yes"),
    "enter-to-twist": ("", "pass",
                       'return input("Press Enter for a card, or s to stick: ").strip()',
                       "", "s", "Play again? (y/n) ", "y"),
    "menu-1-2": ("", "pass", 'print("1) Hit")\n    print("2) Stand")\n'
                 '    return input("> ").strip()', "1", "2", "Play again? (y/n) ", "y"),
    "type-y-for-yes": ("", "pass", 'return input("Another card? Type \'y\' for yes, '
                       '\'n\' for no: ").strip()', "y", "n", "Go again? (y/n) ", "y"),
    "type-1-for-hit": ("", "pass", 'return input("Type 1 for Hit or 2 for Stand: ").strip()',
                       "1", "2", "Play again? (y/n) ", "y"),
    "bet-each-game": ("chips = 100", 'bet = 0\n    while not 1 <= bet <= chips:\n'
                      '        text = input("Your bet (1-" + str(chips) + "): ")\n'
                      '        bet = int(text) if text.isdigit() else 0',
                      'return input("Twist or stick? (t/s) ").strip()', "t", "s",
                      "Play again? (y/n) ", "y"),
    # the question's words change with the cards (the card last drawn, after the question or
    # inside it): known as one question by where the program asks it, not by its words
    "card-named-after": ('WORDS = ("ace", "deuce", "trey", "four", "five", "six", "seven")', "pass",
                         'return input("(p)ass or (d)raw? [last card: " + WORDS[me % 7] + "] ").strip()',
                         "d", "p", "Again? [y/n] ", "y"),
    "card-named-inside": ('WORDS = ("ace", "deuce", "trey", "four", "five", "six", "seven")', "pass",
                          'return input("Stick (you hold " + WORDS[me % 7] + ") or twist? ").strip()',
                          "twist", "stick", "Play again? (y/n) ", "y"),
    "name-first": ('name = ""\nwhile not name:\n    name = input("What is your name? ").strip()',
                   "pass", 'return input(name + ", hit or stand? ").strip().lower()', "hit",
                   "stand", "Play again? (y/n) ", "y"),
}


def write(tmp_path: Path, style: str) -> Path:
    before, each_game, body, twist, stick, again, yes = STYLES[style]
    source = f"def ask_turn():\n    {body}\n\n\n" + GAME.format(
        before=before, each_game=each_game, hand="Hand:", twist=twist, stick=stick,
        result="Result:", again=again, yes=yes)
    path = tmp_path / style / "pontoon.py"
    path.parent.mkdir()
    path.write_text(source, encoding="utf-8")
    return path


def program(result) -> dict:
    [message] = result.of_kind("program")
    return message


@pytest.mark.parametrize("style", sorted(STYLES))
def test_a_program_in_its_own_words_is_played_by_effect(tmp_path, style):
    """Twist below 15 for three games: every turn answer is the program's own twist or stick
    word, each twist gets a card and each stick ends the turn, and ``y`` plays again."""
    _, _, _, twist, stick, _, yes = STYLES[style]
    result = run_child(write(tmp_path, style), {
        "mode": "program", "seed": 7, "games": 3,
        "policy": {"kind": "below", "threshold": 15}}, FAST)
    message = program(result)
    asks = [e for e in message["transcript"] if "ask" in e]
    turns = [e for e in asks if e["kind"] == "turn"]
    agains = [e for e in asks if e["kind"] == "again"]
    assert turns and all(e["answer"] == {"t": twist, "s": stick}[e["means"]] for e in turns), asks
    assert all(e["effect"] == "card" for e in turns if e["means"] == "t" and
               e.get("effect") != "end-turn"), asks          # a twist that busts ends the turn
    assert any(e["means"] == "t" for e in turns) and any(e["means"] == "s" for e in turns), asks
    assert [e["means"] for e in agains] == ["y", "y", "n"], asks
    assert all(e["answer"] == yes for e in agains[:2]), agains
    assert message["exit"] == "returned" and not message["eof_given"], message["exit"]
    assert result.stdout.count("Result:") == 3, result.stdout


@pytest.mark.parametrize("style", ["card-named-after", "card-named-inside"])
def test_a_question_whose_words_change_with_the_cards_is_one_question(tmp_path, style):
    """A turn question that names the card last drawn (after the question, or inside it) is
    the same question after a twist, known by where the program asks it: every twist but a
    game's last turn answer (which may bust) is seen giving a card."""
    result = run_child(write(tmp_path, style), {
        "mode": "program", "seed": 7, "games": 3,
        "policy": {"kind": "below", "threshold": 15}}, FAST)
    games, game = [], []
    for entry in (e for e in program(result)["transcript"] if "ask" in e):
        if entry["kind"] == "again":
            games.append(game)
            game = []
        elif entry["kind"] == "turn":
            game.append(entry)
    twists = [e for game in games for e in game[:-1] if e["means"] == "t"]
    assert len(games) == 3 and twists, games
    assert all(e["effect"] == "card" for e in twists), games


ENTER_TWISTS = '''import random
while True:
    me = random.randint(1, 10)
    while me <= 21:
        print("Hand:", me)
        answer = input("Card? [Y/n] ").strip().lower()
        if answer in ("", "y"):
            me = me + random.randint(1, 10)
        elif answer == "n":
            break
        else:
            print("Press Enter for a card, or n to stop.")
    print("Result:", me)
    if input("Again? (y/n) ").strip().lower() != "y":
        break
'''


def test_an_unknown_answer_the_program_takes_as_its_own_is_not_sent(tmp_path):
    """A run sending unknown answers (`x`, an empty line) before each real one sends only
    answers the experiments saw the program refuse: an empty line that twists (``Card? [Y/n]``,
    Enter for yes) is the program's own answer, and an answer no program takes goes instead."""
    path = tmp_path / "enter" / "pontoon.py"
    path.parent.mkdir()
    path.write_text(ENTER_TWISTS, encoding="utf-8")
    result = run_child(path, {"mode": "program", "seed": 7, "games": 3,
                              "policy": {"kind": "bad-then", "bad": ["x", ""],
                                         "then": {"kind": "below", "threshold": 15}}}, FAST)
    turns = [e for e in program(result)["transcript"] if "ask" in e and e["kind"] == "turn"]
    unknown = [e for e in turns if e["means"] is None]
    assert unknown and all(e["effect"] == "refused" for e in unknown), turns
    assert "" not in {e["answer"] for e in unknown} and "x" in {e["answer"] for e in unknown}, turns


def test_a_question_first_met_says_what_was_tried(tmp_path):
    """The first entry of a form lists the answers tried and their effects; a form whose
    effects left no doubt is not tried again (a twist that busts leaves doubt: no card)."""
    result = run_child(write(tmp_path, "draw-pass-d-p"), {
        "mode": "program", "seed": 7, "games": 3,
        "policy": {"kind": "below", "threshold": 15}}, FAST)
    asks = [e for e in program(result)["transcript"] if "ask" in e]
    turns = [e for e in asks if e["kind"] == "turn"]
    assert "tried" in turns[0], turns[0]
    sure = [e for e in turns if {"answer": "d", "effect": "card"} in e.get("tried", [])]
    assert len(sure) == 1, turns
    assert any(t["effect"] in ("end-turn", "new-game", "end") for t in sure[0]["tried"]), sure
    assert not any("tried" in e for e in turns[turns.index(sure[0]) + 1:]), turns


def test_a_first_question_nothing_answers_is_named_with_the_answers_tried(tmp_path):
    """A program that accepts no answer the runner can find ends at end of input, and the
    message says which question that was and what was tried on it."""
    path = tmp_path / "pontoon.py"
    path.write_text("while input('Your move, (a)ttack or (f)lee? ') != 'xyzzy':\n"
                    "    print('What?')\n")
    message = program(run_child(path, {"mode": "program", "seed": 1}, FAST))
    stuck = message["unanswered"]
    assert stuck["question"] == "Your move, (a)ttack or (f)lee? ", stuck
    assert [t["answer"] for t in stuck["tried"]][:2] == ["a", "f"], stuck
    assert {t["effect"] for t in stuck["tried"]} == {"refused"}, stuck
    assert message["eof_given"], message


def test_sleeping_costs_no_wall_time_and_the_clock_moves_on(tmp_path):
    """``time.sleep`` returns at once; ``time.time`` moves on by the time slept."""
    path = tmp_path / "pontoon.py"
    path.write_text("import time\nt = time.time()\ntime.sleep(30)\n"
                    "print('slept', round(time.time() - t))\n")
    result = run_child(path, {"mode": "program", "seed": 1}, FAST)
    assert result.stdout == "slept 30\n", result.stdout
    assert result.elapsed < 5, result.elapsed


@pytest.mark.parametrize("prompt, before, first", [
    ("Hit or stand? [h/s] ", "", ["h", "s"]),
    ("Voulez-vous tirer ou rester ? ", "", ["tirer", "rester"]),
    ("Type 'y' for yes: ", "", ["y"]),
    ("> ", "1 to twist, 2 to stick\n", ["1", "2"]),
    ("Your choice: ", "", [""]),
])
def test_candidates_come_from_the_question_first(prompt, before, first):
    """What the question offers comes before the usual pairs (which end the list)."""
    found = runner.answer_candidates(prompt, before)
    assert all(found.index(answer) < found.index("yes") for answer in first), found


@pytest.mark.parametrize("tried, kind, answers", [
    ([["h", "card", 0], ["s", "end-turn", 1]], "turn", {"t": "h", "s": "s"}),
    ([["x", "refused", 0], ["", "card", 1], ["s", "end", 2]], "turn", {"t": "", "s": "s"}),
    ([["o", "new-game", 0], ["n", "end", 1]], "choice", {"go": "o", "stop": "n"}),
    ([["", "end-turn", 0], ["t", "end-turn", 0], ["1", "end-turn", 0]], "other", {"answer": ""}),
    ([["5", "end-turn", 0], ["100", "end-turn", 0], ["x", "refused", 1]], "other",
     {"answer": "5"}),
    ([["a", "refused", 0], ["b", "refused", 0]], "stuck", {}),
])
def test_a_question_is_told_by_the_effects_of_its_answers(tried, kind, answers):
    found = runner.verdict(tried)
    assert found["kind"] == kind and {k: found[k] for k in answers} == answers, found
