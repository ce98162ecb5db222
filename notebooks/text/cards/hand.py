# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] nbgrader={"grade": false, "grade_id": "hand_intro", "locked": true, "schema_version": 3, "solution": false, "task": false}
# # Hand (12 points)
#
# A `Hand` holds the cards a player has been dealt. Unlike a card it changes: cards are added
# and removed. In blackjack a hand has a **value**, the total of its cards' points, except
# that each ace may count 1 or 11, so a hand can have several values. In this notebook you
# write the hand's values, its best value, a few questions about it, removing many cards at once, the third
# way to add cards (another hand), and sorting it.
#
# The first cell gives you a `Card`, `Rank` and `Suit` to work with, and a helper
# `cards_from("10♦ A♠")` for writing cards quickly. Run it first. They are **not** the answers
# to the cards notebook: this `Card` looks its points and short name (`card.short`, `10♦`) up
# in tables, puts the higher rank first when sorted, and has only what this notebook needs (no
# `str`, no `+`, no sort keys, no `previous`, no `is_blackjack`).

# %% nbgrader={"grade": false, "grade_id": "cards_given", "locked": true, "schema_version": 3, "solution": false, "task": false}
# A Card to work with (not the cards notebook's answers). Run this cell; you need not read it.
# include: _given_cards.py

# %% [markdown] nbgrader={"grade": false, "grade_id": "hand_class_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## The `Hand` class
#
# A hand holds its cards in **two orders**:
#
# * the **order they were added**, `self._added`: looping over a hand (`for card in hand`),
#   `hand[0]`, `remove_at`, `repr` and saving always follow it, **even after sorting**;
# * the hand's **arrangement**, `self._cards`, the way a player holds the cards: sorting
#   (`sort_descending`, `sort_ascending`) rearranges it, `str(hand)` and `hand.arranged()`
#   show it, and a card added later goes at its end.
#
# It also keeps a count of each rank, `self._rank_counts` (a `Counter`), up to date whenever a
# card comes or goes, so `hand.count_rank(Rank.ACE)` needs no loop. There are **three ways to
# add** cards: `add(card)` one card, `add_all(cards)` a list (any iterable) of cards, and
# `add_hand(other)` every card of another hand. The methods marked with a task call a function
# that you write.

