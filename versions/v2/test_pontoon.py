"""Self-checks for pontoon version 2. Run them with:  pytest versions/v2

Each test checks one rule of the assignment: its name starts with the rule's id (the table
in README.md) and a failure says, in one sentence, what your code did and which rule it broke.
The tests hand your functions a stacked deck (cards in a fixed order) and a scripted player
(answers from a list), so they never depend on luck. How each rule is checked is written once,
in versions/selfcheck.py; this file says which rules apply and with which cases.
"""

import pytest
from hypothesis import given, strategies as st

from versions import selfcheck as sc
from versions.v2 import pontoon

VERSION = 2
RULES = sc.Rules(pontoon, VERSION)
CARDS = sc.Cards(VERSION)
ALL_CARDS = CARDS.all()
ONE_OF_EACH_RANK = list(sc.RANKS)
ACES = ["Ace"]


@pytest.mark.parametrize("name", ["card_value", "card_name", "hand_value", "random_card",
                                  "computer_turn", "player_turn",
                                  "decide_winner", "play_game", "main"])
def test_names_every_function_is_defined(name):
    """pontoon.py defines every function the assignment asks for."""
    assert callable(sc.need(pontoon, name)), f"pontoon.py's {name} is not a function"


def test_names_constants():
    """VERSION is 2, STICK_AT is from 12 to 21, RANKS is the assignment's."""
    RULES.constants()


# -- card-values and ace-counts-one ---------------------------------------------------------------

@pytest.mark.rule("card-values")
@pytest.mark.parametrize("card", ONE_OF_EACH_RANK[1:], ids=CARDS.name)
def test_card_values(card):
    """Two to Nine count their number; Ten, Jack, Queen and King count 10."""
    RULES.card_values(card)


@pytest.mark.rule("card-values")
@sc.PROPERTY
@given(st.lists(st.sampled_from([card for card in ALL_CARDS if card not in ACES]), max_size=12))
def test_card_values_hand_value_is_the_sum(cards):
    """The value of any hand without an Ace is the sum of its cards' values."""
    RULES.hand_value(cards)


@pytest.mark.rule("ace-counts-one")
@pytest.mark.parametrize("card", ACES, ids=CARDS.name)
def test_ace_counts_one(card):
    """An Ace counts 1."""
    RULES.card_values(card)


@pytest.mark.rule("ace-counts-one")
@pytest.mark.parametrize("hand", [["Ace", "King"], ["Ace", "Ace"], ["Ten", "Jack", "Ace"]],
                         ids=str)
def test_ace_counts_one_in_a_hand(hand):
    """An Ace counts 1 in a hand too: Ace and King are 11, never 21."""
    RULES.hand_value(hand, rule="ace-counts-one")


@pytest.mark.rule("ace-counts-one")
@sc.PROPERTY
@given(st.lists(st.sampled_from(ALL_CARDS), max_size=11), st.sampled_from(ACES))
def test_ace_counts_one_in_any_hand(cards, ace):
    """In any hand with an Ace, every Ace counts 1."""
    RULES.hand_value(cards + [ace], rule="ace-counts-one")


# -- the computer's turn --------------------------------------------------------------------------

@pytest.mark.rule("one-card-start")
def test_one_card_start():
    """The player is asked after their first card: sticking at once keeps one card."""
    RULES.one_card_start()


@pytest.mark.rule("computer-first")
def test_computer_first():
    """The computer draws its whole hand before the player gets a card."""
    RULES.computer_first()


@pytest.mark.rule("computer-draws")
@pytest.mark.parametrize("values", [[10, 6, 3, 9], [2, 3, 4, 5, 6, 7, 8], [10, 9, 8],
                                    [5, 5, 5, 5, 5], [1, 1, 10, 10, 10], [9, 2, 10, 10]],
                         ids=str)
def test_computer_draws(values):
    """The computer takes one card, then twists while its value is below STICK_AT."""
    RULES.computer_draws(values)


@pytest.mark.rule("computer-draws")
def test_computer_draws_sticks_at_exactly_stick_at():
    """Reaching STICK_AT exactly, the computer sticks."""
    RULES.computer_draws(RULES.computer_values(RULES.stick_at) + [10, 10])


@pytest.mark.rule("computer-draws")
def test_computer_draws_can_go_bust():
    """The computer can go bust; it keeps the card that took it over 21."""
    if RULES.stick_at < 13:
        pytest.skip(f"with STICK_AT={RULES.stick_at} the computer can never go bust")
    RULES.computer_draws(RULES.computer_values(RULES.stick_at + 9) + [10])


@pytest.mark.rule("computer-draws")
@sc.PROPERTY
@given(st.lists(st.integers(1, 10), min_size=1, max_size=25))
def test_computer_draws_any_deck(values):
    """For any deck, the computer ends at STICK_AT or more, unless the deck runs out first."""
    RULES.computer_draws(values, ran_out_ok=True)


@pytest.mark.rule("computer-secret")
def test_computer_secret():
    """Nothing about the computer's cards or value is shown during the player's turn."""
    RULES.computer_secret()


