"""The fast path: the engine's round compiled with numba, for millions of games.

It plays exactly the rules ``reference.engine`` plays, from the same ``Rules`` record
(turned into a row of integers by ``encode``), with a hand kept as the engine keeps it: a
total and the count of aces counting 11.  Cards are their points (ace 11) dealt from
``decks`` shuffled 52-card decks, a new shuffle every game.  Tests check that both paths
give the same rates within statistical tolerance.

Nothing is compiled at import: numba compiles ``simulate_counts`` on its first call and
caches the machine code in ``__pycache__``.  Without numba the same code runs as Python.

>>> from reference.rules import PRESETS
>>> counts = run(PRESETS["twenty-one"], "upcard", games=1000, seed=1)
>>> counts.games, counts.player_wins + counts.dealer_wins + counts.pushes
(1000, 1000)
"""

from __future__ import annotations

import numpy as np

from reference.rules import DEAL_ORDERS, DEALER, PLAYER, PUSH, Rules
from reference.simulate import Counts

try:  # numba is a dev extra; the readable fallback runs the same code, slowly
    from numba import njit
except ImportError:  # pragma: no cover - exercised only without numba
    def njit(*args, **kwargs):  # type: ignore[no-untyped-def]
        """Stand-in for numba.njit: leave the function as Python."""
        return (lambda f: f) if not args or not callable(args[0]) else args[0]

# Outcome and reason codes, in the engine's words (index = code).
OUTCOMES = (PLAYER, DEALER, PUSH)
REASONS = ("dealer-natural", "player-natural", "natural-vs-natural", "player-bust",
           "dealer-bust", "both-bust", "tie", "higher-wins")
STRATEGY_KINDS = {"stand-on": 0, "upcard": 1}
STRATEGY_NAMES = {"dealer": ("stand-on", 17), "upcard": ("upcard", 0)}

# Positions in the encoded rules row.
(TARGET, SOFT_ACES, DECKS, INITIAL, DEAL_ORDER, UP_CARDS, DEALER_FIRST, BUST_AT_ONCE,
 STANDS_ON, HITS_SOFT, STOPS_AT_TARGET, NATURALS, DEALER_NAT_AT_ONCE, PLAYER_NAT_AT_ONCE,
 NAT_VS_NAT, NAT_BEATS_TARGET, TIES, BOTH_BUST) = range(18)


def encode(rules: Rules) -> np.ndarray:
    """The rules as a row of integers the compiled code can read (see the positions above).

    >>> from reference.rules import PRESETS
    >>> row = encode(PRESETS["pontoon"]); int(row[SOFT_ACES]), int(row[DEALER_FIRST])
    (0, 1)
    """
    if not rules.new_deck_each_game:
        raise ValueError(f"the fast path deals a new deck every game: {rules.name!r} keeps its shoe")
    return np.array([
        rules.target, rules.soft_aces, rules.decks, rules.initial_cards,
        DEAL_ORDERS.index(rules.deal_order), rules.dealer_up_cards,
        rules.first_to_play == DEALER, rules.bust_loses_at_once,
        rules.dealer_stands_on, rules.dealer_hits_soft, rules.player_stops_at_target,
        rules.naturals, rules.dealer_natural_wins_at_once, rules.player_natural_wins_at_once,
        OUTCOMES.index(rules.natural_vs_natural), rules.natural_beats_target,
        OUTCOMES.index(rules.ties), OUTCOMES.index(rules.both_bust),
    ], dtype=np.int64)


@njit(cache=True)
def _new_shoe(decks: int) -> np.ndarray:  # pragma: no cover - compiled
    """Card points of ``decks`` decks: 2-9, four 10s (ten, jack, queen, king), ace 11."""
    shoe = np.empty(52 * decks, dtype=np.int64)
    i = 0
    for _ in range(4 * decks):
        for rank in range(2, 15):
            shoe[i] = 11 if rank == 14 else min(rank, 10)
            i += 1
    return shoe


