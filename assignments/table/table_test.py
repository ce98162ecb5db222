"""Self-checks for the table assignment: run  python -m pytest  in this folder.

Your cards.py from question 1 must be beside table.py. Each test stacks a deck (cards
written as ranks, "10 7 9": dealt in that order), says who sits at the table, what they type
and what it expects. A failing test prints one sentence. Start with the first failure.
"""

import pickle

import pytest

try:
    import cards  # noqa: F401  (your question-1 module)
except ModuleNotFoundError:
    pytest.exit("Copy your cards.py from the cards assignment into this folder: the table uses "
                "its Card, Deck and Hand.", returncode=2)

from cards import Deck, Hand
from table import (BAD_ANSWER, AdvancedPlayer, BasicPlayer, BlackjackDealer, BlackjackTable,
                   HumanPlayer, IntermediatePlayer, SaveError, TableFullError, advanced_game,
                   advanced_results, cards_from, count_of, game_over, load_table, play_game,
                   save_table, seat_players, settle)


def stacked_dealer(ranks):
    """A dealer whose deck deals exactly these ranks (all spades), in order, never reshuffled."""
    return BlackjackDealer(Deck.stacked(cards_from(ranks)), reshuffle_below=0)


def hand(ranks):
    """A Hand of these ranks: hand("A 9")."""
    return Hand(cards_from(ranks))


def up(rank):
    """The dealer's up card: up("7")."""
    return cards_from(rank)[0]


class Keyboard:
    """Types these answers in turn, one per question (like input()), and keeps the questions
    asked; after the last answer it raises EOFError, as input() does at the end of a file."""

    def __init__(self, *answers):
        self.answers = list(answers)
        self.questions = []

    def __call__(self, question):
        self.questions.append(question)
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)


class Screen:
    """Keeps every line shown, instead of printing it."""

    def __init__(self):
        self.lines = []

    def __call__(self, line):
        self.lines.append(line)


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


@pytest.mark.parametrize("answers, expected, complaints", [
    pytest.param(["25"], 25, 0, id="a good number at once"),
    pytest.param(["lots", "25"], 25, 1, id="a word then a number"),
    pytest.param(["201", "0", "200"], 200, 2, id="too much and zero then the most"),
    pytest.param(["q"], None, 0, id="q leaves"),
    pytest.param([" Q "], None, 0, id="Q with spaces leaves"),
])
def test_human_player_asks_for_a_bet_until_a_good_answer(answers, expected, complaints):
    screen = Screen()
    you = HumanPlayer("You", ask=Keyboard(*answers), show=screen)
    got = you.bet(1, 200)
    assert got == expected, f"HumanPlayer.bet(1, 200) answered {answers} gave {got!r}, expected {expected!r}"
    assert len(screen.lines) == complaints, (
        f"HumanPlayer.bet(1, 200) answered {answers} showed {screen.lines}, expected {complaints} "
        "line(s) saying what to type")


@pytest.mark.parametrize("answers, expected", [
    pytest.param(["h"], True, id="h hits"),
    pytest.param(["s"], False, id="s stands"),
    pytest.param(["maybe", "", "H"], True, id="a word and Enter then H hits"),
])
def test_human_player_asks_hit_or_stand_until_h_or_s(answers, expected):
    keyboard = Keyboard(*answers)
    you = HumanPlayer("You", ask=keyboard, show=Screen())
    you.hand = hand("10 6")
    got = you.hits(up("9"))
    assert got is expected, f"HumanPlayer.hits(9) answered {answers} gave {got!r}, expected {expected!r}"
    assert len(keyboard.questions) == len(answers), (
        f"HumanPlayer.hits(9) answered {answers} asked {len(keyboard.questions)} question(s), "
        f"expected {len(answers)} (one per answer until h or s)")


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
    assert lines == ["Bo: 19 against 18, wins 10"], f"play_hand() gave {lines}, expected ['Bo: 19 against 18, wins 10']"


