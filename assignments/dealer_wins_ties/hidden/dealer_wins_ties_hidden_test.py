"""Hidden tests for the textbook game (the instructor's; never released to students).

They check the same tasks as the self-checks on cards and answers the student has not seen.
"""
import random

import pytest

import dealer_wins_ties as game
from dealer_wins_ties import StackedShuffles, cards, scripted, stacked


def said(called: str, got: object, expected: object) -> str:
    """The one sentence a failing check prints."""
    return f"{called} gave {got!r}, but the game expects {expected!r}"


def quiet(line: str) -> None:
    """A ``show`` that shows nothing."""


def refuse(prompt: str) -> str:
    """An ``ask`` for a game that must not ask anything."""
    raise AssertionError(f"asked {prompt!r} in a game that was already decided")


# --- task 1 ------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [5, 6], ids=lambda seed: f"Random({seed})")
def test_shuffled_deck_is_repeatable_and_shuffled(seed):
    first, again = game.shuffled_deck(random.Random(seed)), game.shuffled_deck(random.Random(seed))
    assert first == again and len(set(first)) == 52, said(
        f"shuffled_deck(Random({seed})) twice", (first[:3], again[:3]), "the same 52 different cards both times")
    assert first != sorted(first), said(f"shuffled_deck(Random({seed}))", first[:5], "a shuffled order")


@pytest.mark.parametrize("ranks, expected", [
    (("Ace", "Ace"), 12), (("Ace", "Ace", "Ace", "Eight"), 21), (("Ace",) * 11, 21),
    (("King", "Queen", "Two"), 22), ((), 0),
], ids=["two aces", "three aces and an eight", "eleven aces", "king queen two", "no cards"])
def test_hand_value_hidden(ranks, expected):
    got = game.hand_value(cards(*ranks))
    assert got == expected, said(f"hand_value(cards{ranks})", got, expected)


@pytest.mark.parametrize("ranks", [("Seven", "Seven", "Seven"), ("Ace", "Nine")], ids=["three cards", "20"])
def test_is_blackjack_hidden(ranks):
    got = game.is_blackjack(cards(*ranks))
    assert got is False, said(f"is_blackjack(cards{ranks})", got, False)


# --- task 2 ------------------------------------------------------------------------
@pytest.mark.parametrize("player, dealer, expected", [
    (("Ace", "Queen"), ("King", "Ace"), "dealer"),
    (("Ace", "Ace"), ("Ten", "Ten"), None),
    (("Ace", "Five", "Five"), ("Ten", "Nine"), None),
], ids=["the dealer's blackjack beats yours", "two aces are 12", "three cards are never a blackjack"])
def test_natural_winner_hidden(player, dealer, expected):
    got = game.natural_winner(cards(*player), cards(*dealer))
    assert got == expected, said(f"natural_winner(cards{player}, cards{dealer})", got, expected)


# --- task 3 ------------------------------------------------------------------------
@pytest.mark.parametrize("deck, hand, expected", [
    (("Five",), ("Ace", "Six"), ["Ace", "Six"]),
    (("Five",), ("Ten", "Seven"), ["Ten", "Seven"]),
    (("Ace", "Four"), ("Ten", "Five"), ["Ten", "Five", "Ace", "Four"]),
], ids=["stands on Ace, Six (17)", "stands on 17", "Ten, Five, Ace is 16: hits again"])
def test_dealer_turn_hidden(deck, hand, expected):
    got = [card[0] for card in game.dealer_turn(stacked(*deck), cards(*hand), quiet)]
    assert got == expected, said(f"dealer_turn(stacked{deck}, cards{hand})", got, expected)


