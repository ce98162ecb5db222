"""The table's fast path: the same game as ``reference.table``, compiled with numba.

The readable table (``reference.table``) is the one to teach from; this module plays the
same rules on integers so that millions of hands take seconds.  A card is its points
(2..10, ace 11); a player is a kind number (``KINDS``); the money is integers.

Why numba: the game is a tight loop of small integer decisions with data-dependent
branches (hit or stand, reshuffle or not), which numpy cannot vectorise without playing
every branch; numba's ``@njit`` compiles the plain loop as written, keeps it readable next
to the teaching engine, and releases the GIL (``nogil``) so tables run in parallel threads
(plain threads rather than ``prange``: the parallel compiler doubles the compile time).
Nothing is compiled at import: each kernel compiles on its first call (``cache=True`` keeps
the machine code in ``__pycache__`` so later runs start at once).

>>> KINDS["advanced"], int(DECK_POINTS.sum())
(2, 380)
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np
from numba import njit

BASIC, INTERMEDIATE, ADVANCED = 0, 1, 2
KINDS = {"basic": BASIC, "intermediate": INTERMEDIATE, "advanced": ADVANCED}
DECK_POINTS = np.array([2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11] * 4, dtype=np.int64)
DECK_SIZE = 52
RESHUFFLE_BELOW = DECK_SIZE // 4   # a new deck when fewer than a quarter of the cards remain
TABLE_MIN, TABLE_MAX = 1, 500
FLAT_BET = 10                      # what basic and intermediate players always bet
UNIT = 10                          # the advanced player's betting unit

# Per-table integer state, one row per table: the columns of ``state``.
POS, COUNT, DECKS_USED, SHOE_DECK, REPLAY_NEXT, HANDS, SHOES, OUT_OF_DECKS = range(8)
STATE_WIDTH = 8

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_TWO_TO_MINUS_53 = 1.0 / (1 << 53)


@njit(cache=True)
def _next_u64(rng: np.ndarray, t: int) -> np.uint64:  # pragma: no cover - compiled
    """splitmix64: the next 64 random bits of table ``t``'s generator."""
    rng[t] += _GOLDEN
    z = rng[t]
    z = (z ^ (z >> np.uint64(30))) * _MIX1
    z = (z ^ (z >> np.uint64(27))) * _MIX2
    return z ^ (z >> np.uint64(31))


@njit(cache=True)
def _below(rng: np.ndarray, t: int, n: int) -> int:  # pragma: no cover - compiled
    """A random integer in range(n): 53 random bits as a fraction of 1, times n (no division)."""
    return np.int64(np.float64(_next_u64(rng, t) >> np.uint64(11)) * _TWO_TO_MINUS_53 * n)


@njit(cache=True)
def _new_deck(d, st, rng, replay, t):  # pragma: no cover - compiled
    """Fill ``d`` with table ``t``'s next deck: the next replayed deck, or a fresh shuffle."""
    if replay.shape[1] > 0:
        k = st[REPLAY_NEXT]
        if k >= replay.shape[1]:
            st[OUT_OF_DECKS] = 1
            k = k % replay.shape[1]
        d[:] = replay[t, k, :]
        st[REPLAY_NEXT] += 1
    else:
        d[:] = DECK_POINTS
        for i in range(DECK_SIZE - 1, 0, -1):
            j = _below(rng, t, i + 1)
            d[i], d[j] = d[j], d[i]


@njit(cache=True)
def _draw(d, pos, count, decks, st, rng, replay, t):  # pragma: no cover - compiled
    """Deal the next card (a new deck, count from zero, if this one is empty); every player
    counts it.  Returns (card, pos, count, decks used)."""
    if pos >= DECK_SIZE:
        _new_deck(d, st, rng, replay, t)
        pos, count, decks = 0, 0, decks + 1
    card = d[pos]
    if card <= 6:
        count += 1
    elif card >= 10:
        count -= 1
    return card, pos + 1, count, decks


