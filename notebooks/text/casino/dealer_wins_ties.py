# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] nbgrader={"grade": false, "grade_id": "dealer_wins_ties_intro", "locked": true, "schema_version": 3, "solution": false, "task": false}
# # Blackjack for money: the dealer wins ties (21 points)
#
# The classic first-course Blackjack exercise: you start with **$100**, bet on each game, and
# play against a dealer who **wins every tie**. You write it in six small functions, each one
# tested on its own, then the betting loop that joins them up.
#
# | word | meaning | example |
# |---|---|---|
# | **card** | a `(rank, suit)` tuple | `("Ace", "Spades")` |
# | **hand** | a list of cards | `[("Ace", "Spades"), ("King", "Hearts")]` |
# | **value** | a hand's total: Two..Ten their number, Jack/Queen/King 10, an Ace 11 or 1 | `21` |
# | **bust** | a value over 21 | `22` |
# | **blackjack** | exactly two cards worth 21: an Ace and a ten-point card | |
# | **bet** | whole dollars from 1 to the money you have; 0 quits | `25` |
#
# The rules (the kit's `dealer-wins-ties` preset):
# 1. Each game uses a newly shuffled deck. The dealer gets two cards, then you get two; you
#    see your cards and the dealer's **first** card.
# 2. If the dealer has a blackjack, the dealer wins at once, **even against yours**.
#    Otherwise, if you have a blackjack, you win at once.
# 3. You hit (`H`) or stand (`S`); any other answer is asked again. Over 21 loses at once.
# 4. The dealer hits on 16 or less and stands on 17 or more. A dealer over 21 loses.
# 5. Otherwise the higher value wins, and **the dealer wins ties**.
# 6. Before each game you bet: 0 quits, and a bet that is not a whole number from 0 to your
#    money is asked for again. A win adds the bet to your money, a loss takes it away. The game
#    ends when you quit or have no money left.
#
# Randomness, input and output are **parameters** (`rng`, `ask`, `show`), so every test can
# hand your functions a stacked deck and a scripted player. A deck is a list whose **last**
# card is the top one: `deck.pop()` deals it.
#
# **Differences from the textbook's exercise, on purpose.** The game, its rules and its flow
# (bet, deal, your cards and the dealer's first card, hit or stand, the dealer's turn, the
# verdict, and `You leave with $<money>.` at the end, `$0` when you are broke) are the
# textbook's. The messages in between are written in the kit's own words rather than copied
# from the book, and each one is given below, so the tests can check them exactly. The book's
# program reads with a `TextIO` helper class and loops in `main`; here `ask` works like
# `input` and each step is its own function, so each can be tested alone.

# %% nbgrader={"grade": false, "grade_id": "dealer_wins_ties_given", "locked": true, "schema_version": 3, "solution": false, "task": false}
from __future__ import annotations

import random
from collections.abc import Callable

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
TARGET = 21            # the best value; over it is bust
DEALER_STANDS_ON = 17  # the dealer hits 16 or less
STARTING_MONEY = 100   # dollars
HIT, STAND = "H", "S"  # the player's answers (any case, spaces ignored)
QUESTION = "Hit (H) or Stand (S)? "

Card = tuple[str, str]  # ("Ace", "Spades")


def card_name(card: Card) -> str:
    """A card's name.

    >>> card_name(("Ace", "Spades"))
    'Ace of Spades'
    """
    return f"{card[0]} of {card[1]}"


def hand_text(hand: list[Card]) -> str:
    """A hand's cards, named, separated by commas.

    >>> hand_text([("Ace", "Spades"), ("King", "Hearts")])
    'Ace of Spades, King of Hearts'
    """
    return ", ".join(card_name(card) for card in hand)


def card_points(card: Card) -> int:
    """What a card is worth before any ace is lowered: Ace 11, faces 10, others their number.

    >>> card_points(("Ace", "Spades")), card_points(("Queen", "Hearts")), card_points(("Seven", "Clubs"))
    (11, 10, 7)
    """
    position = RANKS.index(card[0]) + 1
    return 11 if position == 1 else min(position, 10)


