"""Reading by perturbation: which printed numbers are hand values and which line names the result,
found by replaying one game with one card changed (`autograder.pontoon.experiments`).

Glossary: the *base* game is dealt from the grader's cards, neither side bust and the player
higher; its *twins* change two of the computer's cards, two of the player's, or the player's
last card until the player is bust. A *reading* says, line by line, what the base game's result
block holds. The programs here are written for these tests, in words the grader was never
taught: chip counts, hands printed as lists, "You drew: 7", French, "the Bank", "CPU", and a
verdict line overwritten by moving the cursor up.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from autograder.pontoon import experiments
from autograder.pontoon.experiments import (DELTAS, ORDERS, learn, pair_lines, plan_experiments,
                                            read_game)
from autograder.pontoon.grade import DEFAULT_LIMITS, grade_submission
from autograder.pontoon.programs import deal_values, read_run, scenario_runs
from autograder.pontoon.rules import winner
from autograder.pontoon.transcript import as_shown, split_games
from autograder.sandbox.child import run_batch

# ---------------------------------------------------------------- the programs
#
# One skeleton, played by the rules (STICK_AT 17, Aces 1, the computer's whole turn first); each
# program fills in its own words. ``{show_turn}`` prints before each twist-or-stick question
# (``me`` the player's card values), ``{show_result}`` prints the result block (``comp``, ``me``,
# ``c``, ``p`` the values, ``said`` the verdict), ``{words}`` names the three verdicts.

SKELETON = '''import random
import sys

STICK_AT = 17
chips = 100


def card():
    return random.randint(1, 10)


def play():
    global chips
    comp = [card()]
    while sum(comp) < STICK_AT:
        comp.append(card())
    me = [card()]
    while sum(me) <= 21:
{show_turn}
        answer = input("{question} (t/s) ").strip().lower()
        if answer == "t":
            me.append(card())
        elif answer == "s":
            break
    c, p = sum(comp), sum(me)
    player, computer, draw = {words}
    if (c > 21 and p > 21) or c == p:
        said = draw
    elif p > 21 or (c <= 21 and c > p):
        said = computer
        chips -= 10
    else:
        said = player
        chips += 10
{show_result}


def main():
    while True:
        play()
        if input("{again} (y/n) ").strip().lower() != "y":
            break


try:
    main()
except EOFError:
    sys.exit(0)
'''


def program(show_turn: str, show_result: str, words: str = '"You win", "Dealer wins", "Nobody wins"',
            question: str = "Hit or stand?", again: str = "Play again?") -> str:
    """A pontoon program in its own words (the skeleton filled in, each block indented)."""
    indent = lambda text, n: "\n".join(" " * n + line for line in text.strip().splitlines())  # noqa: E731
    return SKELETON.format(show_turn=indent(show_turn, 8), show_result=indent(show_result, 4),
                           words=words, question=question, again=again)


# name -> (source, the base game's lines that hold each value, lines that hold no value,
# the verdict words for the player and the computer)
PROGRAMS = {
    "chips": (program('print("You have", sum(me))',
                      'print("Player total chips are at:", chips)\n'
                      'print("Dealer:", c)\nprint("You:", p)\nprint(said)'),
              {"computer": "Dealer: ", "player": "You: "}, ["Player total chips are at: "],
              ("You win", "Dealer wins")),
    "lists": (program('print("Your hand:", me, "=", sum(me))',
                      'print("Dealer hand:", comp, "=", c)\nprint("Your hand:", me, "=", p)\n'
                      'print(said)'),
              {"computer": "Dealer hand: ", "player": "Your hand: "}, [],
              ("You win", "Dealer wins")),
    "you-drew": (program('print("You drew:", me[-1])\nprint("Running total", sum(me))',
                         'print("You drew:", me[-1])\nprint("The house drew:", comp[-1])\n'
                         'print("House", c, "- you", p)\nprint(said)',
                         words='"You win", "House wins", "Nobody wins"'),
                 {"computer": "House ", "player": "House "}, ["You drew: ", "The house drew: "],
                 ("You win", "House wins")),
    "french": (program('print("Vos points :", sum(me))',
                       'print("Points de la banque :", c)\nprint("Vos points :", p)\nprint(said)',
                       words='"Bravo, c\'est gagne !", "La banque l\'emporte.", "Egalite."',
                       question="Tirer ou s'arreter ?", again="Encore une partie ?"),
               {"computer": "Points de la banque : ", "player": "Vos points : "}, [],
               ("Bravo, c'est gagne !", "La banque l'emporte.")),
    "cpu": (program('print("Score so far:", sum(me))',
                    'print("CPU finished on", c)\nprint("Human finished on", p)\n'
                    'print("Chips left:", chips)\nprint(said)',
                    words='"Human takes the pot", "CPU takes the pot", "Pot is split"'),
            {"computer": "CPU finished on ", "player": "Human finished on "}, ["Chips left: "],
            ("Human takes the pot", "CPU takes the pot")),
    "one-line": (program('print("You:", sum(me))', 'print(f"CPU {c}, you {p}: {said}")',
                         words='"you win", "CPU wins", "nobody wins"'),
                 {"computer": "CPU ", "player": "CPU "}, [],
                 ("CPU #, you #: you win", "CPU #, you #: CPU wins")),
    "overwritten": (program('print("Points:", sum(me))',
                            'print("Bank", c, "/ you", p)\nprint("Dealer wins")\n'
                            'print("\\x1b[1A\\x1b[2K" + said)'),
                    {"computer": "Bank ", "player": "Bank "}, [],
                    ("You win", "Dealer wins")),
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory) -> dict:
    """Each program's reading from one sandboxed experiment run (one child for all of them)."""
    out = {}
    for name, (source, *_rest) in PROGRAMS.items():
        path = tmp_path_factory.mktemp(name) / "pontoon.py"
        path.write_text(source, encoding="utf-8")
        plan = experiments.plan_for(11, 17, scenario_runs(11, 17, 1)[0], 1)
        raw, = run_batch(path, [plan.run.task], DEFAULT_LIMITS)
        played = read_run(plan.run, raw, 1)
        out[name] = (learn(played, plan), played, path)
    return out


