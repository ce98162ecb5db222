"""The Card/Deck/Hand contract: checks that run against any namespace holding the classes.

Each ``check_*`` function takes a namespace ``ns`` (the module ``reference.cards``, or a
``SimpleNamespace`` made from a notebook's solution cells) and raises ``AssertionError``
with a sentence saying what was called, what came back and what was expected.
``tests/test_cards.py`` runs them against the reference, ``tests/test_cards_notebooks.py``
against the notebooks: the two must agree.

The module form (``reference/cards.py``, the ``cards`` assignment) and the cards notebooks
(``notebooks/text/cards/``) meet the same checks, question 1's newer items included: a hand
iterates in the order added even after sorting, the third way to add (``add_hand``) and the
static ``Card.is_blackjack``. The deck and hand notebooks are given a ``Card`` that is not
the cards notebook's answer (no ``str``, ``+``, sort keys or ``is_blackjack``), so they are
checked with ``DECK_CHECKS`` and ``HAND_CHECKS`` only.
"""

from __future__ import annotations

import copy
import math
import pickle
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from hypothesis import given, note, settings
from hypothesis import strategies as st

RANK_NAMES = ["TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN",
              "JACK", "QUEEN", "KING", "ACE"]
SUIT_NAMES = ["CLUBS", "DIAMONDS", "HEARTS", "SPADES"]
SHORT_RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SYMBOLS = "♣♦♥♠"
PROTOCOLS = range(pickle.HIGHEST_PROTOCOL + 1)
FEW_EXAMPLES = settings(max_examples=40, deadline=None, derandomize=True, database=None)


def card(ns: Any, text: str) -> Any:
    """The card written like ``10♦`` or ``A♠`` in the namespace's classes."""
    rank = ns.Rank[RANK_NAMES[SHORT_RANKS.index(text[:-1])]]
    suit = ns.Suit[SUIT_NAMES[SYMBOLS.index(text[-1])]]
    return ns.Card(rank, suit)


def cards(ns: Any, text: str) -> list[Any]:
    """Cards written like ``10♦ A♠ A♣``."""
    return [card(ns, word) for word in text.split()]


def all_cards(ns: Any) -> list[Any]:
    """The 52 cards, clubs two first, suit by suit."""
    return [ns.Card(rank, suit) for suit in ns.Suit for rank in ns.Rank]


def shorts(items: Any) -> str:
    """Cards as their short forms, for messages."""
    return " ".join(item.short for item in items)


# --------------------------------------------------------------------------- Suit, Rank
def check_suit_order_symbol_str(ns: Any) -> None:
    suits = list(ns.Suit)
    assert [s.name for s in suits] == SUIT_NAMES, f"list(Suit) gave {suits!r}, expected {SUIT_NAMES}"
    assert sorted(reversed(suits)) == suits, "sorted(Suit) is not clubs < diamonds < hearts < spades"
    for suit, symbol in zip(suits, SYMBOLS):
        assert suit.symbol == symbol, f"{suit!r}.symbol gave {suit.symbol!r}, expected {symbol!r}"
        assert str(suit) == suit.name.capitalize(), f"str({suit!r}) gave {str(suit)!r}"


def check_rank_values_points(ns: Any) -> None:
    assert [r.name for r in ns.Rank] == RANK_NAMES, f"list(Rank) gave {list(ns.Rank)!r}"
    expected = [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11]
    for rank, value, points in zip(ns.Rank, range(2, 15), expected):
        assert rank.value == value, f"{rank!r}.value gave {rank.value!r}, expected {value}"
        assert rank.points == points, f"{rank!r}.points gave {rank.points!r}, expected {points}"
    assert str(ns.Rank.TEN) == "Ten", f"str(Rank.TEN) gave {str(ns.Rank.TEN)!r}, expected 'Ten'"
    assert ns.Rank.TWO < ns.Rank.ACE, "Rank.TWO < Rank.ACE should be True"


