#!/usr/bin/env python3
# Pontoon, version 4 -- one shuffled 52-card deck per game.
# Cards are two-character strings: rank letter + suit letter, e.g. "7H", "TD", "AS", "KC".
import random

VERSION = 4
STICK_AT = 18

RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "CDHS"
RANK_WORDS = {"A": "Ace", "2": "Two", "3": "Three", "4": "Four", "5": "Five",
              "6": "Six", "7": "Seven", "8": "Eight", "9": "Nine", "T": "Ten",
              "J": "Jack", "Q": "Queen", "K": "King"}
SUIT_WORDS = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}


def fresh_deck():
    deck = [r + s for s in SUIT_CHARS for r in RANK_CHARS]
    random.shuffle(deck)
    return deck


def value_of(card):
    r = card[0]
    if r == "A":
        return 1
    if r in "TJQK":
        return 10
    return int(r)


def total(hand):
    return sum(value_of(c) for c in hand)


def short(hand):
    return " ".join(hand) + f" ({total(hand)})"


def long_name(card):
    return f"{RANK_WORDS[card[0]]} of {SUIT_WORDS[card[1]]}"


def long(hand):
    return ", ".join(long_name(c) for c in hand)


def ask_move():
    while True:
        reply = input("Draw or hold? (d/h) ").strip().upper()
        if reply == "D":
            return True
        if reply == "H":
            return False
        print("Type d to draw or h to hold.")


def house_plays(deck):
    hand = [deck.pop(0)]
    while total(hand) < STICK_AT:
        hand.append(deck.pop(0))
    return hand


def player_plays(deck):
    hand = [deck.pop(0)]
    while True:
        print("Your hand:", short(hand))
        if not ask_move():
            return hand
        hand.append(deck.pop(0))
        if total(hand) > 21:
            print("Your hand:", short(hand), "-- BUST!")
            return hand


def verdict(house, you):
    if house > 21 and you > 21:
        return "Both bust - it's a draw."
    if you > 21:
        return "The house wins."
    if house > 21:
        return "You win!"
    if house == you:
        return "Same value - it's a draw."
    if you > house:
        return "You win!"
    return "The house wins."


def play_round():
    input("Ready? (press Enter) ")
    deck = fresh_deck()
    house = house_plays(deck)
    print("The house has finished drawing.")
    if total(house) > 21:
        you = [deck.pop(0)]
    else:
        you = player_plays(deck)
    print()
    print("*** RESULT ***")
    print(f"House: {long(house)}  = {total(house)}")
    print(f"You:   {long(you)}  = {total(you)}")
    print(verdict(total(house), total(you)))


def wants_more():
    while True:
        reply = input("Play again? (y/n) ").strip().lower()
        if reply in ("y", "yes"):
            return True
        if reply in ("n", "no"):
            return False
        print("Please answer y or n.")


def main():
    print("PONTOON -- you against the house")
    while True:
        play_round()
        if not wants_more():
            break
    print("Goodbye.")


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
