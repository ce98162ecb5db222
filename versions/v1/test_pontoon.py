"""Self-checks for pontoon version 1. Run them with:  pytest versions/v1

Each test checks one rule of the assignment (the table in README.md). It is marked with the
rule's id, its name starts with that id, and it states its cards, its answers and what it
expects: each case of a table has an id that names it (`pytest -k four_fives`), and the
expected values are written in the test, never worked out by a helper. The tests come in the
order you write the functions (card_value first, main last), and the report starts with the
first thing to fix.

How a test works: it hands your function a stacked deck (`table.draw` deals the test's cards
in order), a scripted player (`table.ask` gives the test's answers in order and records each
question) and a screen (`table.show` records each line), then compares what happened with what
the rule says. `Check` calls your function and, when the outcome is wrong, fails with one
sentence: what was called, what came back, what the rule says, and the rule's id. Both come
from versions/selfcheck.py. You never need to change either file.
"""

import pytest
from hypothesis import given, strategies as st

from versions import selfcheck as sc
from versions.selfcheck import Check
from versions.v1 import pontoon

VERSION = 1
# In this version a card is an int from 1 to 10, and 1 is the Ace. The tests name the cards as
# the game shows them, and cards.read("10, 6") gives the cards themselves: [10, 6].
cards = sc.Cards(VERSION)
ACES = ["1"]
CARD = st.integers(1, 10)  # any card, for the property tests (Hypothesis picks)
NOT_ACE = st.integers(2, 10)
# The functions pontoon.py defines, in the order you write them:
FUNCTIONS = ["card_value", "card_name", "hand_value", "random_card", "computer_turn",
             "player_turn", "decide_winner", "play_game", "play_again", "main"]


@pytest.fixture
def stick_at_17(monkeypatch):
    """The computer's tests are written for STICK_AT = 17: while they run, STICK_AT is 17."""
    monkeypatch.setattr(pontoon, "STICK_AT", 17, raising=False)


# -- the names the assignment asks for --------------------------------------------------------

@pytest.mark.parametrize("name", FUNCTIONS)
def test_names_every_function_is_defined(name):
    """pontoon.py defines every function the assignment asks for."""
    if not callable(sc.need(pontoon, name)):
        sc.fail(f"pontoon.py's {name} is not a function")


def test_names_constants():
    """VERSION is 1 and STICK_AT a whole number from 12 to 21."""
    if sc.need(pontoon, "VERSION") != 1:
        sc.fail(f"pontoon.py's VERSION is {pontoon.VERSION!r}, not 1")
    stick_at = sc.need(pontoon, "STICK_AT")
    if not (isinstance(stick_at, int) and 12 <= stick_at <= 21):
        sc.fail(f"pontoon.py's STICK_AT is {stick_at!r}: the computer's stick threshold is a "
                "whole number from 12 to 21")


# -- card_value: what one card counts ----------------------------------------------------------

@pytest.mark.rule("card-values")
@pytest.mark.parametrize("card, value", [
    ("2", 2),
    ("3", 3),
    ("4", 4),
    ("5", 5),
    ("6", 6),
    ("7", 7),
    ("8", 8),
    ("9", 9),
    ("10", 10),
])
def test_card_values(card, value):
    """Two to Nine count their number; Ten, Jack, Queen and King count 10."""
    check = Check("card-values", f"{card} counts {value}")
    got = check.call(pontoon, "card_value", cards.read_one(card))
    check.expect(got == value, f"returned {got!r}")


@pytest.mark.rule("ace-counts-one")
@pytest.mark.parametrize("ace", ACES)
def test_ace_counts_one(ace):
    """An Ace always counts 1, never 11 (in this version the Ace is the card 1)."""
    check = Check("ace-counts-one", "an Ace always counts 1, never 11")
    got = check.call(pontoon, "card_value", cards.read_one(ace))
    check.expect(got == 1, f"returned {got!r}")


