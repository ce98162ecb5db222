"""The grader's stacked scenario games: every kind of result, in every style of program.

Glossary: a *scenario* game is dealt from cards the grader chose (the runner's stacked deck,
``task["stack"]``) so that, played by the rules, it ends in one kind of result (a *goal*: both
bust, a tie at 21, ...); the *orders* are the two ways a program may deal: the computer's whole
turn first (``A``) or the player's first card first (``B``). See
`autograder.pontoon.programs.scenario_runs`.

The planning tests are pure and fast; the grading tests run real submissions in the sandbox
with fixed master seeds (nothing here depends on luck).
"""
from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from autograder.pontoon import grade as grade_mod
from autograder.pontoon import programs
from autograder.pontoon.contract import rules_for
from autograder.pontoon.grade import grade_submission
from autograder.pontoon.programs import (GOAL_ORDER, GOALS, ORDERS, SURE_BUST_GOALS, Played, Run,
                                 check_deck_order,
                                 check_stacked_values, deal_values, possible_goals,
                                 scenario_runs, scenario_values, shows_goal)
from autograder.pontoon.transcript import Game, split_games

ROOT = Path(__file__).resolve().parent.parent
BEGINNERS = ROOT / "tests" / "corpus" / "beginners"
MANIFEST = json.loads((BEGINNERS / "manifest.json").read_text(encoding="utf-8"))

# A version 4 program that deals the computer from its shuffled deck, then sorts the deck so
# the player is dealt its best cards: no card twice, every game "fine" to the eye.
RESORTED_DECK = '''import random

VERSION = 4
STICK_AT = 17
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


def worth(card):
    return min(RANKS.index(card[0]) + 1, 10)


def value(hand):
    return sum(worth(c) for c in hand)


def names(hand):
    return ", ".join(r + " of " + s for r, s in hand)


while True:
    deck = [(r, s) for s in SUITS for r in RANKS]
    random.shuffle(deck)
    computer = [deck.pop()]
    while value(computer) < STICK_AT:
        computer.append(deck.pop())
    deck.sort(key=worth){sort_note}
    player = [deck.pop()]
    while value(player) <= 21:
        print("Your cards: " + names(player))
        try:
            answer = input("Twist or stick? (t/s) ").strip().lower()
        except EOFError:
            raise SystemExit
        if answer == "t":
            player.append(deck.pop())
        elif answer == "s":
            break
    c, p = value(computer), value(player)
    print("Computer has: " + names(computer))
    print("Value: " + str(c))
    print("Player has: " + names(player))
    print("Value: " + str(p))
    if (c > 21 and p > 21) or c == p:
        print("Draw!")
    elif c > 21 or (p <= 21 and p > c):
        print("Player wins!")
    else:
        print("Computer wins!")
    try:
        again = input("Play again? (y/n) ").strip().lower()
    except EOFError:
        break
    if again != "y":
        break
'''


# ---------------------------------------------------------------- planning (pure)