def cards(*ranks: str) -> list[Card]:
    """A hand for tests: cards of these ranks, in this order (the suits go round).

    >>> cards("Ace", "King")
    [('Ace', 'Clubs'), ('King', 'Diamonds')]
    """
    return [(rank, SUITS[i % 4]) for i, rank in enumerate(ranks)]


def stacked(*ranks: str) -> list[Card]:
    """A deck for tests that deals these ranks in this order: the same cards, top card last.

    >>> stacked("Ace", "King")[-1]
    ('Ace', 'Clubs')
    """
    return cards(*ranks)[::-1]


def scripted(*answers: str) -> Callable[[str], str]:
    """An `ask` for tests that gives these answers in order.

    >>> scripted("H", "S")("Hit (H) or Stand (S)? ")
    'H'
    """
    left = list(answers)
    return lambda prompt: left.pop(0)


class StackedShuffles:
    """An `rng` for tests: its shuffles deal these stacked decks, one a game, in turn.

    >>> deck = []; StackedShuffles(stacked("Ace", "King")).shuffle(deck); deck[-1]
    ('Ace', 'Clubs')
    """

    def __init__(self, *decks: list[Card]) -> None:
        self.decks = list(decks)

    def shuffle(self, deck: list[Card]) -> None:
        """Make ``deck`` the next stacked deck."""
        deck[:] = self.decks.pop(0)


# %% [markdown] nbgrader={"grade": false, "grade_id": "task1_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 1: a deck and a hand's value (3 points)
#
# `shuffled_deck(rng)`: a new 52-card deck, every rank (`RANKS`) of every suit (`SUITS`), as
# a list shuffled with `rng.shuffle(deck)`. A game deals from its end: `deck.pop()`.
#
# `hand_value(hand)`: count every Ace as 11 first; then, while the value is over 21 and an Ace
# still counts 11, count one of those Aces as 1 instead. `is_blackjack(hand)` says whether a
# hand is exactly two cards worth 21.

# %% nbgrader={"grade": false, "grade_id": "hand_value", "locked": false, "schema_version": 3, "solution": true, "task": false}
def shuffled_deck(rng: random.Random) -> list[Card]:
    """A new 52-card deck (every rank of every suit) shuffled with ``rng.shuffle``.

    >>> len(shuffled_deck(random.Random(1)))
    52
    """
    ### BEGIN SOLUTION
    deck = [(rank, suit) for suit in SUITS for rank in RANKS]
    rng.shuffle(deck)
    return deck
    ### END SOLUTION


def hand_value(hand: list[Card]) -> int:
    """The hand's value, each Ace counting 11 unless that makes the hand bust.

    >>> hand_value(cards("Ace", "Ace", "Nine"))
    21
    """
    ### BEGIN SOLUTION
    value = sum(card_points(card) for card in hand)
    aces_at_eleven = sum(card[0] == "Ace" for card in hand)
    while value > TARGET and aces_at_eleven:
        value -= 10
        aces_at_eleven -= 1
    return value
    ### END SOLUTION


def is_blackjack(hand: list[Card]) -> bool:
    """Whether the hand is two cards worth 21.

    >>> is_blackjack(cards("Ace", "King")), is_blackjack(cards("Seven", "Seven", "Seven"))
    (True, False)
    """
    ### BEGIN SOLUTION
    return len(hand) == 2 and hand_value(hand) == TARGET
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_hand_value", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
assert hand_value(cards("King", "Seven")) == 17, "hand_value of King, Seven should be 17"
assert hand_value(cards("Ace", "Six")) == 17, "hand_value of Ace, Six should be 17: the Ace counts 11"
assert hand_value(cards("Ace", "Six", "Nine")) == 16, "hand_value of Ace, Six, Nine should be 16: the Ace drops to 1"
assert is_blackjack(cards("Ace", "Queen")), "Ace, Queen is a blackjack"
deck = shuffled_deck(random.Random(1))
assert len(set(deck)) == len(deck) == 52 and {rank for rank, _ in deck} == set(RANKS) and {suit for _, suit in deck} == set(SUITS), (
    f"shuffled_deck should hold each of the 52 cards once; it gave {len(deck)} cards, {len(set(deck))} different")
