# Pontoon (version 1). The question is "Stick?": yes keeps your hand, no takes a card.
import random

DEALER_LIMIT = 16


def card():
    return random.randint(1, 10)


def game():
    dealer = card()
    while dealer < DEALER_LIMIT:
        dealer += card()
    me = card() + card()
    while me <= 21:
        print("Your hand is worth", me)
        reply = input("Stick? (y/n) ").strip().lower()
        if reply == "y":
            break
        if reply == "n":
            me += card()
        else:
            print("Answer y or n, please.")
    if me > 21:
        print("You have", me, "- bust!")
    print("Dealer's total:", dealer)
    print("Your total:", me)
    if me > 21 and dealer > 21:
        print("Both bust: a draw.")
    elif me > 21:
        print("The dealer wins.")
    elif dealer > 21:
        print("The dealer is bust - you win!")
    elif me > dealer:
        print("You win!")
    elif dealer > me:
        print("The dealer wins.")
    else:
        print("A draw.")


def main():
    while True:
        game()
        answer = input("Quit? (y/n) ").strip().lower()
        while answer not in ("y", "n"):
            answer = input("Quit? (y/n) ").strip().lower()
        if answer == "y":
            print("Goodbye.")
            return


try:
    main()
except EOFError:
    print()
