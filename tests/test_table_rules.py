"""The table's rules, one test per rule, on stacked decks (reference/table.py)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference.cards import Card
from reference.engine import Tally, cards_from, tally_of
from reference.players import BasicPlayer, Player
from reference.table import (
    TABLE_MAX, TABLE_MIN, TABLE_RULES, Table, lineup, settle, stack_deck,
)


class Spy(Player):
    """A player that bets what it is told, hits on a fixed rule, and records what it sees."""

    kind = "spy"

    def __init__(self, name: str = "Spy", stake: int = 10, hit_below: int = 17,
                 bankroll: int = 200) -> None:
        super().__init__(name, bankroll)
        self.stake = stake
        self.hit_below = hit_below
        self.seen: list[Card] = []
        self.told = 0
        self.asked_to_bet = 0
        self.seen_when_betting: list[int] = []
        self.asked_to_hit = 0

    def bet(self, low: int, high: int) -> int | None:
        self.asked_to_bet += 1
        self.seen_when_betting.append(len(self.seen))
        return self.stake

    def hits(self, hand, tally: Tally, up_card: Card) -> bool:
        self.asked_to_hit += 1
        return tally.total < self.hit_below

    def see(self, card: Card) -> None:
        self.seen.append(card)

    def new_deck(self) -> None:
        self.told += 1
        self.seen.clear()


def table_of(players, hands, dealer, rest="", credit=False, decks=None):
    """A table whose first deck deals exactly the cards written (then fresh stacked decks)."""
    queue = [stack_deck(hands, dealer, rest)] + list(decks or [])
    return Table(players, rng=random.Random(0), credit=credit,
                 deck_source=lambda: queue.pop(0) if queue else cards_from("10 " * 52))


def one_hand(hands, dealer, rest="", stakes=None, hit_below=17, bankroll=200):
    """Play one hand with a spy per hand written; the results and the spies."""
    spies = [Spy(f"P{i}", stake=(stakes or [10] * len(hands))[i], hit_below=hit_below,
                 bankroll=bankroll)
             for i in range(len(hands))]
    table = table_of(spies, hands, dealer, rest)
    return table.play_hand(), spies, table


def shorts(cards):
    return " ".join(card.short[:-1] for card in cards)


# --- bets first, and the table's limits ------------------------------------------------------

def test_bets_first_before_any_card_is_dealt():
    result, spies, _ = one_hand(["10 8", "9 9"], "10 7")
    for spy in spies:
        assert spy.asked_to_bet == 1, f"{spy.name} was asked to bet {spy.asked_to_bet} times"
        assert spy.seen_when_betting == [0], f"{spy.name} saw cards before betting"


@pytest.mark.parametrize("stake", [TABLE_MIN, TABLE_MAX])
def test_bets_limits_accept_the_minimum_and_maximum(stake):
    result, _, _ = one_hand(["10 9"], "10 7", stakes=[stake], bankroll=1000)
    assert result.seats[0].stake == stake
    assert result.seats[0].profit == stake, "19 against 17 should win the whole stake"


@pytest.mark.parametrize("stake", [
    pytest.param(0, id="zero"), pytest.param(-5, id="negative"), pytest.param(TABLE_MAX + 1, id="over the maximum"),
    pytest.param(2.5, id="a fraction"), pytest.param(True, id="a bool"), pytest.param("10", id="the string 10"),
])
def test_bets_limits_refuse_a_bet_outside_the_table_limits(stake):
    spy = Spy(stake=stake, bankroll=10_000)
    table = table_of([spy], ["10 9"], "10 7")
    with pytest.raises(ValueError, match=repr(stake).replace("+", r"\+")):
        table.play_hand()


def test_bets_limits_a_player_may_not_bet_more_than_it_has():
    spy = Spy(stake=50, bankroll=40)
    with pytest.raises(ValueError, match="from 1 to 40"):
        table_of([spy], ["10 9"], "10 7").play_hand()


def test_bets_first_a_bet_cannot_change_after_the_deal():
    class Changer(Spy):
        def hits(self, hand, tally, up_card):
            self.stake = 500            # tries to raise its bet once it has seen its cards
            return False

    changer = Changer(stake=10)
    result = table_of([changer], ["10 10"], "10 7").play_hand()
    assert result.seats[0].stake == 10 and result.seats[0].profit == 10
    assert changer.bankroll == 210


# --- the deal and the players' turns --------------------------------------------------------

def test_deal_two_cards_to_each_player_then_one_to_the_dealer():
    result, spies, _ = one_hand(["10 8", "9 9"], "10 7")
    assert [shorts(s.cards) for s in result.seats] == ["10 8", "9 9"]
    assert shorts(result.dealer_cards) == "10 7"


def test_blackjack_takes_no_cards():
    result, spies, _ = one_hand(["A K", "5 6 10"], "9 8", hit_below=22)
    assert shorts(result.seats[0].cards) == "A K", "a blackjack must not be offered a card"
    assert spies[0].asked_to_hit == 0
    assert shorts(result.seats[1].cards) == "5 6 10"


def test_player_is_not_asked_again_at_21():
    result, spies, _ = one_hand(["5 6 K"], "9 8", hit_below=22)
    assert shorts(result.seats[0].cards) == "5 6 K" and spies[0].asked_to_hit == 1


def test_dealer_stands_on_soft_17():
    result, _, _ = one_hand(["10 9"], "6 A", rest="5")
    assert shorts(result.dealer_cards) == "6 A" and result.dealer_total == 17


def test_dealer_draws_below_17_and_on_hard_16():
    result, _, _ = one_hand(["10 9"], "10 6 A")
    assert shorts(result.dealer_cards) == "10 6 A" and result.dealer_total == 17


def test_dealer_draws_after_the_players():
    result, _, table = one_hand(["10 5 2"], "9 9")
    assert shorts(result.seats[0].cards) == "10 5 2", "the player's hit came before the dealer's card"
    assert shorts(result.dealer_cards) == "9 9"


# --- settlement ------------------------------------------------------------------------------

def test_bust_loses_even_when_the_dealer_busts():
    result, spies, _ = one_hand(["10 6 K"], "10 6 K")
    seat = result.seats[0]
    assert (seat.total, result.dealer_total) == (26, 26)
    assert (seat.profit, seat.reason) == (-10, "bust-loses")
    assert spies[0].bankroll == 190


def test_dealer_bust_pays_every_standing_player():
    result, spies, _ = one_hand(["10 7", "10 2 5", "10 6 9"], "10 6 8")
    assert [s.reason for s in result.seats] == ["dealer-bust-pays", "dealer-bust-pays", "bust-loses"]
    assert [s.profit for s in result.seats] == [10, 10, -10]


def test_higher_wins():
    result, _, _ = one_hand(["10 9"], "10 8")
    assert (result.seats[0].profit, result.seats[0].reason) == (10, "higher-wins")


def test_higher_wins_for_the_dealer_too():
    result, _, _ = one_hand(["10 7"], "10 8")
    assert (result.seats[0].profit, result.seats[0].reason) == (-10, "lower-loses")


def test_push():
    result, spies, _ = one_hand(["10 8"], "10 8")
    assert (result.seats[0].profit, result.seats[0].reason) == (0, "push")
    assert spies[0].bankroll == 200


def test_blackjack_pays_double():
    result, spies, _ = one_hand(["A Q"], "10 5 6", stakes=[25])
    assert (result.seats[0].profit, result.seats[0].reason) == (50, "blackjack-pays-double")
    assert spies[0].bankroll == 250


def test_dealer_blackjack_beats_three_card_21():
    result, _, _ = one_hand(["7 7 7", "10 9"], "A K")
    assert result.seats[0].total == 21 and len(result.seats[0].cards) == 3
    assert [(s.profit, s.reason) for s in result.seats] == [(-10, "dealer-blackjack")] * 2


def test_blackjack_vs_blackjack_push():
    result, _, _ = one_hand(["A J"], "K A")
    assert (result.seats[0].profit, result.seats[0].reason) == (0, "blackjack-push")


def test_dealer_three_card_21_does_not_beat_a_blackjack():
    result, _, _ = one_hand(["A J", "10 10"], "5 6 K")
    assert [s.reason for s in result.seats] == ["blackjack-pays-double", "lower-loses"]


SETTLEMENTS = [  # player cards, dealer cards, profit on 10, rule
    ("10 6 K", "10 6 K", -10, "bust-loses"),
    ("10 8", "10 6 K", 10, "dealer-bust-pays"),
    ("10 9", "10 8", 10, "higher-wins"),
    ("10 7", "10 8", -10, "lower-loses"),
    ("10 8", "9 9", 0, "push"),
    ("A K", "10 9 2", 20, "blackjack-pays-double"),
    ("7 7 7", "A K", -10, "dealer-blackjack"),
    ("A K", "A K", 0, "blackjack-push"),
    ("5 6 K", "10 5 6", 0, "push"),
]


@pytest.mark.parametrize("player, dealer, profit, rule", SETTLEMENTS)
def test_settle_table(player, dealer, profit, rule):
    got = settle(10, tally_of(cards_from(player), TABLE_RULES), tally_of(cards_from(dealer), TABLE_RULES))
    assert got == (profit, rule), f"settle(10, {player}, {dealer}) gave {got}, expected {(profit, rule)}"


# --- the deck --------------------------------------------------------------------------------

def test_reshuffle_below_quarter_players_told():
    spies = [Spy("A"), Spy("B")]
    new_deck = stack_deck(["10 9", "10 8"], "10 7", rest="3 " * 47)
    table = Table(spies, deck_source=lambda: list(new_deck))
    table.shoe = list(reversed(stack_deck(["9 9", "9 9"], "9 8", rest="2 " * 12)))  # 18 cards
    table.decks_used = 1
    table.play_hand()                                   # uses 6 cards, leaving 12
    assert len(table.shoe) == 12 and table.decks_used == 1
    assert [s.told for s in spies] == [0, 0]
    result = table.play_hand()                          # 12 < 13: a new deck first
    assert table.decks_used == 2 and result.deck == 2
    assert [s.told for s in spies] == [1, 1], "every player must be told of the new deck"
    assert [shorts(s.cards) for s in result.seats] == ["10 9", "10 8"]


def test_reshuffle_not_at_exactly_a_quarter():
    spies = [Spy("A")]
    table = Table(spies, deck_source=lambda: cards_from("5 " * 52))
    table.shoe = list(reversed(cards_from("10 9 10 8 " + "2 " * 9)))     # exactly 13 left
    table.decks_used = 1
    result = table.play_hand()
    assert table.decks_used == 1 and spies[0].told == 0
    assert shorts(result.seats[0].cards) == "10 9"


def test_reshuffle_when_the_deck_runs_out_in_a_hand():
    spies = [Spy("A", hit_below=22)]
    table = Table(spies, deck_source=lambda: cards_from("2 " * 52))
    table.shoe = list(reversed(cards_from("2 2 3 2 2 2 2 2 2 2 2 2 2")))   # 13 cards
    table.decks_used = 1
    result = table.play_hand()
    assert table.decks_used == 2 and spies[0].told == 1
    assert result.deck == 1, "the hand belongs to the deck it began on"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_every_hand_follows_the_rules(seed):
    table = Table(lineup("advanced"), rng=random.Random(seed), credit=True)
    for _ in range(8):
        dealt_from = table.decks_used
        result = table.play_hand()
        dealer = tally_of(result.dealer_cards, TABLE_RULES)
        where = f"Random({seed}), hand {result.number}"
        assert 17 <= dealer.total, f"{where}: the dealer stopped at {dealer.total}, expected 17 or more"
        assert tally_of(result.dealer_cards[:-1], TABLE_RULES).total < 17, (
            f"{where}: the dealer drew {result.dealer_cards[-1]} with 17 or more, expected it to stand")
        if table.decks_used == dealt_from:           # one deck: no card dealt twice
            cards = [c for s in result.seats for c in s.cards] + list(result.dealer_cards)
            assert len(set(cards)) == len(cards), f"{where}: a card was dealt twice from one deck: {cards}"
        assert sum(len(s.cards) for s in result.seats) >= 2 * len(result.seats), (
            f"{where}: a player held fewer than two cards: {[s.cards for s in result.seats]}")


# --- leaving ---------------------------------------------------------------------------------

def test_basic_leaves_when_it_cannot_bet():
    broke, rich = BasicPlayer("Broke", bankroll=9), BasicPlayer("Rich")
    table = table_of([broke, rich], ["10 9"], "10 7")
    result = table.play_hand()
    assert [s.name for s in result.seats] == ["Rich"]
    assert not broke.seated and table.seated == [rich]


def test_table_with_nobody_left_plays_no_hand():
    table = table_of([BasicPlayer("Broke", bankroll=0)], ["10 9"], "10 7")
    assert table.play_hand() is None and table.hands_played == 0
