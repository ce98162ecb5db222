# Pontoon - version 4
# Every card is just a number from 0 to 51.
#   rank = RANKS[n % 13]   suit = SUITS[n // 13]
# so 0 is the Ace of Clubs, 13 is the Ace of Diamonds, 51 is the King of Spades.

import random

VERSION = 4
STICK_AT = 17   # computer stops taking cards at this value

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]

SHORT = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SYMBOL = ["♣", "♦", "♥", "♠"]


def value_of(n):
    r = n % 13
    if r >= 9:          # Ten, Jack, Queen, King
        return 10
    return r + 1        # Ace = 1, Two = 2 ... Nine = 9


def describe(n):
    rank = RANKS[n % 13]
    suit = SUITS[n // 13]
    return SHORT[n % 13] + SYMBOL[n // 13] + " (" + rank + " of " + suit + ")"


def total(hand):
    t = 0
    for n in hand:
        t += value_of(n)
    return t


def get_answer(question, options):
    """keep asking until one of the options is typed"""
    while True:
        try:
            reply = input(question)
        except EOFError:
            print()
            raise SystemExit(0)
        reply = reply.strip().lower()
        if reply in options:
            return reply
        print("Please type " + " or ".join(options) + ".")


def play_one_game():
    deck = list(range(52))
    random.shuffle(deck)

    # computer goes first, the player does not see anything
    computer = [deck.pop()]
    while total(computer) < STICK_AT:
        computer.append(deck.pop())
    print("The Computer has taken its cards. Now it's your go.")
    print()

    you = [deck.pop()]
    while True:
        print("Your hand:")
        for n in you:
            print("   " + describe(n))
        print("Total =", total(you))
        if total(you) > 21:
            print("You are bust!")
            break
        move = get_answer("Twist or stick? (t/s) ", ["t", "s"])
        if move == "s":
            break
        you.append(deck.pop())
        print()

    c = total(computer)
    p = total(you)

    print()
    print("=" * 32)
    print("Computer's hand:")
    for n in computer:
        print("   " + describe(n))
    print("Computer total =", c)
    print("Your hand:")
    for n in you:
        print("   " + describe(n))
    print("Your total =", p)
    print("-" * 32)
    if c > 21 and p > 21:
        print("Both bust. It's a draw.")
    elif c > 21:
        print("Computer is bust. You win!")
    elif p > 21:
        print("You are bust. Computer wins.")
    elif c == p:
        print("Same total. It's a draw.")
    elif p > c:
        print("You win!")
    else:
        print("Computer wins.")
    print("=" * 32)


print("*** PONTOON ***")
print()
while True:
    play_one_game()
    print()
    again = get_answer("Play again? (y/n) ", ["y", "n"])
    if again == "n":
        print("Thanks for playing!")
        break
    print()
