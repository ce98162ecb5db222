"""Self-checks for pontoon version 2. Run them with:  pytest versions/v2

Each test checks one rule of the assignment: its name starts with the rule's id (the table
in README.md) and a failure says, in one sentence, what your code did and which rule it broke.
The tests hand your functions a stacked deck (cards in a fixed order) and a scripted player
(answers from a list), so they never depend on luck. How each rule is checked is written once,
in versions/selfcheck.py. The rules of the game are the same in every version, so their tests
are written once too, in versions/rule_tests.py; this file gives them this version's cards and
adds the tests of what only this version has.
"""

import pytest

from versions import rule_tests, selfcheck as sc
from versions.v2 import pontoon

VERSION = 2
RULES = sc.Rules(pontoon, VERSION)
CARDS = sc.Cards(VERSION)
FUNCTIONS = ["card_value", "card_name", "hand_value", "random_card", "computer_turn", "player_turn",
             "decide_winner", "play_game", "main"]
# In this version a card is a rank name, such as "Seven".
ONE_OF_EACH_RANK = list(sc.RANKS)
ACES = ["Ace"]
ACE_HANDS = [["Ace", "King"], ["Ace", "Ace"], ["Ten", "Jack", "Ace"]]

# The tests of the game's rules (test_card_values, test_ace_counts_one ... test_play_again),
# made for this version's cards: pytest runs them as tests of this file.
globals().update(rule_tests.make(RULES, FUNCTIONS, ONE_OF_EACH_RANK, ACES, ACE_HANDS))


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
