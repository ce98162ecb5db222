"""Self-checks for the cards assignment: run  pytest cards_test.py  in this folder.

Each test says which cards it uses, what it calls and what it expects. A failing test prints
one sentence: what was called, what came back, what was expected. Start with the first failure.
The instructor grades with these tests and some hidden ones like them.
"""

import pickle
import random

from cards import Card, Deck, FormatVersionError, Hand, Rank, Suit

# --- helpers: making cards from text such as "A♠ 10♦" -----------------------------------------

RANKS = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK}
SUITS = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}


def card(text):
    """One card from text: card("10♦") is the ten of diamonds."""
    rank = RANKS.get(text[:-1]) or Rank(int(text[:-1]))
    return Card(rank, SUITS[text[-1]])


def cards(text):
    """Cards from text: cards("A♠ 10♦") is a list of two cards."""
    return [card(word) for word in text.split()]


def shown(some_cards):
    """Cards as text again, for messages: "A♠ 10♦"."""
    return " ".join(c.short for c in some_cards)


# --- Card -------------------------------------------------------------------------------------

def test_points_of_each_rank():
    # An ace is worth 11, a face card 10, any other card its number.
    for text, points in [("A♠", 11), ("K♥", 10), ("Q♦", 10), ("J♣", 10), ("10♠", 10), ("7♦", 7), ("2♣", 2)]:
        got = card(text).points
        assert got == points, f"{text}.points gave {got!r}, expected {points}"


def test_cards_sort_highest_rank_first_then_suits_ascending():
    # Comparable in Java is the ordering in Python: sorted(cards) uses Card's < operator.
    got = shown(sorted(cards("2♣ A♠ 10♦ A♣ 10♥")))
    assert got == "A♣ A♠ 10♦ 10♥ 2♣", f"sorted(2♣ A♠ 10♦ A♣ 10♥) gave {got}, expected A♣ A♠ 10♦ 10♥ 2♣"


def test_static_sum_of_two_cards():
    # Card.sum(first, second) is a static method: the two cards' points added up.
    got = Card.sum(card("A♣"), card("K♥"))
    assert got == 21, f"Card.sum(A♣, K♥) gave {got!r}, expected 21"
    got = Card.sum(card("2♦"), card("3♠"))
    assert got == 5, f"Card.sum(2♦, 3♠) gave {got!r}, expected 5"


def test_card_saves_and_loads_with_format_version_111():
    saved = pickle.dumps(card("Q♥"))
    got = pickle.loads(saved)
    assert got == card("Q♥"), f"saving and loading Q♥ gave {got!r}, expected Q♥ back"
    assert card("Q♥").__reduce__()[2] == {"format_version": 111}, (
        "Card.__reduce__() should save {'format_version': 111} as the card's state")


# --- Deck -------------------------------------------------------------------------------------

def test_new_deck_deals_two_of_clubs_first():
    deck = Deck()
    got = [deck.deal().short for _ in range(3)]
    assert got == ["2♣", "3♣", "4♣"], f"dealing 3 cards from Deck() gave {got}, expected 2♣ 3♣ 4♣"
    assert len(deck) == 49, f"after dealing 3 cards len(deck) gave {len(deck)}, expected 49"


def test_shuffle_keeps_all_52_cards_and_changes_the_order():
    deck = Deck(random.Random(1))
    deck.shuffle()
    dealt = [deck.deal() for _ in range(52)]
    assert sorted(dealt) == sorted(Deck()), "after shuffle() the 52 cards dealt were not the 52 cards of a deck"
    assert dealt != list(Deck()), "shuffle() left the deck in its new order"


def test_every_second_card_iterator_is_nested_in_deck():
    # Deck.SecondCardIterator is a class inside Deck; deck.every_second() returns one.
    iterator = Deck().every_second()
    assert isinstance(iterator, Deck.SecondCardIterator), (
        f"Deck().every_second() gave a {type(iterator).__name__}, expected a Deck.SecondCardIterator")
    got = [next(iterator).short for _ in range(3)]
    assert got == ["2♣", "4♣", "6♣"], f"the first three from every_second() were {got}, expected 2♣ 4♣ 6♣"


def test_deck_saves_every_second_card_with_format_version_112():
    deck = Deck()
    state = deck.__getstate__()
    assert state.get("format_version") == 112, f"Deck().__getstate__() gave format_version {state.get('format_version')!r}, expected 112"
    loaded = pickle.loads(pickle.dumps(deck))
    got = shown(list(loaded)[:3])
    assert len(loaded) == 26 and got == "2♣ 4♣ 6♣", (
        f"a saved and loaded new deck held {len(loaded)} cards starting {got}, expected 26 starting 2♣ 4♣ 6♣")


def test_deck_of_another_format_version_is_refused():
    try:
        Deck().__setstate__({"format_version": 111, "every_second": []})
    except FormatVersionError:
        return
    raise AssertionError("Deck().__setstate__ with format_version 111 did not raise FormatVersionError (112 expected)")


# --- Hand -------------------------------------------------------------------------------------

def test_hand_values_count_each_ace_as_1_or_11():
    for text, values in [("10♦ 9♠", [19]), ("A♠ 5♣", [6, 16]), ("A♠ A♣ 9♥", [11, 21, 31])]:
        got = Hand(cards(text)).values()
        assert got == values, f"Hand([{text}]).values() gave {got!r}, expected {values}"


def test_sort_descending_sorts_the_hand_itself():
    hand = Hand(cards("2♦ A♠ 10♦ A♣"))
    hand.sort_descending()
    assert shown(hand) == "A♣ A♠ 10♦ 2♦", f"after sort_descending() Hand([2♦ A♠ 10♦ A♣]) is {shown(hand)}, expected A♣ A♠ 10♦ 2♦"


def test_sort_ascending_sorts_the_hand_itself():
    hand = Hand(cards("2♦ A♠ 10♦ 2♣"))
    hand.sort_ascending()
    assert shown(hand) == "2♣ 2♦ 10♦ A♠", f"after sort_ascending() Hand([2♦ A♠ 10♦ 2♣]) is {shown(hand)}, expected 2♣ 2♦ 10♦ A♠"


def test_remove_all_removes_what_is_there_and_says_false_if_any_was_missing():
    hand = Hand(cards("A♠ 2♣ 3♣"))
    got = hand.remove_all(cards("2♣ K♦"))
    assert got is False, f"Hand([A♠ 2♣ 3♣]).remove_all([2♣ K♦]) gave {got!r}, expected False (K♦ is missing)"
    assert shown(hand) == "A♠ 3♣", f"after remove_all([2♣ K♦]) the hand is {shown(hand)}, expected A♠ 3♣ (2♣ removed)"


def test_remove_all_of_cards_all_there_says_true():
    hand = Hand(cards("A♠ 2♣ 3♣"))
    got = hand.remove_all(cards("3♣ A♠"))
    assert got is True and shown(hand) == "2♣", (
        f"Hand([A♠ 2♣ 3♣]).remove_all([3♣ A♠]) gave {got!r} and left {shown(hand)}, expected True and 2♣")


def test_hand_saves_with_format_version_102():
    hand = Hand(cards("K♠ 2♦"))
    loaded = pickle.loads(pickle.dumps(hand))
    assert shown(loaded) == "K♠ 2♦", f"saving and loading Hand([K♠ 2♦]) gave {shown(loaded)}, expected K♠ 2♦"
    assert hand.__reduce__()[2] == {"format_version": 102}, "Hand.__reduce__() should save {'format_version': 102}"
