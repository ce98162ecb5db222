"""Hidden tests for the table assignment (the instructor's; never released)."""

import os
import pickle
import random

import pytest

from cards import Deck, Hand
from table import (BAD_ANSWER, MAX_HANDS, AdvancedPlayer, BasicPlayer, BlackjackDealer,
                   BlackjackTable, HumanPlayer, IntermediatePlayer, SaveError, advanced_game,
                   advanced_results, cards_from, game_over, load_table, play_game, play_hands,
                   save_or_load, save_table, seat_players, settle)


def stacked_dealer(ranks):
    return BlackjackDealer(Deck.stacked(cards_from(ranks)), reshuffle_below=0)


def hand(ranks):
    return Hand(cards_from(ranks))


class Keyboard:
    """Types these answers in turn and keeps the questions; EOFError after the last."""

    def __init__(self, *answers):
        self.answers = list(answers)
        self.questions = []

    def __call__(self, question):
        self.questions.append(question)
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)


class Screen:
    """Keeps every line shown."""

    def __init__(self):
        self.lines = []

    def __call__(self, line):
        self.lines.append(line)


def basic_table(ranks, *names):
    """A table of basic players (Bo by default) over a stacked deck."""
    table = BlackjackTable(stacked_dealer(ranks))
    table.assign_players([BasicPlayer(name) for name in names or ("Bo",)])
    return table


# --- the rules (questions 1 to 7) -------------------------------------------------------------

def test_hidden_dealer_blackjack_beats_three_card_21():
    assert settle(hand("7 7 7"), hand("A K"), 10) == -10, "a three-card 21 against the dealer's blackjack should lose 10"


def test_hidden_blackjack_against_blackjack_pushes():
    assert settle(hand("A Q"), hand("A K"), 10) == 0, "a blackjack against the dealer's blackjack should push (0)"


def test_hidden_dealer_bust_pays_a_standing_player():
    assert settle(hand("10 2"), hand("10 6 9"), 10) == 10, "12 against a busted dealer should win 10"


def test_hidden_basic_player_leaves_when_it_cannot_bet_10():
    got = BasicPlayer("Bo", bankroll=9).bet(1, 9)
    assert got is None, f"BasicPlayer with 9: bet(1, 9) gave {got!r}, expected None (leave)"


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
    assert len(dealer.deck) == 5, f"after You typed q the deck holds {len(dealer.deck)} cards, expected 5 (none dealt)"


def test_hidden_the_player_stops_at_21_without_being_asked():
    keyboard = Keyboard("10")
    you = HumanPlayer("You", ask=keyboard, show=lambda line: None)
    dealer = stacked_dealer("A K 9 9")
    BlackjackTable(dealer).assign_players([you])
    dealer.play_hand()
    assert len(keyboard.questions) == 1, f"a player holding A K was asked {keyboard.questions}, expected only the bet"
    assert you.bankroll == 220, f"a blackjack on a bet of 10 left You with {you.bankroll}, expected 220"


# --- the person at the keyboard ---------------------------------------------------------------

@pytest.mark.parametrize("bad", [
    pytest.param("-5", id="a negative number"),
    pytest.param("2.5", id="a fraction"),
    pytest.param("²", id="a superscript two"),
    pytest.param("", id="Enter alone"),
    pytest.param("1e3", id="a number in e notation"),
    pytest.param("99999999999999999999", id="a huge number"),
])
def test_hidden_human_bet_survives_bad_answers(bad):
    screen = Screen()
    you = HumanPlayer("You", ask=Keyboard(bad, "7"), show=screen)
    got = you.bet(1, 200)
    assert got == 7, f"HumanPlayer.bet(1, 200) answered {bad!r} then '7' gave {got!r}, expected 7"
    assert len(screen.lines) == 1, f"HumanPlayer.bet(1, 200) answered {bad!r} showed {screen.lines}, expected one line saying what to type"


