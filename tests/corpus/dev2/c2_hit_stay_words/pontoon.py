"""Pontoon v2: answers are typed as whole words, the hand is shown as a Python list."""
import random

VERSION = 2
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
VALUES = dict(zip(RANKS, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]))


def total(hand):
    return sum(VALUES[rank] for rank in hand)


def play():
    dealer = [random.choice(RANKS)]
    while total(dealer) < STICK_AT:
        dealer.append(random.choice(RANKS))
    me = [random.choice(RANKS)]
    while total(me) <= 21:
        print(f"Player: {total(me)} | Dealer: ?")
        print("Your hand:", me)
        word = input("hit or stay? ").strip().lower()
        if word == "hit":
            me.append(random.choice(RANKS))
        elif word == "stay":
            break
        else:
            print("Type hit or stay.")
    if total(me) > 21:
        print("Your hand:", me)
        print("Bust!")
    print("Dealer's hand:", dealer, "=", total(dealer))
    print("Your hand:", me, "=", total(me))
    d, p = total(dealer), total(me)
    if d > 21 and p > 21:
        print("Both bust: a draw.")
    elif p > 21:
        print("Dealer wins.")
    elif d > 21:
        print("Dealer bust - you win!")
    elif p > d:
        print("You win!")
    elif d > p:
        print("Dealer wins.")
    else:
        print("Draw.")


def main():
    while True:
        play()
        again = input("Another round? (yes/no) ").strip().lower()
        while again not in ("yes", "no"):
            again = input("Please type yes or no: ").strip().lower()
        if again == "no":
            print("Bye")
            return


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
