"""Exact odds by dynamic programming: pontoon's computer, and the casino dealer.

Every figure here is computed exactly (with `fractions.Fraction`), never sampled, so the
autograder's statistical tests and the simulations have a true value to be checked against.

Glossary: a card's *value* is what it adds to a hand (pontoon: Ace 1, faces 10); a
*threshold* ``stick_at`` is the value at which a player or the computer stops drawing.
"""
from __future__ import annotations

import itertools
from collections.abc import Callable
from fractions import Fraction
from functools import cache

import numpy as np

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
    """Outcome distribution of a dealer hand dealing without replacement from ``counts``."""
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


def pontoon_settle(computer: int, player: int) -> str:
    """Settle a pontoon game from the player's side by the contract's rules.

    >>> pontoon_settle(24, 23), pontoon_settle(24, 18), pontoon_settle(18, 18), pontoon_settle(17, 20)
    ('draw', 'win', 'draw', 'win')
    """
    if computer > 21 and player > 21:
        return "draw"                   # bust-draw
    if computer > 21:
        return "win"                    # one-bust
    if player > 21:
        return "loss"                   # one-bust
    if computer == player:
        return "draw"                   # tie-draw
    return "win" if player > computer else "loss"   # higher-wins


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
# and summing it over the few thousand terminal multisets of each side is a matrix product.
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


def _group_table(group: list[int], counts: tuple[int, ...]) -> np.ndarray:
    """T[code(a), code(b)] = prod over the group's values of (N_v - a_v)_(b_v)."""
    ranges = [range(counts[v] + 1) for v in group]
    combos = np.array(list(itertools.product(*ranges)), dtype=np.int64).reshape(-1, len(group))
    table = np.ones((len(combos), len(combos)))
    for j, v in enumerate(group):
        left = counts[v] - combos[:, j]
        table *= np.array([[falling(int(n), int(b)) for b in combos[:, j]] for n in left])
    return table


Progress = Callable[[int, int], None]   # (rows done, rows in all)


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
    size_a, size_b, whole = A.sum(1), B.sum(1), sum(counts)
    low_a, low_b = min(computer_thresholds), min(player_thresholds)
    rows_a = _by_value(A, ways_a * _first_hand_chance(A, size_a, counts)[:, None], low_a)
    cols_b = _by_value(B, ways_b, low_b)
    inverse = np.array([[1 / falling(whole - k, j) if j <= whole - k else 0.0
                         for j in range(size_b.max() + 1)] for k in range(size_a.max() + 1)])
    groups = _value_groups(counts)
    tables = [_group_table(g, counts) for g in groups]
    codes_a = [_group_code(A, g, counts) for g in groups]
    codes_b = [_group_code(B, g, counts) for g in groups]
    joint = np.zeros((rows_a.shape[1], cols_b.shape[1]))
    step = max(1, (1 << 21) // len(B))
    for s in range(0, len(A), step):
        rows = slice(s, s + step)
        chance_b = inverse[size_a[rows]][:, size_b]             # P(B | A), built a factor at a time
        for table, ca, cb in zip(tables, codes_a, codes_b):
            chance_b *= table[ca[rows]][:, cb]
        joint += rows_a[rows].T @ (chance_b @ cols_b)
        if progress is not None:
            progress(min(s + step, len(A)), len(A))
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
    return chance / np.array([falling(whole, k) for k in range(sizes.max() + 1)])[sizes]


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
    player's final values from each leftover deck, all in exact fractions.

    >>> o = shared_deck_outcome_slow(12, 12, (1,) * 9 + (4,))
    >>> sum(o.values()), o["win"] == o["loss"]
    (Fraction(1, 1), True)
    """
    out = {"win": Fraction(0), "draw": Fraction(0), "loss": Fraction(0)}
    for (computer, rest), p in _hands_and_leftovers(computer_stick_at, 0, counts):
        for player, q in _finite_final(player_stick_at, 0, rest):
            out[pontoon_settle(computer, player)] += p * q
    return out


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
