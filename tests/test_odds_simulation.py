"""Seeded simulations agree with the exact odds of reference/odds.py.

Every comparison is a rate from n seeded games against the exact chance p, allowed a gap of
Bernstein's bound at level DELTA (rigorous, no normal approximation):

    P(|rate - p| >= t) <= 2 exp(-n t^2 / (2 p (1 - p) + 2 t / 3)).

With DELTA = 1e-7 per comparison and 54 comparisons expected to pass in this file, a correct
program fails this file by bad luck with probability below 6e-6 (Bonferroni) for a fresh
seed; with the seeds fixed here the outcome is the same on every run.

The casino presets' exact odds are for an infinite deck.  The fast path deals from a shoe
of SHOE_DECKS decks instead: k cards drawn without replacement from N cards differ from k
draws with replacement by at most k(k-1)/(2N) in total variation (couple the two: they agree
unless a draw with replacement repeats a card), and a round uses at most 2 (target + 1)
cards (a hand's total rises by one a card at least, and it stops once over the target), so
each simulated chance is within ``shoe_bias(rules)`` of the infinite-deck one; the allowed
gap adds it.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction

import pytest

from reference import fastsim
from reference.odds import dealer_bust_overall, pontoon_outcome, preset_outcome
from reference.rules import DEALER, PRESETS, PUSH, Rules
from versions.v1 import pontoon as v1

pytestmark = pytest.mark.usefixtures("numba_kernels")   # compiled once a run (tests/conftest.py)

DELTA = 1e-7
SHOE_DECKS = 100_000
GAMES = 300_000


def shoe_bias(rules: Rules) -> float:
    """How far a SHOE_DECKS shoe's chances can be from an infinite deck's, for these rules."""
    cards = 2 * (rules.target + 1)
    return cards * (cards - 1) / (2 * 52 * SHOE_DECKS)


def allowed_gap(p: float, n: int, bias: float = 0.0) -> float:
    """Bernstein's two-sided gap at level DELTA for a rate of n trials with chance p, plus bias."""
    log = math.log(2 / DELTA)
    v = p * (1 - p)
    return (2 * log / 3 + math.sqrt((2 * log / 3) ** 2 + 8 * n * log * v)) / (2 * n) + bias


def check(what: str, count: int, n: int, exact: Fraction | float, bias: float = 0.0) -> None:
    """Fail with a sentence when count/n is further from ``exact`` than the allowed gap."""
    rate, p = count / n, float(exact)
    gap = allowed_gap(p, n, bias)
    assert abs(rate - p) <= gap, f"{what}: simulated {rate:.5f} over {n} games, exact {p:.5f}, allowed gap {gap:.5f}"


def test_allowed_gap_shrinks_with_games_and_is_about_five_standard_errors():
    assert allowed_gap(0.4, 10_000) > allowed_gap(0.4, 1_000_000)
    assert 5 < allowed_gap(0.4, 1_000_000) / math.sqrt(0.24 / 1_000_000) < 7


@pytest.mark.parametrize("h17", [False, True])
def test_dealer_bust_rate_fast_path(h17):
    # The player stands on any two cards (never busts), there are no naturals, so the dealer
    # always plays out its hand and "dealer-bust" counts every bust.
    rules = PRESETS["twenty-one"].replace(naturals=False, dealer_hits_soft=h17, decks=SHOE_DECKS)
    counts = fastsim.run(rules, "stand-on-1", GAMES, seed=11 + h17)
    busts = counts.by_reason.get(("player", "dealer-bust"), 0)
    check(f"dealer bust rate (h17={h17})", busts, GAMES, dealer_bust_overall(hits_soft_17=h17), shoe_bias(rules))


# Houses that are not presets, to show the odds follow any Rules: the dealer plays first and
# both busts push; the dealer hits soft 17 and never peeks; three cards each, to 31.
VARIANTS = {
    "dealer-first": PRESETS["twenty-one"].replace(
        name="dealer-first", first_to_play=DEALER, bust_loses_at_once=False, both_bust=PUSH),
    "h17-no-peek": PRESETS["casino"].replace(
        name="h17-no-peek", dealer_hits_soft=True, dealer_natural_wins_at_once=False,
        player_stops_at_target=False),
    "three-to-31": PRESETS["tie-on-blackjack"].replace(
        name="three-to-31", initial_cards=3, target=31, dealer_stands_on=27),
}
CASINO = [(rules, strategy) for rules in (PRESETS[name] for name in
                                          ("dealer-wins-ties", "tie-on-blackjack", "twenty-one", "casino"))
          for strategy in ("dealer", "upcard")]
