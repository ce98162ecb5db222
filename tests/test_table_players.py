"""The players' rules: basic, intermediate, advanced (the count) and human (reference/players.py)."""

from __future__ import annotations

import random

import pytest

from reference.cards import Card, Rank, Suit
from reference.engine import Tally, cards_from, tally_of
from reference.players import (
    AdvancedPlayer, BasicPlayer, HumanPlayer, IntermediatePlayer, count_of,
)
from reference.table import TABLE_RULES, Table, lineup, stack_deck


def up(word: str) -> Card:
    return cards_from(word, suits=[Suit.CLUBS])[0]


def hand(words: str) -> tuple[list[Card], Tally]:
    cards = cards_from(words)
    return cards, tally_of(cards, TABLE_RULES)


# --- basic -----------------------------------------------------------------------------------

@pytest.mark.parametrize("cards, hits", [("10 6", True), ("10 7", False), ("A 5", True),
                                         ("A 6", False), ("2 3", True), ("10 9", False)])
def test_basic_decisions_hit_below_17(cards, hits):
    for dealer in ("2", "7", "A"):
        got = BasicPlayer("Bo").hits(*hand(cards), up(dealer))
        assert got is hits, f"basic with {cards} against {dealer}: hits()={got}, expected {hits}"


def test_basic_bets_10_and_starts_with_200():
    bo = BasicPlayer("Bo")
    assert bo.bankroll == 200 and bo.bet(1, 500) == 10 and bo.bet(1, 10) == 10


def test_basic_leaves_when_it_cannot_bet_10():
    assert BasicPlayer("Bo", bankroll=9).bet(1, 9) is None


# --- intermediate ------------------------------------------------------------------------------

INTERMEDIATE = [  # cards, dealer's up card, hits?
    ("10 6", "7", True), ("10 6", "A", True), ("10 6", "K", True), ("10 7", "7", False),
    ("10 6", "6", False), ("10 2", "6", False), ("10 A", "6", False),
    ("9 2", "6", True), ("9 2", "2", True), ("8 3", "9", True),
    ("A 7", "2", True), ("A 7", "9", True), ("A 6", "6", True),      # soft 18 or less: hit
    ("A 8", "10", False), ("A 9", "A", False), ("A 8", "2", False),  # soft 19, 20: stand
    ("A 2 3", "5", True),                                            # soft 16 hits against 5
]


@pytest.mark.parametrize("cards, dealer, hits", INTERMEDIATE)
def test_intermediate_decisions(cards, dealer, hits):
    got = IntermediatePlayer("Ivy").hits(*hand(cards), up(dealer))
    assert got is hits, f"intermediate with {cards} against {dealer}: hits()={got}, expected {hits}"


def test_intermediate_bets_like_basic():
    assert IntermediatePlayer("Ivy").bet(1, 500) == 10
    assert IntermediatePlayer("Ivy", bankroll=5).bet(1, 5) is None


# --- advanced ----------------------------------------------------------------------------------

@pytest.mark.parametrize("cards, dealer, hits", INTERMEDIATE)
def test_advanced_decisions_play_as_intermediate(cards, dealer, hits):
    assert AdvancedPlayer("Ada").hits(*hand(cards), up(dealer)) is hits


@pytest.mark.parametrize("rank, count", [(Rank.TWO, 1), (Rank.SIX, 1), (Rank.SEVEN, 0),
                                         (Rank.NINE, 0), (Rank.TEN, -1), (Rank.JACK, -1),
                                         (Rank.KING, -1), (Rank.ACE, -1)])
def test_advanced_count_values(rank, count):
    assert count_of(Card(rank, Suit.HEARTS)) == count


@pytest.mark.parametrize("count, high, stake", [(5, 500, 50), (1, 500, 10), (0, 500, 10),
                                                (-4, 500, 10), (80, 500, 500), (6, 35, 35)])
def test_advanced_bets_count_times_unit_within_limits(count, high, stake):
    ada = AdvancedPlayer("Ada")
    ada.count = count
    assert ada.bet(1, high) == stake, f"count {count}, limit {high}: bet {ada.bet(1, high)}"


def test_advanced_leaves_when_it_cannot_bet_a_unit():
    assert AdvancedPlayer("Ada", bankroll=5).bet(1, 5) is None


def test_advanced_count_check_round_leaves_count_at_2():
    basic, inter, ada = lineup("advanced")
    deck = stack_deck(["K 7", "3 5 6 K", "8 2 4 5"], "10 10", rest="9 " * 40)
    table = Table([basic, inter, ada], deck_source=lambda: list(deck))
    result = table.play_hand()
    assert [" ".join(c.short[:-1] for c in s.cards) for s in result.seats] == \
        ["K 7", "3 5 6 K", "8 2 4 5"]
    assert ada.count == 2, f"after K 7 / 3 5 6 K / 8 2 4 5 / dealer 10 10 the count is {ada.count}"
    assert table.play_hand().seats[2].stake == 20, "the next bet is count 2 times unit 10"


