"""Pontoon, version 3: the dealer's first card face up; (h)it / (s)tand."""
import random

VERSION = 3
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def card():
    return (RANKS[random.randint(0, 12)], SUITS[random.randint(0, 3)])


def value(hand):
    return sum(min(RANKS.index(rank) + 1, 10) for rank, _ in hand)


def show(hand):
    return ", ".join(f"{rank} of {suit}" for rank, suit in hand)


def play():
    dealer = [card()]
    while value(dealer) < STICK_AT:
        dealer.append(card())
    print(f"The dealer shows the {dealer[0][0]} of {dealer[0][1]}.")
    player = [card()]
    while value(player) <= 21:
        print(f"Your cards: {show(player)} - {value(player)}")
        move = input("(h)it or (s)tand? ").strip().lower()
        if move == "h":
            player.append(card())
        elif move == "s":
            break
        else:
            print("Press h or s.")
    d, p = value(dealer), value(player)
    print(f"Dealer's cards: {show(dealer)}")
    print(f"Dealer's value: {d}")
    print(f"Your cards: {show(player)}")
    print(f"Your value: {p}")
    if d > 21 and p > 21:
        print("Nobody wins: both bust.")
    elif p > 21:
        print("Dealer wins: you bust.")
    elif d > 21:
        print("You win: the dealer busts.")
    elif p > d:
        print("You win!")
    elif d > p:
        print("Dealer wins.")
    else:
        print("Nobody wins: a tie.")


def main():
    play()
    while True:
        answer = input("Play again? (y/n) ").strip().lower()
        if answer == "y":
            play()
        elif answer == "n":
            break


if __name__ == "__main__":
    try:
        main()
    except (EOFError, KeyboardInterrupt):
        print()