# --- task 4 ------------------------------------------------------------------------
@pytest.mark.parametrize("player, dealer, expected", [
    (("Ace", "Queen"), ("King", "Ace"), ("dealer", "Dealer has Blackjack.")),
    (("Ten", "Six", "King"), ("Ten", "Six", "Queen"), ("dealer", "You busted.")),
    (("Seven", "Seven", "Seven"), ("Ten", "Six", "Five"), ("dealer", "Equal values: the dealer wins ties.")),
    (("Ace", "Five", "Five"), ("Ten", "Ten"), ("player", "Your value is higher.")),
    (("Seven", "Seven", "Seven"), ("Ace", "King"), ("dealer", "Dealer has Blackjack.")),
], ids=["blackjack against blackjack", "both bust", "21 against 21", "soft 21 beats 20",
        "a blackjack beats a three-card 21"])
def test_settle_hidden(player, dealer, expected):
    got = game.settle(cards(*player), cards(*dealer))
    assert got == expected, said(f"settle(cards{player}, cards{dealer})", got, expected)


# --- task 5 ------------------------------------------------------------------------
@pytest.mark.parametrize("deck, winner, why", [
    (("Ace", "King", "Ace", "Queen"), "dealer", "Dealer has Blackjack."),
    (("Ten", "Nine", "Ace", "King"), "player", "You have Blackjack."),
    (("Ten", "Six", "Ten", "Eight", "Queen"), "player", "Dealer busted."),
], ids=["dealer blackjack, no question", "your blackjack, no question", "the dealer draws and busts"])
def test_play_game_says_why_it_ended(deck, winner, why):
    shown = []
    ask = refuse if winner == "dealer" or why == "You have Blackjack." else scripted("S")
    got = game.play_game(stacked(*deck), ask, shown.append)
    assert (got, shown[-1]) == (winner, why), said(f"play_game(stacked{deck}): (winner, last line)",
                                                   (got, shown[-1]), (winner, why))


def test_the_dealer_does_not_draw_after_you_bust():
    deck = stacked("Ten", "Six", "Ten", "Five", "King", "Two")
    got = game.play_game(deck, scripted("H"), quiet)
    assert (got, deck) == ("dealer", [("Two", "Diamonds")]), said(
        "play_game(stacked('Ten', 'Six', 'Ten', 'Five', 'King', 'Two'), H): (winner, cards left)", (got, deck),
        ("dealer", [("Two", "Diamonds")]))


def test_the_question_is_asked_once_before_you_bust():
    asked = []
    game.play_game(stacked("Ten", "Seven", "Ten", "Eight", "Nine", "Two"), lambda prompt: asked.append(prompt) or "h",
                   quiet)
    assert asked == [game.QUESTION], said("play_game(..., always h): the questions asked", asked, [game.QUESTION])


# --- task 6 ------------------------------------------------------------------------
WIN = ("Ten", "Seven", "Ten", "Nine")
LOSE = ("Ten", "Nine", "Ten", "Seven")


def test_ask_bet_hidden():
    asked = []
    game.ask_bet(100, lambda prompt: asked.append(prompt) or "7", quiet)
    expected = ["You have $100. How much do you bet (0 quits)? "]
    assert asked == expected, said("ask_bet(100, ...): the question", asked, expected)
    got = (game.ask_bet(100, scripted("100"), quiet), game.ask_bet(100, scripted("2.5", "", "0"), quiet))
    assert got == (100, 0), said("ask_bet(100, '100') and ask_bet(100, '2.5', '', '0')", got, (100, 0))


@pytest.mark.parametrize("decks, answers, money, last", [
    ((LOSE, WIN), ("100", "S", "5"), 0, ["You are out of money.", "You leave with $0."]),
    ((WIN, WIN), ("100", "S", "200", "S", "0"), 400, ["You win $200.", "You leave with $400."]),
    ((("Ace", "King", "Ten", "Nine"),), ("10", "0"), 90, ["You lose $10.", "You leave with $90."]),
], ids=["broke ends the game", "win all your money twice", "a dealer blackjack takes the bet at once"])
def test_betting_game_hidden(decks, answers, money, last):
    shown = []
    got = game.betting_game(StackedShuffles(*[stacked(*deck) for deck in decks]), scripted(*answers), shown.append)
    assert (got, shown[-2:]) == (money, last), said(f"betting_game(answers {answers}): (money, last two lines)",
                                                    (got, shown[-2:]), (money, last))