# --- the reshuffle rule ---------------------------------------------------------------------

@pytest.mark.parametrize("ranks, expected", [
    pytest.param("2 " * 12, True, id="12 cards left: a new deck"),
    pytest.param("2 " * 13, False, id="13 cards left: play on"),
])
def test_reshuffle_rule_a_new_deck_when_fewer_than_a_quarter_are_left(ranks, expected):
    dealer = BlackjackDealer(Deck.stacked(cards_from(ranks)))
    got = dealer.needs_new_deck()
    left = len(ranks.split())
    assert got is expected, f"needs_new_deck() with {left} of 52 cards left gave {got!r}, expected {expected!r}"


def test_new_deck_is_52_shuffled_cards_and_every_player_is_told():
    dealer = stacked_dealer("2 3 4")
    ada = AdvancedPlayer("Ada")
    BlackjackTable(dealer).assign_players([ada])
    ada.count = 5
    dealer.new_deck()
    assert len(dealer.deck) == 52, f"after new_deck() the deck holds {len(dealer.deck)} cards, expected 52"
    assert ada.count == 0, f"after new_deck() Ada's count is {ada.count}, expected 0 (the players are told)"
    assert dealer.decks_used == 1, f"after one new_deck() decks_used is {dealer.decks_used}, expected 1"


# --- the four games -------------------------------------------------------------------------

@pytest.mark.parametrize("game, expected", [
    pytest.param("basic", ["BasicPlayer"] * 4, id="basic: four basic players"),
    pytest.param("intermediate", ["IntermediatePlayer"] * 4, id="intermediate: four intermediate players"),
    pytest.param("human", ["BasicPlayer", "HumanPlayer"], id="human: a basic player and you"),
    pytest.param("advanced", ["BasicPlayer", "IntermediatePlayer", "AdvancedPlayer"], id="advanced: one of each"),
])
def test_seat_players_for_each_of_the_four_games(game, expected):
    got = [type(player).__name__ for player in seat_players(game)]
    assert got == expected, f"seat_players({game!r}) seated {got}, expected {expected}"


def test_advanced_results_give_each_players_profit_per_deck():
    players = [BasicPlayer("Basic", bankroll=170), AdvancedPlayer("Advanced", bankroll=260)]
    got = advanced_results(players, start=200, decks=8)
    expected = ["Basic: profit -30 over 8 decks, -3.75 per deck",
                "Advanced: profit +60 over 8 decks, +7.50 per deck"]
    assert got == expected, f"advanced_results(Basic 170, Advanced 260, start=200, decks=8) gave {got}, expected {expected}"


def test_advanced_game_writes_its_results_to_a_file(tmp_path):
    import random

    path = tmp_path / "results.txt"
    lines = advanced_game(100, path, random.Random(2026))
    assert path.exists(), f"advanced_game(100, {path.name!r}, Random(2026)) wrote no file {path.name!r}"
    written = path.read_text(encoding="utf-8").splitlines()
    assert written == lines, f"advanced_game(100, seed 2026) returned {lines} but wrote {written}"
    names = [line.split(":")[0] for line in lines]
    assert names == ["Basic", "Inter", "Advanced"], f"advanced_game(100, seed 2026) gave lines for {names}, expected Basic, Inter, Advanced"


# --- saving and loading ---------------------------------------------------------------------

def test_save_then_load_gives_back_the_table(tmp_path):
    dealer = stacked_dealer("10 9 6 5 7 2 3 4")
    table = BlackjackTable(dealer)
    table.assign_players([BasicPlayer("Bo")])
    table.play_hand()                                   # Bo wins 10; 2 3 4 are left in the deck
    save_table(table, tmp_path / "table.save")
    loaded = load_table(tmp_path / "table.save")
    got = [(p.name, p.bankroll) for p in loaded.players]
    assert got == [("Bo", 210)], f"load_table after a hand Bo won gave players {got}, expected [('Bo', 210)]"
    left = [loaded.dealer.deck.deal().short for _ in range(len(loaded.dealer.deck))]
    assert left == ["2♠", "3♠", "4♠"], f"the loaded dealer's deck deals {left}, expected 2♠ 3♠ 4♠ (the cards left)"
    assert loaded.dealer.players == loaded.players, "the loaded dealer should deal to the loaded table's players"


