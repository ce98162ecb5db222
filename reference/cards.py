"""Playing cards for Twenty-One: Suit, Rank, Card, Deck and Hand (question 1).

A Pythonic version of the classic Java card exercise.  Words, used once and
kept: a card has a **rank** (two .. ace) and a **suit**; a rank is worth
**points** (ace 11, faces 10); a hand has **values** (aces low or high).

This file is both the kit's reference and the model answer of the ``cards``
assignment (assignments/cards/README.md): the parts a student writes sit between
solution markers, and the release replaces each with ``raise NotImplementedError()``.
It imports only the standard library.  ``python -m reference.cards`` (or
``python cards.py``) shows each class at work.

>>> card = Card(Rank.TEN, Suit.DIAMONDS)
>>> card
Card(Rank.TEN, Suit.DIAMONDS)
>>> print(card, card.short)
Ten of Diamonds 10♦
"""

from __future__ import annotations

import enum
import functools
import pickle
import random
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any

__all__ = [
    "Suit", "Rank", "Card", "by_rank", "by_suit",
    "Deck", "EmptyDeckError", "EverySecondCard", "Hand", "FormatVersionError",
    "show_card", "show_deck", "show_hand", "main",
]

# The saved-format version of each class (Java's serialVersionUID of the assignment):
# a pickled object carries its class's number and loading refuses any other.
CARD_FORMAT = 111
DECK_FORMAT = 112
HAND_FORMAT = 102


class FormatVersionError(ValueError):
    """A saved card, deck or hand written in a format version this module does not read.

    >>> str(FormatVersionError("Card", 110, 111))
    'a saved Card of format version 110; this module reads version 111'
    """

    def __init__(self, kind: str, found: object, wanted: int) -> None:
        super().__init__(f"a saved {kind} of format version {found!r}; "
                         f"this module reads version {wanted}")


def _check_format(kind: str, state: object, wanted: int) -> dict[str, Any]:
    """The saved state, once its format version is checked (FormatVersionError if wrong)."""
    if not isinstance(state, dict):
        raise FormatVersionError(kind, None, wanted)
    ### BEGIN SOLUTION
    if state.get("format_version") != wanted:
        raise FormatVersionError(kind, state.get("format_version"), wanted)
    ### END SOLUTION
    return state


@functools.total_ordering
class Suit(enum.Enum):
    """A card's suit, ordered clubs < diamonds < hearts < spades.

    >>> Suit.HEARTS.symbol, str(Suit.HEARTS), Suit.CLUBS < Suit.SPADES
    ('♥', 'Hearts', True)
    """

    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4

    @property
    def symbol(self) -> str:
        """The suit's symbol.

        >>> Suit.SPADES.symbol
        '♠'
        """
        return "♣♦♥♠"[self.value - 1]

    def __str__(self) -> str:
        return self.name.capitalize()

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return self.value < other.value


_SHORT_RANKS = {11: "J", 12: "Q", 13: "K", 14: "A"}