# %% nbgrader={"grade": false, "grade_id": "hand_given", "locked": true, "schema_version": 3, "solution": false, "task": false}
class Hand:
    """A hand of cards: iterates in the order added, even after sorting; str() shows its arrangement.

    >>> hand = Hand(cards_from("10♦ A♠"))
    >>> print(hand), len(hand), hand.count_rank(Rank.ACE)
    [10♦ A♠]
    (None, 2, 1)
    """

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        self._added: list[Card] = []      # the order the cards were added: iteration, indexing
        self._cards: list[Card] = []      # the arrangement: what sorting sorts and str() shows
        self._rank_counts: Counter[Rank] = Counter()
        self.add_all(cards)

    def add(self, card: Card) -> None:
        """Add one card (the first way to add): last in the order added and in the arrangement."""
        if not isinstance(card, Card):
            raise TypeError(f"not a card: {card!r}")
        self._added.append(card)
        self._cards.append(card)
        self._rank_counts[card.rank] += 1

    def add_all(self, cards: Iterable[Card]) -> None:
        """Add many cards, a list or any iterable of cards, in their order (the second way)."""
        for card in list(cards):
            self.add(card)

    def add_hand(self, other: Hand) -> None:
        """Add every card of another hand, in the order they were added to it (the third way)."""
        add_hand(self, other)  # Task 6

    def remove(self, card: Card) -> bool:
        """Remove the first copy of a card; whether it was there."""
        if card not in self._added:
            return False
        self._added.remove(card)
        self._count_out(card)
        return True

    def remove_at(self, position: int) -> Card:
        """Remove and return the card at a position in the order added."""
        if not -len(self._added) <= position < len(self._added):
            raise IndexError(f"no card at position {position!r} in a hand of {len(self)}")
        card = self._added.pop(position)
        self._count_out(card)
        return card

    def _count_out(self, card: Card) -> None:
        self._cards.remove(card)
        self._rank_counts[card.rank] -= 1
        if not self._rank_counts[card.rank]:
            del self._rank_counts[card.rank]

    def remove_all(self, cards: Iterable[Card]) -> bool:
        """Remove each given card the hand holds; False if any of them was missing."""
        return remove_all(self, list(cards))  # Task 5

    @property
    def rank_counts(self) -> dict[Rank, int]:
        """How many cards of each rank the hand holds (ranks it holds only)."""
        return dict(self._rank_counts)

    def count_rank(self, rank: Rank) -> int:
        """How many cards of a rank the hand holds."""
        return self._rank_counts[rank]

    def count_suit(self, suit: Suit) -> int:
        """How many cards of a suit the hand holds."""
        return count_suit(self, suit)  # Task 2

    def values(self) -> list[int]:
        """Every value the hand can have, lowest first."""
        return hand_values(self)  # Task 1

    def best_value(self, limit: int = 21) -> int:
        """The highest value not over the limit, or the lowest value if all are over."""
        return best_value(self, limit)  # Task 4

    def is_over(self, limit: int) -> bool:
        """Whether even the lowest value is above the limit."""
        return is_over(self, limit)  # Task 3

    def sort_descending(self) -> None:
        """Arrange the hand: highest rank first, suits in order within a rank."""
        self._cards = sorted_view(self._cards, descending=True)  # Task 7

    def sort_ascending(self) -> None:
        """Arrange the hand: lowest rank first, suits in order within a rank."""
        self._cards = sorted_view(self._cards, descending=False)  # Task 7

    def sort(self, descending: bool = True) -> None:
        """sort_descending() (the default) or sort_ascending()."""
        if descending:
            self.sort_descending()
        else:
            self.sort_ascending()

    def arranged(self) -> list[Card]:
        """The cards as the hand is arranged: as the last sort left them, later cards at the end."""
        return list(self._cards)

    # The assignment's Java names.
    sortDescending = sort_descending
    sortAscending = sort_ascending
    removeAll = remove_all

    def reversed_copy(self) -> Hand:
        """A new hand with the cards in the opposite order added."""
        return Hand(reversed(self._added))

    def __len__(self) -> int:
        return len(self._added)

    def __iter__(self) -> Iterator[Card]:
        return iter(list(self._added))

    def __reversed__(self) -> Iterator[Card]:
        return reversed(list(self._added))

    def __contains__(self, card: object) -> bool:
        return card in self._added

    def __getitem__(self, position: int) -> Card:
        return self._added[position]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self._added == other._added

    __hash__ = None  # a hand changes, so it cannot be a set member or a dict key

    def __repr__(self) -> str:
        return f"Hand({self._added!r})"

    def __str__(self) -> str:
        return "[" + " ".join(card.short for card in self._cards) + "]"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Hand, (list(self._added),), {"arranged": list(self._cards)})

    def __setstate__(self, state: dict[str, list[Card]]) -> None:
        arranged = list(state["arranged"])
        if Counter(arranged) != Counter(self._added):
            raise ValueError(f"a saved hand arranged as {arranged!r} does not hold its cards {self._added!r}")
        self._cards = arranged


# %% [markdown] nbgrader={"grade": false, "grade_id": "hand_example_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Trying the hand
#
# Everything not marked with a task already works:

# %%
hand = Hand(cards_from("10♦ A♠"))
hand.add(Card(Rank.ACE, Suit.CLUBS))
print(hand, len(hand), hand.rank_counts)
print(hand.remove(Card(Rank.KING, Suit.HEARTS)), hand.remove_at(0), hand)
print(Hand(hand) == hand, hand.reversed_copy())
other = Hand(cards_from("2♣ 3♣"))
other.add_all(hand)                     # any iterable of cards, a hand too
print(other, list(other) == cards_from("2♣ 3♣ A♠ A♣"), other.arranged())