# ---------------------------------------------------------------- planning

@pytest.mark.parametrize("stick_at, twist_below", [
    (s, t) for s in (12, 15, 17, 19) for t in (15, 16, 18, 20) if s != t])
def test_plan_twins_change_one_thing(stick_at: int, twist_below: int) -> None:
    """In both dealing orders every twin keeps the hands' lengths; the side twins move one hand
    by the sum of two changes (which no single card moves by) and keep the player winning; the
    bust twin makes the player alone bust. The two anchors, where the computer can go bust: the
    computer alone bust, then the computer higher, neither bust, with no Ace dealt."""
    plan = plan_experiments(5, stick_at, twist_below)
    assert plan is not None, f"no plan for STICK_AT {stick_at}, twisting below {twist_below}"
    base, computer, player, bust = (list(v) for v in plan.values[:4])
    for order in ORDERS:
        hands = [deal_values(v, stick_at, twist_below, order) for v in (base, computer, player, bust)]
        assert len({tuple(map(len, h)) for h in hands}) == 1, (order, hands)
        (c0, p0), (c1, p1), (c2, p2), (c3, p3) = ([sum(x) for x in h] for h in hands)
        assert winner(c0, p0) == winner(c1, p1) == winner(c2, p2) == "player", (order, hands)
        assert (p1, c2) == (p0, c0) and c1 - c0 in {a + b for a, b in DELTAS}, (order, hands)
        assert p3 > 21 >= c3 and winner(c3, p3) == "computer", (order, hands)
    assert len(plan.anchor_values) == (0 if stick_at + 9 <= 21 else 2)
    for values, want in zip(plan.anchor_values, ("player", "computer")):
        for order in ORDERS:
            c, p = deal_values(list(values), stick_at, twist_below, order)
            assert winner(sum(c), sum(p)) == want and sum(p) <= 21, (order, c, p)
            assert (sum(c) > 21) == (want == "player") and 1 not in c + p, (order, c, p)


@pytest.mark.parametrize("stick_at", [15, 17, 19])
def test_plan_deals_no_face_card_to_a_hand(stick_at: int) -> None:
    """No hand of the experiment games holds a Jack, Queen or King, under any master seed: a face
    card's value is a rule (`card-values`) that what the twins show must not hang on (a twin
    raising a card to 10 deals a Ten, and the bust twin raises the player's last card by the
    least that busts). The one game dealt to show faces named (``faces``, the game of Tens with
    each Ten a face) is compared only by its words, and deals a face in each hand."""
    faces_dealt = 0
    for master in range(60):
        plan = plan_experiments(master, stick_at, 16)
        assert plan is not None
        assert len(plan.values) == len(plan.run.task["stack"]["games"])
        for goal, values, game in zip(plan.run.goals + ("anchor",) * len(plan.anchors),
                                      plan.values + plan.anchor_values,
                                      plan.run.task["stack"]["games"] + list(plan.anchors)):
            computer, player = deal_values(list(values), stick_at, 16, "A")
            dealt = len(computer) + len(player)
            faces = [card for card in game[:dealt] if card[0] in ("Jack", "Queen", "King")]
            if goal == "faces":
                assert {tuple(c) for c in faces} & {tuple(c) for c in game[:len(computer)]} and \
                    {tuple(c) for c in faces} & {tuple(c) for c in game[len(computer):dealt]}, game
                faces_dealt += 1
            else:
                assert not faces, (master, goal, game)
    assert faces_dealt >= 50        # the game of Tens fits nearly every master seed


