"""Pontoon version 3, with a running score table.

The Bank plays first. Cards are drawn with random.choices, so any card can come again.
"""
import random

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
BANK_STOPS = 17

score = {"You": 0, "Bank": 0, "Draws": 0}


def draw():
    rank, = random.choices(RANKS)
    suit, = random.choices(SUITS)
    return rank, suit


def value_of(hand):
    total = 0
    for rank, _suit in hand:
        total += RANKS.index(rank) + 1 if rank not in ("Jack", "Queen", "King") else 10
    return total


def describe(hand):
    return ", ".join(f"{rank} of {suit}" for rank, suit in hand)


def bank_turn():
    hand = [draw()]
    while value_of(hand) < BANK_STOPS:
        hand.append(draw())
    return hand


def your_turn():
    hand = [draw()]
    while value_of(hand) <= 21:
        print("Your cards:", describe(hand))
        print("Your value:", value_of(hand))
        answer = input("Twist or stick? (t/s) ").strip().lower()
        while answer not in ("t", "s"):
            answer = input("Please type t or s: ").strip().lower()
        if answer == "s":
            return hand
        hand.append(draw())
    print("Your cards:", describe(hand))
    print("Your value:", value_of(hand), "- bust!")
    return hand


def winner(bank, you):
    if bank > 21 and you > 21:
        return "Bank"
    if bank > 21:
        return "You"
    if you > 21:
        return "Bank"
    if bank == you:
        return "Draws"
    return "You" if you > bank else "Bank"


def print_table():
    print("+-------+-------+-------+")
    print("|  You  | Bank  | Draws |")
    print("+-------+-------+-------+")
    print("| {You:^5} | {Bank:^5} | {Draws:^5} |".format(**score))
    print("+-------+-------+-------+")


def game():
    bank = bank_turn()
    you = your_turn()
    print()
    print("Bank has:", describe(bank))
    print("Value:", value_of(bank))
    print("You have:", describe(you))
    print("Value:", value_of(you))
    w = winner(value_of(bank), value_of(you))
    print({"You": "You win!", "Bank": "The Bank wins!", "Draws": "It's a draw!"}[w])
    score[w] += 1
    print_table()


def main():
    try:
        while True:
            game()
            again = input("Play again? (y/n) ").strip().lower()
            while again not in ("y", "n"):
                again = input("Play again? (y/n) ").strip().lower()
            if again == "n":
                break
    except EOFError:
        print()
    print("Final score:")
    print_table()


main()