CASINO += [(VARIANTS["dealer-first"], "upcard"), (VARIANTS["h17-no-peek"], "stand-on-15"),
           (VARIANTS["three-to-31"], "upcard")]


@pytest.mark.parametrize("rules, strategy", CASINO, ids=[f"{r.name}-{s}" for r, s in CASINO])
def test_preset_rates_fast_path(rules, strategy):
    exact = preset_outcome(rules, strategy)
    counts = fastsim.run(rules.replace(decks=SHOE_DECKS), strategy, GAMES, seed=100 + CASINO.index((rules, strategy)))
    what, bias = f"{rules.name} with the {strategy} strategy", shoe_bias(rules)
    check(f"{what}: player wins", counts.player_wins, GAMES, exact["win"], bias)
    check(f"{what}: pushes", counts.pushes, GAMES, exact["draw"], bias)
    check(f"{what}: natural wins", counts.player_natural_wins, GAMES, exact["natural win"], bias)


@pytest.mark.parametrize("name, strategy", [("twenty-one", "upcard"), ("tie-on-blackjack", "dealer")])
def test_preset_rates_own_one_deck_shoe(name, strategy):
    # The preset as it is played: a fresh 52-card deck every round, so no shoe allowance.
    rules = PRESETS[name]
    exact = preset_outcome(rules, strategy, decks=1)
    counts = fastsim.run(rules, strategy, GAMES, seed=77 + len(name))
    what = f"{name} with the {strategy} strategy, one deck"
    check(f"{what}: player wins", counts.player_wins, GAMES, exact["win"])
    check(f"{what}: pushes", counts.pushes, GAMES, exact["draw"])
    check(f"{what}: natural wins", counts.player_natural_wins, GAMES, exact["natural win"])


@pytest.mark.parametrize("strategy, threshold", [("dealer", 17), ("stand-on-14", 14)])
def test_pontoon_preset_one_deck_fast_path(strategy, threshold):
    # The preset's own shoe (one deck, shared): the exact figure is version 4's.
    counts = fastsim.run(PRESETS["pontoon"], strategy, GAMES, seed=5 + threshold)
    exact = pontoon_outcome(17, threshold, 4)
    check(f"pontoon {strategy}: player wins", counts.player_wins, GAMES, exact["win"])
    check(f"pontoon {strategy}: draws", counts.pushes, GAMES, exact["draw"])
    check(f"pontoon {strategy}: computer wins", counts.dealer_wins, GAMES, exact["loss"])


def play_v1(rng: random.Random, player_stick_at: int) -> str:
    """One version-1 game with the reference pontoon.py: the computer's turn, then a player
    who twists below ``player_stick_at``."""
    draw = lambda: v1.random_card(rng)  # noqa: E731 - a draw is a function of no arguments
    computer = v1.computer_turn(draw)
    held: list[int] = []

    def dealt() -> int:
        held.append(draw())
        return held[-1]

    player = v1.player_turn(dealt, lambda prompt: "t" if sum(held) < player_stick_at else "s",
                            show=lambda *args: None)
    return v1.decide_winner(v1.hand_value(computer), v1.hand_value(player))


@pytest.mark.parametrize("player_stick_at", [15, 19])
def test_pontoon_version_1_reference_program(player_stick_at):
    rng = random.Random(2024 + player_stick_at)
    games = 60_000
    results = [play_v1(rng, player_stick_at) for _ in range(games)]
    exact = pontoon_outcome(v1.STICK_AT, player_stick_at, 1)
    check("v1 player wins", results.count("player"), games, exact["win"])
    check("v1 draws", results.count("draw"), games, exact["draw"])
    check("v1 computer wins", results.count("computer"), games, exact["loss"])


def test_the_check_rejects_the_other_strategys_figure():
    # Power: the two strategies' win chances differ by 0.017, over three allowed gaps.
    rules = PRESETS["twenty-one"]
    counts = fastsim.run(rules.replace(decks=SHOE_DECKS), "dealer", GAMES, seed=3)
    check("dealer strategy against its own figure", counts.player_wins, GAMES,
          preset_outcome(rules, "dealer")["win"], shoe_bias(rules))
    with pytest.raises(AssertionError, match="simulated"):
        check("dealer strategy against the up-card figure", counts.player_wins, GAMES,
              preset_outcome(rules, "upcard")["win"], shoe_bias(rules))
