#!/usr/bin/env python3
"""Pontoon against the Bank (version 3) with a bit of colour."""
import random

RED = "\033[31m"
GREEN = "\033[32m"
YELLOW = "\033[33m"
BOLD = "\033[1m"
RESET = "\033[0m"

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


def draw_card():
    return random.choice(RANKS), random.choice(SUITS)


def value(hand):
    v = 0
    for rank, _ in hand:
        v += min(RANKS.index(rank) + 1, 10)
    return v


def name(card):
    rank, suit = card
    colour = RED if suit in ("Hearts", "Diamonds") else ""
    return f"{colour}{rank} of {suit}{RESET}"


def names(hand):
    return ", ".join(name(c) for c in hand)


def play():
    bank = [draw_card()]
    while value(bank) < 17:
        bank.append(draw_card())

    you = [draw_card()]
    while True:
        print(f"{BOLD}Your cards:{RESET} {names(you)}  ({value(you)})")
        if value(you) > 21:
            print(f"{RED}You are bust!{RESET}")
            break
        move = input("Press Enter to twist, or type s to stick: ").strip().lower()
        if move == "":
            you.append(draw_card())
        else:
            break

    print()
    print(f"{BOLD}The Bank has:{RESET} {names(bank)}  ({value(bank)})")
    print(f"{BOLD}You have:{RESET} {names(you)}  ({value(you)})")
    b, y = value(bank), value(you)
    if b > 21 and y > 21:
        print(f"{YELLOW}Both bust - it's a draw.{RESET}")
    elif y > 21:
        print(f"{RED}The Bank wins.{RESET}")
    elif b > 21:
        print(f"{GREEN}The Bank is bust - you win!{RESET}")
    elif y > b:
        print(f"{GREEN}You win!{RESET}")
    elif b > y:
        print(f"{RED}The Bank wins.{RESET}")
    else:
        print(f"{YELLOW}It's a draw.{RESET}")


def main():
    print(f"{BOLD}{GREEN}== PONTOON =={RESET}")
    try:
        while True:
            play()
            again = ""
            while again not in ("y", "n"):
                again = input("Play again? (y/n) ").strip().lower()
            if again == "n":
                break
    except EOFError:
        print()
    print("Bye!")


if __name__ == "__main__":
    main()