@pytest.mark.parametrize("stick_at", range(12, 22))
def test_every_planned_game_shows_its_goal_when_dealt_by_the_rules(stick_at: int) -> None:
    """For every STICK_AT and several master seeds, each stacked game reaches its goal in the
    computer-first order (or the order the goal is planned for, `GOAL_ORDER`), and (all but a
    few, which say so, and the goals of one order) in the player-first-card order too; every
    goal the STICK_AT allows is planned, and the short run's player twists twice. The third
    run deals Aces to Fours from one deck to a player who sticks at once: any two of its cards
    make less than 16 even with an Ace counted 11, so a computer dealt two before the player's
    turn must take more after it in a blackjack deal, and in the rules' order takes them all
    before it, whatever its STICK_AT."""
    for master in range(6):
        first, second, third = scenario_runs(master, stick_at, 4)
        threshold = first.task["policy"]["threshold"]
        assert set(first.goals) == set(possible_goals(stick_at, threshold)) or \
            len(first.goals) >= len(possible_goals(stick_at, threshold)) - 1, (master, first.goals)
        both = 0
        for goal, cards in zip(first.goals, first.task["stack"]["games"]):
            assert len({tuple(c) for c in cards}) == len(cards), "a card twice in one game"
            values = [programs.card_value(tuple(c)) for c in cards]
            shown = [o for o in dict.fromkeys((*ORDERS, GOAL_ORDER.get(goal, "A")))
                     if (h := deal_values(values, stick_at, threshold, o))
                     and shows_goal(goal, *h, stick_at)]
            assert GOAL_ORDER.get(goal, "A") in shown, (master, goal, values)
            both += shown == list(ORDERS) or goal in GOAL_ORDER or goal in SURE_BUST_GOALS
        assert both >= len(first.goals) - 2, (master, stick_at, first.goals)
        [small] = second.task["stack"]["games"]
        for order in ORDERS:               # the seeded draws after the list: tens, say
            values = [programs.card_value(tuple(c)) for c in small] + [10] * 8
            computer, player = deal_values(values, stick_at, threshold, order)
            assert max(player[:3]) <= 4 and sum(player[:2]) < threshold, (order, small)
        assert second.task["eof_after"] == 3
        [low] = third.task["stack"]["games"]
        assert len({tuple(c) for c in low}) == len(low) == 16, low
        values = [programs.card_value(tuple(c)) for c in low]
        def soft(a: int, b: int) -> int:                    # one Ace counted 11, as blackjack
            return a + b + (10 if 1 in (a, b) and a + b + 10 <= 21 else 0)
        assert max(values) <= 4 and max(soft(a, b) for i, a in enumerate(values)
                                        for b in values[i + 1:]) < 16, values
        assert sum(values) >= stick_at + 1 and third.task["policy"] == {"kind": "always", "answer": "s"}
        assert third.goals == ("stick-at-once",)
        assert values[0] not in (programs.card_value(tuple(first.task["stack"]["games"][0][0])),
                                 programs.card_value(tuple(small[0])))    # first cards differ
        computer, player = deal_values(values, stick_at, 0, "A")    # the player sticks at once
        assert len(player) == 1 and len(computer) > 2, values
        assert programs.player_starts(values[:len(computer) + 1], player[0], 0) == {1}, values


@pytest.mark.parametrize("stick_at", range(12, 22))
def test_the_edge_games_pin_the_computers_stick_at_under_every_master_seed(stick_at: int) -> None:
    """Every master seed plans a computer twisting at STICK_AT - 1 and one sticking on exactly
    STICK_AT, with no Ace in its hand: a computer stopping one value sooner or later takes other
    cards in one of them, so a wrong STICK_AT is seen whatever the seed (and an Ace counted 11
    changes neither game)."""
    for master in range(10):
        first = scenario_runs(master, stick_at)[0]
        threshold = first.task["policy"]["threshold"]
        assert {"twists-at-edge", "sticks-at-edge"} <= set(first.goals), (master, first.goals)
        differ = {-1: False, 1: False}
        for goal, cards in zip(first.goals, first.task["stack"]["games"]):
            if goal not in ("twists-at-edge", "sticks-at-edge"):
                continue
            values = [programs.card_value(tuple(c)) for c in cards]
            computer, _ = deal_values(values, stick_at, threshold, "A")
            assert 1 not in computer and shows_goal(goal, computer, [], stick_at), (master, values)
            for off in differ:
                differ[off] |= deal_values(values, stick_at + off, threshold, "A")[0] != computer
        assert all(differ.values()), (master, stick_at, differ)


@pytest.mark.parametrize("stick_at", range(13, 22))
def test_the_sure_bust_games_bust_any_computer_from_13_to_21_under_every_master_seed(
        stick_at: int) -> None:
    """Every master seed deals, for each of three orders (computer first, after the player's
    first card, two each dealt in turn), a computer on 12 from two cards that then takes a Ten (the rank, so a program counting faces wrong counts it 10): a computer
    twisting below any value from 13 to 21 goes bust there before the player's turn, whatever
    the seed, so what the game shows of player-turn-always holds through a wrong STICK_AT."""
    for master in range(10):
        first = scenario_runs(master, stick_at)[0]
        threshold = first.task["policy"]["threshold"]
        assert set(SURE_BUST_GOALS) <= set(first.goals), (master, first.goals)
        for goal in SURE_BUST_GOALS:
            cards = first.task["stack"]["games"][first.goals.index(goal)]
            order = GOAL_ORDER.get(goal, "A")
            assert cards[{"A": 2, "B": 3, "D": 4}[order]][0] == "Ten", (master, goal, cards)
            values = [programs.card_value(tuple(c)) for c in cards]
            # only the orders it was planned for meet the 12 and the Ten (two each in turn: a
            # program dealing the player's two cards first too), never another by chance
            assert programs._twelve_orders(values) == ({"D", "2"} if order == "D" else {order})
            for any_stick in range(13, 22):
                computer, player = deal_values(values, any_stick, threshold, order)
                assert programs.twelve_and_ten(computer) and sum(player) <= 21, \
                    (master, goal, any_stick, values)