@pytest.mark.rule("computer-secret")
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_computer_secret_in_a_whole_program(seed):
    """In every game main plays, the computer stays secret until the player sticks."""
    RULES.computer_secret_in_main(seed)


# -- the player's turn ----------------------------------------------------------------------------

@pytest.mark.rule("player-turn-always")
def test_player_turn_always():
    """The player gets a turn even when the computer has gone bust."""
    RULES.player_turn_always()


@pytest.mark.rule("player-choice")
@pytest.mark.parametrize("answers, cards", [
    (["s"], 1), (["t", "s"], 2), (["T", "S"], 2), ([" t ", "  s"], 2),
    (["x", "s"], 1), (["", "yes", "stick", "s"], 1), (["twist", "t", "s"], 2),
    (["?", "t", "7", "S"], 2)], ids=str)
def test_player_choice(answers, cards):
    """t twists and s sticks (any case, spaces ignored); anything else is asked again."""
    RULES.player_turn([2, 3, 2, 3, 2], answers, cards, len(answers), "player-choice",
                      "t twists, s sticks and any other answer is asked again")


@pytest.mark.rule("player-stops-at-bust")
@pytest.mark.parametrize("values, cards", [([10, 9, 5, 7], 3), ([6, 6, 6, 6, 6], 4),
                                           ([10, 10, 10, 10], 3)], ids=str)
def test_player_stops_at_bust(values, cards):
    """Over 21 the player is bust: no more questions, no more cards (always answering t)."""
    RULES.player_turn(values, ["t"] * 10, cards, cards - 1, "player-stops-at-bust",
                      "over 21 the player is bust: no more questions and no more cards")


@pytest.mark.rule("player-stops-at-bust")
def test_player_stops_at_bust_not_at_21():
    """21 is not bust: the player is still asked."""
    RULES.player_turn([10, 10, 1, 5], ["t", "t", "s"], 3, 3, "player-stops-at-bust",
                      "only a value over 21 is bust; at 21 the player is asked again")


# -- who wins -------------------------------------------------------------------------------------

@pytest.mark.rule("bust-draw")
def test_bust_draw():
    """Both over 21: a draw, whatever the two values (every pair up to 30)."""
    RULES.decide_winner("bust-draw")


@pytest.mark.rule("one-bust")
def test_one_bust():
    """Only the computer bust: the player wins; only the player bust: the computer wins."""
    RULES.decide_winner("one-bust")


@pytest.mark.rule("tie-draw")
def test_tie_draw():
    """Neither bust and equal values: a draw."""
    RULES.decide_winner("tie-draw")


@pytest.mark.rule("higher-wins")
def test_higher_wins():
    """Neither bust: the higher value wins."""
    RULES.decide_winner("higher-wins")


# -- the program ----------------------------------------------------------------------------------

@pytest.mark.rule("play-again")
@pytest.mark.parametrize("answers, games, again", [
    (["s", "n"], 1, 1), (["s", "y", "s", "n"], 2, 2), (["s", "Y ", "s", " N"], 2, 2),
    (["s", "maybe", "", "y", "s", "n"], 2, 4)], ids=str)
def test_play_again(answers, games, again):
    """y plays another game, n ends the program, anything else is asked again."""
    RULES.main(3, answers, games, again, "play-again",
               "y starts a new game, n ends the program and any other answer is asked again")


@pytest.mark.rule("play-again")
@pytest.mark.parametrize("answers, games, again", [([], 0, 0), (["s"], 1, 1),
                                                   (["s", "y"], 1, 1)], ids=str)
def test_play_again_end_of_input(answers, games, again):
    """End of input at any question ends the program quietly, with no traceback."""
    RULES.main(3, answers, games, again, "play-again",
               "the end of input ends the program cleanly, with no traceback")


@pytest.mark.rule("player-choice")
def test_player_choice_in_a_whole_program():
    """main asks the question again after a bad answer, and does not crash."""
    RULES.main(4, ["x", "s", "n"], 1, 1, "player-choice", "any other answer is asked again")


# -- format -------------------------------------------------------------------------------------

@pytest.mark.rule("format")
@pytest.mark.parametrize("card", ONE_OF_EACH_RANK, ids=CARDS.name)
def test_format_card_name(card):
    """A card is shown by its rank: "Seven"."""
    RULES.card_name(card)


@pytest.mark.rule("format")
def test_format_random_card():
    """random_card(rng) draws each of the 13 ranks equally often, using only rng."""
    RULES.random_card()


@pytest.mark.rule("format")
def test_format_hand_before_each_question():
    """Before each question the player sees their cards (rank names) and value."""
    RULES.shows_hand_before_question()


@pytest.mark.rule("format")
@pytest.mark.parametrize("computer, player", [
    (18, [5]), (18, [10, 8]), (18, [10, 9]), (25, [4]), (18, [10, 10, 10]),
    (25, [10, 10, 10])], ids=str)
def test_format_result_block(computer, player):
    """play_game shows the result block and returns the winner (computer's final value given)."""
    RULES.result_block(computer, player)