@pytest.mark.parametrize("data", [
    pytest.param(b"hello", id="not a pickle"),
    pytest.param(pickle.dumps([1, 2, 3]), id="a pickle of a list"),
    pytest.param(pickle.dumps({"format": "something else", "table": None}), id="a dict of another format"),
])
def test_load_refuses_a_file_that_is_not_a_saved_table(tmp_path, data):
    path = tmp_path / "odd.save"
    path.write_bytes(data)
    with pytest.raises(SaveError):
        got = load_table(path)
        pytest.fail(f"load_table of a file holding {data[:20]!r} gave {got!r}, expected SaveError")


# --- the game loop --------------------------------------------------------------------------

@pytest.mark.parametrize("who, seated, expected", [
    pytest.param(["Bo", "Al"], [True, False], False, id="one player still seated: go on"),
    pytest.param(["Bo", "Al"], [False, False], True, id="everyone has left: over"),
    pytest.param(["Bo", "You"], [True, False], True, id="the person has left: over"),
])
def test_game_over_when_everyone_or_the_person_has_left(who, seated, expected):
    table = BlackjackTable(BlackjackDealer())
    players = [HumanPlayer(name) if name == "You" else BasicPlayer(name) for name in who]
    table.assign_players(players)
    for player, sits in zip(players, seated):
        player.seated = sits
    got = game_over(table)
    assert got is expected, f"game_over() with {who} seated {seated} gave {got!r}, expected {expected!r}"


def test_play_game_asks_again_after_bad_answers_and_ends_on_q():
    table = BlackjackTable(stacked_dealer("10 9 6 5 7"))
    table.assign_players([BasicPlayer("Bo")])
    screen = Screen()
    play_game(table, ask=Keyboard("lots", "-1", "", "q"), show=screen)
    assert screen.lines.count(BAD_ANSWER) == 2, (
        f"play_game answered lots, -1, Enter, q showed {screen.lines}, expected BAD_ANSWER twice")
    assert "Bo: 19 against 18, wins 10" in screen.lines, (
        f"play_game answered lots, -1, Enter, q showed {screen.lines}, expected one hand played (Enter)")
    assert screen.lines[-1] == "Bankrolls: Bo 210", f"play_game ended by showing {screen.lines[-1]!r}, expected 'Bankrolls: Bo 210'"


def test_play_game_ends_cleanly_at_the_end_of_input():
    table = BlackjackTable(stacked_dealer("10 9 6 5 7"))
    table.assign_players([BasicPlayer("Bo")])
    screen = Screen()
    play_game(table, ask=Keyboard(), show=screen)       # input() raises EOFError at once
    assert screen.lines == ["End of input.", "Bankrolls: Bo 200"], (
        f"play_game with no input showed {screen.lines}, expected ['End of input.', 'Bankrolls: Bo 200']")


def test_play_game_saves_and_loads_at_the_prompt(tmp_path):
    table = BlackjackTable(stacked_dealer("10 9 6 5 7"))
    table.assign_players([BasicPlayer("Bo")])
    path = tmp_path / "t.save"
    answers = [f"save {path}", "", f"load {path}", "q"]
    final = play_game(table, ask=Keyboard(*answers), show=Screen())
    got = [(p.name, p.bankroll) for p in final.players]
    assert got == [("Bo", 200)], (
        f"play_game answered save, Enter (Bo wins 10), load: the table played last has {got}, "
        "expected [('Bo', 200)] (the one saved before the hand)")