def test_goals_are_impossible_exactly_where_the_rules_say() -> None:
    """The computer never goes bust with STICK_AT 12 (11 + 10 = 21), and with STICK_AT 21 nothing
    below 21 can tie or beat it: those goals are not planned, the others are."""
    assert {"both-bust", "computer-bust", *SURE_BUST_GOALS}.isdisjoint(possible_goals(12, 18))
    assert {"tie-below", "player-higher"}.isdisjoint(possible_goals(21, 18))
    assert set(possible_goals(17, 18)) == set(GOALS)
    rng = random.Random(5)
    for goal in possible_goals(17, 18):
        values, orders = scenario_values(goal, 17, 18, rng)
        order = GOAL_ORDER.get(goal, "A")
        assert shows_goal(goal, *deal_values(values, 17, 18, order), 17), goal


def test_scenarios_are_drawn_afresh_from_the_master_seed() -> None:
    """The same master seed plans the same games; another plans other cards, in another order,
    with another player: no table of answers learned from one grading replays another."""
    a, b = scenario_runs(11, 17, 2), scenario_runs(11, 17, 2)
    assert a == b
    others = [scenario_runs(m, 17, 2)[0] for m in range(12, 18)]
    assert all(o.task["stack"]["games"] != a[0].task["stack"]["games"] for o in others)
    assert len({o.goals for o in others}) > 1
    assert len({o.task["policy"]["threshold"] for o in others}) > 1
    first_cards = Counter(tuple(g[0]) for o in others for g in o.task["stack"]["games"])
    assert len(first_cards) > 20, first_cards          # suits and ranks vary


def test_statistics_and_stick_at_never_see_the_stacked_runs(monkeypatch) -> None:
    """The chosen cards would bias every statistical test: the grader gives the statistics
    (and the STICK_AT inference) the seeded runs only."""
    seen: dict[str, list[list[Played]]] = {"statistics": [], "infer_stick_at": []}
    for name in seen:
        def spy(played, *args, real=getattr(grade_mod, name), name=name):
            seen[name].append(list(played))
            return real(played, *args)
        monkeypatch.setattr(grade_mod, name, spy)
    g = grade_submission(BEGINNERS / "c1_script_hit_stand", seed=3)     # no STICK_AT: inferred
    assert g.score == g.max_score, [v.output[:200] for v in g.verdicts if not v.passed]
    for name, calls in seen.items():
        [played] = calls
        assert played and not any(p.run.stacked for p in played), name


# ---------------------------------------------------------------- checks on synthetic games

def _played(run: Run, entries: list[dict], version: int, dealt: dict | None = None,
            decks: list | None = None) -> Played:
    return Played(run, split_games(entries, version), "returned", None, "", "ok", False,
                  dealt or {}, decks or [], version)


STACK_V1 = Run("stacked", {"mode": "program", "seed": 1, "stack": {"version": 1, "games": [
    [["Ten", "Clubs"], ["Seven", "Hearts"], ["Nine", "Spades"], ["Two", "Clubs"],
     ["Three", "Hearts"], ["Four", "Hearts"]]]}}, ("computer-higher",))


def _v1_game(computer_value: int) -> list[dict]:
    return [{"out": "You have 9"}, {"ask": "Twist or stick? (t/s) ", "answer": "t", "means": "t"},
            {"out": "You have 11"}, {"ask": "Twist or stick? (t/s) ", "answer": "s", "means": "s"},
            {"out": f"Computer Value: {computer_value}\nPlayer Value: 11\nComputer wins!"}]


