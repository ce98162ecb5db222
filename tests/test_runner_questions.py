"""Tests for the questions a program asks that are neither twist-or-stick nor play again.

A program with a bankroll asks ``How much do you bet?`` before each game, a friendly one asks
``What is your name?`` or says ``Press Enter to start``; the runner finds by experiment
(`autograder.sandbox.inside.runner.learn`) an answer that lets the game go on (an empty line
where any answer does, the least number a bet takes) instead of ``t``, and marks them ``other``
in the transcript so the grader's turn rules never see them. No word of the question decides.

Glossary: an *other question* is such a question: none of its answers gives the player a card,
and none ends the program while another goes on; *turn* and *again* questions are as in
`autograder.pontoon.transcript`.
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


# A name asked before every game, each answer going on (an empty one too), and echoed in the
# line that tells the player's win: the name question is no play-again question, though every
# answer to it deals a game (the banner's bracketed word is the first answer tried).
NAME_EACH_GAME = """import random

print("Welcome to Twenty-One (pontoon)!")


def ask(prompt):
    try:
        return input(prompt).strip()
    except EOFError:
        print()
        raise SystemExit


while True:
    name = ask("What do they call you? ") or "stranger"
    dealer = random.randint(1, 10)
    while dealer < 17:
        dealer += random.randint(1, 10)
    me = random.randint(1, 10)
    while me <= 21:
        print("Your value:", me)
        answer = ask("Twist or stick? (t/s) ").lower()
        if answer == "t":
            me += random.randint(1, 10)
        elif answer == "s":
            break
    print("Computer:", dealer)
    print("You:", me)
    if dealer > 21 and me > 21:
        print("Nobody wins.")
    elif dealer > 21 or (me <= 21 and me > dealer):
        print("You win, " + name + "!")
    elif me > 21 or dealer > me:
        print("The computer wins.")
    else:
        print("Nobody wins.")
    while True:
        again = ask("Again? (y/n) ").lower()
        if again in ("y", "n"):
            break
    if again == "n":
        break
