# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] nbgrader={"grade": false, "grade_id": "table_intro", "locked": true, "schema_version": 3, "solution": false, "task": false}
# # Players at the table, and does counting cards pay? (15 points)
#
# Three players sit at a blackjack table against the dealer, with one deck. They play by
# different rules, and one of them **counts cards**. In this notebook you write the rules
# they play by, then run the experiment: which player wins or loses money, and how sure can
# we be?
#
# | word | meaning | example |
# |---|---|---|
# | **points** | what a card adds: its number, 10 for a face, 11 for an ace | a king is `10` |
# | **value** | a hand's total, an ace counting 1 when 11 would bust | `[11, 10]` is 21 |
# | **soft** | the hand has an ace still counting 11 | `[11, 6]` is soft 17 |
# | **stake** | the bet on one hand | `10` |
# | **shoe** | the hands dealt from one deck before it is reshuffled | about 4 hands |
# | **running count** | +1 for every 2 to 6 seen, −1 for every 10-point card or ace | `[2, 10, 5]` counts +1 |
#
# **The table's rules.** Bets first (1 to 500). Two cards to each player, then one to the
# dealer. Each player plays in turn: **hit** (take a card) or **stand**; a blackjack (21 with
# two cards) takes no more cards. The dealer then draws to 17 or more, standing on soft 17.
# A new shuffled deck is used when fewer than a quarter of the cards remain.
#
# In this notebook a card is just its points (an `int` from 2 to 11), as in the kit's fast
# simulation. Run the cells in order; each task has a test cell (some of its tests are hidden
# and run only when your work is graded).

# %% nbgrader={"grade": false, "grade_id": "table_given", "locked": true, "schema_version": 3, "solution": false, "task": false}
from __future__ import annotations

import math
import random
import statistics

Card = int                       # a card is its points: 2..10, ace 11
DECK = [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11] * 4
TABLE_MIN, TABLE_MAX = 1, 500
FLAT_BET = 10                    # basic and intermediate always bet 10
UNIT = 10                        # the advanced player's unit


# %% [markdown] nbgrader={"grade": false, "grade_id": "hand_value_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 1: a hand's value (2 points)
#
# Write `hand_value(cards)`, returning the hand's value and whether it is soft. Count every
# ace as 11 to start with; while the total is over 21 and an ace still counts 11, make that
# ace count 1 (take 10 off). The hand is soft when an ace still counts 11 at the end.

# %% nbgrader={"grade": false, "grade_id": "hand_value", "locked": false, "schema_version": 3, "solution": true, "task": false}
def hand_value(cards: list[Card]) -> tuple[int, bool]:
    """The hand's value and whether an ace still counts 11.

    >>> hand_value([11, 6]), hand_value([11, 6, 10])
    ((17, True), (17, False))
    """
    ### BEGIN SOLUTION
    total = sum(cards)
    aces_high = cards.count(11)
    while total > 21 and aces_high:
        total -= 10
        aces_high -= 1
    return total, aces_high > 0
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_hand_value", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
assert hand_value([10, 7]) == (17, False), f"hand_value([10, 7]) gave {hand_value([10, 7])}, expected (17, False)"
assert hand_value([11, 10]) == (21, True), f"hand_value([11, 10]) gave {hand_value([11, 10])}, expected (21, True)"
assert hand_value([11, 11]) == (12, True), f"hand_value([11, 11]) gave {hand_value([11, 11])}, expected (12, True)"
### BEGIN HIDDEN TESTS
assert hand_value([11, 11, 11, 10]) == (13, False), "three aces and a ten are 13, hard"
assert hand_value([10, 6, 10]) == (26, False), "a bust hand keeps its value (26)"
assert hand_value([11, 5, 11]) == (17, True), "ace, 5, ace is soft 17"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "players_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 2: how the players play (3 points)
#
# Each function answers "hit?" for a hand of value `total` (soft or not) when the dealer shows
# `up` (its one card's points, an ace is 11).
#
# - The **basic** player hits below 17, whatever the dealer shows.
# - The **intermediate** player, with a soft hand, stands on soft 19 and 20 and hits soft 18
#   or less. With a hard hand it looks at the dealer: against 7 or higher (ace included) it
#   hits below 17; against 6 or lower it hits below 12 (the dealer is likely to bust).
#
# The **advanced** player plays exactly as the intermediate one; it differs in how it bets.

