"""A rule is shown kept only by a game in which breaking it would have shown (issue 18).

The public programs' audit found rules passed on what a program breaking them shows too: a first
value of 1 to 10 (two small cards make it), a player asked after a computer that was not bust,
one value alike in two seeded runs, a final value in range with no cards, a turn of one question,
a twist that gave a card. These tests play made-up games through the checks of
`autograder.pontoon.programs` and the judge, with the cards the grader dealt written out.

Glossary: a *stacked game* is dealt the grader's own cards (`Played.stack_cards`); its *shares*
are the ways those cards go to the two hands (`programs.shares`).
"""
from __future__ import annotations

import random

import pytest

from autograder.model import Verdict
from autograder.pontoon.contract import Rule
from autograder.pontoon.judge import Evidence, verdict_for
from autograder.pontoon.programs import (Played, Run, bust_by_cards, cards_of_values,
                                         check_by_rules, check_dealt_order, check_game,
                                         explanations, first_dealt, player_draws, player_starts,
                                         scenario_runs, shares)
from autograder.pontoon.transcript import split_games

ASK = "Twist or stick? (t/s) "
SPARE = [5, 5]       # stacked cards the program was not dealt: the list did not run out


def turn(value: int, answer: str | None) -> list[dict]:
    """The player's value, then the question and the grader's answer (what it meant too)."""
    means = answer if answer in ("t", "s") else None
    return [{"out": f"Your value: {value}"},
            {"ask": ASK, "answer": answer, "means": means, "kind": "turn",
             "effect": "refused" if answer is not None and means is None else None}]


def result(computer: int, player: int, verdict: str) -> list[dict]:
    """The contract's result block."""
    return [{"out": f"Computer Value: {computer}\nPlayer Value: {player}\n{verdict}"}]


def stacked(values: list[int], entries: list[dict], dealt: int | None = None,
            goal: str | None = None) -> Played:
    """One game dealt the grader's cards of these values, the first ``dealt`` of them handed
    out; ``goal``: the scenario goal the grader planned the game for."""
    cards = cards_of_values(values + SPARE, random.Random(1))
    run = Run("stacked", {"mode": "program", "seed": 1, "games": 1,
                          "stack": {"version": 1, "games": [cards]}}, (goal,) if goal else ())
    return Played(run, split_games(entries, 1), "eof", None, "", "ok",
                  dealt={0: list(range(len(values) if dealt is None else dealt))}, version=1)


def seeded(entries: list[dict]) -> Played:
    """One game of a seeded run: the grader did not deal its cards."""
    run = Run("seeded", {"mode": "program", "seed": 1, "games": 1})
    return Played(run, split_games(entries, 1), "eof", None, "", "ok", version=1)


def kept(played: Played, checks=check_by_rules) -> dict[str, bool]:
    """Each rule the first game's evidence speaks of: kept (True) or broken (False)."""
    out: dict[str, bool] = {}
    for e in checks(played, played.games[0], 1, 17):
        out[e.rule] = out.get(e.rule, True) and e.ok
    return out


