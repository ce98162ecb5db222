# Pontoon v1: a status line redrawn before each question, the game told in one line at the end.
import random

VERSION = 1


def draw():
    return random.randint(1, 10)


def verdict(dealer, you):
    if dealer > 21 and you > 21:
        return "both over - a stand-off"
    if you > 21:
        return "you're over, the dealer's " + str(dealer) + " stands"
    if dealer > 21:
        return "the dealer's over, your " + str(you) + " stands"
    if you > dealer:
        return "your " + str(you) + " beats the dealer's " + str(dealer)
    if dealer > you:
        return "the dealer's " + str(dealer) + " beats your " + str(you)
    return str(you) + " all - a stand-off"


def one_game():
    dealer = draw()
    while dealer < 16:
        dealer += draw()
    you = draw()
    while you <= 21:
        print("\rYou " + str(you) + " | Dealer ?", end="  ")
        key = input("(t)wist or (s)tick: ").strip().lower()
        if key == "t":
            you += draw()
        elif key == "s":
            break
    print("Dealer " + str(dealer) + ", you " + str(you) + ": " + verdict(dealer, you))


while True:
    try:
        one_game()
        again = input("Play again? (y/n) ").strip().lower()
    except EOFError:
        break
    if again == "n":
        break
