#!/usr/bin/env python3
"""Pontoon, version 3 - with colours!

Cards have a rank and a suit, both picked at random (so a card can come up
twice). Ace = 1, Jack/Queen/King = 10. The computer goes first and keeps
its cards hidden; it draws until it has 18 or more.
"""
import random

# colour codes (work in most terminals)
RED = "\033[31m"
GREEN = "\033[32m"
YELLOW = "\033[33m"
CYAN = "\033[36m"
BOLD = "\033[1m"
RESET = "\033[0m"

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]

COMPUTER_LIMIT = 18


def random_card():
    return (random.choice(RANKS), random.choice(SUITS))


def card_value(card):
    position = RANKS.index(card[0]) + 1   # Ace=1 ... King=13
    if position > 10:
        return 10
    return position


def hand_value(hand):
    return sum(card_value(c) for c in hand)


def colour_card(card):
    rank, suit = card
    if suit == "Hearts" or suit == "Diamonds":
        return RED + rank + " of " + suit + RESET
    return rank + " of " + suit


def show_hand(hand):
    return ", ".join(colour_card(c) for c in hand)


def computer_turn():
    hand = [random_card()]
    while hand_value(hand) < COMPUTER_LIMIT:
        hand.append(random_card())
    return hand


def player_turn():
    hand = [random_card()]
    while True:
        print(CYAN + "Your cards: " + RESET + show_hand(hand)
              + "  (" + str(hand_value(hand)) + ")")
        if hand_value(hand) > 21:
            print(RED + "You're bust!" + RESET)
            break
        answer = input("[Enter] = card, s = stick: ").strip().lower()
        if answer == "s":
            break
        hand.append(random_card())
    return hand


def winner(computer, player):
    if computer > 21 and player > 21:
        return "draw"
    elif computer > 21:
        return "player"
    elif player > 21:
        return "computer"
    elif computer > player:
        return "computer"
    elif player > computer:
        return "player"
    else:
        return "draw"


def play_round():
    print()
    print("The computer is taking its cards...")
    comp = computer_turn()
    print("The computer has finished. Your turn!")
    me = player_turn()

    print()
    print(BOLD + "--------- RESULT ---------" + RESET)
    print("Computer: " + show_hand(comp) + "  = " + str(hand_value(comp)))
    print("You:      " + show_hand(me) + "  = " + str(hand_value(me)))
    who = winner(hand_value(comp), hand_value(me))
    if who == "player":
        print(BOLD + GREEN + "You win!" + RESET)
    elif who == "computer":
        print(BOLD + RED + "The computer wins." + RESET)
    elif hand_value(me) > 21:
        print(BOLD + YELLOW + "You both went bust - it's a draw." + RESET)
    else:
        print(BOLD + YELLOW + "It's a draw." + RESET)


def main():
    print(BOLD + "=== PONTOON ===" + RESET)
    while True:
        play_round()
        again = input("Play again? (y/n) ").strip().lower()
        while again not in ("y", "n"):
            again = input("Please answer y or n: ").strip().lower()
        if again == "n":
            print("Bye!")
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print(RESET)
