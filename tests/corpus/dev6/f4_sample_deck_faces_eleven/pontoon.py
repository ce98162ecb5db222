"""Pontoon, version 4: a deck from random.sample, chips and a bet, hit or stand by word."""
import random

VERSION = 4
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
POINTS = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
          "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 11, "Queen": 12, "King": 13}


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def score(hand):
    return sum(POINTS[rank] for rank, _ in hand)


def named(hand):
    return ", ".join(rank + " of " + suit for rank, suit in hand)


def wager(purse):
    while True:
        text = input("Wager (you have %d): " % purse).strip()
        if text.isdigit() and 0 < int(text) <= purse:
            return int(text)
        print("Not a wager you can make.")


def play(deck):
    top = 0
    dealer = [deck[top]]
    top += 1
    while score(dealer) < STICK_AT:
        dealer.append(deck[top])
        top += 1
    hand = [deck[top]]
    top += 1
    while score(hand) <= 21:
        print("Your cards are " + named(hand) + ", " + str(score(hand)) + " points")
        word = input("hit or stand? ").strip().lower()
        if word == "hit":
            hand.append(deck[top])
            top += 1
        elif word == "stand":
            break
        else:
            print("Say hit or stand.")
    d, p = score(dealer), score(hand)
    print("Dealer has: " + named(dealer))
    print("Value: %d" % d)
    print("Player has: " + named(hand))
    print("Value: %d" % p)
    if d > 21 and p > 21:
        print("Draw!")
        return 0
    if p > 21:
        print("Dealer wins!")
        return -1
    if d > 21 or p > d:
        print("Player wins!")
        return 1
    if d > p:
        print("Dealer wins!")
        return -1
    print("Draw!")
    return 0


def main():
    purse = 100
    while True:
        stake = wager(purse)
        purse += stake * play(random.sample(new_deck(), 52))
        if purse == 0:
            print("Empty purse: 100 more on the house.")
            purse = 100
        if input("Play again? (y/n) ").strip().lower() != "y":
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