def test_v1_computer_value_must_be_the_cards_it_was_dealt() -> None:
    """Version 1 prints no cards; with the grader's cards the computer's value is known: all the
    cards dealt less the player's. A made-up value fails computer-draws, quoting the game."""
    dealt = {0: [0, 1, 2, 3]}                   # Ten, Seven | Nine, Two to the player
    good = _played(STACK_V1, _v1_game(17), 1, dealt)
    [ok] = check_stacked_values(good, good.games[0], 17)
    assert ok.ok and ok.rule == "computer-draws" and "10, 7" in ok.text
    bad = _played(STACK_V1, _v1_game(19), 1, dealt)
    [no] = check_stacked_values(bad, bad.games[0], 17)
    assert not no.ok and no.rule == "computer-draws" and "make 17" in no.text
    assert "the grader dealt, in order: 10, 7, 9, 2" in no.text
    assert "<- the grader typed 't'" in no.text                   # the game, replayed
    stuck_early = _played(STACK_V1, _v1_game(17), 1, dealt)
    [twisted] = check_stacked_values(stuck_early, stuck_early.games[0], 16)
    assert twisted.ok                        # 10 + 7 = 17 >= 16: sticks after two cards either way
    ran_out = _played(STACK_V1, _v1_game(19), 1, {0: [0, 1, 2, 3, 4, 5]})
    assert check_stacked_values(ran_out, ran_out.games[0], 17) == []   # then draws were seeded


STACK_V4 = Run("stacked", {"mode": "program", "seed": 1, "stack": {"version": 4, "games": [
    [["Ten", "Clubs"], ["Seven", "Hearts"], ["Two", "Spades"], ["Nine", "Spades"],
     ["Two", "Clubs"], ["Three", "Hearts"], ["Four", "Hearts"], ["Five", "Hearts"]]]}},
    ("player-higher",))
DECK = [[0, "shuffle", 0, [], "front+back", 0]]


def _v4_game(computer: str, player: str, value: int) -> list[dict]:
    return [{"out": "Your cards: " + player.split(",")[0]},
            {"ask": "Twist or stick? (t/s) ", "answer": "t", "means": "t"},
            {"out": "Your cards: " + player},
            {"ask": "Twist or stick? (t/s) ", "answer": "s", "means": "s"},
            {"out": f"Computer has: {computer}\nValue: 19\nPlayer has: {player}\nValue: {value}\n"
                    "Player wins!"}]


def test_v4_hands_must_be_the_top_of_the_shuffled_deck_in_its_order() -> None:
    """Either side may be dealt first, but together the hands are the deck's top cards, each in
    the deck's order; the player's cards picked from elsewhere in the deck fail no-duplicates."""
    computer = "Ten of Clubs, Seven of Hearts, Two of Spades"
    fine = _played(STACK_V4, _v4_game(computer, "Nine of Spades, Two of Clubs", 11), 4, decks=DECK)
    [ok] = check_deck_order(fine, fine.games[0])
    assert ok.ok
    picked = _played(STACK_V4, _v4_game(computer, "Nine of Spades, Five of Hearts", 14), 4,
                     decks=DECK)
    [no] = check_deck_order(picked, picked.games[0])
    assert not no.ok and no.rule == "no-duplicates" and "Two of Clubs" in no.text
    undealt = _played(STACK_V4, _v4_game(computer, "Nine of Spades, Five of Hearts", 14), 4)
    assert check_deck_order(undealt, undealt.games[0]) == []   # no grader's deck: nothing to say
    elsewhere = _played(STACK_V4, _v4_game("Two of Spades, Ten of Clubs, Seven of Hearts",
                                           "Nine of Spades, Five of Hearts", 14), 4, decks=DECK)
    assert check_deck_order(elsewhere, elsewhere.games[0]) == []   # not dealt from the top


# ---------------------------------------------------------------- grading real programs

# (program, seeds): each must earn exactly what its manifest says under every one of them (three
# in `make test`, its ten-minute budget; the stacked games deal the rare games under every seed,
# and `SEED_COUNT=10` grades every corpus under ten: benchmarks/README.md)
SEEDED = ["f3_script_21_tie_to_computer", "f1_main_made_up_score", "f1_main_player_first",
          "f1_functions_no_turn_when_computer_bust", "f4_script_no_turn_when_house_bust",
          "c2_main_one_zero"]
SEEDS = (1, 22, 333)


