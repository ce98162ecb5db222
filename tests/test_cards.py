"""Tests of reference/cards.py: the shared contract, tables, properties and a chi-square test."""

from __future__ import annotations

import pickle
import random
import types
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

import reference.cards as ref
from reference.cards import Card, Deck, EmptyDeckError, EverySecondCard, Hand, Rank, Suit
import cards_contract
from cards_contract import ALL_CHECKS, PROTOCOLS, cards, chi2_sf


@pytest.mark.parametrize("check", ALL_CHECKS, ids=lambda check: check.__name__)
def test_reference_meets_contract(check: Callable[[Any], None]) -> None:
    check(ref)


# ----------------------------------------------------------------------------- Rank, Suit
@pytest.mark.parametrize(("rank", "points", "previous", "short"), [
    (Rank.TWO, 2, Rank.ACE, "2"), (Rank.NINE, 9, Rank.EIGHT, "9"), (Rank.TEN, 10, Rank.NINE, "10"),
    (Rank.JACK, 10, Rank.TEN, "J"), (Rank.QUEEN, 10, Rank.JACK, "Q"), (Rank.KING, 10, Rank.QUEEN, "K"),
    (Rank.ACE, 11, Rank.KING, "A"),
])
def test_rank_table(rank: Rank, points: int, previous: Rank, short: str) -> None:
    assert (rank.points, rank.previous, rank.short) == (points, previous, short)


def test_rank_and_suit_compare_only_with_their_own_kind() -> None:
    assert Rank.TWO.__lt__(Suit.CLUBS) is NotImplemented
    assert Suit.CLUBS.__lt__(2) is NotImplemented
    with pytest.raises(TypeError):
        Rank.TWO < 3  # noqa: B015
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES


# ----------------------------------------------------------------------------- Card
@pytest.mark.parametrize(("rank", "suit", "error", "shown"), [
    ("ten", Suit.HEARTS, TypeError, "'ten'"),
    (15, Suit.HEARTS, ValueError, "15"),
    (1, Suit.HEARTS, ValueError, "1"),
    (True, Suit.HEARTS, TypeError, "True"),
    (Rank.TEN, "hearts", TypeError, "'hearts'"),
    (Rank.TEN, 3, TypeError, "3"),
])
def test_card_bad_values_show_the_value(rank: object, suit: object, error: type, shown: str) -> None:
    with pytest.raises(error, match=f"^not a (rank|suit): {shown}"):
        Card(rank, suit)  # type: ignore[arg-type]


def test_card_accepts_a_rank_number() -> None:
    assert Card(10, Suit.DIAMONDS) == Card(Rank.TEN, Suit.DIAMONDS)
    assert Card(14, Suit.SPADES).rank is Rank.ACE


def test_card_is_immutable_even_its_private_fields() -> None:
    card = Card(Rank.TEN, Suit.DIAMONDS)
    with pytest.raises(AttributeError, match="immutable"):
        card._rank = Rank.ACE  # type: ignore[misc]
    with pytest.raises(AttributeError, match="immutable"):
        del card._suit
    with pytest.raises(AttributeError):
        card.colour = "red"  # type: ignore[attr-defined]
    assert card.rank is Rank.TEN


def test_card_sum_of_many_cards_and_ints() -> None:
    hand = cards(ref, "10♦ A♣ 5♥")
    assert sum(hand) == 26
    assert hand[0] + 1 == 11 and 1 + hand[0] == 11
    assert hand[0].__add__("x") is NotImplemented and hand[0].__radd__(2.5) is NotImplemented
    with pytest.raises(TypeError):
        hand[0] + True  # noqa: B018


def test_card_pickle_is_small_and_names_the_constructor() -> None:
    card = Card(Rank.TEN, Suit.DIAMONDS)
    assert card.__reduce__() == (Card, (Rank.TEN, Suit.DIAMONDS), {"format_version": 111})
    for protocol in PROTOCOLS:
        assert pickle.loads(pickle.dumps([card, card], protocol))[1] == card


