# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] nbgrader={"grade": false, "grade_id": "experiment_intro", "locked": true, "schema_version": 3, "solution": false, "task": false}
# # The strategy experiment (19 points)
#
# Does it pay to look at the dealer's up card? You will play thousands of games of
# Twenty-One with two customer strategies and count each side's wins.
#
# The rules (the kit's `twenty-one` preset):
# 1. Cards are dealt customer, dealer, customer, dealer. The dealer's first card is its **up card**.
# 2. A dealer blackjack (two cards worth 21) wins at once, even against a customer blackjack.
#    Otherwise a customer blackjack wins at once and **counts as two wins**.
# 3. The customer draws by its strategy; over 21 loses at once.
# 4. The dealer draws at 16 or less; over 21 loses.
# 5. Otherwise the higher total wins, and **ties go to the dealer**.
#
# | word | meaning | example |
# |---|---|---|
# | **card** | its points: 2 to 10 (a ten, jack, queen or king is 10), an ace 11 | `11` |
# | **total** | a hand's value, aces counting 11 unless that busts the hand | `17` |
# | **aces counting 11** | how many of the hand's aces still count 11 (0 or 1) | `1` |
# | **strategy** | a function `(total, up card) -> bool`: True to draw | |
#
# A hand is kept as just two numbers, its **total** and its **aces counting 11**: that is all
# a strategy or the dealer's rule needs, and it makes the experiment fast.

# %% nbgrader={"grade": false, "grade_id": "experiment_given", "locked": true, "schema_version": 3, "solution": false, "task": false}
from __future__ import annotations

import random
from collections.abc import Callable

TARGET = 21
ACE = 11
DEALER_DRAWS_TO = 16  # the dealer draws at 16 or less
DECK = [points for points in range(2, 10) for _ in range(4)] + [10] * 16 + [ACE] * 4

Strategy = Callable[[int, int], bool]   # (total, dealer's up card) -> draw?


def new_deck(rng: random.Random) -> list[int]:
    """A shuffled 52-card deck of points; the last card is the top one (``deck.pop()``).

    >>> sorted(new_deck(random.Random(1))) == sorted(DECK), len(DECK)
    (True, 52)
    """
    deck = list(DECK)
    rng.shuffle(deck)
    return deck


def stacked(*cards: int) -> list[int]:
    """A deck for tests that deals these cards in this order.

    >>> stacked(11, 10).pop()
    11
    """
    return list(cards)[::-1]


# %% [markdown] nbgrader={"grade": false, "grade_id": "add_card_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 1: one more card (3 points)
#
# `add_card(total, aces, card)` returns the new `(total, aces)` after one more card: an ace
# arrives counting 11; then, while the total is over 21 and an ace still counts 11, that ace
# counts 1 instead (the total drops by 10).
#
# `describe(name, cards, aces, total)` is the debugging trace's summary of a hand, for example
# `"Customer hand: 2 cards, 0 aces counting 11, 18 total."` (say `1 card`, `1 ace`).

# %% nbgrader={"grade": false, "grade_id": "add_card", "locked": false, "schema_version": 3, "solution": true, "task": false}
def add_card(total: int, aces: int, card: int) -> tuple[int, int]:
    """The (total, aces counting 11) after one more card.

    >>> add_card(16, 1, 8)
    (14, 0)
    """
    ### BEGIN SOLUTION
    total += card
    aces += card == ACE
    while total > TARGET and aces:
        total -= 10
        aces -= 1
    return total, aces
    ### END SOLUTION


def describe(name: str, cards: int, aces: int, total: int) -> str:
    """The trace's summary of a hand.

    >>> describe("Dealer", 3, 1, 19)
    'Dealer hand: 3 cards, 1 ace counting 11, 19 total.'
    """
    ### BEGIN SOLUTION
    card_word = "card" if cards == 1 else "cards"
    ace_word = "ace" if aces == 1 else "aces"
    return f"{name} hand: {cards} {card_word}, {aces} {ace_word} counting 11, {total} total."
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_add_card", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
assert add_card(10, 0, 11) == (21, 1), "add_card(10, 0, 11): the ace counts 11, giving (21, 1)"
assert add_card(16, 1, 8) == (14, 0), "add_card(16, 1, 8): 24 is bust, so the ace drops to 1, giving (14, 0)"
assert describe("Customer", 2, 0, 18) == "Customer hand: 2 cards, 0 aces counting 11, 18 total."
### BEGIN HIDDEN TESTS
assert add_card(15, 0, 11) == (16, 0), "add_card(15, 0, 11): 26 is bust, so the new ace counts 1"
assert add_card(11, 1, 11) == (12, 1), "a second ace counts 1 at once: (12, 1)"
assert add_card(20, 0, 5) == (25, 0), "with no ace counting 11 a hand can bust"
assert add_card(0, 0, 11) == (11, 1), "a first ace counts 11"
assert describe("Dealer", 1, 1, 11) == "Dealer hand: 1 card, 1 ace counting 11, 11 total."
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "strategies_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 2: two strategies (4 points)
#
# * `dealers_rule(total, up)`: the dealer's own rule: draw at 16 or less, whatever the up card.
# * `upcard_rule(total, up)`: draw if and only if the total is below 17 and the up card is 7, 8,
#   9, 10 or an ace, **or** the total is below 12 and the up card is 2 to 6.

