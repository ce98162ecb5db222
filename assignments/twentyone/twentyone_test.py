"""Self-checks for the twenty-one lab: run ``pytest twentyone_test.py`` in this folder.

Each test says which task it checks, the cards it deals (as the lab's card numbers or as
cards) and what it expects; a failing test says in one sentence what was called, what came
back and what the lab expects. A deck built with ``stacked_deck([...])`` deals those cards
first, top first, then the rest in number order: 0 is the Ace of Clubs, 1 the Two of
Diamonds, 2 the Three of Hearts, ... (rank ``n % 13``, suit ``n % 4``).
"""
import random

import pytest

import twentyone as lab

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")


def said(called: str, got: object, expected: object) -> str:
    """The one sentence a failing check prints."""
    return f"{called} gave {got!r}, but the lab expects {expected!r}"


# --- task 1 ----------------------------------------------------------------------
def test_lab_card_order():
    got = [lab.lab_card(n) for n in (0, 1, 2, 3, 4, 12, 13, 51)]
    expected = [("Ace", "Clubs"), ("Two", "Diamonds"), ("Three", "Hearts"), ("Four", "Spades"),
                ("Five", "Clubs"), ("King", "Clubs"), ("Ace", "Diamonds"), ("King", "Spades")]
    assert got == expected, said("lab_card(0, 1, 2, 3, 4, 12, 13, 51)", got, expected)


def test_card_name():
    got = lab.card_name(("Queen", "Hearts"))
    assert got == "Queen of Hearts", said("card_name(('Queen', 'Hearts'))", got, "Queen of Hearts")


# --- task 2 ----------------------------------------------------------------------
@pytest.mark.parametrize("cards, expected", [
    ([("Ten", "Clubs"), ("Seven", "Hearts")], 17),
    ([("King", "Clubs"), ("Queen", "Hearts"), ("Two", "Spades")], 22),
    ([("Ace", "Clubs"), ("Nine", "Hearts")], 20),
    ([("Ace", "Clubs"), ("Nine", "Hearts"), ("Five", "Spades")], 15),
    ([("Ace", "Clubs"), ("Ace", "Hearts")], 12),
    ([("Ace", "Clubs"), ("Ace", "Hearts"), ("Ace", "Spades"), ("Eight", "Clubs")], 21),
], ids=["ten and seven", "king, queen and two go over 21", "an ace counts 11",
        "an ace counts 1 when 11 would go over", "two aces: 11 and 1", "three aces and an eight"])
def test_hand_total(cards, expected):
    got = lab.hand_total(cards)
    assert got == expected, said(f"hand_total({cards})", got, expected)


@pytest.mark.parametrize("cards, expected", [
    ([("Ace", "Clubs"), ("Jack", "Hearts")], True),
    ([("Seven", "Clubs"), ("Seven", "Hearts"), ("Seven", "Spades")], False),
], ids=["ace and jack", "three sevens make 21 but are three cards"])
def test_is_blackjack_needs_two_cards(cards, expected):
    got = lab.is_blackjack(cards)
    assert got is expected, said(f"is_blackjack({cards})", got, expected)


# --- task 3 ----------------------------------------------------------------------
def test_stacked_deck_deals_in_order():
    deck = lab.stacked_deck([13, 2, 51])
    got = [deck.deal(), deck.deal(), deck.deal()]
    expected = [("Ace", "Diamonds"), ("Three", "Hearts"), ("King", "Spades")]
    assert got == expected, said("three deal()s from stacked_deck([13, 2, 51])", got, expected)
    assert len(deck) == 49, said("len(deck) after 3 of 52 cards", len(deck), 49)


def test_empty_deck_shuffles_the_discards_back_in():
    shown = []
    deck = lab.Deck(random.Random(1), cards=[lab.lab_card(0)], show=shown.append)
    deck.deal()
    deck.discard([lab.lab_card(0), lab.lab_card(5)])
    got = {deck.deal(), deck.deal()}
    expected = {lab.lab_card(0), lab.lab_card(5)}
    assert got == expected, said("deal() twice from Deck(Random(1)) emptied, after discard([0, 5])", got, expected)
    assert "Shuffling the deck." in shown, said("the lines that Deck shows when it shuffles", shown,
                                                 "Shuffling the deck.")