# ----------------------------------------------------------------------------- Deck
def test_deck_deals_a_seeded_shuffle_the_same_way_every_time() -> None:
    first, second = Deck(random.Random(2026)), Deck(random.Random(2026))
    first.shuffle()
    second.shuffle()
    assert [first.deal() for _ in range(52)] == [second.deal() for _ in range(52)]


def test_deck_empty_error_message() -> None:
    deck = Deck()
    for _ in range(52):
        deck.deal()
    with pytest.raises(EmptyDeckError, match="the deck is empty"):
        deck.deal()
    with pytest.raises(IndexError):
        deck.deal()


def test_every_second_card_is_an_iterator_class_over_a_snapshot() -> None:
    deck = Deck()
    iterator = deck.every_second()
    assert isinstance(iterator, EverySecondCard)
    deck.deal()  # dealing after making the iterator does not change what it gives
    assert [card.short for card in iterator][:2] == ["2♣", "4♣"]
    assert list(EverySecondCard([])) == []


def test_deck_pickle_keeps_no_rng_and_rejects_non_cards() -> None:
    deck = Deck(random.Random(1))
    loaded = pickle.loads(pickle.dumps(deck))
    assert set(vars(deck).keys()) == set(vars(loaded).keys())
    assert deck.__getstate__() == {"format_version": 112, "every_second": list(deck)[::2]}
    with pytest.raises(TypeError, match="not a card in a saved deck: 'x'"):
        Deck().__setstate__({"format_version": 112, "every_second": ["x"]})


@pytest.mark.parametrize(("thing", "version"), [
    (Card(Rank.TEN, Suit.DIAMONDS), 111), (Deck(), 112), (Hand([Card(Rank.TWO, Suit.CLUBS)]), 102)])
def test_serialisation_ids_a_save_states_its_version_and_another_is_refused(thing: Any, version: int) -> None:
    data = pickle.dumps(thing)
    assert pickle.loads(data) is not None
    wrong = data.replace(pickle.dumps(version)[2:-1], pickle.dumps(version + 1)[2:-1])
    assert wrong != data
    with pytest.raises(ref.FormatVersionError, match=f"of format version {version + 1}; this module reads version {version}"):
        pickle.loads(wrong)


def test_static_sum_of_two_cards() -> None:
    assert Card.sum(Card(Rank.ACE, Suit.CLUBS), Card(Rank.NINE, Suit.HEARTS)) == 20
    assert Card.sum(Card(Rank.KING, Suit.CLUBS), Card(Rank.QUEEN, Suit.HEARTS)) == 20


def test_second_card_iterator_is_nested_in_deck() -> None:
    assert Deck.SecondCardIterator.__qualname__ == "Deck.SecondCardIterator"
    assert isinstance(Deck().every_second(), Deck.SecondCardIterator)


def test_java_names_are_aliases() -> None:
    assert Hand.sortDescending is Hand.sort_descending and Hand.sortAscending is Hand.sort_ascending
    assert Hand.removeAll is Hand.remove_all


def test_main_demonstrates_each_class() -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "reference.cards"], capture_output=True, text=True,
                          timeout=60, check=True)
    for heading in ("== Card", "== Deck", "== Hand"):
        assert heading in done.stdout
    assert "Card.sum(A♠, K♥) = 21" in done.stdout and "sort_descending: [A♥ A♠ 10♦ 2♣]" in done.stdout
    assert "remove_all(A♠ K♥): False" in done.stdout and "SecondCardIterator" in done.stdout
    assert "iterating still gives the order added: 10♦ A♠ 2♣ A♥" in done.stdout
    assert "add_hand(Hand([8♥])): [5♥ 6♥ 7♥ 8♥]" in done.stdout and "not written yet" not in done.stdout


def test_chi2_sf_matches_known_quantiles() -> None:
    # Textbook critical values: 3.841 (df 1), 18.307 (df 10), 124.342 (df 100) at 5 %.
    for statistic, df in ((3.841, 1), (18.307, 10), (124.342, 100)):
        assert chi2_sf(statistic, df) == pytest.approx(0.05, abs=2e-4)
    assert chi2_sf(0, 5) == 1.0