@pytest.mark.parametrize("stick_at, twist_below", [(s, t) for s in (20, 21) for t in (15, 16, 17)])
def test_plan_with_the_computer_higher_where_the_player_cannot_be(stick_at: int,
                                                                  twist_below: int) -> None:
    """A computer that sticks on 20 or 21 leaves the player no room above it: the base game has
    the computer higher, neither bust; the side twins keep the hands' lengths and move one hand
    by a sum of two changes (a computer on 21 can move only over 21, the player then winning);
    the bust twin raises the computer's last card until the computer alone is bust."""
    for master in range(20):
        plan = plan_experiments(master, stick_at, twist_below)
        assert plan is not None and plan.winner == "computer", (master, stick_at, twist_below)
        assert plan.anchors == ()
        base, computer, player, bust = (list(v) for v in plan.values[:4])
        for order in ORDERS:
            hands = [deal_values(v, stick_at, twist_below, order)
                     for v in (base, computer, player, bust)]
            assert len({tuple(map(len, h)) for h in hands}) == 1, (order, hands)
            (c0, p0), (c1, p1), (c2, p2), (c3, p3) = ([sum(x) for x in h] for h in hands)
            assert winner(c0, p0) == winner(c2, p2) == "computer", (order, hands)
            assert winner(c1, p1) == ("player" if c1 > 21 else "computer"), (order, hands)
            assert (p1, c2) == (p0, c0) and c1 - c0 in {a + b for a, b in DELTAS}, (order, hands)
            assert c3 > 21 >= p3 and winner(c3, p3) == "player", (order, hands)


@pytest.mark.parametrize("stick_at", [15, 17, 19])
def test_plan_never_mirrors_a_program_dealing_the_player_first(stick_at: int) -> None:
    """A player twisting below STICK_AT would make a program dealing the player's whole turn
    first print the grader's two values swapped: the experiments' player twists below another
    number, and no base game lets the player-first values pass for the right ones."""
    plan = plan_experiments(5, stick_at, stick_at)
    assert plan is None or not experiments._mirrored(list(plan.values[0]), stick_at, stick_at)
    scenarios = scenario_runs(5, stick_at, 1)[0]
    scenarios.task["policy"]["threshold"] = stick_at
    plan = experiments.plan_for(5, stick_at, scenarios, 1)
    assert plan is not None and plan.twist_below != stick_at
    assert not experiments._mirrored(list(plan.values[0]), stick_at, plan.twist_below)


# ---------------------------------------------------------------- what the twins show

@pytest.mark.parametrize("name", PROGRAMS)
def test_reading_values_are_the_lines_that_moved(readings: dict, name: str) -> None:
    """The lines holding each value are the ones whose number moved as that hand's cards did."""
    reading = readings[name][0]
    assert reading is not None, f"{name}: no reading learnt"
    want = PROGRAMS[name][1]
    got = {side: reading.slots[i] for (i, _), side in reading.values.items()}
    for side, start in want.items():
        assert got.get(side, "").startswith(start), (name, side, got)


@pytest.mark.parametrize("name", [n for n in PROGRAMS if PROGRAMS[n][2]])
def test_reading_numbers_no_card_moved_are_not_values(readings: dict, name: str) -> None:
    """A chip count, a card just drawn: lines whose numbers are no hand's value."""
    reading = readings[name][0]
    for start in PROGRAMS[name][2]:
        at = [i for i, line in enumerate(reading.slots) if line.startswith(start)]
        assert at and all(i in reading.not_values for i in at), (name, start, reading)


@pytest.mark.parametrize("name", PROGRAMS)
def test_reading_verdict_words_are_the_programs_own(readings: dict, name: str) -> None:
    """The line that changed with the outcome names it: its base text is the player's win, its
    bust twin's text the computer's, whatever the words."""
    reading = readings[name][0]
    player, computer = PROGRAMS[name][3]
    assert reading.verdicts == {player.lower(): "player", computer.lower(): "computer"}, reading


@pytest.mark.parametrize("name", PROGRAMS)
def test_reading_the_experiment_games_gives_the_dealt_values(readings: dict, name: str) -> None:
    """Read through the reading, each experiment game gives the values the grader dealt."""
    reading, played, _ = readings[name]
    plan = experiments.plan_for(11, 17, scenario_runs(11, 17, 1)[0], 1)
    for game in played.games[:3]:
        index = played.stack_index(game)
        result = read_game(reading, game, 1)
        assert (result.computer.value, result.player.value) in plan.hands(index), (name, index)
        assert result.verdict == "player", (name, index, result)


# ---------------------------------------------------------------- pairing and the terminal