def test_hidden_human_who_cannot_cover_the_minimum_leaves():
    screen = Screen()
    keyboard = Keyboard("5")
    got = HumanPlayer("You", bankroll=3, ask=keyboard, show=screen).bet(5, 3)
    assert got is None, f"HumanPlayer with 3: bet(5, 3) gave {got!r}, expected None (cannot cover 5)"
    assert keyboard.questions == [], f"HumanPlayer with 3: bet(5, 3) asked {keyboard.questions}, expected no question"
    assert screen.lines == ["You cannot cover the minimum bet of 5."], (
        f"HumanPlayer with 3: bet(5, 3) showed {screen.lines}, expected ['You cannot cover the minimum bet of 5.']")


def test_hidden_human_hits_shows_the_hand_and_the_up_card():
    screen = Screen()
    you = HumanPlayer("You", ask=Keyboard("s"), show=screen)
    you.hand = hand("10 6")
    you.hits(cards_from("9")[0])
    expected = "Your cards: [10♠ 6♠], worth 16. The dealer shows 9♠."
    assert screen.lines[:1] == [expected], f"HumanPlayer.hits(9) with 10 6 showed {screen.lines}, expected first {expected!r}"


# --- the reshuffle rule -----------------------------------------------------------------------

def test_hidden_play_hand_starts_a_new_deck_when_fewer_than_13_are_left():
    dealer = BlackjackDealer(Deck.stacked(cards_from("2 " * 12)), rng=random.Random(7))
    ada = AdvancedPlayer("Ada")
    BlackjackTable(dealer).assign_players([ada])
    dealer.play_hand()
    assert dealer.decks_used == 1, f"a hand begun with 12 cards left used {dealer.decks_used} new decks, expected 1"
    dealt = 52 - len(dealer.deck)
    assert 3 <= dealt <= 12, f"a hand begun with 12 cards left: the new deck has {len(dealer.deck)} cards, expected 52 less the hand's cards"


def test_hidden_play_hand_keeps_the_deck_with_13_left():
    dealer = BlackjackDealer(Deck.stacked(cards_from("10 9 6 5 7" + " 2" * 8)), rng=random.Random(7))
    BlackjackTable(dealer).assign_players([BasicPlayer("Bo")])
    lines = dealer.play_hand()
    assert dealer.decks_used == 0, f"a hand begun with 13 cards left used {dealer.decks_used} new decks, expected 0"
    assert lines == ["Bo: 19 against 18, wins 10"], f"a hand with 13 cards left gave {lines}, expected ['Bo: 19 against 18, wins 10']"


def test_hidden_new_deck_is_shuffled_with_the_dealers_rng():
    first, second = BlackjackDealer(rng=random.Random(3)), BlackjackDealer(rng=random.Random(3))
    first.new_deck()
    second.new_deck()
    a = [first.deck.deal().short for _ in range(52)]
    b = [second.deck.deal().short for _ in range(52)]
    in_order = [card.short for card in Deck()]
    assert a == b, "two dealers with Random(3) started different decks: new_deck() should shuffle with self.rng"
    assert a != in_order, "new_deck() gave the cards in their new order, expected them shuffled"


# --- the four games ---------------------------------------------------------------------------

def test_hidden_seat_players_names_and_bankrolls():
    got = [(p.name, p.bankroll) for p in seat_players("basic", bankroll=50)]
    expected = [("Basic 1", 50), ("Basic 2", 50), ("Basic 3", 50), ("Basic 4", 50)]
    assert got == expected, f"seat_players('basic', bankroll=50) gave {got}, expected {expected}"


def test_hidden_seat_players_gives_the_person_the_keyboard():
    keyboard = Keyboard("typed")
    you = seat_players("human", ask=keyboard, show=print)[1]
    assert you.name == "You" and you.ask("?") == "typed", (
        f"seat_players('human', ask=...) seated {you.name!r} whose ask is not the one given")


def test_hidden_seat_players_refuses_an_unknown_game():
    with pytest.raises(ValueError) as caught:
        seat_players("poker")
    assert "poker" in str(caught.value), f"seat_players('poker') raised {caught.value!r}, expected the message to name 'poker'"


def test_hidden_advanced_results_with_no_profit():
    got = advanced_results([IntermediatePlayer("Inter", bankroll=200)], start=200, decks=3)
    assert got == ["Inter: profit +0 over 3 decks, +0.00 per deck"], (
        f"advanced_results(Inter 200, start=200, decks=3) gave {got}, expected ['Inter: profit +0 over 3 decks, +0.00 per deck']")


