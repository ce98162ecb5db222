# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] nbgrader={"grade": false, "grade_id": "cards_intro", "locked": true, "schema_version": 3, "solution": false, "task": false}
# # Cards (12 points)
#
# Twenty-One is played with the 52 cards of a French deck. In this notebook you finish
# a `Card` class: a **value object**, like a number, that never changes once made.
#
# Words used throughout (and in the next two notebooks):
#
# | word | meaning | example |
# |---|---|---|
# | **suit** | clubs ♣, diamonds ♦, hearts ♥, spades ♠ (in that order) | `Suit.HEARTS` |
# | **rank** | two, three, ..., ten, jack, queen, king, ace | `Rank.TEN` |
# | **points** | what a rank is worth in blackjack: its number, 10 for a face, 11 for an ace | `Rank.KING.points == 10` |
# | **card** | a rank and a suit | `Card(Rank.TEN, Suit.DIAMONDS)` |
#
# The classes below are complete, except that some of their methods call **functions that
# you write**, one task at a time. Until you write a function, the methods that use it raise
# `NotImplementedError`. Run the cells in order; each task has a test cell (some of its
# tests are hidden and run only when your work is graded).

# %% nbgrader={"grade": false, "grade_id": "cards_given", "locked": true, "schema_version": 3, "solution": false, "task": false}
from __future__ import annotations

import enum
import functools
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
    """A card's rank, two (2) up to ace (14).

    >>> Rank.TEN.value, str(Rank.TEN)
    (10, 'Ten')
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
        return rank_points(self)  # Task 1

    @property
    def previous(self) -> Rank:
        return rank_previous(self)  # Task 2

    def __str__(self) -> str:
        return self.name.capitalize()

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Rank):
            return NotImplemented
        return self.value < other.value


class Card:
    """A playing card: immutable and hashable.

    >>> Card(Rank.TEN, Suit.DIAMONDS)
    Card(Rank.TEN, Suit.DIAMONDS)
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

    @property
    def rank(self) -> Rank:
        return self._rank

    @property
    def suit(self) -> Suit:
        return self._suit

    @property
    def points(self) -> int:
        return self._rank.points

    @property
    def short(self) -> str:
        return card_short(self)  # Task 4

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Card is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Card is immutable: cannot delete {name!r}")

    def __repr__(self) -> str:
        return f"Card({self._rank!r}, {self._suit!r})"

    def __str__(self) -> str:
        return card_str(self)  # Task 3

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._rank is other._rank and self._suit is other._suit

    def __hash__(self) -> int:
        return hash((self._rank.value, self._suit.value))

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return card_order_key(self) < card_order_key(other)  # Task 5

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return card_order_key(self) <= card_order_key(other)

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return card_order_key(self) > card_order_key(other)

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return card_order_key(self) >= card_order_key(other)

    def __add__(self, other: object) -> int:
        return card_add(self, other)  # Task 8: card + card, card + 5

    def __radd__(self, other: object) -> int:
        return card_add(self, other)  # Task 8: 5 + card (Python asks the card when 5 cannot)

    @staticmethod
    def is_blackjack(first: Card, second: Card) -> bool:
        return card_is_blackjack(first, second)  # Task 9

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self._rank, self._suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self


# %% [markdown] nbgrader={"grade": false, "grade_id": "cards_enums_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Suits and ranks are enumerations
#
# `Suit` and `Rank` are `enum.Enum` classes: a fixed set of named members. You can loop over
# them, look a member up by name, and read its `.name` and `.value`. Members are compared
# with `is`, because there is exactly one `Rank.TEN`.

# %%
print(list(Suit))
print(Rank.TEN, repr(Rank.TEN), Rank.TEN.value, Rank["KING"], Rank(14) is Rank.ACE)
print([suit.symbol for suit in Suit], Rank.TWO < Rank.ACE)

# %% [markdown] nbgrader={"grade": false, "grade_id": "rank_points_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 1: `rank_points` (2 points)
#
# In blackjack a two to ten is worth its number, a jack, queen or king 10, and an ace 11
# (in the hand notebook an ace may also count 1). Write `rank_points(rank)`.
# `Rank.points` calls it, so afterwards `Rank.KING.points == 10`.