@pytest.mark.parametrize("a, b, pairs", [
    (["Hi", "Value: 15", "You win"], ["Hi", "Value: 14", "Dealer wins"], [(0, 0), (1, 1), (2, 2)]),
    (["Value: 15", "You win"], ["You're bust!", "Value: 25", "Dealer wins"], [(0, 1), (1, 2)]),
    (["Dealer hand: [6, 6, 3, 3]", "Dealer: 18"], ["Dealer hand: [6, 7, 1, 3]", "Dealer: 17"],
     [(0, 0), (1, 1)]),
    # hands listed one card a line: a run of lines alike is one place, whatever its length, so
    # each "Total" pairs with its own hand's total (issue 18: a game of another shape)
    (["Dealer:", " * Queen of Hearts", " * Seven of Clubs", "Total: 17", "You:", " * Nine of Clubs",
      " * Ten of Spades", "Total: 19", "You win!"],
     ["Dealer:", " * Queen of Hearts", " * Queen of Spades", "Total: 20", "You:", " * Six of Clubs",
      " * Three of Clubs", " * Four of Clubs", " * Five of Spades", " * Two of Clubs",
      " * Ace of Hearts", " * Three of Hearts", "Total: 24", "You're bust - dealer wins"],
     [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 11), (7, 12), (8, 13)]),
    ([" * Ten", " * Two", " * Five", "Total: 17"], [" * Ten", "Total: 10"], [(2, 0), (3, 1)]),
])
def test_pair_lines_cases(a: list[str], b: list[str], pairs: list[tuple[int, int]]) -> None:
    """Lines alike but for their numbers pair in order; an extra line pairs with nothing."""
    assert pair_lines(a, b) == pairs


@pytest.mark.parametrize("out, shown", [
    ("Player wins!\n\x1b[1A\x1b[2KComputer wins!\n", "Computer wins!\n"),
    ("\\x1b[31mDealer wins\\x1b[0m\n", "Dealer wins\n"),                # the runner's visible form
    ("Draw!\x1b7\n\x1b8\r\x1b[2KPlayer wins!\n", "Player wins!\n"),     # saved and restored place
    ("Counting...\rDealer wins  \n", "Dealer wins\n"),
])
def test_as_shown_reads_what_the_terminal_shows(out: str, shown: str) -> None:
    """Output that moves the cursor is read as the terminal shows it at the end."""
    entries = [{"ask": "Twist or stick? ", "answer": "s"}, {"out": out}]
    assert as_shown(entries) == [entries[0], {"out": shown}]


def test_as_shown_plain_transcript_is_unchanged() -> None:
    """No control character: the very same entries come back."""
    entries = [{"out": "Your value: 5\n"}, {"ask": "Twist or stick? ", "answer": "s"}]
    assert as_shown(entries) is entries


def test_split_games_reads_an_overwritten_verdict_as_shown() -> None:
    """The verdict a program printed and then overwrote is not the one read."""
    games = split_games([{"out": "Your value: 20\n"}, {"ask": "Twist or stick? ", "answer": "s"},
                         {"out": "Computer Value: 18\nPlayer Value: 20\nComputer wins!\n"
                                 "\x1b[1A\x1b[2KPlayer wins!\n"}])
    assert games[0].result(1).verdict == "player"


# ---------------------------------------------------------------- whole gradings

WORDS_TURN = program(
    'print("You hold", ("one two three four five six seven eight nine ten eleven twelve thirteen "\n'
    '                   "fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one"\n'
    '                   ).split()[sum(me) - 1] + ".")',
    'print("Dealer:", c)\nprint("You:", p)\nprint(said)')

GRADED = {
    "french": (PROGRAMS["french"][0], set()),
    # the same French program with one fault: a tie goes to the bank
    "french-tie-to-bank": (PROGRAMS["french"][0].replace("or c == p:", ":").replace(
        "elif p > 21 or (c <= 21 and c > p):", "elif p > 21 or (c <= 21 and c >= p):"),
        {"tie-draw"}),
    "chips": (PROGRAMS["chips"][0], set()),
    "one-line": (PROGRAMS["one-line"][0], set()),      # values and verdict on one line, "You: 7"
    # the CPU's value shown before every question: the computer's hand during the player's turn
    "cpu-shown": (PROGRAMS["cpu"][0].replace('print("Score so far:", sum(me))',
                                             'print("CPU sits on", sum(comp))\n        '
                                             'print("Score so far:", sum(me))'),
                  {"computer-secret"}),
    # a refusal whose words read as a result ("draw"): the game goes on after it, one game
    "draw-in-refusal": (PROGRAMS["chips"][0].replace(
        'elif answer == "s":\n            break',
        'elif answer == "s":\n            break\n        else:\n'
        '            print("Please type t to draw or s to hold.")'), set()),
    # one line names both values, the winner's first (`19 beats 15, the Bank takes it`), and
    # a player's bust is told on two lines: the places the player's win taught are read the
    # other way round where the player's own value, shown when it stuck, says so
    "winner-first": (program('print("You have", sum(me))', """
if c > 21 and p > 21:
    print(f"Both bust: you on {p}, the Bank on {c}.")
elif p > 21:
    print(f"You have {p}. Too many!")
    print(f"You bust on {p} against {c}, the Bank takes it.")
elif c > 21:
    print(f"The Bank busts on {c} against your {p}, you take it.")
elif c == p:
    print(f"{p} and {c}, no one takes it.")
elif p > c:
    print(f"{p} beats {c}, you take it.")
else:
    print(f"{c} beats {p}, the Bank takes it.")"""), set()),
    # a tie told naming one value (`18 all, no one takes it.`): in a game the grader dealt as a
    # tie, the one value is both hands' where it is the player's own value shown when it stuck
    "tie-one-value": (None, set()),
    # one game a run: every answer to the question after a game ends the program, so the
    # experiment games and the scenario goals are each played in a run of their own
    "one-game-a-run": (PROGRAMS["chips"][0].replace(
        'if input("Play again? (y/n) ").strip().lower() != "y":\n            break',
        'input("Quit? (y/n) ")\n        break'), {"play-again"}),
    # the player's value during the turn only in words: a twist is seen dealing a card, and a
    # stick ending the turn with no card dealt after it, by the runner's count of the cards
    "value-in-words": (WORDS_TURN, set()),
    # French answers too: tirer / rester, oui / non
    "french-answers": (PROGRAMS["french"][0].replace("(t/s)", "(t/r)").replace(
        'answer == "s"', 'answer == "r"').replace("(y/n)", "(o/n)").replace('!= "y"', '!= "o"'),
        set()),
}