def check_rank_previous(ns: Any) -> None:
    ranks = list(ns.Rank)
    for before, rank in zip([ranks[-1]] + ranks, ranks):
        assert rank.previous is before, f"{rank!r}.previous gave {rank.previous!r}, expected {before!r}"


# --------------------------------------------------------------------------- Card
def check_card_str_repr_short(ns: Any) -> None:
    ten = ns.Card(ns.Rank.TEN, ns.Suit.DIAMONDS)
    assert str(ten) == "Ten of Diamonds", f"str(Card(TEN, DIAMONDS)) gave {str(ten)!r}"
    assert repr(ten) == "Card(Rank.TEN, Suit.DIAMONDS)", f"repr gave {repr(ten)!r}"
    assert eval(repr(ten), {"Card": ns.Card, "Rank": ns.Rank, "Suit": ns.Suit}) == ten
    table = {"10♦": "Ten of Diamonds", "A♠": "Ace of Spades", "2♣": "Two of Clubs",
             "Q♥": "Queen of Hearts", "J♣": "Jack of Clubs", "K♦": "King of Diamonds"}
    for short, text in table.items():
        made = card(ns, short)
        assert made.short == short, f"{made!r}.short gave {made.short!r}, expected {short!r}"
        assert str(made) == text, f"str({made!r}) gave {str(made)!r}, expected {text!r}"


def check_card_fields_immutable_hashable(ns: Any) -> None:
    ten = ns.Card(ns.Rank.TEN, ns.Suit.DIAMONDS)
    assert ten.rank is ns.Rank.TEN and ten.suit is ns.Suit.DIAMONDS, f"{ten!r} has the wrong fields"
    assert ten.points == 10, f"{ten!r}.points gave {ten.points!r}, expected 10"
    for name, value in (("rank", ns.Rank.ACE), ("suit", ns.Suit.CLUBS)):
        try:
            setattr(ten, name, value)
        except AttributeError:
            pass
        else:
            raise AssertionError(f"setting card.{name} worked; a Card must be immutable")
    deck = all_cards(ns)
    assert len(set(deck)) == 52, f"52 different cards made a set of {len(set(deck))}"
    twin = ns.Card(ns.Rank.TEN, ns.Suit.DIAMONDS)
    assert ten == twin and hash(ten) == hash(twin), "equal cards must be == and hash alike"
    assert ten != ns.Card(ns.Rank.TEN, ns.Suit.SPADES), "Ten of Diamonds == Ten of Spades"
    assert ten != "10♦" and ten != (10, "D"), "a card compared equal to a non-card"
    assert copy.copy(ten) == ten and copy.deepcopy(ten) == ten, "a copied card changed"


def check_card_natural_order(ns: Any) -> None:
    mixed = cards(ns, "2♣ A♠ 10♦ A♣ 10♥ K♠ 2♦")
    expected = "A♣ A♠ K♠ 10♦ 10♥ 2♣ 2♦"
    got = shorts(sorted(mixed))
    assert got == expected, f"sorted(cards) gave {got}, expected {expected} (descending rank, suits ascending)"
    ace, two = card(ns, "A♣"), card(ns, "2♣")
    assert ace < two and two > ace and ace <= two and two >= ace, "A♣ should sort before 2♣"
    assert ace <= card(ns, "A♣") and not ace < card(ns, "A♣"), "a card is <= itself, not < itself"
    for op in ("__lt__", "__le__", "__gt__", "__ge__"):
        got = getattr(ace, op)(5)
        assert got is NotImplemented, f"card.{op}(5) gave {got!r}, expected NotImplemented"
    try:
        ace < 5  # noqa: B015
    except TypeError:
        pass
    else:
        raise AssertionError("card < 5 did not raise TypeError")