def deck_shuffle(rng: random.Random, order: list[int]) -> None:
    """Shuffle a list with Deck.shuffle itself (its cards list swapped for the list)."""
    deck = Deck(rng)
    deck._cards = order  # the Fisher–Yates loop works on any list
    deck.shuffle()


def test_shuffle_is_uniform_for_another_seed() -> None:
    cards_contract.check_deck_shuffle_uniform(ref, seed=12)  # the contract itself uses seed 11


class SattoloDeck(Deck):
    def shuffle(self) -> None:
        """A classic wrong shuffle: j < i, so no card ever stays where it was."""
        cards = self._cards
        for i in range(len(cards) - 1, 0, -1):
            j = self._rng.randrange(i)
            cards[i], cards[j] = cards[j], cards[i]


class NaiveDeck(Deck):
    def shuffle(self) -> None:
        """Another classic wrong shuffle: swap each position with any position."""
        cards = self._cards
        for i in range(len(cards)):
            j = self._rng.randrange(len(cards))
            cards[i], cards[j] = cards[j], cards[i]


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 2**64), size=st.integers(0, 52))
def test_shuffle_of_any_length_is_a_permutation(seed: int, size: int) -> None:
    note(f"Deck.shuffle of {size} items with random.Random({seed})")
    order = list(range(size))
    deck_shuffle(random.Random(seed), order)
    assert sorted(order) == list(range(size)), f"shuffling {size} items with seed {seed} gave {order}"


# ----------------------------------------------------------------------------- Hand
@pytest.mark.parametrize(("text", "best", "blackjack"), [
    ("", 0, False), ("A♠ K♦", 21, True), ("A♠ 5♦ K♦", 16, False), ("A♠ A♦", 12, False),
    ("K♠ Q♦ 5♣", 25, False), ("10♠ 10♦ A♣", 21, False),
])
def test_hand_best_value_and_blackjack(text: str, best: int, blackjack: bool) -> None:
    hand = Hand(cards(ref, text))
    assert hand.best_value() == best
    assert hand.is_blackjack() is blackjack


def test_hand_rejects_non_cards_and_bad_positions() -> None:
    with pytest.raises(TypeError, match="not a card: 'A♠'"):
        Hand(["A♠"])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="not a position: '1'"):
        Hand().remove_at("1")  # type: ignore[arg-type]
    with pytest.raises(IndexError, match="no card at position 0 in a hand of 0"):
        Hand().remove_at(0)


def test_hand_text_container_and_equality() -> None:
    hand = Hand(cards(ref, "10♦ A♠"))
    assert repr(hand) == "Hand([Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.SPADES)])"
    assert str(Hand()) == "[]"
    assert hand[-1] == Card(Rank.ACE, Suit.SPADES) and Card(Rank.ACE, Suit.SPADES) in hand
    assert [c.short for c in reversed(hand)] == ["A♠", "10♦"]
    assert hand == Hand(hand) and hand != hand.reversed_copy() and hand != list(hand)
    with pytest.raises(TypeError):
        hash(hand)


def test_hand_iteration_survives_changes_while_iterating() -> None:
    hand = Hand(cards(ref, "2♣ 3♣"))
    for card in hand:
        hand.add(card)
    assert len(hand) == 4


ADDED = "2♦ A♠ 10♦ A♣ 2♣"


