# Pontoon: the dealer's first card is recalled in the result
import random

STICK_AT = 17


def play():
    first = random.randint(1, 10)
    dealer = first
    while dealer < STICK_AT:
        dealer += random.randint(1, 10)
    me = random.randint(1, 10)
    while True:
        print("You have", me)
        answer = input("Twist or stick? ").strip().lower()
        if answer == "t":
            me += random.randint(1, 10)
            if me > 21:
                print("You have", me, "- bust")
                break
        elif answer == "s":
            break
        else:
            print("t or s")
    print("Dealer total:", dealer)
    print("Dealer's 1st card was a", first)
    print("Your total:", me)
    if dealer > 21 and me > 21:
        print("Draw!")
    elif me > 21:
        print("Dealer wins!")
    elif dealer > 21 or me > dealer:
        print("You win!")
    elif dealer > me:
        print("Dealer wins!")
    else:
        print("Draw!")


try:
    while True:
        play()
        if input("Play again? (y/n) ").strip().lower() != "y":
            break
except EOFError:
    pass
