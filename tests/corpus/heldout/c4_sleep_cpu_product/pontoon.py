"""Pontoon v4 - you against the CPU, with one real deck per game."""
import itertools
import random
import time

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
STICK_AT = 17


def new_deck():
    deck = [rank + " of " + suit for suit, rank in itertools.product(SUITS, RANKS)]
    random.shuffle(deck)
    return deck


def card_value(card):
    rank = card.split(" of ")[0]
    return min(RANKS.index(rank) + 1, 10)


def hand_value(hand):
    return sum(card_value(c) for c in hand)


def cpu_turn(deck):
    print("The CPU is playing", end="", flush=True)
    hand = [deck.pop()]
    while hand_value(hand) < STICK_AT:
        time.sleep(0.2)
        hand.append(deck.pop())
    print("... the CPU has finished.")
    return hand


def your_turn(deck):
    hand = [deck.pop()]
    while True:
        print("You have:", ", ".join(hand), "=", hand_value(hand))
        if hand_value(hand) > 21:
            print("Over 21, you're bust.")
            return hand
        try:
            move = input("Twist or stick? (t/s) ").strip().lower()
        except EOFError:
            return None
        if move == "t":
            hand.append(deck.pop())
        elif move == "s":
            return hand
        else:
            print("Type t to twist or s to stick.")


def main():
    while True:
        deck = new_deck()
        cpu = cpu_turn(deck)
        you = your_turn(deck)
        if you is None:
            print()
            return
        time.sleep(0.3)
        c, y = hand_value(cpu), hand_value(you)
        print("CPU has:", ", ".join(cpu), "=", c)
        print("You have:", ", ".join(you), "=", y)
        if c > 21 and y > 21:
            print("Both bust. Draw.")
        elif c > 21:
            print("CPU bust. You win!")
        elif y > 21:
            print("CPU wins.")
        elif y > c:
            print("You win!")
        elif c > y:
            print("CPU wins.")
        else:
            print("Draw.")
        while True:
            try:
                again = input("Play again? (y/n) ").strip().lower()
            except EOFError:
                print()
                return
            if again in ("y", "n"):
                break
        if again == "n":
            return


if __name__ == "__main__":
    main()