def test_hidden_advanced_game_profit_per_deck_is_the_profit_over_the_decks(tmp_path):
    for seed in (1, 2):
        lines = advanced_game(60, tmp_path / "r.txt", random.Random(seed))
        decks = [int(line.split(" over ")[1].split()[0]) for line in lines]
        assert len(set(decks)) == 1 and decks[0] >= 60 * 4 // 52, (
            f"advanced_game(60, seed {seed}) gave {lines}: expected one number of decks, at least 4 for 60 hands")
        for line in lines:
            profit, per_deck = int(line.split("profit ")[1].split()[0]), float(line.split(", ")[1].split()[0])
            assert per_deck == round(profit / decks[0], 2), (
                f"advanced_game(60, seed {seed}) wrote {line!r}: the profit per deck should be the profit / {decks[0]} decks")


def test_hidden_advanced_game_is_repeatable_with_a_seed(tmp_path):
    first = advanced_game(50, tmp_path / "a.txt", random.Random(11))
    second = advanced_game(50, tmp_path / "b.txt", random.Random(11))
    assert first == second, f"advanced_game(50, seed 11) gave {first} then {second}, expected the same twice"


# --- saving and loading -----------------------------------------------------------------------

class Harm:
    """A pickle that, loaded with plain pickle.load, deletes a file."""

    def __init__(self, victim):
        self.victim = str(victim)

    def __reduce__(self):
        return (os.remove, (self.victim,))


def test_hidden_load_refuses_a_file_that_would_run_code(tmp_path):
    victim = tmp_path / "keep.txt"
    victim.write_text("still here", encoding="utf-8")
    path = tmp_path / "evil.save"
    path.write_bytes(pickle.dumps({"format": "blackjack table, version 1", "table": Harm(victim)}))
    with pytest.raises(SaveError):
        load_table(path)
    assert victim.exists(), "load_table ran the code in a save file (it deleted a file): use SafeUnpickler"


def test_hidden_save_to_a_missing_folder_is_a_save_error(tmp_path):
    with pytest.raises(SaveError) as caught:
        save_table(basic_table("10 9 6 5 7"), tmp_path / "no" / "such" / "t.save")
    assert "t.save" in str(caught.value), f"save_table to a missing folder raised {caught.value!r}, expected the file named"


def test_hidden_load_a_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError) as caught:
        load_table(tmp_path / "none.save")
    assert "none.save" in str(caught.value), f"load_table of a missing file raised {caught.value!r}, expected the file named"


def test_hidden_a_loaded_table_plays_on_as_the_saved_one_would(tmp_path):
    table = BlackjackTable(BlackjackDealer(rng=random.Random(5)))
    table.assign_players([BasicPlayer("Bo"), AdvancedPlayer("Ada")])
    for _ in range(7):
        table.play_hand()
    save_table(table, tmp_path / "t.save")
    loaded = load_table(tmp_path / "t.save")
    here = [table.play_hand() for _ in range(20)]
    there = [loaded.play_hand() for _ in range(20)]
    assert here == there, f"after 7 hands with Random(5), saved and loaded: the next hands were {there[:2]}..., expected {here[:2]}..."


def test_hidden_a_saved_person_is_loaded_without_the_keyboard(tmp_path):
    table = BlackjackTable(stacked_dealer("10 9 6 5 7"))
    table.assign_players([HumanPlayer("You", ask=lambda q: "10", show=lambda line: None)])
    save_table(table, tmp_path / "t.save")
    you = load_table(tmp_path / "t.save").players[0]
    assert (you.name, you.bankroll) == ("You", 200), f"a saved HumanPlayer loaded as {you.name!r} with {you.bankroll}, expected 'You' with 200"


# --- the game loop ----------------------------------------------------------------------------

@pytest.mark.parametrize("bad", [
    pytest.param("²", id="a superscript two"),
    pytest.param(str(MAX_HANDS + 1), id="more hands than allowed"),
    pytest.param("0", id="zero hands"),
    pytest.param("hit me", id="two words"),
])
def test_hidden_play_game_survives_bad_answers(bad):
    screen = Screen()
    play_game(basic_table("10 9 6 5 7"), ask=Keyboard(bad, "q"), show=screen)
    assert screen.lines == [BAD_ANSWER, "Bankrolls: Bo 200"], (
        f"play_game answered {bad!r} then q showed {screen.lines}, expected [BAD_ANSWER, 'Bankrolls: Bo 200']")