# %% nbgrader={"grade": false, "grade_id": "rank_points", "locked": false, "schema_version": 3, "solution": true, "task": false}
def rank_points(rank: Rank) -> int:
    """The rank's blackjack value: its number, 10 for a face, 11 for an ace.

    >>> rank_points(Rank.QUEEN)
    10
    """
    ### BEGIN SOLUTION
    if rank is Rank.ACE:
        return 11
    return min(rank.value, 10)
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_rank_points", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
assert rank_points(Rank.TWO) == 2, "rank_points(Rank.TWO) should be 2"
assert rank_points(Rank.QUEEN) == 10, "rank_points(Rank.QUEEN) should be 10: a face is worth 10"
assert rank_points(Rank.ACE) == 11, "rank_points(Rank.ACE) should be 11"
### BEGIN HIDDEN TESTS
expected = [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11]
got = [rank_points(rank) for rank in Rank]
assert got == expected, f"rank_points over two..ace gave {got}, expected {expected}"
assert all(type(rank.points) is int for rank in Rank), "rank_points should return an int"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "rank_previous_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 2: `rank_previous` (1 point)
#
# Ranks go round in a circle: the rank before three is two, and the rank before two is ace.
# Write `rank_previous(rank)` (used by `Rank.previous`). Hint: `Rank(n)` is the rank whose
# value is `n`.

# %% nbgrader={"grade": false, "grade_id": "rank_previous", "locked": false, "schema_version": 3, "solution": true, "task": false}
def rank_previous(rank: Rank) -> Rank:
    """The rank before this one; the rank before two is ace.

    >>> rank_previous(Rank.JACK)
    Rank.TEN
    """
    ### BEGIN SOLUTION
    return Rank.ACE if rank is Rank.TWO else Rank(rank.value - 1)
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_rank_previous", "locked": true, "points": 1, "schema_version": 3, "solution": false, "task": false}
assert rank_previous(Rank.JACK) is Rank.TEN, "rank_previous(Rank.JACK) should be Rank.TEN"
assert rank_previous(Rank.TWO) is Rank.ACE, "rank_previous(Rank.TWO) should be Rank.ACE"
### BEGIN HIDDEN TESTS
ranks = list(Rank)
for before, rank in zip([ranks[-1]] + ranks, ranks):
    got = rank_previous(rank)
    assert got is before, f"rank_previous({rank!r}) gave {got!r}, expected {before!r}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "card_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## A card is a value
#
# `Card(rank, suit)` checks what it is given and then never changes: setting `card.rank`
# raises `AttributeError`. Two cards with the same rank and suit are equal and have the same
# hash, so cards can be kept in sets and used as dictionary keys. Its `repr` reads like the
# code that makes it. A bad rank or suit raises an error that shows the bad value.

# %%
ten = Card(Rank.TEN, Suit.DIAMONDS)
print(repr(ten), ten.rank, ten.suit, ten == Card(10, Suit.DIAMONDS))
print(len({ten, Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.TEN, Suit.SPADES)}))
try:
    Card("ten", Suit.DIAMONDS)
except TypeError as error:
    print("TypeError:", error)

# %% [markdown] nbgrader={"grade": false, "grade_id": "card_str_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 3: `card_str` (1 point)
#
# `str(card)` (and so `print(card)`) calls `card_str(card)`. It should read like English:
# `Ten of Diamonds`, `Ace of Spades`. Hint: `str(Rank.TEN)` is already `'Ten'`.

# %% nbgrader={"grade": false, "grade_id": "card_str", "locked": false, "schema_version": 3, "solution": true, "task": false}
def card_str(card: Card) -> str:
    """The card in words.

    >>> card_str(Card(Rank.TEN, Suit.DIAMONDS))
    'Ten of Diamonds'
    """
    ### BEGIN SOLUTION
    return f"{card.rank} of {card.suit}"
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_card_str", "locked": true, "points": 1, "schema_version": 3, "solution": false, "task": false}
got = card_str(Card(Rank.TEN, Suit.DIAMONDS))
assert got == "Ten of Diamonds", f"card_str(Card(Rank.TEN, Suit.DIAMONDS)) gave {got!r}, expected 'Ten of Diamonds'"
### BEGIN HIDDEN TESTS
for rank, suit, text in [(Rank.ACE, Suit.SPADES, "Ace of Spades"), (Rank.TWO, Suit.CLUBS, "Two of Clubs"),
                         (Rank.QUEEN, Suit.HEARTS, "Queen of Hearts")]:
    got = card_str(Card(rank, suit))
    assert got == text, f"card_str(Card({rank!r}, {suit!r})) gave {got!r}, expected {text!r}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "card_short_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 4: `card_short` (1 point)
