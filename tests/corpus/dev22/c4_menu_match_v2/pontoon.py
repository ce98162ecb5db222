"""Pontoon v2 -- you against the Opponent.

A main menu comes up before every game:  1) Play  2) Rules  3) Quit
"""
import random
import sys

VERSION = 2
STICK_AT = 18
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
VALUES = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
          "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10,
          "Queen": 10, "King": 10}

RULES_TEXT = f"""
RULES
  * Cards: Ace counts 1, Two..Nine their number, Ten/Jack/Queen/King count 10.
  * You and the Opponent each start with one card.
  * The Opponent plays first, in secret, and draws until it reaches {STICK_AT}.
  * Then you hit (another card) or stand (stop). Over 21 and you are bust.
  * Both bust: draw. One bust: the other wins. Otherwise the higher total
    wins, and equal totals are a draw.
"""


def read(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        print("Bye.")
        sys.exit(0)


def card():
    return RANKS[int(random.random() * 13)]


def value(hand):
    return sum(VALUES[c] for c in hand)


def opponent_turn():
    hand = [card()]
    while value(hand) < STICK_AT:
        hand.append(card())
    return hand


def your_turn():
    hand = [card()]
    while value(hand) <= 21:
        print("Your hand: " + ", ".join(hand))
        match read("Hit or stand? (h/s) ").strip().lower():
            case "h":
                hand.append(card())
            case "s":
                return hand
            case _:
                print("Type h to hit or s to stand.")
    print("Your hand: " + ", ".join(hand))
    print("Bust!")
    return hand


def winner(opp, you):
    match (opp > 21, you > 21):
        case (True, True):
            return "draw"
        case (False, True):
            return "opponent"
        case (True, False):
            return "you"
        case _:
            if you > opp:
                return "you"
            if opp > you:
                return "opponent"
            return "draw"


def play():
    print()
    print("The Opponent takes its cards...")
    opp = opponent_turn()
    print("The Opponent is done. Your turn.")
    you = your_turn()
    print()
    print("+------------- RESULT -------------+")
    print("Opponent has: " + ", ".join(opp))
    print(f"Value: {value(opp)}")
    print("You have: " + ", ".join(you))
    print(f"Value: {value(you)}")
    match winner(value(opp), value(you)):
        case "you":
            print("You win!")
        case "opponent":
            print("The Opponent wins!")
        case "draw":
            print("It's a draw.")
    print("+----------------------------------+")


def main():
    print("Welcome to PONTOON")
    while True:
        print()
        print("1) Play  2) Rules  3) Quit")
        match read("Your choice: ").strip().lower():
            case "1" | "play":
                play()
            case "2" | "rules":
                print(RULES_TEXT)
            case "3" | "quit":
                print("Thanks for playing!")
                return
            case _:
                print("Please pick 1, 2 or 3.")


if __name__ == "__main__":
    main()