def check_card_sort_keys(ns: Any) -> None:
    mixed = cards(ns, "2♣ A♠ 10♦ A♣ 10♥ K♠ 2♦")
    got = shorts(sorted(mixed, key=ns.by_rank))
    assert got == "2♣ 2♦ 10♦ 10♥ K♠ A♣ A♠", f"sorted(key=by_rank) gave {got}"
    got = shorts(sorted(mixed, key=ns.by_suit))
    assert got == "2♣ A♣ 2♦ 10♦ 10♥ K♠ A♠", f"sorted(key=by_suit) gave {got}"
    everything = all_cards(ns)
    random.Random(4).shuffle(everything)
    assert sorted(everything, key=ns.by_suit) == all_cards(ns), "by_suit does not give the new-deck order"


def check_card_add(ns: Any) -> None:
    table = [("10♦ A♣", 21), ("A♠ A♣", 22), ("2♣ 3♣", 5), ("K♥ Q♥", 20), ("9♠ J♦", 19)]
    for pair, total in table:
        first, second = cards(ns, pair)
        got = first + second
        assert got == total and type(got) is int, f"{first.short} + {second.short} gave {got!r}, expected {total}"


def check_is_blackjack(ns: Any) -> None:
    is_blackjack = ns.Card.is_blackjack
    table = [("10♦ A♣", True), ("A♠ K♠", True), ("A♥ J♣", True), ("Q♦ A♦", True),
             ("A♠ A♣", False), ("10♦ 10♣", False), ("9♠ A♦", False), ("2♣ 3♣", False)]
    for pair, expected in table:
        got = is_blackjack(*cards(ns, pair))
        assert got is expected, f"is_blackjack({pair}) gave {got!r}, expected {expected}"


def check_card_bad_values(ns: Any) -> None:
    for rank, suit in (("ten", ns.Suit.HEARTS), (None, ns.Suit.HEARTS), (15, ns.Suit.HEARTS),
                       (ns.Rank.TEN, "hearts"), (ns.Rank.TEN, None), (ns.Suit.HEARTS, ns.Rank.TEN)):
        bad = rank if not isinstance(rank, ns.Rank) else suit
        try:
            ns.Card(rank, suit)
        except (TypeError, ValueError) as error:
            assert repr(bad) in str(error), f"Card({rank!r}, {suit!r}) raised {error!r}, which does not show {bad!r}"
        else:
            raise AssertionError(f"Card({rank!r}, {suit!r}) did not raise")


def check_card_pickle(ns: Any) -> None:
    for original in all_cards(ns):
        for protocol in PROTOCOLS:
            loaded = pickle.loads(pickle.dumps(original, protocol))
            assert loaded == original and type(loaded) is type(original), (
                f"pickle protocol {protocol} turned {original!r} into {loaded!r}")
    assert "__reduce__" in vars(ns.Card), "Card should define __reduce__ on purpose"


# --------------------------------------------------------------------------- Deck
def check_deck_new_and_deal(ns: Any) -> None:
    deck = ns.Deck(random.Random(0))
    assert len(deck) == 52, f"len(Deck()) gave {len(deck)}, expected 52"
    assert list(deck) == all_cards(ns), "a new deck is not in order (clubs two first, suit by suit)"
    assert len(deck) == 52, "iterating over a deck dealt cards"
    top = list(deck)[0]
    dealt = deck.deal()
    assert dealt == top, f"deal() gave {dealt!r}, expected the top card {top!r}"
    assert len(deck) == 51 and dealt not in list(deck), "deal() did not remove the card"
    deck.new_deck()
    assert len(deck) == 52 and list(deck) == all_cards(ns), "new_deck() did not start again with 52 in order"


def check_deck_empty(ns: Any) -> None:
    deck = ns.Deck(random.Random(0))
    dealt = [deck.deal() for _ in range(52)]
    assert sorted(dealt) == sorted(all_cards(ns)), "dealing 52 cards did not give each card once"
    assert issubclass(ns.EmptyDeckError, IndexError), "EmptyDeckError must subclass IndexError"
    try:
        deck.deal()
    except ns.EmptyDeckError as error:
        assert "empty" in str(error), f"the empty-deck message {str(error)!r} does not say 'empty'"
    else:
        raise AssertionError("deal() on an empty deck did not raise EmptyDeckError")
    assert len(deck) == 0