GRADED["tie-one-value"] = (GRADED["winner-first"][0].replace(
    'print(f"{p} and {c}, no one takes it.")', 'print(f"{p} all, no one takes it.")'), set())


@pytest.mark.parametrize("name", GRADED)
def test_grade_programs_in_their_own_words(tmp_path: Path, name: str) -> None:
    """Graded whole, a program in its own words fails exactly its fault's rule."""
    source, failing = GRADED[name]
    path = tmp_path / "pontoon.py"
    path.write_text(source, encoding="utf-8")
    grade = grade_submission(path, 1, seed=7)
    failed = {v.rule for v in grade.verdicts if not v.passed}
    assert failed == failing, (name, {v.rule: v.output[:200] for v in grade.verdicts
                                      if not v.passed}, grade.problems)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_computer_stopping_too_soon_is_read_by_experiment(tmp_path: Path, seed: int) -> None:
    """The winner-first program with STICK_AT 15 and a computer that stops on 13: the experiment
    games are chosen so that a computer sticking up to three values too soon takes the same cards
    (`experiments._steady`), so its lines are still read, and it loses computer-draws alone. (On
    the code before, the computer twin took a card fewer under these seeds, nothing was read,
    and eight more rules failed.)"""
    path = tmp_path / "pontoon.py"
    path.write_text(GRADED["winner-first"][0].replace("STICK_AT = 17", "STICK_AT = 15").replace(
        "while sum(comp) < STICK_AT:", "while sum(comp) < STICK_AT - 2:"), encoding="utf-8")
    grade = grade_submission(path, 1, seed=seed)
    assert {v.rule for v in grade.verdicts if not v.passed} == {"computer-draws"}


HIGH = PROGRAMS["french"][0]


@pytest.mark.parametrize("stick_at, hidden, fault", [
    (20, False, None), (21, True, None), (20, True, None), (21, False, "one-bust"),
    (20, True, "tie-draw")])
def test_a_computer_sticking_on_20_or_21_is_read_by_experiment(tmp_path: Path, stick_at: int,
                                                               hidden: bool, fault: str | None) -> None:
    """A program in French whose computer sticks on 20 or 21, stated or not: its lines are read
    from games where the computer is higher (`experiments.Plan.winner`), and it earns every
    mark, or loses its fault's rule alone (a bust computer that still wins when higher, at 21,
    leaves no game where the player wins: the rules of the results are then not shown, the
    fault naming what prevents them). (On the code before, nothing was planned for them, nothing
    was read, and every rule was not shown: 6 of 85.)"""
    source = HIGH.replace("STICK_AT = 17", f"STICK_AT = {stick_at}")
    if hidden:
        source = source.replace(f"STICK_AT = {stick_at}", f"LIMITE = {stick_at}").replace(
            "while sum(comp) < STICK_AT:", "while sum(comp) < LIMITE:")
    if fault == "one-bust":       # a bust computer with the higher value still wins
        source = source.replace("elif p > 21 or (c <= 21 and c > p):", "elif p > 21 or c > p:")
    if fault == "tie-draw":       # a tie below 22 goes to the player
        source = source.replace("if (c > 21 and p > 21) or c == p:", "if c > 21 and p > 21:")
    path = tmp_path / "pontoon.py"
    path.write_text(source, encoding="utf-8")
    for seed in (1, 2):
        grade = grade_submission(path, 1, seed=seed)
        failed = {v.rule for v in grade.verdicts if not v.passed and not v.unshown}
        unshown = {v.rule for v in grade.verdicts if v.unshown}
        assert failed == ({fault} if fault else set()) and not (unshown and not fault), (
            seed, {v.rule: v.output[:300] for v in grade.verdicts if not v.passed}, grade.problems)