# %% nbgrader={"grade": false, "grade_id": "player_rules", "locked": false, "schema_version": 3, "solution": true, "task": false}
def basic_hits(total: int, soft: bool, up: Card) -> bool:
    """Whether the basic player hits: below 17.

    >>> basic_hits(16, False, 2), basic_hits(17, True, 11)
    (True, False)
    """
    ### BEGIN SOLUTION
    return total < 17
    ### END SOLUTION


def intermediate_hits(total: int, soft: bool, up: Card) -> bool:
    """Whether the intermediate player hits, by soft hands and the dealer's card.

    >>> intermediate_hits(15, False, 6), intermediate_hits(15, False, 7)
    (False, True)
    """
    ### BEGIN SOLUTION
    if soft:
        return total <= 18
    if up >= 7:
        return total < 17
    return total < 12
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_player_rules", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
assert basic_hits(16, False, 10) is True and basic_hits(17, False, 10) is False, "basic hits below 17"
assert intermediate_hits(16, False, 11) is True, "against an ace the intermediate player hits 16"
assert intermediate_hits(12, False, 4) is False, "against a 4 the intermediate player stands on 12"
assert intermediate_hits(18, True, 2) is True, "the intermediate player hits soft 18"
### BEGIN HIDDEN TESTS
assert intermediate_hits(19, True, 10) is False, "the intermediate player stands on soft 19"
assert intermediate_hits(11, False, 6) is True, "against a 6 the intermediate player hits 11"
assert intermediate_hits(16, False, 7) is True and intermediate_hits(17, False, 7) is False
assert basic_hits(12, True, 6) is True, "basic hits soft 12 too"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "settle_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 3: settling a bet (3 points)
#
# Write `settle(stake, player, dealer)`: the player's profit (negative for a loss) on one hand,
# given both hands' cards. The rules, in this order:
#
# 1. a player who is bust (over 21) loses the stake, whatever the dealer has;
# 2. a dealer's blackjack (21 with its first two cards) beats every hand that is not a
#    blackjack, a three-card 21 included; blackjack against blackjack is a push (profit 0);
# 3. a player's blackjack (against a dealer without one) wins **twice** the stake;
# 4. a bust dealer pays even money (the stake) to every player still standing;
# 5. otherwise the higher value wins even money, and equal values push.

# %% nbgrader={"grade": false, "grade_id": "settle", "locked": false, "schema_version": 3, "solution": true, "task": false}
def is_blackjack(cards: list[Card]) -> bool:
    """Whether two cards make 21.

    >>> is_blackjack([11, 10]), is_blackjack([7, 7, 7])
    (True, False)
    """
    return len(cards) == 2 and sum(cards) == 21


def settle(stake: int, player: list[Card], dealer: list[Card]) -> int:
    """The player's profit on one hand against the dealer's.

    >>> settle(10, [10, 9], [10, 8]), settle(10, [11, 10], [10, 5, 6])
    (10, 20)
    """
    ### BEGIN SOLUTION
    mine, theirs = hand_value(player)[0], hand_value(dealer)[0]
    if mine > 21:
        return -stake
    if is_blackjack(dealer):
        return 0 if is_blackjack(player) else -stake
    if is_blackjack(player):
        return 2 * stake
    if theirs > 21 or mine > theirs:
        return stake
    return 0 if mine == theirs else -stake
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_settle", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
assert settle(10, [10, 6, 10], [10, 6, 10]) == -10, "a bust player loses even when the dealer busts"
assert settle(10, [10, 7], [10, 6, 10]) == 10, "a bust dealer pays a standing player"
assert settle(10, [10, 8], [9, 9]) == 0, "equal values push"
assert settle(25, [11, 10], [10, 9]) == 50, "a blackjack wins twice the stake"
### BEGIN HIDDEN TESTS
assert settle(10, [7, 7, 7], [11, 10]) == -10, "a dealer's blackjack beats a three-card 21"
assert settle(10, [11, 10], [10, 11]) == 0, "blackjack against blackjack pushes"
assert settle(10, [11, 10], [5, 6, 10]) == 20, "a dealer's three-card 21 is no blackjack"
assert settle(10, [10, 7], [10, 8]) == -10, "the dealer's higher value wins"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "counting_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 4: counting cards (3 points)
#
# Low cards (2 to 6) help the dealer, who must draw to 17; tens and aces help the players
# (blackjacks pay double, and a dealer with a 16 busts on a ten). The **advanced** player
# keeps a **running count** of every card it sees: +1 for each card from 2 to 6, −1 for each
# 10-point card or ace, 0 for 7, 8 and 9. It starts again from 0 with every new deck. When the
# count is high, the cards left are rich in tens and aces, so it bets more.
#
# Write `count_of(card)`, and `advanced_bet(count, low, high)`: the count times `UNIT` when the
# count is positive, one `UNIT` otherwise, kept within `low` to `high`.
#
# (Check: a round of K 7 / 3 5 6 K / 8 2 4 5 / dealer 10 10 from a new deck leaves the
# count at 2.)

