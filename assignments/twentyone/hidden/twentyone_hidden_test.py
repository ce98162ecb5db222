"""Hidden tests for the twenty-one lab (the instructor's; never released to students).

They check the same tasks as the self-checks on cards and answers the student has not seen;
a failing test says in one sentence what was called, what came back and what was expected.
"""
import random

import pytest

import twentyone as lab

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")


def said(called: str, got: object, expected: object) -> str:
    """The one sentence a failing check prints."""
    return f"{called} gave {got!r}, but the lab expects {expected!r}"


# --- task 1 ----------------------------------------------------------------------
def test_every_card_number_names_a_different_card():
    cards = {lab.lab_card(n) for n in range(52)}
    assert len(cards) == 52, said("the number of different cards lab_card(0) ... lab_card(51)", len(cards), 52)
    with pytest.raises(ValueError):
        lab.lab_card(52)


# --- task 2 ----------------------------------------------------------------------
@pytest.mark.parametrize("ranks, expected", [
    (["Ace", "Six", "Ace"], 18), (["Ace", "King", "Ace"], 12), (["Ace", "Ten"], 21),
    (["Jack", "Queen", "Ace"], 21), (["Five", "Five", "Ace", "Ace"], 12),
], ids=["ace six ace", "ace king ace", "ace ten", "jack queen ace", "five five ace ace"])
def test_hand_total_hidden(ranks, expected):
    got = lab.hand_total([(rank, "Spades") for rank in ranks])
    assert got == expected, said(f"hand_total of {ranks}", got, expected)


# --- task 3 ----------------------------------------------------------------------
def test_no_card_twice_in_a_game_even_when_the_deck_runs_out():
    deck = lab.Deck(random.Random(11))
    for game in range(1, 61):
        lines = []
        lab.play_game(deck, lab.strategy_2, lines.append)
        customer = lines[0].split(": ", 1)[1].rsplit(" (", 1)[0].split(", ")
        dealer = lines[1].split(": ", 1)[1].rsplit(" (up", 1)[0].split(", ")
        assert len(set(customer + dealer)) == len(customer + dealer), (
            f"game {game} of 60 on Deck(Random(11)) dealt a card twice: {lines[:2]}")


# --- task 4 ----------------------------------------------------------------------
@pytest.mark.parametrize("total", range(4, 22), ids=lambda total: f"total {total}")
@pytest.mark.parametrize("up", ["Two", "Six", "Seven", "Ten", "Ace"], ids=lambda up: f"against {up}")
def test_strategy_2_every_total(total, up):
    expected = total < (12 if up in ("Two", "Six") else 17)
    got = lab.strategy_2(total, (up, "Hearts"))
    assert got is expected, said(f"strategy_2({total}, ({up!r}, 'Hearts'))", got, expected)


@pytest.mark.parametrize("total, up, expected", [
    (4, "Three", "11 or less against Two to Six"), (13, "Four", "13 to 15 against Two to Six"),
    (15, "Eight", "13 to 15 against Seven to Ace"), (21, "Queen", "18 or more against Seven to Ace"),
    (18, "Six", "18 or more against Two to Six"),
], ids=["4 against a three", "13 against a four", "15 against an eight", "21 against a queen", "18 against a six"])
def test_table_case_hidden(total, up, expected):
    got = lab.table_case(total, (up, "Diamonds"))
    assert got == expected, said(f"table_case({total}, ({up!r}, 'Diamonds'))", got, expected)


# --- task 5 ----------------------------------------------------------------------
@pytest.mark.parametrize("numbers, wins, word", [
    ([9, 0, 48, 12], 0, "LOSS"),
    ([0, 34, 12, 13], 2, "WIN"),
    ([9, 5, 48, 18, 3], 1, "WIN"),
], ids=["dealer blackjack beats 20", "customer blackjack against a soft 20",
        "dealer six six four two: 18 against 20"])
def test_play_game_results(numbers, wins, word):
    shown = []
    got = lab.play_game(lab.stacked_deck(numbers), lab.strategy_1, shown.append)
    assert (got, shown[-1].split(":")[0]) == (wins, word), said(
        f"play_game(stacked_deck({numbers}), strategy_1)", (got, shown[-1]), (wins, f"{word}: ..."))