# %% nbgrader={"grade": false, "grade_id": "strategies", "locked": false, "schema_version": 3, "solution": true, "task": false}
def dealers_rule(total: int, up: int) -> bool:
    """Draw at 16 or less.

    >>> dealers_rule(16, 2), dealers_rule(17, 10)
    (True, False)
    """
    ### BEGIN SOLUTION
    return total <= DEALER_DRAWS_TO
    ### END SOLUTION


def upcard_rule(total: int, up: int) -> bool:
    """Draw below 17 against a high up card (7 to ace), below 12 against a low one (2 to 6).

    >>> upcard_rule(13, 6), upcard_rule(13, 7)
    (False, True)
    """
    ### BEGIN SOLUTION
    if up >= 7:
        return total < 17
    return total < 12
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_strategies", "locked": true, "points": 4, "schema_version": 3, "solution": false, "task": false}
assert dealers_rule(16, 11) and not dealers_rule(17, 2), "the dealer's rule draws at 16 or less"
assert upcard_rule(16, 10) and not upcard_rule(17, 10), "against a 10, draw below 17"
assert upcard_rule(11, 4) and not upcard_rule(12, 4), "against a 4, draw below 12"
### BEGIN HIDDEN TESTS
for up in range(2, 12):
    for total in range(4, 22):
        expected = total < 17 if up >= 7 else total < 12
        assert upcard_rule(total, up) == expected, f"upcard_rule({total}, {up}) should be {expected}"
        assert dealers_rule(total, up) == (total <= 16), f"dealers_rule({total}, {up}) should be {total <= 16}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "play_game_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 3: one game (6 points)
#
# `play_game(deck, strategy, show=None)` deals from `deck` (with `deck.pop()`), plays one game
# by the rules above, and returns `(winner, wins)`: `("dealer", 1)`, `("customer", 1)`, or
# `("customer", 2)` for a customer blackjack. Keep each hand as its count of cards, its total
# and its aces counting 11, using `add_card`.
#
# When `show` is a function (the debugging trace), show `"Customer is dealt 10."` (or
# `"Dealer is dealt 10."`) for every card dealt, and after the game the two `describe` lines,
# customer first.

# %% nbgrader={"grade": false, "grade_id": "play_game", "locked": false, "schema_version": 3, "solution": true, "task": false}
def play_game(deck: list[int], strategy: Strategy,
              show: Callable[[str], None] | None = None) -> tuple[str, int]:
    """One game of Twenty-One; returns the winner and how many wins it counts.

    >>> play_game(stacked(10, 9, 8, 8), dealers_rule)
    ('customer', 1)
    """
    ### BEGIN SOLUTION
    hands = {"Customer": [0, 0, 0], "Dealer": [0, 0, 0]}  # cards, total, aces counting 11

    def deal(name: str) -> int:
        card = deck.pop()
        hand = hands[name]
        hand[1], hand[2] = add_card(hand[1], hand[2], card)
        hand[0] += 1
        if show is not None:
            show(f"{name} is dealt {card}.")
        return card

    def result(winner: str, wins: int) -> tuple[str, int]:
        if show is not None:
            for name, (cards, total, aces) in hands.items():
                show(describe(name, cards, aces, total))
        return winner, wins

    up = [deal(name) for name in ("Customer", "Dealer", "Customer", "Dealer")][1]
    customer, dealer = hands["Customer"], hands["Dealer"]
    if dealer[1] == TARGET:
        return result("dealer", 1)
    if customer[1] == TARGET:
        return result("customer", 2)
    while strategy(customer[1], up):
        deal("Customer")
        if customer[1] > TARGET:
            return result("dealer", 1)
    while dealer[1] <= DEALER_DRAWS_TO:
        deal("Dealer")
    if dealer[1] > TARGET or customer[1] > dealer[1]:
        return result("customer", 1)
    return result("dealer", 1)
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_play_game", "locked": true, "points": 6, "schema_version": 3, "solution": false, "task": false}
assert play_game(stacked(10, 9, 8, 8), dealers_rule) == ("customer", 1), "customer 18, dealer 17: the customer wins"
assert play_game(stacked(10, 10, 8, 8), dealers_rule) == ("dealer", 1), "18 against 18: ties go to the dealer"
assert play_game(stacked(11, 9, 10, 8), dealers_rule) == ("customer", 2), "a customer blackjack counts two wins"
shown: list[str] = []
play_game(stacked(10, 9, 8, 8), dealers_rule, shown.append)
assert shown[0] == "Customer is dealt 10." and shown[1] == "Dealer is dealt 9.", f"trace starts {shown[:2]}"
assert shown[-2:] == ["Customer hand: 2 cards, 0 aces counting 11, 18 total.",
                      "Dealer hand: 2 cards, 0 aces counting 11, 17 total."], f"trace ends {shown[-2:]}"