@njit(cache=True)
def _add(total, soft_aces, card):  # pragma: no cover - compiled
    """A hand's (value, aces still counted 11) after one more card."""
    total += card
    if card == 11:
        soft_aces += 1
    while total > 21 and soft_aces > 0:
        total -= 10
        soft_aces -= 1
    return total, soft_aces


@njit(cache=True)
def _hits(kind, total, soft_aces, up):  # pragma: no cover - compiled
    """Whether a player of ``kind`` hits this hand against the dealer's ``up`` card."""
    if kind == BASIC:
        return total < 17
    if soft_aces > 0:
        return total <= 18
    if up >= 7:
        return total < 17
    return total < 12


@njit(cache=True)
def _bet(kind, count, unit):  # pragma: no cover - compiled
    """The stake a player of ``kind`` puts down at this running count."""
    if kind != ADVANCED:
        return FLAT_BET
    stake = unit * count if count > 0 else unit
    return min(max(stake, TABLE_MIN), TABLE_MAX)


@njit(cache=True)
def _settle(stake, total, cards, dealer, dealer_cards):  # pragma: no cover - compiled
    """The player's profit on one hand (the table's settlement rules, in order)."""
    player_bj = cards == 2 and total == 21
    dealer_bj = dealer_cards == 2 and dealer == 21
    if total > 21:
        return -stake
    if dealer_bj:
        return 0 if player_bj else -stake
    if player_bj:
        return 2 * stake
    if dealer > 21 or total > dealer:
        return stake
    if total < dealer:
        return -stake
    return 0


@njit(cache=True, nogil=True)
def _play_table(kinds, unit, hands, d, st, rng, replay, bank, shoe, acc, w, trace, trace_every,
                t):  # pragma: no cover - compiled
    """Play ``hands`` hands at table ``t``: reshuffle?, bets, deal, players, dealer, settle.

    The table's row of every array is passed in; the deck position, the count and the decks
    used live in local variables during the run (registers, not memory) and are stored back.
    ``w`` holds, per seat, the hand in play: stake, total, aces counting 11, cards.
    """
    seats = kinds.shape[0]
    pos, count, decks = st[POS], st[COUNT], st[DECKS_USED]
    until_sample, sample = trace_every, 0
    for _ in range(hands):
        if DECK_SIZE - pos < RESHUFFLE_BELOW:
            _new_deck(d, st, rng, replay, t)
            pos, count, decks = 0, 0, decks + 1
        if decks != st[SHOE_DECK]:                          # this hand starts a new shoe
            if st[SHOE_DECK] > 0:
                for s in range(seats):
                    acc[s, 0] += shoe[s]
                    acc[s, 1] += shoe[s] * shoe[s]
                    shoe[s] = 0
                st[SHOES] += 1
            st[SHOE_DECK] = decks
        for s in range(seats):                              # bets first
            w[s, 0] = _bet(kinds[s], count, unit)
            w[s, 1], w[s, 2], w[s, 3] = 0, 0, 2
        for s in range(seats):                              # two cards each
            for _ in range(2):
                card, pos, count, decks = _draw(d, pos, count, decks, st, rng, replay, t)
                w[s, 1], w[s, 2] = _add(w[s, 1], w[s, 2], card)
        up, pos, count, decks = _draw(d, pos, count, decks, st, rng, replay, t)
        dealer, dealer_soft = _add(0, 0, up)                # one card to the dealer
        for s in range(seats):                              # each player's turn
            if w[s, 1] == 21:
                continue                                    # a blackjack takes no cards
            while w[s, 1] < 21 and _hits(kinds[s], w[s, 1], w[s, 2], up):
                card, pos, count, decks = _draw(d, pos, count, decks, st, rng, replay, t)
                w[s, 1], w[s, 2] = _add(w[s, 1], w[s, 2], card)
                w[s, 3] += 1
        dealer_cards = 1
        while dealer < 17:                                  # stands on soft 17
            card, pos, count, decks = _draw(d, pos, count, decks, st, rng, replay, t)
            dealer, dealer_soft = _add(dealer, dealer_soft, card)
            dealer_cards += 1
        for s in range(seats):                              # settle
            profit = _settle(w[s, 0], w[s, 1], w[s, 3], dealer, dealer_cards)
            bank[s] += profit
            shoe[s] += profit
        until_sample -= 1
        if until_sample == 0:                               # every trace_every-th hand
            until_sample = trace_every
            if sample < trace.shape[0]:
                trace[sample, :] = bank
                sample += 1
    st[POS], st[COUNT], st[DECKS_USED] = pos, count, decks
    st[HANDS] += hands


