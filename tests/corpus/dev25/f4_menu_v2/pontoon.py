#!/usr/bin/env python3
"""Pontoon, version 2 -- cards are rank names, Ace is always 1."""
import random
import sys

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
         "Nine", "Ten", "Jack", "Queen", "King")


def get_input(prompt):
    try:
        return input(prompt)
    except EOFError:
        print("\nGoodbye.")
        sys.exit(0)


def value_of(rank):
    position = RANKS.index(rank) + 1      # Ace=1, Two=2, ... King=13
    return min(position, 10)


def total(hand):
    return sum(value_of(r) for r in hand)


def deal():
    return RANKS[random.randrange(len(RANKS))]


def dealer_plays():
    hand = [deal()]
    while total(hand) < 20:
        hand.append(deal())
    return hand


def you_play():
    hand = [deal()]
    while True:
        print(f"  Your cards: {' '.join(hand)}   (worth {total(hand)})")
        if total(hand) > 21:
            print("  Bust! You went over 21.")
            return hand
        while True:
            answer = get_input("Do you want another card? (s/n) ").strip().lower()
            if answer in ("s", "n"):
                break
            print("  Please type s for si or n for no.")
        if answer == "n":
            return hand
        hand.append(deal())


def show_result(dealer, you):
    d, y = total(dealer), total(you)
    print()
    print("=" * 40)
    print(f"Dealer's cards: {' '.join(dealer)}  -> {d}")
    print(f"Your cards:     {' '.join(you)}  -> {y}")
    if y > 21:
        print("The dealer wins.")
    elif d > 21:
        print("You win!")
    elif y > d:
        print("You win!")
    elif d > y:
        print("The dealer wins.")
    else:
        print("Same score -- it's a draw.")
    print("=" * 40)


def play_one():
    print("\n--- New hand ---")
    dealer = dealer_plays()
    print("The dealer has played. Over to you.")
    you = you_play()
    show_result(dealer, you)


def main():
    print("PONTOON")
    print("1) play")
    print("2) quit")
    while True:
        choice = get_input("> ").strip()
        if choice == "1":
            break
        if choice == "2":
            print("Bye!")
            return
        print("Choose 1 or 2.")
    while True:
        play_one()
        while True:
            again = get_input("Another game? (s/n) ").strip().lower()
            if again in ("s", "n"):
                break
            print("Type s or n.")
        if again == "n":
            print("Thanks for playing!")
            return


main()