@pytest.mark.parametrize(("sort", "arranged"), [
    pytest.param(lambda hand: None, "2♦ A♠ 10♦ A♣ 2♣", id="unsorted"),
    pytest.param(Hand.sort_descending, "A♣ A♠ 10♦ 2♣ 2♦", id="sort_descending"),
    pytest.param(Hand.sort_ascending, "2♣ 2♦ 10♦ A♣ A♠", id="sort_ascending"),
    pytest.param(lambda hand: hand.sort(descending=False), "2♣ 2♦ 10♦ A♣ A♠", id="sort-ascending-flag"),
    pytest.param(Hand.sortDescending, "A♣ A♠ 10♦ 2♣ 2♦", id="java-sortDescending"),
    pytest.param(lambda hand: (hand.sort_ascending(), hand.sort_descending()), "A♣ A♠ 10♦ 2♣ 2♦",
                 id="ascending-then-descending"),
])
def test_hand_order_added_survives_sorting(sort: Callable[[Hand], object], arranged: str) -> None:
    """Question 1, Hand item 7: iterating, indexing, remove_at, repr and saving keep the order added."""
    hand = Hand(cards(ref, ADDED))
    sort(hand)
    assert " ".join(c.short for c in hand) == ADDED, f"iterating gave {[c.short for c in hand]}"
    assert " ".join(c.short for c in reversed(hand)) == " ".join(reversed(ADDED.split()))
    assert str(hand) == f"[{arranged}]" and " ".join(c.short for c in hand.arranged()) == arranged
    assert hand[1] == Card(Rank.ACE, Suit.SPADES) and hand == Hand(cards(ref, ADDED))
    assert repr(hand).startswith("Hand([Card(Rank.TWO, Suit.DIAMONDS), Card(Rank.ACE, Suit.SPADES)")
    loaded = pickle.loads(pickle.dumps(hand))
    assert list(loaded) == list(hand) and str(loaded) == str(hand)
    assert hand.remove_at(1) == Card(Rank.ACE, Suit.SPADES)
    assert "A♠" not in str(hand) and len(hand.arranged()) == len(hand) == 4


@settings(max_examples=80, deadline=None, derandomize=True, database=None)
@given(picked=st.lists(st.sampled_from(cards_contract.all_cards(ref)), max_size=8),
       sorts=st.lists(st.sampled_from(["sort_descending", "sort_ascending"]), max_size=3),
       extra=st.lists(st.sampled_from(cards_contract.all_cards(ref)), max_size=3))
def test_hand_iterates_in_order_added_after_any_sorts_and_adds(picked: list[Card], sorts: list[str],
                                                               extra: list[Card]) -> None:
    note(f"added {[c.short for c in picked]}, then {sorts}, then added {[c.short for c in extra]}")
    hand = Hand(picked)
    for sort in sorts:
        getattr(hand, sort)()
    hand.add_all(extra)
    assert list(hand) == picked + extra, f"iterating gave {[c.short for c in hand]}"
    if sorts:
        key = None if sorts[-1] == "sort_descending" else ref.by_rank
        assert hand.arranged() == sorted(picked, key=key) + extra, f"arranged() gave {hand}"
    else:
        assert hand.arranged() == picked + extra, f"arranged() gave {hand}"


def test_hand_add_hand_is_the_third_way_to_add() -> None:
    hand = Hand(cards(ref, "A♠"))
    other = Hand(cards(ref, "9♥ 4♥"))
    other.sort_ascending()
    hand.add_hand(other)
    assert [c.short for c in hand] == ["A♠", "9♥", "4♥"] and str(other) == "[4♥ 9♥]"
    with pytest.raises(TypeError, match=r"^not a hand: \[Card\(Rank.TWO, Suit.CLUBS\)\]$"):
        hand.add_hand(cards(ref, "2♣"))  # type: ignore[arg-type]


def test_hand_load_checks_the_saved_arrangement() -> None:
    hand = Hand(cards(ref, "2♣ A♣"))
    hand.sort_descending()
    hand.__setstate__({"format_version": 102})        # a save without an arrangement: the order added
    assert str(hand) == "[2♣ A♣]"
    with pytest.raises(ValueError, match="does not hold its cards"):
        hand.__setstate__({"format_version": 102, "arranged": cards(ref, "2♣ K♣")})


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(picked=st.lists(st.sampled_from(cards_contract.all_cards(ref)), max_size=10),
       limit=st.integers(0, 40))
