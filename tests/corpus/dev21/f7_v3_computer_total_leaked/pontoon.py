#!/usr/bin/env python3
# Pontoon v3 - cards have a rank and a suit, picked at random separately.
# The computer plays first (you don't see its cards), then it's your go.
# Keeps a running score for the session.

import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]

COMPUTER_STICKS_AT = 18


class QuitGame(Exception):
    pass


def get_input(prompt):
    try:
        return input(prompt)
    except EOFError:
        raise QuitGame()


def draw_card():
    rank = random.choice(RANKS)
    suit = random.choice(SUITS)
    return (rank, suit)


def card_value(card):
    rank = card[0]
    if rank == "Ace":
        return 1
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def hand_total(hand):
    total = 0
    for card in hand:
        total += card_value(card)
    return total


def print_hand(title, hand):
    print(title)
    for rank, suit in hand:
        print(f"  • {rank} of {suit}")
    print(f"  Total: {hand_total(hand)}")


def computer_turn():
    hand = [draw_card()]
    while hand_total(hand) < COMPUTER_STICKS_AT:
        hand.append(draw_card())
    return hand


def twist_or_stick():
    while True:
        choice = get_input("[t]wist / [s]tick > ").strip().lower()
        if choice in ("t", "twist"):
            return "twist"
        if choice in ("s", "stick"):
            return "stick"
        print("Sorry, I didn't get that - type t (twist) or s (stick).")


def player_turn(computer_total):
    hand = [draw_card()]
    while True:
        print()
        print_hand("Your cards:", hand)
        if len(hand) == 1:
            print(f"(The computer is sitting on {computer_total}.)")
        if hand_total(hand) > 21:
            print("Over 21 - you're bust!")
            return hand
        if twist_or_stick() == "stick":
            return hand
        hand.append(draw_card())


def winner_of(computer_total, player_total):
    if computer_total > 21 and player_total > 21:
        return "draw"
    if computer_total > 21:
        return "player"
    if player_total > 21:
        return "computer"
    if player_total > computer_total:
        return "player"
    if computer_total > player_total:
        return "computer"
    return "draw"


def play_round(score):
    computer = computer_turn()
    print("The computer has played its hand. Your turn!")
    player = player_turn(hand_total(computer))

    print()
    print("=========== RESULT ===========")
    print_hand("Computer's cards:", computer)
    print_hand("Your cards:", player)
    result = winner_of(hand_total(computer), hand_total(player))
    if result == "player":
        print("You win!")
        score["you"] += 1
    elif result == "computer":
        print("The computer wins.")
        score["computer"] += 1
    else:
        print("It's a draw.")
        score["draws"] += 1
    print(f"Score - You: {score['you']}  Computer: {score['computer']}  Draws: {score['draws']}")


def want_another():
    while True:
        answer = get_input("Play another game? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y or n.")


def main():
    score = {"you": 0, "computer": 0, "draws": 0}
    print("*** PONTOON ***")
    try:
        while True:
            print()
            play_round(score)
            if not want_another():
                break
    except QuitGame:
        print()
    print("Thanks for playing!")


if __name__ == "__main__":
    main()
