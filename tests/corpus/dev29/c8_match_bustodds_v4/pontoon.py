"""PONTOON (v4) - real deck, one per game.

Answer "card" to get another card or "enough" to stop.
A little hint shows how likely the next card is to bust you (it only counts
the cards *you* can see, so it doesn't give the house's cards away).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

VERSION = 4
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


@dataclass
class Scoreboard:
    wins: int = 0
    losses: int = 0
    draws: int = 0

    def record(self, winner: str) -> None:
        match winner:
            case "player":
                self.wins += 1
            case "computer":
                self.losses += 1
            case _:
                self.draws += 1

    def line(self) -> str:
        return f"[ wins {self.wins} | losses {self.losses} | draws {self.draws} ]"


def card_value(card):
    rank, _ = card
    match rank:
        case "Ace":
            return 1
        case "Ten" | "Jack" | "Queen" | "King":
            return 10
        case _:
            return RANKS.index(rank) + 1


def card_name(card):
    return f"{card[0]} of {card[1]}"


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def new_deck():
    return [(r, s) for s in SUITS for r in RANKS]


def shuffled_deck(rng):
    cards = new_deck()
    rng.shuffle(cards)
    return cards


def bust_odds(hand):
    """Percent of the cards the player hasn't seen that would take them over 21."""
    room = 21 - hand_value(hand)
    unseen = [c for c in new_deck() if c not in hand]
    bad = sum(1 for c in unseen if card_value(c) > room)
    return round(100 * bad / len(unseen))


def computer_turn(draw):
    house = [draw()]
    while hand_value(house) < STICK_AT:
        house.append(draw())
    return house


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while hand_value(hand) <= 21:
        show("You hold: " + ", ".join(card_name(c) for c in hand))
        show(f"Total: {hand_value(hand)}   (chance to bust next card: {bust_odds(hand)}%)")
        match ask("Another card? Type card or enough: ").strip().lower():
            case "card":
                hand.append(draw())
            case "enough":
                return hand
            case other:
                show(f"'{other}' is not an answer I know. Type card or enough.")
    show("You hold: " + ", ".join(card_name(c) for c in hand))
    show(f"Total: {hand_value(hand)} -- BUST!")
    return hand


def decide_winner(computer_value, player_value):
    match (computer_value > 21, player_value > 21):
        case (True, True):
            return "draw"
        case (True, False):
            return "player"
        case (False, True):
            return "computer"
        case _:
            if player_value == computer_value:
                return "draw"
            return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    house = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(house), hand_value(player))
    show("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~")
    show("The house has: " + ", ".join(card_name(c) for c in house))
    show(f"House total: {hand_value(house)}")
    show("You have: " + ", ".join(card_name(c) for c in player))
    show(f"Your total: {hand_value(player)}")
    match winner:
        case "player":
            show("You beat the house!")
        case "computer":
            show("The house wins.")
        case "draw":
            show("Stand-off: it's a draw.")
    return winner


def play_again(ask):
    while True:
        match ask("Play again? (y/n) ").strip().lower():
            case "y":
                return True
            case "n":
                return False


def main(rng=None, ask=input, show=print):
    rng = random.Random() if rng is None else rng
    board = Scoreboard()
    try:
        while True:
            show(board.line())
            deck = shuffled_deck(rng)
            board.record(play_game(deck.pop, ask, show))
            if not play_again(ask):
                show("Final score " + board.line())
                return
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