# -- card_name: how a card is shown ------------------------------------------------------------

@pytest.mark.rule("format")
@pytest.mark.parametrize("card", [
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "10",
])
def test_format_card_name(card):
    """A card is shown as "7": card_name returns the name the tests use."""
    check = Check("format", f"the card is shown as {card!r}")
    got = check.call(pontoon, "card_name", cards.read_one(card))
    check.expect(isinstance(got, str) and sc.normal(got) == sc.normal(card), f"returned {got!r}")


# -- hand_value: what a hand counts ------------------------------------------------------------

@pytest.mark.rule("card-values")
@pytest.mark.parametrize("hand, value", [
    ("10, 6", 16),
    ("2, 3, 4, 5", 14),
    ("10, 10, 2", 22),
])
def test_card_values_hand_value(hand, value):
    """The value of a hand is the sum of its cards' values."""
    check = Check("card-values", f"the value is the sum of the cards' values: {value}")
    got = check.call(pontoon, "hand_value", cards.read(hand))
    check.expect(got == value, f"returned {got!r}")


@pytest.mark.rule("card-values")
@sc.PROPERTY
@given(st.lists(NOT_ACE, max_size=12))
def test_card_values_hand_value_is_the_sum(hand):
    """Any hand without an Ace (Hypothesis tries 100) is worth the sum of its card_values."""
    check = Check("card-values", "a hand is worth the sum of its cards' values")
    values = [check.call(pontoon, "card_value", card) for card in hand]
    check.expect(all(type(value) is int for value in values), f"gave the values {values}")
    check.says = ("a hand is worth the sum of its cards' values, which card_value gives as "
                  f"{' + '.join(map(str, values)) or 'nothing'} = {sum(values)}")
    got = check.call(pontoon, "hand_value", hand)
    check.expect(got == sum(values), f"returned {got!r}")


@pytest.mark.rule("ace-counts-one")
@pytest.mark.parametrize("hand, value", [
    ("1, 10", 11),
    ("1, 1", 2),
    ("10, 10, 1", 21),
])
def test_ace_counts_one_in_a_hand(hand, value):
    """An Ace counts 1 in a hand too: 1, 10 is 11, never 21."""
    check = Check("ace-counts-one", f"an Ace counts 1, so the value is {value}")
    got = check.call(pontoon, "hand_value", cards.read(hand))
    check.expect(got == value, f"returned {got!r}")


@pytest.mark.rule("ace-counts-one")
@sc.PROPERTY
@given(st.lists(CARD, max_size=11), st.sampled_from([cards.read_one(ace) for ace in ACES]))
def test_ace_counts_one_in_any_hand(hand, ace):
    """An Ace added to any hand (Hypothesis tries 100) adds exactly 1 to its value."""
    check = Check("ace-counts-one", "an Ace adds 1 to a hand's value, never 11")
    before = check.call(pontoon, "hand_value", hand)
    check.expect(type(before) is int, f"returned {before!r}")
    check.says = (f"an Ace adds 1 to a hand's value, never 11: without the Ace the hand is "
                  f"worth {before}, so with it {before + 1}")
    got = check.call(pontoon, "hand_value", hand + [ace])
    check.expect(got == before + 1, f"returned {got!r}")


# -- random_card: how a card is drawn (card-values: every card equally likely) ----------------

@pytest.mark.rule("card-values")
def test_card_values_random_card_gives_cards():
    """random_card(rng) returns a card of version 1 every time (1,000 draws)."""
    rng = sc.SeededRandom(0)
    check = Check("card-values", "random_card returns one of the version's cards")
    for _ in range(1000):
        card = check.call(pontoon, "random_card", rng)
        check.expect(cards.is_card(card), f"returned {card!r}, which is not a card of version 1")