### BEGIN HIDDEN TESTS
assert shuffled_deck(random.Random(2)) == shuffled_deck(random.Random(2)), "shuffled_deck should shuffle with rng only"
assert shuffled_deck(random.Random(2)) != shuffled_deck(random.Random(3)), "shuffled_deck should shuffle with rng"
assert shuffled_deck(StackedShuffles(stacked("Ace", "King")))[-1] == ("Ace", "Clubs"), "shuffled_deck should call rng.shuffle"
assert hand_value(cards("Ace", "Ace")) == 12, "two Aces are 12: one counts 11, one counts 1"
assert hand_value(cards("Ace", "Ace", "Ace", "Eight")) == 21, "Ace, Ace, Ace, Eight is 21: one Ace counts 11"
assert hand_value(cards(*["Ace"] * 11)) == 21, "eleven Aces are 21"
assert hand_value(cards("King", "Queen", "Two")) == 22, "King, Queen, Two is 22: bust"
assert hand_value([]) == 0, "an empty hand is worth 0"
assert not is_blackjack(cards("Seven", "Seven", "Seven")), "three cards are never a blackjack"
assert not is_blackjack(cards("Ace", "Nine")), "20 is not a blackjack"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "task2_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 2: the blackjack checks (3 points)
#
# `natural_winner(player, dealer)`, with both hands just dealt, returns `"dealer"` if the
# dealer has a blackjack (whatever you hold), else `"player"` if you have one, else `None`:
# the game goes on.

# %% nbgrader={"grade": false, "grade_id": "natural_winner", "locked": false, "schema_version": 3, "solution": true, "task": false}
def natural_winner(player: list[Card], dealer: list[Card]) -> str | None:
    """Who wins at once on a blackjack: "dealer" first, then "player"; None if nobody.

    >>> natural_winner(cards("Ace", "King"), cards("Ten", "Nine"))
    'player'
    """
    ### BEGIN SOLUTION
    if is_blackjack(dealer):
        return "dealer"
    if is_blackjack(player):
        return "player"
    return None
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_natural_winner", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
assert natural_winner(cards("Ten", "Nine"), cards("Ace", "Jack")) == "dealer", "a dealer blackjack wins at once"
assert natural_winner(cards("King", "Ace"), cards("Ten", "Nine")) == "player", "your blackjack wins at once"
assert natural_winner(cards("Ten", "Nine"), cards("Ten", "Nine")) is None, "no blackjack: the game goes on"
### BEGIN HIDDEN TESTS
assert natural_winner(cards("Ace", "Queen"), cards("King", "Ace")) == "dealer", (
    "the dealer's blackjack wins even against yours")
assert natural_winner(cards("Ace", "Ace"), cards("Ten", "Ten")) is None, "two Aces are 12, not a blackjack"
assert natural_winner(cards("Ace", "Five", "Five"), cards("Ten", "Nine")) is None, "three cards are never a blackjack"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "task3_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 3: the dealer's turn (3 points)
#
# `dealer_turn(deck, hand, show)`: the dealer hits while the value is 16 or less, showing
# `"Dealer drew <card name>."` for each new card, and stands on 17 or more (an Ace counting 11
# included). Return the hand.