# computer-first, one card to start: the computer 10, 9 (19); the player 9, then a 4 (13)
ONE_CARD = ([10, 9, 9, 4], turn(9, "t") + turn(13, "s") + result(19, 13, "Computer wins!"))
# the same deck, the player given two to start (9, 4) and a twist (2): 15
TWO_CARDS = ([10, 9, 9, 4, 2], turn(13, "t") + turn(15, "s") + result(19, 15, "Computer wins!"))
# the computer 10, 6, 8 is bust (24) before the player's turn; the player 5, then a 3
BUST_FIRST = ([10, 6, 8, 5, 3], turn(5, "t") + turn(8, "s") + result(24, 8, "Player wins!"))
# the player's whole turn first (10, then 9: 19), the computer after it (9, 4, 5: 18)
PLAYER_FIRST = ([10, 9, 9, 4, 5], turn(10, "t") + turn(19, "s") + result(18, 19, "Player wins!"))
# blackjack: player 9, dealer 5, player 8, dealer 4; the player stands on 17, the dealer hits a 10
BLACKJACK_DEAL = ([9, 5, 8, 4, 10], turn(17, "s") + result(19, 17, "Computer wins!"))
# the same deal, the dealer standing on its two cards (10, 8): whether it would have hit after
# the player's turn, the game cannot show
BLACKJACK_STANDS = ([9, 10, 8, 8], turn(17, "s") + result(18, 17, "Computer wins!"))
# the computer's Ace counted 11: Ace, 7 is 18 and sticks; the player 9, then a 5
ACE_ELEVEN = ([1, 7, 9, 5], turn(9, "t") + turn(14, "s") + result(18, 14, "Computer wins!"))
# Aces as blackjack counts them: Ace, Ace, 5 is a soft 17 and sticks; the player 9, then a 4
ACE_SOFT = ([1, 1, 5, 9, 4], turn(9, "t") + turn(13, "s") + result(17, 13, "Computer wins!"))
# the player's Ace counted 1 where 11 would not bust (Ace, 5: 6, not 16): kept
ACE_ONE = ([10, 8, 1, 5], turn(1, "t") + turn(6, "s") + result(18, 6, "Computer wins!"))


@pytest.mark.parametrize("game, want", [
    (ONE_CARD, {"one-card-start": True, "computer-first": True, "card-values": True,
               "computer-draws": True}),
    # the computer's 10, 9 are also its two cards of a deal in turn (computer, player,
    # computer, player) that stood on them: a blackjack deal would show the same values, and a
    # computer that never draws too (so nothing of computer-draws either)
    (TWO_CARDS, {"one-card-start": False, "card-values": True}),
    (BUST_FIRST, {"one-card-start": True, "computer-first": True, "card-values": True,
                  "player-turn-always": True, "computer-draws": True}),
    # the computer played after the player: how it drew may hang on the player's turn, so the
    # values show nothing of computer-draws
    (PLAYER_FIRST, {"one-card-start": True, "card-values": True}),
    # two each dealt in turn is a share too; the dealer's hit may come after the player's turn,
    # so the values show nothing of computer-first (the cards dealt do: `check_dealt_order`)
    (BLACKJACK_DEAL, {"one-card-start": False, "card-values": True}),
    (BLACKJACK_STANDS, {"one-card-start": False, "card-values": True}),
    # only an Ace counted 11 makes the computer's 18: broken, whichever seed dealt the game
    (ACE_ELEVEN, {"one-card-start": True, "ace-counts-one": False, "computer-first": True}),
    (ACE_SOFT, {"one-card-start": True, "ace-counts-one": False, "computer-first": True}),
    (ACE_ONE, {"one-card-start": True, "card-values": True, "ace-counts-one": True,
               "computer-first": True, "computer-draws": True}),
], ids=["one-card", "two-cards", "bust-first", "player-first", "blackjack", "blackjack-stands",
        "ace-eleven", "ace-soft", "ace-one"])
def test_check_by_rules_stacked_game_shows_what_its_shares_allow(game, want) -> None:
    values, entries = game
    assert kept(stacked(values, entries)) == want



@pytest.mark.parametrize("values, computer, what", [
    ([10, 6, 9, 4], 16, "stuck at 16"),          # sticks at 16: a computer sticking too soon
    ([10, 7, 2, 9, 4], 19, "twisted at 17"),     # twists at 17 (its 10, 7, 2): one too many
], ids=["sticks-soon", "twists-on"])
def test_check_by_rules_a_computer_drawing_to_another_value_breaks_computer_draws(
        values, computer, what) -> None:
    # the player 9, then a 4 (13); no share makes the computer's value with STICK_AT 17, one
    # does with the computer stopping at another value: computer-draws broken, the value named
    entries = turn(9, "t") + turn(13, "s") + result(computer, 13, "Computer wins!")
    played = stacked(values, entries)
    assert kept(played) == {"computer-draws": False}
    [broken] = [e for e in check_by_rules(played, played.games[0], 1, 17)
                if e.rule == "computer-draws" and not e.ok]
    assert what in broken.text and "STICK_AT 17" in broken.text, broken.text