def check_deck_shuffle(ns: Any) -> None:
    orders = []
    for seed in (1, 1, 2):
        deck = ns.Deck(random.Random(seed))
        deck.shuffle()
        orders.append(list(deck))
    assert sorted(orders[0]) == sorted(all_cards(ns)), "shuffle() lost or added cards"
    assert orders[0] == orders[1], "two decks with the same seed shuffled differently"
    assert orders[0] != orders[2] and orders[0] != all_cards(ns), "shuffle() did not shuffle"
    deck = ns.Deck(random.Random(3))
    deck.shuffle()
    expected = list(deck)
    assert [deck.deal() for _ in range(52)] == expected, "dealing does not follow iteration order"

    half = ns.Deck(random.Random(5))
    for _ in range(40):
        half.deal()
    kept = list(half)
    half.shuffle()
    assert sorted(half) == sorted(kept), "shuffling the 12 cards left changed which cards are left"

    original = random.shuffle
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("Deck.shuffle must not call random.shuffle")
    random.shuffle = refuse  # type: ignore[assignment]
    try:
        ns.Deck(random.Random(6)).shuffle()
    finally:
        random.shuffle = original  # type: ignore[assignment]


def check_deck_shuffle_property(ns: Any) -> None:
    @FEW_EXAMPLES
    @given(seed=st.integers(0, 2**32), dealt=st.integers(0, 52))
    def shuffle_is_permutation(seed: int, dealt: int) -> None:
        note(f"Deck(random.Random({seed})), {dealt} cards dealt, then shuffle()")
        deck = ns.Deck(random.Random(seed))
        for _ in range(dealt):
            deck.deal()
        before = Counter(deck)
        deck.shuffle()
        assert Counter(deck) == before and len(deck) == 52 - dealt, (
            f"Deck(random.Random({seed})) with {dealt} dealt: shuffle() left {len(deck)} cards, "
            f"expected the same {52 - dealt} cards")

    shuffle_is_permutation()


def chi2_sf(statistic: float, df: int) -> float:
    """P(X >= statistic) for X ~ chi-square(df): the regularized upper incomplete gamma, by series."""
    a, x = df / 2, statistic / 2
    if x <= 0:
        return 1.0
    term = total = 1.0 / a
    n = 0
    while term > total * 1e-17:
        n += 1
        term *= x / (a + n)
        total += term
    lower = math.exp(a * math.log(x) - x - math.lgamma(a)) * total
    return max(0.0, 1.0 - lower)


FALSE_FAILURE_RATE = 1e-6  # the chance that a fair shuffle fails the uniformity check


def check_deck_shuffle_uniform(ns: Any, seed: int = 11) -> None:
    """Every card lands in every position equally often: chi-square over 5200 seeded shuffles.

    The 52 x 52 table of (card, position) counts expects 100 in each cell; under a fair
    shuffle its statistic is chi-square with 51**2 degrees of freedom, so a random seed
    fails with probability FALSE_FAILURE_RATE. The seed is fixed: the answer never changes.
    """
    rng, runs = random.Random(seed), 5200
    index = {made: i for i, made in enumerate(all_cards(ns))}
    counts = [[0] * 52 for _ in range(52)]
    for _ in range(runs):
        deck = ns.Deck(rng)
        deck.shuffle()
        for position, dealt in enumerate(deck):
            counts[index[dealt]][position] += 1
    expected = runs / 52
    statistic = sum((n - expected) ** 2 / expected for row in counts for n in row)
    p_value = chi2_sf(statistic, 51**2)
    assert p_value > FALSE_FAILURE_RATE, (
        f"shuffle() is not fair: chi-square {statistic:.0f} on {51**2} degrees of freedom, p = {p_value:.1e}")


def check_deck_every_second(ns: Any) -> None:
    deck = ns.Deck(random.Random(8))
    deck.shuffle()
    deck.deal()
    order = list(deck)
    iterator = deck.every_second()
    assert iter(iterator) is iterator, "every_second() should return an iterator"
    assert next(iterator) == order[0], "every_second() should start with the top card"
    rest = list(iterator)
    assert [order[0]] + rest == order[::2], "every_second() did not give the 1st, 3rd, 5th, ... cards"
    assert list(iterator) == [], "an exhausted iterator gave more cards"
    assert len(deck) == 51, "every_second() dealt cards"


