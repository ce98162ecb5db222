"""Hidden tests for the cards assignment (the instructor's; never released).

Like the self-checks: each case of a table has a name, each failure is one sentence (what was
called, what came back, what was expected), and the Hypothesis test shows its input.
"""

import pickle
import random
from collections import Counter

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from cards import Card, Deck, FormatVersionError, Hand, Rank, Suit, by_rank, by_suit

SUITS = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}
RANKS = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK}


def cards(text):
    """Cards from text such as "A♠ 10♦"."""
    return [Card(RANKS.get(w[:-1]) or Rank(int(w[:-1])), SUITS[w[-1]]) for w in text.split()]


def shown(some_cards):
    return " ".join(c.short for c in some_cards)


def test_hidden_points_every_rank():
    got = [Card(rank, Suit.CLUBS).points for rank in Rank]
    want = [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11]
    assert got == want, f"the points of 2♣ .. A♣ were {got}, expected {want}"


def test_hidden_order_within_a_rank_is_by_suit():
    got = shown(sorted(cards("7♠ 7♣ 7♥ 7♦")))
    assert got == "7♣ 7♦ 7♥ 7♠", f"sorted(7♠ 7♣ 7♥ 7♦) gave {got}, expected 7♣ 7♦ 7♥ 7♠"


def test_hidden_sum_of_two_aces():
    got = Card.sum(*cards("A♣ A♦"))
    assert got == 22, f"Card.sum(A♣, A♦) gave {got!r}, expected 22 (11 each)"


def test_hidden_card_of_another_format_version_is_refused():
    try:
        Card(Rank.TWO, Suit.CLUBS).__setstate__({"format_version": 112})
    except FormatVersionError:
        return
    raise AssertionError("card.__setstate__({'format_version': 112}) returned, expected FormatVersionError (a card is version 111)")


def test_hidden_shuffle_is_uniform_enough_for_the_top_card():
    # 5200 shuffles of a seeded deck: each of 52 cards tops the deck about 100 times.
    rng = random.Random(2024)
    tops = Counter()
    for _ in range(5200):
        deck = Deck(rng)
        deck.shuffle()
        tops[deck.deal()] += 1
    assert len(tops) == 52 and max(tops.values()) < 160, (
        f"after 5200 shuffles the top card was one of {len(tops)} cards, the commonest {max(tops.values())} times, "
        "expected each of the 52, none 160 times or more")


def test_hidden_empty_deck_raises_index_error():
    deck = Deck()
    for _ in range(52):
        deck.deal()
    try:
        deck.deal()
    except IndexError:
        return
    raise AssertionError("deal() on a deck with no cards left returned, expected an IndexError (EmptyDeckError)")


def test_hidden_every_second_card_after_dealing_one():
    deck = Deck()
    deck.deal()
    got = shown(list(deck.every_second())[:3])
    assert got == "3♣ 5♣ 7♣", f"every_second() after dealing 2♣ began {got}, expected 3♣ 5♣ 7♣"


def test_hidden_hand_of_another_format_version_is_refused():
    try:
        Hand().__setstate__({"format_version": 101})
    except FormatVersionError:
        return
    raise AssertionError("Hand().__setstate__({'format_version': 101}) returned, expected FormatVersionError (a hand is version 102)")


def test_hidden_remove_all_with_a_card_listed_twice():
    hand = Hand(cards("2♣ 3♣"))
    got = hand.remove_all(cards("2♣ 2♣"))
    assert got is False and shown(hand) == "3♣", (
        f"Hand([2♣ 3♣]).remove_all([2♣ 2♣]) gave {got!r} and left {shown(hand)}, expected False and 3♣")


def test_hidden_sort_descending_then_add_keeps_the_new_card_last():
    hand = Hand(cards("3♦ K♠"))
    hand.sort_descending()
    hand.add(cards("A♥")[0])
    assert str(hand) == "[K♠ 3♦ A♥]", f"sort_descending() then add(A♥) shows {hand}, expected [K♠ 3♦ A♥]"
    assert shown(hand) == "3♦ K♠ A♥", f"sort_descending() then add(A♥) iterates as {shown(hand)}, expected 3♦ K♠ A♥ (the order added)"


def test_hidden_best_value_and_is_over():
    hand = Hand(cards("A♠ A♣ K♥"))
    assert hand.best_value() == 12, f"Hand([A♠ A♣ K♥]).best_value() gave {hand.best_value()!r}, expected 12"
    got = (hand.is_over(11), hand.is_over(12))
    assert got == (True, False), f"Hand([A♠ A♣ K♥]).is_over(11) and is_over(12) gave {got}, expected (True, False)"


def test_hidden_count_suit():
    got = Hand(cards("A♠ 2♠ 3♦")).count_suit(Suit.SPADES)
    assert got == 2, f"Hand([A♠ 2♠ 3♦]).count_suit(SPADES) gave {got!r}, expected 2"


def test_hidden_saved_hand_keeps_its_sorted_order():
    hand = Hand(cards("2♦ A♠ 10♦"))
    hand.sort_descending()
    loaded = pickle.loads(pickle.dumps(hand))
    assert str(loaded) == "[A♠ 10♦ 2♦]", f"a sorted hand saved and loaded shows {loaded}, expected [A♠ 10♦ 2♦]"
    assert shown(loaded) == "2♦ A♠ 10♦", f"a sorted hand saved and loaded iterates as {shown(loaded)}, expected 2♦ A♠ 10♦ (the order added)"


