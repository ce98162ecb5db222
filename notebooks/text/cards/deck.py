# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] nbgrader={"grade": false, "grade_id": "deck_intro", "locked": true, "schema_version": 3, "solution": false, "task": false}
# # Deck (9 points)
#
# A `Deck` is a **container**: it holds cards, tells its length with `len(deck)`, and lets
# you loop over it with `for card in deck`. In this notebook you write the parts that make it
# a deck: a fair shuffle, dealing, an iterator, and what gets saved when a deck is pickled.
# A new deck's 52 cards in order (`new_cards()`: clubs two to ace, then diamonds, hearts and
# spades) and loading a saved deck are given, as in the module form of this assignment.
#
# The first cell gives you a `Card`, `Rank` and `Suit` to work with, and a helper
# `cards_from("10♦ A♠")` for writing cards quickly. Run it first. They are **not** the answers
# to the cards notebook: this `Card` looks its points and short name (`card.short`, `10♦`) up
# in tables, puts the higher rank first when sorted, and has only what this notebook needs (no
# `str`, no `+`, no sort keys, no `previous`, no `is_blackjack`).

# %% nbgrader={"grade": false, "grade_id": "cards_given", "locked": true, "schema_version": 3, "solution": false, "task": false}
# A Card to work with (not the cards notebook's answers). Run this cell; you need not read it.
# include: _given_cards.py

# %% [markdown] nbgrader={"grade": false, "grade_id": "deck_class_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## The `Deck` class
#
# A deck keeps its cards in a list, `self._cards`, with the **top card last**: dealing is then
# `list.pop()`, which is quick. Looping over a deck goes in dealing order (top card first),
# without dealing. Each method marked with a task calls a function that you write.
#
# Randomness is a **parameter**: `Deck(rng)` takes a `random.Random`. A test passes
# `random.Random(42)` and gets the same shuffle every time; a game passes nothing and gets a
# fresh one.

# %% nbgrader={"grade": false, "grade_id": "deck_given", "locked": true, "schema_version": 3, "solution": false, "task": false}
def new_cards() -> list[Card]:
    """The 52 cards of a new deck in dealing order: clubs two..ace, then diamonds, hearts, spades.

    >>> new_cards()[:2]
    [Card(Rank.TWO, Suit.CLUBS), Card(Rank.THREE, Suit.CLUBS)]
    """
    return [Card(rank, suit) for suit in Suit for rank in Rank]


class EmptyDeckError(IndexError):
    """Raised when a card is dealt from an empty deck.

    >>> issubclass(EmptyDeckError, IndexError)
    True
    """


class Deck:
    """A deck of 52 cards, new in order (two of clubs on top); shuffle it before dealing.

    >>> deck = Deck(random.Random(1))
    >>> len(deck), deck.deal(), len(deck)
    (52, Card(Rank.TWO, Suit.CLUBS), 51)
    """

    def __init__(self, rng: random.Random | None = None) -> None:
        self._rng = rng if rng is not None else random.Random()
        self._cards: list[Card] = []  # the top card (dealt next) is the last one
        self.new_deck()

    def new_deck(self) -> None:
        """Start again with all 52 cards, in order."""
        self._cards = new_cards()[::-1]  # reversed: the first card goes on top

    def shuffle(self) -> None:
        """Shuffle the cards left in the deck."""
        shuffle_cards(self._cards, self._rng)  # Task 1

    def deal(self) -> Card:
        """Remove and return the top card."""
        return deal_card(self._cards)  # Task 2

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return reversed(self._cards)

    def every_second(self) -> EverySecondCard:
        """An iterator over every second card, in dealing order."""
        return EverySecondCard(self)  # Task 3

    def __repr__(self) -> str:
        return f"<Deck of {len(self)} cards>"

    def __getstate__(self) -> dict[str, list[Card]]:
        return deck_getstate(self)  # Task 4

    def __setstate__(self, state: dict[str, list[Card]]) -> None:
        """Set up a loaded deck: the saved cards (the top card last again) and a fresh rng."""
        self._cards = list(state["every_second"])[::-1]
        self._rng = random.Random()


# %% [markdown] nbgrader={"grade": false, "grade_id": "shuffle_cards_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 1: `shuffle_cards` (3 points)
#
# A fair shuffle makes every order of the cards equally likely. The **Fisher–Yates shuffle**
# does it in one pass, from the last position down to the second:
#
# ```text
# for i from len(cards) - 1 down to 1:
#     j = a random whole number with 0 <= j <= i      (rng.randrange(i + 1))
#     swap cards[i] and cards[j]
# ```
#
# Position `i` gets a card picked uniformly from those not yet placed, and may keep its own.
# Two tempting changes make it unfair: picking `j` from the whole list every time, or
# never letting a card stay put (`rng.randrange(i)`). Write `shuffle_cards(cards, rng)`: it
# shuffles the list **in place** and uses only `rng` for randomness (not `random.shuffle`,
# not `rng.shuffle`).

