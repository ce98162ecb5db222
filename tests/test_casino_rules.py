"""Each preset plays exactly as its rules say: one stacked-deck test per rule, named after it."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, strategies as st

from reference.cards import Card, Hand, Rank, Suit
from reference.engine import (
    DeckExhausted, Event, Table, Tally, cards_from, deal_initial, describe, is_natural,
    play_round, stacked, tally_of,
)
from reference.rules import DEALER, PLAYER, PRESETS, PUSH, Rules, preset
from reference.strategies import stand_on

pytestmark = pytest.mark.usefixtures("numba_kernels")   # compiled once a run (tests/conftest.py)

DEALER_WINS_TIES = PRESETS["dealer-wins-ties"]
TIE_ON_BLACKJACK = PRESETS["tie-on-blackjack"]
TWENTY_ONE = PRESETS["twenty-one"]
PONTOON = PRESETS["pontoon"]
CASINO = PRESETS["casino"]


def deck(text: str):
    """A draw handing out these ranks in order (spades, hearts, clubs, diamonds in turn)."""
    return stacked(cards_from(text, suits=[Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]))


def never(tally: Tally, up_card: Card | None) -> bool:
    """A strategy for a side that must not be asked: fails the test if it is."""
    raise AssertionError(f"a strategy was asked at {tally} although the round should be over")


STAND = stand_on(0)


def scripted(*answers: bool):
    """A strategy that answers from a list and records what it was shown."""
    seen: list[tuple[Tally, Card | None]] = []
    left = list(answers)

    def strategy(tally: Tally, up_card: Card | None) -> bool:
        seen.append((tally, up_card))
        return left.pop(0)

    strategy.seen = seen  # type: ignore[attr-defined]
    return strategy


def round_of(rules: Rules, text: str, player=STAND, dealer=None, watch=None):
    kwargs = {"watch": watch} if watch else {}
    return play_round(rules, deck(text), player, dealer, **kwargs)


def shorts(cards) -> list[str]:
    return [card.rank.short for card in cards]


# --- values ----------------------------------------------------------------------------

@given(st.lists(st.sampled_from(list(Rank)), min_size=1, max_size=8))
def test_tally_total_matches_hand_best_value_for_every_hand(ranks):
    cards = [Card(rank, Suit.CLUBS) for rank in ranks]
    tally = tally_of(cards, TWENTY_ONE)
    assert tally.total == Hand(cards).best_value(21), f"tally_of({shorts(cards)}) gave {tally}"
    assert tally.cards == len(cards)
    assert 0 <= tally.soft_aces <= 1, f"two aces can never both count 11, got {tally}"


@given(st.lists(st.sampled_from(list(Rank)), min_size=1, max_size=8))
def test_ace_counts_one_in_pontoon_for_every_hand(ranks):
    cards = [Card(rank, Suit.CLUBS) for rank in ranks]
    expected = sum(1 if rank is Rank.ACE else rank.points for rank in ranks)
    assert tally_of(cards, PONTOON) == Tally(len(cards), 0, expected)


@pytest.mark.parametrize("text, expected", [
    ("A", Tally(1, 1, 11)),
    ("A A", Tally(2, 1, 12)),
    ("A 6", Tally(2, 1, 17)),
    ("A 6 9", Tally(3, 0, 16)),
    ("A A A A A A A A A A", Tally(10, 1, 20)),
    ("A A A A A A A A A A A", Tally(11, 1, 21)),
    ("A A A A A A A A A A A A", Tally(12, 0, 12)),
])
def test_tally_ace_changes_value(text, expected):
    assert tally_of(cards_from(text), TWENTY_ONE) == expected, f"tally_of({text!r})"


def test_trace_line_format():
    assert describe("Customer", Tally(2, 0, 18)) == "Customer hand: 2 cards, 0 aces counting 11, 18 total."
    assert describe("Dealer", Tally(1, 1, 11)) == "Dealer hand: 1 card, 1 ace counting 11, 11 total."


def test_natural_needs_exactly_the_initial_cards():
    assert is_natural(tally_of(cards_from("A K"), TWENTY_ONE), TWENTY_ONE)
    assert not is_natural(tally_of(cards_from("7 7 7"), TWENTY_ONE), TWENTY_ONE)
    assert not is_natural(tally_of(cards_from("A"), PONTOON), PONTOON)


# --- the rules record ------------------------------------------------------------------

@pytest.mark.parametrize("field, bad", [
    ("deal_order", "sideways"), ("first_to_play", "nobody"), ("ties", "house"),
    ("both_bust", "x"), ("natural_vs_natural", ""), ("initial_cards", 0), ("decks", 0),
    ("dealer_stands_on", 22), ("dealer_up_cards", 3), ("min_bet", 0), ("natural_pays", -1),
])
def test_rules_reject_bad_field_showing_value(field, bad):
    with pytest.raises(ValueError, match=f"bad rule {field}: {bad!r}"):
        Rules(name="x", **{field: bad})


def test_rules_reject_same_hit_and_stand_words():
    with pytest.raises(ValueError, match="'h'"):
        Rules(name="x", hit_answer="h", stand_answer=" H ")


def test_rules_are_frozen_hashable_and_pickle():
    with pytest.raises(AttributeError):
        TWENTY_ONE.ties = PUSH  # type: ignore[misc]
    assert len(set(PRESETS.values())) == len(PRESETS)
    for rules in PRESETS.values():
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            assert pickle.loads(pickle.dumps(rules, protocol)) == rules


def test_preset_lookup_names_the_bad_name():
    assert preset("pontoon") is PONTOON
    with pytest.raises(ValueError, match="'poker'"):
        preset("poker")


def test_stacked_deck_running_out_is_a_clear_error():
    with pytest.raises(DeckExhausted):
        round_of(TWENTY_ONE, "10 10 10")


# --- dealer-wins-ties ------------------------------------------------------------------

def test_dealer_wins_ties_deals_two_cards_each_dealer_first():
    table = Table(DEALER_WINS_TIES, deck("2 3 4 5"))
    deal_initial(table)
    assert shorts(table.hands[DEALER]) == ["2", "3"] and shorts(table.hands[PLAYER]) == ["4", "5"]


def test_dealer_wins_ties_player_sees_own_cards_and_dealer_first_card():
    player = scripted(False)
    round_of(DEALER_WINS_TIES, "9 8 10 7", player)
    tally, up_card = player.seen[0]
    assert tally == Tally(2, 0, 17) and up_card.rank is Rank.NINE


def test_dealer_wins_ties_dealer_natural_wins_at_once_even_against_players():
    result = round_of(DEALER_WINS_TIES, "A K A Q", never, never)
    assert (result.outcome, result.reason, result.payout) == (DEALER, "natural-vs-natural", -1)


def test_dealer_wins_ties_dealer_natural_wins_at_once():
    result = round_of(DEALER_WINS_TIES, "K A 10 9", never, never)
    assert (result.outcome, result.reason) == (DEALER, "dealer-natural")


def test_dealer_wins_ties_player_natural_wins():
    result = round_of(DEALER_WINS_TIES, "10 9 A J", never, never)
    assert (result.outcome, result.reason, result.payout) == (PLAYER, "player-natural", 1)


def test_dealer_wins_ties_player_bust_loses_at_once():
    result = round_of(DEALER_WINS_TIES, "10 2 10 5 K", stand_on(21), never)
    assert (result.outcome, result.reason, result.player_total) == (DEALER, "player-bust", 25)
    assert len(result.dealer_cards) == 2, "the dealer must not draw after the player busts"


def test_dealer_wins_ties_dealer_hits_16_or_less():
    result = round_of(DEALER_WINS_TIES, "10 6 10 8 A 5")
    assert shorts(result.dealer_cards) == ["10", "6", "A"], "16 draws, 17 stands"
    assert result.dealer_total == 17


def test_dealer_wins_ties_dealer_bust_loses():
    result = round_of(DEALER_WINS_TIES, "10 6 10 2 K")
    assert (result.outcome, result.reason, result.payout) == (PLAYER, "dealer-bust", 1)


def test_dealer_wins_ties_dealer_wins_ties():
    result = round_of(DEALER_WINS_TIES, "10 8 9 9")
    assert (result.outcome, result.reason, result.payout) == (DEALER, "tie", -1)


def test_dealer_wins_ties_higher_wins():
    assert round_of(DEALER_WINS_TIES, "10 8 10 9").outcome == PLAYER
    assert round_of(DEALER_WINS_TIES, "10 9 10 8").outcome == DEALER


# --- tie-on-blackjack ------------------------------------------------------------------

def test_tie_on_blackjack_deals_player_then_dealer():
    table = Table(TIE_ON_BLACKJACK, deck("2 3 4 5"))
    deal_initial(table)
    assert shorts(table.hands[PLAYER]) == ["2", "3"] and shorts(table.hands[DEALER]) == ["4", "5"]


def test_tie_on_blackjack_player_blackjack_wins():
    result = round_of(TIE_ON_BLACKJACK, "A K 10 9", never, never)
    assert (result.outcome, result.reason, result.payout) == (PLAYER, "player-natural", 1)


def test_tie_on_blackjack_blackjack_against_blackjack_is_a_tie():
    result = round_of(TIE_ON_BLACKJACK, "A K K A", never, never)
    assert (result.outcome, result.reason, result.payout) == (PUSH, "natural-vs-natural", 0)


def test_tie_on_blackjack_dealer_blackjack_is_just_21():
    result = round_of(TIE_ON_BLACKJACK, "7 7 A K 7", stand_on(21))
    assert (result.outcome, result.reason) == (PUSH, "tie"), "a three-card 21 ties a dealer blackjack"
    assert round_of(TIE_ON_BLACKJACK, "10 10 A K").outcome == DEALER


def test_tie_on_blackjack_dealer_hits_below_17():
    result = round_of(TIE_ON_BLACKJACK, "10 8 10 6 2")
    assert shorts(result.dealer_cards) == ["10", "6", "2"] and result.dealer_total == 18


def test_tie_on_blackjack_player_bust_loses():
    result = round_of(TIE_ON_BLACKJACK, "10 5 10 6 K", stand_on(21), never)
    assert (result.outcome, result.reason) == (DEALER, "player-bust")


def test_tie_on_blackjack_dealer_bust_loses():
    assert round_of(TIE_ON_BLACKJACK, "10 2 10 6 K").reason == "dealer-bust"


def test_tie_on_blackjack_closer_to_21_wins():
    assert round_of(TIE_ON_BLACKJACK, "10 9 10 8").outcome == PLAYER
    assert round_of(TIE_ON_BLACKJACK, "10 7 10 8").outcome == DEALER


def test_tie_on_blackjack_equal_is_a_tie():
    result = round_of(TIE_ON_BLACKJACK, "10 8 9 9")
    assert (result.outcome, result.payout) == (PUSH, 0)


def test_tie_on_blackjack_each_drawn_card_is_announced():
    events: list[Event] = []
    round_of(TIE_ON_BLACKJACK, "10 2 10 6 3 2", stand_on(13), watch=events.append)
    drawn = [(e.side, e.card.rank.short) for e in events if e.kind == "draw"]
    assert drawn == [(PLAYER, "3"), (DEALER, "2")] and TIE_ON_BLACKJACK.announce_draws


# --- twenty-one ------------------------------------------------------------------------

def test_twenty_one_deals_customer_dealer_customer_dealer():
    table = Table(TWENTY_ONE, deck("2 3 4 5"))
    deal_initial(table)
    assert shorts(table.hands[PLAYER]) == ["2", "4"] and shorts(table.hands[DEALER]) == ["3", "5"]


def test_twenty_one_up_card_is_dealers_first_card():
    player = scripted(False)
    round_of(TWENTY_ONE, "10 6 7 10 2", player)
    assert player.seen[0][1].rank is Rank.SIX


def test_twenty_one_dealer_blackjack_wins():
    assert round_of(TWENTY_ONE, "A A K K", never, never).reason == "natural-vs-natural"
    assert round_of(TWENTY_ONE, "A A K K", never, never).outcome == DEALER
    assert round_of(TWENTY_ONE, "10 A 10 K", never, never).reason == "dealer-natural"


def test_twenty_one_customer_blackjack_counts_as_two_wins():
    result = round_of(TWENTY_ONE, "A 10 K 9", never, never)
    assert (result.outcome, result.reason, result.payout) == (PLAYER, "player-natural", 2)


def test_twenty_one_dealer_draws_at_16_or_less():
    result = round_of(TWENTY_ONE, "10 9 8 7 A")
    assert shorts(result.dealer_cards) == ["9", "7", "A"] and result.dealer_total == 17


def test_twenty_one_ties_go_to_dealer():
    result = round_of(TWENTY_ONE, "10 10 8 8")
    assert (result.outcome, result.reason) == (DEALER, "tie")


def test_twenty_one_customer_bust_loses_at_once():
    result = round_of(TWENTY_ONE, "10 10 6 6 K", stand_on(17), never)
    assert (result.outcome, result.reason, len(result.dealer_cards)) == (DEALER, "player-bust", 2)


# --- pontoon (the contract's rule ids) ---------------------------------------------------

def test_pontoon_one_card_start():
    table = Table(PONTOON, deck("5 6"))
    deal_initial(table)
    assert table.hands == {PLAYER: [], DEALER: []}, "pontoon deals each card at its turn"
    result = round_of(PONTOON, "10 7 9", STAND)
    assert len(result.player_cards) == 1


def test_pontoon_ace_counts_one():
    result = round_of(PONTOON, "A K 6 A K", stand_on(2))
    assert shorts(result.dealer_cards) == ["A", "K", "6"], "A K is 11 in pontoon, so it twists"
    assert (result.dealer_total, result.player_total) == (17, 11)


def test_pontoon_computer_first():
    result = round_of(PONTOON, "10 4 3 9 8", stand_on(17))
    assert shorts(result.dealer_cards) == ["10", "4", "3"] and shorts(result.player_cards) == ["9", "8"]


def test_pontoon_computer_draws_to_stick_at():
    result = round_of(PONTOON.replace(dealer_stands_on=15), "5 5 4 A 10", STAND)
    assert shorts(result.dealer_cards) == ["5", "5", "4", "A"] and result.dealer_total == 15


def test_pontoon_computer_secret():
    events: list[Event] = []
    player = scripted(False)

    def watch(event: Event) -> None:
        events.append(event)

    round_of(PONTOON, "10 8 9", player, watch=watch)
    turn_over = next(i for i, e in enumerate(events) if e.kind == "stand" and e.side == PLAYER)
    assert all(not e.face_up for e in events[:turn_over] if e.side == DEALER and e.card)
    assert player.seen == [(Tally(1, 0, 9), None)], "the player must not see any computer card"
    assert [e.kind for e in events[turn_over + 1:]] == ["reveal", "reveal"]


def test_pontoon_player_turn_always():
    result = round_of(PONTOON, "10 6 K 9", STAND)
    assert result.dealer_total == 26 and len(result.player_cards) == 1
    assert (result.outcome, result.reason) == (PLAYER, "dealer-bust")


def test_pontoon_player_stops_at_bust():
    result = round_of(PONTOON, "10 7 10 5 K", stand_on(99))
    assert result.player_total == 25 and len(result.player_cards) == 3


def test_pontoon_bust_draw():
    result = round_of(PONTOON, "10 6 K 10 5 K", stand_on(99))
    assert (result.outcome, result.reason) == (PUSH, "both-bust")


def test_pontoon_one_bust():
    assert round_of(PONTOON, "10 7 10 5 K", stand_on(99)).outcome == DEALER
    assert round_of(PONTOON, "10 6 K 9", STAND).outcome == PLAYER


def test_pontoon_tie_draw():
    assert round_of(PONTOON, "10 8 10 8", stand_on(18)).outcome == PUSH


def test_pontoon_higher_wins():
    assert round_of(PONTOON, "10 8 10 9", stand_on(19)).outcome == PLAYER
    assert round_of(PONTOON, "10 9 10 8", stand_on(18)).outcome == DEALER


def test_pontoon_no_naturals():
    result = round_of(PONTOON.replace(soft_aces=True), "A K 10", STAND)
    assert result.reason == "higher-wins", "pontoon has no naturals even with a soft ace"


# --- table (issue 6's rules, expressed as data) ------------------------------------------

def test_table_dealer_stands_on_soft_17():
    result = round_of(CASINO, "10 A 8 6 5")
    assert shorts(result.dealer_cards) == ["A", "6"]
    hits = round_of(CASINO.replace(dealer_hits_soft=True), "10 A 8 6 5 5")
    assert shorts(hits.dealer_cards) == ["A", "6", "5", "5"], "hits soft 17, stands on hard 17"


def test_table_blackjack_pays_two_stakes():
    assert round_of(CASINO, "A 10 K 9", never, never).payout == 2


def test_table_dealer_blackjack_beats_three_card_21():
    rules = CASINO.replace(dealer_natural_wins_at_once=False)
    result = round_of(rules, "7 A 7 K 7", stand_on(21))
    assert (result.outcome, result.reason) == (DEALER, "dealer-natural")
    assert round_of(CASINO, "7 A 7 K", never, never).outcome == DEALER


def test_table_blackjack_against_blackjack_pushes():
    result = round_of(CASINO, "A A K K", never, never)
    assert (result.outcome, result.payout) == (PUSH, 0)


def test_table_player_natural_beats_three_card_21_at_settling():
    rules = CASINO.replace(player_natural_wins_at_once=False, dealer_natural_wins_at_once=False)
    result = round_of(rules, "A 7 K 7 7", STAND)
    assert (result.outcome, result.reason, result.payout) == (PLAYER, "player-natural", 2)


def test_table_player_not_asked_at_21():
    player = scripted(True, True)
    result = round_of(CASINO, "5 10 6 8 K", player)
    assert result.player_total == 21 and len(player.seen) == 1


def test_dealer_first_bust_loses_at_once_when_rules_say_so():
    rules = PONTOON.replace(bust_loses_at_once=True)
    result = round_of(rules, "10 6 K", never)
    assert (result.outcome, result.reason, result.player_cards) == (PLAYER, "dealer-bust", ())


# --- every preset, every shuffle --------------------------------------------------------------

@given(st.sampled_from(sorted(PRESETS)), st.integers(0, 2**32), st.integers(0, 22))
def test_round_invariants_hold_for_every_preset_and_shuffle(name, seed, threshold):
    import random

    from reference.engine import is_bust, shuffled_draw

    rules = PRESETS[name]
    result = play_round(rules, shuffled_draw(rules, random.Random(seed)), stand_on(threshold))
    cards = result.player_cards + result.dealer_cards
    assert len(set(cards)) == len(cards), "no card twice in a round from one deck"
    player, dealer = tally_of(result.player_cards, rules), tally_of(result.dealer_cards, rules)
    assert (player.total, dealer.total) == (result.player_total, result.dealer_total)
    expected_sign = {PLAYER: 1, DEALER: -1, PUSH: 0}[result.outcome]
    assert (result.payout > 0) - (result.payout < 0) == expected_sign, result
    if is_bust(player, rules) and rules.bust_loses_at_once and rules.first_to_play == PLAYER:
        assert result.outcome == DEALER and len(result.dealer_cards) == rules.initial_cards
    if not is_bust(player, rules) and result.reason in ("tie", "higher-wins"):
        assert not is_bust(dealer, rules) and dealer.total >= rules.dealer_stands_on


def test_new_deck_each_game_false_keeps_the_shoe_until_it_runs_low():
    import random

    from reference.engine import RESHUFFLE_BELOW, deck_source

    rules = CASINO.replace(new_deck_each_game=False)
    source = deck_source(rules, random.Random(3))
    seen: list[Card] = []
    first = source()
    while len(first) >= RESHUFFLE_BELOW + 12:  # room for one more round of at most 12 cards
        result = play_round(rules, source(), stand_on(15))
        seen += result.player_cards + result.dealer_cards
    assert len(seen) == len(set(seen)) and len(seen) + len(first) == 52, "a kept shoe deals no card twice"
    while len(first) >= RESHUFFLE_BELOW:
        first()
    assert source() is not first, "a shoe with fewer than 15 cards left is replaced"
    fresh = deck_source(CASINO, random.Random(3))
    assert fresh() is not fresh(), "new_deck_each_game gives every round its own shoe"


def test_fast_path_refuses_a_kept_shoe():
    from reference import fastsim

    with pytest.raises(ValueError, match="'casino'"):
        fastsim.encode(CASINO.replace(new_deck_each_game=False))
