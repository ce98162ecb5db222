"""Pontoon v1: the dealer is Maggie, a hand is shown as a sum, and a point goes to the winner."""
import random

STICK_AT = 17


def card():
    return random.randint(1, 10)


def as_sum(hand):
    return " + ".join(str(c) for c in hand) + " = " + str(sum(hand))


def result(maggie, you):
    if maggie > 21 and you > 21:
        return "Both over 21 - no point."
    if you > 21:
        return "You went over - point to Maggie."
    if maggie > 21:
        return "Maggie went over - point to you."
    if you > maggie:
        return "Point to you."
    if maggie > you:
        return "Point to Maggie."
    return "Level - no point."


def game():
    maggie = [card()]
    while sum(maggie) < STICK_AT:
        maggie.append(card())
    you = [card()]
    while sum(you) <= 21:
        print("Your cards: " + as_sum(you))
        answer = input("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            you.append(card())
        elif answer == "s":
            break
        else:
            print("t or s, please.")
    print("Maggie: " + as_sum(maggie))
    print("You:    " + as_sum(you))
    print(result(sum(maggie), sum(you)))


def main():
    while True:
        game()
        again = input("Play again? (y/n) ").strip().lower()
        while again not in ("y", "n"):
            again = input("y or n? ").strip().lower()
        if again == "n":
            break


try:
    main()
except EOFError:
    print()