def check_deck_pickle(ns: Any) -> None:
    for dealt in (0, 1, 51, 52):
        deck = ns.Deck(random.Random(9))
        deck.shuffle()
        for _ in range(dealt):
            deck.deal()
        expected = list(deck)[::2]
        for protocol in PROTOCOLS:
            loaded = pickle.loads(pickle.dumps(deck, protocol))
            assert list(loaded) == expected, (
                f"a pickled deck of {len(deck)} (protocol {protocol}) loaded as {len(loaded)} cards, "
                f"expected every second card, {len(expected)} of them")
            assert len(loaded) == len(expected)
            if expected:
                assert loaded.deal() == expected[0], "a loaded deck does not deal its top card first"
            else:
                try:
                    loaded.deal()
                except ns.EmptyDeckError:
                    pass
                else:
                    raise AssertionError("an empty loaded deck dealt a card")
            loaded.shuffle()  # a loaded deck has a working rng
        assert len(deck) == 52 - dealt, "pickling changed the original deck"


# --------------------------------------------------------------------------- Hand
HAND_VALUES = [
    ("", [0]),
    ("10♦ 10♠ A♣", [21, 31]),
    ("10♦ A♠ A♣", [12, 22, 32]),
    ("A♠", [1, 11]),
    ("K♠ Q♦", [20]),
    ("A♠ A♣ A♥ A♦", [4, 14, 24, 34, 44]),
    ("2♣ 3♣ 4♣", [9]),
]


def check_hand_make_and_iterate(ns: Any) -> None:
    empty = ns.Hand()
    assert len(empty) == 0 and list(empty) == [], "Hand() is not empty"
    some = cards(ns, "10♦ A♠ 2♣")
    hand = ns.Hand(some)
    assert list(hand) == some and len(hand) == 3, f"Hand(cards) iterates as {shorts(hand)}"
    copied = ns.Hand(hand)
    assert list(copied) == some, "Hand(other_hand) does not hold the same cards"
    copied.add(card(ns, "3♣"))
    assert len(hand) == 3, "changing a copy changed the original hand"
    assert str(hand) == "[10♦ A♠ 2♣]", f"str(hand) gave {str(hand)!r}, expected '[10♦ A♠ 2♣]'"


def check_hand_values(ns: Any) -> None:
    for text, expected in HAND_VALUES:
        got = ns.Hand(cards(ns, text)).values()
        assert got == expected, f"Hand([{text}]).values() gave {got!r}, expected {expected!r}"


def check_hand_values_any_order(ns: Any) -> None:
    deck = all_cards(ns)

    @FEW_EXAMPLES
    @given(picked=st.lists(st.sampled_from(deck), max_size=8), seed=st.integers(0, 1000))
    def values_ignore_order(picked: list[Any], seed: int) -> None:
        note(f"Hand([{shorts(picked)}]), mixed with seed {seed}")
        mixed = list(picked)
        random.Random(seed).shuffle(mixed)
        values = ns.Hand(picked).values()
        got = ns.Hand(mixed).values()
        assert got == values, f"Hand([{shorts(mixed)}]).values() gave {got}, but Hand([{shorts(picked)}]) {values}"
        aces = sum(c.rank is ns.Rank.ACE for c in picked)
        assert len(values) == aces + 1 and values == sorted(values), (
            f"Hand([{shorts(picked)}]).values() gave {values}, expected {aces + 1} values, lowest first")
        assert values[-1] == sum(c.rank.points for c in picked), (
            f"Hand([{shorts(picked)}]).values() gave {values}, expected the highest to count every ace 11")

    values_ignore_order()