@njit(cache=True, nogil=True)
def _play_tables(kinds, unit, hands, deck, state, rng, replay, bank, shoe, acc, work,
                 trace, trace_every, first, last):  # pragma: no cover - compiled
    """Play ``hands`` hands at tables ``first`` to ``last - 1``; sample bankrolls."""
    for t in range(first, last):
        _play_table(kinds, unit, hands, deck[t], state[t], rng, replay, bank[t], shoe[t],
                    acc[t], work[t], trace[t], trace_every, t)


@dataclass(frozen=True)
class SeatStats:
    """One seat's results over completed shoes: hands, shoes and profit per shoe.

    >>> SeatStats("basic", 10, 2, 30.0, 500.0).mean_per_shoe
    15.0
    """

    kind: str
    hands: int
    shoes: int
    shoe_sum: float
    shoe_sumsq: float

    @property
    def mean_per_shoe(self) -> float:
        """The mean profit per completed shoe.

        >>> SeatStats("basic", 10, 4, -40.0, 1000.0).mean_per_shoe
        -10.0
        """
        return self.shoe_sum / self.shoes if self.shoes else float("nan")

    @property
    def variance_per_shoe(self) -> float:
        """The sample variance of the profit per shoe.

        >>> SeatStats("basic", 10, 2, 0.0, 200.0).variance_per_shoe
        200.0
        """
        n = self.shoes
        if n < 2:
            return float("nan")
        return (self.shoe_sumsq - self.shoe_sum**2 / n) / (n - 1)