@pytest.mark.rule("card-values")
def test_card_values_random_card_uses_rng():
    """The same seed gives the same 50 cards: random_card draws with rng, not with `random`."""
    check = Check("card-values", "random_card draws with rng only: the same seed gives the "
                  "same cards")
    first, second = sc.SeededRandom(5), sc.SeededRandom(5)
    these = [check.call(pontoon, "random_card", first) for _ in range(50)]
    again = [check.call(pontoon, "random_card", second) for _ in range(50)]
    check.expect(these == again, "gave different cards for the same seed")


@pytest.mark.rule("card-values")
def test_card_values_random_card_is_fair():
    """In 10,000 draws each of the 10 cards comes about 10,000 / 10 times.

    A statistical test: for a fair draw each count is within 40% of 10,000 / 10 except
    with probability below 1 in a million (at least 192 expected: 5.6 standard deviations).
    """
    rng = sc.SeededRandom(0)
    check = Check("card-values", "each of the 10 cards of the version is equally likely")
    drawn = [check.call(pontoon, "random_card", rng) for _ in range(10_000)]
    counts: dict[str, int] = {}
    for card in drawn:
        counts[cards.name(card)] = counts.get(cards.name(card), 0) + 1
    expected = 10_000 / 10
    odd = {name: count for name, count in counts.items() if abs(count - expected) > 0.4 * expected}
    check.what = "10,000 calls of random_card(random.Random(0))"
    far = ", ".join(f"{name} {count} times" for name, count in odd.items())
    check.expect(len(counts) == 10 and not odd,
                 f"gave {sc.plural(len(counts), 'different card')}, these far from "
                 f"{expected:.0f} times each: {far or 'none'}")


# -- computer_turn: the computer plays first (STICK_AT = 17 in these tests) --------------------

@pytest.mark.rule("computer-draws")
@pytest.mark.parametrize("deck, keeps, value", [  # the deck; how many cards it keeps, worth
    pytest.param("10, 6, 3, 9",
                 3, 19, id="twists-twice-to-19"),  # 10, 16, 19
    pytest.param("2, 3, 4, 5, 6, 7, 8",
                 5, 20, id="five-small-cards-to-20"),  # 2, 5, 9, 14, 20
    pytest.param("10, 9, 8",
                 2, 19, id="two-cards-to-19"),  # 10, 19
    pytest.param("5, 5, 5, 5, 2",
                 4, 20, id="four-fives-to-20"),  # 5, 10, 15, 20
    pytest.param("2, 2, 10, 10, 10",
                 4, 24, id="bust-on-24"),  # 2, 4, 14, 24
    pytest.param("9, 2, 10, 10",
                 3, 21, id="twists-to-21"),  # 9, 11, 21
])
def test_computer_draws(deck, keeps, value, stick_at_17):
    """The computer takes one card, then twists while its value is below 17, then sticks."""
    table = cards.table(deck)
    want = table.cards[:keeps]
    check = Check("computer-draws", "the computer takes one card, then twists while its value "
                  f"is below STICK_AT=17: here {cards.names(want)} (value {value})")
    got = check.call(pontoon, "computer_turn", "draw", table=table)
    check.expect(got == want, f"returned [{cards.names(got)}]")
    check.says = "the computer's cards are the cards it drew, in order"
    check.expect(table.dealt == want, f"drew {sc.plural(len(table.dealt), 'card')} but "
                 f"returned [{cards.names(got)}]")


@pytest.mark.rule("computer-draws")
def test_computer_draws_sticks_at_exactly_stick_at(stick_at_17):
    """10, 7 is exactly 17: the computer sticks, leaving the 5."""
    table = cards.table("10, 7, 5")
    check = Check("computer-draws", "at STICK_AT=17 exactly the computer sticks: here "
                  f"{cards.names(table.cards[:2])} (value 17)")
    got = check.call(pontoon, "computer_turn", "draw", table=table)
    check.expect(got == table.cards[:2], f"returned [{cards.names(got)}]")


