# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] nbgrader={"grade": false, "grade_id": "stages_intro", "locked": true, "schema_version": 3, "solution": false, "task": false}
# # Twenty-One in six stages (18 points)
#
# You build the card game Twenty-One the way an engine is built: in six stages, each one a
# small function you can test on its own. **Prepare the deck**, **deal**, **value a hand**,
# **hit or stay**, **decide** who won, and **play again**.
#
# | word | meaning | example |
# |---|---|---|
# | **card** | a `(rank, suit)` tuple | `("Ace", "Spades")` |
# | **hand** | a list of cards | `[("Ace", "Spades"), ("King", "Hearts")]` |
# | **value** | a hand's total: Two..Ten their number, Jack/Queen/King 10, an Ace 11 or 1 | `21` |
# | **bust** | a value over 21 | `22` |
# | **blackjack** | exactly two cards worth 21: an Ace and a ten-point card | |
#
# The rules (the kit's `tie-on-blackjack` preset):
# 1. The player gets two cards, then the dealer gets two; the player sees the dealer's first card.
# 2. A player's blackjack wins at once, unless the dealer has one too: then it is a tie.
# 3. The player hits (`1`) or stays (`0`); any other answer is asked again. Over 21 loses.
# 4. The dealer hits below 17 and stands on 17 or more. A dealer over 21 loses.
# 5. Otherwise the value closer to 21 wins; equal values tie.
#
# Stage d of the original six-stage assignment asks to show the dealer's cards and total before
# the dealer draws: here that is the first line `dealer_turn` shows (stage 4 below, which holds
# both turns). The stages are numbered 1 to 6 rather than lettered a to f.
#
# Randomness, input and output are **parameters** (`rng`, `ask`, `show`), so every test can
# hand your functions a stacked deck and a scripted player. A deck is a list whose **last**
# card is the top one: `deck.pop()` deals it.

# %% nbgrader={"grade": false, "grade_id": "stages_given", "locked": true, "schema_version": 3, "solution": false, "task": false}
from __future__ import annotations

import random
from collections.abc import Callable

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
TARGET = 21            # the best value; over it is bust
DEALER_STANDS_ON = 17  # the dealer hits below this
HIT, STAY = "1", "0"   # the player's answers
QUESTION = "Hit (1) or stay (0)? "

Card = tuple[str, str]  # ("Ace", "Spades")


