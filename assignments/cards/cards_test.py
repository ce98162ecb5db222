"""Self-checks for the cards assignment: run  pytest  in this folder.

The tests follow the tasks of README.md, in order. Each one says which cards it uses, what it
calls and what it expects; a table of cases gives each case a name, so a failure reads like
``test_points_of_each_rank[king-is-10]``. A failing test prints one sentence: what was called,
what came back, what was expected. Start with the first failure.
The instructor grades with these tests and some hidden ones like them.
"""

import pickle
import random

import pytest

from cards import Card, Deck, FormatVersionError, Hand, Rank, Suit, by_rank, by_suit, show_card, show_deck, show_hand

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

@pytest.mark.parametrize(("text", "points"), [
    pytest.param("A♠", 11, id="ace-is-11"),
    pytest.param("K♥", 10, id="king-is-10"),
    pytest.param("Q♦", 10, id="queen-is-10"),
    pytest.param("J♣", 10, id="jack-is-10"),
    pytest.param("10♠", 10, id="ten-is-10"),
    pytest.param("7♦", 7, id="seven-is-7"),
    pytest.param("2♣", 2, id="two-is-2"),
])
def test_points_of_each_rank(text, points):
    # Task 1: an ace is worth 11, a face card 10, any other card its number.
    got = card(text).points
    assert got == points, f"{text}.points gave {got!r}, expected {points}"


@pytest.mark.parametrize(("rank", "before"), [
    pytest.param(Rank.JACK, Rank.TEN, id="before-jack-is-ten"),
    pytest.param(Rank.ACE, Rank.KING, id="before-ace-is-king"),
    pytest.param(Rank.THREE, Rank.TWO, id="before-three-is-two"),
    pytest.param(Rank.TWO, Rank.ACE, id="before-two-is-ace"),
])
def test_previous_rank(rank, before):
    # Task 2: the assignment's getPrevious; the rank before two is ace.
    got = rank.previous
    assert got is before, f"{rank!r}.previous gave {got!r}, expected {before!r}"


@pytest.mark.parametrize(("text", "words"), [
    pytest.param("10♦", "Ten of Diamonds", id="ten-of-diamonds"),
    pytest.param("A♠", "Ace of Spades", id="ace-of-spades"),
    pytest.param("Q♥", "Queen of Hearts", id="queen-of-hearts"),
    pytest.param("2♣", "Two of Clubs", id="two-of-clubs"),
])
def test_card_in_words(text, words):
    # Task 3: the assignment's toString is str(card).
    got = str(card(text))
    assert got == words, f"str({text}) gave {got!r}, expected {words!r}"


def test_cards_sort_highest_rank_first_then_suits_ascending():
    # Task 4: Comparable in Java is the ordering in Python: sorted(cards) uses Card's < operator.
    got = shown(sorted(cards("2♣ A♠ 10♦ A♣ 10♥")))
    assert got == "A♣ A♠ 10♦ 10♥ 2♣", f"sorted(2♣ A♠ 10♦ A♣ 10♥) gave {got}, expected A♣ A♠ 10♦ 10♥ 2♣"


@pytest.mark.parametrize(("key", "expected"), [
    pytest.param(by_rank, "2♣ 2♦ 10♦ 10♥ A♣ A♠", id="by_rank-lowest-rank-first"),
    pytest.param(by_suit, "2♣ A♣ 2♦ 10♦ 10♥ A♠", id="by_suit-clubs-first-then-rank"),
])
def test_comparators_sort_cards(key, expected):
    # Task 5: the assignment's two Comparators are the sort keys by_rank and by_suit.
    got = shown(sorted(cards("2♣ A♠ 10♦ A♣ 10♥ 2♦"), key=key))
    assert got == expected, f"sorted(2♣ A♠ 10♦ A♣ 10♥ 2♦, key={key.__name__}) gave {got}, expected {expected}"