# %% [markdown] nbgrader={"grade": false, "grade_id": "hand_values_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 1: `hand_values` (3 points)
#
# Count every ace as 1 and you get the hand's **lowest** value. Each ace that counts 11
# instead adds 10. So a hand with `n` aces has `n + 1` values:
#
# | hand | values |
# |---|---|
# | `[K♠ Q♦]` | `[20]` |
# | `[10♦ 10♠ A♣]` | `[21, 31]` |
# | `[10♦ A♠ A♣]` | `[12, 22, 32]` |
# | `[]` | `[0]` |
#
# Write `hand_values(hand)`, returning the values lowest first. `card.points` counts an ace
# as 11, and `hand.count_rank(Rank.ACE)` tells you how many aces there are.

# %% nbgrader={"grade": false, "grade_id": "hand_values", "locked": false, "schema_version": 3, "solution": true, "task": false}
def hand_values(hand: Hand) -> list[int]:
    """Every value the hand can have, lowest first: each ace counts 1 or 11.

    >>> hand_values(Hand(cards_from("10♦ A♠ A♣")))
    [12, 22, 32]
    """
    ### BEGIN SOLUTION
    aces = hand.count_rank(Rank.ACE)
    lowest = sum(card.points for card in hand) - 10 * aces
    return [lowest + 10 * high for high in range(aces + 1)]
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_hand_values", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
got = hand_values(Hand(cards_from("10♦ 10♠ A♣")))
assert got == [21, 31], f"hand_values([10♦ 10♠ A♣]) gave {got}, expected [21, 31]"
got = hand_values(Hand(cards_from("K♠ Q♦")))
assert got == [20], f"hand_values([K♠ Q♦]) gave {got}, expected [20]"
### BEGIN HIDDEN TESTS
for text, expected in [("10♦ A♠ A♣", [12, 22, 32]), ("", [0]), ("A♠", [1, 11]),
                       ("A♠ A♣ A♥ A♦", [4, 14, 24, 34, 44]), ("2♣ 3♣ 4♣", [9]), ("A♠ 9♦ A♣", [11, 21, 31])]:
    got = hand_values(Hand(cards_from(text)))
    assert got == expected, f"hand_values([{text}]) gave {got}, expected {expected}"
rng = random.Random(4)
for _ in range(50):
    picked = rng.sample(cards_from("A♠ A♣ A♥ 2♣ 5♦ 9♥ K♠ Q♣"), rng.randrange(9))
    mixed = rng.sample(picked, len(picked))
    assert hand_values(Hand(picked)) == hand_values(Hand(mixed)), f"the values of {picked} depend on the order"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "count_suit_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 2: `count_suit` (1 point)
#
# Write `count_suit(hand, suit)`: how many cards of that suit the hand holds.

# %% nbgrader={"grade": false, "grade_id": "count_suit", "locked": false, "schema_version": 3, "solution": true, "task": false}
def count_suit(hand: Hand, suit: Suit) -> int:
    """How many cards of a suit the hand holds.

    >>> count_suit(Hand(cards_from("10♦ A♠ 2♦")), Suit.DIAMONDS)
    2
    """
    ### BEGIN SOLUTION
    return sum(card.suit is suit for card in hand)
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_count_suit", "locked": true, "points": 1, "schema_version": 3, "solution": false, "task": false}
got = count_suit(Hand(cards_from("10♦ A♠ 2♦")), Suit.DIAMONDS)
assert got == 2, f"count_suit([10♦ A♠ 2♦], Suit.DIAMONDS) gave {got!r}, expected 2"
### BEGIN HIDDEN TESTS
assert count_suit(Hand(cards_from("10♦ A♠ 2♦")), Suit.HEARTS) == 0, "count_suit of a missing suit should be 0"
assert count_suit(Hand(), Suit.CLUBS) == 0, "count_suit of an empty hand should be 0"
assert count_suit(Hand(cards_from("2♣ 3♣ 4♣ 5♠")), Suit.CLUBS) == 3
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "is_over_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 3: `is_over` (1 point)
#
# A hand is **over** a limit when even its lowest value is above it: `[10♦ 10♠ 2♣]` is over 21
# (bust), but `[10♦ 10♠ A♣]` is not, because its ace can count 1. Write `is_over(hand, limit)`.