@pytest.mark.parametrize(("rank", "before"), [
    pytest.param(rank, before, id=f"before-{rank.name.lower()}-is-{before.name.lower()}")
    for rank, before in zip(Rank, [Rank.ACE, *list(Rank)[:-1]])
])
def test_hidden_previous_of_every_rank(rank, before):
    got = rank.previous
    assert got is before, f"{rank!r}.previous gave {got!r}, expected {before!r}"


@pytest.mark.parametrize(("text", "words"), [
    pytest.param("J♣", "Jack of Clubs", id="jack-of-clubs"),
    pytest.param("K♦", "King of Diamonds", id="king-of-diamonds"),
    pytest.param("9♥", "Nine of Hearts", id="nine-of-hearts"),
])
def test_hidden_card_in_words(text, words):
    got = str(cards(text)[0])
    assert got == words, f"str({text}) gave {got!r}, expected {words!r}"


@pytest.mark.parametrize(("key", "expected"), [
    pytest.param(by_rank, "2♦ 2♠ 7♣ 7♥ K♣ K♠", id="by_rank-suits-ascending-within-a-rank"),
    pytest.param(by_suit, "7♣ K♣ 2♦ 7♥ 2♠ K♠", id="by_suit-ranks-ascending-within-a-suit"),
])
def test_hidden_comparators_break_ties(key, expected):
    got = shown(sorted(cards("K♠ 7♥ 2♠ K♣ 2♦ 7♣"), key=key))
    assert got == expected, f"sorted(K♠ 7♥ 2♠ K♣ 2♦ 7♣, key={key.__name__}) gave {got}, expected {expected}"


def test_hidden_by_suit_gives_a_new_decks_order():
    everything = list(Deck())
    mixed = list(everything)
    random.Random(4).shuffle(mixed)
    got = sorted(mixed, key=by_suit)
    assert got == everything, f"sorting 52 shuffled cards by by_suit began {shown(got[:4])}, expected 2♣ 3♣ 4♣ 5♣ (a new deck's order)"


@pytest.mark.parametrize(("pair", "expected"), [
    pytest.param("Q♦ A♦", True, id="queen-then-ace"),
    pytest.param("A♥ J♣", True, id="ace-then-jack"),
    pytest.param("10♦ 10♣", False, id="two-tens"),
    pytest.param("2♣ 3♣", False, id="two-low-cards"),
])
def test_hidden_is_blackjack_either_order(pair, expected):
    got = Card.is_blackjack(*cards(pair))
    assert got is expected, f"Card.is_blackjack({pair.replace(' ', ', ')}) gave {got!r}, expected {expected}"


@pytest.mark.parametrize(("call", "add"), [
    pytest.param("10♦ + 'x'", lambda: cards("10♦")[0] + "x", id="card-plus-text"),
    pytest.param("10♦ + True", lambda: cards("10♦")[0] + True, id="card-plus-bool"),
    pytest.param("2.5 + 10♦", lambda: 2.5 + cards("10♦")[0], id="float-plus-card"),
])
def test_hidden_plus_refuses_what_is_not_a_card_or_a_whole_number(call, add):
    try:
        got = add()
    except TypeError:
        return
    raise AssertionError(f"{call} gave {got!r}, expected a TypeError")


def test_hidden_add_hand_of_a_sorted_hand_adds_in_the_order_added():
    other = Hand(cards("9♥ 4♥ K♥"))
    other.sort_descending()
    hand = Hand(cards("A♠"))
    hand.add_hand(other)
    assert shown(hand) == "A♠ 9♥ 4♥ K♥", f"add_hand(Hand([9♥ 4♥ K♥]) sorted) left {shown(hand)}, expected A♠ 9♥ 4♥ K♥"
    assert hand.count_rank(Rank.KING) == 1, f"after add_hand count_rank(KING) gave {hand.count_rank(Rank.KING)}, expected 1"
    assert len(other) == 3, f"add_hand(other) left the other hand {len(other)} cards, expected 3 (it keeps them)"


def test_hidden_add_hand_refuses_what_is_not_a_hand():
    for bad in ("A♠", None, cards("A♠")):
        try:
            Hand().add_hand(bad)
        except TypeError as error:
            assert repr(bad) in str(error), f"Hand().add_hand({bad!r}) raised {error!r}, expected it to show {bad!r}"
        else:
            raise AssertionError(f"Hand().add_hand({bad!r}) returned, expected a TypeError (only a Hand is a hand)")


SORTS = ["sort_descending", "sort_ascending", "sort"]


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(picked=st.lists(st.sampled_from(list(Deck())), max_size=8), sorts=st.lists(st.sampled_from(SORTS), max_size=3))
def test_hidden_hand_iterates_in_the_order_added_after_any_sorts(picked, sorts):
    note(f"cards added: {shown(picked)}; sorts called: {sorts}")
    hand = Hand(picked)
    for sort in sorts:
        getattr(hand, sort)()
    got = shown(hand)
    assert got == shown(picked), f"Hand([{shown(picked)}]) after {sorts} iterated as {got}, expected the order added, {shown(picked)}"

