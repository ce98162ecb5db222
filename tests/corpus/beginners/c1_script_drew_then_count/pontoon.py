# Pontoon: each card is announced as it is drawn, the running count after it
import random

STICK_AT = 17


def play():
    dealer = random.randint(1, 10)
    while dealer < STICK_AT:
        dealer += random.randint(1, 10)
    card = random.randint(1, 10)
    count = card
    print("You drew:", card)
    while True:
        print("=>", count)
        answer = input("Card? (c = card, x = stop) ").strip().lower()
        if answer == "c":
            card = random.randint(1, 10)
            count += card
            print("You drew:", card)
            if count > 21:
                print("=>", count, "over!")
                break
        elif answer == "x":
            break
        else:
            print("c or x")
    print("Computer Value:", dealer)
    print("Player Value:", count)
    if dealer > 21 and count > 21:
        print("Draw!")
    elif count > 21:
        print("Computer wins!")
    elif dealer > 21 or count > dealer:
        print("Player wins!")
    elif dealer > count:
        print("Computer wins!")
    else:
        print("Draw!")


try:
    while True:
        play()
        if input("Play again? (y/n) ").strip().lower() != "y":
            break
except EOFError:
    pass