# %% nbgrader={"grade": false, "grade_id": "is_over", "locked": false, "schema_version": 3, "solution": true, "task": false}
def is_over(hand: Hand, limit: int) -> bool:
    """Whether even the hand's lowest value is above the limit.

    >>> is_over(Hand(cards_from("K♣ K♦ K♠")), 21)
    True
    """
    ### BEGIN SOLUTION
    return hand.values()[0] > limit
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_is_over", "locked": true, "points": 1, "schema_version": 3, "solution": false, "task": false}
assert is_over(Hand(cards_from("10♦ 10♠ 2♣")), 21) is True, "is_over([10♦ 10♠ 2♣], 21) should be True"
assert is_over(Hand(cards_from("10♦ 10♠ A♣")), 21) is False, "is_over([10♦ 10♠ A♣], 21) should be False"
### BEGIN HIDDEN TESTS
for text, limit, expected in [("K♠ Q♦", 20, False), ("K♠ Q♦", 19, True), ("", 0, False),
                              ("A♠ A♣", 1, True), ("A♠ A♣", 2, False)]:
    got = is_over(Hand(cards_from(text)), limit)
    assert got is expected, f"is_over([{text}], {limit}) gave {got!r}, expected {expected}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "best_value_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 4: `best_value` (1 point)
#
# A hand's **best value** is the highest of its values that is not over a limit (21 unless
# said otherwise): `[10♦ A♠ A♣]` has the values `[12, 22, 32]`, and its best value is 12. When
# every value is over the limit, the best value is the lowest one: `[K♣ K♦ K♠]` is 30. Write
# `best_value(hand, limit)`, used by `hand.best_value(limit=21)`; `hand.values()` lists the
# values, lowest first.

# %% nbgrader={"grade": false, "grade_id": "best_value", "locked": false, "schema_version": 3, "solution": true, "task": false}
def best_value(hand: Hand, limit: int = 21) -> int:
    """The highest value not over the limit, or the lowest value if all are over.

    >>> best_value(Hand(cards_from("10♦ A♠ A♣")))
    12
    """
    ### BEGIN SOLUTION
    fitting = [value for value in hand.values() if value <= limit]
    return fitting[-1] if fitting else hand.values()[0]
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_best_value", "locked": true, "points": 1, "schema_version": 3, "solution": false, "task": false}
got = best_value(Hand(cards_from("10♦ A♠ A♣")))
assert got == 12, f"best_value([10♦ A♠ A♣]) gave {got!r}, expected 12 (its values are 12, 22, 32)"
### BEGIN HIDDEN TESTS
for text, limit, expected in [("A♠ 9♦", 21, 20), ("K♣ K♦ K♠", 21, 30), ("A♠ A♣", 21, 12), ("", 21, 0),
                              ("A♠ 9♦", 15, 10), ("A♠ 9♦", 9, 10), ("A♠ A♣ A♥ A♦", 24, 24)]:
    got = best_value(Hand(cards_from(text)), limit)
    assert got == expected, f"best_value([{text}], {limit}) gave {got!r}, expected {expected}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "remove_all_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 5: `remove_all` (3 points)
#
# `hand.remove_all(cards)` removes several cards at once: each card of `cards` that the hand
# holds is removed (a card listed twice is removed twice, if the hand holds two), and it
# returns `True` if every card was there, `False` if any was missing. The cards that were
# there are removed either way. Removing nothing (`[]`) gives `True`. Write
# `remove_all(hand, cards)`. Use `hand.remove(card)`: it keeps the rank counts right and
# tells you whether the card was there.