class FastTable:
    """Many independent tables of the same players, played by compiled code.

    ``tables`` tables run side by side (in ``threads`` threads, one per core by default); each
    has its own deck,
    count and random stream derived from ``seed``.  ``replay`` (tables x decks x 52 card
    points) deals those decks in order instead of shuffling: the test that the fast path
    and the readable table agree card for card uses it.

    >>> table = FastTable(["basic", "advanced"], seed=1)
    >>> table.kinds, table.bankrolls().shape
    (('basic', 'advanced'), (1, 2))
    """

    def __init__(self, kinds: Sequence[str], seed: int, tables: int = 1, unit: int = UNIT,
                 start: int = 0, replay: np.ndarray | None = None,
                 threads: int | None = None) -> None:
        unknown = [k for k in kinds if k not in KINDS]
        if unknown or not kinds:
            raise ValueError(f"not player kinds: {list(kinds)!r} (choose from {list(KINDS)})")
        if tables < 1:
            raise ValueError(f"need at least one table: {tables!r}")
        self.kinds = tuple(kinds)
        self.unit = int(unit)
        self.threads = threads or os.cpu_count() or 1
        self._kinds = np.array([KINDS[k] for k in kinds], dtype=np.int64)
        seats = len(kinds)
        self.deck = np.zeros((tables, DECK_SIZE), np.int64)
        self.state = np.zeros((tables, STATE_WIDTH), np.int64)
        self.state[:, POS] = DECK_SIZE                       # no deck yet: the first hand shuffles
        self.rng = np.array([_seed_stream(seed, t) for t in range(tables)], dtype=np.uint64)
        self.replay = (np.zeros((tables, 0, DECK_SIZE), np.int64) if replay is None
                       else np.ascontiguousarray(replay, dtype=np.int64))
        if self.replay.shape[0] != tables or self.replay.shape[2] != DECK_SIZE:
            raise ValueError(f"replay must be tables x decks x 52: {self.replay.shape!r}")
        self.bank = np.full((tables, seats), start, np.int64)
        self.shoe = np.zeros((tables, seats), np.int64)
        self.acc = np.zeros((tables, seats, 2), np.float64)
        self.work = np.zeros((tables, seats, 4), np.int64)     # scratch for the hand in play

    def play(self, hands: int, trace_points: int = 0) -> np.ndarray:
        """Play ``hands`` more hands at each table; bankrolls sampled ``trace_points`` times.

        Returns an array tables x trace_points x seats of bankrolls (empty when 0).

        >>> FastTable(["basic"], seed=3).play(20, trace_points=4).shape
        (1, 4, 1)
        """
        if hands < 0:
            raise ValueError(f"hands must be at least 0: {hands!r}")
        every = max(1, hands // trace_points) if trace_points else 1
        points = min(trace_points, hands // every) if trace_points else 0
        trace = np.zeros((self.deck.shape[0], points, len(self.kinds)), np.int64)
        arrays = (self._kinds, self.unit, hands, self.deck, self.state, self.rng, self.replay,
                  self.bank, self.shoe, self.acc, self.work, trace, every)
        tables = self.deck.shape[0]
        workers = min(tables, self.threads)
        if workers == 1:
            _play_tables(*arrays, 0, tables)
        else:       # the kernel releases the GIL: one thread per share of the tables
            bounds = [tables * i // workers for i in range(workers + 1)]
            with ThreadPoolExecutor(workers) as pool:
                jobs = [pool.submit(_play_tables, *arrays, a, b) for a, b in zip(bounds, bounds[1:])]
                for job in jobs:
                    job.result()
        return trace

    def bankrolls(self) -> np.ndarray:
        """Each table's bankrolls now, tables x seats.

        >>> FastTable(["basic"], seed=3, start=200).bankrolls().tolist()
        [[200]]
        """
        return self.bank.copy()

    @property
    def hands(self) -> int:
        """Hands played, over all tables.

        >>> FastTable(["basic"], seed=3).hands
        0
        """
        return int(self.state[:, HANDS].sum())

    @property
    def out_of_decks(self) -> bool:
        """Whether a replay ran out of decks (and so reused them).

        >>> FastTable(["basic"], seed=3).out_of_decks
        False
        """
        return bool(self.state[:, OUT_OF_DECKS].any())

    def stats(self) -> list[SeatStats]:
        """Each seat's results over the completed shoes of every table.

        >>> [s.shoes for s in FastTable(["basic"], seed=3).stats()]
        [0]
        """
        shoes = int(self.state[:, SHOES].sum())
        return [SeatStats(kind, self.hands, shoes, float(self.acc[:, s, 0].sum()),
                          float(self.acc[:, s, 1].sum()))
                for s, kind in enumerate(self.kinds)]


def _seed_stream(seed: int, t: int) -> int:
    """A 64-bit starting state for table ``t`` of a run seeded with ``seed``.

    >>> _seed_stream(1, 0) != _seed_stream(1, 1) != _seed_stream(2, 0)
    True
    """
    mask = (1 << 64) - 1
    z = (int(seed) * 0x9E3779B97F4A7C15 + (t + 1) * 0xD1B54A32D192ED03) & mask
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return z ^ (z >> 31)


def card_points(cards: Sequence[object]) -> np.ndarray:
    """Cards (anything with ``.points``) as the fast path's integer deck.

    >>> from reference.cards import Card, Rank, Suit
    >>> card_points([Card(Rank.ACE, Suit.SPADES), Card(Rank.KING, Suit.HEARTS)]).tolist()
    [11, 10]
    """
    return np.array([card.points for card in cards], dtype=np.int64)  # type: ignore[attr-defined]
