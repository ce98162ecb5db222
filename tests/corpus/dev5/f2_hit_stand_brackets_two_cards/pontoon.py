"""Pontoon (version 3): cards with suits, drawn rank and suit apart; hit or stand in brackets,
the hand held written after the question.

A bust ends the turn with "Bust!" and the next question is whether to play again.
"""
import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
DEALER_STANDS = 17


def draw():
    return (random.choice(RANKS), random.choice(SUITS))


def points(hand):
    return sum(min(RANKS.index(rank) + 1, 10) for rank, _ in hand)


def names(hand):
    return ", ".join(f"{rank} of {suit}" for rank, suit in hand)


def dealer_turn():
    hand = [draw()]
    while points(hand) < DEALER_STANDS:
        hand.append(draw())
    return hand


def player_turn():
    hand = [draw(), draw()]
    while True:
        move = input(f"Hit or stand? [h/s] You hold {names(hand)} ({points(hand)}): ")
        move = move.strip().lower()
        if move == "h":
            hand.append(draw())
            if points(hand) > 21:
                print(f"You hold {names(hand)} ({points(hand)})")
                print("Bust!")
                return hand
        elif move == "s":
            return hand
        else:
            print("Type h or s.")


def settle(dealer, player):
    d, p = points(dealer), points(player)
    print(f"Dealer: {names(dealer)} = {d}")
    print(f"You: {names(player)} = {p}")
    if d > 21 and p > 21:
        print("Both bust - it's a draw.")
    elif p > 21 or (d <= 21 and d > p):
        print("Dealer wins.")
    elif d > 21 or p > d:
        print("You win!")
    else:
        print("It's a draw.")


def play():
    while True:
        dealer = dealer_turn()
        player = player_turn()
        settle(dealer, player)
        again = input("Play again? [y/n] ").strip().lower()
        while again not in ("y", "n"):
            again = input("Play again? [y/n] ").strip().lower()
        if again == "n":
            print("Thanks for playing.")
            return


if __name__ == "__main__":
    try:
        play()
    except EOFError:
        pass
