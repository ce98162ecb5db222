from __future__ import annotations

import enum
import functools
import random
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any


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
    """A card's rank, two (2) up to ace (14), worth its points in blackjack.

    >>> Rank.KING.points, Rank.TWO.previous, Rank.TEN.short
    (10, Rank.ACE, '10')
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

    @property
    def points(self) -> int:
        return 11 if self is Rank.ACE else min(self.value, 10)

    @property
    def previous(self) -> Rank:
        return Rank.ACE if self is Rank.TWO else Rank(self.value - 1)

    @property
    def short(self) -> str:
        return {11: "J", 12: "Q", 13: "K", 14: "A"}.get(self.value, str(self.value))

    def __str__(self) -> str:
        return self.name.capitalize()

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Rank):
            return NotImplemented
        return self.value < other.value


class Card:
    """A playing card: immutable, hashable, sorted by descending rank then ascending suit.

    >>> card = Card(Rank.TEN, Suit.DIAMONDS)
    >>> card, str(card), card.short, card + Card(Rank.ACE, Suit.CLUBS)
    (Card(Rank.TEN, Suit.DIAMONDS), 'Ten of Diamonds', '10♦', 21)
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

    def __str__(self) -> str:
        return f"{self._rank} of {self._suit}"

    def _key(self) -> tuple[int, int]:
        return (-self._rank.value, self._suit.value)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._rank is other._rank and self._suit is other._suit

    def __hash__(self) -> int:
        return hash((self._rank.value, self._suit.value))

    def __lt__(self, other: object) -> bool:
        return self._key() < other._key() if isinstance(other, Card) else NotImplemented

    def __le__(self, other: object) -> bool:
        return self._key() <= other._key() if isinstance(other, Card) else NotImplemented

    def __gt__(self, other: object) -> bool:
        return self._key() > other._key() if isinstance(other, Card) else NotImplemented

    def __ge__(self, other: object) -> bool:
        return self._key() >= other._key() if isinstance(other, Card) else NotImplemented

    def __add__(self, other: object) -> int:
        if isinstance(other, Card):
            return self.points + other.points
        if isinstance(other, int) and not isinstance(other, bool):
            return self.points + other
        return NotImplemented

    def __radd__(self, other: object) -> int:
        if isinstance(other, int) and not isinstance(other, bool):
            return other + self.points
        return NotImplemented

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self._rank, self._suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self


def by_rank(card: Card) -> tuple[int, int]:
    """Sort key: ascending rank, then ascending suit.

    >>> by_rank(Card(Rank.TWO, Suit.SPADES)) < by_rank(Card(Rank.ACE, Suit.CLUBS))
    True
    """
    return (card.rank.value, card.suit.value)


def by_suit(card: Card) -> tuple[int, int]:
    """Sort key: ascending suit, then ascending rank.

    >>> by_suit(Card(Rank.ACE, Suit.CLUBS)) < by_suit(Card(Rank.TWO, Suit.SPADES))
    True
    """
    return (card.suit.value, card.rank.value)


def is_blackjack(first: Card, second: Card) -> bool:
    """Whether two cards are a blackjack: an ace and a ten-point card.

    >>> is_blackjack(Card(Rank.KING, Suit.HEARTS), Card(Rank.ACE, Suit.CLUBS))
    True
    """
    return {first.points, second.points} == {10, 11}


def cards_from(text: str) -> list[Card]:
    """Cards written the short way, for examples and tests.

    >>> cards_from("10♦ A♠")
    [Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.SPADES)]
    """
    ranks = {rank.short: rank for rank in Rank}
    suits = {suit.symbol: suit for suit in Suit}
    return [Card(ranks[word[:-1]], suits[word[-1]]) for word in text.split()]
