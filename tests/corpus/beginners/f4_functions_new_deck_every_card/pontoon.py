"""Pontoon version 4: one shuffled deck per game."""
import random

VERSION = 4
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def card_value(card):
    return min(RANKS.index(card[0]) + 1, 10)


def card_name(card):
    return f"{card[0]} of {card[1]}"


def hand_value(cards):
    return sum(card_value(card) for card in cards)


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while hand_value(cards) <= 21:
        show(f"Your cards: {', '.join(card_name(c) for c in cards)}")
        show(f"Your value: {hand_value(cards)}")
        answer = ask("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            cards.append(draw())
        elif answer == "s":
            break
        else:
            show("Please type t or s.")
    return cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show(f"Computer has: {', '.join(card_name(c) for c in computer)}")
    show(f"Value: {hand_value(computer)}")
    show(f"Player has: {', '.join(card_name(c) for c in player)}")
    show(f"Value: {hand_value(player)}")
    show({"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}[winner])
    return winner


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    try:
        while True:
            play_game(lambda: shuffled_deck(rng).pop(), ask, show)
            answer = ask("Play again? (y/n) ").strip().lower()
            while answer not in ("y", "n"):
                answer = ask("Play again? (y/n) ").strip().lower()
            if answer == "n":
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