# %% nbgrader={"grade": false, "grade_id": "remove_all", "locked": false, "schema_version": 3, "solution": true, "task": false}
def remove_all(hand: Hand, cards: list[Card]) -> bool:
    """Remove each of the cards the hand holds; False if any of them was missing.

    >>> hand = Hand(cards_from("2♣ 3♣")); remove_all(hand, cards_from("2♣ K♦")), len(hand)
    (False, 1)
    """
    ### BEGIN SOLUTION
    all_there = True
    for card in cards:
        if not hand.remove(card):
            all_there = False
    return all_there
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_remove_all", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
hand = Hand(cards_from("A♠ 2♣ 3♣"))
assert remove_all(hand, cards_from("2♣ A♠")) is True, "remove_all([A♠ 2♣ 3♣], [2♣ A♠]) should give True"
assert list(hand) == cards_from("3♣"), f"after remove_all the hand is {hand}, expected [3♣]"
### BEGIN HIDDEN TESTS
hand = Hand(cards_from("A♠ 2♣ 3♣ 2♣"))
assert remove_all(hand, cards_from("2♣ K♦")) is False, "remove_all with a missing card should give False"
assert str(hand) == "[A♠ 3♣ 2♣]", f"remove_all([2♣ K♦]) left {hand}, expected [A♠ 3♣ 2♣] (the 2♣ removed)"
assert remove_all(hand, cards_from("2♣ 2♣")) is False and str(hand) == "[A♠ 3♣]", (
    "remove_all of two 2♣ from a hand with one should remove it and give False")
assert remove_all(hand, []) is True and len(hand) == 2, "remove_all([]) should give True and remove nothing"
assert remove_all(hand, cards_from("3♣")) is True and str(hand) == "[A♠]"
assert hand.count_rank(Rank.TWO) == 0, "the rank counts were not updated: use hand.remove"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "add_hand_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 6: `add_hand` (1 point)
#
# The assignment asks for three ways to add cards: one card (`add`), a collection of cards
# (`add_all`), and **another hand**. Java would overload one name, `add(Hand)`; Python has no
# overloading, so the third way has its own name: `hand.add_hand(other)` calls your
# `add_hand(hand, other)`. It adds every card of `other` to `hand`, in the order they were
# added to `other` (not as `other` is arranged), and leaves `other` as it was. Anything but a
# `Hand` raises `TypeError` showing the value: `add_hand(hand, [2♣])` raises
# `TypeError: not a hand: [Card(Rank.TWO, Suit.CLUBS)]`. Adding a hand to itself doubles it.

# %% nbgrader={"grade": false, "grade_id": "add_hand", "locked": false, "schema_version": 3, "solution": true, "task": false}
def add_hand(hand: Hand, other: Hand) -> None:
    """Add every card of the other hand to the hand, in the order they were added to it.

    >>> hand = Hand(cards_from("2♣")); add_hand(hand, Hand(cards_from("A♣ 3♦"))); print(hand)
    [2♣ A♣ 3♦]
    """
    ### BEGIN SOLUTION
    if not isinstance(other, Hand):
        raise TypeError(f"not a hand: {other!r}")
    hand.add_all(list(other))
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_add_hand", "locked": true, "points": 1, "schema_version": 3, "solution": false, "task": false}
hand = Hand(cards_from("A♠"))
add_hand(hand, Hand(cards_from("2♣ 3♣")))
assert list(hand) == cards_from("A♠ 2♣ 3♣"), f"add_hand([A♠], [2♣ 3♣]) gave {hand}, expected [A♠ 2♣ 3♣]"
### BEGIN HIDDEN TESTS
other = Hand(cards_from("9♥ 4♥"))
other._cards.reverse()  # arranged [4♥ 9♥], as sort_ascending would (that is task 7's to test)
add_hand(hand, other)
got = " ".join(card.short for card in hand)
assert got == "A♠ 2♣ 3♣ 9♥ 4♥", f"add_hand of [9♥ 4♥] sorted gave {got}, expected the cards in the order added to it"
assert list(other) == cards_from("9♥ 4♥"), f"add_hand changed the other hand to {list(other)}"
add_hand(hand, hand)
assert len(hand) == 10 and hand.count_rank(Rank.ACE) == 2, f"add_hand(hand, hand) gave {hand}, expected it doubled"
for bad in (cards_from("2♣"), "2♣", None):
    try:
        add_hand(hand, bad)
    except TypeError as error:
        assert repr(bad) in str(error), f"add_hand(hand, {bad!r}) raised {error!r}, which does not show {bad!r}"
    else:
        raise AssertionError(f"add_hand(hand, {bad!r}) did not raise TypeError: only a Hand is a hand")
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "sorted_view_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 7: `sorted_view` (2 points)
#
# `hand.sort_descending()` and `hand.sort_ascending()` (the assignment's `sortDescending` and
# `sortAscending`) **arrange** the hand: they put in the place of its arrangement the list that
# your `sorted_view(cards, descending)` returns. Looping over the hand still gives the order
# the cards were added: only `str(hand)` and `hand.arranged()` change. Write it, returning a
# **new** list:
#
# * descending: the cards' natural order, highest rank first, suits in order within a rank
#   (`[A♣ A♠ 10♦ 2♣ 2♦]`); `sorted(cards)` already sorts that way;
# * ascending: lowest rank first, suits in order within a rank (`[2♣ 2♦ 10♦ A♣ A♠]`). Ranks and
#   suits can be compared (`Rank.TWO < Rank.ACE`), so a key may return them.