def test_beginner_programs_earn_their_manifest_under_any_master_seed() -> None:
    """Faults shown only by rare games (a 21-21 tie, a computer bust before the player's turn, a
    made-up v1 computer value, a v1 player dealt first) fail their rule under every master seed,
    and no other rule; a correct main()-only program with an undeclared STICK_AT 18 earns full
    marks. Before the stacked games, a 21-21 tie came in about half the gradings."""
    from concurrent.futures import ThreadPoolExecutor

    def grade(job: tuple[str, int]):
        name, seed = job
        return name, seed, grade_submission(BEGINNERS / name,
                                            MANIFEST[name].get("graded_with_version"), seed=seed)
    with ThreadPoolExecutor(2) as pool:         # each grading waits on its sandboxed children
        graded = list(pool.map(grade, [(name, seed) for name in SEEDED for seed in SEEDS]))
    for name, seed, g in graded:       # a rule not shown earns nothing but is no failure
        failed = {v.rule for v in g.verdicts if not v.passed and not v.unshown}
        why = {v.rule: v.output[:300] for v in g.verdicts if not v.passed}
        assert failed == set(MANIFEST[name]["failing"]), (name, seed, why)
        assert not g.unshown or MANIFEST[name]["failing"], (name, seed, why)


def test_a_rule_another_fault_prevents_is_not_shown_and_earns_nothing() -> None:
    """A v1 computer whose value is made up (15 to 21) deals itself no card the grader can
    follow: computer-first (shown by the computer's dealt cards) is not shown, with the reason,
    and earns nothing until the instructor looks at it (issue 18: no mark without evidence);
    computer-draws fails, quoting a stacked game."""
    g = grade_submission(BEGINNERS / "f1_main_made_up_score", seed=8)
    verdicts = {v.rule: v for v in g.verdicts}
    first = verdicts["computer-first"]
    assert first.unshown and not first.passed and first.score == 0
    assert first.output.startswith("Not shown")
    assert "computer-draws" in first.output
    assert "your instructor will look at it" in first.output
    assert not verdicts["computer-draws"].passed and not verdicts["computer-draws"].unshown
    assert "stacked cards" in verdicts["computer-draws"].output
    assert {v.rule for v in g.unshown} == {"computer-first"}
    assert g.score == 85 - 8 - 5


def test_the_rules_of_a_bust_a_computer_never_reaches_are_kept() -> None:
    """The same computer never goes bust (its fault, computer-draws): no game can have both
    sides bust, or the computer bust before the player's turn. The grader shows that by
    experiment (every game's computer value read, none over 21, the games dealt to make a
    computer go bust among them), so bust-draw and player-turn-always are kept, as with a
    STICK_AT of 12, and the fault costs its own rule's marks, not three rules' (issue 18)."""
    g = grade_submission(BEGINNERS / "f1_main_made_up_score", seed=8)
    verdicts = {v.rule: v for v in g.verdicts}
    for rule in ("bust-draw", "player-turn-always"):
        assert verdicts[rule].passed and not verdicts[rule].unshown, verdicts[rule].output
        assert "went bust in none of the" in verdicts[rule].output
        assert "dealt to make it go bust" in verdicts[rule].output


def test_feedback_quotes_the_game_that_broke_the_rule() -> None:
    """A failed rule's verdict: one sentence of what happened and what was expected, the cards
    the grader dealt, and the game in the program's own words with the grader's answers marked."""
    g = grade_submission(BEGINNERS / "f3_script_21_tie_to_computer", seed=2)
    [tie] = [v for v in g.verdicts if v.rule == "tie-draw"]
    first, *rest = tie.output.split("\n- ", 1)[1].splitlines()
    assert "the computer had 21 and the player 21" in first
    assert "`The computer wins`" in first and "expects a draw" in first
    assert rest[0].strip().startswith("the grader dealt, in order: ")
    assert any("<- the grader typed" in line for line in rest)
    assert any("Hit or stand? [h/s]" in line for line in rest)     # the program's own words


