"""Exact odds by dynamic programming: pontoon's computer and player, the casino dealer, and
each casino preset's strategies.  ``python -m reference odds dealer|pontoon|preset`` prints them.

Every figure here is computed, never sampled, so the autograder's statistical tests and the
simulations have a true value to be checked against: exactly (``fractions.Fraction``) where
the state space is small, in float64 (returned as the float's exact fraction) where a shared
deck makes it large.

Glossary: a card's *value* is what it adds to a hand (pontoon: Ace 1, faces 10); a
*threshold* ``stick_at`` is the value at which a player or the computer stops drawing; an
*outcome* is the player's "win", "draw" or "loss"; a *multiset* is a hand without its order
(see "Version 4" below); a *tally* is the engine's (cards, aces counting 11, total).

Sections: pontoon's computer (``computer_final_distribution``), the casino dealer
(``dealer_table``), pontoon's player against the computer (``pontoon_outcome``; version 4 by
pairing multisets, ``shared_deck_joint``, checked against ``shared_deck_outcome_slow``), the
casino presets (``preset_outcome``), and the command (``main``).
"""
from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import cache, partial

import numpy as np

from autograder.pontoon import rules as pontoon_rules
from reference.cards import Card, Rank, Suit
from reference.engine import Strategy, Tally, add_card, dealer_rule, is_bust, is_natural
from reference.play import OneLineParser, UsageError, parse, plural
from reference.rules import AT_TURN, DEALER, PLAYER, PRESETS, PUSH, Rules
from reference.strategies import strategy_named

Distribution = dict[int, Fraction]   # outcome -> probability, summing to 1

CARD_VALUES = range(1, 11)           # pontoon card values: Ace 1 ... Ten/Jack/Queen/King 10
DECK_COUNTS = (4, 4, 4, 4, 4, 4, 4, 4, 4, 16)  # how many of each value 1..10 in 52 cards


def pontoon_card_distribution(version: int) -> Distribution:
    """The probability of each card value for one random pontoon card of a version.

    >>> pontoon_card_distribution(1)[10]
    Fraction(1, 10)
    >>> pontoon_card_distribution(2)[10]
    Fraction(4, 13)
    """
    if version == 1:
        return {v: Fraction(1, 10) for v in CARD_VALUES}
    if version in (2, 3, 4):
        return {v: Fraction(n, 52) for v, n in zip(CARD_VALUES, DECK_COUNTS)}
    raise ValueError(f"not a pontoon version: {version!r}")


def computer_final_distribution(stick_at: int, version: int) -> Distribution:
    """The exact distribution of the pontoon computer's final value (bust values kept).

    The computer draws one card, then twists while its value is below ``stick_at``.
    Versions 1 to 3 draw with replacement; version 4 deals from one 52-card deck.

    >>> d = computer_final_distribution(17, 1)
    >>> sorted(d) == list(range(17, 27)), sum(d.values())
    (True, Fraction(1, 1))
    >>> computer_final_distribution(21, 4)[21] > computer_final_distribution(21, 4)[22]
    True
    """
    _check_stick_at(stick_at)
    if version == 4:
        return dict(_finite_final(stick_at, 0, DECK_COUNTS))
    cards = pontoon_card_distribution(version)
    return dict(_infinite_final(stick_at, 0, tuple(cards.items())))


def computer_bust_probability(stick_at: int, version: int) -> Fraction:
    """The chance that the pontoon computer goes over 21.

    >>> computer_bust_probability(12, 1) < computer_bust_probability(21, 1)
    True
    """
    return sum((p for v, p in computer_final_distribution(stick_at, version).items() if v > 21),
               Fraction(0))


def _check_stick_at(stick_at: int) -> None:
    """Refuse a threshold the contract does not allow."""
    if not isinstance(stick_at, int) or not 1 <= stick_at <= 21:
        raise ValueError(f"not a stick threshold from 1 to 21: {stick_at!r}")


@cache
def _infinite_final(stick_at: int, value: int, cards: tuple[tuple[int, Fraction], ...]
                    ) -> tuple[tuple[int, Fraction], ...]:
    """Final-value distribution from ``value`` when every draw has the same odds."""
    if value >= stick_at:
        return ((value, Fraction(1)),)
    out: Distribution = {}
    for card, p in cards:
        for final, q in _infinite_final(stick_at, value + card, cards):
            out[final] = out.get(final, Fraction(0)) + p * q
    return tuple(sorted(out.items()))


@cache
def _finite_final(stick_at: int, value: int, counts: tuple[int, ...]
                  ) -> tuple[tuple[int, Fraction], ...]:
    """Final-value distribution from ``value`` dealing without replacement from ``counts``."""
    if value >= stick_at:
        return ((value, Fraction(1)),)
    left = sum(counts)
    out: Distribution = {}
    for i, n in enumerate(counts):
        if n == 0:
            continue
        rest = counts[:i] + (n - 1,) + counts[i + 1:]
        for final, q in _finite_final(stick_at, value + i + 1, rest):
            out[final] = out.get(final, Fraction(0)) + Fraction(n, left) * q
    return tuple(sorted(out.items()))


# --- The casino dealer ------------------------------------------------------------------

DEALER_OUTCOMES = ("17", "18", "19", "20", "21", "blackjack", "bust")
UP_CARDS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11)   # 11 is the ace


def _add(total: int, soft: bool, card: int) -> tuple[int, bool]:
    """Add a card (ace as 11) to a hand kept as its best total and whether an ace counts 11.

    >>> _add(16, True, 10)   # soft 16 plus a ten is hard 16
    (16, False)
    >>> _add(11, True, 11)   # two aces: soft 12
    (12, True)
    """
    hard = total - 10 if soft else total          # every ace counted as 1
    hard += 1 if card == 11 else card
    # A hard hand holding an ace has hard >= 12 and can never be soft again, so
    # (best total, soft) is all the state a dealer's hand needs.
    has_ace = soft or card == 11
    if has_ace and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


def _dealer_stands(total: int, soft: bool, stands_on: int, hits_soft_17: bool) -> bool:
    """Whether the dealer stops drawing on this hand."""
    if total == 17 and soft and hits_soft_17 and stands_on == 17:
        return False
    return total >= stands_on


def _outcome(total: int, cards: int) -> str:
    """Name a dealer's finished hand as a column of the dealer table."""
    if total > 21:
        return "bust"
    if total == 21 and cards == 2:
        return "blackjack"
    return str(total)


def _shoe_counts(decks: int) -> tuple[int, ...]:
    """Counts of card values 2..11 (11 the ace) in a shoe of ``decks`` decks."""
    return tuple(4 * decks * (4 if v == 10 else 1) for v in UP_CARDS)