def check_hand_add(ns: Any) -> None:
    hand = ns.Hand()
    hand.add(card(ns, "A♠"))
    hand.add_all(cards(ns, "2♣ 3♣"))
    hand.add_all(ns.Hand(cards(ns, "4♥")))
    assert shorts(hand) == "A♠ 2♣ 3♣ 4♥", f"after adding, the hand iterates as {shorts(hand)}"
    assert hand.values() == [10, 20], f"values() gave {hand.values()}"
    hand.add_all(hand)
    assert shorts(hand) == "A♠ 2♣ 3♣ 4♥ A♠ 2♣ 3♣ 4♥", "adding a hand to itself went wrong"


def check_hand_remove(ns: Any) -> None:
    hand = ns.Hand(cards(ns, "A♠ 2♣ A♠ 3♣"))
    assert hand.remove(card(ns, "A♠")) is True, "remove(A♠) of a held card should give True"
    assert shorts(hand) == "2♣ A♠ 3♣", f"remove(A♠) left {shorts(hand)}, expected the first A♠ gone"
    assert hand.remove(card(ns, "K♦")) is False and len(hand) == 3, "remove(K♦) of a missing card should give False"
    assert hand.remove_at(1) == card(ns, "A♠") and shorts(hand) == "2♣ 3♣", "remove_at(1) went wrong"
    try:
        hand.remove_at(5)
    except IndexError:
        pass
    else:
        raise AssertionError("remove_at(5) in a hand of 2 did not raise IndexError")
    assert hand.count_rank(ns.Rank.ACE) == 0, "the rank count was not updated after removing"


def check_hand_remove_all(ns: Any) -> None:
    """The assignment's removeAll: remove what is there; False when any card was missing."""
    hand = ns.Hand(cards(ns, "A♠ 2♣ 3♣ 2♣"))
    got = hand.remove_all(ns.Hand(cards(ns, "2♣ K♦")))
    assert got is False and shorts(hand) == "A♠ 3♣ 2♣", (
        f"remove_all(2♣ K♦) gave {got!r} and left {shorts(hand)}, expected False and A♠ 3♣ 2♣")
    got = hand.remove_all(cards(ns, "2♣ 2♣"))
    assert got is False and shorts(hand) == "A♠ 3♣", (
        f"remove_all(2♣ 2♣) from a hand with one 2♣ gave {got!r} and left {shorts(hand)}")
    got = hand.remove_all(ns.Hand(cards(ns, "3♣ A♠")))
    assert got is True and shorts(hand) == "", f"remove_all(3♣ A♠) gave {got!r} and left {shorts(hand)}"
    assert hand.remove_all([]) is True and len(hand) == 0, "remove_all([]) should remove nothing and give True"
    assert hand.count_rank(ns.Rank.TWO) == 0 and hand.count_rank(ns.Rank.ACE) == 0


def check_hand_counts(ns: Any) -> None:
    hand = ns.Hand(cards(ns, "A♠ 2♣ A♥ 10♣ A♠"))
    assert hand.count_rank(ns.Rank.ACE) == 3, f"count_rank(ACE) gave {hand.count_rank(ns.Rank.ACE)}"
    assert hand.count_rank(ns.Rank.KING) == 0
    assert hand.count_suit(ns.Suit.CLUBS) == 2, f"count_suit(CLUBS) gave {hand.count_suit(ns.Suit.CLUBS)}"
    assert hand.count_suit(ns.Suit.DIAMONDS) == 0
    counts = hand.rank_counts
    assert counts == {ns.Rank.ACE: 3, ns.Rank.TWO: 1, ns.Rank.TEN: 1}, f"rank_counts gave {counts!r}"
    hand.remove(card(ns, "A♥"))
    hand.add(card(ns, "K♦"))
    assert hand.rank_counts == {ns.Rank.ACE: 2, ns.Rank.TWO: 1, ns.Rank.TEN: 1, ns.Rank.KING: 1}, (
        f"rank_counts after remove and add gave {hand.rank_counts!r}")