@pytest.mark.parametrize(("pair", "total"), [
    pytest.param("A♣ K♥", 21, id="ace-and-king-make-21"),
    pytest.param("2♦ 3♠", 5, id="two-and-three-make-5"),
    pytest.param("A♣ A♦", 22, id="two-aces-make-22"),
])
def test_static_sum_of_two_cards(pair, total):
    # Task 6: Card.sum(first, second) is a static method: the two cards' points added up.
    got = Card.sum(*cards(pair))
    assert got == total, f"Card.sum({pair.replace(' ', ', ')}) gave {got!r}, expected {total}"


@pytest.mark.parametrize(("call", "add", "expected"), [
    pytest.param("10♦ + A♣", lambda: card("10♦") + card("A♣"), 21, id="card-plus-card"),
    pytest.param("7♠ + 3", lambda: card("7♠") + 3, 10, id="card-plus-number"),
    pytest.param("3 + 7♠", lambda: 3 + card("7♠"), 10, id="number-plus-card"),
    pytest.param("sum([10♦ A♣ 5♥])", lambda: sum(cards("10♦ A♣ 5♥")), 26, id="sum-of-a-list"),
])
def test_plus_adds_points(call, add, expected):
    # Task 6: + adds points up, so sum(cards) works too.
    got = add()
    assert got == expected, f"{call} gave {got!r}, expected {expected}"


@pytest.mark.parametrize(("pair", "expected"), [
    pytest.param("A♠ K♠", True, id="ace-then-king"),
    pytest.param("10♦ A♣", True, id="ten-then-ace"),
    pytest.param("A♠ A♣", False, id="two-aces"),
    pytest.param("10♦ J♣", False, id="two-ten-point-cards"),
    pytest.param("9♠ A♦", False, id="nine-and-ace"),
])
def test_is_blackjack_is_a_static_method_of_card(pair, expected):
    # Task 7: Card.is_blackjack(first, second): an ace and a ten-point card, in either order.
    got = Card.is_blackjack(*cards(pair))
    assert got is expected, f"Card.is_blackjack({pair.replace(' ', ', ')}) gave {got!r}, expected {expected}"


def test_card_saves_and_loads_with_format_version_111():
    # Task 12: loading checks the format version.
    saved = pickle.dumps(card("Q♥"))
    got = pickle.loads(saved)
    assert got == card("Q♥"), f"saving and loading Q♥ gave {got!r}, expected Q♥ back"
    state = card("Q♥").__reduce__()[2]
    assert state == {"format_version": 111}, f"Card.__reduce__() saved the state {state!r}, expected {{'format_version': 111}}"


# --- Deck -------------------------------------------------------------------------------------

def test_new_deck_deals_two_of_clubs_first():
    # Task 9: deal() removes and returns the top card.
    deck = Deck()
    got = [deck.deal().short for _ in range(3)]
    assert got == ["2♣", "3♣", "4♣"], f"dealing 3 cards from Deck() gave {got}, expected 2♣ 3♣ 4♣"
    assert len(deck) == 49, f"after dealing 3 cards len(deck) gave {len(deck)}, expected 49"


def test_shuffle_keeps_all_52_cards_and_changes_the_order():
    # Task 8: your own Fisher–Yates loop with the deck's random generator.
    deck = Deck(random.Random(1))
    deck.shuffle()
    dealt = [deck.deal() for _ in range(52)]
    assert sorted(dealt) == sorted(Deck()), (
        f"after shuffle() the 52 cards dealt were {len(set(dealt))} different cards, expected the 52 cards of a deck")
    assert dealt != list(Deck()), f"after shuffle() the deck dealt {shown(dealt[:4])} ..., its new order, expected it shuffled"


def test_every_second_card_iterator_is_nested_in_deck():
    # Task 10: Deck.SecondCardIterator is a class inside Deck; deck.every_second() returns one.
    iterator = Deck().every_second()
    assert isinstance(iterator, Deck.SecondCardIterator), (
        f"Deck().every_second() gave a {type(iterator).__name__}, expected a Deck.SecondCardIterator")
    got = [next(iterator).short for _ in range(3)]
    assert got == ["2♣", "4♣", "6♣"], f"the first three from every_second() were {got}, expected 2♣ 4♣ 6♣"


