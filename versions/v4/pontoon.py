"""Pontoon, version 4: cards are dealt from one shuffled 52-card deck each game.

Play it with ``python -m versions.v4``; check it with ``pytest versions/v4``.
"""

from __future__ import annotations

import random
from typing import Callable

VERSION = 4
STICK_AT = 17  # the computer sticks once its value reaches this
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
TWIST_OR_STICK = "Twist or stick? (t/s) "
PLAY_AGAIN = "Play again? (y/n) "
VERDICTS = {"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}

Card = tuple[str, str]  # (rank, suit), such as ("Seven", "Hearts")


def card_value(card: Card) -> int:
    """Return the value of one card: Ace 1, Two to Nine their number, Ten to King 10.

    >>> card_value(("Seven", "Hearts")), card_value(("Queen", "Clubs"))
    (7, 10)
    """
    ### BEGIN SOLUTION
    rank, suit = card
    return min(RANKS.index(rank) + 1, 10)
    ### END SOLUTION


def card_name(card: Card) -> str:
    """Return how a card is shown: its rank and suit.

    >>> card_name(("Seven", "Hearts"))
    'Seven of Hearts'
    """
    ### BEGIN SOLUTION
    rank, suit = card
    return f"{rank} of {suit}"
    ### END SOLUTION


def hand_value(cards: list[Card]) -> int:
    """Return the value of a hand: the sum of its cards' values.

    >>> hand_value([("Ace", "Clubs"), ("King", "Hearts"), ("Six", "Clubs")])
    17
    """
    ### BEGIN SOLUTION
    return sum(card_value(card) for card in cards)
    ### END SOLUTION


def new_deck() -> list[Card]:
    """Return the 52 cards, suit by suit, each suit from Ace to King.

    >>> deck = new_deck()
    >>> len(deck), deck[0], deck[-1]
    (52, ('Ace', 'Clubs'), ('King', 'Spades'))
    """
    ### BEGIN SOLUTION
    return [(rank, suit) for suit in SUITS for rank in RANKS]
    ### END SOLUTION


def shuffled_deck(rng: random.Random) -> list[Card]:
    """Return a new deck shuffled with rng.

    >>> sorted(shuffled_deck(random.Random(1))) == sorted(new_deck())
    True
    """
    ### BEGIN SOLUTION
    deck = new_deck()
    rng.shuffle(deck)
    return deck
    ### END SOLUTION


def computer_turn(draw: Callable[[], Card]) -> list[Card]:
    """Play the computer's turn: one card, then twist while below STICK_AT.

    >>> deck = [("Ten", "Clubs"), ("Five", "Hearts"), ("Four", "Clubs"), ("Nine", "Spades")]
    >>> computer_turn(iter(deck).__next__)
    [('Ten', 'Clubs'), ('Five', 'Hearts'), ('Four', 'Clubs')]
    """
    ### BEGIN SOLUTION
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards
    ### END SOLUTION


def player_turn(
    draw: Callable[[], Card], ask: Callable[[str], str], show: Callable[..., None] = print
) -> list[Card]:
    """Play the player's turn: one card, then twist or stick until they stick or go bust.

    >>> deck = [("Nine", "Clubs"), ("Eight", "Hearts"), ("Seven", "Spades")]
    >>> player_turn(iter(deck).__next__, lambda prompt: "t")
    Your cards: Nine of Clubs
    Your value: 9
    Your cards: Nine of Clubs, Eight of Hearts
    Your value: 17
    [('Nine', 'Clubs'), ('Eight', 'Hearts'), ('Seven', 'Spades')]
    """
    ### BEGIN SOLUTION
    cards = [draw()]
    while hand_value(cards) <= 21:
        show("Your cards: " + ", ".join(card_name(card) for card in cards))
        show(f"Your value: {hand_value(cards)}")
        answer = ask(TWIST_OR_STICK).strip().lower()
        if answer == "t":
            cards.append(draw())
        elif answer == "s":
            break
    return cards
    ### END SOLUTION


def decide_winner(computer_value: int, player_value: int) -> str:
    """Return who wins: "computer", "player" or "draw".

    >>> decide_winner(18, 20)
    'player'
    """
    ### BEGIN SOLUTION
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if player_value > computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"
    ### END SOLUTION


def play_game(
    draw: Callable[[], Card], ask: Callable[[str], str], show: Callable[..., None] = print
) -> str:
    """Play one game: the computer's turn, the player's turn, the result; return the winner.

    >>> deck = [("Ten", "Clubs"), ("Eight", "Hearts"), ("Six", "Spades")]
    >>> play_game(iter(deck).__next__, lambda prompt: "s")
    Your cards: Six of Spades
    Your value: 6
    Computer has: Ten of Clubs, Eight of Hearts
    Value: 18
    Player has: Six of Spades
    Value: 6
    Computer wins!
    'computer'
    """
    ### BEGIN SOLUTION
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("Computer has: " + ", ".join(card_name(card) for card in computer))
    show(f"Value: {hand_value(computer)}")
    show("Player has: " + ", ".join(card_name(card) for card in player))
    show(f"Value: {hand_value(player)}")
    show(VERDICTS[winner])
    return winner
    ### END SOLUTION


def play_again(ask: Callable[[str], str]) -> bool:
    """Ask whether to play again until the answer is y or n; return True for y.

    >>> play_again(lambda prompt: "y")
    True
    """
    ### BEGIN SOLUTION
    while True:
        answer = ask(PLAY_AGAIN).strip().lower()
        if answer in ("y", "n"):
            return answer == "y"
    ### END SOLUTION


def main(
    rng: random.Random | None = None,
    ask: Callable[[str], str] = input,
    show: Callable[..., None] = print,
) -> None:
    """Play games, each from a new shuffled deck, until the player says n; stop at end of input.

    >>> answers = iter(["s", "n"])
    >>> main(random.Random(3), lambda prompt: next(answers))
    Your cards: Nine of Clubs
    Your value: 9
    Computer has: Three of Diamonds, Queen of Hearts, Nine of Hearts
    Value: 22
    Player has: Nine of Clubs
    Value: 9
    Player wins!
    """
    ### BEGIN SOLUTION
    rng = rng or random.Random()
    try:
        while True:
            deck = shuffled_deck(rng)
            play_game(deck.pop, ask, show)
            if not play_again(ask):
                return
    except (EOFError, KeyboardInterrupt):
        show("")
    ### END SOLUTION


if __name__ == "__main__":
    try:
        main()
    except NotImplementedError:  # a function below still says `raise NotImplementedError()`
        raise SystemExit("pontoon.py is not finished yet: a function still raises "
                         "NotImplementedError. Run  python -m versions.v4  from the kit's "
                         "folder to see which one to write first.")
