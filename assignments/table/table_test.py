"""Self-checks for the table assignment: run  python -m pytest  in this folder.

Your cards.py from question 1 must be beside table.py. Each test stacks a deck (cards
written as ranks, "10 7 9": dealt in that order), says who sits at the table and what it
expects. A failing test prints one sentence. Start with the first failure.
"""

import pytest

try:
    import cards  # noqa: F401  (your question-1 module)
except ModuleNotFoundError:
    pytest.exit("Copy your cards.py from the cards assignment into this folder: the table uses "
                "its Card, Deck and Hand.", returncode=2)

from cards import Deck, Hand
from table import (AdvancedPlayer, BasicPlayer, BlackjackDealer, BlackjackTable,
                   IntermediatePlayer, TableFullError, cards_from, count_of, settle)


def stacked_dealer(ranks):
    """A dealer whose deck deals exactly these ranks (all spades), in order, never reshuffled."""
    return BlackjackDealer(Deck.stacked(cards_from(ranks)), reshuffle_below=0)


def hand(ranks):
    """A Hand of these ranks: hand("A 9")."""
    return Hand(cards_from(ranks))


def up(rank):
    """The dealer's up card: up("7")."""
    return cards_from(rank)[0]


# --- the structure ------------------------------------------------------------------------

def test_assign_players_connects_the_players_to_the_dealer():
    dealer = BlackjackDealer()
    table = BlackjackTable(dealer)
    players = [BasicPlayer("Bo"), IntermediatePlayer("Ivy")]
    table.assign_players(players)
    assert table.players == players, "after assign_players the table's players should be the ones given"
    assert dealer.players == players, "after table.assign_players the dealer's players should be the ones given"
    # (Player and Dealer are abstract base classes and every player extends BasicPlayer: that
    # structure is given in table.py, so it earns no marks of its own.)


def test_a_table_seats_eight_and_refuses_nine():
    table = BlackjackTable(BlackjackDealer())
    table.assign_players([BasicPlayer(f"P{i}") for i in range(8)])
    with pytest.raises(TableFullError):
        table.assign_players([BasicPlayer(f"P{i}") for i in range(9)])


# --- the players --------------------------------------------------------------------------

def test_basic_player_bets_10_and_hits_below_17():
    bo = BasicPlayer("Bo")
    assert bo.bet(1, 500) == 10, f"BasicPlayer.bet(1, 500) gave {bo.bet(1, 500)!r}, expected 10"
    bo.hand = hand("10 6")
    assert bo.hits(up("9")) is True, "a basic player with 10 6 (16) should hit"
    bo.hand = hand("10 7")
    assert bo.hits(up("9")) is False, "a basic player with 10 7 (17) should stand"


def test_intermediate_player_watches_the_dealers_card():
    ivy = IntermediatePlayer("Ivy")
    ivy.hand = hand("10 3")
    assert ivy.hits(up("8")) is True, "an intermediate player with 10 3 (13) against an 8 should hit"
    assert ivy.hits(up("5")) is False, "an intermediate player with 10 3 (13) against a 5 should stand"


def test_intermediate_player_hits_soft_18_and_stands_on_soft_19():
    ivy = IntermediatePlayer("Ivy")
    ivy.hand = hand("A 7")
    assert ivy.hits(up("2")) is True, "an intermediate player with A 7 (soft 18) should hit"
    ivy.hand = hand("A 8")
    assert ivy.hits(up("2")) is False, "an intermediate player with A 8 (soft 19) should stand"


def test_hi_lo_count_of_each_kind_of_card():
    got = [count_of(card) for card in cards_from("2 6 7 9 10 K A")]
    assert got == [1, 1, 0, 0, -1, -1, -1], f"count_of(2 6 7 9 10 K A) gave {got}, expected [1, 1, 0, 0, -1, -1, -1]"


def test_advanced_player_bets_the_count_times_10():
    ada = AdvancedPlayer("Ada")
    for card in cards_from("2 3 4"):
        ada.see(card)
    assert ada.bet(1, 500) == 30, f"after seeing 2 3 4 (count 3) AdvancedPlayer.bet gave {ada.bet(1, 500)!r}, expected 30"
    ada.new_deck()
    assert ada.bet(1, 500) == 10, f"after new_deck() (count 0) AdvancedPlayer.bet gave {ada.bet(1, 500)!r}, expected 10"


# --- settling and a whole hand --------------------------------------------------------------

def test_settle_higher_wins_lower_loses_equal_pushes():
    assert settle(hand("10 9"), hand("10 8"), 10) == 10, "19 against the dealer's 18 should win the stake of 10"
    assert settle(hand("10 7"), hand("10 8"), 10) == -10, "17 against the dealer's 18 should lose the stake of 10"
    assert settle(hand("10 8"), hand("9 9"), 10) == 0, "18 against the dealer's 18 should push (0)"


def test_settle_blackjack_pays_double_and_bust_loses():
    assert settle(hand("A K"), hand("10 7"), 10) == 20, "a blackjack against 17 should win 20 on a stake of 10"
    assert settle(hand("10 6 8"), hand("10 6 9"), 10) == -10, "a busted player loses even when the dealer busts"


def test_a_whole_hand_deals_two_cards_each_then_the_dealer_draws_to_17():
    # Bo gets 10 9, the dealer's up card is 6, Bo stands, the dealer draws 5 then 7: 18.
    dealer = stacked_dealer("10 9 6 5 7")
    bo = BasicPlayer("Bo")
    BlackjackTable(dealer).assign_players([bo])
    lines = dealer.play_hand()
    assert bo.bankroll == 210, f"Bo with 19 against the dealer's 6 5 7 (18) ended with {bo.bankroll}, expected 210"
    assert len(dealer.hand) == 3, f"the dealer held {dealer.hand}, expected 6 5 7"
    assert lines == ["Bo: 19 against 18, wins 10"], f"play_hand() gave {lines}"
