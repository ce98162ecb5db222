"""Hidden tests for the twenty-one lab (the instructor's; never released to students).

They check the same tasks as the self-checks on cards and answers the student has not seen.
"""
import random

import pytest

import twentyone as lab


# --- task 1 ----------------------------------------------------------------------
def test_every_card_number_names_a_different_card():
    cards = [lab.lab_card(n) for n in range(52)]
    assert len(set(cards)) == 52, "the 52 card numbers must name 52 different cards"
    with pytest.raises(ValueError):
        lab.lab_card(52)


# --- task 2 ----------------------------------------------------------------------
@pytest.mark.parametrize("ranks, expected", [
    (["Ace", "Six", "Ace"], 18), (["Ace", "King", "Ace"], 12), (["Ace", "Ten"], 21),
    (["Jack", "Queen", "Ace"], 21), (["Five", "Five", "Ace", "Ace"], 12),
])
def test_hand_total_hidden(ranks, expected):
    cards = [(rank, "Spades") for rank in ranks]
    assert lab.hand_total(cards) == expected, f"hand_total of {ranks} should be {expected}"


# --- task 3 ----------------------------------------------------------------------
def test_no_card_twice_in_a_game_even_when_the_deck_runs_out():
    deck = lab.Deck(random.Random(11))
    for _ in range(60):
        lines = []
        lab.play_game(deck, lab.strategy_2, lines.append)
        customer = lines[0].split(": ", 1)[1].rsplit(" (", 1)[0].split(", ")
        dealer = lines[1].split(": ", 1)[1].rsplit(" (up", 1)[0].split(", ")
        assert len(set(customer + dealer)) == len(customer + dealer), f"a card twice in one game: {lines[:2]}"


# --- task 4 ----------------------------------------------------------------------
@pytest.mark.parametrize("total", range(4, 22))
@pytest.mark.parametrize("up", ["Two", "Six", "Seven", "Ten", "Ace"])
def test_strategy_2_every_total(total, up):
    expected = total < (12 if up in ("Two", "Six") else 17)
    assert lab.strategy_2(total, (up, "Hearts")) is expected, f"strategy_2({total}, {up}) should {'hit' if expected else 'stand'}"


# --- task 5 ----------------------------------------------------------------------
@pytest.mark.parametrize("numbers, wins, word", [
    ([9, 0, 48, 12], 0, "LOSS"),        # dealer Ace and King: blackjack beats the customer's 20
    ([0, 34, 12, 13], 2, "WIN"),        # customer Ace + King of Clubs; dealer Nine of Hearts + Ace of Diamonds
    ([9, 5, 48, 18, 3], 1, "WIN"),      # customer 20; dealer Six + Six hits a Four (16), then the Two of Diamonds: 18
])
def test_play_game_results(numbers, wins, word):
    shown = []
    got = lab.play_game(lab.stacked_deck(numbers), lab.strategy_1, shown.append)
    assert shown[-1].startswith(word + ":"), f"deck {numbers}: expected a {word} line, got {shown[-1]!r}"
    assert got == wins, f"deck {numbers}: {got} wins instead of {wins}"


def test_a_bust_customer_loses_before_the_dealer_draws():
    deck = lab.stacked_deck([9, 8, 5, 7, 48, 1])   # customer Ten + Six = 16 hits the Ten of Clubs: bust
    shown = []
    assert lab.play_game(deck, lab.strategy_1, shown.append) == 0, "a bust customer loses: 0 wins"
    assert deck.deal() == lab.lab_card(1), "the dealer must not draw once the customer is bust"


# --- task 6 ----------------------------------------------------------------------
def test_main_end_of_input_ends_quietly():
    def eof(prompt):
        raise EOFError
    shown = []
    lab.main(random.Random(1), ask=eof, show=shown.append)
    assert not any(line.startswith("We won") for line in shown), f"end of input at the question ends the program; shown {shown}"


def test_main_both_strategies_meet_the_same_shuffles():
    shown = []
    lab.main(random.Random(8), ask=lambda prompt: "1", show=shown.append)
    hands = [line for line in shown if line.startswith("Customer:")]
    first_cards = [line.split(": ", 1)[1].split(", ")[:2] for line in hands]
    assert first_cards[0] == first_cards[1], f"both strategies' first games should start with the same cards: {hands}"