# --- task 4 ----------------------------------------------------------------------
# The strategy table's twelve cases: a total in each row, against a low and a high up card.
TWELVE_CASES = [
    (11, "Six", True), (12, "Six", False), (14, "Two", False), (16, "Two", False), (17, "Four", False),
    (19, "Five", False),
    (11, "Seven", True), (12, "Seven", True), (14, "Ten", True), (16, "Ace", True), (17, "King", False),
    (19, "Ace", False),
]
CASE_NAMES = [
    "11 or less against Two to Six", "12 against Two to Six", "13 to 15 against Two to Six",
    "16 against Two to Six", "17 against Two to Six", "18 or more against Two to Six",
    "11 or less against Seven to Ace", "12 against Seven to Ace", "13 to 15 against Seven to Ace",
    "16 against Seven to Ace", "17 against Seven to Ace", "18 or more against Seven to Ace",
]


@pytest.mark.parametrize("total, up, hit", TWELVE_CASES, ids=CASE_NAMES)
def test_strategy_2_the_up_card_table(total, up, hit):
    got = lab.strategy_2(total, (up, "Clubs"))
    assert got is hit, (f"strategy_2({total}, ({up!r}, 'Clubs')) gave {got}, but the table says "
                        f"{'hit' if hit else 'stand'} on {total} against a {up}")


@pytest.mark.parametrize("case, expected", list(zip(TWELVE_CASES, CASE_NAMES)), ids=CASE_NAMES)
def test_table_case_names_the_row_and_column(case, expected):
    total, up, hit = case
    got = lab.table_case(total, (up, "Clubs"))
    assert got == expected, said(f"table_case({total}, ({up!r}, 'Clubs'))", got, expected)


@pytest.mark.parametrize("total, hit", [(16, True), (17, False)], ids=["16: hit", "17: stand"])
def test_strategy_1_hits_on_16_or_less(total, hit):
    got = lab.strategy_1(total, ("Two", "Clubs"))
    assert got is hit, said(f"strategy_1({total}, ('Two', 'Clubs'))", got, hit)


# --- task 5 ----------------------------------------------------------------------
def test_customer_blackjack_counts_as_two_wins():
    # customer Ace of Clubs (0), dealer Nine of Clubs (8), customer King of Clubs (12), dealer Ten of Diamonds (9)
    shown = []
    wins = lab.play_game(lab.stacked_deck([0, 8, 12, 9]), lab.strategy_1, shown.append)
    assert wins == 2, said("play_game(stacked_deck([0, 8, 12, 9]), strategy_1): a blackjack against 19", wins, 2)
    assert shown[-1].startswith("WIN:"), said("play_game(stacked_deck([0, 8, 12, 9])) last line", shown[-1], "WIN: ...")


def test_ties_go_to_the_dealer():
    # customer Ten of Diamonds (9) and Seven of Hearts (6): 17 stands; dealer King of Clubs (12) and Seven of Clubs (32)
    shown = []
    wins = lab.play_game(lab.stacked_deck([9, 12, 6, 32]), lab.strategy_1, shown.append)
    assert (wins, shown[-1][:5]) == (0, "LOSS:"), said(
        "play_game(stacked_deck([9, 12, 6, 32]), strategy_1): 17 against 17", (wins, shown[-1]), (0, "LOSS: ..."))


def test_dealer_line_shows_up_card_and_total():
    # customer Ten of Diamonds (9), dealer Nine of Hearts (34), customer Ten of Clubs (48), dealer Eight of Spades (7)
    shown = []
    lab.play_game(lab.stacked_deck([9, 34, 48, 7]), lab.strategy_1, shown.append)
    expected = "Dealer: Nine of Hearts, Eight of Spades (up card = Nine of Hearts, total = 17)"
    assert expected in shown, said("play_game(stacked_deck([9, 34, 48, 7]), strategy_1) showed", shown, expected)


def test_play_games_counts_our_wins_and_the_dealers():
    # game 1: customer blackjack (Ace, King of Clubs) against Nine, Ten: 2 wins for us
    # game 2: customer Ten of Hearts (22) and Seven of Diamonds (45): 17 stands against the
    #         dealer's Jack of Hearts (10) and Queen of Spades (11): 20, the dealer wins
    deck = lab.stacked_deck([0, 8, 12, 9, 22, 10, 45, 11])
    got = lab.play_games(deck, lab.strategy_1, 2, show=lambda line: None)
    assert got == (2, 1), said("play_games(stacked_deck([0, 8, 12, 9, 22, 10, 45, 11]), strategy_1, 2)", got, (2, 1))