@njit(cache=True)
def _draw(shoe: np.ndarray, state: np.ndarray) -> int:  # pragma: no cover - compiled
    """Deal the next card: a Fisher-Yates step, so the shuffle is done only as far as needed."""
    pos = state[0]
    if pos == shoe.shape[0]:  # cannot happen with one deck and 21; restart rather than fail
        pos = 0
    j = np.random.randint(pos, shoe.shape[0])
    card = shoe[j]
    shoe[j] = shoe[pos]
    shoe[pos] = card
    state[0] = pos + 1
    return card


@njit(cache=True)
def _give(rules: np.ndarray, hands: np.ndarray, side: int, card: int) -> None:  # pragma: no cover
    """Add a card to a side's tally (row: cards, aces counting 11, total, first card)."""
    points = 1 if card == 11 and rules[SOFT_ACES] == 0 else card
    if hands[side, 0] == 0:
        hands[side, 3] = card
    hands[side, 0] += 1
    if points == 11:
        hands[side, 1] += 1
    hands[side, 2] += points
    while hands[side, 2] > rules[TARGET] and hands[side, 1] > 0:
        hands[side, 2] -= 10
        hands[side, 1] -= 1


@njit(cache=True)
def _is_natural(rules: np.ndarray, hands: np.ndarray, side: int) -> bool:  # pragma: no cover
    """A natural: the target in exactly the initial cards, where the rules have naturals."""
    return (rules[NATURALS] == 1 and hands[side, 0] == rules[INITIAL]
            and hands[side, 2] == rules[TARGET])


@njit(cache=True)
def _wants_card(rules: np.ndarray, hands: np.ndarray, side: int, kind: int,
                threshold: int) -> bool:  # pragma: no cover - compiled
    """The side's strategy: the dealer's rule, or the player's stand-on-N or up-card rule."""
    total = hands[side, 2]
    if side == 1:
        if total < rules[STANDS_ON]:
            return True
        return rules[HITS_SOFT] == 1 and total == rules[STANDS_ON] and hands[1, 1] > 0
    if rules[STOPS_AT_TARGET] == 1 and total == rules[TARGET]:
        return False
    if kind == 0:
        return total < threshold
    up = hands[1, 3] if rules[UP_CARDS] > 0 and hands[1, 0] > 0 else 0
    if up == 0 or up >= 7:
        return total < 17
    return total < 12


@njit(cache=True)
def _turn(rules, hands, side, kind, threshold, shoe, state) -> None:  # pragma: no cover
    """One side's turn: its at-turn cards, then draw while it wants a card and is not bust."""
    if rules[DEAL_ORDER] == 3:
        for _ in range(rules[INITIAL]):
            _give(rules, hands, side, _draw(shoe, state))
    while hands[side, 2] <= rules[TARGET] and _wants_card(rules, hands, side, kind, threshold):
        _give(rules, hands, side, _draw(shoe, state))


@njit(cache=True)
def _deal(rules, hands, shoe, state) -> None:  # pragma: no cover - compiled
    """The initial deal in the rules' order (0 alternate, 1 player first, 2 dealer first)."""
    n = rules[INITIAL]
    order = rules[DEAL_ORDER]
    if order == 3:
        return
    for i in range(2 * n):
        if order == 0:
            side = i % 2
        elif order == 1:
            side = 0 if i < n else 1
        else:
            side = 1 if i < n else 0
        _give(rules, hands, side, _draw(shoe, state))


@njit(cache=True)
def _settle_naturals(rules, hands) -> int:  # pragma: no cover - compiled
    """Outcome*8+reason if a natural ends the round at once, else -1."""
    if rules[NATURALS] == 0 or rules[DEAL_ORDER] == 3:
        return -1
    player, dealer = _is_natural(rules, hands, 0), _is_natural(rules, hands, 1)
    if player and dealer and (rules[DEALER_NAT_AT_ONCE] == 1 or rules[PLAYER_NAT_AT_ONCE] == 1):
        return rules[NAT_VS_NAT] * 8 + 2
    if dealer and rules[DEALER_NAT_AT_ONCE] == 1:
        return 1 * 8 + 0
    if player and rules[PLAYER_NAT_AT_ONCE] == 1:
        return 0 * 8 + 1
    return -1