"""


def test_a_name_asked_before_every_game_gets_the_same_answer_every_game(tmp_path):
    path = write(tmp_path, NAME_EACH_GAME)
    result = run_child(path, {"mode": "program", "seed": 4, "games": 3,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    got = asks(result)
    names = [(a, k) for p, a, k in got if p == "What do they call you? "]
    assert len(names) == 3 and len(set(names)) == 1 and names[0][1] == "other", got
    assert [k for _, _, k in got].count("again") == 3, got
    grade = grade_submission(path, seed=1)
    assert (grade.score, grade.max_score) == (85, 85), [
        (v.rule, v.output[:300]) for v in grade.verdicts if v.score != v.max_score]


def test_a_correct_bankroll_program_earns_full_marks(tmp_path):
    grade = grade_submission(write(tmp_path, BANKROLL), seed=5)
    assert (grade.score, grade.max_score) == (85, 85), [
        (v.rule, v.output[:300]) for v in grade.verdicts if v.score != v.max_score]


def test_bankroll_questions_are_answered_as_a_player_and_kept_out_of_the_games(tmp_path):
    """Name and Enter get an empty line (the program takes it and goes on), the bet the least
    the prompt allows; the games read from the transcript have only twist-or-stick turns; a
    scripted policy's answers and ``eof_after`` count the turn and play-again questions only."""
    path = write(tmp_path, BANKROLL)
    result = run_child(path, {"mode": "program", "seed": 4, "games": 3,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    got = asks(result)
    assert got[:3] == [("What is your name? ", "", "other"), ("Press Enter to start", "", "other"),
                       ("How much do you bet? (1-100) ", "1", "other")], got
    bets = [(p, a) for p, a, k in got[2:] if k == "other"]
    assert len(bets) == 3 and all(p.startswith("How much do you bet? (1-") and a == "1"
                                  for p, a in bets) and len(got) == 2 + 3 * 3, got
    assert "Welcome to Pontoon, Player!" in result.stdout
    [message] = result.of_kind("program")
    games = split_games(message["transcript"], 1)
    assert len(games) == 3 and all(len(g.turn_asks) == 1 for g in games), games
    assert all(g.result(1) is not None and g.result(1).verdict for g in games), games
    assert [g.again.answer for g in games] == ["y", "y", "n"]

    scripted = run_child(path, {"mode": "program", "seed": 4, "games": 5, "eof_after": 3,
                                "policy": {"kind": "script", "answers": ["s", "y", "s"]}}, FAST)
    got = asks(scripted)
    assert [(a, k) for _, a, k in got] == [("", "other"), ("", "other"), ("1", "other"),
                                           ("s", "turn"), ("y", "again"), ("1", "other"),
                                           (None, "turn")], got


def test_a_bet_gets_what_the_program_takes_and_a_question_nothing_answers_ends_input(tmp_path):
    """A bet gets the least number the program takes (found by experiment: ``5``, the chips
    named, is refused here, ``1`` is not); a question no answer satisfies gets end of input at
    once, so a program that never accepts an answer cannot loop for ever."""
    path = write(tmp_path, "bet = int(input('How many chips do you want to bet? '))\n"
                 "print('bet', bet)\n"
                 "while input('Bet (you have 5 chips): ') != '1':\n    print('No.')\n"
                 "while True:\n    input('What colour is the sky?')\n")
    result = run_child(path, {"mode": "program", "seed": 1}, FAST)
    assert asks(result) == [
        ("How many chips do you want to bet? ", "1", "other"),
        ("Bet (you have 5 chips): ", "1", "other"), ("What colour is the sky?", None, "other")]
    [message] = result.of_kind("program")
    assert "bet 1" in result.stdout and message["eof_given"]
    tried = {t["answer"]: t["effect"] for t in message["transcript"][-1]["tried"]}
    assert set(tried.values()) == {"refused"} and "" in tried, tried
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


# (prompt, the answers the prompt offers): tried before any usual pair (the words of an
# earlier version, ``other_kind`` and ``is_again_question``, decide nothing any more)
OFFERS = [("Twist or stick? (t/s) ", ["t", "s"]), ("Hit or stand? [h/s] ", ["h", "s"]),
          ("Do you want another card? (yes/no) ", ["yes", "no"]), ("Play again? (y/n) ", ["y", "n"]),
          ("1 to twist, 0 to stick > ", ["1", "0"]), ("(t)wist or (s)tick? ", ["t", "s"]),
          ("How much do you bet? (1-100) ", ["1", "100"]), ("Press Enter to start", [""])]


@pytest.mark.parametrize("prompt, offered", OFFERS)
def test_the_answers_a_prompt_offers_are_tried_first(prompt, offered):
    found = runner.answer_candidates(prompt, "")
    assert found[:len(offered)] == offered or set(offered) <= set(found[:4]), found


def test_questions_whose_answers_change_nothing_are_other_questions(tmp_path):
    """Words the runner does not know, a bare ``input()``, a prompt asked before: when no answer
    changes what the program does, the question is no turn, whatever a hand printed before it
    says, and it gets an empty line."""
    path = write(tmp_path, "print('Your hand: Seven Two')\na = input('Your move: ')\n"
                 "b = input()\nprint('Welcome back')\nc = input('Your move: ')\n"
                 "print('You have 7')\nd = input('What now? ')\n"
                 "print('answers', a, b, c, d)\n")
    result = run_child(path, {"mode": "program", "seed": 1,
                              "policy": {"kind": "always", "answer": "t"}}, FAST)
    assert [(a, k) for _, a, k in asks(result)] == [("", "other")] * 4
    assert "answers    " in result.stdout


# A correct version 1 program that asks every question at one line of its code, a bare
# ``input("> ")`` under a menu it prints first, and asks again after ``Not a valid choice, try
# again.``: the question asked anew has other words before it than the first, and the
# play-again question is asked from the same line.
ONE_PROMPT = '''import random

STICK_AT = 17


def ask():
    while True:
        try:
            choice = input("> ").strip()
        except EOFError:
            print()
            raise SystemExit
        if choice in ("1", "2"):
            return choice
        print("Not a valid choice, try again.")


while True:
    dealer = random.randint(1, 10)
    while dealer < STICK_AT:
        dealer += random.randint(1, 10)
    print("The computer has played.")
    me = random.randint(1, 10)
    while me <= 21:
        print("Your value:", me)
        print("1) twist  2) stick")
        if ask() == "2":
            break
        me += random.randint(1, 10)
    print("Computer value:", dealer)
    print("Your value:", me)
    if me > 21 and dealer > 21:
        print("Both bust: a draw.")
    elif me > 21:
        print("You are bust: the computer wins.")
    elif dealer > 21:
        print("The computer is bust: you win.")
    elif me == dealer:
        print("A draw.")
    elif me > dealer:
        print("You win.")
    else:
        print("The computer wins.")
    print("Another game? 1) yes  2) no")
    if ask() == "2":
        break
'''


def test_a_question_asked_anew_under_other_words_is_a_refusal_not_a_stick(tmp_path):
    """An empty line is asked again under ``Not a valid choice``: the same line of the program
    asks it, it printed what an answer no program takes prints, and the twist given there deals
    one card and brings the menu back, so the empty line is a refusal. ``2`` prints the result
    and the play-again question, asked from the same line, where the twist deals a new game:
    it stays the stick. The program earns full marks."""
    path = write(tmp_path, ONE_PROMPT)
    result = run_child(path, {"mode": "program", "seed": 4, "games": 2,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    [message] = result.of_kind("program")
    first = next(e for e in message["transcript"] if "ask" in e)
    effects = {t["answer"]: t["effect"] for t in first["tried"]}
    assert (first["kind"], first["answer"], effects.get(""), effects.get("1"),
            effects.get("2")) == ("turn", "2", "refused", "card", "end-turn"), first
    grade = grade_submission(path, seed=3)
    assert (grade.score, grade.max_score) == (85, 85), [
        (v.rule, v.output[:300]) for v in grade.verdicts if v.score != v.max_score]


DEV6 = Path(__file__).parent / "corpus" / "dev6"


def test_a_twist_that_busts_at_the_first_question_is_found_in_another_deal():
    """A program dealing by index from its own `random.sample` deck, counting a Jack 11 and a
    King 13 (its fault: `card-values`): under this master seed the first game's first question
    comes on a Jack with a King next, so `hit` busts the hand and ends the turn as `stand`
    does, both going on to `Play again?`. They printed unlike things, so each is tried again
    in another deal (`forms._redealt`), where `hit` brings the question back: it is the
    twist, and the program loses `card-values` alone, as under every other seed. It used to
    learn `hit or stand?` as a question the game does not hang on, and fail
    `player-turn-always` in every game."""
    g = grade_submission(DEV6 / "f4_sample_deck_faces_eleven", seed=963845476)
    failed = {v.rule for v in g.verdicts if not v.passed}
    assert failed == {"card-values"}, {v.rule: v.output[:300] for v in g.verdicts if not v.passed}


# A hand printed with each card's value in brackets (``King[10] Two[2] = 12``) is no numbered
# menu: the question after it is one question whatever the hand, learnt once a run.
BRACKETED_VALUES = """import random

NAMES = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]


def ask(prompt):
    try:
        return input(prompt).strip().lower()
    except EOFError:
        raise SystemExit


while True:
    dealer = random.randint(1, 10)
    while dealer < 17:
        dealer += random.randint(1, 10)
    cards = [random.randint(1, 10)]
    while sum(cards) <= 21:
        print("Your cards: " + " ".join(f"{NAMES[c - 1]}[{c}]" for c in cards) + f" = {sum(cards)}")
        answer = ask("Hit or stand? (h/s) ")
        if answer == "h":
            cards.append(random.randint(1, 10))
        elif answer == "s":
            break
    me = sum(cards)
    print("Dealer:", dealer)
    print("You:", me)
    if dealer > 21 and me > 21:
        print("Draw.")
    elif dealer > 21 or (me <= 21 and me > dealer):
        print("You win!")
    elif me > 21 or dealer > me:
        print("Dealer wins.")
    else:
        print("Draw.")
    if ask("Play again? (y/n) ") != "y":
        break
"""


def test_a_hand_with_values_in_brackets_is_no_menu(tmp_path):
    from autograder.sandbox.inside.candidates import numbered_choices
    assert numbered_choices("Your cards: Four[4] Three[3] Two[2] = 9") == 0
    assert numbered_choices("[1] Hit [2] Stand") == 2
    result = run_child(write(tmp_path, BRACKETED_VALUES),
                       {"mode": "program", "seed": 4, "games": 6,
                        "policy": {"kind": "always", "answer": "t"}}, FAST)
    [message] = result.of_kind("program")
    turns = [e for e in message["transcript"] if e.get("kind") == "turn"]
    assert len(turns) >= 12 and sum("tried" in e for e in turns) == 1, turns[:3]


# Play again, then a question before each game whose answers deal it or quit (``Deal? (Enter
# to start, q to quit)``): the second question starts no second game.
DEAL_AFTER_AGAIN = """import random

def ask(prompt):
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print()
        raise SystemExit

while True:
    if ask("Deal? (Enter to start, q to quit) ") == "q":
        break
    dealer = random.randint(1, 10)
    while dealer < 17:
        dealer += random.randint(1, 10)
    me = random.randint(1, 10)
    while me <= 21:
        print("Your value:", me)
        answer = ask("Twist or stick? (t/s) ")
        if answer == "t":
            me += random.randint(1, 10)
        elif answer == "s":
            break
    print("Computer:", dealer)
    print("You:", me)
    if ask("Play again? (y/n) ") != "y":
        break
"""


def test_a_question_before_each_game_after_play_again_starts_no_game_of_its_own(tmp_path):
    """``Play again?`` answered yes, then ``Deal?`` with no card between: the second question is
    before the new game, not another game begun, so each game is dealt its own list of cards."""
    path = write(tmp_path, DEAL_AFTER_AGAIN)
    stack = {"version": 1, "games": [[["Ten", "Hearts"], ["Seven", "Clubs"], ["Four", "Spades"]],
                                      [["Nine", "Hearts"], ["Eight", "Clubs"], ["Two", "Spades"]],
                                      [["Six", "Hearts"], ["King", "Clubs"], ["Two", "Spades"],
                                       ["Five", "Diamonds"]]]}
    result = run_child(path, {"mode": "program", "seed": 4, "games": 3, "stack": stack,
                              "policy": {"kind": "always", "answer": "s"}}, FAST)
    got = asks(result)
    assert [k for p, _, k in got if p.startswith("Deal?")][1:] == ["other", "other"], got
    assert [k for p, _, k in got if p.startswith("Play again?")][:2] == ["again", "again"], got
    values = [line for e in result.of_kind("program")[0]["transcript"] if "out" in e
              for line in e["out"].splitlines() if line.startswith("Your value:")]
    assert values == ["Your value: 4", "Your value: 2", "Your value: 5"], values


# A correct version 1 program whose questions are coloured (ANSI escapes around the prompt)
# and answered in words of its own: ``draw`` and ``stay``
COLOURED = '''import random

CYAN, RESET = "\\033[36m", "\\033[0m"
while True:
    computer = random.randint(1, 10)
    while computer < 17:
        computer += random.randint(1, 10)
    player = random.randint(1, 10)
    while player <= 21:
        print("Your total:", player)
        try:
            answer = input(CYAN + "draw or stay? " + RESET).strip().lower()
        except EOFError:
            raise SystemExit
        if answer == "draw":
            player += random.randint(1, 10)
        elif answer == "stay":
            break
        else:
            print("\\033[33mPlease type draw or stay.\\033[0m")
    if player > 21:
        print("Bust!")
    print("Computer:", computer)
    print("You:", player)
    if computer > 21 and player > 21 or computer == player:
        print("\\033[1mA draw.\\033[0m")
    elif player > 21 or computer <= 21 and computer > player:
        print("\\033[31mThe computer wins.\\033[0m")
    else:
        print("\\033[32mYou win!\\033[0m")
    try:
        again = input("\\033[36mAnother game? (y/n) \\033[0m").strip().lower()
    except EOFError:
        raise SystemExit
    if again != "y":
        break
'''


def test_a_coloured_prompt_offers_its_words_not_its_escapes(tmp_path):
    """A prompt's colour codes (``ESC[36m``) are no words of the question: the answers it
    offers (``draw``, ``stay``) are tried, not ``36`` or ``mdraw``, and the program earns
    every mark."""
    assert {"draw", "stay"} <= set(runner.answer_candidates("draw or stay? ", "")[:4])
    grade = grade_submission(write(tmp_path, COLOURED), None, seed=5)
    assert grade.score == grade.max_score, [(v.rule, v.output[:200]) for v in grade.verdicts
                                            if not v.passed]
