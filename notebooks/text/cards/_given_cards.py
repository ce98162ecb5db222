# Not the answers to the cards notebook: this Card looks its points and short names up in
# tables, and it has no str(), no +, no sort keys, no previous rank and no is_blackjack.
from __future__ import annotations

import enum
import functools
import random
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

POINTS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11)            # two .. ace, as the rules say
SHORT_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@functools.total_ordering
class Suit(enum.Enum):
    """A card's suit, ordered clubs < diamonds < hearts < spades.

    >>> Suit.HEARTS.symbol, str(Suit.HEARTS)
    ('♥', 'Hearts')
    """

    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self.value - 1]

    def __str__(self) -> str:
        return self.name.capitalize()

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return self.value < other.value


@functools.total_ordering
class Rank(enum.Enum):
    """A card's rank, two (2) up to ace (14), with its points and short name from the tables.

    >>> Rank.KING.points, Rank.TEN.short
    (10, '10')
    """

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    points = property(lambda self: POINTS[self.value - 2], doc="Looked up in POINTS.")
    short = property(lambda self: SHORT_NAMES[self.value - 2], doc="Looked up in SHORT_NAMES.")

    def __str__(self) -> str:
        return self.name.capitalize()

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Rank):
            return NotImplemented
        return self.value < other.value


class Card:
    """A playing card: immutable, hashable; a < b when a comes first in a sorted hand.

    >>> card = Card(Rank.TEN, Suit.DIAMONDS)
    >>> card, card.points, card.short, Card(Rank.ACE, Suit.CLUBS) < card
    (Card(Rank.TEN, Suit.DIAMONDS), 10, '10♦', True)
    """

    __slots__ = ("_rank", "_suit")

    def __new__(cls, rank: Rank | int, suit: Suit) -> Card:
        if isinstance(rank, int) and not isinstance(rank, bool):
            try:
                rank = Rank(rank)
            except ValueError:
                raise ValueError(f"not a rank: {rank!r} (ranks run from 2 to 14)") from None
        if not isinstance(rank, Rank):
            raise TypeError(f"not a rank: {rank!r}")
        if not isinstance(suit, Suit):
            raise TypeError(f"not a suit: {suit!r}")
        self = super().__new__(cls)
        object.__setattr__(self, "_rank", rank)
        object.__setattr__(self, "_suit", suit)
        return self

    rank = property(lambda self: self._rank, doc="The card's rank.")
    suit = property(lambda self: self._suit, doc="The card's suit.")
    points = property(lambda self: self._rank.points, doc="The card's blackjack value.")
    short = property(lambda self: self._rank.short + self._suit.symbol, doc="Like '10♦'.")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Card is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Card is immutable: cannot delete {name!r}")

    def __repr__(self) -> str:
        return f"Card({self._rank!r}, {self._suit!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._rank is other._rank and self._suit is other._suit

    def __hash__(self) -> int:
        return hash((self._rank, self._suit))

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        if self._rank is other._rank:
            return self._suit < other._suit    # same rank: suits in order
        return other._rank < self._rank        # the higher rank comes first

    def __le__(self, other: object) -> bool:
        return self == other or self < other if isinstance(other, Card) else NotImplemented

    def __gt__(self, other: object) -> bool:
        return other < self if isinstance(other, Card) else NotImplemented

    def __ge__(self, other: object) -> bool:
        return other <= self if isinstance(other, Card) else NotImplemented

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self._rank, self._suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self


def cards_from(text: str) -> list[Card]:
    """Cards written the short way, for examples and tests.

    >>> cards_from("10♦ A♠")
    [Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.SPADES)]
    """
    ranks = {rank.short: rank for rank in Rank}
    suits = {suit.symbol: suit for suit in Suit}
    return [Card(ranks[word[:-1]], suits[word[-1]]) for word in text.split()]
