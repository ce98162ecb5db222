# Pontoon (version 1): whole words yes and no for every question. After a bust nothing is
# said: the next question is whether to play again, and the result follows the turn.
import random

VERSION = 1
STICK_AT = 16


def yes_or_no(prompt):
    while True:
        answer = input(prompt).strip().lower()
        if answer in ("yes", "no"):
            return answer == "yes"
        print("yes or no?")


def play_one():
    bank = random.randint(1, 10)
    while bank < STICK_AT:
        bank += random.randint(1, 10)
    mine = random.randint(1, 10)
    while mine <= 21:
        print("You have", mine)
        if not yes_or_no("Twist? (yes/no): "):
            break
        mine += random.randint(1, 10)
    if mine <= 21:
        print("Bank", bank, "- you", mine)
        if bank > 21:
            print("The bank is bust. You win.")
        elif mine > bank:
            print("You win.")
        elif bank > mine:
            print("The bank wins.")
        else:
            print("Draw.")
    else:
        print("Bank", bank, "- you", mine)
        if bank > 21:
            print("Draw.")
        else:
            print("The bank wins.")


while True:
    try:
        play_one()
        if not yes_or_no("Play again? (yes/no): "):
            break
    except EOFError:
        break