# the computer's 5, 7 (12) and a Ten: bust at 22 before the player's turn; the player 9, then 4
TWELVE_AND_TEN = ([5, 7, 10, 9, 4], turn(9, "t") + turn(13, "s") + result(22, 13, "Player wins!"))


@pytest.mark.parametrize("goal, holds", [("bust-from-twelve", True), ("computer-bust", False),
                                         (None, False)], ids=["planned", "other-goal", "no-goal"])
def test_player_turn_always_holds_through_a_computer_fault_only_in_the_sure_bust_game(
        goal, holds) -> None:
    """A computer twisting below any value from 13 to 21 goes bust on 12 and a Ten: the game
    planned for it, which every master seed deals, shows player-turn-always kept even beside a
    computer-draws fault; the same cards in another game (a seed's chance) are no evidence then,
    so the marks never hang on the seed."""
    values, entries = TWELVE_AND_TEN
    played = stacked(values, entries, goal=goal)
    evidence = check_by_rules(played, played.games[0], 1, 17)
    [asked] = [e for e in evidence if e.rule == "player-turn-always"]
    assert asked.ok
    fault = Evidence("computer-draws", False, "program", "the computer stuck at 16")
    rule = Rule("player-turn-always", 6, "The player's turn comes whatever the computer's.")
    verdict = verdict_for(rule, [asked, fault], {"computer-draws"})
    assert verdict.passed is holds and verdict.unshown is not holds, verdict.output


def test_check_by_rules_an_ace_eleven_would_bust_shows_nothing_of_it() -> None:
    # the computer's 10, 8 and the player's Ace, 5, 10 (16): an Ace counted 11 while it does
    # not bust makes 16 too, so the game shows nothing of ace-counts-one
    values, entries = [10, 8, 1, 5, 10], turn(1, "t") + turn(6, "t") + turn(16, "s") + \
        result(18, 16, "Computer wins!")
    assert "ace-counts-one" not in kept(stacked(values, entries))


def test_check_by_rules_values_no_share_makes_give_no_evidence() -> None:
    values, entries = ONE_CARD
    made_up = entries[:-1] + result(18, 13, "Computer wins!")       # the computer's is not 19
    assert kept(stacked(values, made_up)) == {"one-card-start": True}   # the player's value alone


def test_check_by_rules_seeded_game_is_no_evidence() -> None:
    assert kept(seeded(ONE_CARD[1])) == {}


def test_check_by_rules_list_run_out_is_no_evidence() -> None:
    values, entries = ONE_CARD
    played = stacked(values, entries)
    played.dealt[0] = list(range(len(values) + len(SPARE)))       # the seeded draws came next
    assert explanations(played, played.games[0], 1, 17) == []


@pytest.mark.parametrize("first, want", [(3, {}), (7, {}), (14, {"one-card-start": False})])
def test_check_game_first_value_alone_fails_only_what_no_card_makes(first: int, want) -> None:
    # a value of 1 to 10 is what two small cards make too: no evidence either way
    entries = turn(first, "s") + result(19, first, "Computer wins!")
    got = {rule: ok for rule, ok in kept(seeded(entries), check_game).items()
           if rule == "one-card-start"}
    assert got == want


@pytest.mark.parametrize("computer, asked, want", [
    (19, True, {}),                                        # not bust: being asked shows nothing
    (24, True, {}),                                        # bust, but when? a seeded game
    (24, False, {"player-turn-always": False}),            # bust and never asked
])
def test_check_game_player_turn_always_needs_bust_first(computer: int, asked: bool, want) -> None:
    entries = (turn(9, "s") if asked else []) + result(computer, 9, "Player wins!")
    got = {rule: ok for rule, ok in kept(seeded(entries), check_game).items()
           if rule == "player-turn-always"}
    assert got == want


