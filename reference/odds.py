"""Exact odds by dynamic programming: pontoon's computer, and the casino dealer.

Every figure here is computed exactly (with `fractions.Fraction`), never sampled, so the
autograder's statistical tests and the simulations have a true value to be checked against.

Glossary: a card's *value* is what it adds to a hand (pontoon: Ace 1, faces 10); a
*threshold* ``stick_at`` is the value at which a player or the computer stops drawing.
"""
from __future__ import annotations

from fractions import Fraction
from functools import cache

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
    >>> o["win"] > o["loss"]      # the computer plays first and can bust unseen
    True
    """
    _check_stick_at(player_stick_at)
    out = {"win": Fraction(0), "draw": Fraction(0), "loss": Fraction(0)}
    if version == 4:
        return _pontoon_outcome_shared_deck(computer_stick_at, player_stick_at)
    player_dist = computer_final_distribution(player_stick_at, version)
    for computer, p in computer_final_distribution(computer_stick_at, version).items():
        for player, q in player_dist.items():
            out[pontoon_settle(computer, player)] += p * q
    return out


def _pontoon_outcome_shared_deck(computer_stick_at: int, player_stick_at: int) -> Outcome:
    """Version 4: the player draws from what the computer left of the same deck.

    The leftover decks number in the thousands, so this sums in floating point (the same
    dynamic program; the results agree with exact fractions to about 1e-12) and returns
    the floats as fractions so every version's results have one type.
    """
    _check_stick_at(computer_stick_at)
    out = {"win": 0.0, "draw": 0.0, "loss": 0.0}
    for (computer, rest), p in _float_hands(computer_stick_at, 0, DECK_COUNTS):
        for (player, _), q in _float_hands(player_stick_at, 0, rest):
            out[pontoon_settle(computer, player)] += p * q
    return {k: Fraction(v) for k, v in out.items()}


@cache
def _float_hands(stick_at: int, value: int, counts: tuple[int, ...]
                 ) -> tuple[tuple[tuple[int, tuple[int, ...]], float], ...]:
    """Final value and the deck left behind, dealing without replacement from ``counts``."""
    if value >= stick_at:
        return (((value, counts), 1.0),)
    left = sum(counts)
    out: dict[tuple[int, tuple[int, ...]], float] = {}
    for i, n in enumerate(counts):
        if n == 0:
            continue
        rest = counts[:i] + (n - 1,) + counts[i + 1:]
        for key, q in _float_hands(stick_at, value + i + 1, rest):
            out[key] = out.get(key, 0.0) + n / left * q
    return tuple(out.items())


def best_player_threshold(computer_stick_at: int, version: int) -> tuple[int, Outcome]:
    """The player's threshold (12..21) that maximises wins minus losses, with its odds.

    >>> n, o = best_player_threshold(17, 1)
    >>> 12 <= n <= 21 and o["win"] - o["loss"] > 0
    True
    """
    def edge(n: int) -> Fraction:
        o = pontoon_outcome(computer_stick_at, n, version)
        return o["win"] - o["loss"]
    best = max(range(12, 22), key=edge)
    return best, pontoon_outcome(computer_stick_at, best, version)


def pontoon_threshold_table(version: int) -> dict[int, tuple[int, Outcome]]:
    """For each computer threshold 12..21, the player's best threshold and its odds.

    >>> table = pontoon_threshold_table(1)
    >>> sorted(table) == list(range(12, 22))
    True
    """
    return {t: best_player_threshold(t, version) for t in range(12, 22)}


def best_computer_threshold(version: int) -> tuple[int, Outcome]:
    """The computer threshold that leaves a best-responding player the smallest edge.

    >>> t, o = best_computer_threshold(1)
    >>> 12 <= t <= 21
    True
    """
    table = pontoon_threshold_table(version)
    best = min(table, key=lambda t: table[t][1]["win"] - table[t][1]["loss"])
    return best, table[best][1]