def test_deck_saves_every_second_card_with_format_version_112():
    # Task 11: saving a deck keeps every second card.
    deck = Deck()
    state = deck.__getstate__()
    assert state.get("format_version") == 112, f"Deck().__getstate__() gave format_version {state.get('format_version')!r}, expected 112"
    loaded = pickle.loads(pickle.dumps(deck))
    got = shown(list(loaded)[:3])
    assert len(loaded) == 26 and got == "2♣ 4♣ 6♣", (
        f"a saved and loaded new deck held {len(loaded)} cards starting {got}, expected 26 starting 2♣ 4♣ 6♣")


def test_deck_of_another_format_version_is_refused():
    # Task 12: a saved deck of another format version is refused.
    try:
        Deck().__setstate__({"format_version": 111, "every_second": []})
    except FormatVersionError:
        return
    raise AssertionError("Deck().__setstate__({'format_version': 111, ...}) returned, expected FormatVersionError (a deck is version 112)")


# --- Hand -------------------------------------------------------------------------------------

def test_add_hand_adds_every_card_of_another_hand():
    # Task 13: the third way to add; add(card) and add_all(cards) are the first two.
    hand = Hand(cards("A♠"))
    hand.add_hand(Hand(cards("2♣ 3♣")))
    assert shown(hand) == "A♠ 2♣ 3♣", f"Hand([A♠]).add_hand(Hand([2♣ 3♣])) left the hand {shown(hand)}, expected A♠ 2♣ 3♣"
    try:
        hand.add_hand(cards("4♣"))
    except TypeError:
        return
    raise AssertionError("hand.add_hand([4♣]) (a list, not a Hand) returned, expected a TypeError")


@pytest.mark.parametrize(("text", "values"), [
    pytest.param("10♦ 9♠", [19], id="no-ace"),
    pytest.param("A♠ 5♣", [6, 16], id="one-ace"),
    pytest.param("A♠ A♣ 9♥", [11, 21, 31], id="two-aces"),
    pytest.param("", [0], id="empty-hand"),
])
def test_hand_values_count_each_ace_as_1_or_11(text, values):
    # Task 14: every value, lowest first.
    got = Hand(cards(text)).values()
    assert got == values, f"Hand([{text}]).values() gave {got!r}, expected {values}"


@pytest.mark.parametrize(("text", "best"), [
    pytest.param("A♠ K♦", 21, id="blackjack-is-21"),
    pytest.param("A♠ A♣", 12, id="two-aces-are-12"),
    pytest.param("A♠ 5♦ K♦", 16, id="ace-counts-1-to-stay-under"),
    pytest.param("K♠ Q♦ 5♣", 25, id="bust-gives-the-lowest"),
])
def test_best_value(text, best):
    # Task 14: the highest value not over 21, else the lowest.
    got = Hand(cards(text)).best_value()
    assert got == best, f"Hand([{text}]).best_value() gave {got!r}, expected {best}"


@pytest.mark.parametrize(("text", "limit", "expected"), [
    pytest.param("K♠ Q♦ 2♣", 21, True, id="22-is-over-21"),
    pytest.param("10♦ 10♠ A♣", 21, False, id="ace-low-makes-21"),
    pytest.param("K♠ Q♦", 19, True, id="20-is-over-19"),
])
def test_is_over(text, limit, expected):
    # Task 14: whether even the lowest value is over the limit.
    got = Hand(cards(text)).is_over(limit)
    assert got is expected, f"Hand([{text}]).is_over({limit}) gave {got!r}, expected {expected}"


@pytest.mark.parametrize(("suit", "count"), [
    pytest.param(Suit.SPADES, 2, id="two-spades"),
    pytest.param(Suit.DIAMONDS, 1, id="one-diamond"),
    pytest.param(Suit.HEARTS, 0, id="no-hearts"),
])
def test_count_suit(suit, count):
    # Task 14: how many cards of a suit.
    got = Hand(cards("A♠ 2♠ 3♦")).count_suit(suit)
    assert got == count, f"Hand([A♠ 2♠ 3♦]).count_suit({suit!r}) gave {got!r}, expected {count}"


