"""Self-checks for the twenty-one lab: run ``pytest twentyone_test.py`` in this folder.

Each test says which task it checks, the cards it deals (as the lab's card numbers or as
cards) and what it expects. A deck built with ``stacked_deck([...])`` deals those cards first,
top first, then the rest in number order: 0 is the Ace of Clubs, 1 the Two of Diamonds, ...
"""
import random

import pytest

import twentyone as lab


def said(lines: list[str], called: str, got: object, expected: object) -> str:
    """The one sentence a failing check prints."""
    return f"{called} gave {got!r}, but the lab expects {expected!r}"


# --- task 1 ----------------------------------------------------------------------
def test_lab_card_order():
    got = [lab.lab_card(n) for n in (0, 1, 2, 3, 4, 12, 13, 51)]
    expected = [("Ace", "Clubs"), ("Two", "Diamonds"), ("Three", "Hearts"), ("Four", "Spades"),
                ("Five", "Clubs"), ("King", "Clubs"), ("Ace", "Diamonds"), ("King", "Spades")]
    assert got == expected, said([], "lab_card(0, 1, 2, 3, 4, 12, 13, 51)", got, expected)


def test_card_name():
    assert lab.card_name(("Queen", "Hearts")) == "Queen of Hearts", (
        f"card_name(('Queen', 'Hearts')) gave {lab.card_name(('Queen', 'Hearts'))!r}, expected 'Queen of Hearts'")


# --- task 2 ----------------------------------------------------------------------
@pytest.mark.parametrize("cards, expected", [
    ([("Ten", "Clubs"), ("Seven", "Hearts")], 17),
    ([("King", "Clubs"), ("Queen", "Hearts"), ("Two", "Spades")], 22),
    ([("Ace", "Clubs"), ("Nine", "Hearts")], 20),                       # an Ace counts 11 ...
    ([("Ace", "Clubs"), ("Nine", "Hearts"), ("Five", "Spades")], 15),   # ... unless that busts
    ([("Ace", "Clubs"), ("Ace", "Hearts")], 12),                        # two Aces: 11 and 1
    ([("Ace", "Clubs"), ("Ace", "Hearts"), ("Ace", "Spades"), ("Eight", "Clubs")], 21),
])
def test_hand_total(cards, expected):
    got = lab.hand_total(cards)
    assert got == expected, f"hand_total({cards}) gave {got}, but the total is {expected}"


def test_is_blackjack_needs_two_cards():
    assert lab.is_blackjack([("Ace", "Clubs"), ("Jack", "Hearts")]) is True, "Ace and Jack is a blackjack"
    assert lab.is_blackjack([("Seven", "Clubs"), ("Seven", "Hearts"), ("Seven", "Spades")]) is False, (
        "three Sevens make 21 but are not a blackjack: a blackjack is two cards")


# --- task 3 ----------------------------------------------------------------------
def test_stacked_deck_deals_in_order():
    deck = lab.stacked_deck([13, 2, 51])
    got = [deck.deal(), deck.deal(), deck.deal()]
    assert got == [("Ace", "Diamonds"), ("Three", "Hearts"), ("King", "Spades")], (
        f"stacked_deck([13, 2, 51]) dealt {got}, expected the cards numbered 13, 2 and 51")
    assert len(deck) == 49, f"after 3 of 52 cards, {len(deck)} are left instead of 49"


def test_empty_deck_shuffles_the_discards_back_in():
    shown = []
    deck = lab.Deck(random.Random(1), cards=[lab.lab_card(0)], show=shown.append)
    deck.deal()
    deck.discard([lab.lab_card(0), lab.lab_card(5)])
    got = {deck.deal(), deck.deal()}
    assert got == {lab.lab_card(0), lab.lab_card(5)}, (
        f"an empty deck dealt {got}: it should deal the two discarded cards, shuffled back in")
    assert "Shuffling the deck." in shown, f"shuffling must be shown; shown: {shown}"


# --- task 4 ----------------------------------------------------------------------
@pytest.mark.parametrize("total, up, hit", [
    (11, "Six", True), (12, "Six", False), (16, "Two", False), (17, "Six", False),
    (11, "Seven", True), (12, "Seven", True), (16, "Ace", True), (17, "King", False),
])
def test_strategy_2_the_up_card_table(total, up, hit):
    got = lab.strategy_2(total, (up, "Clubs"))
    assert got is hit, (f"strategy_2({total}, ({up!r}, 'Clubs')) gave {got}, but the table says "
                        f"{'hit' if hit else 'stand'} on {total} against a {up}")


@pytest.mark.parametrize("total, hit", [(16, True), (17, False)])
def test_strategy_1_hits_on_16_or_less(total, hit):
    assert lab.strategy_1(total, ("Two", "Clubs")) is hit, f"strategy 1 should {'hit' if hit else 'stand'} on {total}"


# --- task 5 ----------------------------------------------------------------------
def test_customer_blackjack_counts_as_two_wins():
    # customer Ace of Clubs (0), dealer Nine of Clubs (8), customer King of Clubs (12), dealer Ten of Diamonds (9)
    shown = []
    wins = lab.play_game(lab.stacked_deck([0, 8, 12, 9]), lab.strategy_1, shown.append)
    assert wins == 2, f"a customer blackjack against 19 gave {wins} wins instead of 2"
    assert shown[-1].startswith("WIN:"), f"the last line should start with 'WIN:', not {shown[-1]!r}"


def test_ties_go_to_the_dealer():
    # customer Ten of Diamonds (9) and Seven of Hearts (6): 17 stands; dealer King of Clubs (12) and Seven of Clubs (32)
    shown = []
    wins = lab.play_game(lab.stacked_deck([9, 12, 6, 32]), lab.strategy_1, shown.append)
    assert wins == 0 and shown[-1].startswith("LOSS:"), f"17 against 17 should be a LOSS; shown {shown}"


def test_dealer_line_shows_up_card_and_total():
    # customer Ten of Diamonds (9), dealer Nine of Hearts (34), customer Ten of Clubs (48), dealer Eight of Spades (7)
    shown = []
    lab.play_game(lab.stacked_deck([9, 34, 48, 7]), lab.strategy_1, shown.append)
    expected = "Dealer: Nine of Hearts, Eight of Spades (up card = Nine of Hearts, total = 17)"
    assert expected in shown, f"the dealer's line should read {expected!r}; shown {shown}"


# --- task 6 ----------------------------------------------------------------------
def test_main_asks_how_many_games_and_says_we_won():
    answers = iter(["lots", "4"])
    shown = []
    lab.main(random.Random(3), ask=lambda prompt: next(answers), show=shown.append)
    won = [line for line in shown if line.startswith("We won")]
    assert len(won) == 2 and all(line.endswith(" out of 4") for line in won), (
        f"after answering 4, each strategy should end with 'We won N out of 4'; got {won}")