def test_hand_is_over_means_the_lowest_value_is_over(picked: list[Card], limit: int) -> None:
    note(f"Hand({[c.short for c in picked]}), limit {limit}")
    hand = Hand(picked)
    assert hand.is_over(limit) == (min(hand.values()) > limit), f"{hand}.is_over({limit}) with values {hand.values()}"
    assert hand.best_value(limit) in hand.values(), f"{hand}.best_value({limit}) is not one of {hand.values()}"
    assert sum(hand.rank_counts.values()) == len(hand), f"{hand}.rank_counts gave {hand.rank_counts}"


def test_readme_section_examples_run() -> None:
    import doctest
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "docs" / "readme" / "cards.md"
    results = doctest.testfile(str(path), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE,
                               report=False)
    assert results.attempted >= 8 and results.failed == 0, results


# ----------------------------------------------------------------------------- the contract can fail
class LazyDeck(Deck):
    def shuffle(self) -> None:
        """Forgets to shuffle."""


class LibraryShuffleDeck(Deck):
    def shuffle(self) -> None:
        """Uses random.shuffle instead of its own loop."""
        random.shuffle(self._cards)


class FullPickleDeck(Deck):
    def __getstate__(self) -> dict[str, Any]:
        return {"format_version": 112, "every_second": list(self)}


class AllOrNothingHand(Hand):
    def remove_all(self, cards: Any) -> bool:
        wanted = list(cards)
        if any(wanted.count(c) > list(self).count(c) for c in wanted):
            return False
        return all([self.remove(card) for card in wanted])


class AcesHighHand(Hand):
    def values(self) -> list[int]:
        return [sum(card.points for card in self)]


class SortsTheOrderAddedHand(Hand):
    """The bug of issue 20 item 3: sorting changes the order the hand iterates in."""

    def sort_descending(self) -> None:
        self._cards.sort()
        self._added.sort()


class ListTakingHand(Hand):
    def add_hand(self, other: Any) -> None:
        self.add_all(other)


class ModuleBlackjackCard(Card):
    is_blackjack = None  # type: ignore[assignment]


class ViewOnlySortHand(Hand):
    def sort_descending(self) -> None:
        self.view = sorted(self)

    def sort_ascending(self) -> None:
        self.view = sorted(self, key=ref.by_rank)


def reversed_order(card: Card) -> tuple[int, int]:
    return (card.rank.value, -card.suit.value)


@pytest.mark.parametrize(("check", "replace"), [
    (cards_contract.check_deck_shuffle, {"Deck": LazyDeck}),
    (cards_contract.check_deck_shuffle, {"Deck": LibraryShuffleDeck}),
    (cards_contract.check_deck_shuffle_uniform, {"Deck": SattoloDeck}),
    (cards_contract.check_deck_shuffle_uniform, {"Deck": NaiveDeck}),
    (cards_contract.check_deck_pickle, {"Deck": FullPickleDeck}),
    (cards_contract.check_hand_remove_all, {"Hand": AllOrNothingHand}),
    (cards_contract.check_hand_values, {"Hand": AcesHighHand}),
    (cards_contract.check_hand_values_any_order, {"Hand": AcesHighHand}),
    (cards_contract.check_hand_sorting, {"Hand": ViewOnlySortHand}),
    (cards_contract.check_card_sort_keys, {"by_rank": reversed_order}),
    (cards_contract.check_hand_iterates_in_order_added_after_sorting, {"Hand": SortsTheOrderAddedHand}),
    (cards_contract.check_hand_adds_three_ways, {"Hand": ListTakingHand}),
    (cards_contract.check_card_is_blackjack_is_static, {"Card": ModuleBlackjackCard}),
], ids=lambda value: getattr(value, "__name__", "") if callable(value) else "-".join(v.__name__ for v in value.values()))
def test_contract_catches_a_broken_implementation(check: Callable[[Any], None], replace: dict[str, Any]) -> None:
    broken = types.SimpleNamespace(**{**vars(ref), **replace})
    with pytest.raises(AssertionError):
        check(broken)