#
# Terminal games print cards as they look in a card's corner: the rank's number, or `J`, `Q`,
# `K`, `A`, then the suit's symbol: `10♦`, `A♠`, `Q♥`, `2♣`. Write `card_short(card)`, used by
# the property `card.short`.

# %% nbgrader={"grade": false, "grade_id": "card_short", "locked": false, "schema_version": 3, "solution": true, "task": false}
def card_short(card: Card) -> str:
    """The card in two or three characters: rank number or letter, then suit symbol.

    >>> card_short(Card(Rank.TEN, Suit.DIAMONDS))
    '10♦'
    """
    ### BEGIN SOLUTION
    letters = {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}
    return letters.get(card.rank, str(card.rank.value)) + card.suit.symbol
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_card_short", "locked": true, "points": 1, "schema_version": 3, "solution": false, "task": false}
got = card_short(Card(Rank.TEN, Suit.DIAMONDS))
assert got == "10♦", f"card_short(Card(Rank.TEN, Suit.DIAMONDS)) gave {got!r}, expected '10♦'"
### BEGIN HIDDEN TESTS
for rank, suit, text in [(Rank.ACE, Suit.SPADES, "A♠"), (Rank.TWO, Suit.CLUBS, "2♣"),
                         (Rank.QUEEN, Suit.HEARTS, "Q♥"), (Rank.JACK, Suit.CLUBS, "J♣"),
                         (Rank.KING, Suit.DIAMONDS, "K♦"), (Rank.NINE, Suit.HEARTS, "9♥")]:
    got = card_short(Card(rank, suit))
    assert got == text, f"card_short(Card({rank!r}, {suit!r})) gave {got!r}, expected {text!r}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "card_order_key_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Sorting with keys
#
# `sorted(items, key=f)` sorts by `f(item)` instead of by the items themselves. Tuples
# compare item by item, so a key that returns a tuple sorts by its first part, then by its
# second part among equals. A minus sign turns ascending into descending for numbers.

# %%
words = ["pear", "fig", "apple", "kiwi"]
print(sorted(words, key=len))
print(sorted(words, key=lambda word: (-len(word), word)))

# %% [markdown] nbgrader={"grade": false, "grade_id": "card_order_key_task", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 5: `card_order_key` (2 points)
#
# A card's natural order (what `<` and `sorted(cards)` use) puts the **highest rank first**,
# and cards of the same rank in suit order, clubs first:
# `sorted([2♣, A♠, 10♦, A♣])` is `[A♣, A♠, 10♦, 2♣]`.
# Write `card_order_key(card)`, a key that sorts cards that way; the `Card` comparisons call it.

# %% nbgrader={"grade": false, "grade_id": "card_order_key", "locked": false, "schema_version": 3, "solution": true, "task": false}
def card_order_key(card: Card) -> tuple[int, int]:
    """Sort key for the natural order: descending rank, then ascending suit.

    >>> card_order_key(Card(Rank.ACE, Suit.CLUBS)) < card_order_key(Card(Rank.TWO, Suit.CLUBS))
    True
    """
    ### BEGIN SOLUTION
    return (-card.rank.value, card.suit.value)
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_card_order_key", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
two, ace = Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.SPADES)
assert card_order_key(ace) < card_order_key(two), "the ace of spades should sort before the two of clubs"
### BEGIN HIDDEN TESTS
mixed = [Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.SPADES), Card(Rank.TEN, Suit.DIAMONDS),
         Card(Rank.ACE, Suit.CLUBS), Card(Rank.TEN, Suit.HEARTS), Card(Rank.TWO, Suit.DIAMONDS)]
