"""Hidden tests for the table assignment (the instructor's; never released)."""

from cards import Deck, Hand
from table import (AdvancedPlayer, BasicPlayer, BlackjackDealer, BlackjackTable, HumanPlayer,
                   IntermediatePlayer, cards_from, settle)


def stacked_dealer(ranks):
    return BlackjackDealer(Deck.stacked(cards_from(ranks)), reshuffle_below=0)


def hand(ranks):
    return Hand(cards_from(ranks))


def test_hidden_dealer_blackjack_beats_three_card_21():
    assert settle(hand("7 7 7"), hand("A K"), 10) == -10, "a three-card 21 against the dealer's blackjack should lose 10"


def test_hidden_blackjack_against_blackjack_pushes():
    assert settle(hand("A Q"), hand("A K"), 10) == 0, "a blackjack against the dealer's blackjack should push (0)"


def test_hidden_dealer_bust_pays_a_standing_player():
    assert settle(hand("10 2"), hand("10 6 9"), 10) == 10, "12 against a busted dealer should win 10"


def test_hidden_basic_player_leaves_when_it_cannot_bet_10():
    assert BasicPlayer("Bo", bankroll=9).bet(1, 9) is None, "a basic player with 9 should leave (bet None)"


def test_hidden_intermediate_hits_hard_16_against_an_ace():
    ivy = IntermediatePlayer("Ivy")
    ivy.hand = hand("10 6")
    assert ivy.hits(cards_from("A")[0]) is True, "an intermediate player with 16 against an ace should hit"


def test_hidden_advanced_bet_is_kept_within_the_limits():
    ada = AdvancedPlayer("Ada")
    for card in cards_from("2 2 2 2 2 2"):
        ada.see(card)
    assert ada.bet(1, 25) == 25, f"count 6 with a limit of 25: AdvancedPlayer.bet(1, 25) gave {ada.bet(1, 25)!r}, expected 25"


def test_hidden_advanced_sees_the_other_players_and_the_dealers_cards():
    # Ada 2 3, hits 10 (15, stands against a 6); Bo 4 5, hits 10 (19); the dealer 6, draws
    # 10 and 10 (bust). Cards seen: 2 3 4 5 6 (+5) and four tens (-4): the count is 1.
    dealer = stacked_dealer("2 3 4 5 6 10 10 10 10 10 10")
    ada, bo = AdvancedPlayer("Ada"), BasicPlayer("Bo")
    BlackjackTable(dealer).assign_players([ada, bo])
    dealer.play_hand()
    assert len(dealer.deck) == 2, f"the hand left {len(dealer.deck)} cards, expected 2 (9 dealt)"
    assert ada.count == 1, f"after seeing 2 3 4 5 6 and four tens Ada's count is {ada.count}, expected 1"


def test_hidden_a_player_who_leaves_is_not_dealt_in():
    dealer = stacked_dealer("10 9 6 5 7")
    you = HumanPlayer("You", ask=lambda q: "q", show=lambda line: None)
    bo = BasicPlayer("Bo")
    BlackjackTable(dealer).assign_players([you, bo])
    lines = dealer.play_hand()
    assert you.seated is False and lines == [], f"after You typed q, play_hand() gave {lines}, expected [] (the game ends)"
    assert len(dealer.deck) == 5, "cards were dealt after the person left"


def test_hidden_the_player_stops_at_21_without_being_asked():
    asked = []
    you = HumanPlayer("You", ask=lambda q: asked.append(q) or ("10" if "bet" in q else "h"),
                      show=lambda line: None)
    dealer = stacked_dealer("A K 9 9")
    BlackjackTable(dealer).assign_players([you])
    dealer.play_hand()
    assert not any("Hit" in q for q in asked), f"a player holding A K was asked {asked}"
    assert you.bankroll == 220, f"a blackjack on a bet of 10 left You with {you.bankroll}, expected 220"