@njit(cache=True)
def _settle(rules, hands) -> int:  # pragma: no cover - compiled
    """Outcome*8+reason once both have played: busts, naturals, then values."""
    player_bust = hands[0, 2] > rules[TARGET]
    dealer_bust = hands[1, 2] > rules[TARGET]
    if player_bust and dealer_bust:
        return rules[BOTH_BUST] * 8 + 5
    if player_bust:
        return 1 * 8 + 3
    if dealer_bust:
        return 0 * 8 + 4
    if rules[NAT_BEATS_TARGET] == 1:
        player, dealer = _is_natural(rules, hands, 0), _is_natural(rules, hands, 1)
        if player and not dealer:
            return 0 * 8 + 1
        if dealer and not player:
            return 1 * 8 + 0
    if hands[0, 2] == hands[1, 2]:
        return rules[TIES] * 8 + 6
    return (0 if hands[0, 2] > hands[1, 2] else 1) * 8 + 7


@njit(cache=True)
def _round(rules, kind, threshold, shoe, state, hands) -> int:  # pragma: no cover - compiled
    """One round, as outcome*8+reason."""
    hands[:, :] = 0
    state[0] = 0
    _deal(rules, hands, shoe, state)
    early = _settle_naturals(rules, hands)
    if early >= 0:
        return early
    first = 1 if rules[DEALER_FIRST] == 1 else 0
    second = 1 - first
    _turn(rules, hands, first, kind, threshold, shoe, state)
    if hands[first, 2] > rules[TARGET] and rules[BUST_AT_ONCE] == 1:
        return second * 8 + (4 if first == 1 else 3)
    _turn(rules, hands, second, kind, threshold, shoe, state)
    return _settle(rules, hands)


@njit(cache=True)
def simulate_counts(rules: np.ndarray, kind: int, threshold: int, games: int,
                    seed: int) -> np.ndarray:  # pragma: no cover - compiled
    """Play ``games`` rounds; counts[outcome, reason], plus [3, 0] natural wins by the player."""
    np.random.seed(seed)
    shoe = _new_shoe(rules[DECKS])
    state = np.zeros(1, dtype=np.int64)
    hands = np.zeros((2, 4), dtype=np.int64)
    counts = np.zeros((4, 8), dtype=np.int64)
    for _ in range(games):
        code = _round(rules, kind, threshold, shoe, state, hands)
        counts[code // 8, code % 8] += 1
        if code // 8 == 0 and _is_natural(rules, hands, 0):
            counts[3, 0] += 1
    return counts


def strategy_code(strategy: str) -> tuple[int, int]:
    """The compiled code's (kind, threshold) for a strategy name: dealer, upcard, stand-on-N.

    >>> strategy_code("dealer"), strategy_code("stand-on-15")
    ((0, 17), (0, 15))
    """
    if strategy in STRATEGY_NAMES:
        kind, threshold = STRATEGY_NAMES[strategy]
        return STRATEGY_KINDS[kind], threshold
    prefix = "stand-on-"
    if strategy.startswith(prefix) and strategy[len(prefix):].isdecimal():
        return STRATEGY_KINDS["stand-on"], int(strategy[len(prefix):])
    raise ValueError(f"not a strategy: {strategy!r} (dealer, upcard or stand-on-N)")


def run(rules: Rules, strategy: str, games: int, seed: int) -> Counts:
    """Play ``games`` rounds on the fast path and count what happened.

    >>> from reference.rules import PRESETS
    >>> run(PRESETS["pontoon"], "stand-on-15", games=200, seed=7).games
    200
    """
    kind, threshold = strategy_code(strategy)
    table = simulate_counts(encode(rules), kind, threshold, games, seed)
    by_reason = {(OUTCOMES[o], REASONS[r]): int(table[o, r])
                 for o in range(3) for r in range(8) if table[o, r]}
    return Counts(games, int(table[0].sum()), int(table[1].sum()), int(table[2].sum()),
                  int(table[3, 0]), by_reason)