@pytest.mark.rule("computer-draws")
def test_computer_draws_can_go_bust(stick_at_17):
    """10, 6 is 16, so the computer twists: the 9 takes it to 25, bust."""
    table = cards.table("10, 6, 9, 2")
    check = Check("computer-draws", "the computer can go bust; it keeps the card that took it "
                  f"over 21: here {cards.names(table.cards[:3])} (value 25)")
    got = check.call(pontoon, "computer_turn", "draw", table=table)
    check.expect(got == table.cards[:3], f"returned [{cards.names(got)}]")


@pytest.mark.rule("computer-draws")
@sc.PROPERTY
@given(values=st.lists(st.integers(2, 10), min_size=1, max_size=25))
def test_computer_draws_any_deck(values, stick_at_17):
    """For any deck without an Ace (Hypothesis tries 100) the computer stops at 17 or more."""
    deck = list(values)  # in version 1 a card is its value
    table = sc.Table(deck, describe=cards.name)
    check = Check("computer-draws", "the computer takes one card, then twists while its value "
                  f"is below STICK_AT=17 (the cards are worth {', '.join(map(str, values))})")
    try:
        got = check.call(pontoon, "computer_turn", "draw", table=table, ran_out_ok=True)
    except sc.OutOfCards:  # fine only when the whole deck is worth less than 17
        check.expect(sum(values) < 17, f"drew past {sum(values)} without sticking")
        return
    kept = len(got) if isinstance(got, list) else 0
    check.expect(kept > 0 and got == deck[:kept],
                 f"returned {got!r}, not the first cards of the deck")
    check.expect(sum(values[:kept - 1]) < 17, f"twisted at {sum(values[:kept - 1])}")
    check.expect(sum(values[:kept]) >= 17, f"stuck at {sum(values[:kept])}")


# -- player_turn: the player's turn ------------------------------------------------------------

@pytest.mark.rule("one-card-start")
def test_one_card_start():
    """The player is asked after their first card: dealt 5 and answering s, they keep it alone."""
    table = cards.table("5, 9, 3", ["s"])
    check = Check("one-card-start", "the player starts with exactly one card and is asked "
                  "after it")
    got = check.call(pontoon, "player_turn", "draw", "ask", "show", table=table)
    check.expect(got == table.cards[:1] and table.dealt_before(1) == 1,
                 f"dealt {sc.plural(table.dealt_before(1), 'card')} before the first question "
                 f"and returned [{cards.names(got)}]")
    check.says = "before the first question the player sees the value of their one card, 5"
    shown = table.shown_between(0, 1)
    check.expect(any(sc.said("5", line) for line in shown), f"showed {shown}")


@pytest.mark.rule("player-choice")
@pytest.mark.parametrize("answers, keeps", [  # the player's answers; how many cards they keep
    pytest.param(["s"], 1, id="s-sticks"),
    pytest.param(["t", "s"], 2, id="t-twists-then-s"),
    pytest.param(["T", "S"], 2, id="upper-case"),
    pytest.param([" t ", "  s"], 2, id="spaces-around"),
    pytest.param(["x", "s"], 1, id="x-asked-again"),
    pytest.param(["", "yes", "stick", "s"], 1, id="empty-yes-stick-asked-again"),
    pytest.param(["twist", "t", "s"], 2, id="twist-asked-again"),
    pytest.param(["?", "t", "7", "S"], 2, id="question-mark-and-7-asked-again"),
])
def test_player_choice(answers, keeps):
    """t twists and s sticks, in any case and with spaces; any other answer is asked again."""
    table = cards.table("2, 3, 2, 3",
                        answers)
    check = Check("player-choice", "t twists, s sticks and any other answer is asked again: "
                  f"here {sc.plural(len(answers), 'question')} and {sc.plural(keeps, 'card')}")
    got = check.call(pontoon, "player_turn", "draw", "ask", "show", table=table)
    check.expect(got == table.cards[:keeps] and len(table.prompts) == len(answers),
                 f"asked {sc.plural(len(table.prompts), 'question')} and returned "
                 f"[{cards.names(got)}]")


