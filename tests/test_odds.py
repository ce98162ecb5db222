"""Exact odds (reference/odds.py): published dealer tables, pontoon, presets, the command."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from reference import odds
from reference.__main__ import dispatch
from reference.odds import (
    DECK_COUNTS, DEALER_OUTCOMES, PLAYER_THRESHOLDS, computer_final_distribution,
    dealer_bust_overall, dealer_distribution, dealer_table, main, pontoon_outcome,
    preset_outcome, shared_deck_joint, shared_deck_outcome_slow, shared_deck_outcomes,
)
from reference.rules import PRESETS

ACE = 11
ONE_SUIT = (1,) * 9 + (4,)          # a 13-card deck: one suit, so the slow version is quick


def close(x: Fraction | float, y: float, places: int = 4) -> bool:
    """Whether x rounds to y at ``places`` decimal places."""
    return round(float(x), places) == round(y, places)


# --- the dealer ---------------------------------------------------------------------------

# Infinite deck, dealer stands on soft 17 (the published figures quoted in the brief).
INFINITE_S17 = [
    (ACE, "17", 0.1308), (ACE, "18", 0.1308), (ACE, "19", 0.1308), (ACE, "20", 0.1308),
    (ACE, "21", 0.0539), (ACE, "blackjack", 0.3077), (ACE, "bust", 0.1153),
    (2, "bust", 0.3536), (10, "blackjack", 0.0769),
]

# One deck, stands on soft 17, before the peek: Wizard of Odds, blackjack appendix 2B.
ONE_DECK_S17 = {
    ACE: (0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.313726, 0.11654),
    2: (0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0, 0.352973),
    6: (0.166948, 0.106454, 0.107192, 0.100705, 0.0978785, 0, 0.420823),
    10: (0.114418, 0.112879, 0.114662, 0.328879, 0.0364661, 0.0784314, 0.214264),
}


@pytest.mark.parametrize("up, column, published", INFINITE_S17)
def test_dealer_infinite_deck_matches_published(up, column, published):
    got = dealer_distribution(up)[column]
    assert close(got, published), f"dealer_distribution({up})[{column!r}] is {float(got):.4f}, published {published}"


def test_dealer_infinite_deck_overall_bust_is_0_2816():
    assert close(dealer_bust_overall(), 0.2816)


@pytest.mark.parametrize("up", sorted(ONE_DECK_S17))
def test_dealer_one_deck_matches_published(up):
    row = dealer_table(decks=1)[up]
    got = [round(float(row[name]), 4) for name in DEALER_OUTCOMES]
    assert got == [round(p, 4) for p in ONE_DECK_S17[up]], f"1-deck row for up card {up}"


def test_dealer_one_deck_overall_bust_is_0_2836():
    assert close(dealer_bust_overall(decks=1), 0.283585)


def test_dealer_one_deck_ace_blackjack_is_16_in_51():
    assert dealer_distribution(ACE, decks=1)["blackjack"] == Fraction(16, 51)


@pytest.mark.parametrize("h17", [False, True])
@pytest.mark.parametrize("decks", [None, 1, 6])
def test_dealer_rows_sum_to_one(h17, decks):
    for up, row in dealer_table(hits_soft_17=h17, decks=decks).items():
        assert sum(row.values()) == 1, f"up card {up}, h17={h17}, decks={decks}"


def test_dealer_h17_moves_soft_17s_on_and_busts_more():
    s17, h17 = dealer_table(), dealer_table(hits_soft_17=True)
    for up in (2, 3, 4, 5, 6, ACE):
        assert h17[up]["17"] < s17[up]["17"], f"up card {up}: hitting soft 17 leaves fewer 17s"
    for up in (7, 8, 9, 10):    # a 7 or more up can never make a soft 17: the rows are equal
        assert h17[up] == s17[up], f"up card {up}"
    assert close(h17[ACE]["bust"], 0.1389) and close(dealer_bust_overall(hits_soft_17=True), 0.2854)
    assert dealer_bust_overall(hits_soft_17=True) > dealer_bust_overall()


def test_dealer_six_decks_lies_between_one_deck_and_infinite():
    one, six, infinite = (dealer_distribution(ACE, decks=d)["blackjack"] for d in (1, 6, None))
    assert one > six > infinite


@pytest.mark.parametrize("bad", [1, 12, "ace"])
def test_dealer_bad_up_card_names_it(bad):
    with pytest.raises(ValueError, match=repr(bad)):
        dealer_distribution(bad)


def test_dealer_bad_decks_names_it():
    with pytest.raises(ValueError, match="0"):
        dealer_distribution(5, decks=0)


# --- pontoon ------------------------------------------------------------------------------

@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_pontoon_computer_finals_sum_to_one_from_stick_at_on(version):
    for t in PLAYER_THRESHOLDS:
        dist = computer_final_distribution(t, version)
        assert sum(dist.values()) == 1 and min(dist) == t and max(dist) <= t + 9


@pytest.mark.parametrize("version", [1, 2, 3])
@pytest.mark.parametrize("threshold", [12, 15, 17, 21])
def test_pontoon_same_thresholds_are_fair_exactly(version, threshold):
    o = pontoon_outcome(threshold, threshold, version)
    assert o["win"] == o["loss"] and sum(o.values()) == 1


def test_pontoon_v4_same_thresholds_are_fair():
    grid = shared_deck_outcomes(PLAYER_THRESHOLDS, PLAYER_THRESHOLDS)
    for t in PLAYER_THRESHOLDS:
        o = grid[t, t]
        assert abs(o["win"] - o["loss"]) < 1e-13 and abs(sum(o.values()) - 1) < 1e-13, t


def test_pontoon_v4_computer_marginal_is_the_exact_distribution():
    joint = shared_deck_joint(PLAYER_THRESHOLDS, (17,))
    for i, t in enumerate(PLAYER_THRESHOLDS):
        exact = computer_final_distribution(t, 4)
        for value in range(t, 22):
            assert abs(joint[i, value].sum() - float(exact.get(value, 0))) < 1e-13, (t, value)
        bust = sum(p for v, p in exact.items() if v > 21)
        assert abs(joint[i, odds.BUST].sum() - float(bust)) < 1e-13, t


@pytest.mark.parametrize("computer, player", [(12, 12), (12, 13), (13, 17), (21, 15), (15, 20)])
def test_pontoon_v4_fast_agrees_with_slow_on_one_suit(computer, player):
    slow = shared_deck_outcome_slow(computer, player, ONE_SUIT)
    fast = shared_deck_outcomes((computer,), (player,), ONE_SUIT)[computer, player]
    for k in slow:
        assert abs(float(slow[k]) - float(fast[k])) < 1e-13, f"{k}: slow {float(slow[k])}, fast {float(fast[k])}"


@pytest.mark.parametrize("computer, player", [(12, 13)])
def test_pontoon_v4_fast_agrees_with_slow_on_the_full_deck(computer, player):
    # One pair of thresholds, unequal, on the real deck: the one-suit test above checks five
    # pairs through the same code, and each full-deck pair costs `make test` about 11 CPU s.
    slow = shared_deck_outcome_slow(computer, player)   # a few seconds of exact arithmetic:
    fast = pontoon_outcome(computer, player, 4)         # the smallest thresholds on the real deck
    for k in slow:
        assert abs(float(slow[k]) - float(fast[k])) < 1e-13, f"{k}: slow {float(slow[k])}, fast {float(fast[k])}"


@pytest.mark.parametrize("version", [1, 2, 3])
def test_pontoon_threshold_table_is_the_best_response(version):
    table = odds.pontoon_threshold_table(version)
    for c, (best, outcome) in table.items():
        edges = {p: pontoon_outcome(c, p, version)["win"] - pontoon_outcome(c, p, version)["loss"]
                 for p in PLAYER_THRESHOLDS}
        assert edges[best] == max(edges.values()) and outcome == pontoon_outcome(c, best, version)
    t, o = odds.best_computer_threshold(version)
    assert o["win"] - o["loss"] == min(table[c][1]["win"] - table[c][1]["loss"] for c in table)


def test_pontoon_v2_and_v3_agree_and_v1_differs():
    assert pontoon_outcome(17, 15, 2) == pontoon_outcome(17, 15, 3) != pontoon_outcome(17, 15, 1)


def test_pontoon_v1_best_computer_threshold_is_18_and_fair():
    t, o = odds.best_computer_threshold(1)
    assert t == 18 and o["win"] == o["loss"]


@pytest.mark.parametrize("bad", [0, 22, "17", 17.0])
def test_pontoon_bad_threshold_names_it(bad):
    with pytest.raises(ValueError, match=repr(bad)):
        pontoon_outcome(17, bad, 1)


# --- the casino presets -------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(PRESETS))
@pytest.mark.parametrize("strategy", ["dealer", "upcard", "stand-on-13"])
def test_preset_outcome_sums_to_one(name, strategy):
    o = preset_outcome(PRESETS[name], strategy)
    assert o["win"] + o["draw"] + o["loss"] == 1 and 0 <= o["natural win"] <= o["win"]


def test_preset_pontoon_infinite_deck_is_version_2():
    o = preset_outcome(PRESETS["pontoon"], "stand-on-15")
    assert {k: o[k] for k in ("win", "draw", "loss")} == pontoon_outcome(17, 15, 2)


def test_preset_pontoon_one_deck_is_version_4():
    o = preset_outcome(PRESETS["pontoon"], "stand-on-15", decks=1)
    v4 = pontoon_outcome(17, 15, 4)
    assert all(abs(o[k] - v4[k]) < 1e-13 for k in v4)


@pytest.mark.parametrize("name", ["dealer-wins-ties", "twenty-one", "casino", "tie-on-blackjack"])
def test_preset_natural_wins_are_a_natural_against_none(name):
    natural = Fraction(2 * 4, 13 * 13)               # ace then ten-card, or ten-card then ace
    assert preset_outcome(PRESETS[name], "upcard")["natural win"] == natural * (1 - natural)


def test_preset_ties_move_draws_to_losses_and_leave_wins():
    push, dealer = preset_outcome(PRESETS["tie-on-blackjack"]), preset_outcome(PRESETS["dealer-wins-ties"])
    assert push["win"] == dealer["win"] and dealer["draw"] == 0 < push["draw"]
    assert dealer["loss"] == push["loss"] + push["draw"]


def test_preset_upcard_rule_beats_the_dealers_rule():
    rules = PRESETS["twenty-one"]
    assert preset_outcome(rules, "upcard")["win"] > preset_outcome(rules, "dealer")["win"]
    assert close(preset_outcome(rules, "upcard")["win"], 0.4284)


def test_preset_more_decks_come_closer_to_the_infinite_deck():
    rules = PRESETS["twenty-one"]
    one, two, infinite = (preset_outcome(rules, "upcard", decks=d)["win"] for d in (1, 2, None))
    assert one > two > infinite and close(one, 0.4320) and close(two, 0.4302)


def test_preset_finite_shoe_dealer_first_casino_rules_are_refused_by_name():
    rules = PRESETS["twenty-one"].replace(name="dealer-first", first_to_play="dealer")
    with pytest.raises(ValueError, match="'dealer-first'"):
        preset_outcome(rules, "dealer", decks=1)


def test_preset_one_deck_natural_win_is_exact():
    # A natural (ace and ten-card, either order), and then the dealer without one from 50 cards.
    natural = Fraction(2 * 4 * 16, 52 * 51)
    dealer_too = Fraction(2 * 3 * 15, 50 * 49)
    o = preset_outcome(PRESETS["twenty-one"], "upcard", decks=1)
    assert abs(o["natural win"] - natural * (1 - dealer_too)) < 1e-14
    assert abs(o["win"] + o["draw"] + o["loss"] - 1) < 1e-13


def test_preset_accepts_a_strategy_function():
    def stand_on_16(tally, up_card):
        return tally.total < 16
    assert preset_outcome(PRESETS["casino"], stand_on_16) == preset_outcome(PRESETS["casino"], "stand-on-16")


# --- the command --------------------------------------------------------------------------

def run(argv: list[str]) -> list[str]:
    lines: list[str] = []
    assert main(argv, show=lines.append) == 0, argv
    return lines


def test_cli_dealer_table_rows_and_overall_bust():
    lines = run(["dealer"])
    assert lines[1].split() == ["up", "card", *DEALER_OUTCOMES]
    rows = {line.split()[0]: line.split()[1:] for line in lines[2:12]}
    assert list(rows) == [*map(str, range(2, 11)), "ace"]
    assert rows["ace"] == ["0.1308", "0.1308", "0.1308", "0.1308", "0.0539", "0.3077", "0.1153"]
    assert "0.2816" in lines[-1]


def test_cli_dealer_json_h17_one_deck():
    data = json.loads("\n".join(run(["dealer", "--h17", "--decks", "1", "--json"])))
    assert data["hits_soft_17"] is True and data["decks"] == 1
    assert abs(data["table"]["ace"]["blackjack"] - 16 / 51) < 1e-12
    assert abs(data["bust_overall"] - float(dealer_bust_overall(hits_soft_17=True, decks=1))) < 1e-12


def test_cli_pontoon_table_has_every_computer_threshold():
    lines = run(["pontoon", "--version", "2"])
    rows = [line.split() for line in lines if line.split() and line.split()[0].isdigit()]
    assert [int(r[0]) for r in rows] == list(PLAYER_THRESHOLDS)
    best, o = odds.best_player_threshold(17, 2)
    assert rows[5][1:5] == [str(best), f"{float(o['win']):.4f}", f"{float(o['draw']):.4f}", f"{float(o['loss']):.4f}"]


def test_cli_pontoon_version_4_json():
    data = json.loads("\n".join(run(["pontoon", "--version", "4", "--json"])))
    assert data["thresholds"]["17"]["player"] == 17
    assert abs(data["thresholds"]["17"]["win"] - data["thresholds"]["17"]["loss"]) < 1e-12


def test_cli_pontoon_finals():
    lines = run(["pontoon", "--version", "1", "--finals"])
    assert lines[1].split()[-1] == "bust" and lines[-1].split()[0] == "21"


def test_cli_preset_json_matches_preset_outcome():
    data = json.loads("\n".join(run(["preset", "twenty-one", "--json"])))
    exact = preset_outcome(PRESETS["twenty-one"], "upcard")
    assert data["natural_pays"] == 2.0
    assert {k: v for k, v in data["strategies"]["upcard"].items()} == {k: float(v) for k, v in exact.items()}


def test_cli_preset_text_names_what_a_win_means():
    text = "\n".join(run(["preset", "twenty-one", "--strategy", "upcard"]))
    assert "natural win" in text and "0.4284" in text and "wins counted" in text


@pytest.mark.parametrize("argv", [
    [], ["dice"], ["pontoon"], ["pontoon", "--version", "7"], ["dealer", "--decks", "0"],
    ["dealer", "--decks", "two"], ["preset", "poker"], ["preset", "twenty-one", "--strategy", "maybe"],
    ["preset", "casino", "--decks", "-2"],
])
def test_cli_bad_usage_is_one_line_and_exit_2(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("python -m reference odds"), err


def test_cli_rich_table_on_a_terminal(capsys):
    odds._print_rich(odds.dealer_report(False, None))
    out = capsys.readouterr().out
    assert "0.1153" in out and "blackjack" in out and "0.2816" in out


def test_cli_dispatched_from_python_m_reference(capsys):
    assert dispatch(["odds", "dealer", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["decks"] is None


def test_deck_counts_are_one_deck():
    assert sum(DECK_COUNTS) == 52


@pytest.mark.parametrize("preset, counted", [("dealer-wins-ties", "(1 win)."), ("twenty-one", "(2 wins).")])
def test_preset_report_note_agrees_with_its_count(preset, counted):
    from reference.odds import preset_report

    note = preset_report(preset, ["upcard"], None)["notes"][-1]
    assert note.endswith(counted), f"preset_report({preset!r}) note: {note!r}, expected it to end {counted!r}"