def check_hand_is_over(ns: Any) -> None:
    table = [("10♦ 10♠ A♣", 21, False), ("10♦ 10♠ 2♣", 21, True), ("K♠ Q♦", 20, False),
             ("K♠ Q♦", 19, True), ("", 0, False), ("A♠ A♣", 1, True), ("A♠ A♣", 2, False)]
    for text, limit, expected in table:
        got = ns.Hand(cards(ns, text)).is_over(limit)
        assert got is expected, f"Hand([{text}]).is_over({limit}) gave {got!r}, expected {expected}"


def check_hand_sorting(ns: Any) -> None:
    """The assignment's sortDescending / sortAscending: they arrange the hand, as str() shows."""
    order = "2♦ A♠ 10♦ A♣ 2♣"
    hand = ns.Hand(cards(ns, order))
    hand.sort_descending()
    assert str(hand) == "[A♣ A♠ 10♦ 2♣ 2♦]", f"after sort_descending() str(hand) is {str(hand)!r}, expected '[A♣ A♠ 10♦ 2♣ 2♦]'"
    hand.sort_ascending()
    assert str(hand) == "[2♣ 2♦ 10♦ A♣ A♠]", f"after sort_ascending() str(hand) is {str(hand)!r}, expected '[2♣ 2♦ 10♦ A♣ A♠]'"
    hand.add(card(ns, "5♥"))
    assert str(hand) == "[2♣ 2♦ 10♦ A♣ A♠ 5♥]", f"add(5♥) after sorting gave {str(hand)!r}, expected 5♥ at the end"
    hand.sort(descending=True)
    assert str(hand) == "[A♣ A♠ 10♦ 5♥ 2♣ 2♦]", f"after sort(descending=True) str(hand) is {str(hand)!r}"
    assert hand.values() == [21, 31, 41], f"sorting changed the hand's values to {hand.values()!r}, expected [21, 31, 41]"


def check_hand_reversed_copy(ns: Any) -> None:
    hand = ns.Hand(cards(ns, "2♦ A♠ 10♦"))
    back = hand.reversed_copy()
    assert shorts(back) == "10♦ A♠ 2♦", f"reversed_copy() gave {shorts(back)}"
    assert shorts(hand) == "2♦ A♠ 10♦", "reversed_copy() changed the hand"
    back.add(card(ns, "3♣"))
    assert len(hand) == 3, "the reversed copy shares cards with the hand"


def check_hand_pickle(ns: Any) -> None:
    hand = ns.Hand(cards(ns, "2♦ A♠ 10♦ A♣"))
    hand.sort_ascending()
    for protocol in PROTOCOLS:
        loaded = pickle.loads(pickle.dumps(hand, protocol))
        assert list(loaded) == list(hand), f"protocol {protocol}: the loaded hand iterates as {shorts(loaded)}"
        assert str(loaded) == str(hand), f"protocol {protocol}: the loaded hand shows {loaded}, expected {hand}"
        assert loaded.rank_counts == hand.rank_counts and loaded.values() == hand.values()
    empty = pickle.loads(pickle.dumps(ns.Hand()))
    assert len(empty) == 0 and empty.values() == [0]


# --------------------------------------------------------------------------- question 1's newer items
HAND_ORDERS = [  # (cards in the order added, what to do, the hand as arranged afterwards)
    ("2♦ A♠ 10♦ A♣ 2♣", "sort_descending", "[A♣ A♠ 10♦ 2♣ 2♦]"),
    ("2♦ A♠ 10♦ A♣ 2♣", "sort_ascending", "[2♣ 2♦ 10♦ A♣ A♠]"),
    ("2♦ A♠ 10♦ A♣ 2♣", "sort", "[A♣ A♠ 10♦ 2♣ 2♦]"),
    ("K♠ 3♦", "sortDescending", "[K♠ 3♦]"),
    ("K♠ 3♦", "sortAscending", "[3♦ K♠]"),
]