def test_a_deck_re_sorted_for_the_player_fails_no_duplicates(tmp_path: Path) -> None:
    """A v4 program sorting its deck after the computer's turn deals the player high cards with
    no card twice: only the stacked deck shows it, charged to no-duplicates (and so format)."""
    path = tmp_path / "pontoon.py"
    path.write_text(RESORTED_DECK.format(sort_note="                 # the player gets the best"))
    g = grade_submission(path, seed=4)
    failed = {v.rule for v in g.verdicts if not v.passed and not v.unshown}
    assert failed == {"no-duplicates", "format"}, {v.rule: v.output[:300] for v in g.verdicts
                                                    if not v.passed}
    # rules only its stacked games could show, which its fault prevents: not shown, naming it
    assert all("no-duplicates" in v.output for v in g.unshown), [v.output for v in g.unshown]
    [dup] = [v for v in g.verdicts if v.rule == "no-duplicates"]
    assert "on top, but the computer was dealt" in dup.output
    honest = RESORTED_DECK.replace("    deck.sort(key=worth){sort_note}\n", "")
    both_ends = honest.replace("computer = [deck.pop()]", "computer = [deck.pop(0)]") \
        .replace("computer.append(deck.pop())", "computer.append(deck.pop(0))")
    for name, text in (("honest", honest), ("both_ends", both_ends)):
        (tmp_path / name).mkdir()
        (tmp_path / name / "pontoon.py").write_text(text)
        g = grade_submission(tmp_path / name, seed=4)    # the computer from the front: still fine
        assert g.score == g.max_score == sum(r.marks for r in rules_for(4)), \
            (name, {v.rule: v.output[:300] for v in g.verdicts if not v.passed})


def test_when_nothing_could_be_checked_each_verdict_says_why() -> None:
    """A script crashing right after its first question: the verdicts name the crash, and the
    problems quote the question the grader met with the answers it tried (issue 18), or what
    it answered when the runner did not say what it tried."""
    g = grade_submission(BEGINNERS / "u_crash_first_question", seed=6)
    assert g.score == 0
    assert all("NameError" in v.output for v in g.verdicts if not v.passed)
    assert any("What is your name?" in p and ("it tried" in p or "the grader answered" in p)
               for p in g.problems), g.problems


def test_a_player_dealt_the_first_stacked_cards_played_first() -> None:
    """The computer's cards are the grader's first ones; a program dealing the player's whole
    turn first shows it in the hands themselves, and the verdict quotes both."""
    computer = "Ten of Clubs, Seven of Hearts, Two of Spades"
    first = _played(STACK_V4, _v4_game(computer, "Nine of Spades, Two of Clubs", 11), 3)
    [ok] = programs.check_turn_order(first, first.games[0], 3)
    assert ok.ok and ok.rule == "computer-first"
    player_first = _played(STACK_V4, _v4_game("Two of Spades, Nine of Spades, Two of Clubs",
                                              "Ten of Clubs, Seven of Hearts", 17), 3)
    [no] = programs.check_turn_order(player_first, player_first.games[0], 3)
    assert not no.ok and no.rule == "computer-first" and "first 2 card(s)" in no.text
    after_first = _played(STACK_V4, [
        {"out": "Your cards: Ten"}, {"ask": "Twist or stick? (t/s) ", "answer": "s", "means": "s"},
        {"out": "Computer has: Seven, Two, Nine\nValue: 18\nPlayer has: Ten\nValue: 10\n"
                "Computer wins!"}], 2)
    [v2] = programs.check_turn_order(after_first, after_first.games[0], 2)
    assert v2.ok                             # the player's first card, then the computer's turn
    ranks_only = _played(STACK_V4, [
        {"out": "Your cards: Ten"}, {"ask": "Twist or stick? (t/s) ", "answer": "t", "means": "t"},
        {"out": "Your cards: Ten, Seven"},
        {"ask": "Twist or stick? (t/s) ", "answer": "s", "means": "s"},
        {"out": "Computer has: Two, Nine, Two\nValue: 13\nPlayer has: Ten, Seven\nValue: 17\n"
                "Player wins!"}], 2)
    [v2] = programs.check_turn_order(ranks_only, ranks_only.games[0], 2)
    assert not v2.ok


def test_v1_computer_dealt_after_the_players_turn_played_second() -> None:
    """Version 1: a computer whose cards are the ones after the player's whole turn fails
    computer-first (its value is still the sum of its cards: computer-draws holds)."""
    # the player twists once (9, then 11: a Nine and a Two), then the computer gets Ten, Seven
    stack = Run("stacked", {"mode": "program", "seed": 1, "stack": {"version": 1, "games": [
        [["Nine", "Spades"], ["Two", "Clubs"], ["Ten", "Clubs"], ["Seven", "Hearts"],
         ["Three", "Hearts"], ["Four", "Hearts"]]]}}, ("computer-higher",))
    played = _played(stack, _v1_game(17), 1, {0: [0, 1, 2, 3]})
    evidence = {e.rule: e for e in check_stacked_values(played, played.games[0], 17)}
    assert evidence["computer-draws"].ok and not evidence["computer-first"].ok
    assert "first 2 card(s) (9, 2)" in evidence["computer-first"].text


