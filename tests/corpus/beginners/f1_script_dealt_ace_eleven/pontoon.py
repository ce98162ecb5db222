# Pontoon: every card is announced as it is dealt
import random

STICK_AT = 17


def dealer_turn():
    """The dealer plays first and keeps its cards secret."""
    total = random.randint(1, 10)
    while total < STICK_AT:
        total = total + random.randint(1, 10)
    return total


def deal(cards):
    card = random.randint(1, 10)
    print("You are dealt a", card)
    cards.append(card)


def value(cards):
    """What the hand shows: an Ace is worth 11 here."""
    return sum(cards) + 10 * cards.count(1)


def play():
    dealer = dealer_turn()
    cards = []
    deal(cards)
    while True:
        print("Your total is", value(cards))
        answer = input("(t)wist or (s)tick? ").strip().lower()
        if answer == "t":
            deal(cards)
            if sum(cards) > 21:
                print("Your total is", value(cards), "- bust")
                break
        elif answer == "s":
            break
        else:
            print("t or s please")
    me = value(cards)
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
