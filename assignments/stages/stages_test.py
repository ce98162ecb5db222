"""Self-checks for Twenty-One in six stages: run ``pytest`` in this folder.

Each test says which stage it checks, the cards it deals and what it expects; a failing test
says in one sentence what was called, what came back and what the game expects. A deck is a
list whose last card is the top one: ``stacked("Two", "Three", ...)`` deals a Two first. The
player is dealt two cards first, then the dealer.
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


# --- stage 1: prepare the deck -----------------------------------------------------
def test_new_deck_is_the_52_cards_in_order():
    deck = game.new_deck()
    assert len(deck) == 52, said("len(new_deck())", len(deck), 52)
    assert deck[:2] == [("Ace", "Clubs"), ("Two", "Clubs")], said("new_deck()[:2]", deck[:2],
                                                                  [("Ace", "Clubs"), ("Two", "Clubs")])
    assert len(set(deck)) == 52, said("the number of different cards in new_deck()", len(set(deck)), 52)


def test_shuffled_deck_has_the_same_cards():
    deck = game.shuffled_deck(random.Random(6))
    assert sorted(deck) == sorted(game.new_deck()), said("sorted(shuffled_deck(Random(6)))", sorted(deck)[:3],
                                                         "the 52 cards of new_deck()")


# --- stage 2: deal -----------------------------------------------------------------
def test_deal_hands_gives_two_to_the_player_then_two_to_the_dealer():
    player, dealer = game.deal_hands(stacked("Two", "Three", "Four", "Five", "Six"))
    expected = ([("Two", "Clubs"), ("Three", "Diamonds")], [("Four", "Hearts"), ("Five", "Spades")])
    assert (player, dealer) == expected, said("deal_hands(stacked('Two', 'Three', 'Four', 'Five', 'Six'))",
                                              (player, dealer), expected)


# --- stage 3: value a hand ---------------------------------------------------------
@pytest.mark.parametrize("ranks, expected", [
    (("King", "Seven"), 17),
    (("Ace", "Six"), 17),
    (("Ace", "Six", "Nine"), 16),
], ids=["king and seven", "an ace counts 11", "an ace drops to 1 rather than bust"])
def test_hand_value(ranks, expected):
    got = game.hand_value(cards(*ranks))
    assert got == expected, said(f"hand_value(cards{ranks})", got, expected)


def test_is_blackjack():
    got = game.is_blackjack(cards("Ace", "Queen"))
    assert got is True, said("is_blackjack(cards('Ace', 'Queen'))", got, True)


# --- stage 4: hit or stay ----------------------------------------------------------
def test_player_turn_hits_then_stays():
    shown = []
    hand = game.player_turn(stacked("Five", "Nine"), cards("Ten", "Two"), scripted("1", "0"), shown.append)
    ranks = [card[0] for card in hand]
    assert ranks == ["Ten", "Two", "Five"], said("player_turn(..., answers 1 then 0)", ranks, ["Ten", "Two", "Five"])
    assert "You drew Five of Clubs." in shown, said("player_turn(..., answers 1 then 0) showed", shown,
                                                    "You drew Five of Clubs.")


def test_player_turn_asks_again_after_a_bad_answer():
    shown = []
    hand = game.player_turn(stacked("Five"), cards("Ten", "Two"), scripted("x", " 2", " 0 "), shown.append)
    retries = shown.count("Please answer 1 or 0.")
    assert (len(hand), retries) == (2, 2), said(
        "player_turn(..., answers 'x', ' 2', ' 0 '): (cards in hand, 'Please answer 1 or 0.' lines)",
        (len(hand), retries), (2, 2))


def test_dealer_turn_first_shows_the_dealers_cards():
    shown = []
    game.dealer_turn(stacked("Five"), cards("Ten", "Six"), shown.append)
    expected = "Dealer has Ten of Clubs, Six of Diamonds (value 16)."
    assert shown[:1] == [expected], said("dealer_turn(stacked('Five'), cards('Ten', 'Six')): the first line",
                                         shown[:1], [expected])


# --- stage 5: decide ---------------------------------------------------------------
@pytest.mark.parametrize("player, dealer, expected", [
    (("Ace", "King"), ("Ace", "Queen"), "tie"),
    (("Ten", "Nine"), ("Ten", "Eight"), "player"),
    (("Ten", "Eight"), ("Nine", "Nine"), "tie"),
], ids=["blackjack against blackjack", "19 beats 18", "18 against 18"])
def test_decide(player, dealer, expected):
    got = game.decide(cards(*player), cards(*dealer))
    assert got == expected, said(f"decide(cards{player}, cards{dealer})", got, expected)


# --- stage 6: play a game, and again -----------------------------------------------
def test_play_game_plays_the_stages():
    shown = []
    # you Ten, Nine and stay; the dealer Ten, Six draws a Five: 21 against 19
    got = game.play_game(stacked("Ten", "Nine", "Ten", "Six", "Five"), scripted("0"), shown.append)
    assert got == "dealer", said("play_game(stacked('Ten', 'Nine', 'Ten', 'Six', 'Five'), 0)", got, "dealer")
    assert "Dealer shows Ten of Hearts." in shown, said("play_game(...) showed", shown, "Dealer shows Ten of Hearts.")


@pytest.mark.parametrize("answers, expected", [(("n",), False), (("maybe", " Y "), True)],
                         ids=["n", "maybe then Y"])
def test_play_again(answers, expected):
    got = game.play_again(scripted(*answers), quiet)
    assert got is expected, said(f"play_again(answers {answers})", got, expected)