# %% nbgrader={"grade": false, "grade_id": "dealer_turn", "locked": false, "schema_version": 3, "solution": true, "task": false}
def dealer_turn(deck: list[Card], hand: list[Card], show: Callable[[str], None] = print) -> list[Card]:
    """The dealer's turn: hit on 16 or less; returns the hand.

    >>> dealer_turn(stacked("Two", "Nine"), cards("Ten", "Four"), show=lambda line: None)[-1]
    ('Nine', 'Diamonds')
    """
    ### BEGIN SOLUTION
    while hand_value(hand) < DEALER_STANDS_ON:
        card = deck.pop()
        hand.append(card)
        show(f"Dealer drew {card_name(card)}.")
    return hand
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_dealer_turn", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
shown: list[str] = []
hand = dealer_turn(stacked("Two", "Nine", "Five"), cards("Ten", "Four"), shown.append)
assert [card[0] for card in hand] == ["Ten", "Four", "Two", "Nine"], f"the dealer hits 14 and 16, stands on 25; got {hand}"
assert shown == ["Dealer drew Two of Clubs.", "Dealer drew Nine of Diamonds."], f"dealer_turn showed {shown}"
### BEGIN HIDDEN TESTS
assert len(dealer_turn(stacked("Five"), cards("Ace", "Six"), lambda line: None)) == 2, "the dealer stands on Ace, Six (17)"
assert len(dealer_turn(stacked("Five"), cards("Ten", "Seven"), lambda line: None)) == 2, "the dealer stands on 17"
hand = dealer_turn(stacked("Ace", "Four"), cards("Ten", "Five"), lambda line: None)
assert [card[0] for card in hand] == ["Ten", "Five", "Ace", "Four"], f"Ten, Five, Ace is 16: hit again; got {hand}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "task4_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 4: settle the game, and say why (3 points)
#
# `settle(player, dealer)`, once the game is over, returns who won, `"player"` or `"dealer"`,
# **and the sentence that says why**, as a pair. The first of these that holds decides:
#
# | what happened | who won | why |
# |---|---|---|
# | the dealer has a blackjack (whatever you hold) | `"dealer"` | `"Dealer has Blackjack."` |
# | you have a blackjack | `"player"` | `"You have Blackjack."` |
# | you are bust | `"dealer"` | `"You busted."` |
# | the dealer is bust | `"player"` | `"Dealer busted."` |
# | equal values | `"dealer"` | `"Equal values: the dealer wins ties."` |
# | your value is higher | `"player"` | `"Your value is higher."` |
# | the dealer's value is higher | `"dealer"` | `"Dealer's value is higher."` |
#
# The dealer wins ties, so no game is ever a push.

# %% nbgrader={"grade": false, "grade_id": "settle", "locked": false, "schema_version": 3, "solution": true, "task": false}
def settle(player: list[Card], dealer: list[Card]) -> tuple[str, str]:
    """Who won, "player" or "dealer", and the sentence that says why.

    >>> settle(cards("Ten", "Nine"), cards("Ten", "Eight"))
    ('player', 'Your value is higher.')
    """
    ### BEGIN SOLUTION
    mine, theirs = hand_value(player), hand_value(dealer)
    if is_blackjack(dealer):
        return "dealer", "Dealer has Blackjack."
    if is_blackjack(player):
        return "player", "You have Blackjack."
    if mine > TARGET:
        return "dealer", "You busted."
    if theirs > TARGET:
        return "player", "Dealer busted."
    if mine == theirs:
        return "dealer", "Equal values: the dealer wins ties."
    return ("player", "Your value is higher.") if mine > theirs else ("dealer", "Dealer's value is higher.")
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_settle", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
got = settle(cards("Ten", "Eight"), cards("Nine", "Nine"))
assert got == ("dealer", "Equal values: the dealer wins ties."), f"18 against 18: settle gave {got}, expected the dealer to win the tie"
got = settle(cards("Ten", "Nine"), cards("Ten", "Eight"))
assert got == ("player", "Your value is higher."), f"19 against 18: settle gave {got}"
got = settle(cards("Ten", "Six"), cards("Ten", "Six", "Queen"))
assert got == ("player", "Dealer busted."), f"a bust dealer loses: settle gave {got}"
got = settle(cards("Ten", "Nine"), cards("Ace", "Jack"))
assert got == ("dealer", "Dealer has Blackjack."), f"a dealer blackjack: settle gave {got}"
### BEGIN HIDDEN TESTS
for player, dealer, expected in [
        (cards("Ten", "Six", "King"), cards("Ten", "Six", "Queen"), ("dealer", "You busted.")),
        (cards("Ten", "Seven"), cards("Ten", "Nine"), ("dealer", "Dealer's value is higher.")),
        (cards("Seven", "Seven", "Seven"), cards("Ten", "Six", "Five"), ("dealer", "Equal values: the dealer wins ties.")),
        (cards("Ace", "Five", "Five"), cards("Ten", "Ten"), ("player", "Your value is higher.")),
        (cards("King", "Ace"), cards("Ten", "Nine"), ("player", "You have Blackjack.")),
        (cards("Ace", "Queen"), cards("King", "Ace"), ("dealer", "Dealer has Blackjack.")),
        (cards("Seven", "Seven", "Seven"), cards("Ace", "King"), ("dealer", "Dealer has Blackjack."))]:
    got = settle(player, dealer)
    assert got == expected, f"settle({player}, {dealer}) gave {got}, expected {expected}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "task5_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 5: play one game (4 points)