# %% nbgrader={"grade": false, "grade_id": "counting", "locked": false, "schema_version": 3, "solution": true, "task": false}
def count_of(card: Card) -> int:
    """A card's running-count value: +1 for 2 to 6, -1 for 10 and ace, else 0.

    >>> [count_of(card) for card in (2, 7, 10, 11)]
    [1, 0, -1, -1]
    """
    ### BEGIN SOLUTION
    if card <= 6:
        return 1
    return -1 if card >= 10 else 0
    ### END SOLUTION


def advanced_bet(count: int, low: int, high: int) -> int:
    """The advanced player's stake: count times UNIT when positive, else UNIT, within low..high.

    >>> advanced_bet(3, 1, 500), advanced_bet(-2, 1, 500)
    (30, 10)
    """
    ### BEGIN SOLUTION
    stake = count * UNIT if count > 0 else UNIT
    return max(low, min(stake, high))
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_counting", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
round_seen = [10, 7, 3, 5, 6, 10, 8, 2, 4, 5, 10, 10]      # K 7 / 3 5 6 K / 8 2 4 5 / 10 10
assert sum(count_of(card) for card in round_seen) == 2, "the check round should leave the count at 2"
assert advanced_bet(2, 1, 500) == 20, f"advanced_bet(2, 1, 500) gave {advanced_bet(2, 1, 500)}, expected 20"
assert advanced_bet(0, 1, 500) == 10, "a count of 0 bets one unit"
### BEGIN HIDDEN TESTS
assert [count_of(c) for c in range(2, 12)] == [1, 1, 1, 1, 1, 0, 0, 0, -1, -1]
assert advanced_bet(80, 1, 500) == 500, "the table maximum caps the bet"
assert advanced_bet(6, 1, 35) == 35, "the bet stays within high"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "table_sim_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## The table (given)
#
# The code below plays whole shoes with your functions: bets first, two cards to each player,
# one to the dealer, each player's turn, the dealer to 17 (standing on soft 17), then
# `settle`. It returns each player's profit over the shoe. Read it: every rule of the table is
# one line. (If the deck runs out in the middle of a hand, play goes on with a fresh deck and
# a fresh count, as at the kit's table in `reference/table.py`.)

# %% nbgrader={"grade": false, "grade_id": "table_sim", "locked": true, "schema_version": 3, "solution": false, "task": false}
PLAYERS = {"basic": basic_hits, "intermediate": intermediate_hits, "advanced": intermediate_hits}


def play_shoe(rng: random.Random) -> dict[str, int]:
    """Play one shoe (one deck) at a table of the three players; each player's profit."""
    deck = DECK[:]
    rng.shuffle(deck)
    count = 0
    profits = dict.fromkeys(PLAYERS, 0)

    def draw() -> Card:
        nonlocal count, deck
        if not deck:                      # ran out mid-hand: a fresh deck, a fresh count
            deck, count = DECK[:], 0
            rng.shuffle(deck)
        card = deck.pop()
        count += count_of(card)           # every player sees every card
        return card

    while len(deck) >= len(DECK) / 4:
        stakes = {name: advanced_bet(count, TABLE_MIN, TABLE_MAX) if name == "advanced" else FLAT_BET
                  for name in PLAYERS}
        hands = {name: [draw(), draw()] for name in PLAYERS}
        up = draw()
        for name, hits in PLAYERS.items():
            hand = hands[name]
            while not is_blackjack(hand) and hand_value(hand)[0] < 21 and hits(*hand_value(hand), up):
                hand.append(draw())
        dealer = [up]
        while hand_value(dealer)[0] < 17:
            dealer.append(draw())
        for name in PLAYERS:
            profits[name] += settle(stakes[name], hands[name], dealer)
    return profits


