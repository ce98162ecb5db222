"""The one statement of the pontoon rules (`autograder.pontoon.rules`) and everything that asks it.

The probes, the program checks and the reference's exact odds used to carry copies of who wins
and what the computer takes; these tests hold the statement to the contract's table and check
that the others give its answers.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from autograder.pontoon import probes, rules
from reference import odds

VALUES = st.integers(min_value=1, max_value=31)
DECKS = st.lists(st.integers(min_value=1, max_value=10), min_size=0, max_size=12)
STICK_AT = st.integers(min_value=12, max_value=21)


@pytest.mark.parametrize("computer, player, rule, winner", [
    (22, 30, "bust-draw", "draw"), (30, 22, "bust-draw", "draw"), (22, 21, "one-bust", "player"),
    (21, 22, "one-bust", "computer"), (18, 18, "tie-draw", "draw"), (21, 21, "tie-draw", "draw"),
    (17, 20, "higher-wins", "player"), (20, 17, "higher-wins", "computer")])
def test_rules_winner_by_the_contract_table(computer: int, player: int, rule: str,
                                            winner: str) -> None:
    got = (rules.deciding_rule(computer, player), rules.winner(computer, player))
    assert got == (rule, winner), \
        f"deciding_rule/winner({computer}, {player}) gave {got!r}; the contract says {(rule, winner)!r}"


@settings(max_examples=200, deadline=None)
@given(computer=VALUES, player=VALUES)
def test_rules_winner_is_symmetric_between_the_two_sides(computer: int, player: int) -> None:
    swapped = {"draw": "draw", "player": "computer", "computer": "player"}
    assert rules.winner(player, computer) == swapped[rules.winner(computer, player)]
    assert rules.deciding_rule(computer, player) in rules.RESULT_RULES


@settings(max_examples=200, deadline=None)
@given(computer=VALUES, player=VALUES)
def test_rules_reference_odds_settle_asks_the_rules(computer: int, player: int) -> None:
    said = {"player": "win", "draw": "draw", "computer": "loss"}[rules.winner(computer, player)]
    assert odds.pontoon_settle(computer, player) == said


def test_rules_probes_names_are_the_rules_own() -> None:
    assert (probes.deciding_rule, probes.winner) == (rules.deciding_rule, rules.winner)
    assert not hasattr(probes, "expected_winner") and not hasattr(probes, "winner_rule")
    assert probes.WINNER_RULES == rules.RESULT_RULES


@settings(max_examples=200, deadline=None)
@given(values=DECKS, stick_at=STICK_AT)
def test_rules_computer_hand_twists_below_stick_at_then_sticks(values: list[int],
                                                               stick_at: int) -> None:
    hand = rules.computer_hand(values, stick_at)
    if hand is None:                 # the deck ran out with the computer still below STICK_AT
        assert sum(values) < stick_at
        assert rules.computer_takes(values, stick_at) == len(values)
        return
    assert hand == values[:len(hand)] and sum(hand) >= stick_at
    assert all(sum(hand[:n]) < stick_at for n in range(1, len(hand)))
    assert rules.computer_takes(values, stick_at) == len(hand)


@pytest.mark.parametrize("value, stick_at, twists", [(16, 17, True), (17, 17, False),
                                                     (11, 12, True), (21, 21, False)])
def test_rules_computer_twists_below_stick_at(value: int, stick_at: int, twists: bool) -> None:
    assert rules.computer_twists(value, stick_at) is twists


@pytest.mark.parametrize("value, bust", [(21, False), (22, True), (1, False)])
def test_rules_is_bust_over_21(value: int, bust: bool) -> None:
    assert (rules.is_bust(value), rules.player_may_twist(value)) == (bust, not bust)
