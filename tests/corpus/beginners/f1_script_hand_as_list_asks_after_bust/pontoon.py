# Pontoon: the hands are kept as lists and printed as Python prints them
import random

STICK_AT = 17


def deal():
    return random.randint(1, 10)


def play():
    dealer = [deal()]
    while sum(dealer) < STICK_AT:
        dealer.append(deal())
    mine = [deal()]
    while True:
        print("Your cards:", mine)
        answer = input("Hit or stay? (h/s) ").strip().lower()
        if answer == "h":
            mine.append(deal())
            if sum(mine) > 21:
                print("Your cards:", mine, "- bust!")
        elif answer == "s":
            break
        else:
            print("Please type h or s")
    print("Dealer's cards:", dealer)
    print("Dealer total:", sum(dealer))
    print("Your cards:", mine)
    print("Your total:", sum(mine))
    d, p = sum(dealer), sum(mine)
    if d > 21 and p > 21:
        print("Both bust: nobody wins")
    elif p > 21:
        print("Dealer wins")
    elif d > 21 or p > d:
        print("You win")
    elif d > p:
        print("Dealer wins")
    else:
        print("Nobody wins")


try:
    while True:
        play()
        if input("Again? (y/n) ").strip().lower() != "y":
            break
except EOFError:
    pass
