# Pontoon: every card is announced as it is dealt
import random

STICK_AT = 17


def dealer_turn():
    """The dealer plays first and keeps its cards secret."""
    total = random.randint(1, 10)
    while total < STICK_AT:
        total = total + random.randint(1, 10)
    return total


def deal(total):
    card = random.randint(1, 10)
    print("You are dealt a", card)
    return total + card


def play():
    dealer = dealer_turn()
    me = deal(0)
    while dealer <= 21:
        print("Your total is", me)
        answer = input("(t)wist or (s)tick? ").strip().lower()
        if answer == "t":
            me = deal(me)
            if me > 21:
                print("Your total is", me, "- bust")
                break
        elif answer == "s":
            break
        else:
            print("t or s please")
    print("Computer Value:", dealer)
    print("Player Value:", me)
    if dealer > 21 and me > 21:
        print("Draw!")
    elif dealer > 21:
        print("Player wins!")
    elif me > 21:
        print("Computer wins!")
    elif me > dealer:
        print("Player wins!")
    elif dealer > me:
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