got = [card_short(card) for card in sorted(mixed, key=card_order_key)]
expected = ["A♣", "A♠", "10♦", "10♥", "2♣", "2♦"]
assert got == expected, f"sorting by card_order_key gave {got}, expected {expected}"
assert sorted(mixed) == sorted(mixed, key=card_order_key), "sorted(cards) should follow card_order_key"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "by_rank_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 6: `by_rank` (1 point)
#
# Other orders are keys too. `sorted(cards, key=by_rank)` should sort **ascending** by rank,
# and by suit (clubs first) among cards of the same rank: `[2♣, 2♦, 10♦, A♣, A♠]`.

# %% nbgrader={"grade": false, "grade_id": "by_rank", "locked": false, "schema_version": 3, "solution": true, "task": false}
def by_rank(card: Card) -> tuple[int, int]:
    """Sort key: ascending rank, then ascending suit.

    >>> by_rank(Card(Rank.TWO, Suit.SPADES)) < by_rank(Card(Rank.ACE, Suit.CLUBS))
    True
    """
    ### BEGIN SOLUTION
    return (card.rank.value, card.suit.value)
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_by_rank", "locked": true, "points": 1, "schema_version": 3, "solution": false, "task": false}
assert by_rank(Card(Rank.TWO, Suit.SPADES)) < by_rank(Card(Rank.ACE, Suit.CLUBS)), "by_rank should put a two before an ace"
### BEGIN HIDDEN TESTS
mixed = [Card(Rank.ACE, Suit.SPADES), Card(Rank.TWO, Suit.DIAMONDS), Card(Rank.TEN, Suit.DIAMONDS),
         Card(Rank.ACE, Suit.CLUBS), Card(Rank.TWO, Suit.CLUBS)]
got = [card_short(card) for card in sorted(mixed, key=by_rank)]
assert got == ["2♣", "2♦", "10♦", "A♣", "A♠"], f"sorting by by_rank gave {got}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "by_suit_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 7: `by_suit` (1 point)
#
# `sorted(cards, key=by_suit)` should sort by suit (clubs first), then ascending by rank
# within a suit: `[2♣, A♣, 2♦, 10♦, A♠]`. Sorting all 52 cards this way gives a new deck's
# order.

# %% nbgrader={"grade": false, "grade_id": "by_suit", "locked": false, "schema_version": 3, "solution": true, "task": false}
def by_suit(card: Card) -> tuple[int, int]:
    """Sort key: ascending suit, then ascending rank.

    >>> by_suit(Card(Rank.ACE, Suit.CLUBS)) < by_suit(Card(Rank.TWO, Suit.SPADES))
    True
    """
    ### BEGIN SOLUTION
    return (card.suit.value, card.rank.value)
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_by_suit", "locked": true, "points": 1, "schema_version": 3, "solution": false, "task": false}
assert by_suit(Card(Rank.ACE, Suit.CLUBS)) < by_suit(Card(Rank.TWO, Suit.SPADES)), "by_suit should put clubs before spades"
### BEGIN HIDDEN TESTS
mixed = [Card(Rank.ACE, Suit.SPADES), Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.CLUBS),
         Card(Rank.TWO, Suit.DIAMONDS), Card(Rank.TWO, Suit.CLUBS)]
got = [card_short(card) for card in sorted(mixed, key=by_suit)]
assert got == ["2♣", "A♣", "2♦", "10♦", "A♠"], f"sorting by by_suit gave {got}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "card_add_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 8: `card_add` (1 point)
#
# Python lets a class say what `+` means by defining `__add__` (for `card + x`) and `__radd__`
# (for `x + card`, when `x` cannot add a card itself). For cards, `+` adds up **points** and
# gives an `int`: `10♦ + A♣ == 21`, `10♦ + 5 == 15` and `5 + 10♦ == 15`, so `sum(cards)` adds
# up a list of cards. Both methods call your `card_add(card, other)`: the card's points plus
# `other`, which is another card (its points) or a whole number (`int`, but not `bool`). For
# anything else return `NotImplemented`, so that Python raises `TypeError` for `card + "x"`.