@pytest.mark.rule("player-stops-at-bust")
@pytest.mark.parametrize("deck, keeps", [  # the deck; how many cards the player keeps
    pytest.param("10, 9, 5, 7", 3,
                 id="bust-on-24"),  # 10, 19, 24
    pytest.param("6, 6, 6, 6, 2", 4, id="four-sixes-bust-on-24"),
    pytest.param("10, 10, 10, 10", 3,
                 id="bust-on-30"),  # 10, 20, 30
])
def test_player_stops_at_bust(deck, keeps):
    """Always answering t: once over 21 the player is bust, with no more questions or cards."""
    table = cards.table(deck, ["t"] * 10)
    check = Check("player-stops-at-bust", "over 21 the player is bust: no more questions and "
                  f"no more cards; here {sc.plural(keeps - 1, 'question')} and "
                  f"{sc.plural(keeps, 'card')}")
    got = check.call(pontoon, "player_turn", "draw", "ask", "show", table=table)
    check.expect(got == table.cards[:keeps] and len(table.prompts) == keeps - 1,
                 f"asked {sc.plural(len(table.prompts), 'question')} and returned "
                 f"[{cards.names(got)}]")


@pytest.mark.rule("player-stops-at-bust")
def test_player_stops_at_bust_not_at_21():
    """10, 9, 2 is 21, not bust: the player is asked again and sticks."""
    table = cards.table("10, 9, 2, 5",
                        ["t", "t", "s"])
    check = Check("player-stops-at-bust", "only a value over 21 is bust; at 21 the player is "
                  "asked again: here 3 questions and 3 cards")
    got = check.call(pontoon, "player_turn", "draw", "ask", "show", table=table)
    check.expect(got == table.cards[:3] and len(table.prompts) == 3,
                 f"asked {sc.plural(len(table.prompts), 'question')} and returned "
                 f"[{cards.names(got)}]")


@pytest.mark.rule("format")
def test_format_hand_before_each_question():
    """Dealt 3, 5: before the second question the player sees the value 8."""
    table = cards.table("3, 5", ["t", "s"])
    check = Check("format", "before each question the player's value "
                  + ("is shown" if VERSION == 1 else "and cards are shown"))
    check.call(pontoon, "player_turn", "draw", "ask", "show", table=table)
    shown = table.shown_between(1, 2)
    wanted = ["8"] + ([] if VERSION == 1 else [cards.name(card) for card in table.cards])
    missing = [want for want in wanted if not any(sc.normal(want) in sc.normal(line)
                                                  for line in shown)]
    check.expect(len(table.prompts) == 2 and not missing,
                 f"showed {shown} before the second question")


# -- decide_winner: who wins -------------------------------------------------------------------

@pytest.mark.rule("bust-draw")
@pytest.mark.parametrize("computer, player", [
    pytest.param(22, 22, id="both-22"),
    pytest.param(22, 25, id="computer-22-player-25"),
    pytest.param(25, 22, id="computer-25-player-22"),
    pytest.param(30, 23, id="computer-30-player-23"),
])
def test_bust_draw(computer, player):
    """Both over 21: a draw, whatever the two values."""
    check = Check("bust-draw", "both over 21 is a draw, whatever the two values")
    got = check.call(pontoon, "decide_winner", computer, player)
    check.expect(got == "draw", f"returned {got!r}")


