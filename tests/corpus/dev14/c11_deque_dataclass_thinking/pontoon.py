"""Pontoon, version 4.

Every game uses one freshly shuffled 52-card deck (a deque, so dealing
from the top is just popleft()). Cards are printed as short codes:
QH = Queen of Hearts, 10C = Ten of Clubs, AS = Ace of Spades.
"""
import random
import sys
import time
from collections import deque
from dataclasses import dataclass, field

VERSION = 4
STICK_AT = 19

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
RANK_CODES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@dataclass(frozen=True)
class Card:
    rank: str
    suit: str

    @property
    def value(self) -> int:
        return min(RANKS.index(self.rank) + 1, 10)

    @property
    def code(self) -> str:
        return RANK_CODES[RANKS.index(self.rank)] + self.suit[0]


@dataclass
class Hand:
    cards: list = field(default_factory=list)

    def add(self, card: Card) -> None:
        self.cards.append(card)

    @property
    def value(self) -> int:
        return sum(card.value for card in self.cards)

    @property
    def bust(self) -> bool:
        return self.value > 21

    def __str__(self) -> str:
        return ", ".join(card.code for card in self.cards)


def shuffled_deck() -> deque:
    cards = [Card(rank, suit) for suit in SUITS for rank in RANKS]
    random.shuffle(cards)
    return deque(cards)


def ask(prompt: str) -> str:
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)


def computer_turn(deck: deque) -> Hand:
    print("Computer is thinking...")
    time.sleep(0.1)
    hand = Hand()
    hand.add(deck.popleft())
    while hand.value < STICK_AT:
        hand.add(deck.popleft())
    return hand


def player_turn(deck: deque) -> Hand:
    hand = Hand()
    hand.add(deck.popleft())
    while True:
        print(f"Your hand: {hand}  (value {hand.value})")
        if hand.bust:
            print("Bust! That's over 21.")
            break
        choice = ask("Twist or stick? (t/s) ").strip().lower()
        if choice == "t":
            hand.add(deck.popleft())
        elif choice == "s":
            break
        else:
            print("Sorry, that's not t or s.")
    return hand


def winner(computer: Hand, player: Hand) -> str:
    if computer.bust and player.bust:
        return "draw"
    if computer.bust:
        return "player"
    if player.bust:
        return "computer"
    if computer.value == player.value:
        return "draw"
    return "computer" if computer.value > player.value else "player"


def play_game() -> str:
    deck = shuffled_deck()
    computer = computer_turn(deck)
    print("The computer is done.")
    player = player_turn(deck)
    result = winner(computer, player)
    print()
    print(f"Computer has: {computer}")
    print(f"Value: {computer.value}")
    print(f"Player has: {player}")
    print(f"Value: {player.value}")
    if result == "draw":
        print("Draw - nobody wins.")
    elif result == "player":
        print("Player wins!")
    else:
        print("Computer wins!")
    return result


def play_again() -> bool:
    while True:
        answer = ask("Play again? (y/n) ").strip().lower()
        if answer in ("y", "n"):
            return answer == "y"
        print("y or n please.")


def main() -> None:
    print("Pontoon! (QH = Queen of Hearts, aces count 1)")
    while True:
        play_game()
        if not play_again():
            break
    print("Bye.")


if __name__ == "__main__":
    main()