def test_advanced_count_resets_on_a_new_deck():
    ada = AdvancedPlayer("Ada")
    table = Table([ada], deck_source=lambda: cards_from("2 " * 52))
    table.play_hand()
    assert ada.count > 0
    table.shoe = table.shoe[-5:]
    table.play_hand()              # a new deck first: the count starts again from zero
    assert table.decks_used == 2
    dealt = 52 - len(table.shoe)
    assert ada.count == dealt, f"count {ada.count} should be the {dealt} twos of the new deck"


def test_advanced_sees_every_card_including_other_players_and_the_dealer():
    ada, bo = AdvancedPlayer("Ada"), BasicPlayer("Bo")
    deck = stack_deck(["10 9", "2 3 4 5 6"], "5 6 A 10", rest="9 " * 40)
    table = Table([ada, bo], deck_source=lambda: list(deck))
    table.play_hand()
    dealt = deck[:len(deck) - len(table.shoe)]
    assert len(dealt) == 11, "10 9 / 2 3 4 5 6 / dealer 5 6 A 10"
    assert ada.count == sum(count_of(c) for c in dealt) == 4


# --- human ---------------------------------------------------------------------------------------

def scripted(answers):
    queue = list(answers)
    asked, shown = [], []

    def ask(prompt):
        asked.append(prompt)
        if not queue:
            raise EOFError
        return queue.pop(0)

    return ask, shown.append, asked, shown


def test_human_bad_bet_is_asked_again():
    bad = ["", "ten", "0", "201", "-3", "2.5", "¹", "٣", "1e2"]
    ask, show, asked, shown = scripted(bad + [" 25 "])
    assert HumanPlayer("You", ask=ask, show=show).bet(1, 200) == 25
    assert len(asked) == len(bad) + 1 and len(shown) == len(bad)


def test_human_q_leaves_the_table():
    ask, show, _, _ = scripted(["q"])
    assert HumanPlayer("You", ask=ask, show=show).bet(1, 200) is None


def test_human_bad_play_is_asked_again():
    ask, show, asked, shown = scripted(["maybe", "", "S"])
    you = HumanPlayer("You", ask=ask, show=show)
    assert you.hits(*hand("10 6"), up("9")) is False
    assert len(asked) == 3 and any("10♠ 6♠, worth 16" in line for line in shown)


def test_human_end_of_input_is_passed_on():
    ask, show, _, _ = scripted([])
    with pytest.raises(EOFError):
        HumanPlayer("You", ask=ask, show=show).bet(1, 200)


def test_human_plays_a_hand_at_the_table():
    ask, show, asked, shown = scripted(["30", "h", "s"])
    you = HumanPlayer("You", ask=ask, show=show)
    deck = stack_deck(["10 2 7"], "10 7", rest="9 " * 40)
    result = Table([you], deck_source=lambda: list(deck), rng=random.Random(1)).play_hand()
    assert result.seats[0].total == 19 and result.seats[0].stake == 30
    assert you.bankroll == 230


# --- question 2's structure ----------------------------------------------------------------------

def test_structure_player_subclasses_extend_basic_player_and_player_is_abstract():
    import inspect

    from reference.players import AdvancedPlayer, BasicPlayer, HumanPlayer, IntermediatePlayer, Player

    for cls in (HumanPlayer, IntermediatePlayer, AdvancedPlayer):
        assert issubclass(cls, BasicPlayer), f"{cls.__name__} should extend BasicPlayer"
    assert inspect.isabstract(Player) and {"bet", "hits"} <= Player.__abstractmethods__


def test_structure_table_holds_a_dealer_connected_to_the_players_by_assign_players():
    from reference.table import BlackjackTable, Dealer, BlackjackDealer

    players = [BasicPlayer("Bo"), BasicPlayer("Al")]
    table = BlackjackTable()
    table.assign_players(players)
    assert isinstance(table.dealer, Dealer) and isinstance(table.dealer, BlackjackDealer)
    assert table.players == players and table.dealer.players == players
    assert {"assign_players", "deal_card", "play_hand"} <= Dealer.__abstractmethods__


def test_structure_hands_are_question_one_hands_and_the_deck_a_deck():
    from reference.cards import Deck, Hand
    from reference.table import BlackjackTable

    seen = []

    class Spy(BasicPlayer):
        def hits(self, hand, tally, up_card):
            seen.append(hand)
            return super().hits(hand, tally, up_card)

    table = BlackjackTable([Spy("Spy")], rng=random.Random(4))
    table.play_hand()
    assert seen and all(isinstance(hand, Hand) for hand in seen)
    assert isinstance(table.dealer.deck, Deck) and isinstance(table.dealer.hand, Hand)