def card_name(card: Card) -> str:
    """A card's name.

    >>> card_name(("Ace", "Spades"))
    'Ace of Spades'
    """
    return f"{card[0]} of {card[1]}"


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

    >>> scripted("1", "0")("Hit (1) or stay (0)? ")
    '1'
    """
    left = list(answers)
    return lambda prompt: left.pop(0)


# %% [markdown] nbgrader={"grade": false, "grade_id": "stage1_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Stage 1: prepare the deck (2 points)
#
# `new_deck()` returns the 52 cards in order: every rank of Clubs (Ace first), then Diamonds,
# Hearts and Spades. `shuffled_deck(rng)` returns a new deck shuffled with `rng.shuffle`.

# %% nbgrader={"grade": false, "grade_id": "new_deck", "locked": false, "schema_version": 3, "solution": true, "task": false}
def new_deck() -> list[Card]:
    """The 52 cards in order: Ace to King of Clubs, then Diamonds, Hearts, Spades.

    >>> new_deck()[0], new_deck()[-1], len(new_deck())
    (('Ace', 'Clubs'), ('King', 'Spades'), 52)
    """
    ### BEGIN SOLUTION
    return [(rank, suit) for suit in SUITS for rank in RANKS]
    ### END SOLUTION


def shuffled_deck(rng: random.Random) -> list[Card]:
    """A new deck shuffled with ``rng``.

    >>> sorted(shuffled_deck(random.Random(1))) == sorted(new_deck())
    True
    """
    ### BEGIN SOLUTION
    deck = new_deck()
    rng.shuffle(deck)
    return deck
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_new_deck", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
deck = new_deck()
assert len(deck) == 52, f"new_deck() has {len(deck)} cards, expected 52"
assert deck[:2] == [("Ace", "Clubs"), ("Two", "Clubs")], f"new_deck() starts {deck[:2]}, expected Ace, Two of Clubs"
assert len(set(deck)) == 52, "new_deck() has a card twice"
### BEGIN HIDDEN TESTS
assert deck == [(r, s) for s in SUITS for r in RANKS], "new_deck() is not in the order asked for"
assert shuffled_deck(random.Random(5)) == shuffled_deck(random.Random(5)), "the same rng seed must give the same shuffle"
assert shuffled_deck(random.Random(5)) != new_deck(), "shuffled_deck(rng) did not shuffle"
assert sorted(shuffled_deck(random.Random(6))) == sorted(new_deck()), "shuffled_deck(rng) lost or added cards"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "stage2_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Stage 2: deal (2 points)
#
# `deal_hands(deck)` deals from the top of the deck (`deck.pop()`): two cards to the player,
# then two to the dealer, and returns `(player, dealer)`.

# %% nbgrader={"grade": false, "grade_id": "deal_hands", "locked": false, "schema_version": 3, "solution": true, "task": false}
def deal_hands(deck: list[Card]) -> tuple[list[Card], list[Card]]:
    """Two cards to the player, then two to the dealer, from the top of the deck.

    >>> deal_hands(stacked("Two", "Three", "Four", "Five"))[1]
    [('Four', 'Hearts'), ('Five', 'Spades')]
    """
    ### BEGIN SOLUTION
    player = [deck.pop(), deck.pop()]
    dealer = [deck.pop(), deck.pop()]
    return player, dealer
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_deal_hands", "locked": true, "points": 2, "schema_version": 3, "solution": false, "task": false}
deck = stacked("Two", "Three", "Four", "Five", "Six")
player, dealer = deal_hands(deck)
assert player == [("Two", "Clubs"), ("Three", "Diamonds")], f"the player got {player}, expected the first two cards"
assert dealer == [("Four", "Hearts"), ("Five", "Spades")], f"the dealer got {dealer}, expected the next two"
### BEGIN HIDDEN TESTS
assert deck == [("Six", "Clubs")], f"deal_hands must take exactly four cards from the top; left {deck}"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "stage3_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Stage 3: value a hand (3 points)
#
# Count every Ace as 11 first; then, while the value is over 21 and an Ace still counts 11,
# count one of those Aces as 1 instead. `is_blackjack(hand)` says whether a hand is exactly
# two cards worth 21.

# %% nbgrader={"grade": false, "grade_id": "hand_value", "locked": false, "schema_version": 3, "solution": true, "task": false}
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
### BEGIN HIDDEN TESTS
assert hand_value(cards("Ace", "Ace")) == 12, "two Aces are 12: one counts 11, one counts 1"
assert hand_value(cards(*["Ace"] * 11)) == 21, "eleven Aces are 21"
assert hand_value(cards("King", "Queen", "Two")) == 22, "King, Queen, Two is 22: bust"
assert hand_value([]) == 0, "an empty hand is worth 0"
assert not is_blackjack(cards("Seven", "Seven", "Seven")), "three cards are never a blackjack"
assert not is_blackjack(cards("King", "Queen")), "20 is not a blackjack"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "stage4_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Stage 4: hit or stay (5 points)
#
# `player_turn(deck, hand, ask, show)`: while the hand is not bust, show the hand and its value,
# then ask `QUESTION`. `1` hits: deal a card into the hand and show `"You drew <card name>."`.
# `0` stays. Anything else (spaces around an answer are fine) shows
# `"Please answer 1 or 0."` and asks again. Return the hand.
#
# `dealer_turn(deck, hand, show)`: first show the dealer's cards and total as
# `"Dealer has <card names, comma-separated> (value <value>)."`, then hit below 17, showing
# `"Dealer drew <card name>."` for each new card. Return the hand.

# %% nbgrader={"grade": false, "grade_id": "player_turn", "locked": false, "schema_version": 3, "solution": true, "task": false}
def player_turn(deck: list[Card], hand: list[Card], ask: Callable[[str], str],
                show: Callable[[str], None] = print) -> list[Card]:
    """The player's turn: hit (1) or stay (0) until staying or bust; returns the hand.

    >>> player_turn(stacked("Five"), cards("Ten", "Two"), scripted("1", "0"), show=lambda line: None)
    [('Ten', 'Clubs'), ('Two', 'Diamonds'), ('Five', 'Clubs')]
    """
    ### BEGIN SOLUTION
    while hand_value(hand) <= TARGET:
        show(f"Your hand: {', '.join(card_name(card) for card in hand)} (value {hand_value(hand)})")
        answer = ask(QUESTION).strip()
        if answer == STAY:
            break
        if answer == HIT:
            card = deck.pop()
            hand.append(card)
            show(f"You drew {card_name(card)}.")
        else:
            show("Please answer 1 or 0.")
    return hand
    ### END SOLUTION


def dealer_turn(deck: list[Card], hand: list[Card], show: Callable[[str], None] = print) -> list[Card]:
    """The dealer's turn: hit below 17; returns the hand.

    >>> dealer_turn(stacked("Two", "Nine"), cards("Ten", "Four"), show=lambda line: None)[-1]
    ('Nine', 'Diamonds')
    """
    ### BEGIN SOLUTION
    show(f"Dealer has {', '.join(card_name(card) for card in hand)} (value {hand_value(hand)}).")
    while hand_value(hand) < DEALER_STANDS_ON:
        card = deck.pop()
        hand.append(card)
        show(f"Dealer drew {card_name(card)}.")
    return hand
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_player_turn", "locked": true, "points": 5, "schema_version": 3, "solution": false, "task": false}
shown: list[str] = []
hand = player_turn(stacked("Five", "Nine"), cards("Ten", "Two"), scripted("1", "0"), shown.append)
assert [card[0] for card in hand] == ["Ten", "Two", "Five"], f"after hit, stay the hand is {hand}"
assert "You drew Five of Clubs." in shown, f"the drawn card was not shown; shown: {shown}"
hand = player_turn(stacked("Five"), cards("Ten", "Two"), scripted("x", " 2", " 0 "), shown.append)
assert len(hand) == 2 and shown.count("Please answer 1 or 0.") == 2, "bad answers must be asked again"
shown = []
dealer_turn(stacked("Five"), cards("Ten", "Six"), shown.append)
assert shown[0] == "Dealer has Ten of Clubs, Six of Diamonds (value 16).", (
    f"before drawing, the dealer's cards and total must be shown; first line shown: {shown[:1]}")
### BEGIN HIDDEN TESTS
asked: list[str] = []
hand = player_turn(stacked("King", "Five"), cards("Ten", "Two"),
                   lambda prompt: asked.append(prompt) or "1", lambda line: None)
assert hand_value(hand) == 22 and len(asked) == 1, "a bust player must not be asked again"
assert asked == [QUESTION], f"the question should be {QUESTION!r}, not {asked[0]!r}"
shown = []
hand = dealer_turn(stacked("Two", "Nine", "Five"), cards("Ten", "Four"), shown.append)
assert [card[0] for card in hand] == ["Ten", "Four", "Two", "Nine"], "the dealer hits 14 and 16, stands on 25"
assert shown == ["Dealer has Ten of Clubs, Four of Diamonds (value 14).", "Dealer drew Two of Clubs.",
                 "Dealer drew Nine of Diamonds."], f"dealer_turn showed {shown}"
assert len(dealer_turn(stacked("Five"), cards("Ace", "Six"), lambda line: None)) == 2, "the dealer stands on soft 17"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "stage5_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Stage 5: decide (3 points)
#
# `decide(player, dealer)` returns `"player"`, `"dealer"` or `"tie"` by rules 2 to 5 above, in
# that order: blackjacks first, then busts, then values.

# %% nbgrader={"grade": false, "grade_id": "decide", "locked": false, "schema_version": 3, "solution": true, "task": false}
def decide(player: list[Card], dealer: list[Card]) -> str:
    """Who won: "player", "dealer" or "tie".

    >>> decide(cards("Ace", "King"), cards("Ten", "Nine"))
    'player'
    """
    ### BEGIN SOLUTION
    if is_blackjack(player):
        return "tie" if is_blackjack(dealer) else "player"
    mine, theirs = hand_value(player), hand_value(dealer)
    if mine > TARGET:
        return "dealer"
    if theirs > TARGET or mine > theirs:
        return "player"
    return "dealer" if theirs > mine else "tie"
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_decide", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
assert decide(cards("Ace", "King"), cards("Ace", "Queen")) == "tie", "blackjack against blackjack is a tie"
assert decide(cards("Ten", "Nine"), cards("Ten", "Eight")) == "player", "19 beats 18"
assert decide(cards("Ten", "Eight"), cards("Nine", "Nine")) == "tie", "18 against 18 is a tie"
### BEGIN HIDDEN TESTS
assert decide(cards("Ten", "Six", "King"), cards("Ten", "Six", "Queen")) == "dealer", "a bust player loses, even if the dealer is bust too"
assert decide(cards("Ten", "Six"), cards("Ten", "Six", "Queen")) == "player", "a bust dealer loses"
assert decide(cards("Seven", "Seven", "Seven"), cards("Ace", "King")) == "tie", "the dealer's blackjack is just 21 against a three-card 21"
assert decide(cards("Ten", "Nine"), cards("Ace", "King")) == "dealer", "21 beats 19"
assert decide(cards("Ace", "King"), cards("Ten", "Six", "Five")) == "player", "a blackjack beats a three-card 21"
### END HIDDEN TESTS

# %% [markdown] nbgrader={"grade": false, "grade_id": "stage6_text", "locked": true, "schema_version": 3, "solution": false, "task": false}
# ## Stage 6: play a game, and again (3 points)
#
# `play_game(deck, ask, show)` plays one game with the stages above: deal; show the dealer's
# first card as `"Dealer shows <card name>."`; unless the player has a blackjack, the player's
# turn, then (unless the player is bust) the dealer's; show both hands; return `decide(...)`.
#
# `play_again(ask, show)` asks `"Play again? (y/n) "` until the answer is `y` or `n` (any case,
# spaces ignored) and returns True for `y`. The program (given below) joins everything up.

# %% nbgrader={"grade": false, "grade_id": "play_game", "locked": false, "schema_version": 3, "solution": true, "task": false}
def play_game(deck: list[Card], ask: Callable[[str], str], show: Callable[[str], None] = print) -> str:
    """One whole game; returns who won.

    >>> play_game(stacked("Ten", "Nine", "Ten", "Eight"), scripted("0"), show=lambda line: None)
    'player'
    """
    ### BEGIN SOLUTION
    player, dealer = deal_hands(deck)
    show(f"Dealer shows {card_name(dealer[0])}.")
    if not is_blackjack(player):
        player_turn(deck, player, ask, show)
        if hand_value(player) <= TARGET:
            dealer_turn(deck, dealer, show)
    for name, hand in (("Dealer", dealer), ("You", player)):
        show(f"{name}: {', '.join(card_name(card) for card in hand)} (value {hand_value(hand)})")
    return decide(player, dealer)
    ### END SOLUTION


def play_again(ask: Callable[[str], str], show: Callable[[str], None] = print) -> bool:
    """Ask "Play again? (y/n) " until the answer is y or n; True for y.

    >>> play_again(scripted("maybe", " Y "), show=lambda line: None)
    True
    """
    ### BEGIN SOLUTION
    while True:
        answer = ask("Play again? (y/n) ").strip().lower()
        if answer in ("y", "n"):
            return answer == "y"
        show("Please answer y or n.")
    ### END SOLUTION


# %% nbgrader={"grade": true, "grade_id": "test_play_game", "locked": true, "points": 3, "schema_version": 3, "solution": false, "task": false}
shown = []
assert play_game(stacked("Ten", "Nine", "Ten", "Six", "Five"), scripted("0"), shown.append) == "dealer", (
    "player 19, dealer 16 draws a Five to 21: the dealer wins")
assert "Dealer shows Ten of Hearts." in shown, f"the dealer's first card was not shown: {shown}"
assert play_again(scripted("n"), lambda line: None) is False, "play_again should return False for n"
### BEGIN HIDDEN TESTS
assert play_game(stacked("Ace", "King", "Ten", "Nine"), lambda prompt: 1 / 0, lambda line: None) == "player", (
    "a player's blackjack wins at once, without a question")
deck = stacked("Ten", "Six", "Ten", "Five", "King", "Two")
assert play_game(deck, scripted("1"), lambda line: None) == "dealer", "a bust player loses"
assert deck == [("Two", "Diamonds")], "the dealer must not draw after the player busts"
assert play_again(scripted("", "yes", "y"), lambda line: None) is True, "bad answers must be asked again"
### END HIDDEN TESTS

# %% nbgrader={"grade": false, "grade_id": "stages_main", "locked": true, "schema_version": 3, "solution": false, "task": false}
def main(rng: random.Random | None = None, ask: Callable[[str], str] = input,
         show: Callable[[str], None] = print) -> None:
    """Games until the player says n; end of input ends it quietly (a notebook cannot type)."""
    rng = rng or random.Random()
    try:
        while True:
            winner = play_game(shuffled_deck(rng), ask, show)
            show({"player": "You win!", "dealer": "Dealer wins!", "tie": "It's a tie!"}[winner])
            if not play_again(ask, show):
                return
    except EOFError:
        show("Goodbye.")



# %% nbgrader={"grade": false, "grade_id": "stages_demo", "locked": true, "schema_version": 3, "solution": false, "task": false}
# A game with a scripted player who always stays (it runs once your stages are done).
try:
    main(random.Random(21), ask=lambda prompt: "n" if "again" in prompt else "0")
except NotImplementedError:
    print("Finish the six stages above, then run this cell again.")