@pytest.mark.rule("one-bust")
@pytest.mark.parametrize("computer, player, winner", [
    pytest.param(22, 18, "player", id="computer-bust-on-22-player-18"),
    pytest.param(25, 5, "player", id="computer-bust-on-25-player-5"),
    pytest.param(22, 21, "player", id="computer-bust-on-22-player-21"),
    pytest.param(18, 22, "computer", id="player-bust-on-22-computer-18"),
    pytest.param(5, 30, "computer", id="player-bust-on-30-computer-5"),
    pytest.param(21, 22, "computer", id="player-bust-on-22-computer-21"),
])
def test_one_bust(computer, player, winner):
    """Only the computer bust: the player wins. Only the player bust: the computer wins."""
    check = Check("one-bust", "only the computer bust: the player wins; only the player bust: "
                  f"the computer wins (here {winner!r})")
    got = check.call(pontoon, "decide_winner", computer, player)
    check.expect(got == winner, f"returned {got!r}")


@pytest.mark.rule("tie-draw")
@pytest.mark.parametrize("computer, player", [
    pytest.param(17, 17, id="both-17"),
    pytest.param(21, 21, id="both-21"),
    pytest.param(20, 20, id="both-20"),
    pytest.param(5, 5, id="both-5"),
])
def test_tie_draw(computer, player):
    """Neither bust and equal values: a draw."""
    check = Check("tie-draw", "equal values, neither bust, are a draw")
    got = check.call(pontoon, "decide_winner", computer, player)
    check.expect(got == "draw", f"returned {got!r}")


@pytest.mark.rule("higher-wins")
@pytest.mark.parametrize("computer, player, winner", [
    pytest.param(18, 20, "player", id="player-20-beats-18"),
    pytest.param(17, 18, "player", id="player-18-beats-17"),
    pytest.param(2, 21, "player", id="player-21-beats-2"),
    pytest.param(20, 18, "computer", id="computer-20-beats-18"),
    pytest.param(19, 17, "computer", id="computer-19-beats-17"),
    pytest.param(21, 2, "computer", id="computer-21-beats-2"),
])
def test_higher_wins(computer, player, winner):
    """Neither bust and different values: the higher value wins."""
    check = Check("higher-wins", f"the higher value wins when neither is bust (here {winner!r})")
    got = check.call(pontoon, "decide_winner", computer, player)
    check.expect(got == winner, f"returned {got!r}")


# -- play_game: one whole game (STICK_AT = 17) --------------------------------------------------

@pytest.mark.rule("computer-first")
def test_computer_first(stick_at_17):
    """The computer takes 10, 8 (18) first; then the player gets 4 and is asked."""
    table = cards.table("10, 8, 4, 6",
                        ["t", "s"])
    check = Check("computer-first", "the computer takes its 2 cards first; then the player is "
                  "dealt one card and asked")
    winner = check.call(pontoon, "play_game", "draw", "ask", "show", table=table)
    check.expect(table.dealt_before(1) == 3,
                 f"dealt {sc.plural(table.dealt_before(1), 'card')} before the first question")
    check.says = "the computer's 18 beats the player's 10"
    check.expect(winner == "computer", f"returned {winner!r}")


@pytest.mark.rule("computer-draws")
def test_computer_draws_in_a_whole_game(stick_at_17):
    """In play_game the computer's hand is real cards from the deck: 10, 8 (18) beat 5."""
    table = cards.table("10, 8, 5", ["s"])
    check = Check("computer-draws", "the computer's value is the sum of the cards it drew: "
                  f"here {cards.names(table.cards[:2])} (18) against the player's 5")
    winner = check.call(pontoon, "play_game", "draw", "ask", "show", table=table)
    check.expect(len(table.dealt) == 3, f"dealt {sc.plural(len(table.dealt), 'card')} where "
                 "the computer's 2 and the player's 1 were due")
    check.expect(winner == "computer", f"returned {winner!r}")


@pytest.mark.rule("computer-secret")
def test_computer_secret(stick_at_17):
    """The computer holds 10, 9 (19): none of it is shown until the player sticks."""
    table = cards.table("10, 9, 2, 3",
                        ["t", "s"])
    check = Check("computer-secret", "nothing about the computer's cards or value is shown "
                  "until the player's turn is over")
    check.call(pontoon, "play_game", "draw", "ask", "show", table=table)
    secrets = ["computer", "dealer", "19"] + ([] if VERSION == 1 else
                                              [cards.name(card) for card in table.cards[:2]])
    early = table.shown_between(0, len(table.prompts))
    leak = next((line for line in early if any(sc.said(secret, line) for secret in secrets)),
                None)
    check.expect(leak is None, f"showed {leak!r} during the player's turn")


