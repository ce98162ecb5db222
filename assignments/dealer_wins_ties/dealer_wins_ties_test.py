"""Self-checks for the textbook game (the dealer wins ties): run ``pytest`` in this folder.

Each test says which task it checks, the cards it deals and what it expects; a failing test
says in one sentence what was called, what came back and what the game expects. A deck is a
list whose last card is the top one: ``stacked("Ten", "Six", ...)`` deals a Ten first. The
dealer is dealt two cards first, then you.
"""
import random

import pytest

import dealer_wins_ties as game
from dealer_wins_ties import cards, scripted, stacked


def said(called: str, got: object, expected: object) -> str:
    """The one sentence a failing check prints."""
    return f"{called} gave {got!r}, but the game expects {expected!r}"


def quiet(line: str) -> None:
    """A ``show`` that shows nothing."""


# --- task 1: a deck and a hand's value ------------------------------------------
def test_shuffled_deck_has_every_card_once():
    deck = game.shuffled_deck(random.Random(1))
    expected = sorted((rank, suit) for rank in game.RANKS for suit in game.SUITS)
    assert sorted(deck) == expected, said("sorted(shuffled_deck(Random(1)))", sorted(deck)[:4], "the 52 cards once each")


@pytest.mark.parametrize("ranks, expected", [
    (("King", "Seven"), 17),
    (("Ace", "Six"), 17),
    (("Ace", "Six", "Nine"), 16),
], ids=["king and seven", "an ace counts 11", "an ace drops to 1 rather than bust"])
def test_hand_value(ranks, expected):
    got = game.hand_value(cards(*ranks))
    assert got == expected, said(f"hand_value(cards{ranks})", got, expected)


@pytest.mark.parametrize("ranks, expected", [
    (("Ace", "Queen"), True),
    (("Seven", "Seven", "Seven"), False),
], ids=["ace and queen", "three sevens are three cards"])
def test_is_blackjack(ranks, expected):
    got = game.is_blackjack(cards(*ranks))
    assert got is expected, said(f"is_blackjack(cards{ranks})", got, expected)


# --- task 2: the blackjack checks -------------------------------------------------
@pytest.mark.parametrize("player, dealer, expected", [
    (("Ten", "Nine"), ("Ace", "Jack"), "dealer"),
    (("King", "Ace"), ("Ten", "Nine"), "player"),
    (("Ten", "Nine"), ("Ten", "Nine"), None),
], ids=["dealer blackjack", "your blackjack", "no blackjack"])
def test_natural_winner(player, dealer, expected):
    got = game.natural_winner(cards(*player), cards(*dealer))
    assert got == expected, said(f"natural_winner(cards{player}, cards{dealer})", got, expected)


# --- task 3: the dealer's turn ----------------------------------------------------
def test_dealer_hits_16_or_less_and_shows_each_card():
    shown = []
    hand = game.dealer_turn(stacked("Two", "Nine", "Five"), cards("Ten", "Four"), shown.append)
    ranks = [card[0] for card in hand]
    assert ranks == ["Ten", "Four", "Two", "Nine"], said(
        "dealer_turn(stacked('Two', 'Nine', 'Five'), cards('Ten', 'Four'))", ranks, ["Ten", "Four", "Two", "Nine"])
    expected = ["Dealer drew Two of Clubs.", "Dealer drew Nine of Diamonds."]
    assert shown == expected, said("dealer_turn(...) showed", shown, expected)


# --- task 4: settle the game, and say why ----------------------------------------
@pytest.mark.parametrize("player, dealer, expected", [
    (("Ten", "Nine"), ("Ace", "King"), ("dealer", "Dealer has Blackjack.")),
    (("Ace", "King"), ("Ten", "Nine"), ("player", "You have Blackjack.")),
    (("Ten", "Six", "King"), ("Ten", "Seven"), ("dealer", "You busted.")),
    (("Ten", "Six"), ("Ten", "Six", "Queen"), ("player", "Dealer busted.")),
    (("Ten", "Eight"), ("Nine", "Nine"), ("dealer", "Equal values: the dealer wins ties.")),
    (("Ten", "Nine"), ("Ten", "Eight"), ("player", "Your value is higher.")),
    (("Ten", "Seven"), ("Ten", "Nine"), ("dealer", "Dealer's value is higher.")),
], ids=["dealer blackjack", "your blackjack", "you bust", "the dealer busts", "18 against 18: a tie",
        "19 beats 18", "17 loses to 19"])
def test_settle_says_who_won_and_why(player, dealer, expected):
    got = game.settle(cards(*player), cards(*dealer))
    assert got == expected, said(f"settle(cards{player}, cards{dealer})", got, expected)


# --- task 5: play one game --------------------------------------------------------
def test_play_game_shows_the_hands_and_why_it_ended():
    shown = []
    # dealer Ten, Six; you Ten, Nine and stand; the dealer draws a Five: 21 against 19
    got = game.play_game(stacked("Ten", "Six", "Ten", "Nine", "Five"), scripted("S"), shown.append)
    assert got == "dealer", said("play_game(stacked('Ten', 'Six', 'Ten', 'Nine', 'Five'), S)", got, "dealer")
    for line in ("Dealer shows Ten of Clubs.", "Your hand: Ten of Hearts, Nine of Spades (value 19)",
                 "Dealer's value is higher."):
        assert line in shown, said("play_game(stacked('Ten', 'Six', 'Ten', 'Nine', 'Five'), S) showed", shown, line)


def test_player_turn_asks_again_after_a_bad_answer():
    shown = []
    hand = game.player_turn(stacked("Five"), cards("Ten", "Two"), scripted("x", " hit", " s "), shown.append)
    retries = shown.count("Please answer H or S.")
    assert (len(hand), retries) == (2, 2), said(
        "player_turn(..., answers 'x', ' hit', ' s '): (cards in hand, 'Please answer H or S.' lines)",
        (len(hand), retries), (2, 2))


def test_you_bust_says_so():
    shown = []
    got = game.play_game(stacked("Ten", "Six", "Ten", "Five", "King"), scripted("H"), shown.append)
    assert (got, shown[-1]) == ("dealer", "You busted."), said(
        "play_game(stacked('Ten', 'Six', 'Ten', 'Five', 'King'), H): (winner, last line)", (got, shown[-1]),
        ("dealer", "You busted."))


# --- task 6: bet, and play until you quit or are broke ----------------------------
def test_ask_bet_asks_again_after_a_bad_bet():
    shown = []
    got = game.ask_bet(100, scripted("lots", "101", "-5", "40"), shown.append)
    retries = shown.count("Please bet a whole number of dollars from 1 to 100, or 0 to quit.")
    assert (got, retries) == (40, 3), said("ask_bet(100, answers 'lots', '101', '-5', '40'): (bet, retries)",
                                          (got, retries), (40, 3))


def test_betting_game_wins_and_loses_the_bets():
    win = stacked("Ten", "Seven", "Ten", "Nine")    # you stand on 19 against 17: you win
    lose = stacked("Ten", "Nine", "Ten", "Seven")   # you stand on 17 against 19: you lose
    shown = []
    money = game.betting_game(game.StackedShuffles(win, lose), scripted("30", "S", "50", "S", "0"), shown.append)
    assert money == 80, said("betting_game(win then lose, bets $30 and $50, then 0)", money, 80)
    assert "You leave with $80." in shown, said("betting_game(...) showed", shown[-3:], "You leave with $80.")