# %% [markdown] nbgrader={"grade": false, "grade_id": "interval_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 5: how sure are we? (2 points)
#
# One shoe tells us little: profits swing by tens either way. Over many shoes the **mean**
# profit per shoe settles down, and the **standard error** `s / sqrt(n)` (with `s` the sample
# standard deviation of the `n` profits) says how far it may still be from the truth. A 95%
# confidence interval is the mean ± 1.96 standard errors.
#
# Write `mean_interval(profits)`, returning `(mean, low, high)`. Use `statistics.mean` and
# `statistics.stdev`.

# %% nbgrader={"grade": false, "grade_id": "mean_interval", "locked": false, "schema_version": 3, "solution": true, "task": false}
def mean_interval(profits: list[float]) -> tuple[float, float, float]:
    """The mean of the profits and its 95% confidence interval (mean ± 1.96 standard errors).

    >>> mean_interval([1, 3, 5, 7])
    (4, 1.4696..., 6.5303...)
    """
    ### BEGIN SOLUTION
    mean = statistics.mean(profits)
    half = 1.96 * statistics.stdev(profits) / math.sqrt(len(profits))
    return mean, mean - half, mean + half
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_mean_interval", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
mean, low, high = mean_interval([10, -10, 10, -10])
half = 1.96 * statistics.stdev([10, -10, 10, -10]) / 2
assert mean == 0 and math.isclose(high, half), f"mean_interval([10, -10, 10, -10]) gave {(mean, low, high)}, expected (0, {-half:.3f}, {half:.3f})"
assert math.isclose(low, -high), "the interval is symmetric around the mean"
### BEGIN HIDDEN TESTS
m, lo, hi = mean_interval([1, 2, 3, 4, 5])
assert m == 3 and math.isclose(hi - m, 1.96 * statistics.stdev([1, 2, 3, 4, 5]) / math.sqrt(5))
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "experiment_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## The experiment
#
# Play 4,000 shoes (about 16,000 hands; a few seconds) and compare the players. A player
# whose interval lies wholly above 0 wins money in the long run; wholly below, loses.

# %% nbgrader={"grade": false, "grade_id": "experiment", "locked": true, "schema_version": 3, "solution": false, "task": false}
SHOES = 4000
try:
    rng = random.Random(2026)
    shoes = [play_shoe(rng) for _ in range(SHOES)]
    results = {name: mean_interval([shoe[name] for shoe in shoes]) for name in PLAYERS}
    for name, (mean, low, high) in results.items():
        print(f"{name:<13} {mean:+7.2f} per shoe   95% interval [{low:+.2f}, {high:+.2f}]")
except NotImplementedError:
    results = {}
    print("Finish tasks 1 to 5 first: the experiment uses all of them.")

# %% [markdown] nbgrader={"grade": false, "grade_id": "explain_counting_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 6: does counting pay? (2 points, graded by hand)
#
# In the cell below, in two or three sentences: which players win or lose money per shoe,
# according to the intervals above? Is the advanced player's edge over the intermediate
# player clear (do the intervals overlap)? Why would betting more when the count is high help?

# %% [markdown] nbgrader={"grade": true, "grade_id": "explain_counting", "locked": false, "points": 2, "schema_version": 3, "solution": true, "task": false}
# The basic player loses money per shoe (its interval lies below 0); with blackjack paying
# double, the intermediate player is close to breaking even, and the advanced player has the
# highest mean. A high count means the cards left are rich in tens and aces: more player
# blackjacks (paid double) and more dealer busts, so the larger stakes come when the player's
# chances are best. With a few thousand shoes the intervals may still overlap; the kit's
# million-hand run separates them.