@pytest.mark.parametrize("computer, want", [(19, {}), (14, {"computer-draws": False})])
def test_check_game_computer_value_in_range_without_cards_is_no_evidence(computer: int, want) -> None:
    entries = turn(9, "s") + result(computer, 9, "Computer wins!" if computer > 9 else "Player wins!")
    got = {rule: ok for rule, ok in kept(seeded(entries), check_game).items()
           if rule == "computer-draws"}
    assert got == want


@pytest.mark.parametrize("entries, want", [
    (turn(9, "s") + result(19, 9, "Computer wins!"), {}),                  # one question
    (turn(9, "t") + turn(13, "s") + result(19, 13, "Computer wins!"), {"computer-secret": True}),
])
def test_check_game_computer_secret_needs_a_question_after_a_twist(entries, want) -> None:
    got = {rule: ok for rule, ok in kept(seeded(entries), check_game).items()
           if rule == "computer-secret"}
    assert got == want


def v3_game(first_line: str) -> Played:
    """A version 3 seeded game: ``first_line`` before the question, one stick, the result."""
    entries = [{"out": first_line}, {"ask": ASK, "answer": "s", "means": "s", "kind": "turn"},
               {"out": "Computer has: Ten of Clubs, Nine of Hearts\nValue: 19\n"
                       "Player has: Ace of Spades\nValue: 1\nComputer wins!"}]
    run = Run("seeded", {"mode": "program", "seed": 1, "games": 1})
    return Played(run, split_games(entries, 3), "eof", None, "", "ok", version=3)


@pytest.mark.parametrize("line, want", [
    ("Your cards: Ace of Spades", {"one-card-start": True}),
    ("Your cards: Two of Hearts, Ace of Spades", {"one-card-start": False}),
    # a card the grader cannot read by its name ("Knave of Hearts") beside one it can: how
    # many cards the player held is not known, so one card read is no evidence of one card dealt
    ("Your cards: Knave of Hearts, Ace of Spades", {}),
    # a card named by its number and suit is read as the contract names it
    ("Your cards: 2 of Hearts, Ace of Spades", {"one-card-start": False}),
], ids=["one", "two", "unread", "numbered"])
def test_check_game_one_card_start_counts_only_cards_it_can_read(line, want) -> None:
    played = v3_game(line)
    got = {e.rule: e.ok for e in check_game(played, played.games[0], 3, 17)
           if e.rule == "one-card-start"}
    assert got == want


def test_check_game_player_choice_parts_each_seen() -> None:
    entries = turn(9, "x") + turn(9, "t") + turn(13, "s") + result(19, 13, "Computer wins!")
    played = seeded(entries)
    parts = {e.part for e in check_game(played, played.games[0], 1, 17)
             if e.rule == "player-choice" and e.ok}
    assert parts == {"refused", "twist", "stick"}


PLAYER_CHOICE = Rule("player-choice", 8, "t twists, s sticks, anything else is asked again.")


@pytest.mark.parametrize("parts, source, passed", [
    (("twist",), "program", False),                       # any other answer may stick
    (("twist", "stick"), "program", False),
    (("twist", "stick", "refused"), "program", True),
    (("",), "function", True),                             # a probe tests every part at once
])
def test_verdict_for_rule_of_parts_needs_every_part(parts, source: str, passed: bool) -> None:
    evidence = [Evidence("player-choice", True, source, f"a {p or 'probe'}", part=p) for p in parts]
    verdict: Verdict = verdict_for(PLAYER_CHOICE, evidence, set())
    assert verdict.passed is passed and verdict.unshown is not passed


def test_check_game_ace_shown_eleven_asked_again_is_the_aces_fault() -> None:
    # Ace (shown 11), a twist, another Ace (shown 22): by the contract the hand is 2
    entries = turn(11, "t") + turn(22, "s") + result(19, 22, "Computer wins!")
    played = seeded(entries)
    assert bust_by_cards(played, played.games[0], 1, 1) is False
    [bust] = [e for e in check_game(played, played.games[0], 1, 17)
              if e.rule == "player-stops-at-bust"]
    assert not bust.ok and bust.also == ("ace-counts-one", "card-values")