# ---------------------------------------------------------------- the same marks under every seed

STACK_MIRRORED = Run("stacked", {"mode": "program", "seed": 1, "stack": {"version": 2, "games": [
    [["Five", "Clubs"], ["Ace", "Hearts"], ["Ace", "Spades"], ["King", "Clubs"],
     ["Five", "Hearts"], ["Ace", "Clubs"], ["Ace", "Diamonds"], ["Queen", "Hearts"]]]}},
    ("aces-late",))


def test_turn_order_not_judged_where_only_the_names_tell_the_orders_apart() -> None:
    """Both hands were dealt the same values (Five, Ace, Ace, ten): a program naming its own ten
    (a rank chosen apart from the value) shows the grader's King to the player and a Queen to the
    computer, which is no sign of the player dealt first (issue 18: marks the same under every
    master seed, only some of which draw such a deck)."""
    game = [{"out": "You have Five"}, {"ask": "Twist or stick? ", "answer": "s", "means": "s"},
            {"out": "Computer has: Five, Ace, Ace, Queen\nValue: 17\nPlayer has: Five, Ace, Ace, "
                    "King\nValue: 17\nIt's a draw."}]
    played = _played(STACK_MIRRORED, game, 2)
    assert programs.check_turn_order(played, played.games[0], 2) == []
    assert programs.mirrored([5, 1, 1, 10, 5, 1, 1, 10], 4, 4)
    assert not programs.mirrored([2, 9, 2, 10, 7], 3, 2)


@pytest.mark.parametrize("goal", ["tie-21", "tie-below", "both-bust"])
def test_scenario_draws_reached_when_the_player_is_dealt_first(goal: str) -> None:
    """The draws' cards reach their goal even for a program dealing the player's whole turn
    first, so such a program meets every draw whichever goals a master seed draws."""
    for master in range(40):
        run = scenario_runs(master, 17)[0]
        twist_below = run.task["policy"]["threshold"]
        cards = run.task["stack"]["games"][run.goals.index(goal)]
        values = [programs.card_value(tuple(c)) for c in cards]
        hands = deal_values(values, 17, twist_below, programs.PLAYER_FIRST)
        assert hands is not None and shows_goal(goal, *hands, 17), (master, goal, values)


def test_goal_runs_replay_each_goal_a_program_did_not_play() -> None:
    """A stacked run that ended after its first game: every other goal becomes a run of its own
    (one game, that goal's cards), and the first of them is played once more sending `x` and an
    empty line before each real answer; a run that dealt every goal, or played none, gives
    none."""
    run = scenario_runs(4, 17)[0]
    one = Played(run, [Game(1, ["You have 7"])], "sys.exit", None, "", "ok", dealt={0: [0]})
    alone = programs.goal_runs(one)
    assert [r.goals for r in alone] == [(g,) for g in run.goals[1:]] + [(run.goals[1],)]
    assert all(r.task["games"] == 1 and r.task["stack"]["games"] == [cards]
               for r, cards in zip(alone, run.task["stack"]["games"][1:]))
    assert alone[-1].task["stack"] == alone[0].task["stack"]
    assert alone[-1].task["policy"] == {"kind": "bad-then", "bad": ["x", ""],
                                        "then": alone[0].task["policy"]}
    every = Played(run, one.games, "eof", None, "", "ok",
                   dealt={i: [0] for i in range(len(run.goals))})
    assert programs.goal_runs(every) == ()
    assert programs.goal_runs(Played(run, [], "eof", None, "", "ok")) == ()


@pytest.mark.parametrize("name", ["f1_script_one_game_only", "f4_script_shuffled_once"])
def test_a_program_dealing_one_game_from_the_grader_meets_every_result(name: str) -> None:
    """One game a run, or one deck shuffled once for every game: every result rule is shown by
    the grader's stacked games (no rule left to the seeded games' luck)."""
    for seed in (3, 11):
        grade = grade_submission(BEGINNERS / name, seed=seed)
        shown = {v.rule for v in grade.verdicts if not v.unshown}
        assert {"tie-draw", "bust-draw", "one-bust", "higher-wins"} <= shown, (name, seed)


