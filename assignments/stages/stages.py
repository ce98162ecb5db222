"""Twenty-One in six stages: the game built the way an engine is built.

Run it with ``python stages.py``; check it with ``pytest`` in this folder.

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
DEALER_STANDS_ON = 17  # the dealer hits below this
HIT, STAY = "1", "0"   # the player's answers
QUESTION = "Hit (1) or stay (0)? "
AGAIN = "Play again? (y/n) "
VERDICTS = {"player": "You win!", "dealer": "Dealer wins!", "tie": "It's a tie!"}

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

    >>> scripted("1", "0")("Hit (1) or stay (0)? ")
    '1'
    """
    left = list(answers)
    return lambda prompt: left.pop(0)


# --- stage 1: prepare the deck --------------------------------------------------------

def new_deck() -> list[Card]:
    """Return the 52 cards in order: Ace to King of Clubs, then Diamonds, Hearts, Spades.

    >>> new_deck()[0], new_deck()[-1], len(new_deck())
    (('Ace', 'Clubs'), ('King', 'Spades'), 52)
    """
    ### BEGIN SOLUTION
    return [(rank, suit) for suit in SUITS for rank in RANKS]
    ### END SOLUTION


def shuffled_deck(rng: random.Random) -> list[Card]:
    """Return a new deck shuffled with ``rng.shuffle``.

    >>> sorted(shuffled_deck(random.Random(1))) == sorted(new_deck())
    True
    """
    ### BEGIN SOLUTION
    deck = new_deck()
    rng.shuffle(deck)
    return deck
    ### END SOLUTION


# --- stage 2: deal --------------------------------------------------------------------

def deal_hands(deck: list[Card]) -> tuple[list[Card], list[Card]]:
    """Deal two cards to the player, then two to the dealer, from the top; return both hands.

    >>> deal_hands(stacked("Two", "Three", "Four", "Five"))[1]
    [('Four', 'Hearts'), ('Five', 'Spades')]
    """
    ### BEGIN SOLUTION
    player = [deck.pop(), deck.pop()]
    dealer = [deck.pop(), deck.pop()]
    return player, dealer
    ### END SOLUTION


# --- stage 3: value a hand ------------------------------------------------------------

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


# --- stage 4: hit or stay -------------------------------------------------------------

def player_turn(deck: list[Card], hand: list[Card], ask: Ask, show: Show = print) -> list[Card]:
    """The player's turn: show the hand, ask hit (1) or stay (0) until staying or bust; return the hand.

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


def dealer_turn(deck: list[Card], hand: list[Card], show: Show = print) -> list[Card]:
    """The dealer's turn: show the dealer's cards and value, then hit below 17; return the hand.

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


# --- stage 5: decide ------------------------------------------------------------------

def decide(player: list[Card], dealer: list[Card]) -> str:
    """Return who won: "player", "dealer" or "tie" (blackjacks first, then busts, then values).

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


# --- stage 6: play a game, and again --------------------------------------------------

def play_game(deck: list[Card], ask: Ask, show: Show = print) -> str:
    """Play one whole game with the stages above; return who won.

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


def play_again(ask: Ask, show: Show = print) -> bool:
    """Ask ``Play again? (y/n)`` until the answer is y or n (any case, spaces ignored); True for y.

    >>> play_again(scripted("maybe", " Y "), show=lambda line: None)
    True
    """
    ### BEGIN SOLUTION
    while True:
        answer = ask(AGAIN).strip().lower()
        if answer in ("y", "n"):
            return answer == "y"
        show("Please answer y or n.")
    ### END SOLUTION


# --- given: the program ---------------------------------------------------------------

def main(rng: random.Random | None = None, ask: Ask = input, show: Show = print) -> None:
    """Games until the player says n; end of input ends it with ``Goodbye.``

    >>> answers = iter(["0", "n"])
    >>> main(random.Random(1), ask=lambda prompt: next(answers), show=lambda line: None)
    """
    rng = random.Random() if rng is None else rng
    try:
        while True:
            show(VERDICTS[play_game(shuffled_deck(rng), ask, show)])
            if not play_again(ask, show):
                return
    except EOFError:
        show("Goodbye.")


if __name__ == "__main__":
    try:
        main()
    except NotImplementedError:
        print("Not finished yet: a function still says raise NotImplementedError(). Run pytest to see which.")
