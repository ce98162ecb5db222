#!/usr/bin/env python3
"""Pontoon, version 4: one real 52-card deck per round.

The croupier plays first with its cards face down, then you draw or hold.
Questions go to stderr, the game itself to stdout.
"""
import random
import sys

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["♣", "♦", "♥", "♠"]
CROUPIER_HOLDS_AT = 19


def fresh_deck():
    deck = [rank + suit for suit in SUITS for rank in RANKS]
    random.shuffle(deck)
    return deck


def value(card):
    rank = card[:-1]
    if rank == "A":
        return 1
    if rank in ("10", "J", "Q", "K"):
        return 10
    return int(rank)


def total(hand):
    return sum(value(c) for c in hand)


def show(hand):
    return " ".join("[" + c + "]" for c in hand) + "  = " + str(total(hand))


def ask(prompt, letters):
    """Ask until the first letter of the answer is one of `letters`."""
    while True:
        sys.stderr.write(prompt)
        sys.stderr.flush()
        line = sys.stdin.readline()
        if not line:                 # end of input -> just stop
            sys.stderr.write("\n")
            sys.exit(0)
        answer = line.strip().lower()
        if answer and answer[0] in letters:
            return answer[0]
        sys.stderr.write("Please answer " + " or ".join(letters) + ".\n")


def play_round():
    deck = fresh_deck()

    croupier = [deck.pop()]
    while total(croupier) < CROUPIER_HOLDS_AT:
        croupier.append(deck.pop())
    print("The Croupier has played. Cards stay face down until you are done.")

    you = [deck.pop()]
    while True:
        print("Your hand: " + show(you))
        if total(you) > 21:
            print("Over 21 - you're bust.")
            break
        if ask("(D)raw or (H)old? ", "dh") == "h":
            break
        you.append(deck.pop())

    c = total(croupier)
    y = total(you)
    print()
    print("+------------- SHOWDOWN -------------+")
    print("Croupier:  " + show(croupier))
    print("You:       " + show(you))
    if c > 21 and y > 21:
        print("Both bust - it's a draw.")
    elif c > 21:
        print("You win!")
    elif y > 21:
        print("Croupier wins.")
    elif y > c:
        print("You win!")
    elif c > y:
        print("Croupier wins.")
    else:
        print("Draw - nobody wins.")
    print("+------------------------------------+")


def main():
    print("*** PONTOON ***")
    while True:
        print()
        play_round()
        if ask("Another round? (y/n) ", "yn") == "n":
            print("Bye!")
            return


if __name__ == "__main__":
    main()