@pytest.mark.rule("player-turn-always")
def test_player_turn_always(stick_at_17):
    """The computer is bust with 10, 6, 9 (25); the player still plays, and wins."""
    table = cards.table("10, 6, 9, 4, 6", ["t", "s"])
    check = Check("player-turn-always", "the player always gets a turn, even when the computer "
                  "has gone bust: here 2 questions and 5 cards dealt")
    winner = check.call(pontoon, "play_game", "draw", "ask", "show", table=table)
    check.expect(len(table.prompts) == 2 and len(table.dealt) == 5,
                 f"asked {sc.plural(len(table.prompts), 'question')} and dealt "
                 f"{sc.plural(len(table.dealt), 'card')}")
    check.says = "only the computer bust: the player wins"
    check.expect(winner == "player", f"returned {winner!r}")


@pytest.mark.rule("format")
@pytest.mark.parametrize("computer, player, answers, result, winner, rule", [
    pytest.param(  # the computer's cards, the player's cards and answers; what is shown; who wins
        "10, 8",
        "5", ["s"],
        ["Computer Value: 18", "Player Value: 5", "Computer wins!"],
        "computer", "higher-wins", id="computer-18-beats-5",
    ),
    pytest.param(  # the computer's cards, the player's cards and answers; what is shown; who wins
        "10, 8",
        "10, 8", ["t", "s"],
        ["Computer Value: 18", "Player Value: 18", "Draw!"],
        "draw", "tie-draw", id="draw-at-18",
    ),
    pytest.param(  # the computer's cards, the player's cards and answers; what is shown; who wins
        "10, 8",
        "10, 9", ["t", "s"],
        ["Computer Value: 18", "Player Value: 19", "Player wins!"],
        "player", "higher-wins", id="player-19-beats-18",
    ),
    pytest.param(  # the computer's cards, the player's cards and answers; what is shown; who wins
        "10, 6, 9",
        "4", ["s"],
        ["Computer Value: 25", "Player Value: 4", "Player wins!"],
        "player", "one-bust", id="computer-bust-on-25",
    ),
    pytest.param(  # the computer's cards, the player's cards and answers; what is shown; who wins
        "10, 8",
        "10, 10, 10", ["t", "t"],
        ["Computer Value: 18", "Player Value: 30", "Computer wins!"],
        "computer", "one-bust", id="player-bust-on-30",
    ),
    pytest.param(  # the computer's cards, the player's cards and answers; what is shown; who wins
        "10, 6, 9",
        "10, 10, 10", ["t", "t"],
        ["Computer Value: 25", "Player Value: 30", "Draw!"],
        "draw", "bust-draw", id="both-bust",
    ),
])
def test_format_result_block(computer, player, answers, result, winner, rule, stick_at_17):
    """After the game both hands are shown, then a verdict line.

    Which verdict is the result rules' (`winner` and `rule` say which applies here), checked
    by their own tests, so a wrong winner costs that rule and not format.
    """
    table = cards.table(computer + ", " + player, answers)
    check = Check("format", "the result block shows " + " / ".join(result[:-1])
                  + " / a verdict line")
    check.call(pontoon, "play_game", "draw", "ask", "show", table=table)
    shapes = [[*result[:-1], verdict] for verdict in ("Player wins!", "Computer wins!", "Draw!")]
    check.expect(any(sc.appear_in_order(table.lines, lines) for lines in shapes),
                 f"showed {[line for line in table.lines if line.strip()][-len(result):]}")


# -- main: the whole program, with random cards (random.Random(seed)) ---------------------------