#
# `player_turn(deck, hand, ask, show)`: while the hand is not bust, show
# `"Your hand: <cards> (value <value>)"` (use `hand_text`), then ask `QUESTION`. `H` hits: deal
# a card into the hand and show `"You drew <card name>."`. `S` stands. Answers may be in any
# case, with spaces around; anything else shows `"Please answer H or S."` and asks again.
# Return the hand.
#
# `play_game(deck, ask, show)`: deal two cards to the dealer, then two to you (from the top of
# the deck); show `"Dealer shows <card name>."` (the dealer's first card); if `natural_winner`
# names a winner, the game is over; otherwise your turn, then (unless you are bust) the
# dealer's. Show both hands as `"Dealer: <cards> (value <value>)"` and
# `"You: <cards> (value <value>)"`, then **why the game ended**: the sentence `settle` gives
# (`"Dealer has Blackjack."`, `"You busted."`, ...). Return who won, `"player"` or `"dealer"`.

# %% nbgrader={"grade": false, "grade_id": "play_game", "locked": false, "schema_version": 3, "solution": true, "task": false}
def player_turn(deck: list[Card], hand: list[Card], ask: Callable[[str], str],
                show: Callable[[str], None] = print) -> list[Card]:
    """Your turn: hit (H) or stand (S) until standing or bust; returns the hand.

    >>> player_turn(stacked("Five"), cards("Ten", "Two"), scripted("h", "S"), show=lambda line: None)
    [('Ten', 'Clubs'), ('Two', 'Diamonds'), ('Five', 'Clubs')]
    """
    ### BEGIN SOLUTION
    while hand_value(hand) <= TARGET:
        show(f"Your hand: {hand_text(hand)} (value {hand_value(hand)})")
        answer = ask(QUESTION).strip().upper()
        if answer == STAND:
            break
        if answer == HIT:
            card = deck.pop()
            hand.append(card)
            show(f"You drew {card_name(card)}.")
        else:
            show("Please answer H or S.")
    return hand
    ### END SOLUTION


def play_game(deck: list[Card], ask: Callable[[str], str], show: Callable[[str], None] = print) -> str:
    """One whole game on this deck; returns who won, "player" or "dealer".

    >>> play_game(stacked("Ten", "Eight", "Ten", "Nine"), scripted("S"), show=lambda line: None)
    'player'
    """
    ### BEGIN SOLUTION
    dealer = [deck.pop(), deck.pop()]
    player = [deck.pop(), deck.pop()]
    show(f"Dealer shows {card_name(dealer[0])}.")
    if natural_winner(player, dealer) is None:
        player_turn(deck, player, ask, show)
        if hand_value(player) <= TARGET:
            dealer_turn(deck, dealer, show)
    for name, hand in (("Dealer", dealer), ("You", player)):
        show(f"{name}: {hand_text(hand)} (value {hand_value(hand)})")
    winner, why = settle(player, dealer)
    show(why)
    return winner
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_play_game", "locked": true, "points": 4, "schema_version": 3, "solution": false, "task": false}
shown = []
assert play_game(stacked("Ten", "Six", "Ten", "Nine", "Five"), scripted("S"), shown.append) == "dealer", (
    "dealer Ten, Six draws a Five to 21 against your 19: the dealer wins")