def test_player_stops_at_bust_where_the_dealing_orders_disagree_is_a_value_rules_fault_too() -> None:
    # dealt 9, 10, 8, 3, 10: the computer's turn first gives the player 8, 3, 10 (21, not
    # bust); after the player's first card, 9, 3, 10 (22, bust). Which hand the player held at
    # the third question is not known, so an Ace or a card counted wrong may explain the 22
    values = [9, 10, 8, 3, 10]
    entries = turn(8, "t") + turn(11, "t") + turn(22, "s") + result(19, 22, "Computer wins!")
    played = stacked(values, entries)
    assert bust_by_cards(played, played.games[0], 1, 2) is None
    [bust] = [e for e in check_game(played, played.games[0], 1, 17)
              if e.rule == "player-stops-at-bust"]
    assert not bust.ok and bust.also == ("ace-counts-one", "card-values")


@pytest.mark.parametrize("values, player, twists, want", [
    ([10, 9, 9, 4], 13, 1, {1}),
    ([10, 9, 9, 4, 2], 15, 1, {2}),
    ([10, 9, 9, 4], 30, 1, set()),
])
def test_player_starts_from_the_player_value_alone(values, player, twists, want) -> None:
    assert player_starts(values, player, twists) == want


def test_shares_use_every_dealt_value() -> None:
    for deal in shares([10, 8, 3, 9, 10], 17, 1, 2):
        assert sorted(deal.computer + deal.player) == sorted([10, 8, 3, 9, 10]), deal


PLAYER_TURN = Rule("player-turn-always", 6, "The player always gets a turn.")


@pytest.mark.parametrize("failing, passed", [(set(), True), ({"computer-draws"}, False),
                                             ({"one-card-start"}, False)])
def test_verdict_for_rule_a_fault_may_prevent_is_not_shown_by_games(failing, passed: bool) -> None:
    # a computer sticking too early goes bust in some seeds' games and not in others
    evidence = [Evidence("player-turn-always", True, "program", "Game 3: bust, then asked")]
    evidence += [Evidence(rule, False, "program", "Game 4: stuck at 15") for rule in failing]
    verdict = verdict_for(PLAYER_TURN, evidence, failing)
    assert verdict.passed is passed and verdict.unshown is not passed


def test_asking_on_after_a_bust_is_judged_once_a_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """A program that asks on and on after the player's bust (the hostile corpus's hand_prompt
    asked about 5,000 times) is charged player-stops-at-bust once a game: judging every later
    question again, each time from every earlier one, made one grading take minutes."""
    from autograder.pontoon import programs

    calls = []
    real = programs.bust_by_cards
    monkeypatch.setattr(programs, "bust_by_cards", lambda *a, **k: calls.append(a) or real(*a, **k))
    entries = [{"out": "Your value: 20"}, {"ask": ASK, "answer": "t", "means": "t", "kind": "turn"}]
    for value in range(25, 25 + 300):
        entries += [{"out": f"Your value: {value}"},
                    {"ask": ASK, "answer": "t", "means": "t", "kind": "turn"}]
    game = split_games(entries, 1)[0]
    played = Played(programs.RUNS[0], [game], "eof", None, "", "ok")
    failed = [e for e in programs._check_choices(played, game, 1, None)
              if e.rule == "player-stops-at-bust" and not e.ok]
    assert len(game.turn_asks) == 301
    assert len(failed) == 1 and len(calls) == 1


# --------------------------------------------------------------- cards dealt after the first question
# The runner notes on each question how many of the game's stacked cards the program had been
# handed (`Played.first_dealt`: at the first twist-or-stick question). The computer plays its
# whole turn first, so every card dealt once the player's turn has begun is the player's.