@pytest.mark.rule("computer-secret")
@pytest.mark.parametrize("seed", [
    pytest.param(0, id="seed-0"), pytest.param(1, id="seed-1"), pytest.param(2, id="seed-2"),
])
def test_computer_secret_in_a_whole_program(seed):
    """In 5 games of main, sticking at once, the computer stays secret until the player sticks."""
    table = sc.Table(policy=sc.steady_player("s", 5))
    check = Check("computer-secret", "nothing about the computer's cards or value is shown "
                  "until the player's turn is over")
    check.call(pontoon, "main", sc.SeededRandom(seed), "ask", "show", table=table)
    for number, game in enumerate(table.games(), 1):
        asks = [i for i, (kind, _) in enumerate(game) if kind == "ask"]
        early = [item for kind, item in game[:asks[-1] if asks else 0] if kind == "show"]
        computer, player = sc.hands_shown([item for kind, item in game if kind == "show"])
        secrets = ["computer", "dealer"] + [name for name in computer if name not in player]
        leak = next((line for line in early if any(sc.said(secret, line) for secret in secrets)),
                    None)
        check.expect(leak is None, f"showed {leak!r} in game {number} before the player stuck")


@pytest.mark.rule("play-again")
@pytest.mark.parametrize("answers, games, asked", [  # answers; games played; Play again? asked
    pytest.param(["s", "n"], 1, 1, id="n-ends"),
    pytest.param(["s", "y", "s", "n"], 2, 2, id="y-plays-again"),
    pytest.param(["s", "Y ", "s", " N"], 2, 2, id="upper-case-and-spaces"),
    pytest.param(["s", "maybe", "", "y", "s", "n"], 2, 4, id="maybe-and-empty-asked-again"),
])
def test_play_again(answers, games, asked):
    """y plays another game, n ends the program (any case, with spaces); else it asks again."""
    table = sc.Table(answers=answers)
    check = Check("play-again", "y starts a new game, n ends the program and any other answer "
                  f"is asked again: here {sc.plural(games, 'game')}")
    check.call(pontoon, "main", sc.SeededRandom(3), "ask", "show", table=table)
    played = sum(map(sc.is_verdict, table.lines))
    check.expect(played == games, f"showed {sc.plural(played, 'verdict line')}")
    again = len(table.questions(sc.PLAY_AGAIN))
    check.expect(again == asked, f"asked {sc.PLAY_AGAIN!r} {sc.plural(again, 'time')} where "
                 f"{asked} should be")


@pytest.mark.rule("play-again")
@pytest.mark.parametrize("answers, games", [  # the answers before the input ends; games played
    pytest.param([], 0, id="at-the-first-question"),
    pytest.param(["s"], 1, id="at-play-again"),
    pytest.param(["s", "y"], 1, id="in-the-second-game"),
])
def test_play_again_end_of_input(answers, games):
    """End of input at any question (after these answers) ends the program, with no traceback."""
    table = sc.Table(answers=answers)
    check = Check("play-again", "the end of input ends the program cleanly, with no traceback")
    check.call(pontoon, "main", sc.SeededRandom(3), "ask", "show", table=table)
    played = sum(map(sc.is_verdict, table.lines))
    check.expect(played == games, f"showed {sc.plural(played, 'verdict line')} where "
                 f"{sc.plural(games, 'game')} should be played")


@pytest.mark.rule("player-choice")
def test_player_choice_in_a_whole_program():
    """main asks the question again after the answer x, and does not crash."""
    table = sc.Table(answers=["x", "s", "n"])
    check = Check("player-choice", "any other answer is asked again: here x, then s sticks")
    check.call(pontoon, "main", sc.SeededRandom(4), "ask", "show", table=table)
    played = sum(map(sc.is_verdict, table.lines))
    check.expect(played == 1 and len(table.questions()) == 2,
                 f"asked {table.prompts} and showed {sc.plural(played, 'verdict line')}")