assert "Dealer shows Ten of Clubs." in shown, f"the dealer's first card was not shown: {shown}"
assert "Your hand: Ten of Hearts, Nine of Spades (value 19)" in shown, f"your hand was not shown: {shown}"
assert shown[-1] == "Dealer's value is higher.", f"the game should end saying why; its last line was {shown[-1]!r}"
shown = []
hand = player_turn(stacked("Five"), cards("Ten", "Two"), scripted("x", " hit", " s "), shown.append)
assert len(hand) == 2 and shown.count("Please answer H or S.") == 2, "answers other than H or S must be asked again"
### BEGIN HIDDEN TESTS
shown = []
assert play_game(stacked("Ace", "King", "Ace", "Queen"), lambda prompt: 1 / 0, shown.append) == "dealer", (
    "a dealer blackjack wins at once, even against yours, without a question")
assert shown[-1] == "Dealer has Blackjack.", f"a dealer blackjack should end saying so; the last line was {shown[-1]!r}"
assert play_game(stacked("Ten", "Nine", "Ace", "King"), lambda prompt: 1 / 0, lambda line: None) == "player", (
    "your blackjack wins at once, without a question")
deck, shown = stacked("Ten", "Six", "Ten", "Five", "King", "Two"), []
assert play_game(deck, scripted("H"), shown.append) == "dealer", "a bust player loses"
assert shown[-1] == "You busted.", f"a bust should end saying so; the last line was {shown[-1]!r}"
assert deck == [("Two", "Diamonds")], "the dealer must not draw after you bust"
asked: list[str] = []
play_game(stacked("Ten", "Seven", "Ten", "Eight", "Nine", "Two"), lambda prompt: asked.append(prompt) or "h",
          lambda line: None)
assert asked == [QUESTION], f"the question should be {QUESTION!r}, asked once before you bust; asked {asked}"
assert play_game(stacked("Ten", "Eight", "Nine", "Nine"), scripted("s"), lambda line: None) == "dealer", (
    "18 against 18: the dealer wins ties")
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "task6_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Task 6: bet, and play until you quit or are broke (5 points)
#
# `ask_bet(money, ask, show)` asks `"You have $<money>. How much do you bet (0 quits)? "` until
# the answer (spaces ignored) is a whole number from 0 to `money`, and returns it. After any
# other answer it shows `"Please bet a whole number of dollars from 1 to <money>, or 0 to quit."`.
#
# `betting_game(rng, ask, show)` starts with `STARTING_MONEY`. While you have money: ask for a
# bet; 0 shows `"You leave with $<money>."` and returns the money. Otherwise play a
# game on `shuffled_deck(rng)`; a win adds the bet (show `"You win $<bet>."`), a loss takes it
# (show `"You lose $<bet>."`). With no money left, show `"You are out of money."` then
# `"You leave with $0."`, and return 0.

# %% nbgrader={"grade": false, "grade_id": "betting_game", "locked": false, "schema_version": 3, "solution": true, "task": false}
def ask_bet(money: int, ask: Callable[[str], str], show: Callable[[str], None] = print) -> int:
    """Ask for a bet until it is a whole number from 0 (quit) to ``money``.

    >>> ask_bet(100, scripted("lots", "500", " 25 "), show=lambda line: None)
    25
    """
    ### BEGIN SOLUTION
    while True:
        answer = ask(f"You have ${money}. How much do you bet (0 quits)? ").strip()
        if answer.isdecimal() and int(answer) <= money:
            return int(answer)
        show(f"Please bet a whole number of dollars from 1 to {money}, or 0 to quit.")
    ### END SOLUTION


