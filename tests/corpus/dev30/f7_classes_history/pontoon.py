"""Pontoon, version 4 -- one shuffled 52-card deck per game.

I used a Card class (a named tuple, so it is still a (rank, suit) pair) and a
Hand class with a `total` property.  A history of every game is kept and
printed as a table after each game.
"""
import random
from typing import NamedTuple

VERSION = 4
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


class Card(NamedTuple):
    rank: str
    suit: str

    def __str__(self):
        return f"{self.rank} of {self.suit}"

    def __repr__(self):
        return f"Card({self.rank!r}, {self.suit!r})"


class Hand:
    def __init__(self):
        self.cards = []

    def add(self, card):
        self.cards.append(Card(*card))

    @property
    def total(self):
        return sum(card_value(c) for c in self.cards)

    @property
    def bust(self):
        return self.total > 21

    def __str__(self):
        return ", ".join(str(c) for c in self.cards)

    def __repr__(self):
        return f"Hand({self.cards!r})"


def card_value(card):
    rank = card[0]
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def card_name(card):
    return str(Card(*card))


def hand_value(cards):
    hand = Hand()
    for c in cards:
        hand.add(c)
    return hand.total


def new_deck():
    return [Card(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def computer_turn(draw):
    hand = Hand()
    hand.add(draw())
    while hand.total < STICK_AT:
        hand.add(draw())
    return hand.cards


def player_turn(draw, ask, show=print):
    hand = Hand()
    hand.add(draw())
    while not hand.bust:
        show(f"You hold: {hand}")
        show(f"Total: {hand.total}")
        choice = ask("(t)wist or (s)tick? ").strip().lower()
        if choice == "t":
            hand.add(draw())
        elif choice == "s":
            break
        else:
            show("I did not understand that - answer t or s.")
    if hand.bust:
        show(f"You hold: {hand}")
        show(f"Total: {hand.total} - bust!")
    return hand.cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21 or (player_value <= 21 and player_value > computer_value):
        return "player"
    if player_value > 21 or computer_value > player_value:
        return "computer"
    return "draw"


WINNER_TEXT = {"player": "You win!", "computer": "Computer wins!", "draw": "It's a draw!"}
WINNER_SHORT = {"player": "You", "computer": "Computer", "draw": "Draw"}


def play_game(draw, ask, show=print, history=None):
    computer = Hand()
    for c in computer_turn(draw):
        computer.add(c)
    player = Hand()
    for c in player_turn(draw, ask, show):
        player.add(c)
    winner = decide_winner(computer.total, player.total)
    show("--- Result ---")
    show(f"Computer's hand: {computer}")
    show(f"Computer's total: {computer.total}")
    show(f"Your hand: {player}")
    show(f"Your total: {player.total}")
    show(WINNER_TEXT[winner])
    if history is not None:
        history.append((player.total, computer.total, WINNER_SHORT[winner]))
    return winner


def print_history(history, show):
    show("Game | You | Computer | Winner")
    show("-----+-----+----------+---------")
    for number, (you, comp, who) in enumerate(history, start=1):
        show(f"{number:>4} | {you:>3} | {comp:>8} | {who}")


def play_again(ask):
    while True:
        answer = ask("Deal another hand? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    history = []
    try:
        while True:
            def deal():
                deck = shuffled_deck(rng)
                return deck.pop()
            play_game(deal, ask, show, history)
            print_history(history, show)
            if not play_again(ask):
                break
    except EOFError:
        show("")
        return
    show("Thanks for playing!")


if __name__ == "__main__":
    main()