def test_remove_all_removes_what_is_there_and_says_false_if_any_was_missing():
    # Task 15.
    hand = Hand(cards("A♠ 2♣ 3♣"))
    got = hand.remove_all(cards("2♣ K♦"))
    assert got is False, f"Hand([A♠ 2♣ 3♣]).remove_all([2♣ K♦]) gave {got!r}, expected False (K♦ is missing)"
    assert shown(hand) == "A♠ 3♣", f"after remove_all([2♣ K♦]) the hand is {shown(hand)}, expected A♠ 3♣ (2♣ removed)"


def test_remove_all_of_cards_all_there_says_true():
    # Task 15.
    hand = Hand(cards("A♠ 2♣ 3♣"))
    got = hand.remove_all(cards("3♣ A♠"))
    assert got is True and shown(hand) == "2♣", (
        f"Hand([A♠ 2♣ 3♣]).remove_all([3♣ A♠]) gave {got!r} and left {shown(hand)}, expected True and 2♣")


def test_sort_descending_sorts_the_hand_itself():
    # Task 16: sorting arranges the hand; str(hand) and hand.arranged() show the arrangement.
    hand = Hand(cards("2♦ A♠ 10♦ A♣"))
    hand.sort_descending()
    got = shown(hand.arranged())
    assert got == "A♣ A♠ 10♦ 2♦", f"after sort_descending() Hand([2♦ A♠ 10♦ A♣]) is {got}, expected A♣ A♠ 10♦ 2♦"
    assert str(hand) == "[A♣ A♠ 10♦ 2♦]", f"after sort_descending() str(hand) gave {str(hand)!r}, expected '[A♣ A♠ 10♦ 2♦]'"


def test_sort_ascending_sorts_the_hand_itself():
    # Task 16.
    hand = Hand(cards("2♦ A♠ 10♦ 2♣"))
    hand.sort_ascending()
    got = shown(hand.arranged())
    assert got == "2♣ 2♦ 10♦ A♠", f"after sort_ascending() Hand([2♦ A♠ 10♦ 2♣]) is {got}, expected 2♣ 2♦ 10♦ A♠"


@pytest.mark.parametrize("sort", [
    pytest.param("sort_descending", id="after-sort_descending"),
    pytest.param("sort_ascending", id="after-sort_ascending"),
    pytest.param("sort", id="after-sort"),
])
def test_hand_iterates_in_the_order_added_even_after_sorting(sort):
    # Task 16: the assignment's Hand iterates in the order the cards were added, sorted or not.
    hand = Hand(cards("2♦ A♠ 10♦ A♣"))
    getattr(hand, sort)()
    got = shown(hand)
    assert got == "2♦ A♠ 10♦ A♣", f"after Hand([2♦ A♠ 10♦ A♣]).{sort}() iterating gave {got}, expected the order added, 2♦ A♠ 10♦ A♣"


def test_hand_saves_with_format_version_102():
    # Task 12: a saved hand keeps its cards in the order added.
    hand = Hand(cards("K♠ 2♦"))
    loaded = pickle.loads(pickle.dumps(hand))
    assert shown(loaded) == "K♠ 2♦", f"saving and loading Hand([K♠ 2♦]) gave {shown(loaded)}, expected K♠ 2♦"
    version = hand.__reduce__()[2].get("format_version")
    assert version == 102, f"Hand.__reduce__() saved format_version {version!r}, expected 102"


# --- the demonstration (main) -----------------------------------------------------------------

@pytest.mark.parametrize(("show", "at_least"), [
    pytest.param(show_card, 4, id="show_card"),
    pytest.param(show_deck, 4, id="show_deck"),
    pytest.param(show_hand, 5, id="show_hand"),
])
def test_demonstrations_show_each_class(show, at_least):
    # Task 17: python cards.py prints these lines; what they show is up to you (see the docstrings).
    lines = show()
    assert isinstance(lines, list) and all(isinstance(line, str) and line.strip() for line in lines), (
        f"{show.__name__}() gave {lines!r}, expected a list of lines of text")
    assert len(lines) >= at_least, f"{show.__name__}() gave {len(lines)} lines, expected at least {at_least}"