# %% nbgrader={"grade": false, "grade_id": "card_add", "locked": false, "schema_version": 3, "solution": true, "task": false}
def card_add(card: Card, other: object) -> int:
    """The card's points plus another card's points or a whole number; NotImplemented otherwise.

    >>> card_add(Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.CLUBS)), card_add(Card(Rank.TEN, Suit.DIAMONDS), 5)
    (21, 15)
    """
    ### BEGIN SOLUTION
    if isinstance(other, Card):
        other = other.points
    if type(other) is not int:
        return NotImplemented
    return card.points + other
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_card_add", "locked": true, "points": 1, "schema_version": 3, "solution": false, "task": false}
got = card_add(Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.CLUBS))
assert got == 21, f"card_add(10♦, A♣) gave {got!r}, expected 21"
got = card_add(Card(Rank.TEN, Suit.DIAMONDS), 5)
assert got == 15, f"card_add(10♦, 5) gave {got!r}, expected 15"
### BEGIN HIDDEN TESTS
got = card_add(Card(Rank.KING, Suit.HEARTS), Card(Rank.TWO, Suit.CLUBS))
assert got == 12, f"card_add(K♥, 2♣) gave {got!r}, expected 12"
got = card_add(Card(Rank.ACE, Suit.HEARTS), Card(Rank.ACE, Suit.CLUBS))
assert got == 22, f"card_add(A♥, A♣) gave {got!r}, expected 22"
for other in ("x", 2.5, True, None):
    got = card_add(Card(Rank.TWO, Suit.CLUBS), other)
    assert got is NotImplemented, f"card_add(2♣, {other!r}) gave {got!r}, expected NotImplemented"
hand = [Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.SPADES), Card(Rank.TEN, Suit.DIAMONDS)]
assert sum(hand) == 23 and 5 + hand[0] == 7, f"sum(2♣ A♠ 10♦) gave {sum(hand)!r}, expected 23"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "is_blackjack_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 9: `Card.is_blackjack`, a static method (2 points)
#
# A **blackjack** is a first two cards of an ace and a ten-point card (a ten, jack, queen or
# king), in either order. The assignment makes this question a **static method** of `Card`
# (Java's `static boolean isBlackjack(Card a, Card b)`): it belongs to the class, not to one
# card, so it has no `self` and you call it on the class, `Card.is_blackjack(first, second)`.
# Look for `@staticmethod` in the `Card` class above: it calls your
# `card_is_blackjack(first, second)`, which answers `True` or `False`. Write it.

# %% nbgrader={"grade": false, "grade_id": "card_is_blackjack", "locked": false, "schema_version": 3, "solution": true, "task": false}
def card_is_blackjack(first: Card, second: Card) -> bool:
    """Whether two cards are a blackjack: an ace and a ten-point card.

    >>> card_is_blackjack(Card(Rank.KING, Suit.HEARTS), Card(Rank.ACE, Suit.CLUBS))
    True
    """
    ### BEGIN SOLUTION
    return {first.points, second.points} == {10, 11}
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_card_is_blackjack", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
assert Card.is_blackjack(Card(Rank.ACE, Suit.CLUBS), Card(Rank.TEN, Suit.DIAMONDS)) is True, "A♣ 10♦ is a blackjack"
assert Card.is_blackjack(Card(Rank.ACE, Suit.CLUBS), Card(Rank.ACE, Suit.SPADES)) is False, "A♣ A♠ is not a blackjack"
### BEGIN HIDDEN TESTS
for ranks, expected in [((Rank.JACK, Rank.ACE), True), ((Rank.ACE, Rank.QUEEN), True), ((Rank.KING, Rank.ACE), True),
                        ((Rank.TEN, Rank.TEN), False), ((Rank.NINE, Rank.ACE), False), ((Rank.TWO, Rank.THREE), False)]:
    got = card_is_blackjack(Card(ranks[0], Suit.HEARTS), Card(ranks[1], Suit.SPADES))
    assert got is expected, f"card_is_blackjack({ranks[0]}, {ranks[1]}) gave {got!r}, expected {expected}"
assert isinstance(vars(Card)["is_blackjack"], staticmethod), "Card.is_blackjack should stay a @staticmethod"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "cards_end", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## All together
#
# With every task done, the class behaves like any Python value. Try this in a new cell,
# then go on to the `deck` notebook.
#
# ```python
# hand = [Card(Rank.TWO, Suit.CLUBS), Card(Rank.ACE, Suit.SPADES), Card(Rank.TEN, Suit.DIAMONDS)]
# print(sorted(hand))                      # natural order: ace first
# print([card.short for card in sorted(hand, key=by_suit)])
# print(sum(hand), hand[1] + hand[2], Card.is_blackjack(hand[1], hand[2]))
# ```