def test_hidden_play_game_plays_a_number_of_hands():
    table = basic_table("10 9 6 5 7 10 7 9 9")
    screen = Screen()
    play_game(table, ask=Keyboard("2", "q"), show=screen)
    assert screen.lines == ["Bo: 19 against 18, wins 10", "Bo: 17 against 18, loses 10", "Bankrolls: Bo 200"], (
        f"play_game answered 2 then q showed {screen.lines}, expected two hands and the bankrolls")


def test_hidden_play_game_ends_when_the_person_leaves_without_asking_again():
    you = HumanPlayer("You", ask=Keyboard("q"), show=lambda line: None)
    table = BlackjackTable(stacked_dealer("10 9 6 5 7"))
    table.assign_players([BasicPlayer("Bo"), you])
    keyboard = Keyboard("", "", "")
    screen = Screen()
    play_game(table, ask=keyboard, show=screen)
    assert len(keyboard.questions) == 1, f"play_game asked {keyboard.questions} after You left at the bet, expected one question"
    assert screen.lines == ["Bankrolls: Bo 200, You 200 (left)"], (
        f"play_game after You left showed {screen.lines}, expected ['Bankrolls: Bo 200, You 200 (left)']")


def test_hidden_play_game_survives_the_end_of_input_in_the_middle_of_a_hand():
    you = HumanPlayer("You", ask=Keyboard("10"), show=lambda line: None)   # bets, then no answer
    table = BlackjackTable(stacked_dealer("10 6 9 5 7"))
    table.assign_players([you])
    screen = Screen()
    play_game(table, ask=Keyboard(""), show=screen)
    assert screen.lines[-2:] == ["End of input.", "Bankrolls: You 200"], (
        f"play_game with input ending at Hit or stand? showed {screen.lines}, expected it to end with End of input. and the bankrolls")


def test_hidden_play_hands_stops_when_the_game_is_over():
    table = basic_table("10 9 6 5 7 10 7 9 9", "Bo")
    table.players[0].seated = False
    screen = Screen()
    play_hands(table, 5, screen)
    assert screen.lines == [], f"play_hands(5) with no one seated showed {screen.lines}, expected nothing"


@pytest.mark.parametrize("answer, expected", [
    pytest.param("save", "Type save FILE or load FILE, with a file name.", id="save without a file"),
    pytest.param("LOAD   ", "Type save FILE or load FILE, with a file name.", id="load without a file"),
])
def test_hidden_save_or_load_without_a_file_name(answer, expected):
    table = basic_table("10 9 6 5 7")
    screen = Screen()
    got = save_or_load(table, answer, Keyboard(), screen)
    assert got is table and screen.lines == [expected], (
        f"save_or_load({answer!r}) showed {screen.lines}, expected [{expected!r}] and the same table")


def test_hidden_save_or_load_says_why_a_file_cannot_be_loaded(tmp_path):
    path = tmp_path / "junk.save"
    path.write_bytes(b"not a table")
    table = basic_table("10 9 6 5 7")
    screen = Screen()
    got = save_or_load(table, f"load {path}", Keyboard(), screen)
    assert got is table, f"save_or_load('load junk.save') returned {got!r}, expected the same table to play on"
    assert len(screen.lines) == 1 and screen.lines[0].startswith("Could not load: "), (
        f"save_or_load('load junk.save') showed {screen.lines}, expected one line beginning 'Could not load: '")


def test_hidden_a_loaded_person_gets_the_games_keyboard(tmp_path):
    path = tmp_path / "t.save"
    table = BlackjackTable(stacked_dealer("10 9 6 5 7"))
    table.assign_players([HumanPlayer("You", ask=lambda q: "q", show=lambda line: None)])
    save_table(table, path)
    keyboard = Keyboard("typed")
    loaded = save_or_load(table, f"load {path}", keyboard, Screen())
    got = loaded.players[0].ask("?")
    assert got == "typed", f"after save_or_load('load t.save') the person's ask gave {got!r}, expected the game's own ask"