### BEGIN HIDDEN TESTS
assert play_game(stacked(11, 11, 10, 10), lambda t, u: 1 / 0) == ("dealer", 1), "a dealer blackjack beats a customer blackjack"
assert play_game(stacked(9, 11, 9, 10), lambda t, u: 1 / 0) == ("dealer", 1), "a dealer blackjack wins at once"
deck = stacked(10, 10, 6, 6, 10, 5)
assert play_game(deck, dealers_rule) == ("dealer", 1) and deck == [5], "a bust customer loses at once; the dealer draws nothing"
assert play_game(stacked(10, 6, 5, 10, 10), upcard_rule) == ("customer", 1), "customer 15 stands against a 6; the dealer busts"
seen = []
play_game(stacked(2, 7, 3, 10, 10), lambda total, up: seen.append((total, up)) or False)
assert seen == [(5, 7)], f"the strategy must see the total and the dealer's first card; it saw {seen}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "experiment_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 4: the experiment (4 points)
#
# `experiment(strategy, games, rng)` plays `games` games, each from a new deck
# (`new_deck(rng)`), and returns `{"customer": wins, "dealer": wins}`, a customer blackjack
# counting two.

# %% nbgrader={"grade": false, "grade_id": "experiment", "locked": false, "schema_version": 3, "solution": true, "task": false}
def experiment(strategy: Strategy, games: int, rng: random.Random) -> dict[str, int]:
    """Each side's wins over ``games`` games.

    >>> sum(experiment(upcard_rule, 10, random.Random(1)).values()) >= 10
    True
    """
    ### BEGIN SOLUTION
    wins = {"customer": 0, "dealer": 0}
    for _ in range(games):
        winner, count = play_game(new_deck(rng), strategy)
        wins[winner] += count
    return wins
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_experiment", "locked": true, "points": 4, "schema_version": 3, "solution": false, "task": false}
wins = experiment(dealers_rule, 50, random.Random(7))
assert set(wins) == {"customer", "dealer"}, f"experiment should count 'customer' and 'dealer', got {set(wins)}"
assert 50 <= sum(wins.values()) <= 100, f"50 games give 50 to 100 wins in all, got {wins}"
assert experiment(upcard_rule, 30, random.Random(3)) == experiment(upcard_rule, 30, random.Random(3)), "same seed, same result"
### BEGIN HIDDEN TESTS
# The customer's share of the wins is 0.4384 with the dealer's rule and 0.4572 with the
# up-card rule (20 million games of the kit's fast simulation, +-0.0003).  Over 20,000 games a
# correct experiment lands within 0.03 of those: more than 8 standard deviations, so a correct
# solution fails with probability below 1e-9 (and never, with these fixed seeds).
big = experiment(dealers_rule, 20_000, random.Random(11))
share = big["customer"] / sum(big.values())
assert abs(share - 0.4384) < 0.03, f"with the dealer's rule the customer's share of the wins is {share:.3f}, expected about 0.438"
big = experiment(upcard_rule, 20_000, random.Random(12))
share = big["customer"] / sum(big.values())
assert abs(share - 0.4572) < 0.03, f"with the up-card rule the customer's share of the wins is {share:.3f}, expected about 0.457"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "plot_task", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": true}
# ## Task 5: plot it (2 points, graded by hand)
#
# Play 50, 100, 200, ..., 12,800 games with each strategy and plot, for each strategy, the
# customer's share of the wins against the number of games (a log scale on x helps). Which
# strategy is better, and after how many games can you tell?

# %% nbgrader={"grade": false, "grade_id": "plot_win_rates", "locked": false, "schema_version": 3, "solution": true, "task": false}
import matplotlib.pyplot as plt

### BEGIN SOLUTION
sizes = [50 * 2**k for k in range(9)]
figure, axes = plt.subplots(figsize=(7, 4))
for label, strategy in (("dealer's rule", dealers_rule), ("up-card rule", upcard_rule)):
    shares = []
    for games in sizes:
        wins = experiment(strategy, games, random.Random(games))
        shares.append(wins["customer"] / sum(wins.values()))
    axes.plot(sizes, shares, marker="o", label=label)
axes.set_xscale("log")
axes.set_xlabel("games played")
axes.set_ylabel("customer's share of the wins")
axes.set_title("Twenty-One: which strategy wins more?")
axes.legend()
plt.show()
### END SOLUTION