@pytest.mark.parametrize("in_words", [True, False])
def test_a_stick_that_draws_fails_player_choice_alone(tmp_path: Path, in_words: bool) -> None:
    """A program whose stick deals the player one more card loses player-choice, and only it,
    whether or not its turn shows the value as a number: the runner counts a card handed out
    after the player's answers stopped drawing, and the result shows the player's value moved
    by it (`programs.stick_drew`), so it is the player's, not a computer's playing after the
    turn; the experiments read the values with it (`experiments._late_value`), and the spare
    Ace after their hands keeps the games' outcomes. (Before, the card was charged to
    computer-first or one-card-start and the results went unread.)"""
    path = tmp_path / "pontoon.py"
    source = WORDS_TURN if in_words else PROGRAMS["chips"][0]
    path.write_text(source.replace(
        'elif answer == "s":\n            break',
        'elif answer == "s":\n            me.append(card())\n            break'), encoding="utf-8")
    for seed in (7, 8):
        grade = grade_submission(path, 1, seed=seed)
        assert {v.rule for v in grade.verdicts if not v.passed} == {"player-choice"}, (
            seed, {v.rule: v.output[:300] for v in grade.verdicts if not v.passed})
        assert not next(v for v in grade.verdicts if v.rule == "player-choice").unshown


# ---------------------------------------------------------------- cards shown to whom (v2)

BANK_V2 = '''import random

VERSION = 2
STICK_AT = 17
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]


def worth(hand):
    return sum(min(RANKS.index(rank) + 1, 10) for rank in hand)


def play():
    bank = [random.choice(RANKS)]
    while worth(bank) < STICK_AT:
        bank.append(random.choice(RANKS))
    mine = [random.choice(RANKS)]
    while worth(mine) <= 21:
        print("In your hand:", ", ".join(mine))
        answer = input("Another card? (t/s) ").strip().lower()
        if answer == "t":
            mine.append(random.choice(RANKS))
        elif answer == "s":
            break
    b, m = worth(bank), worth(mine)
    print("The Bank holds:", ", ".join(bank), f"({b})")
    print("In your hand:", ", ".join(mine), f"({m})")
    if (b > 21 and m > 21) or b == m:
        print("Split.")
    elif m > 21 or (b <= 21 and b > m):
        print("The Bank collects.")
    else:
        print("You collect.")


def main():
    while True:
        play()
        if input("Again? (y/n) ").strip().lower() != "y":
            break


try:
    main()
except EOFError:
    pass
'''


def test_reading_card_lines_are_the_lines_that_changed(tmp_path: Path) -> None:
    """The line that changed with the Bank's cards (and not with the player's) shows the Bank's
    hand; graded whole, the program earns every mark."""
    path = tmp_path / "pontoon.py"
    path.write_text(BANK_V2, encoding="utf-8")
    plan = experiments.plan_for(11, 17, scenario_runs(11, 17, 2)[0], 2)
    raw, = run_batch(path, [plan.run.task], DEFAULT_LIMITS)
    reading = learn(read_run(plan.run, raw, 2), plan)
    assert reading is not None
    shown = {side: reading.slots[i] for i, side in reading.card_slots.items()}
    assert shown["computer"].startswith("The Bank holds: ") and \
        shown["player"].startswith("In your hand: "), reading
    grade = grade_submission(path, 2, seed=7)
    assert [v.rule for v in grade.verdicts if not v.passed] == [], grade.problems


DEV11 = Path(__file__).parent / "corpus" / "dev11"


@pytest.mark.parametrize("master", [1, 718461491, 1420411282])
def test_faces_counted_wrong_fail_card_values_alone_where_no_card_is_read(master: int) -> None:
    """A version 4 program printing its hands as Python lists of pairs (``[('Q', 'Clubs')] ->
    12``), counting a Jack 11, a Queen 12 and a King 13: no card of it reads as a card, so only
    the player's value at a twist onto a face (or a face dealt first) shows the fault. It fails
    card-values and nothing else, under master seeds that once left it not shown (and failed
    computer-draws in its place: the computer's value out of range)."""
    grade = grade_submission(DEV11 / "f12_tuple_lists_mr_computer_pop0_t_s_faces_11_12_13",
                             seed=master)
    lost = sorted(v.rule for v in grade.verdicts if not v.passed)
    assert (grade.version, lost, grade.score) == (4, ["card-values"], 94), \
        [(v.rule, v.output[:300]) for v in grade.verdicts if not v.passed]


# ---------------------------------------------------------------- the player's turn first