# ------------------------------------------------------------ a deck of the program's own objects

# A French program of this kit's own, written for these tests: a deck of card objects of its own
# class (``Carte`` with ``rang`` and ``couleur``), a hand class, `Six de Carreau` in the result
# (`Six` is an English rank too), `c`/`r` to twist and stick, `o`/`n` to play again.
PAQUET = '''\
import random

VALEURS = ["As", "Deux", "Trois", "Quatre", "Cinq", "Six", "Sept", "Huit", "Neuf", "Dix",
           "Valet", "Dame", "Roi"]
COULEURS = ["Trèfle", "Carreau", "Coeur", "Pique"]
SEUIL = 17


class Carte:
    def __init__(self, rang, couleur):
        self.rang = rang
        self.couleur = couleur

    def valeur(self):
        i = VALEURS.index(self.rang)
        return 10 if i >= 9 else i + 1

    def __str__(self):
        return f"{self.rang} de {self.couleur}"


class Paquet:
    def __init__(self):
        self.cartes = [Carte(r, c) for c in COULEURS for r in VALEURS]
        random.shuffle(self.cartes)

    def tirer(self):
        return self.cartes.pop()


class Main:
    def __init__(self):
        self.cartes = []

    def ajouter(self, carte):
        self.cartes.append(carte)

    def total(self):
        return sum(c.valeur() for c in self.cartes)

    def __str__(self):
        return ", ".join(str(c) for c in self.cartes)


def demander(question):
    return input(question).strip().lower()


def partie():
    paquet = Paquet()
    ordi = Main()
    ordi.ajouter(paquet.tirer())
    while ordi.total() < SEUIL:
        ordi.ajouter(paquet.tirer())
    moi = Main()
    moi.ajouter(paquet.tirer())
    while moi.total() <= 21:
        print("Vos cartes :", moi, f"({moi.total()})")
        r = demander("Carte ou rester ? (c/r) ")
        if r == "c":
            moi.ajouter(paquet.tirer())
        elif r == "r":
            break
    print("L'ordinateur a :", ordi, f"({ordi.total()})")
    print("Vous avez :", moi, f"({moi.total()})")
    o, m = ordi.total(), moi.total()
    if o > 21 and m > 21:
        print("Égalité !")
    elif o > 21:
        print("Vous gagnez !")
    elif m > 21:
        print("L'ordinateur gagne !")
    elif o == m:
        print("Égalité !")
    elif m > o:
        print("Vous gagnez !")
    else:
        print("L'ordinateur gagne !")


def main():
    try:
        while True:
            partie()
            while True:
                r = demander("Rejouer ? (o/n) ")
                if r in ("o", "n"):
                    break
            if r == "n":
                break
    except EOFError:
        print()


main()
'''
SEEDED_SHUFFLE = ("        random.shuffle(self.cartes)\n",
                  "        random.seed(42)\n        random.shuffle(self.cartes)\n")


@pytest.mark.parametrize("seeded", [False, True], ids=["correct", "seeded-shuffle"])
def test_a_deck_of_the_programs_own_card_objects(seeded: bool, tmp_path: Path) -> None:
    """Card objects of the program's own class are dealt the grader's cards by their
    attributes, as tuples of names are; the experiments then show both hands named with their
    suits, so the program is version 4 though `Six` reads as an English rank. It had been graded
    version 1 with every rule not shown (6/85): nothing could be stacked. The same program
    reseeding `random` before every shuffle deals one deck order every game: it loses
    `no-duplicates` (and version 4's format marks) and nothing else. Its identical games had
    made the computer's finals look like a STICK_AT of 21 and failed `computer-draws`."""
    source = PAQUET
    if seeded:
        assert source.count(SEEDED_SHUFFLE[0]) == 1
        source = source.replace(*SEEDED_SHUFFLE)
    (tmp_path / "pontoon.py").write_text(source, encoding="utf-8")
    g = grade_submission(tmp_path / "pontoon.py", seed=4)
    failed = {v.rule for v in g.verdicts if not v.passed}
    assert g.version == 4, (g.version, g.problems)
    assert failed == ({"no-duplicates", "format"} if seeded else set()), \
        [v.output[:300] for v in g.verdicts if not v.passed]
    assert any("STICK_AT 17" in p for p in g.problems), g.problems