def dealt_game(values: list[int], first: int, answers: list[str]) -> Played:
    """A stacked game dealt ``values`` (all of them handed out), ``first`` of them before the
    first question, the player answering ``answers`` (each twist dealt a card)."""
    entries: list[dict] = []
    for answer in answers:
        entries += [{"out": "Your value: 9"},
                    {"ask": ASK, "answer": answer, "means": answer, "kind": "turn",
                     "effect": "card" if answer == "t" else "end-turn"}]
    played = stacked(values, entries + result(19, 19, "Draw!"))
    played.first_dealt = {0: first}
    return played


@pytest.mark.parametrize("values, first, answers, want", [
    # the computer's whole turn (10, 9), then the player's card: 3 at the first question
    ([10, 9, 5, 4], 3, ["t", "s"], []),
    # the player's first card, the computer's turn (10, 9): 3 at the first question
    ([5, 10, 9, 4], 3, ["t", "s"], []),
    # one card each, the player's turn (a twist), then the computer's hits (6, 3)
    ([5, 10, 4, 6, 3], 2, ["t", "s"], [False]),
    # blackjack: player, dealer, player, dealer; the player stands; the dealer hits a 7
    ([9, 5, 8, 4, 7], 4, ["s"], [False]),
    # blackjack whose dealer stands on its two cards: nothing dealt after the turn, nothing shown
    ([9, 10, 8, 8], 4, ["s"], []),
], ids=["computer-first", "after-first-card", "player-first", "blackjack-hit", "blackjack-stands"])
def test_check_dealt_order_cards_after_the_first_question(values, first, answers, want) -> None:
    played = dealt_game(values, first, answers)
    got = [e.ok for e in check_dealt_order(played, played.games[0]) if e.rule == "computer-first"]
    assert got == want


@pytest.mark.parametrize("change", ["unknown", "ran-out", "nothing-dealt", "two-kinds"])
def test_check_dealt_order_no_count_is_no_evidence(change: str) -> None:
    played = dealt_game([5, 10, 4, 6, 3], 2, ["t", "s"])
    if change == "unknown":
        played.first_dealt = {}
    elif change == "two-kinds":     # a value, then which ten: two of the grader's cards for one
        played.dealt_how = {0: {"randint", "choice"}}
    elif change == "ran-out":
        played.dealt[0] = list(range(len(played.stack_cards(played.games[0]))))
    else:
        played.first_dealt = {0: 0}       # a question before any card: no turn had begun
    assert check_dealt_order(played, played.games[0]) == []


def test_player_draws_counts_a_card_the_runner_saw_dealt() -> None:
    # `S ` not understood as a stick by the program: it dealt a card and asked again
    played = dealt_game([5, 10, 4, 6, 3], 2, ["t", "s"])
    played.games[0].turn_asks[1].effect = "card"
    assert player_draws(played.games[0]) == 2
    assert check_dealt_order(played, played.games[0])[0].ok is False    # 5 dealt, 2 first, 2 drawn


def test_first_dealt_by_stack_game_from_the_transcript() -> None:
    entries = [{"ask": "Bet: ", "kind": "other", "dealt": 0},
               {"ask": ASK, "kind": "turn", "dealt": 4}, {"ask": ASK, "kind": "turn", "dealt": 5},
               {"ask": "Again? ", "kind": "again", "dealt": 7},
               {"ask": "Bet: ", "kind": "other", "dealt": 0}, {"ask": ASK, "kind": "turn", "dealt": 2}]
    assert first_dealt(entries) == {0: 4, 1: 2}


# --------------------------------------------------------------- a card that counted nothing
# A twist the runner saw deal a card (the same question again after a draw) gave a card,
# whatever the value did: a value that did not rise is card-values' fault, not player-choice's.