@functools.total_ordering
class Rank(enum.Enum):
    """A card's rank, two (2) up to ace (14).

    >>> Rank.ACE.points, Rank.KING.points, Rank.TWO.previous, str(Rank.TEN)
    (11, 10, Rank.ACE, 'Ten')
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
        """The rank's blackjack value: its number, 10 for a face, 11 for an ace.

        >>> [rank.points for rank in (Rank.NINE, Rank.QUEEN, Rank.ACE)]
        [9, 10, 11]
        """
        ### BEGIN SOLUTION
        if self is Rank.ACE:
            return 11
        return min(self.value, 10)
        ### END SOLUTION

    @property
    def previous(self) -> Rank:
        """The rank before this one (the assignment's ``getPrevious``); before two comes ace.

        ``Rank(n)`` is the rank whose value is ``n``.

        >>> Rank.JACK.previous, Rank.TWO.previous
        (Rank.TEN, Rank.ACE)
        """
        ### BEGIN SOLUTION
        if self is Rank.TWO:
            return Rank.ACE
        return Rank(self.value - 1)
        ### END SOLUTION

    @property
    def short(self) -> str:
        """The rank as printed in a card's corner.

        >>> Rank.TEN.short, Rank.QUEEN.short
        ('10', 'Q')
        """
        return _SHORT_RANKS.get(self.value, str(self.value))

    def __str__(self) -> str:
        return self.name.capitalize()

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Rank):
            return NotImplemented
        return self.value < other.value


def _as_rank(rank: object) -> Rank:
    """Check a constructor argument: a Rank, or its number 2..14."""
    if isinstance(rank, Rank):
        return rank
    if isinstance(rank, int) and not isinstance(rank, bool):
        try:
            return Rank(rank)
        except ValueError:
            raise ValueError(f"not a rank: {rank!r} (ranks run from 2 to 14)") from None
    raise TypeError(f"not a rank: {rank!r}")


class Card:
    """A playing card: immutable, hashable, ordered by descending rank then ascending suit.

    ``card + card`` (or ``card + int``, so ``sum(cards)`` works too) is the
    total of the cards' points, as an ``int``.

    >>> ten, ace = Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.CLUBS)
    >>> str(ten), ten.short, ten + ace, sorted([ten, ace])
    ('Ten of Diamonds', '10♦', 21, [Card(Rank.ACE, Suit.CLUBS), Card(Rank.TEN, Suit.DIAMONDS)])
    """

    __slots__ = ("_rank", "_suit")
    _rank: Rank
    _suit: Suit

    def __new__(cls, rank: Rank | int, suit: Suit) -> Card:
        self = super().__new__(cls)
        checked_rank = _as_rank(rank)
        if not isinstance(suit, Suit):
            raise TypeError(f"not a suit: {suit!r}")
        object.__setattr__(self, "_rank", checked_rank)
        object.__setattr__(self, "_suit", suit)
        return self

    @property
    def rank(self) -> Rank:
        """The card's rank.

        >>> Card(Rank.TEN, Suit.DIAMONDS).rank
        Rank.TEN
        """
        return self._rank

    @property
    def suit(self) -> Suit:
        """The card's suit.

        >>> Card(Rank.TEN, Suit.DIAMONDS).suit
        Suit.DIAMONDS
        """
        return self._suit

    @property
    def points(self) -> int:
        """The card's blackjack value (its rank's points).

        >>> Card(Rank.ACE, Suit.SPADES).points
        11
        """
        return self._rank.points

    @property
    def short(self) -> str:
        """The card in two or three characters, for terminals.

        >>> Card(Rank.TEN, Suit.DIAMONDS).short, Card(Rank.ACE, Suit.SPADES).short
        ('10♦', 'A♠')
        """
        return self._rank.short + self._suit.symbol

    # -- immutability ---------------------------------------------------------
    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Card is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Card is immutable: cannot delete {name!r}")

    # -- text -------------------------------------------------------------------
    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._rank!r}, {self._suit!r})"

    def __str__(self) -> str:
        """The card in words (the assignment's ``toString``): rank, "of", suit.

        ``str`` of a rank or a suit is already its word ("Ten", "Diamonds").

        >>> str(Card(Rank.TEN, Suit.DIAMONDS))
        'Ten of Diamonds'
        """
        ### BEGIN SOLUTION
        return f"{self._rank} of {self._suit}"
        ### END SOLUTION

    # -- equality, hashing, order ------------------------------------------------
    def _key(self) -> tuple[int, int]:
        """The natural order (Java's ``Comparable``): descending rank, then ascending suit.

        >>> Card(Rank.ACE, Suit.SPADES)._key() < Card(Rank.TWO, Suit.CLUBS)._key()
        True
        """
        ### BEGIN SOLUTION
        return (-self._rank.value, self._suit.value)
        ### END SOLUTION

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._rank is other._rank and self._suit is other._suit

    def __hash__(self) -> int:
        return hash((self._rank.value, self._suit.value))

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key() < other._key()

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key() <= other._key()

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key() > other._key()

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key() >= other._key()

    # -- arithmetic: the total of points -------------------------------------------
    @staticmethod
    def sum(first: Card, second: Card) -> int:
        """The total points of two cards (the assignment's static ``sum``).

        >>> Card.sum(Card(Rank.ACE, Suit.CLUBS), Card(Rank.KING, Suit.HEARTS))
        21
        """
        ### BEGIN SOLUTION
        return first.points + second.points
        ### END SOLUTION

    def __add__(self, other: object) -> int:
        """``card + card`` and ``card + number``: the total points, an ``int``.

        Anything else (a string, ``True``) gives ``NotImplemented``, so Python raises TypeError.

        >>> Card(Rank.TEN, Suit.DIAMONDS) + Card(Rank.ACE, Suit.CLUBS), Card(Rank.TWO, Suit.CLUBS) + 3
        (21, 5)
        """
        ### BEGIN SOLUTION
        if isinstance(other, Card):
            return Card.sum(self, other)
        if isinstance(other, int) and not isinstance(other, bool):
            return self.points + other
        return NotImplemented
        ### END SOLUTION

    def __radd__(self, other: object) -> int:
        """``number + card`` (so that ``sum(cards)`` adds up a list): the total points.

        >>> sum([Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.CLUBS)])
        21
        """
        ### BEGIN SOLUTION
        if isinstance(other, int) and not isinstance(other, bool):
            return other + self.points
        return NotImplemented
        ### END SOLUTION

    @staticmethod
    def is_blackjack(first: Card, second: Card) -> bool:
        """Whether two cards are a blackjack: an ace and a ten-point card, in either order.

        The assignment's static ``isBlackjack``; a ten-point card is a ten, jack, queen or king.

        >>> Card.is_blackjack(Card(Rank.KING, Suit.HEARTS), Card(Rank.ACE, Suit.CLUBS))
        True
        >>> Card.is_blackjack(Card(Rank.ACE, Suit.HEARTS), Card(Rank.ACE, Suit.CLUBS))
        False
        """
        ### BEGIN SOLUTION
        return {first.points, second.points} == {10, 11}
        ### END SOLUTION

    # -- pickling (Java's Serializable) and copying ---------------------------------------
    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as the constructor's arguments and the format version (111).

        >>> Card(Rank.TEN, Suit.DIAMONDS).__reduce__()[2]
        {'format_version': 111}
        """
        return (type(self), (self._rank, self._suit), {"format_version": CARD_FORMAT})

    def __setstate__(self, state: object) -> None:
        """Load: refuse a card saved in another format version.

        >>> Card(Rank.TEN, Suit.DIAMONDS).__setstate__({"format_version": 110})
        Traceback (most recent call last):
        ...
        reference.cards.FormatVersionError: a saved Card of format version 110; this module reads version 111
        """
        _check_format("Card", state, CARD_FORMAT)

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self


def by_rank(card: Card) -> tuple[int, int]:
    """Sort key (the assignment's first ``Comparator``): ascending rank, then ascending suit.

    Return a tuple that sorts that way: ``sorted(cards, key=by_rank)`` then puts the twos
    first (clubs before spades) and the aces last.

    >>> sorted([Card(Rank.ACE, Suit.CLUBS), Card(Rank.TWO, Suit.SPADES)], key=by_rank)
    [Card(Rank.TWO, Suit.SPADES), Card(Rank.ACE, Suit.CLUBS)]
    """
    ### BEGIN SOLUTION
    return (card.rank.value, card.suit.value)
    ### END SOLUTION


def by_suit(card: Card) -> tuple[int, int]:
    """Sort key (the assignment's second ``Comparator``): ascending suit, then ascending rank.

    Return a tuple that sorts that way: clubs first (two up to ace), then diamonds, hearts and
    spades, which is a new deck's order.

    >>> sorted([Card(Rank.TWO, Suit.SPADES), Card(Rank.ACE, Suit.CLUBS)], key=by_suit)
    [Card(Rank.ACE, Suit.CLUBS), Card(Rank.TWO, Suit.SPADES)]
    """
    ### BEGIN SOLUTION
    return (card.suit.value, card.rank.value)
    ### END SOLUTION


def _fresh_cards() -> list[Card]:
    """The 52 cards in dealing order: clubs two..ace, then diamonds, hearts, spades."""
    return [Card(rank, suit) for suit in Suit for rank in Rank]


class EmptyDeckError(IndexError):
    """Raised when a card is dealt from an empty deck.

    >>> issubclass(EmptyDeckError, IndexError)
    True
    """


class Deck:
    """A deck of 52 cards, new in order (clubs two first); shuffle it before dealing.

    Pickling saves only every second card (the 1st, 3rd, ... in dealing order):
    a loaded deck holds those cards, in that order, and a fresh unseeded ``rng``.

    >>> deck = Deck(random.Random(1))
    >>> len(deck), deck.deal(), len(deck)
    (52, Card(Rank.TWO, Suit.CLUBS), 51)
    """

    class SecondCardIterator:
        """An iterator over every second card of a deck (the 1st, 3rd, 5th, ...) in dealing
        order: the assignment's nested ``SecondCardIterator`` (Java's inner ``Iterator``).

        It walks a snapshot taken when it was made, so dealing meanwhile changes nothing.

        >>> it = Deck.SecondCardIterator([Card(Rank.TWO, Suit.CLUBS), Card(Rank.THREE, Suit.CLUBS),
        ...                               Card(Rank.FOUR, Suit.CLUBS)])
        >>> [card.short for card in it]
        ['2♣', '4♣']
        """

        def __init__(self, cards: Iterable[Card]) -> None:
            self._cards = list(cards)
            self._position = 0

        def __iter__(self) -> Deck.SecondCardIterator:
            return self

        def __next__(self) -> Card:
            ### BEGIN SOLUTION
            if self._position >= len(self._cards):
                raise StopIteration
            card = self._cards[self._position]
            self._position += 2
            return card
            ### END SOLUTION

    def __init__(self, rng: random.Random | None = None) -> None:
        self._rng = rng if rng is not None else random.Random()
        self._cards: list[Card] = []  # the top card (dealt next) is the last one
        self.new_deck()

    @classmethod
    def stacked(cls, cards: Iterable[Card], rng: random.Random | None = None) -> Deck:
        """A deck holding exactly these cards, dealt in the order given (for tests and tables).

        >>> Deck.stacked([Card(Rank.ACE, Suit.CLUBS), Card(Rank.TWO, Suit.CLUBS)]).deal().short
        'A♣'
        """
        deck = cls(rng)
        deck._cards = list(cards)[::-1]
        return deck

    def new_deck(self) -> None:
        """Start again with all 52 cards, in order (not shuffled).

        >>> deck = Deck(); _ = deck.deal(); deck.new_deck(); len(deck)
        52
        """
        self._cards = _fresh_cards()[::-1]

    def shuffle(self) -> None:
        """Shuffle the cards left in the deck (Fisher–Yates, with the deck's ``rng``).

        >>> deck = Deck(random.Random(7)); deck.shuffle(); sorted(deck) == sorted(Deck())
        True
        """
        ### BEGIN SOLUTION
        cards = self._cards
        for i in range(len(cards) - 1, 0, -1):
            j = self._rng.randrange(i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        ### END SOLUTION

    def deal(self) -> Card:
        """Remove and return the top card; EmptyDeckError if the deck is empty.

        >>> Deck().deal()
        Card(Rank.TWO, Suit.CLUBS)
        """
        ### BEGIN SOLUTION
        if not self._cards:
            raise EmptyDeckError("cannot deal: the deck is empty")
        return self._cards.pop()
        ### END SOLUTION

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        """Iterate over the cards in dealing order, without dealing them."""
        return reversed(self._cards)

    def every_second(self) -> Deck.SecondCardIterator:
        """An iterator over every second card in dealing order, the top card first.

        >>> [card.short for card in Deck().every_second()][:3]
        ['2♣', '4♣', '6♣']
        """
        return Deck.SecondCardIterator(self)

    def __repr__(self) -> str:
        return f"<Deck of {len(self)} cards>"

    def __getstate__(self) -> dict[str, Any]:
        """Save the format version (112) and only every second card, in dealing order (not the rng).

        >>> Deck().__getstate__()["format_version"], len(Deck().__getstate__()["every_second"])
        (112, 26)
        """
        ### BEGIN SOLUTION
        return {"format_version": DECK_FORMAT, "every_second": list(self.every_second())}
        ### END SOLUTION

    def __setstate__(self, state: dict[str, Any]) -> None:
        """Load the saved cards, in dealing order, with a fresh rng; refuse another format version.

        >>> Deck().__setstate__({"format_version": 1, "every_second": []})
        Traceback (most recent call last):
        ...
        reference.cards.FormatVersionError: a saved Deck of format version 1; this module reads version 112
        """
        cards = list(_check_format("Deck", state, DECK_FORMAT)["every_second"])
        for card in cards:
            if not isinstance(card, Card):
                raise TypeError(f"not a card in a saved deck: {card!r}")
        self._rng = random.Random()
        self._cards = cards[::-1]


class Hand:
    """A hand of cards, held in two orders: the order the cards were added and its arrangement.

    Iterating (``for card in hand``), indexing, ``remove_at``, ``repr`` and saving follow the
    order the cards were added, always, even after sorting. Sorting (``sort_descending``,
    ``sort_ascending``) rearranges the hand as a player holds it: ``str(hand)`` and
    ``arranged()`` show that arrangement, and a card added later goes at its end.
    Its values count each ace as 1 or 11.

    >>> hand = Hand([Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.SPADES),
    ...              Card(Rank.ACE, Suit.CLUBS)])
    >>> print(hand); hand.values()
    [10♦ A♠ A♣]
    [12, 22, 32]
    >>> hand.sort_descending(); print(hand); [card.short for card in hand]
    [A♣ A♠ 10♦]
    ['10♦', 'A♠', 'A♣']
    """

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        self._added: list[Card] = []      # the order the cards were added: iteration, indexing
        self._cards: list[Card] = []      # the arrangement: what sorting sorts and str shows
        self._rank_counts: Counter[Rank] = Counter()
        self.add_all(cards)

    # -- adding and removing: the assignment's three ways to add ---------------------------
    def add(self, card: Card) -> None:
        """Add one card (the first way to add): last in the order added and in the arrangement.

        >>> hand = Hand(); hand.add(Card(Rank.TWO, Suit.CLUBS)); len(hand)
        1
        """
        if not isinstance(card, Card):
            raise TypeError(f"not a card: {card!r}")
        self._added.append(card)
        self._cards.append(card)
        self._rank_counts[card.rank] += 1

    def add_all(self, cards: Iterable[Card]) -> None:
        """Add many cards, a list or any iterable of cards, in their order (the second way).

        >>> hand = Hand(); hand.add_all([Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.CLUBS)])
        >>> print(hand)
        [2♣ A♣]
        """
        added = list(cards)  # a copy first: adding a hand to itself must not run for ever
        for card in added:
            self.add(card)

    def add_hand(self, other: Hand) -> None:
        """Add every card of another hand (the third way), in the order they were added to it.

        Anything but a ``Hand`` raises ``TypeError`` naming it: ``not a hand: [...]``. The other
        hand keeps its cards; adding a hand to itself doubles it.

        >>> hand = Hand([Card(Rank.TWO, Suit.CLUBS)])
        >>> hand.add_hand(Hand([Card(Rank.ACE, Suit.CLUBS)])); print(hand)
        [2♣ A♣]
        """
        ### BEGIN SOLUTION
        if not isinstance(other, Hand):
            raise TypeError(f"not a hand: {other!r}")
        self.add_all(list(other))
        ### END SOLUTION

    def remove(self, card: Card) -> bool:
        """Remove the first copy of a card; whether it was there.

        >>> Hand([Card(Rank.TWO, Suit.CLUBS)]).remove(Card(Rank.TWO, Suit.CLUBS))
        True
        """
        try:
            self._added.remove(card)
        except ValueError:
            return False
        self._count_out(card)
        return True

    def remove_all(self, cards: Iterable[Card]) -> bool:
        """Remove each given card the hand holds; False if any of them was missing.

        >>> two, three = Card(Rank.TWO, Suit.CLUBS), Card(Rank.THREE, Suit.CLUBS)
        >>> hand = Hand([two]); hand.remove_all([two, three]), len(hand)
        (False, 0)
        """
        ### BEGIN SOLUTION
        all_there = True
        for card in list(cards):
            if not self.remove(card):
                all_there = False
        return all_there
        ### END SOLUTION

    def remove_at(self, position: int) -> Card:
        """Remove and return the card at a position in the order added.

        >>> Hand([Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.CLUBS)]).remove_at(1)
        Card(Rank.ACE, Suit.CLUBS)
        """
        if not isinstance(position, int):
            raise TypeError(f"not a position: {position!r}")
        if not -len(self._added) <= position < len(self._added):
            raise IndexError(f"no card at position {position!r} in a hand of {len(self)}")
        card = self._added.pop(position)
        self._count_out(card)
        return card

    def _count_out(self, card: Card) -> None:
        """Take a card just removed from the order added out of the arrangement and the counts."""
        self._cards.remove(card)
        self._rank_counts[card.rank] -= 1
        if not self._rank_counts[card.rank]:
            del self._rank_counts[card.rank]

    # -- counting and values ------------------------------------------------------
    @property
    def rank_counts(self) -> dict[Rank, int]:
        """How many cards of each rank the hand holds (ranks it holds only).

        >>> Hand([Card(Rank.TWO, Suit.CLUBS), Card(Rank.TWO, Suit.SPADES)]).rank_counts
        {Rank.TWO: 2}
        """
        return dict(self._rank_counts)

    def count_rank(self, rank: Rank) -> int:
        """How many cards of a rank the hand holds.

        >>> Hand([Card(Rank.TWO, Suit.CLUBS)]).count_rank(Rank.TWO)
        1
        """
        return self._rank_counts[rank]

    def count_suit(self, suit: Suit) -> int:
        """How many cards of a suit the hand holds.

        >>> Hand([Card(Rank.TWO, Suit.CLUBS)]).count_suit(Suit.HEARTS)
        0
        """
        ### BEGIN SOLUTION
        return sum(card.suit is suit for card in self._added)
        ### END SOLUTION

    def values(self) -> list[int]:
        """Every value the hand can have, ascending: each ace counts 1 or 11.

        >>> Hand([Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.TEN, Suit.SPADES),
        ...       Card(Rank.ACE, Suit.CLUBS)]).values()
        [21, 31]
        """
        ### BEGIN SOLUTION
        aces = self._rank_counts[Rank.ACE]
        lowest = sum(card.points for card in self._added) - 10 * aces
        return [lowest + 10 * high for high in range(aces + 1)]
        ### END SOLUTION

    def best_value(self, limit: int = 21) -> int:
        """The highest value not over the limit, or the lowest value if all are over.

        >>> Hand([Card(Rank.ACE, Suit.CLUBS), Card(Rank.ACE, Suit.SPADES)]).best_value()
        12
        """
        ### BEGIN SOLUTION
        values = self.values()
        return max((v for v in values if v <= limit), default=values[0])
        ### END SOLUTION

    def is_over(self, limit: int) -> bool:
        """Whether even the lowest value is above the limit (bust, for limit 21).

        >>> Hand([Card(Rank.KING, Suit.CLUBS)] * 3).is_over(21)
        True
        """
        ### BEGIN SOLUTION
        return self.values()[0] > limit
        ### END SOLUTION

    def is_blackjack(self) -> bool:
        """Whether the hand is exactly two cards: an ace and a ten-point card.

        >>> Hand([Card(Rank.ACE, Suit.CLUBS), Card(Rank.JACK, Suit.CLUBS)]).is_blackjack()
        True
        """
        return len(self._added) == 2 and Card.is_blackjack(*self._added)

    # -- order: the arrangement is sorted; the order added never changes -------------------
    def sort_descending(self) -> None:
        """Arrange the hand in the cards' natural order: descending rank, suits ascending.

        Sort the arrangement (``self._cards``) only: iterating still gives the order added.

        >>> hand = Hand([Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.CLUBS)])
        >>> hand.sort_descending(); print(hand)
        [A♣ 2♣]
        """
        ### BEGIN SOLUTION
        self._cards.sort()
        ### END SOLUTION

    def sort_ascending(self) -> None:
        """Arrange the hand by ascending rank, then ascending suit (the order of ``by_rank``).

        Sort the arrangement (``self._cards``) only: iterating still gives the order added.

        >>> hand = Hand([Card(Rank.ACE, Suit.CLUBS), Card(Rank.TWO, Suit.CLUBS)])
        >>> hand.sort_ascending(); print(hand)
        [2♣ A♣]
        """
        ### BEGIN SOLUTION
        self._cards.sort(key=by_rank)
        ### END SOLUTION

    def sort(self, descending: bool = True) -> None:
        """Arrange the hand: ``sort_descending`` (the default) or ``sort_ascending``.

        >>> hand = Hand([Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.CLUBS)])
        >>> hand.sort(descending=True); print(hand)
        [A♣ 2♣]
        """
        if descending:
            self.sort_descending()
        else:
            self.sort_ascending()

    def arranged(self) -> list[Card]:
        """The cards as the hand is arranged: as the last sort left them, later cards at the end.

        >>> hand = Hand([Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.CLUBS)])
        >>> hand.sort_descending(); [card.short for card in hand.arranged()]
        ['A♣', '2♣']
        """
        return list(self._cards)

    # The assignment's Java names.
    sortDescending = sort_descending
    sortAscending = sort_ascending
    removeAll = remove_all

    def reversed_copy(self) -> Hand:
        """A new hand with the cards in the opposite order added.

        >>> Hand([Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.CLUBS)]).reversed_copy()
        Hand([Card(Rank.ACE, Suit.CLUBS), Card(Rank.TWO, Suit.CLUBS)])
        """
        return Hand(reversed(self._added))

    # -- container protocol: the order added ------------------------------------------
    def __len__(self) -> int:
        return len(self._added)

    def __iter__(self) -> Iterator[Card]:
        """The cards in the order they were added, whatever sorting did to the arrangement."""
        return iter(list(self._added))

    def __reversed__(self) -> Iterator[Card]:
        return reversed(list(self._added))

    def __contains__(self, card: object) -> bool:
        return card in self._added

    def __getitem__(self, position: int) -> Card:
        return self._added[position]

    def __eq__(self, other: object) -> bool:
        """Hands are equal when they hold the same cards in the same order added."""
        if not isinstance(other, Hand):
            return NotImplemented
        return self._added == other._added

    __hash__ = None  # type: ignore[assignment]  # a hand changes, so it is not hashable

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._added!r})"

    def __str__(self) -> str:
        """The hand as arranged, in short form: ``[A♣ 2♣]``."""
        return "[" + " ".join(card.short for card in self._cards) + "]"

    # -- pickling (Java's Serializable) ---------------------------------------------------
    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as the cards in the order added, the format version (102) and the arrangement.

        >>> Hand().__reduce__()[2]
        {'format_version': 102, 'arranged': []}
        """
        return (type(self), (list(self._added),),
                {"format_version": HAND_FORMAT, "arranged": list(self._cards)})

    def __setstate__(self, state: object) -> None:
        """Load: refuse a hand saved in another format version; restore its arrangement.

        >>> Hand().__setstate__({"format_version": 101})
        Traceback (most recent call last):
        ...
        reference.cards.FormatVersionError: a saved Hand of format version 101; this module reads version 102
        """
        arranged = list(_check_format("Hand", state, HAND_FORMAT).get("arranged", self._added))
        if Counter(arranged) != Counter(self._added):
            raise ValueError(f"a saved hand arranged as {arranged!r} does not hold its cards {self._added!r}")
        self._cards = arranged


EverySecondCard = Deck.SecondCardIterator   # the name used before, kept for old callers


# --- the demonstration (the assignment's ``main``): one function for each class ------------

def _demo(title: str, show: Callable[[], list[str]], out: Callable[[str], None]) -> None:
    """Print one class's demonstration, or which part is not written yet."""
    out(f"== {title}")
    try:
        lines = show()
    except NotImplementedError:
        import traceback
        frame = traceback.extract_tb(sys.exc_info()[2])[-1]
        out(f"   (not written yet: {frame.name}, line {frame.lineno})")
        return
    for line in lines:
        out("   " + line)


def show_card() -> list[str]:
    """Lines that show ``Card`` at work, one thing a line, for ``main`` to print.

    Show, with cards of your choice: a card in words and in short form with its points; a few
    cards sorted in their natural order, by ``by_rank`` and by ``by_suit``; ``Card.sum`` of two
    cards and whether they are a blackjack (``Card.is_blackjack``); a card saved and loaded
    with ``pickle``. At least four lines.

    >>> lines = show_card(); len(lines) >= 4 and all(isinstance(line, str) for line in lines)
    True
    """
    ### BEGIN SOLUTION
    ace, king = Card(Rank.ACE, Suit.SPADES), Card(Rank.KING, Suit.HEARTS)
    mixed = [Card(Rank.TWO, Suit.CLUBS), king, ace, Card(Rank.TWO, Suit.SPADES)]
    return [f"a card: {ace} ({ace.short}), worth {ace.points} points; "
            f"the rank before it: {ace.rank.previous}",
            f"sorted (Comparable: descending rank, suits ascending): "
            f"{' '.join(c.short for c in sorted(mixed))}",
            f"sorted by by_rank: {' '.join(c.short for c in sorted(mixed, key=by_rank))}; "
            f"by by_suit: {' '.join(c.short for c in sorted(mixed, key=by_suit))}",
            f"Card.sum({ace.short}, {king.short}) = {Card.sum(ace, king)}; "
            f"blackjack? {Card.is_blackjack(ace, king)}",
            f"saved and loaded (format version {CARD_FORMAT}): "
            f"{pickle.loads(pickle.dumps(ace)).short}"]
    ### END SOLUTION


def show_deck() -> list[str]:
    """Lines that show ``Deck`` at work, one thing a line, for ``main`` to print.

    Show, with a seeded ``random.Random`` so the lines are the same every run: a new deck's
    size and top cards; the deck shuffled and a few cards dealt, with how many are left; every
    second card (``every_second``); a deck saved and loaded with ``pickle`` and its size.
    At least four lines.

    >>> lines = show_deck(); len(lines) >= 4 and all(isinstance(line, str) for line in lines)
    True
    """
    ### BEGIN SOLUTION
    deck = Deck(random.Random(2026))
    lines = [f"a new deck: {len(deck)} cards, top first: "
             f"{' '.join(c.short for c in list(deck)[:5])} ..."]
    deck.shuffle()
    dealt = [deck.deal() for _ in range(5)]
    lines.append(f"shuffled (seed 2026), dealt 5: {' '.join(c.short for c in dealt)}; "
                 f"{len(deck)} left")
    second = list(deck.every_second())
    lines.append(f"every second card (Deck.SecondCardIterator): {len(second)} cards, "
                 f"{' '.join(c.short for c in second[:5])} ...")
    lines.append(f"saved and loaded (format version {DECK_FORMAT}, every second card kept): "
                 f"{len(pickle.loads(pickle.dumps(deck)))} cards")
    return lines
    ### END SOLUTION


def show_hand() -> list[str]:
    """Lines that show ``Hand`` at work, one thing a line, for ``main`` to print.

    Show: a hand made from a list of cards with its values, best value and whether it is over
    21; the three ways to add (one card, a list, another hand); the hand after
    ``sort_descending`` and after ``sort_ascending``, and that iterating still gives the order
    added; ``remove_all`` of a card it holds and one it does not; ``count_suit``; the hand
    saved and loaded with ``pickle``. At least five lines.

    >>> lines = show_hand(); len(lines) >= 5 and all(isinstance(line, str) for line in lines)
    True
    """
    ### BEGIN SOLUTION
    hand = Hand([Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.SPADES)])
    hand.add_all([Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.HEARTS)])
    lines = [f"a hand: {hand}, values {hand.values()}, best {hand.best_value()}, "
             f"over 21? {hand.is_over(21)}"]
    more = Hand()
    more.add(Card(Rank.FIVE, Suit.HEARTS))
    more.add_all([Card(Rank.SIX, Suit.HEARTS), Card(Rank.SEVEN, Suit.HEARTS)])
    more.add_hand(Hand([Card(Rank.EIGHT, Suit.HEARTS)]))
    lines.append(f"add(5♥), add_all([6♥ 7♥]), add_hand(Hand([8♥])): {more}")
    hand.sort_descending()
    lines.append(f"sort_descending: {hand}")
    hand.sort_ascending()
    lines.append(f"sort_ascending:  {hand}; iterating still gives the order added: "
                 f"{' '.join(c.short for c in hand)}")
    gone = hand.remove_all([Card(Rank.ACE, Suit.SPADES), Card(Rank.KING, Suit.HEARTS)])
    lines.append(f"remove_all(A♠ K♥): {gone} (K♥ was missing), the hand is now {hand}")
    lines.append(f"clubs: {hand.count_suit(Suit.CLUBS)}; saved and loaded "
                 f"(format version {HAND_FORMAT}): {pickle.loads(pickle.dumps(hand))}")
    return lines
    ### END SOLUTION


def main(out: Callable[[str], None] = print) -> int:
    """Show each class at work: ``python -m reference.cards`` (or ``python cards.py``).

    >>> main(out=lambda line: None)
    0
    """
    _demo("Card", show_card, out)
    _demo("Deck", show_deck, out)
    _demo("Hand", show_hand, out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