# %%
example = list("abcde")
example[0], example[4] = example[4], example[0]  # swap two items
print(example)
rng = random.Random(42)
print([rng.randrange(3) for _ in range(10)])  # whole numbers from 0 to 2
print(list(range(4, 0, -1)))  # from 4 down to 1

# %% nbgrader={"grade": false, "grade_id": "shuffle_cards", "locked": false, "schema_version": 3, "solution": true, "task": false}
def shuffle_cards(cards: list[Card], rng: random.Random) -> None:
    """Shuffle a list in place with the Fisher–Yates algorithm, using rng for every choice.

    >>> cards = new_cards(); shuffle_cards(cards, random.Random(7)); len(cards)
    52
    """
    ### BEGIN SOLUTION
    for i in range(len(cards) - 1, 0, -1):
        j = rng.randrange(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_shuffle_cards", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
original = cards_from("2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣")
first, second = list(original), list(original)
assert shuffle_cards(first, random.Random(1)) is None, "shuffle_cards should change the list, not return a new one"
shuffle_cards(second, random.Random(1))
assert sorted(first) == sorted(original), "shuffle_cards lost or added cards"
assert first != original, "shuffle_cards(cards, random.Random(1)) left the cards in order"
assert first == second, "two shuffles with random.Random(1) gave different orders"
### BEGIN HIDDEN TESTS
class NoShuffle(random.Random):
    def shuffle(self, x: Any) -> None:
        raise AssertionError("shuffle_cards must not call rng.shuffle: write the loop yourself")


def refuse(x: Any) -> None:
    raise AssertionError("shuffle_cards must not call random.shuffle: write the loop yourself")


saved_shuffle, random.shuffle = random.shuffle, refuse
try:
    shuffle_cards(list(original), NoShuffle(2))
finally:
    random.shuffle = saved_shuffle
empty, single = [], cards_from("A♠")
shuffle_cards(empty, random.Random(3))
shuffle_cards(single, random.Random(3))
assert empty == [] and single == cards_from("A♠"), "shuffle_cards failed on a list of 0 or 1 cards"
# Every order of three cards should be equally likely: 6000 shuffles, 1000 expected each.
# Chi-square on 5 degrees of freedom; a fair shuffle fails this with probability 1e-6
# (the seed is fixed, so the test gives the same answer every run).
rng, three, seen = random.Random(2026), cards_from("2♣ 3♣ 4♣"), Counter()
for _ in range(6000):
    trial = list(three)
    shuffle_cards(trial, rng)
    seen[tuple(trial)] += 1
statistic = sum((seen[order] - 1000) ** 2 / 1000 for order in
                [(a, b, c) for a in three for b in three for c in three if len({a, b, c}) == 3])
assert len(seen) == 6 and statistic < 35.89, (
    f"shuffle_cards is not fair: the six orders of three cards came {sorted(seen.values())} times out of 6000")
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "deal_card_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 2: `deal_card` (2 points)
#
# Write `deal_card(cards)`: remove the top card (the **last** in the list) and return it. An
# empty list has no card to deal: raise `EmptyDeckError` with a message saying the deck is
# empty, like `EmptyDeckError("cannot deal: the deck is empty")`. Because `EmptyDeckError`
# is an `IndexError`, code that catches `IndexError` catches it too.

# %% nbgrader={"grade": false, "grade_id": "deal_card", "locked": false, "schema_version": 3, "solution": true, "task": false}
def deal_card(cards: list[Card]) -> Card:
    """Remove and return the top (last) card; EmptyDeckError if there is none.

    >>> deal_card(cards_from("2♣ A♠"))
    Card(Rank.ACE, Suit.SPADES)
    """
    ### BEGIN SOLUTION
    if not cards:
        raise EmptyDeckError("cannot deal: the deck is empty")
    return cards.pop()
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_deal_card", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
pile = cards_from("2♣ 3♦ A♠")
assert deal_card(pile) == Card(Rank.ACE, Suit.SPADES), "deal_card([2♣, 3♦, A♠]) should give A♠, the last card"
assert pile == cards_from("2♣ 3♦"), f"after deal_card the list is {pile}, expected [2♣, 3♦]"
### BEGIN HIDDEN TESTS
deal_card(pile), deal_card(pile)
try:
    deal_card(pile)
except EmptyDeckError as error:
    assert "empty" in str(error), f"the message {str(error)!r} should say the deck is empty"
else:
    raise AssertionError("deal_card([]) should raise EmptyDeckError")
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "every_second_card_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Iterators
#
# A `for` loop asks its object for an **iterator** with `iter(...)`, then calls `next(...)` on
# it until it raises `StopIteration`. An iterator is any object with two methods:
# `__iter__` (return itself) and `__next__` (return the next item, or raise `StopIteration`).
# Here is one that counts down:

# %%
class Countdown:
    """An iterator over n, n - 1, ..., 1."""

    def __init__(self, n: int) -> None:
        self._n = n

    def __iter__(self) -> Countdown:
        return self

    def __next__(self) -> int:
        if self._n <= 0:
            raise StopIteration
        self._n -= 1
        return self._n + 1


counter = Countdown(3)
print(list(counter), list(counter))  # an iterator is used up once it has been looped over

# %% [markdown] nbgrader={"grade": false, "grade_id": "every_second_card_task", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 3: `EverySecondCard` (2 points)
#
# `deck.every_second()` returns an `EverySecondCard` iterator: it gives the 1st, 3rd, 5th, ...
# cards, in the order it was given them. It works on its own copy of the cards (so dealing
# from the deck meanwhile changes nothing). Write its `__next__` method.

# %% nbgrader={"grade": false, "grade_id": "every_second_card", "locked": false, "schema_version": 3, "solution": true, "task": false}
class EverySecondCard:
    """An iterator over every second card (the 1st, 3rd, 5th, ...), in the order given.

    >>> [card.short for card in EverySecondCard(cards_from("2♣ 3♣ 4♣"))]
    ['2♣', '4♣']
    """

    def __init__(self, cards: Iterable[Card]) -> None:
        self._cards = list(cards)
        self._position = 0

    def __iter__(self) -> EverySecondCard:
        return self

    def __next__(self) -> Card:
        """The next card of every second one; StopIteration when there are no more."""
        ### BEGIN SOLUTION
        if self._position >= len(self._cards):
            raise StopIteration
        card = self._cards[self._position]
        self._position += 2
        return card
        ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_every_second_card", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
got = [card.short for card in EverySecondCard(cards_from("2♣ 3♣ 4♣ 5♣ 6♣"))]
assert got == ["2♣", "4♣", "6♣"], f"EverySecondCard(2♣ 3♣ 4♣ 5♣ 6♣) gave {got}, expected ['2♣', '4♣', '6♣']"
### BEGIN HIDDEN TESTS
iterator = EverySecondCard(cards_from("2♣ 3♣ 4♣ 5♣"))
assert next(iterator) == Card(Rank.TWO, Suit.CLUBS) and next(iterator) == Card(Rank.FOUR, Suit.CLUBS)
for _ in range(2):
    try:
        next(iterator)
    except StopIteration:
        pass
    else:
        raise AssertionError("EverySecondCard(2♣ 3♣ 4♣ 5♣) gave a third card")
assert list(EverySecondCard([])) == [], "EverySecondCard([]) should give nothing"
assert list(EverySecondCard(cards_from("A♠"))) == cards_from("A♠")
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "deck_getstate_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Pickling: choosing what is saved
#
# `pickle.dumps(obj)` turns an object into bytes that `pickle.loads` turns back into an
# object. By default it saves every attribute. A class can choose instead: `__getstate__`
# returns what to save, and `__setstate__(state)` sets up a new, empty object from it.
#
# Our deck makes a point of it: a pickled deck keeps **only every second card** (the 1st,
# 3rd, 5th, ... in dealing order), and not its random number generator. A loaded deck holds
# those cards, in the same dealing order, and a fresh `random.Random()`: loading is given
# (`Deck.__setstate__`, as in the module form); saving is your task.

# %% [markdown] nbgrader={"grade": false, "grade_id": "deck_getstate_task", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 4: `deck_getstate` (2 points)
#
# Write `deck_getstate(deck)` (used by `Deck.__getstate__`). It returns a dictionary with one
# key, `"every_second"`, holding a list of every second card of the deck in dealing order,
# top card first.

# %% nbgrader={"grade": false, "grade_id": "deck_getstate", "locked": false, "schema_version": 3, "solution": true, "task": false}
def deck_getstate(deck: Deck) -> dict[str, list[Card]]:
    """What a pickled deck saves: every second card, in dealing order.

    >>> deck = Deck(); deck_getstate(deck)["every_second"][:2]
    [Card(Rank.TWO, Suit.CLUBS), Card(Rank.FOUR, Suit.CLUBS)]
    """
    ### BEGIN SOLUTION
    return {"every_second": list(deck.every_second())}
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_deck_getstate", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
deck = Deck.__new__(Deck)  # an empty deck, without calling __init__
deck._rng, deck._cards = random.Random(1), cards_from("2♣ 3♣ 4♣ 5♣ 6♣")  # 6♣ is on top
got = deck_getstate(deck)
assert got == {"every_second": cards_from("6♣ 4♣ 2♣")}, f"deck_getstate gave {got}, expected 6♣ 4♣ 2♣"
### BEGIN HIDDEN TESTS
assert len(deck) == 5, "deck_getstate changed the deck"
deck._cards = []
assert deck_getstate(deck) == {"every_second": []}, "deck_getstate of an empty deck should save an empty list"
deck._cards = cards_from("2♣ 3♣ 4♣ 5♣")
assert deck_getstate(deck) == {"every_second": cards_from("5♣ 3♣")}
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "deck_end", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## All together
#
# With every task done, try this in a new cell:
#
# ```python
# import pickle
# deck = Deck(random.Random(42))
# deck.shuffle()
# print([deck.deal().short for _ in range(5)], len(deck))
# print(len(pickle.loads(pickle.dumps(deck))))    # 24: every second card of the 47 left
# ```