# A version 2 program in German, German card names too, that deals the player's whole turn
# first and the Bank's after it (a computer-first fault): the usual experiment games hand their
# changed cards to the other hand, so they read nothing; the games planned for that order do.
PLAYER_FIRST_DE = '''import random, sys

RANGES = ["Ass", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn",
          "Bube", "Dame", "König"]
WERT = {name: min(i + 1, 10) for i, name in enumerate(RANGES)}


def frage(text):
    try:
        return input(text).strip().lower()
    except EOFError:
        sys.exit()


def wert(hand):
    return sum(WERT[k] for k in hand)


while True:
    ich = [random.choice(RANGES)]
    while wert(ich) <= 21:
        print("Deine Karten:", ", ".join(ich), "=", wert(ich))
        a = frage("Noch eine Karte? (j/n) ")
        if a == "j":
            ich.append(random.choice(RANGES))
        elif a == "n":
            break
    bank = [random.choice(RANGES)]
    while wert(bank) < 17:
        bank.append(random.choice(RANGES))
    b, s = wert(bank), wert(ich)
    print("Bank:", ", ".join(bank), "=", b)
    print("Du:", ", ".join(ich), "=", s)
    if b > 21 and s > 21:
        print("Unentschieden")
    elif b > 21:
        print("Du gewinnst")
    elif s > 21:
        print("Die Bank gewinnt")
    elif s > b:
        print("Du gewinnst")
    elif b > s:
        print("Die Bank gewinnt")
    else:
        print("Unentschieden")
    if frage("Nochmal? (j/n) ") != "j":
        break
'''
TIE_TO_BANK = ('    else:\n        print("Unentschieden")\n    if frage',
               '    else:\n        print("Die Bank gewinnt")\n    if frage')
# one card each, the player's first, then the player's turn, then the Bank's hits (a blackjack
# deal of one card each)
ONE_EACH = (('    ich = [random.choice(RANGES)]\n',
             '    ich = [random.choice(RANGES)]\n    bank = [random.choice(RANGES)]\n'),
            ('    bank = [random.choice(RANGES)]\n    while wert(bank) < 17:',
             '    while wert(bank) < 17:'))


@pytest.mark.parametrize("order", ["P", "J"])
@pytest.mark.parametrize("stick_at", [13, 15, 17, 19])
def test_plan_player_first_twins_change_one_hand_as_that_order_deals(stick_at: int,
                                                                     order: str) -> None:
    """The games planned for a program dealing the player first (its whole turn, or after one
    card each): dealt in that order, each twin moves only the hand it names, and the player is
    higher in the base game; a program dealing by the rules would not print the base game's
    values swapped."""
    scenarios = scenario_runs(5, stick_at, 1)[0]
    plan = experiments.plan_player_first(5, stick_at, scenarios, 1, order)
    assert plan is not None and plan.orders == (order,)
    base, computer, player, bust = (list(v) for v in plan.values[:4])
    c0, p0 = deal_values(base, stick_at, plan.twist_below, order)
    assert sum(c0) < sum(p0) <= 21
    c1, p1 = deal_values(computer, stick_at, plan.twist_below, order)
    c2, p2 = deal_values(player, stick_at, plan.twist_below, order)
    c3, p3 = deal_values(bust, stick_at, plan.twist_below, order)
    assert p1 == p0 and sum(c1) != sum(c0) and c2 == c0 and sum(p2) != sum(p0)
    assert c3 == c0 and sum(p3) > 21
    for order in ORDERS:
        dealt = deal_values(base, stick_at, plan.twist_below, order)
        assert dealt is None or (sum(dealt[1]), sum(dealt[0])) != (sum(c0), sum(p0))


def test_a_program_dealing_by_the_rules_is_not_read_by_the_player_first_games() -> None:
    """The player-first games, played by a program dealing the computer's turn first, read
    nothing: its values are not those the games were planned to make."""
    from autograder.pontoon.programs import Played
    plan = experiments.plan_player_first(3, 17, scenario_runs(3, 17, 1)[0], 1)

    def played(order: str) -> Played:
        entries = []
        for values in plan.values[:4]:
            c, p = (sum(h) for h in deal_values(list(values), 17, plan.twist_below, order))
            entries += [{"out": "Your value: 5"}, {"ask": "Twist or stick? ", "answer": "s"},
                        {"out": f"Computer {c}\nPlayer {p}\n" + winner(c, p)},
                        {"ask": "Play again? ", "answer": "y"}]
        return Played(plan.run, split_games(entries), "eof", None, "", "ok")

    for order in ORDERS:
        assert learn(played(order), plan) is None
    reading = learn(played("P"), plan)        # the order they were planned for: read
    assert reading is not None and set(reading.values.values()) == {"computer", "player"}


@pytest.mark.parametrize("edits, failing", [
    ((), {"computer-first"}),
    ((TIE_TO_BANK,), {"computer-first", "tie-draw"}),
    (ONE_EACH, {"computer-first"}),
])
def test_a_program_dealing_the_player_first_loses_that_rule_alone(
        tmp_path: Path, edits: tuple, failing: set[str]) -> None:
    """The German program dealing the player first loses computer-first and nothing else (it
    lost every rule but one before the games planned for that order, none of them shown), and
    a second fault, a tie given to the Bank, is read in the Bank's own words."""
    source = PLAYER_FIRST_DE
    for old, new in edits:
        assert source.count(old) == 1
        source = source.replace(old, new)
    path = tmp_path / "pontoon.py"
    path.write_text(source, encoding="utf-8")
    grade = grade_submission(path, 2, seed=5)
    why = {v.rule: v.output[:300] for v in grade.verdicts if not v.passed}
    assert {v.rule for v in grade.verdicts if not v.passed} == failing, why
    assert not grade.unshown, why


