"""Hidden tests for the cards assignment (the instructor's; never released)."""

import pickle
import random
from collections import Counter

from cards import Card, Deck, FormatVersionError, Hand, Rank, Suit

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
    raise AssertionError("Card.__setstate__ with format_version 112 did not raise FormatVersionError (111 expected)")


def test_hidden_shuffle_is_uniform_enough_for_the_top_card():
    # 5200 shuffles of a seeded deck: each of 52 cards tops the deck about 100 times.
    rng = random.Random(2024)
    tops = Counter()
    for _ in range(5200):
        deck = Deck(rng)
        deck.shuffle()
        tops[deck.deal()] += 1
    assert len(tops) == 52 and max(tops.values()) < 160, (
        f"after 5200 shuffles the top card was one of {len(tops)} cards, the commonest {max(tops.values())} times")


def test_hidden_empty_deck_raises_index_error():
    deck = Deck()
    for _ in range(52):
        deck.deal()
    try:
        deck.deal()
    except IndexError:
        return
    raise AssertionError("dealing a 53rd card did not raise an IndexError")


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
    raise AssertionError("Hand.__setstate__ with format_version 101 did not raise FormatVersionError (102 expected)")


def test_hidden_remove_all_with_a_card_listed_twice():
    hand = Hand(cards("2♣ 3♣"))
    got = hand.remove_all(cards("2♣ 2♣"))
    assert got is False and shown(hand) == "3♣", (
        f"Hand([2♣ 3♣]).remove_all([2♣ 2♣]) gave {got!r} and left {shown(hand)}, expected False and 3♣")


def test_hidden_sort_descending_then_add_keeps_the_new_card_last():
    hand = Hand(cards("3♦ K♠"))
    hand.sort_descending()
    hand.add(cards("A♥")[0])
    assert shown(hand) == "K♠ 3♦ A♥", f"sort_descending() then add(A♥) gave {shown(hand)}, expected K♠ 3♦ A♥"


def test_hidden_best_value_and_is_over():
    hand = Hand(cards("A♠ A♣ K♥"))
    assert hand.best_value() == 12, f"Hand([A♠ A♣ K♥]).best_value() gave {hand.best_value()!r}, expected 12"
    assert hand.is_over(11) is True and hand.is_over(12) is False, (
        "Hand([A♠ A♣ K♥]).is_over(11) should be True and is_over(12) False")


def test_hidden_count_suit():
    got = Hand(cards("A♠ 2♠ 3♦")).count_suit(Suit.SPADES)
    assert got == 2, f"Hand([A♠ 2♠ 3♦]).count_suit(SPADES) gave {got!r}, expected 2"


def test_hidden_saved_hand_keeps_its_sorted_order():
    hand = Hand(cards("2♦ A♠ 10♦"))
    hand.sort_descending()
    loaded = pickle.loads(pickle.dumps(hand))
    assert shown(loaded) == "A♠ 10♦ 2♦", f"a sorted hand saved and loaded is {shown(loaded)}, expected A♠ 10♦ 2♦"