def betting_game(rng: random.Random, ask: Callable[[str], str], show: Callable[[str], None] = print) -> int:
    """Games with bets, from ``STARTING_MONEY``, until you bet 0 or are broke; returns the money left.

    >>> betting_game(random.Random(1), scripted("0"), show=lambda line: None)
    100
    """
    ### BEGIN SOLUTION
    money = STARTING_MONEY
    while money > 0:
        bet = ask_bet(money, ask, show)
        if bet == 0:
            show(f"You leave with ${money}.")
            return money
        if play_game(shuffled_deck(rng), ask, show) == "player":
            money += bet
            show(f"You win ${bet}.")
        else:
            money -= bet
            show(f"You lose ${bet}.")
    show("You are out of money.")
    show(f"You leave with ${money}.")
    return money
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_betting_game", "locked": true, "points": 5, "schema_version": 3, "solution": false, "task": false}
shown = []
assert ask_bet(100, scripted("lots", "101", "-5", "40"), shown.append) == 40, "ask_bet should return the first good bet, 40"
assert shown.count("Please bet a whole number of dollars from 1 to 100, or 0 to quit.") == 3, (
    f"each bad bet must be asked again; shown {shown}")
win = stacked("Ten", "Seven", "Ten", "Nine")    # you stand on 19 against 17: you win
lose = stacked("Ten", "Nine", "Ten", "Seven")   # you stand on 17 against 19: you lose
shown = []
money = betting_game(StackedShuffles(win, lose), scripted("30", "S", "50", "S", "0"), shown.append)
assert money == 80, f"win $30 then lose $50 from $100 leaves $80, not ${money}"
assert "You leave with $80." in shown, f"quitting should say so; shown {shown}"
### BEGIN HIDDEN TESTS
asked: list[str] = []
ask_bet(100, lambda prompt: asked.append(prompt) or "7", lambda line: None)
assert asked == ["You have $100. How much do you bet (0 quits)? "], f"the bet question was {asked}"
assert ask_bet(100, scripted("100"), lambda line: None) == 100, "you may bet all your money"
assert ask_bet(100, scripted("2.5", "", "0"), lambda line: None) == 0, "a bet must be a whole number; 0 is a bet (quit)"
shown = []
money = betting_game(StackedShuffles(lose, win), scripted("100", "S", "5"), shown.append)
assert money == 0 and shown[-2:] == ["You are out of money.", "You leave with $0."], (
    f"broke ends the game; shown {shown[-3:]}")
money = betting_game(StackedShuffles(win, win), scripted("100", "S", "200", "S", "0"), lambda line: None)
assert money == 400, f"win $100, then win $200 (all your money): $400, not ${money}"
dealer_blackjack = stacked("Ace", "King", "Ten", "Nine")
money = betting_game(StackedShuffles(dealer_blackjack), scripted("10", "0"), lambda line: None)
assert money == 90, f"a dealer blackjack takes the bet at once: $90, not ${money}"
### END HIDDEN TESTS

# %% nbgrader={"grade": false, "grade_id": "dealer_wins_ties_main", "locked": true, "schema_version": 3, "solution": false, "task": false}
def main(rng: random.Random | None = None, ask: Callable[[str], str] = input,
         show: Callable[[str], None] = print) -> None:
    """The betting game; end of input ends it quietly (a notebook cannot type)."""
    try:
        betting_game(rng or random.Random(), ask, show)
    except EOFError:
        show("Goodbye.")


# %% nbgrader={"grade": false, "grade_id": "dealer_wins_ties_demo", "locked": true, "schema_version": 3, "solution": false, "task": false}
# A scripted player who bets $10 three times and always stands (it runs once your tasks are done).
bets = iter(["10", "10", "10", "0"])
try:
    main(random.Random(21), ask=lambda prompt: next(bets) if "bet" in prompt else "S")
except NotImplementedError:
    print("Finish the six tasks above, then run this cell again.")