@pytest.mark.parametrize("effect, want", [
    ("card", {("player-choice", True), ("card-values", False)}),   # a Jack counted 0
    (None, {("player-choice", False)}),                            # no card seen dealt
])
def test_check_game_twist_that_drew_a_card_counting_nothing(effect, want) -> None:
    entries = turn(12, "t") + turn(12, "s") + result(19, 12, "Computer wins!")
    entries[1]["effect"] = effect
    played = seeded(entries)
    got = {(e.rule, e.ok) for e in check_game(played, played.games[0], 2, 17)
           if e.rule in ("player-choice", "card-values") and e.part in ("twist", "")}
    assert got == want


BLACKJACK = """import random
def card():
    return random.randint(1, 10)
{deal}
while sum(player) <= 21:
    print("Your total:", sum(player))
    if input("Hit or stand? (h/s) ").strip().lower() != "h":
        break
    player.append(card())
{dealer}
print("Dealer Value:", sum(dealer))
print("Player Value:", sum(player))
"""


@pytest.mark.parametrize("deal, dealer, first", [
    # blackjack: player, dealer, player, dealer; the dealer's hits after the player's turn
    ("player, dealer = [card()], [card()]\nplayer.append(card())\ndealer.append(card())",
     "while sum(dealer) < 17:\n    dealer.append(card())", 4),
    # the contract: the computer's whole turn (10, 9 stacked), then the player's card
    ("dealer = [card()]\nwhile sum(dealer) < 17:\n    dealer.append(card())\nplayer = [card()]",
     "", 3),
], ids=["blackjack", "computer-first"])
def test_runner_notes_the_cards_dealt_at_each_question(tmp_path, deal: str, dealer: str,
                                                       first: int) -> None:
    from autograder.sandbox.child import Limits, run_child
    path = tmp_path / "pontoon.py"
    path.write_text(BLACKJACK.format(deal=deal, dealer=dealer))
    task = {"mode": "program", "seed": 3, "games": 1, "policy": {"kind": "always", "answer": "s"},
            "stack": {"version": 1, "games": [[10, 9, 8, 4, 7, 6, 5, 5]]}}
    result = run_child(path, task, Limits(wall_seconds=8.0, cpu_seconds=2.0, memory_mb=256,
                                          output_bytes=100_000))
    [message] = result.of_kind("program")
    asks = [e for e in message["transcript"] if "ask" in e]
    assert asks and asks[0]["dealt"] == first, message["transcript"]


@pytest.mark.parametrize("master", range(1, 31))
def test_every_seed_deals_games_that_show_a_blackjack_deal_and_an_ace_eleven(master: int) -> None:
    """Under every master seed the stacked games hold a game whose dealer, dealt the second and
    fourth cards (player, dealer, player, dealer), must take a third one (the cards dealt after
    the player's turn began show computer-first broken), and games dealing an Ace to both hands
    early and late (an Ace counted 11 changes their values)."""
    from autograder.pontoon.contract import card_value
    from autograder.pontoon.rules import computer_twists
    run = scenario_runs(master, 17)[0]
    games = [[card_value(tuple(c)) for c in cards] for cards in run.task["stack"]["games"]]
    assert {"aces-early", "aces-late"} <= set(run.goals), run.goals
    def dealer_two(g: list[int]) -> int:      # its two cards, an Ace among them counted 11
        return g[1] + g[3] + (10 if 1 in (g[1], g[3]) else 0)
    assert any(computer_twists(dealer_two(g), 17) for g in games), games


@pytest.mark.parametrize("first, want", [
    (None, {"one-card-start": True, "card-values": True, "computer-first": True,
            "computer-draws": True}),
    (3, {"one-card-start": True, "card-values": True, "computer-first": True,
            "computer-draws": True}),
    # 2 at the first question: the computer's 9 came after the turn began, so the shares with
    # its whole turn first are ruled out, and no other makes the values (the player's alone do)
    (2, {"one-card-start": True}),
], ids=["no-count", "count-agrees", "count-rules-out"])
def test_check_by_rules_the_count_rules_out_the_orders_it_contradicts(first, want) -> None:
    values, entries = ONE_CARD
    played = stacked(values, entries)
    if first is not None:
        played.first_dealt = {0: first}
    assert kept(played) == want