# %% nbgrader={"grade": false, "grade_id": "sorted_view", "locked": false, "schema_version": 3, "solution": true, "task": false}
def sorted_view(cards: list[Card], descending: bool) -> list[Card]:
    """A sorted copy: descending in the natural card order, or ascending by rank then suit.

    >>> sorted_view(cards_from("2♣ A♠ 10♦"), descending=True)
    [Card(Rank.ACE, Suit.SPADES), Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.TWO, Suit.CLUBS)]
    """
    ### BEGIN SOLUTION
    if descending:
        return sorted(cards)
    return sorted(cards, key=lambda card: (card.rank, card.suit))
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_sorted_view", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
mixed = cards_from("2♦ A♠ 10♦ A♣ 2♣")
got = [card.short for card in sorted_view(mixed, descending=True)]
assert got == ["A♣", "A♠", "10♦", "2♣", "2♦"], f"sorted_view(2♦ A♠ 10♦ A♣ 2♣, descending=True) gave {got}"
### BEGIN HIDDEN TESTS
got = [card.short for card in sorted_view(mixed, descending=False)]
assert got == ["2♣", "2♦", "10♦", "A♣", "A♠"], f"sorted_view(2♦ A♠ 10♦ A♣ 2♣, descending=False) gave {got}"
assert mixed == cards_from("2♦ A♠ 10♦ A♣ 2♣"), "sorted_view changed the list it was given"
hand = Hand(mixed)
hand.sort_ascending()
assert str(hand) == "[2♣ 2♦ 10♦ A♣ A♠]", f"after sort_ascending() the hand is {hand}, expected [2♣ 2♦ 10♦ A♣ A♠]"
assert list(hand) == mixed, f"after sort_ascending() the hand iterates as {list(hand)}, expected the order added"
hand.sort_descending()
assert str(hand) == "[A♣ A♠ 10♦ 2♣ 2♦]", f"after sort_descending() the hand is {hand}, expected [A♣ A♠ 10♦ 2♣ 2♦]"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "hand_end", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## All together
#
# With every task done, try this in a new cell:
#
# ```python
# hand = Hand(cards_from("10♦ A♠ A♣"))
# print(hand.values(), hand.best_value(), hand.is_over(21))
# hand.sort_descending()
# print(hand)                       # arranged: [A♣ A♠ 10♦]
# print([card.short for card in hand])   # the order added: ['10♦', 'A♠', 'A♣']
# hand.add_hand(Hand(cards_from("2♣")))
# print(hand, len(hand))            # [A♣ A♠ 10♦ 2♣] 4
# ```
