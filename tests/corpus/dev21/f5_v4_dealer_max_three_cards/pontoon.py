"""Pontoon (a simple game of Twenty-One) -- version 4.

The Dealer plays its whole turn first, in secret, drawing from a freshly
shuffled 52-card deck.  Then the player twists (takes another card) or
sticks (stops).  Whoever is closer to 21 without going over wins.

Card values: Ace = 1, Two to Nine = face value, Ten/Jack/Queen/King = 10.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

VERSION: int = 4
STICK_AT: int = 17  # the Dealer keeps drawing while its value is below this
LIMIT: int = 21

RANKS: tuple[str, ...] = (
    "Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
    "Eight", "Nine", "Ten", "Jack", "Queen", "King",
)
SUITS: tuple[str, ...] = ("Clubs", "Diamonds", "Hearts", "Spades")


@dataclass(frozen=True)
class Card:
    """A single playing card, e.g. Card("Seven", "Hearts")."""

    rank: str
    suit: str

    @property
    def value(self) -> int:
        """Return what the card is worth: Ace 1, pictures 10."""
        return min(RANKS.index(self.rank) + 1, 10)

    def __str__(self) -> str:
        return f"{self.rank} of {self.suit}"


class Deck:
    """A standard 52-card deck, shuffled when it is created."""

    def __init__(self) -> None:
        self.cards: list[Card] = [Card(rank, suit) for suit in SUITS for rank in RANKS]
        random.shuffle(self.cards)

    def deal(self) -> Card:
        """Remove and return the top card of the deck."""
        return self.cards.pop()


class Hand:
    """The cards held by one side."""

    def __init__(self) -> None:
        self.cards: list[Card] = []

    def add(self, card: Card) -> None:
        """Put a card into the hand."""
        self.cards.append(card)

    def value(self) -> int:
        """Return the total value of the cards in the hand."""
        return sum(card.value for card in self.cards)

    def is_bust(self) -> bool:
        """Return True if the hand is worth more than 21."""
        return self.value() > LIMIT

    def __str__(self) -> str:
        return ", ".join(str(card) for card in self.cards)


def dealer_turn(deck: Deck) -> Hand:
    """Play the Dealer's turn: draw while the value is under STICK_AT."""
    hand = Hand()
    hand.add(deck.deal())
    while hand.value() < STICK_AT and len(hand.cards) < 3:
        hand.add(deck.deal())
    return hand


def ask_twist_or_stick() -> str:
    """Ask until the player types t or s; return the answer."""
    while True:
        answer = input("Twist or stick? (t/s) ").strip().lower()
        if answer in ("t", "s"):
            return answer
        print("Please type t to twist or s to stick.")


def player_turn(deck: Deck) -> Hand:
    """Play the player's turn and return the player's hand."""
    hand = Hand()
    hand.add(deck.deal())
    while True:
        print(f"You: {hand} = {hand.value()}")
        if hand.is_bust():
            print("You are bust!")
            break
        if ask_twist_or_stick() == "s":
            break
        hand.add(deck.deal())
    return hand


def decide_winner(dealer_value: int, player_value: int) -> str:
    """Return "dealer", "player" or "draw"."""
    dealer_bust = dealer_value > LIMIT
    player_bust = player_value > LIMIT
    if dealer_bust and player_bust:
        return "draw"
    if dealer_bust:
        return "player"
    if player_bust:
        return "dealer"
    if player_value > dealer_value:
        return "player"
    if dealer_value > player_value:
        return "dealer"
    return "draw"


def show_result(dealer: Hand, player: Hand) -> str:
    """Print the result block and return the winner."""
    winner = decide_winner(dealer.value(), player.value())
    print()
    print("----- Result -----")
    print(f"Dealer: {dealer} = {dealer.value()}")
    print(f"You: {player} = {player.value()}")
    if winner == "player":
        print("You win!")
    elif winner == "dealer":
        print("Dealer wins!")
    else:
        print("It's a draw.")
    return winner


def play_game() -> str:
    """Play one game of pontoon and return the winner."""
    deck = Deck()
    dealer = dealer_turn(deck)
    print("The Dealer has taken its cards.")
    player = player_turn(deck)
    return show_result(dealer, player)


def play_again() -> bool:
    """Ask until the player answers yes or no."""
    while True:
        answer = input("Play again? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y or n.")


def main() -> None:
    """Play games until the player has had enough."""
    print("Welcome to Pontoon!")
    try:
        while True:
            print()
            play_game()
            if not play_again():
                break
    except EOFError:
        print()
    print("Goodbye!")


if __name__ == "__main__":
    main()