def test_a_bust_customer_loses_before_the_dealer_draws():
    deck = lab.stacked_deck([9, 8, 5, 7, 48, 1])   # customer Ten + Six = 16 hits the Ten of Clubs: bust
    got = lab.play_game(deck, lab.strategy_1, lambda line: None)
    assert got == 0, said("play_game(stacked_deck([9, 8, 5, 7, 48, 1]), strategy_1): a bust customer", got, 0)
    top = deck.deal()
    assert top == lab.lab_card(1), said("deal() after a bust customer's game (the dealer must not draw)", top,
                                        lab.lab_card(1))


@pytest.mark.parametrize("seed", [4, 17], ids=lambda seed: f"Deck(Random({seed}))")
def test_play_games_dealer_wins_every_game_we_do_not(seed):
    deck, per_game = lab.Deck(random.Random(seed)), []
    for _ in range(30):
        per_game.append(lab.play_game(deck, lab.strategy_2, lambda line: None))
    expected = (sum(per_game), per_game.count(0))
    got = lab.play_games(lab.Deck(random.Random(seed)), lab.strategy_2, 30, show=lambda line: None)
    assert got == expected, said(f"play_games(Deck(Random({seed})), strategy_2, 30)", got, expected)


# --- task 6 ----------------------------------------------------------------------
def test_main_end_of_input_ends_quietly():
    def eof(prompt):
        raise EOFError
    shown = []
    lab.main(random.Random(1), ask=eof, show=shown.append)
    won = [line for line in shown if line.startswith(("We won", "The dealer won"))]
    assert not won, said("main(Random(1)) with end of input at the question: the score lines", won, [])


def test_main_both_strategies_meet_the_same_shuffles():
    shown = []
    lab.main(random.Random(8), ask=lambda prompt: "1", show=shown.append)
    hands = [line for line in shown if line.startswith("Customer:")]
    first_cards = [line.split(": ", 1)[1].split(", ")[:2] for line in hands]
    assert len(first_cards) == 2 and first_cards[0] == first_cards[1], said(
        "main(Random(8)) answering 1: each strategy's first two customer cards", first_cards, "the same cards twice")


# --- task 7 ----------------------------------------------------------------------
def test_show_cases_plays_each_case_game_on_its_deck():
    shown = []
    lab.show_cases(shown.append)
    games = lab.case_games()
    ends = [line for line in shown if line.startswith(("WIN:", "LOSS:"))]
    assert len(ends) == len(games) >= 6, said(
        f"show_cases() with {len(games)} case games: the WIN/LOSS lines", len(ends), len(games))
    title, numbers = games[0]
    first_customer = next(line for line in shown if line.startswith("Customer:"))
    expected = f"Customer: {lab.card_name(lab.lab_card(numbers[0]))}, {lab.card_name(lab.lab_card(numbers[2]))}"
    assert first_customer.startswith(expected), said("show_cases(): the first game's customer", first_customer, expected)


@pytest.mark.parametrize("total, up, line", [
    (12, "Two", "Customer total = 12, up card = Two of Spades: 12 against Two to Six, stand."),
    (17, "Nine", "Customer total = 17, up card = Nine of Spades: 17 against Seven to Ace, stand."),
    (9, "Five", "Customer total = 9, up card = Five of Spades: 11 or less against Two to Six, hit."),
], ids=["12 against a two", "17 against a nine", "9 against a five"])
def test_traced_strategy_2_hidden(total, up, line):
    shown = []
    lab.traced_strategy_2(shown.append)(total, (up, "Spades"))
    assert shown == [line], said(f"traced_strategy_2(show)({total}, ({up!r}, 'Spades'))", shown, [line])


def test_case_games_stack_real_cards():
    for title, numbers in lab.case_games():
        bad = [n for n in numbers if not 0 <= n <= 51]
        assert len(numbers) >= 4 and not bad and len(set(numbers)) == len(numbers), said(
            f"case_games() game {title!r}", numbers, "4 or more different card numbers from 0 to 51")