# Lines printed in turn from a list of the program's own (a joke a line, cycling), so that the
# computer twin, dealing its computer one more card, prints each joke one place later: the
# player's hand lines are the same in both, question by question.
JOKES = ["(A joke about a fern.)", "(A joke about a seagull.)", "(A joke about socks.)",
         "(A joke about a clock.)", "(A joke about a visor.)"]


def _turn(hands: list[str], jokes: list[str], extra: list[str]) -> list[list[str]]:
    """A turn cut at its questions (`Game.turn_segments`): before the first, the computer's
    lines; then each hand with a joke."""
    return [extra + ["Your go."]] + [[hand, joke] for hand, joke in zip(hands, jokes)]


def test_leaks_pair_a_turn_question_by_question_not_by_jokes_printed_in_turn() -> None:
    hands = ["Your cards: Nine (9)", "Your cards: Nine, Two (11)", "Your cards: Nine, Two, Three (14)"]
    base = _turn(hands, JOKES[1:4], [JOKES[0]])
    computer = _turn(hands, JOKES[2:5], [JOKES[0], JOKES[1]])      # one more computer card
    player = _turn(hands[:2] + ["Your cards: Nine, Two, Two (13)"], JOKES[1:4], [JOKES[0]])
    assert experiments.leaks(base, computer, player) == []
    flat = [[[line for seg in turn for line in seg]] for turn in (base, computer, player)]
    assert experiments.leaks(*flat) != []      # the whole turns paired by their jokes: a leak


def test_a_value_that_falls_after_a_twist_is_an_ace_counted_eleven() -> None:
    """A twist the runner saw deal a card, after which the value shown fell (17 to 12): the hand
    had counted an Ace 11 and now counts it 1, `ace-counts-one`'s fault, not `card-values`'."""
    from autograder.pontoon.programs import RUNS, Played, check_game
    ask = {"ask": "Hit or stand? (h/s) ", "kind": "turn"}
    game = split_games([{"out": "Your total: 17\n"}, dict(ask, answer="h", means="t", effect="card"),
                        {"out": "Your total: 12\n"}, dict(ask, answer="s", means="s", effect="end-turn"),
                        {"out": "Computer Value: 18\nPlayer Value: 12\nComputer wins!\n"}], 1)[0]
    found = check_game(Played(RUNS[0], [game], "eof", None, "", "ok"), game, 1, 17)
    failed = {e.rule for e in found if not e.ok}
    assert "ace-counts-one" in failed and "card-values" not in failed, \
        [(e.rule, e.ok, e.text[:120]) for e in found]


# One card each, the computer's first, then the computer's hits, then the player's turn: an
# order the rules allow (the player's turn begins after the computer's), which neither of the
# usual orders deals alike
ONE_EACH_COMPUTER = """import random
STICK_AT = 17
def card():
    return random.randint(1, 10)
while True:
    c = [card()]
    p = [card()]
    while sum(c) < STICK_AT:
        c.append(card())
    print("Dealer has played.")
    while True:
        print("Your total:", sum(p))
        if sum(p) > 21:
            print("Bust!")
            break
        try:
            a = input("Hit or stand? (h/s) ").strip().lower()
        except EOFError:
            raise SystemExit
        if a == "h":
            p.append(card())
        elif a == "s":
            break
    cv, pv = sum(c), sum(p)
    print("Dealer:", cv)
    print("You:", pv)
    if cv > 21 and pv > 21 or cv == pv:
        print("Push")
    elif pv > 21 or (cv <= 21 and cv > pv):
        print("Dealer wins")
    else:
        print("You win")
    try:
        if input("Again? (y/n) ").strip().lower() != "y":
            break
    except EOFError:
        break
"""


@pytest.mark.parametrize("stick_at, hidden", [(17, False), (21, True)])
def test_one_card_each_computer_first_is_an_order_the_rules_allow(tmp_path: Path, stick_at: int,
                                                                  hidden: bool) -> None:
    """A program dealing the computer's first card, the player's first, then the computer's
    hits before the player's turn keeps every rule: the runner finds the player's first card
    (the second dealt, `inside.dialogue.dealing_order`), the games are read from experiment
    games planned for that order (`experiments.plan_player_first` with order ``C``), and its
    stacked games are explained in it (`programs.shares`). (On the code before, it failed
    computer-draws, and under some seeds one-card-start, computer-first and computer-secret too;
    with STICK_AT 21 unstated nothing was read.)"""
    source = ONE_EACH_COMPUTER.replace("STICK_AT = 17", f"STICK_AT = {stick_at}")
    if hidden:
        source = source.replace(f"STICK_AT = {stick_at}\n", "").replace(
            "while sum(c) < STICK_AT:", f"while sum(c) < {stick_at}:")
    path = tmp_path / "pontoon.py"
    path.write_text(source, encoding="utf-8")
    for seed in (1, 2, 3):
        grade = grade_submission(path, 1, seed=seed)
        assert grade.score == grade.max_score, (
            seed, {v.rule: v.output[:300] for v in grade.verdicts if not v.passed}, grade.problems)
