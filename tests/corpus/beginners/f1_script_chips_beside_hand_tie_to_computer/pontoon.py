# Pontoon: ten chips a game, the chip count shown beside the hand
import random

STICK_AT = 17


def play(chips):
    dealer = random.randint(1, 10)
    while dealer < STICK_AT:
        dealer += random.randint(1, 10)
    me = random.randint(1, 10)
    while True:
        print(f"Hand {me} | chips {chips}")
        answer = input("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            me += random.randint(1, 10)
            if me > 21:
                print(f"Hand {me} | chips {chips} | bust")
                break
        elif answer == "s":
            break
        else:
            print("t or s")
    print("Computer Value:", dealer)
    print("Player Value:", me)
    if dealer > 21 and me > 21:
        print("Draw!")
    elif me > 21:
        print("Computer wins!")
        chips -= 10
    elif dealer > 21 or me > dealer:
        print("Player wins!")
        chips += 10
    else:
        print("Computer wins!")
        chips -= 10
    print("Player total chips are at:", chips)
    return chips


chips = 100
try:
    while True:
        chips = play(chips)
        if input("Play again? (y/n) ").strip().lower() != "y":
            break
except EOFError:
    pass