def dealer_distribution(up_card: int, *, stands_on: int = 17, hits_soft_17: bool = False,
                        decks: int | None = None) -> Distribution | dict[str, Fraction]:
    """The dealer's final hand by outcome, given its up card; ``decks=None`` is an infinite deck.

    >>> d = dealer_distribution(11)
    >>> round(float(d["bust"]), 4), round(float(d["blackjack"]), 4)
    (0.1153, 0.3077)
    """
    if up_card not in UP_CARDS:
        raise ValueError(f"not an up card (2..10, 11 for an ace): {up_card!r}")
    total, soft = _add(0, False, up_card)
    if decks is None:
        dist = _dealer_infinite(total, soft, 1, stands_on, hits_soft_17)
    else:
        if not isinstance(decks, int) or decks < 1:
            raise ValueError(f"not a number of decks: {decks!r}")
        counts = list(_shoe_counts(decks))
        counts[UP_CARDS.index(up_card)] -= 1
        dist = _dealer_finite(total, soft, 1, stands_on, hits_soft_17, tuple(counts))
    return dict(dist)


def _infinite_card_odds() -> tuple[tuple[int, Fraction], ...]:
    """Card values 2..11 with their chances in an infinite deck."""
    return tuple((v, Fraction(4 if v == 10 else 1, 13)) for v in UP_CARDS)


@cache
def _dealer_infinite(total: int, soft: bool, cards: int, stands_on: int, h17: bool
                     ) -> tuple[tuple[str, Fraction], ...]:
    """Outcome distribution of a dealer hand drawing from an infinite deck."""
    if total > 21 or _dealer_stands(total, soft, stands_on, h17):
        return ((_outcome(total, cards), Fraction(1)),)
    out: dict[str, Fraction] = {}
    for card, p in _infinite_card_odds():
        for name, q in _dealer_infinite(*_add(total, soft, card), cards + 1, stands_on, h17):
            out[name] = out.get(name, Fraction(0)) + p * q
    return tuple(out.items())


@cache
def _dealer_finite(total: int, soft: bool, cards: int, stands_on: int, h17: bool,
                   counts: tuple[int, ...]) -> tuple[tuple[str, Fraction], ...]:
    """Outcome distribution of a dealer hand dealing without replacement from ``counts``.

    A dealer on a hard 12 who stands on 17, with a Five and a Ten left:

    >>> _dealer_finite(12, False, 2, 17, False, (0, 0, 0, 1, 0, 0, 0, 0, 1, 0))
    (('17', Fraction(1, 2)), ('bust', Fraction(1, 2)))
    """
    if total > 21 or _dealer_stands(total, soft, stands_on, h17):
        return ((_outcome(total, cards), Fraction(1)),)
    left = sum(counts)
    out: dict[str, Fraction] = {}
    for i, n in enumerate(counts):
        if n == 0:
            continue
        rest = counts[:i] + (n - 1,) + counts[i + 1:]
        state = _add(total, soft, UP_CARDS[i])
        for name, q in _dealer_finite(*state, cards + 1, stands_on, h17, rest):
            out[name] = out.get(name, Fraction(0)) + Fraction(n, left) * q
    return tuple(out.items())


def dealer_table(*, hits_soft_17: bool = False, decks: int | None = None
                 ) -> dict[int, dict[str, Fraction]]:
    """The dealer table: for each up card, the chance of each final outcome.

    >>> t = dealer_table()
    >>> round(float(t[2]["bust"]), 4)
    0.3536
    """
    return {up: {name: dealer_distribution(up, hits_soft_17=hits_soft_17, decks=decks)
                 .get(name, Fraction(0)) for name in DEALER_OUTCOMES}
            for up in UP_CARDS}


def dealer_bust_overall(*, hits_soft_17: bool = False, decks: int | None = None) -> Fraction:
    """The dealer's bust chance before its up card is seen.

    >>> round(float(dealer_bust_overall()), 4)
    0.2816
    """
    table = dealer_table(hits_soft_17=hits_soft_17, decks=decks)
    if decks is None:
        weights = dict(_infinite_card_odds())
    else:
        counts = _shoe_counts(decks)
        weights = {v: Fraction(n, sum(counts)) for v, n in zip(UP_CARDS, counts)}
    return sum((weights[up] * table[up]["bust"] for up in UP_CARDS), Fraction(0))


# --- Pontoon: the player against the computer -------------------------------------------

Outcome = dict[str, Fraction]   # "win", "draw", "loss", from the player's side
PONTOON_OUTCOMES = {"player": "win", "draw": "draw", "computer": "loss"}  # winner -> Outcome key


def pontoon_settle(computer: int, player: int) -> str:
    """Settle a pontoon game from the player's side by the contract's rules, as
    `autograder.pontoon.rules` states them (the one statement everything asks).

    >>> pontoon_settle(24, 23), pontoon_settle(24, 18), pontoon_settle(18, 18), pontoon_settle(17, 20)
    ('draw', 'win', 'draw', 'win')
    """
    return PONTOON_OUTCOMES[pontoon_rules.winner(computer, player)]


def pontoon_outcome(computer_stick_at: int, player_stick_at: int, version: int) -> Outcome:
    """Exact chances of a player who twists below ``player_stick_at`` against the computer.

    >>> o = pontoon_outcome(17, 17, 1)
    >>> sum(o.values())
    Fraction(1, 1)
    >>> o["win"] == o["loss"]     # the same threshold on both sides: a fair game
    True
    >>> o = pontoon_outcome(17, 15, 1); o["win"] < o["loss"]
    True
    """
    _check_stick_at(computer_stick_at)
    _check_stick_at(player_stick_at)
    if version == 4:
        return shared_deck_outcomes((computer_stick_at,), (player_stick_at,))[
            computer_stick_at, player_stick_at]
    out = {"win": Fraction(0), "draw": Fraction(0), "loss": Fraction(0)}
    player_dist = computer_final_distribution(player_stick_at, version)
    for computer, p in computer_final_distribution(computer_stick_at, version).items():
        for player, q in player_dist.items():
            out[pontoon_settle(computer, player)] += p * q
    return out


# --- Version 4: one deck shared, by pairing multisets -----------------------------------
#
# Glossary: a *multiset* is a hand without its order, kept as how many cards of each value
# 1..10 it holds.  A multiset is *terminal* for a threshold when some order of dealing it
# stops exactly there (every proper prefix below the threshold, the whole at or over it);
# its *ways* are how many such orders there are, cards of one value counted as alike.
#
# Dealing k given cards in a given order from a deck holding N_v cards of value v (S in all)
# has chance  prod_v (N_v)_(m_v) / (S)_k,  where (n)_k = n(n-1)...(n-k+1) is the *falling
# factorial* and m_v counts value v: the chance depends on the multiset alone.  So the chance
# that the computer ends holding A and the player, dealt next from the same deck, holding B is
#
#     P(A) * ways(B) * prod_v (N_v - a_v)_(b_v) / (S - |A|)_(|B|),
#     P(A) = ways(A) * prod_v (N_v)_(a_v) / (S)_(|A|),
#
# and summing it over the few thousand terminal multisets of each side is a matrix product
# (``pair_chances``).  There the product over values is looked up in a few small tables, one
# per run of values (one deck: values 1-3, 4-6 and 7-9 as 125 x 125 tables, and the tens),
# for a block of A's rows at a time; the casino presets' finite shoes reuse the same pairing.
# The simple version, ``shared_deck_outcome_slow``, deals card by card from every leftover
# deck in exact fractions; the tests check that the two agree.

