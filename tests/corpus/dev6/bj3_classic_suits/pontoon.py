"""Blackjack, version 3 cards: you, dealer, you, dealer; the dealer shows one card; Aces 1 or 11;
hit or stand, then the dealer hits to 17."""
import random

VERSION = 3
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def deal():
    return (random.choice(RANKS), random.choice(SUITS))


def value(hand):
    total = sum(min(RANKS.index(rank) + 1, 10) for rank, _ in hand)
    aces = sum(rank == "Ace" for rank, _ in hand)
    if aces and total + 10 <= 21:
        total += 10
    return total


def name(hand):
    return ", ".join(f"{rank} of {suit}" for rank, suit in hand)


def play():
    you, dealer = [deal()], [deal()]
    you.append(deal())
    dealer.append(deal())
    print(f"Dealer's up card: {name(dealer[:1])}")
    while value(you) <= 21:
        print(f"Your hand: {name(you)} ({value(you)})")
        move = input("Hit or stand? ").strip().lower()
        if move in ("h", "hit"):
            you.append(deal())
        elif move in ("s", "stand"):
            break
        else:
            print("Type hit or stand.")
    while value(dealer) < 17:
        dealer.append(deal())
    d, y = value(dealer), value(you)
    print(f"Dealer has: {name(dealer)}")
    print(f"Value: {d}")
    print(f"Player has: {name(you)}")
    print(f"Value: {y}")
    if d > 21 and y > 21:
        print("Draw!")
    elif y > 21:
        print("Dealer wins!")
    elif d > 21 or y > d:
        print("Player wins!")
    elif d > y:
        print("Dealer wins!")
    else:
        print("Draw!")


def main():
    while True:
        play()
        if input("Play again? (y/n) ").strip().lower() == "n":
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        pass
