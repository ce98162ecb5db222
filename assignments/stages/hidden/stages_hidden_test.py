"""Hidden tests for Twenty-One in six stages (the instructor's; never released to students).

They check the same stages as the self-checks on cards and answers the student has not seen.
"""
import random

import pytest

import stages as game
from stages import cards, scripted, stacked


def said(called: str, got: object, expected: object) -> str:
    """The one sentence a failing check prints."""
    return f"{called} gave {got!r}, but the game expects {expected!r}"


def quiet(line: str) -> None:
    """A ``show`` that shows nothing."""


def refuse(prompt: str) -> str:
    """An ``ask`` for a game that must not ask anything."""
    raise AssertionError(f"asked {prompt!r} in a game that was already decided")


# --- stage 1 -----------------------------------------------------------------------
def test_new_deck_order_hidden():
    expected = [(rank, suit) for suit in game.SUITS for rank in game.RANKS]
    got = game.new_deck()
    assert got == expected, said("new_deck()", got[:14], expected[:14])


@pytest.mark.parametrize("seed", [5, 9], ids=lambda seed: f"Random({seed})")
def test_shuffled_deck_is_repeatable_and_shuffled(seed):
    first, again = game.shuffled_deck(random.Random(seed)), game.shuffled_deck(random.Random(seed))
    assert first == again and first != game.new_deck(), said(
        f"shuffled_deck(Random({seed})) twice", (first[:3], again[:3]), "the same shuffled order both times")


# --- stage 2 -----------------------------------------------------------------------
def test_deal_hands_takes_exactly_four_cards():
    deck = stacked("Two", "Three", "Four", "Five", "Six")
    game.deal_hands(deck)
    assert deck == [("Six", "Clubs")], said("the cards left after deal_hands(stacked(5 cards))", deck, [("Six", "Clubs")])


# --- stage 3 -----------------------------------------------------------------------
@pytest.mark.parametrize("ranks, expected", [
    (("Ace", "Ace"), 12), (("Ace",) * 11, 21), (("King", "Queen", "Two"), 22), ((), 0),
], ids=["two aces", "eleven aces", "king queen two", "no cards"])
def test_hand_value_hidden(ranks, expected):
    got = game.hand_value(cards(*ranks))
    assert got == expected, said(f"hand_value(cards{ranks})", got, expected)


@pytest.mark.parametrize("ranks", [("Seven", "Seven", "Seven"), ("King", "Queen")], ids=["three cards", "20"])
def test_is_blackjack_hidden(ranks):
    got = game.is_blackjack(cards(*ranks))
    assert got is False, said(f"is_blackjack(cards{ranks})", got, False)


# --- stage 4 -----------------------------------------------------------------------
def test_a_bust_player_is_not_asked_again():
    asked = []
    hand = game.player_turn(stacked("King", "Five"), cards("Ten", "Two"),
                            lambda prompt: asked.append(prompt) or "1", quiet)
    assert (game.hand_value(hand), asked) == (22, [game.QUESTION]), said(
        "player_turn(..., always 1): (value, questions asked)", (game.hand_value(hand), asked), (22, [game.QUESTION]))


def test_dealer_turn_hidden():
    shown = []
    hand = game.dealer_turn(stacked("Two", "Nine", "Five"), cards("Ten", "Four"), shown.append)
    expected = ["Dealer has Ten of Clubs, Four of Diamonds (value 14).", "Dealer drew Two of Clubs.",
                "Dealer drew Nine of Diamonds."]
    assert (len(hand), shown) == (4, expected), said("dealer_turn(stacked('Two', 'Nine', 'Five'), cards('Ten', 'Four'))",
                                                     (len(hand), shown), (4, expected))
    soft = game.dealer_turn(stacked("Five"), cards("Ace", "Six"), quiet)
    assert len(soft) == 2, said("dealer_turn(stacked('Five'), cards('Ace', 'Six')): cards in hand", len(soft), 2)


# --- stage 5 -----------------------------------------------------------------------
@pytest.mark.parametrize("player, dealer, expected", [
    (("Ten", "Six", "King"), ("Ten", "Six", "Queen"), "dealer"),
    (("Ten", "Six"), ("Ten", "Six", "Queen"), "player"),
    (("Seven", "Seven", "Seven"), ("Ace", "King"), "tie"),
    (("Ten", "Nine"), ("Ace", "King"), "dealer"),
    (("Ace", "King"), ("Ten", "Six", "Five"), "player"),
], ids=["both bust", "the dealer busts", "a dealer blackjack is just 21 here", "21 beats 19",
        "a blackjack beats a three-card 21"])
def test_decide_hidden(player, dealer, expected):
    got = game.decide(cards(*player), cards(*dealer))
    assert got == expected, said(f"decide(cards{player}, cards{dealer})", got, expected)


# --- stage 6 -----------------------------------------------------------------------
def test_a_player_blackjack_wins_without_a_question():
    got = game.play_game(stacked("Ace", "King", "Ten", "Nine"), refuse, quiet)
    assert got == "player", said("play_game(stacked('Ace', 'King', 'Ten', 'Nine'))", got, "player")


def test_the_dealer_does_not_draw_after_the_player_busts():
    deck = stacked("Ten", "Six", "Ten", "Five", "King", "Two")
    got = game.play_game(deck, scripted("1"), quiet)
    assert (got, deck) == ("dealer", [("Two", "Diamonds")]), said(
        "play_game(stacked('Ten', 'Six', 'Ten', 'Five', 'King', 'Two'), 1): (winner, cards left)", (got, deck),
        ("dealer", [("Two", "Diamonds")]))


def test_play_again_asks_until_y_or_n():
    asked = []
    answers = iter(["", "yes", "y"])
    got = game.play_again(lambda prompt: asked.append(prompt) or next(answers), quiet)
    assert (got, asked) == (True, [game.AGAIN] * 3), said("play_again(answers '', 'yes', 'y')", (got, asked),
                                                          (True, [game.AGAIN] * 3))