Multiset = tuple[int, ...]   # how many cards of each value 1..10: (0, 0, 0, 0, 0, 0, 1, 0, 0, 1) is 7 + 10


def falling(n: int, k: int) -> int:
    """The falling factorial (n)_k = n(n-1)...(n-k+1): orders of dealing k of n cards.

    >>> falling(52, 2), falling(4, 5)
    (2652, 0)
    """
    out = 1
    for i in range(k):
        out *= n - i
    return out


def multiset_value(hand: Multiset) -> int:
    """The value of a multiset of cards.

    >>> multiset_value((1, 0, 0, 0, 0, 0, 1, 0, 0, 1))
    18
    """
    return sum(value * n for value, n in enumerate(hand, start=1))


@cache
def terminal_multisets(stick_at: int, counts: tuple[int, ...] = DECK_COUNTS) -> dict[Multiset, int]:
    """Every multiset a hand drawn to ``stick_at`` from ``counts`` can stop on, with its ways.

    >>> hands = terminal_multisets(12)
    >>> hands[(0, 0, 0, 0, 0, 0, 0, 0, 0, 2)], hands[(0, 1, 0, 0, 0, 0, 0, 0, 0, 1)]  # 10 10; 2 10 or 10 2
    (1, 2)
    """
    _check_stick_at(stick_at)
    frontier: dict[Multiset, int] = {(0,) * len(counts): 1}   # still drawing, with its ways
    done: dict[Multiset, int] = {}
    while frontier:
        after: dict[Multiset, int] = {}
        for hand, ways in frontier.items():
            value = multiset_value(hand)
            for i, n in enumerate(counts):
                if hand[i] < n:
                    more = hand[:i] + (hand[i] + 1,) + hand[i + 1:]
                    bucket = done if value + i + 1 >= stick_at else after
                    bucket[more] = bucket.get(more, 0) + ways
        frontier = after
    return done


def _multiset_rows(thresholds: tuple[int, ...], counts: tuple[int, ...]
                   ) -> tuple[np.ndarray, np.ndarray]:
    """The union of the thresholds' terminal multisets as rows, and their ways (a column each)."""
    tables = [terminal_multisets(t, counts) for t in thresholds]
    union = sorted(set().union(*tables))
    ways = np.array([[table.get(hand, 0) for table in tables] for hand in union], dtype=np.float64)
    return np.array(union, dtype=np.int64), ways


def _value_groups(counts: tuple[int, ...], most: int = 128) -> list[list[int]]:
    """Split the card values into runs whose count tables stay small (at most ``most`` rows)."""
    groups: list[list[int]] = [[]]
    size = 1
    for v, n in enumerate(counts):
        if groups[-1] and size * (n + 1) > most:
            groups.append([])
            size = 1
        groups[-1].append(v)
        size *= n + 1
    return groups


def _group_code(rows: np.ndarray, group: list[int], counts: tuple[int, ...]) -> np.ndarray:
    """Number each row's counts of the group's values (mixed radix), to index a table."""
    code = np.zeros(len(rows), dtype=np.int64)
    for v in group:
        code = code * (counts[v] + 1) + rows[:, v]
    return code


@cache
def _group_table(group: tuple[int, ...], counts: tuple[int, ...]) -> np.ndarray:
    """T[code(a), code(b)] = prod over the group's values of (N_v - a_v)_(b_v) (remembered)."""
    ranges = [range(counts[v] + 1) for v in group]
    combos = np.array(list(itertools.product(*ranges)), dtype=np.int64).reshape(-1, len(group))
    table = np.ones((len(combos), len(combos)))
    for j, v in enumerate(group):
        n = counts[v]
        small = np.array([[falling(n - a, b) for b in range(n + 1)] for a in range(n + 1)], dtype=np.float64)
        table *= small[combos[:, j][:, None], combos[:, j][None, :]]
    return table


Progress = Callable[[int, int], None]   # (rows done, rows in all)