# --- task 6 ----------------------------------------------------------------------
def test_main_asks_how_many_games_and_says_who_won():
    answers = iter(["lots", "4"])
    shown = []
    lab.main(random.Random(3), ask=lambda prompt: next(answers), show=shown.append)
    ours = [line for line in shown if line.startswith("We won")]
    dealers = [line for line in shown if line.startswith("The dealer won")]
    assert len(ours) == 2 and all(line.endswith(" out of 4") for line in ours), said(
        "main(Random(3)) answering 'lots' then '4': the 'We won' lines", ours, "We won N out of 4, for each strategy")
    assert len(dealers) == 2 and all(line.endswith(" out of 4") for line in dealers), said(
        "main(Random(3)) answering '4': the dealer's lines", dealers, "The dealer won K out of 4, for each strategy")


# --- task 7 ----------------------------------------------------------------------
def customer_hands(numbers):
    """Play a case game with your play_game and strategy 2; each decision (total, up card) and
    the customer's ranks in the order they came."""
    decisions = []

    def recording(total, up_card):
        hit = lab.strategy_2(total, up_card)
        decisions.append((total, up_card, hit))
        return hit

    lab.play_game(lab.stacked_deck(numbers), recording, show=lambda line: None)
    order = list(numbers) + [n for n in range(52) if n not in numbers]
    hits = sum(hit for total, up, hit in decisions)
    ranks = [RANKS[n % 13] for n in [order[0], order[2], *order[4:4 + hits]]]
    return decisions, ranks


def case_of(total, up_rank):
    """The table's case of a decision, as the README names it."""
    rows = {12: "12", 16: "16", 17: "17"}
    row = "11 or less" if total <= 11 else "18 or more" if total >= 18 else rows.get(total, "13 to 15")
    return f"{row} against {'Two to Six' if up_rank in RANKS[1:6] else 'Seven to Ace'}"


ACE_SITUATIONS = ("a dealt Ace counts 11", "an Ace counting 11 drops to 1", "a drawn Ace counts 11",
                  "a drawn Ace counts 1", "several Aces: one counts 11, the others 1",
                  "several Aces that all count 1")


def is_soft(ranks):
    """Whether one Ace in these cards counts 11."""
    return "Ace" in ranks and sum(min(RANKS.index(r) + 1, 10) for r in ranks) + 10 <= 21


def ace_situations(ranks):
    """The Ace situations a hand passes through as its cards come (the first two are dealt)."""
    seen = set()
    for n in range(2, len(ranks) + 1):
        hand, before = ranks[:n], ranks[:n - 1]
        if n == 2 and is_soft(hand):
            seen.add(ACE_SITUATIONS[0])
        if n > 2 and hand[-1] == "Ace":
            seen.add(ACE_SITUATIONS[2] if is_soft(hand) and not is_soft(before) else ACE_SITUATIONS[3])
        elif n > 2 and is_soft(before) and not is_soft(hand):
            seen.add(ACE_SITUATIONS[1])
        if hand.count("Ace") >= 2:
            seen.add(ACE_SITUATIONS[4] if is_soft(hand) else ACE_SITUATIONS[5])
    return seen


def test_traced_strategy_2_says_the_case():
    shown = []
    got = lab.traced_strategy_2(shown.append)(16, ("Ace", "Hearts"))
    expected = "Customer total = 16, up card = Ace of Hearts: 16 against Seven to Ace, hit."
    assert (got, shown) == (True, [expected]), said(
        "traced_strategy_2(show)(16, ('Ace', 'Hearts'))", (got, shown), (True, [expected]))


def test_case_games_show_all_twelve_cases():
    seen = set()
    for title, numbers in lab.case_games():
        decisions, ranks = customer_hands(numbers)
        seen |= {case_of(total, up[0]) for total, up, hit in decisions}
    missing = [case for case in CASE_NAMES if case not in seen]
    assert not missing, f"case_games(), played with strategy 2, decide in {len(seen)} of the 12 cases; missing: {missing}"


def test_case_games_show_the_six_ace_situations():
    seen = set()
    for title, numbers in lab.case_games():
        decisions, ranks = customer_hands(numbers)
        seen |= ace_situations(ranks)
    missing = [situation for situation in ACE_SITUATIONS if situation not in seen]
    assert not missing, f"case_games()' customer hands show {len(seen)} of the 6 Ace situations; missing: {missing}"


def test_show_cases_titles_each_game_and_shows_its_decisions():
    shown = []
    lab.show_cases(shown.append)
    titles = [line for line in shown if line.startswith("Case game ")]
    expected = [f"Case game {n}: {title}" for n, (title, numbers) in enumerate(lab.case_games(), start=1)]
    assert titles == expected, said("show_cases(): the title lines", titles, expected)
    decided = [line for line in shown if line.startswith("Customer total = ")]
    assert decided, said("show_cases(): the decision lines", decided, "Customer total = ..., up card = ...: <case>, hit.")
