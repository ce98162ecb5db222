"""Self-checks for pontoon version 4. Run them with:  pytest versions/v4

Each test checks one rule of the assignment: its name starts with the rule's id (the table
in README.md) and a failure says, in one sentence, what your code did and which rule it broke.
The tests hand your functions a stacked deck (cards in a fixed order) and a scripted player
(answers from a list), so they never depend on luck. How each rule is checked is written once,
in versions/selfcheck.py. The rules of the game are the same in every version, so their tests
are written once too, in versions/rule_tests.py; this file gives them this version's cards and
adds the tests of what only this version has.
"""

import pytest
from hypothesis import given, strategies as st

from versions import rule_tests, selfcheck as sc
from versions.v4 import pontoon

VERSION = 4
RULES = sc.Rules(pontoon, VERSION)
CARDS = sc.Cards(VERSION)
FUNCTIONS = ["card_value", "card_name", "hand_value", "new_deck", "shuffled_deck",
             "computer_turn", "player_turn", "decide_winner", "play_game", "main"]
# In this version a card is a (rank, suit) tuple, such as ("Seven", "Hearts").
ONE_OF_EACH_RANK = [(rank, sc.SUITS[i % 4]) for i, rank in enumerate(sc.RANKS)]
ACES = [("Ace", suit) for suit in sc.SUITS]
ACE_HANDS = [[("Ace", "Clubs"), ("King", "Hearts")],
             [("Ace", "Spades"), ("Ace", "Hearts")],
             [("Ten", "Clubs"), ("Jack", "Clubs"), ("Ace", "Diamonds")]]

# The tests of the game's rules (test_card_values, test_ace_counts_one ... test_play_again),
# made for this version's cards: pytest runs them as tests of this file.
globals().update(rule_tests.make(RULES, FUNCTIONS, ONE_OF_EACH_RANK, ACES, ACE_HANDS))


# -- the deck: no-duplicates ----------------------------------------------------------------------

@pytest.mark.rule("no-duplicates")
def test_no_duplicates_new_deck():
    """new_deck() holds each of the 52 cards once, in the same order every time."""
    RULES.new_deck()


@pytest.mark.rule("no-duplicates")
@sc.PROPERTY
@given(st.integers(0, 2**32))
def test_no_duplicates_shuffled_deck(seed):
    """shuffled_deck(rng) holds the 52 cards once each, in an order the rng chose."""
    RULES.shuffled_deck(seed)


@pytest.mark.rule("no-duplicates")
@pytest.mark.parametrize("seed", [1, 2])
def test_no_duplicates_in_a_whole_program(seed):
    """main deals each game from its own deck: no card twice in a game (30 games)."""
    RULES.no_duplicates_in_main(seed)


# -- format -------------------------------------------------------------------------------------

@pytest.mark.rule("format")
@pytest.mark.parametrize("card", ONE_OF_EACH_RANK, ids=CARDS.name)
def test_format_card_name(card):
    """A card is shown as "Seven of Hearts"."""
    RULES.card_name(card)


@pytest.mark.rule("format")
def test_format_hand_before_each_question():
    """Before each question the player sees their cards and value."""
    RULES.shows_hand_before_question()


@pytest.mark.rule("format")
@pytest.mark.parametrize("computer, player", [
    (18, [5]), (18, [10, 8]), (18, [10, 9]), (25, [4]), (18, [10, 10, 10]),
    (25, [10, 10, 10])], ids=str)
def test_format_result_block(computer, player):
    """play_game shows the result block and returns the winner (computer's final value given)."""
    RULES.result_block(computer, player)