def pair_chances(first: np.ndarray, first_weights: np.ndarray, second: np.ndarray,
                 second_weights: np.ndarray, counts: tuple[int, ...],
                 progress: Progress | None = None) -> np.ndarray:
    """M[i, j]: the sum over multisets A (rows of ``first``) and B (rows of ``second``) of
    wA[A, i] * wB[B, j] * the chance of dealing A in one given order and then B in one given
    order from a deck of ``counts``.  With the ways as weights, that is the chance that one
    side ends holding A and the other side, dealt next, ends holding B.

    >>> one = np.array([[1, 0], [0, 1]]); ways = np.eye(2)      # one card: an ace or a two
    >>> pair_chances(one, ways, one, ways, (1, 1)).tolist()      # from a deck of one of each
    [[0.0, 0.5], [0.5, 0.0]]
    """
    size_a, size_b, whole = first.sum(1), second.sum(1), sum(counts)
    rows_a = first_weights * _first_hand_chance(first, size_a, counts)[:, None]
    inverse = np.array([[1 / falling(whole - k, j) if j <= whole - k else 0.0
                         for j in range(size_b.max() + 1)] for k in range(size_a.max() + 1)])
    groups = _value_groups(counts)
    tables = [_group_table(tuple(g), counts) for g in groups]
    codes_a = [_group_code(first, g, counts) for g in groups]
    codes_b = [_group_code(second, g, counts) for g in groups]
    out = np.zeros((rows_a.shape[1], second_weights.shape[1]))
    step = max(1, (1 << 21) // len(second))
    for s in range(0, len(first), step):
        rows = slice(s, s + step)
        chance_b = inverse[size_a[rows]][:, size_b]             # P(B | A), built a factor at a time
        for table, ca, cb in zip(tables, codes_a, codes_b):
            chance_b *= table[ca[rows]][:, cb]
        out += rows_a[rows].T @ (chance_b @ second_weights)
        if progress is not None:
            progress(min(s + step, len(first)), len(first))
    return out


def shared_deck_joint(computer_thresholds: tuple[int, ...], player_thresholds: tuple[int, ...],
                      counts: tuple[int, ...] = DECK_COUNTS, progress: Progress | None = None
                      ) -> np.ndarray:
    """J[i, c, j, p]: the chance that the computer (threshold i) ends on value c, then the
    player (threshold j), dealt from what is left of the same deck, ends on value p; every
    bust value is counted as ``BUST`` (22), which is all that settling a game needs.

    >>> J = shared_deck_joint((17,), (17,))
    >>> J.shape, round(float(J.sum()), 12), round(float(J[0, 17].sum() - J[0, :, 0, 17].sum()), 12)
    ((1, 23, 1, 23), 1.0, 0.0)
    """
    A, ways_a = _multiset_rows(computer_thresholds, counts)
    B, ways_b = _multiset_rows(player_thresholds, counts)
    low_a, low_b = min(computer_thresholds), min(player_thresholds)
    joint = pair_chances(A, _by_value(A, ways_a, low_a), B, _by_value(B, ways_b, low_b), counts, progress)
    out = np.zeros((len(computer_thresholds), BUST + 1, len(player_thresholds), BUST + 1))
    out[:, low_a:, :, low_b:] = joint.reshape(len(computer_thresholds), BUST + 1 - low_a,
                                              len(player_thresholds), BUST + 1 - low_b)
    return out


BUST = 22   # every value over 21 counts as this one in a joint table


def _first_hand_chance(hands: np.ndarray, sizes: np.ndarray, counts: tuple[int, ...]) -> np.ndarray:
    """The chance of dealing each multiset in one given order from a full deck."""
    chance = np.ones(len(hands))
    for v, n in enumerate(counts):
        chance *= np.array([falling(n, k) for k in range(n + 1)], dtype=np.float64)[hands[:, v]]
    whole = sum(counts)
    return chance / np.array([falling(whole, k) for k in range(sizes.max() + 1)], dtype=np.float64)[sizes]


def _by_value(hands: np.ndarray, ways: np.ndarray, low: int) -> np.ndarray:
    """Spread each row's ways (a column per threshold) over its value from ``low`` to ``BUST``."""
    values = np.minimum(hands @ np.arange(1, hands.shape[1] + 1), BUST) - low
    out = np.zeros((len(hands), ways.shape[1], BUST + 1 - low))
    out[np.arange(len(hands)), :, values] = ways
    return out.reshape(len(hands), -1)


_SHARED_DECK_CACHE: dict[tuple, dict[tuple[int, int], Outcome]] = {}


def shared_deck_outcomes(computer_thresholds: tuple[int, ...], player_thresholds: tuple[int, ...],
                         counts: tuple[int, ...] = DECK_COUNTS, progress: Progress | None = None
                         ) -> dict[tuple[int, int], Outcome]:
    """Version 4's odds for each pair of thresholds, from ``shared_deck_joint`` (remembered).

    The sums are in floating point (they agree with exact fractions to about 1e-15); the
    floats are returned as fractions so every version's results have one type.

    >>> o = shared_deck_outcomes((17,), (17,))[17, 17]
    >>> round(float(o["win"]), 6), round(float(o["draw"]), 6), abs(o["win"] - o["loss"]) < 1e-14
    (0.402503, 0.194994, True)

    Each set of thresholds is computed once a process (no other test asks for these two):

    >>> shared_deck_outcomes((20,), (11,)) is shared_deck_outcomes((20,), (11,))
    True
    """
    key = (tuple(computer_thresholds), tuple(player_thresholds), tuple(counts))
    if key not in _SHARED_DECK_CACHE:
        joint = shared_deck_joint(*key, progress=progress)
        _SHARED_DECK_CACHE[key] = {
            (c, p): settle_joint(joint[i, :, j, :])
            for i, c in enumerate(key[0]) for j, p in enumerate(key[1])}
    return _SHARED_DECK_CACHE[key]


def settle_joint(joint: np.ndarray, settle: Callable[[int, int], str] = pontoon_settle) -> Outcome:
    """Win, draw and loss from J[computer value, player value], settled by ``settle``.

    >>> J = np.zeros((23, 23)); J[18, 20] = J[22, 22] = 0.5
    >>> settle_joint(J)
    {'win': Fraction(1, 2), 'draw': Fraction(1, 2), 'loss': Fraction(0, 1)}
    """
    out = {"win": 0.0, "draw": 0.0, "loss": 0.0}
    for c, p in zip(*np.nonzero(joint)):
        out[settle(int(c), int(p))] += float(joint[c, p])
    return {k: Fraction(v) for k, v in out.items()}


def shared_deck_outcome_slow(computer_stick_at: int, player_stick_at: int,
                             counts: tuple[int, ...] = DECK_COUNTS) -> Outcome:
    """Version 4 the simple way: the computer's hands with the deck each leaves, then the
    player's final values from each leftover deck, all exact.

    >>> o = shared_deck_outcome_slow(12, 12, (1,) * 9 + (4,))
    >>> sum(o.values()), o["win"] == o["loss"]
    (Fraction(1, 1), True)
    """
    out = {"win": Fraction(0), "draw": Fraction(0), "loss": Fraction(0)}
    for (computer, rest), p in _hands_and_leftovers(computer_stick_at, 0, counts):
        left = sum(rest)
        for (player, k), orders in _orders(player_stick_at, 0, rest):
            out[pontoon_settle(computer, player)] += p * Fraction(orders, falling(left, k))
    return out


@cache
def _orders(stick_at: int, value: int, counts: tuple[int, ...]
            ) -> tuple[tuple[tuple[int, int], int], ...]:
    """How many orders of k distinct cards from ``counts`` take a hand from ``value`` to each
    final value: ((final, k), orders) pairs, each order having chance 1 / (cards left)_k."""
    if value >= stick_at:
        return (((value, 0), 1),)
    out: dict[tuple[int, int], int] = {}
    for i, n in enumerate(counts):
        if n:
            rest = counts[:i] + (n - 1,) + counts[i + 1:]
            for (final, k), orders in _orders(stick_at, value + i + 1, rest):
                out[final, k + 1] = out.get((final, k + 1), 0) + n * orders
    return tuple(out.items())


@cache
def _hands_and_leftovers(stick_at: int, value: int, counts: tuple[int, ...]
                         ) -> tuple[tuple[tuple[int, tuple[int, ...]], Fraction], ...]:
    """Final value and the deck left behind, dealing without replacement from ``counts``."""
    if value >= stick_at:
        return (((value, counts), Fraction(1)),)
    left = sum(counts)
    out: dict[tuple[int, tuple[int, ...]], Fraction] = {}
    for i, n in enumerate(counts):
        if n:
            rest = counts[:i] + (n - 1,) + counts[i + 1:]
            for key, q in _hands_and_leftovers(stick_at, value + i + 1, rest):
                out[key] = out.get(key, Fraction(0)) + Fraction(n, left) * q
    return tuple(out.items())


PLAYER_THRESHOLDS = tuple(range(12, 22))   # the thresholds a sensible player might choose


def _outcome_grid(computer_thresholds: tuple[int, ...], version: int,
                  progress: Progress | None = None) -> dict[tuple[int, int], Outcome]:
    """Odds for each computer threshold against each of the player's thresholds 12..21."""
    if version == 4:
        return shared_deck_outcomes(computer_thresholds, PLAYER_THRESHOLDS, progress=progress)
    return {(c, p): pontoon_outcome(c, p, version)
            for c in computer_thresholds for p in PLAYER_THRESHOLDS}


def _edge(outcome: Outcome) -> Fraction:
    """The player's wins minus losses, per game."""
    return outcome["win"] - outcome["loss"]


def _best_response(computer_stick_at: int, grid: dict[tuple[int, int], Outcome]
                   ) -> tuple[int, Outcome]:
    """The player's threshold with the largest edge (the lowest, on a tie) and its odds."""
    best = max(PLAYER_THRESHOLDS, key=lambda p: _edge(grid[computer_stick_at, p]))
    return best, grid[computer_stick_at, best]


def best_player_threshold(computer_stick_at: int, version: int) -> tuple[int, Outcome]:
    """The player's threshold (12..21) that maximises wins minus losses, with its odds.

    >>> n, o = best_player_threshold(17, 1)
    >>> 12 <= n <= 21 and o["win"] - o["loss"] > 0
    True
    """
    _check_stick_at(computer_stick_at)
    return _best_response(computer_stick_at, _outcome_grid((computer_stick_at,), version))


def pontoon_threshold_table(version: int, progress: Progress | None = None
                            ) -> dict[int, tuple[int, Outcome]]:
    """For each computer threshold 12..21, the player's best threshold and its odds.

    >>> table = pontoon_threshold_table(1)
    >>> sorted(table) == list(range(12, 22))
    True
    """
    grid = _outcome_grid(PLAYER_THRESHOLDS, version, progress)
    return {c: _best_response(c, grid) for c in PLAYER_THRESHOLDS}


def best_computer_threshold(version: int) -> tuple[int, Outcome]:
    """The computer threshold that leaves a best-responding player the smallest edge.

    >>> t, o = best_computer_threshold(1)
    >>> 12 <= t <= 21
    True
    """
    table = pontoon_threshold_table(version)
    best = min(table, key=lambda t: _edge(table[t][1]))
    return best, table[best][1]


# --- The casino presets: a player's strategy against the dealer -------------------------
#
# Glossary (the engine's words): a *tally* is a hand kept as (cards, aces counting 11, total);
# a *strategy* answers "hit?" from the player's tally and the dealer's up card; a *natural* is
# the target in the initial cards.  With an infinite deck every card is one of the 13 ranks
# with chance 1/13 whatever has been dealt, so the two sides' hands are independent once the
# dealer's up card is known, and each side's turn is a small dynamic program over tallies.
# Each finished pair of hands is settled as ``reference.engine`` settles it, step for step.
# A finite shoe (``decks=N``) pairs multisets instead, as version 4 of pontoon does.

PresetOutcome = dict[str, Fraction]   # "win", "draw", "loss" (summing to 1) and "natural win"

TallyOdds = dict[Tally, Fraction]   # tally -> chance

# One card of each point value, with how many of the 13 ranks it stands for: a strategy sees
# the Ten of Spades for every ten-point card (no strategy here tells a Ten from a King).
CARD_WEIGHTS = tuple((Card(rank, Suit.SPADES), Fraction(4 if rank is Rank.TEN else 1, 13))
                     for rank in Rank if rank.value <= Rank.TEN.value or rank is Rank.ACE)


def _deal_cards(rules: Rules, tally: Tally, n: int) -> TallyOdds:
    """The tallies after ``n`` more cards from an infinite deck.

    >>> from reference.rules import PRESETS
    >>> _deal_cards(PRESETS["twenty-one"], Tally(), 2)[Tally(2, 1, 21)]
    Fraction(8, 169)
    """
    odds: TallyOdds = {tally: Fraction(1)}
    for _ in range(n):
        after: TallyOdds = {}
        for t, p in odds.items():
            for card, w in CARD_WEIGHTS:
                more = add_card(t, card, rules)
                after[more] = after.get(more, Fraction(0)) + p * w
        odds = after
    return odds


def _as_settled(rules: Rules, tally: Tally) -> Tally:
    """A finished hand with only what settling reads: natural or not, total or bust.

    >>> from reference.rules import PRESETS
    >>> _as_settled(PRESETS["twenty-one"], Tally(4, 1, 25))
    Tally(cards=3, soft_aces=0, total=22)
    """
    cards = tally.cards if tally.cards <= rules.initial_cards else rules.initial_cards + 1
    return Tally(cards, 0, min(tally.total, rules.target + 1))


def _turn_finals(rules: Rules, tally: Tally, hits: Callable[[Tally], bool],
                 memo: dict[Tally, TallyOdds]) -> TallyOdds:
    """The final tallies of a turn that draws from an infinite deck while ``hits`` says so."""
    if tally in memo:
        return memo[tally]
    if is_bust(tally, rules) or not hits(tally):
        memo[tally] = {_as_settled(rules, tally): Fraction(1)}
        return memo[tally]
    out: TallyOdds = {}
    for card, w in CARD_WEIGHTS:
        for final, q in _turn_finals(rules, add_card(tally, card, rules), hits, memo).items():
            out[final] = out.get(final, Fraction(0)) + q * w
    memo[tally] = out
    return out


def _settle_naturals(rules: Rules, player: Tally, dealer: Tally) -> str | None:
    """Who wins at once on a natural (the engine's ``settle_naturals``), or None to play on."""
    if not rules.naturals or rules.deal_order == AT_TURN:
        return None
    p, d = is_natural(player, rules), is_natural(dealer, rules)
    if p and d and (rules.dealer_natural_wins_at_once or rules.player_natural_wins_at_once):
        return rules.natural_vs_natural
    if d and rules.dealer_natural_wins_at_once:
        return DEALER
    if p and rules.player_natural_wins_at_once:
        return PLAYER
    return None


def _settle(rules: Rules, player: Tally, dealer: Tally) -> str:
    """Who wins once both sides have played (the engine's ``settle``): in casino rules a
    natural beats 21 in three cards, either way round.

    >>> from reference.rules import PRESETS
    >>> casino = PRESETS["casino"]
    >>> _settle(casino, Tally(2, 1, 21), Tally(3, 0, 21)), _settle(casino, Tally(3, 0, 21), Tally(2, 1, 21))
    ('player', 'dealer')
    >>> _settle(casino, Tally(3, 0, 20), Tally(3, 0, 20)), _settle(casino, Tally(3, 0, 23), Tally(2, 0, 20))
    ('push', 'dealer')
    """
    player_bust, dealer_bust = is_bust(player, rules), is_bust(dealer, rules)
    if player_bust or dealer_bust:
        return {(True, True): rules.both_bust, (True, False): DEALER,
                (False, True): PLAYER}[player_bust, dealer_bust]
    if rules.natural_beats_target:
        p, d = is_natural(player, rules), is_natural(dealer, rules)
        if p != d:
            return PLAYER if p else DEALER
    if player.total == dealer.total:
        return rules.ties
    return PLAYER if player.total > dealer.total else DEALER


def _winner(rules: Rules, player: Tally, dealer: Tally) -> str:
    """Who wins two finished hands: the first side to play loses at once on a bust where
    the rules say so; otherwise the engine's ``settle``."""
    player_first = rules.first_to_play == PLAYER
    if rules.bust_loses_at_once and is_bust(player if player_first else dealer, rules):
        return DEALER if player_first else PLAYER
    return _settle(rules, player, dealer)


def _add_result(out: PresetOutcome, rules: Rules, winner: str, player: Tally, p: Fraction) -> None:
    """Count chance ``p`` of ``winner`` in ``out`` (a player's win with a natural twice over)."""
    out[{PLAYER: "win", DEALER: "loss", PUSH: "draw"}[winner]] += p
    if winner == PLAYER and is_natural(player, rules):
        out["natural win"] += p


def _sees_up_card(rules: Rules) -> bool:
    """Whether the player's strategy sees the dealer's first card during the player's turn."""
    dealt_before = rules.deal_order != AT_TURN or rules.first_to_play == DEALER
    return rules.dealer_up_cards > 0 and dealt_before


def _player_hits(rules: Rules, strategy: Strategy, up_card: Card | None) -> Callable[[Tally], bool]:
    """The player's "hit?" as a function of the tally alone, for one up card."""
    def hits(tally: Tally) -> bool:
        stops = rules.player_stops_at_target and tally.total == rules.target
        return not stops and strategy(tally, up_card)
    return hits


def preset_outcome(rules: Rules, strategy: str | Strategy = "dealer", decks: int | None = None
                   ) -> PresetOutcome:
    """The exact chances that a player with ``strategy`` wins, draws (pushes) and loses a round.

    ``decks=None`` deals from an infinite deck.  "win" counts each winning round once; "natural
    win" is the part of it won with a natural, which the twenty-one experiment counts twice
    (``rules.natural_pays``).  ``decks=N`` deals from a fresh shoe of N decks (every preset
    deals one), summed in float64 by pairing multisets: for rules where the player plays first,
    and for pontoon-like rules where the dealer does.

    >>> from reference.rules import PRESETS
    >>> o = preset_outcome(PRESETS["twenty-one"], "upcard")
    >>> o["win"] + o["draw"] + o["loss"], round(float(o["win"]), 4), round(float(o["natural win"]), 4)
    (Fraction(1, 1), 0.4284, 0.0451)
    >>> round(float(preset_outcome(PRESETS["twenty-one"], "upcard", decks=1)["win"]), 4)
    0.432
    """
    player_strategy = strategy_named(strategy) if isinstance(strategy, str) else strategy
    if decks is not None:
        return _shared_deck_preset(rules, player_strategy, decks)
    out = {"win": Fraction(0), "draw": Fraction(0), "loss": Fraction(0), "natural win": Fraction(0)}
    dealer_memo: dict[Tally, TallyOdds] = {}
    dealer_hits = partial(dealer_rule(rules), up_card=None)
    player_start = _deal_cards(rules, Tally(), rules.initial_cards)
    for up, w in CARD_WEIGHTS:
        hits = _player_hits(rules, player_strategy, up if _sees_up_card(rules) else None)
        player_memo: dict[Tally, TallyOdds] = {}
        dealt = _deal_cards(rules, add_card(Tally(), up, rules), rules.initial_cards - 1)
        for dealer, q in dealt.items():
            chance = q * w
            playing: TallyOdds = {}              # the player's final tallies, rounds played on
            for player, p in player_start.items():
                early = _settle_naturals(rules, player, dealer)
                if early is not None:
                    _add_result(out, rules, early, player, chance * p)
                    continue
                for final, r in _turn_finals(rules, player, hits, player_memo).items():
                    playing[final] = playing.get(final, Fraction(0)) + p * r
            dealer_finals = _turn_finals(rules, dealer, dealer_hits, dealer_memo)
            for player, p in playing.items():
                for final, r in dealer_finals.items():
                    _add_result(out, rules, _winner(rules, player, final), player, chance * p * r)
    return out


def _shared_deck_preset(rules: Rules, strategy: Strategy, decks: int) -> PresetOutcome:
    """A finite shoe: player-first rules by pairing the player's and the dealer's multisets
    for each up card; dealer-first rules when they are pontoon-like (see below)."""
    if not isinstance(decks, int) or decks < 1:
        raise ValueError(f"not a number of decks: {decks!r}")
    if rules.first_to_play == PLAYER:
        return _shoe_preset(rules, strategy, decks)
    pontoon_like = (not rules.soft_aces and rules.initial_cards == 1 and rules.target == 21
                    and rules.dealer_up_cards == 0)
    if not pontoon_like:
        raise ValueError(f"exact odds for a finite shoe with the dealer first cover pontoon-like "
                         f"rules only, not {rules.name!r}")
    threshold = _threshold_of(_player_hits(rules, strategy, None))
    counts = tuple(n * decks for n in DECK_COUNTS)
    joint = shared_deck_joint((rules.dealer_stands_on,), (threshold,), counts)[0, :, 0, :]
    out = {"win": Fraction(0), "draw": Fraction(0), "loss": Fraction(0), "natural win": Fraction(0)}
    for dealer, player in zip(*np.nonzero(joint)):
        player_tally, dealer_tally = Tally(1, 0, int(player)), Tally(1, 0, int(dealer))
        winner = _winner(rules, player_tally, dealer_tally)
        _add_result(out, rules, winner, player_tally, Fraction(float(joint[dealer, player])))
    return out


# A casino shoe by kind of card: Two to Nine, a ten-point card, an Ace; how many in one deck.
KIND_CARDS = tuple(Card(rank, Suit.SPADES) for rank in Rank
                   if rank.value <= Rank.TEN.value or rank is Rank.ACE)
KIND_COUNTS = (4,) * 8 + (16, 4)


def _turn_multisets(rules: Rules, start: Card | None, initial: int, stops: Callable[[Tally], bool],
                    counts: tuple[int, ...]) -> dict[Multiset, tuple[int, Tally]]:
    """Every multiset of kinds a side's turn can end on, with its ways and its tally.

    The side holds ``start`` (the dealer's up card) if given, takes ``initial`` cards without
    a decision, then draws until ``stops(tally)``.  A tally depends on the multiset alone (the
    aces counting 11 are as many as fit), so it is kept per multiset.

    >>> from reference.rules import PRESETS
    >>> stands = lambda tally: tally.total >= 17
    >>> ends = _turn_multisets(PRESETS["twenty-one"], None, 2, stands, KIND_COUNTS)
    >>> ends[(0,) * 8 + (1, 1)]           # a ten and an ace, in either order: 21
    (2, Tally(cards=2, soft_aces=1, total=21))
    """
    empty = (0,) * len(counts)
    tallies = {empty: Tally() if start is None else add_card(Tally(), start, rules)}
    if initial == 0 and stops(tallies[empty]):
        return {empty: (1, tallies[empty])}
    frontier, done = {empty: 1}, {}
    while frontier:
        after: dict[Multiset, int] = {}
        for hand, ways in frontier.items():
            for i, n in enumerate(counts):
                if hand[i] < n:
                    more = hand[:i] + (hand[i] + 1,) + hand[i + 1:]
                    tally = tallies.setdefault(more, add_card(tallies[hand], KIND_CARDS[i], rules))
                    bucket = done if sum(more) >= initial and stops(tally) else after
                    bucket[more] = bucket.get(more, 0) + ways
        frontier = after
    return {hand: (ways, tallies[hand]) for hand, ways in done.items()}


def _settled_tallies(rules: Rules) -> list[Tally]:
    """Every tally ``_as_settled`` can give a finished hand: initial or more cards, any total.

    >>> from reference.rules import PRESETS
    >>> len(_settled_tallies(PRESETS["twenty-one"]))
    46
    """
    n = rules.initial_cards
    return [Tally(cards, 0, total) for cards in (n, n + 1) for total in range(rules.target + 2)]


def _weighted_rows(ends: dict[Multiset, tuple[int, Tally]], rules: Rules
                   ) -> tuple[np.ndarray, np.ndarray]:
    """Multisets as rows, with their ways in the column of their settled tally."""
    columns = {t: i for i, t in enumerate(_settled_tallies(rules))}
    hands = list(ends)
    weights = np.zeros((len(hands), len(columns)))
    for row, hand in enumerate(hands):
        ways, tally = ends[hand]
        weights[row, columns[_as_settled(rules, tally)]] = ways
    return np.array(hands, dtype=np.int64), weights


def _shoe_preset(rules: Rules, strategy: Strategy, decks: int) -> PresetOutcome:
    """Player-first rules from a fresh shoe of ``decks`` decks.  By exchangeability the round
    may be dealt as: the up card, the player's whole hand, then the dealer's other cards; the
    player's turn depends on the up card and on whether the dealer has a natural (which can
    end the round first), so the dealer's hands are split by that and paired with the
    player's hands for the same up card."""
    counts = tuple(n * decks for n in KIND_COUNTS)
    dealer_hits = partial(dealer_rule(rules), up_card=None)
    joint = np.zeros((len(_settled_tallies(rules)),) * 2)    # [player's, dealer's settled tally]
    for u, up in enumerate(KIND_CARDS):
        shoe = counts[:u] + (counts[u] - 1,) + counts[u + 1:]
        hits = _player_hits(rules, strategy, up if _sees_up_card(rules) else None)
        dealer_ends = _turn_multisets(rules, up, rules.initial_cards - 1,
                                      lambda t: is_bust(t, rules) or not dealer_hits(t), shoe)
        for natural in (False, True):
            ends = {h: e for h, e in dealer_ends.items() if is_natural(e[1], rules) == natural}
            if ends:
                player_ends = _turn_multisets(rules, None, rules.initial_cards,
                                              _player_stops(rules, hits, natural), shoe)
                chances = pair_chances(*_weighted_rows(player_ends, rules),
                                       *_weighted_rows(ends, rules), shoe)
                joint += chances * counts[u] / sum(counts)
    return _settle_shoe(rules, joint)


def _player_stops(rules: Rules, hits: Callable[[Tally], bool], dealer_natural: bool
                  ) -> Callable[[Tally], bool]:
    """When the player's turn ends: a natural settled at once, a bust, or standing."""
    dealer = Tally(rules.initial_cards, 0, rules.target if dealer_natural else 0)

    def stops(tally: Tally) -> bool:
        initial = tally.cards == rules.initial_cards
        if initial and _settle_naturals(rules, tally, dealer) is not None:
            return True
        return is_bust(tally, rules) or not hits(tally)
    return stops


def _settle_shoe(rules: Rules, joint: np.ndarray) -> PresetOutcome:
    """Settle J[player's settled tally, dealer's settled tally] by the rules."""
    tallies = _settled_tallies(rules)
    out = {"win": Fraction(0), "draw": Fraction(0), "loss": Fraction(0), "natural win": Fraction(0)}
    for p, d in zip(*np.nonzero(joint)):
        player, dealer = tallies[p], tallies[d]
        winner = _settle_naturals(rules, player, dealer) or _winner(rules, player, dealer)
        _add_result(out, rules, winner, player, Fraction(float(joint[p, d])))
    return out


def _threshold_of(hits: Callable[[Tally], bool]) -> int:
    """The total a pontoon player's "hit?" stands on, checked to be a threshold.

    >>> _threshold_of(lambda tally: tally.total < 15)
    15
    """
    answers = [hits(Tally(1, 0, total)) for total in range(1, 22)]
    threshold = answers.index(False) + 1 if False in answers else 22
    if answers != [total < threshold for total in range(1, 22)]:
        raise ValueError("exact odds for a finite shoe need a player who stands on a total")
    return min(threshold, 21)


# --- The command: python -m reference odds dealer|pontoon|preset ... --------------------

UP_CARD_NAMES = {up: "ace" if up == 11 else str(up) for up in UP_CARDS}
VERSION_DECKS = {1: "cards 1..10, each equally likely", 2: "13 ranks, drawn with replacement",
                 3: "13 ranks and 4 suits, drawn with replacement", 4: "one 52-card deck, shared"}
Row = list[str]


def build_parser() -> OneLineParser:
    """The command line of ``python -m reference odds``.

    >>> build_parser().parse_args(["pontoon", "--version", "2"]).version
    2
    """
    parser = OneLineParser(prog="python -m reference odds",
                           description="Exact odds by dynamic programming.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="{dealer,pontoon,preset}")
    dealer = sub.add_parser("dealer", help="the dealer's final hand by up card")
    dealer.add_argument("--h17", action="store_true", help="the dealer hits soft 17 (default: stands)")
    dealer.add_argument("--decks", type=int, help="a shoe of N decks (default: an infinite deck)")
    pontoon = sub.add_parser("pontoon", help="pontoon: the player's best threshold against each computer threshold")
    pontoon.add_argument("--version", type=int, required=True, choices=(1, 2, 3, 4))
    pontoon.add_argument("--finals", action="store_true", help="the computer's final values instead")
    preset = sub.add_parser("preset", help="a casino preset's win, draw and loss chances")
    preset.add_argument("name", choices=sorted(PRESETS))
    preset.add_argument("--strategy", default="both", help="dealer, upcard, both or stand-on-N")
    preset.add_argument("--decks", type=int, help="a fresh shoe of N decks, as the presets deal "
                        "(default: an infinite deck)")
    for command in (dealer, pontoon, preset):
        command.add_argument("--json", action="store_true", help="print JSON for machines")
    return parser


def _figure(p: Fraction | float) -> str:
    """A probability to four places.

    >>> _figure(Fraction(1, 3))
    '0.3333'
    """
    return f"{float(p):.4f}"


def dealer_report(hits_soft_17: bool, decks: int | None) -> dict:
    """The dealer table as plain data: title, header, rows, notes and the JSON form.

    >>> dealer_report(False, None)["rows"][-1][-1]
    '0.1153'
    """
    table = dealer_table(hits_soft_17=hits_soft_17, decks=decks)
    bust = dealer_bust_overall(hits_soft_17=hits_soft_17, decks=decks)
    shoe = "an infinite deck" if decks is None else f"{decks} deck{'s' * (decks > 1)}"
    rule = "hits soft 17" if hits_soft_17 else "stands on soft 17"
    return {
        "title": f"The dealer's final hand by up card: {shoe}, dealer {rule}.",
        "header": ["up card", *DEALER_OUTCOMES],
        "rows": [[UP_CARD_NAMES[up], *(_figure(table[up][o]) for o in DEALER_OUTCOMES)]
                 for up in UP_CARDS],
        "notes": [f"The dealer busts {_figure(bust)} of all hands (before the up card is seen)."],
        "json": {"hits_soft_17": hits_soft_17, "decks": decks,
                 "table": {UP_CARD_NAMES[up]: {o: float(table[up][o]) for o in DEALER_OUTCOMES}
                           for up in UP_CARDS},
                 "bust_overall": float(bust)},
    }


def pontoon_report(version: int, progress: Progress | None = None) -> dict:
    """The player's best threshold against each computer threshold, as plain data.

    >>> pontoon_report(1)["rows"][5]
    ['17', '18', '0.4097', '0.1885', '0.4018', '+0.0080']
    """
    table = pontoon_threshold_table(version, progress)
    best, _ = min(table.items(), key=lambda item: _edge(item[1][1]))
    rows = [[str(c), str(p), *(_figure(o[k]) for k in ("win", "draw", "loss")), f"{float(_edge(o)):+.4f}"]
            for c, (p, o) in table.items()]
    return {
        "title": f"Pontoon version {version} ({VERSION_DECKS[version]}): the player's best "
                 "threshold against each computer threshold.",
        "header": ["computer", "player", "win", "draw", "loss", "edge"],
        "rows": rows,
        "notes": ["edge = win - loss for the player, per game.",
                  f"The computer's best threshold against a best-responding player: {best} "
                  f"(the player's edge is then {float(_edge(table[best][1])):+.4f})."],
        "json": {"version": version, "best_computer_threshold": best,
                 "thresholds": {str(c): {"player": p, **{k: float(v) for k, v in o.items()}}
                                for c, (p, o) in table.items()}},
    }


def finals_report(version: int) -> dict:
    """The computer's final value for each threshold 12..21, as plain data.

    >>> finals_report(1)["rows"][0][:3]
    ['12', '0.1653', '0.1543']
    """
    columns = [str(v) for v in range(12, 22)] + ["bust"]
    table = {}
    for t in PLAYER_THRESHOLDS:
        dist = computer_final_distribution(t, version)
        row = {str(v): dist.get(v, Fraction(0)) for v in range(12, 22)}
        row["bust"] = computer_bust_probability(t, version)
        table[t] = row
    return {
        "title": f"Pontoon version {version} ({VERSION_DECKS[version]}): the computer's final value "
                 "for each stick threshold.",
        "header": ["threshold", *columns],
        "rows": [[str(t), *(_figure(row[c]) for c in columns)] for t, row in table.items()],
        "notes": [],
        "json": {"version": version,
                 "finals": {str(t): {c: float(p) for c, p in row.items()} for t, row in table.items()}},
    }


def preset_report(name: str, strategies: list[str], decks: int | None) -> dict:
    """A preset's win, draw and loss chances for each strategy, as plain data.

    >>> preset_report("twenty-one", ["upcard"], None)["rows"][0][:2]
    ['upcard', '0.4284']
    """
    rules = PRESETS[name]
    results = {s: preset_outcome(rules, s, decks) for s in strategies}
    shoe = "an infinite deck" if decks is None else f"a shoe of {decks} deck{'s' * (decks > 1)}"
    pays = rules.natural_pays
    columns = ["win", "draw", "loss"] + ["natural win"] * rules.naturals
    rows = []
    for s, o in results.items():
        counted = [_figure(o["win"] + (Fraction(pays) - 1) * o["natural win"])] * rules.naturals
        rows.append([s, *(_figure(o[k]) for k in columns), *counted])
    notes = ["win, draw and loss are the chances of each end to a round, from the player's side."]
    if rules.naturals:
        notes += ["natural win is the part of win won with a natural; wins counted = win + "
                  f"{pays - 1:g} x natural win, as the experiment counts a winning natural ({plural(pays, 'win')})."]
    return {
        "title": f"{rules.name} ({shoe}): {rules.description}",
        "header": ["strategy", *columns, *["wins counted"] * rules.naturals],
        "rows": rows,
        "notes": notes,
        "json": {"preset": name, "decks": decks, "natural_pays": pays,
                 "strategies": {s: {k: float(v) for k, v in o.items()} for s, o in results.items()}},
    }


def plain_lines(report: dict) -> list[str]:
    """A report as aligned plain text: the title, the table, the notes.

    >>> plain_lines({"title": "T", "header": ["a", "bb"], "rows": [["1", "2"]], "notes": []})
    ['T', 'a  bb', '1   2']
    """
    table = [report["header"], *report["rows"]]
    widths = [max(len(row[i]) for row in table) for i in range(len(report["header"]))]
    lines = ["  ".join(cell.rjust(w) if i else cell.ljust(w) for i, (cell, w) in
                       enumerate(zip(row, widths))).rstrip() for row in table]
    return [report["title"], *lines, *report["notes"]]


def _print_rich(report: dict) -> None:
    """A report as a Rich table, for a terminal."""
    from rich.console import Console
    from rich.table import Table as RichTable

    table = RichTable(title=report["title"], title_justify="left")
    for i, name in enumerate(report["header"]):
        table.add_column(name, justify="left" if i == 0 else "right")
    for row in report["rows"]:
        table.add_row(*row)
    console = Console(highlight=False)
    console.print(table)
    for note in report["notes"]:
        console.print(note, markup=False)


def _strategies(choice: str) -> list[str]:
    """The strategy names ``--strategy`` asks for, or UsageError naming the bad one."""
    names = ["dealer", "upcard"] if choice == "both" else [choice]
    for name in names:
        try:
            strategy_named(name)
        except ValueError as error:
            raise UsageError(f"python -m reference odds preset: {error}") from None
    return names


def _with_progress(version: int) -> dict:
    """The pontoon report, with a Rich progress bar on a terminal for the slow version 4."""
    import sys

    if version != 4 or not sys.stderr.isatty():
        return pontoon_report(version)
    from rich.console import Console
    from rich.progress import Progress as RichProgress

    with RichProgress(console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("pairing hands", total=None)
        return pontoon_report(version, lambda done, total: bar.update(task, completed=done, total=total))


MAX_DECKS = 8   # a real shoe holds at most 8 decks; larger ones only cost time (use the infinite deck)


def make_report(args: object) -> dict:
    """The report the parsed command asks for (UsageError for a bad value)."""
    decks = getattr(args, "decks", None)
    if decks is not None and not 1 <= decks <= MAX_DECKS:
        raise UsageError(f"python -m reference odds {args.command}: --decks must be from 1 to {MAX_DECKS} "
                         f"(a casino shoe has at most 8; leave it out for an infinite deck), not {decks!r}")
    if args.command == "dealer":
        return dealer_report(args.h17, decks)
    if args.command == "pontoon":
        return finals_report(args.version) if args.finals else _with_progress(args.version)
    try:
        return preset_report(args.name, _strategies(args.strategy), decks)
    except ValueError as error:
        raise UsageError(f"python -m reference odds preset: {error}") from None


def main(argv: Sequence[str] | None = None, show: Callable[[str], None] | None = None) -> int:
    """Print the odds the command asks for; 0 when done, 2 with one line for bad usage.

    >>> main(["pontoon", "--version", "7"])
    2
    """
    import json
    import sys

    try:
        args = parse(build_parser(), argv)
        report = make_report(args)
    except UsageError as error:
        print(error, file=sys.stderr)
        return 2
    except SystemExit as done:        # --help
        return int(done.code or 0)
    except KeyboardInterrupt:
        print("python -m reference odds: interrupted", file=sys.stderr)
        return 130
    if args.json:
        (show or print)(json.dumps(report["json"], indent=2))
    elif show is None and sys.stdout.isatty():
        _print_rich(report)
    else:
        for line in plain_lines(report):
            (show or print)(line)
    return 0
