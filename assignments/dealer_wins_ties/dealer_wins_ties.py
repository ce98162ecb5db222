"""Blackjack for money: the dealer wins ties (the textbook game).

Run it with ``python dealer_wins_ties.py``; check it with ``pytest`` in this folder.

Glossary: a *card* is a ``(rank, suit)`` tuple; a *hand* is a list of cards; a hand's *value*
counts Two to Ten their number, Jack, Queen and King 10, and an Ace 11 unless that makes the
hand *bust* (over 21), then 1; a *blackjack* is two cards worth 21. A *deck* is a list whose
**last** card is the top one: ``deck.pop()`` deals it. Randomness, input and output are
parameters (``rng``, ``ask``, ``show``) with real defaults, so tests can stack the deck and
script the player.
"""

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
Ask = Callable[[str], str]
Show = Callable[[str], None]


# --- given: names, points, and helpers for trying your functions -------------------------

def card_name(card: Card) -> str:
    """Return a card's name.

    >>> card_name(("Ace", "Spades"))
    'Ace of Spades'
    """
    return f"{card[0]} of {card[1]}"


def hand_text(hand: list[Card]) -> str:
    """Return a hand's cards, named, separated by commas.

    >>> hand_text([("Ace", "Spades"), ("King", "Hearts")])
    'Ace of Spades, King of Hearts'
    """
    return ", ".join(card_name(card) for card in hand)


def card_points(card: Card) -> int:
    """Return what a card is worth before any Ace is lowered: Ace 11, faces 10, others their number.

    >>> card_points(("Ace", "Spades")), card_points(("Queen", "Hearts")), card_points(("Seven", "Clubs"))
    (11, 10, 7)
    """
    position = RANKS.index(card[0]) + 1
    return 11 if position == 1 else min(position, 10)


def cards(*ranks: str) -> list[Card]:
    """Return a hand of these ranks, in this order (the suits go round): for trying things out.

    >>> cards("Ace", "King")
    [('Ace', 'Clubs'), ('King', 'Diamonds')]
    """
    return [(rank, SUITS[i % 4]) for i, rank in enumerate(ranks)]


def stacked(*ranks: str) -> list[Card]:
    """Return a deck that deals these ranks in this order (the same cards, top card last).

    >>> stacked("Ace", "King")[-1]
    ('Ace', 'Clubs')
    """
    return cards(*ranks)[::-1]


def scripted(*answers: str) -> Ask:
    """Return an ``ask`` that gives these answers in order.

    >>> scripted("H", "S")("Hit (H) or Stand (S)? ")
    'H'
    """
    left = list(answers)
    return lambda prompt: left.pop(0)


class StackedShuffles:
    """An ``rng`` whose shuffles deal these stacked decks, one a game, in turn.

    >>> deck = []; StackedShuffles(stacked("Ace", "King")).shuffle(deck); deck[-1]
    ('Ace', 'Clubs')
    """

    def __init__(self, *decks: list[Card]) -> None:
        """Keep the decks, first game's first."""
        self.decks = list(decks)

    def shuffle(self, deck: list[Card]) -> None:
        """Make ``deck`` the next stacked deck."""
        deck[:] = self.decks.pop(0)


# --- task 1: a deck and a hand's value ------------------------------------------------

def shuffled_deck(rng: random.Random) -> list[Card]:
    """Return a new 52-card deck (every rank of every suit) shuffled with ``rng.shuffle``.

    >>> sorted(shuffled_deck(random.Random(1)))[:2]
    [('Ace', 'Clubs'), ('Ace', 'Diamonds')]
    """
    ### BEGIN SOLUTION
    deck = [(rank, suit) for suit in SUITS for rank in RANKS]
    rng.shuffle(deck)
    return deck
    ### END SOLUTION


def hand_value(hand: list[Card]) -> int:
    """Return the hand's value, each Ace counting 11 unless that makes the hand bust.

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
    """Return whether the hand is two cards worth 21.

    >>> is_blackjack(cards("Ace", "King")), is_blackjack(cards("Seven", "Seven", "Seven"))
    (True, False)
    """
    ### BEGIN SOLUTION
    return len(hand) == 2 and hand_value(hand) == TARGET
    ### END SOLUTION


# --- task 2: the blackjack checks -----------------------------------------------------

def natural_winner(player: list[Card], dealer: list[Card]) -> str | None:
    """Return who wins at once on a blackjack: "dealer" first, then "player"; None if nobody.

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


# --- task 3: the dealer's turn --------------------------------------------------------

def dealer_turn(deck: list[Card], hand: list[Card], show: Show = print) -> list[Card]:
    """Hit while the hand is worth 16 or less, showing ``Dealer drew <card>.``; return the hand.

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


# --- task 4: settle the game, and say why ---------------------------------------------

def settle(player: list[Card], dealer: list[Card]) -> tuple[str, str]:
    """Return who won ("player" or "dealer") and the sentence that says why.

    In this order: a dealer blackjack (``Dealer has Blackjack.``), your blackjack (``You have
    Blackjack.``), you bust (``You busted.``), the dealer bust (``Dealer busted.``), equal
    values (``Equal values: the dealer wins ties.``), else the higher value (``Your value is
    higher.`` or ``Dealer's value is higher.``).

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


# --- task 5: play one game ------------------------------------------------------------

def player_turn(deck: list[Card], hand: list[Card], ask: Ask, show: Show = print) -> list[Card]:
    """Your turn: show the hand and ask hit (H) or stand (S) until standing or bust; return the hand.

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


def play_game(deck: list[Card], ask: Ask, show: Show = print) -> str:
    """Play one whole game on this deck, show why it ended, and return who won.

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


# --- task 6: bet, and play until you quit or are broke --------------------------------

def ask_bet(money: int, ask: Ask, show: Show = print) -> int:
    """Ask for a bet until it is a whole number from 0 (quit) to ``money``; return it.

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


def betting_game(rng: random.Random, ask: Ask, show: Show = print) -> int:
    """Play games with bets from ``STARTING_MONEY`` until you bet 0 or are broke; return the money left.

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


# --- given: the program ---------------------------------------------------------------

def main(rng: random.Random | None = None, ask: Ask = input, show: Show = print) -> None:
    """The betting game; end of input ends it with ``Goodbye.``

    >>> main(random.Random(1), ask=scripted("0"))
    You leave with $100.
    """
    try:
        betting_game(rng or random.Random(), ask, show)
    except EOFError:
        show("Goodbye.")


if __name__ == "__main__":
    try:
        main()
    except NotImplementedError:
        print("Not finished yet: a function still says raise NotImplementedError(). Run pytest to see which.")