def check_hand_iterates_in_order_added_after_sorting(ns: Any) -> None:
    """Question 1, Hand item 7: a hand iterates in the order the cards were added, even after sorting."""
    for order, sort, arranged in HAND_ORDERS:
        hand = ns.Hand(cards(ns, order))
        getattr(hand, sort)()
        got = shorts(hand)
        assert got == order, f"after Hand([{order}]).{sort}() iterating gave {got}, expected the order added, {order}"
        assert str(hand) == arranged, f"after Hand([{order}]).{sort}() str(hand) gave {str(hand)!r}, expected {arranged!r}"
        assert [c.short for c in hand.arranged()] == arranged[1:-1].split(), (
            f"after Hand([{order}]).{sort}() arranged() gave {shorts(hand.arranged())}, expected {arranged[1:-1]}")
        hand.add(card(ns, "5♥"))
        assert shorts(hand) == order + " 5♥", f"add(5♥) after {sort}() iterated as {shorts(hand)}, expected {order} 5♥"
        assert hand[0] == cards(ns, order)[0], f"after {sort}() hand[0] gave {hand[0]!r}, expected the first card added"
        assert hand.remove_at(0) == cards(ns, order)[0], f"after {sort}() remove_at(0) did not remove the first card added"


def check_hand_adds_three_ways(ns: Any) -> None:
    """The assignment's three ways to add: one card, a collection of cards, another hand."""
    hand = ns.Hand()
    hand.add(card(ns, "A♠"))
    hand.add_all(cards(ns, "2♣ 3♣"))
    other = ns.Hand(cards(ns, "9♥ 4♥"))
    other.sort_ascending()
    hand.add_hand(other)
    assert shorts(hand) == "A♠ 2♣ 3♣ 9♥ 4♥", f"add, add_all and add_hand gave {shorts(hand)}, expected A♠ 2♣ 3♣ 9♥ 4♥"
    assert shorts(other) == "9♥ 4♥", f"add_hand(other) changed the other hand to {shorts(other)}"
    hand.add_hand(hand)
    assert len(hand) == 10, f"add_hand(itself) gave a hand of {len(hand)} cards, expected 10"
    assert hand.count_rank(ns.Rank.ACE) == 2, f"after add_hand the rank count of aces is {hand.count_rank(ns.Rank.ACE)}, expected 2"
    for bad in (cards(ns, "2♣"), "2♣", None):
        try:
            hand.add_hand(bad)
        except TypeError as error:
            assert repr(bad) in str(error), f"add_hand({bad!r}) raised {error!r}, which does not show {bad!r}"
        else:
            raise AssertionError(f"add_hand({bad!r}) did not raise TypeError (only a Hand is a hand)")


def check_card_is_blackjack_is_static(ns: Any) -> None:
    """The assignment's static isBlackjack: a static method of Card."""
    found = vars(ns.Card).get("is_blackjack")
    assert isinstance(found, staticmethod), f"Card.is_blackjack is {found!r}, expected a @staticmethod"


CARD_CHECKS: list[Callable[[Any], None]] = [
    check_suit_order_symbol_str, check_rank_values_points, check_rank_previous,
    check_card_str_repr_short, check_card_fields_immutable_hashable, check_card_natural_order,
    check_card_sort_keys, check_card_add, check_is_blackjack, check_card_is_blackjack_is_static,
    check_card_bad_values, check_card_pickle,
]
DECK_CHECKS: list[Callable[[Any], None]] = [
    check_deck_new_and_deal, check_deck_empty, check_deck_shuffle, check_deck_shuffle_property,
    check_deck_shuffle_uniform,
    check_deck_every_second, check_deck_pickle,
]
HAND_CHECKS: list[Callable[[Any], None]] = [
    check_hand_make_and_iterate, check_hand_values, check_hand_values_any_order, check_hand_add,
    check_hand_adds_three_ways, check_hand_remove, check_hand_remove_all, check_hand_counts,
    check_hand_is_over, check_hand_sorting, check_hand_iterates_in_order_added_after_sorting,
    check_hand_reversed_copy, check_hand_pickle,
]
ALL_CHECKS = CARD_CHECKS + DECK_CHECKS + HAND_CHECKS
