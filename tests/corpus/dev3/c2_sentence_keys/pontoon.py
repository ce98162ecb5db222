# Pontoon v2: the keys are named inside the sentence; the computer is the croupier.
import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]


def value(hand):
    total = 0
    for rank in hand:
        total += min(RANKS.index(rank) + 1, 10)
    return total


def croupier_plays():
    hand = [random.choice(RANKS)]
    while value(hand) < 17:
        hand.append(random.choice(RANKS))
    return hand


def you_play():
    hand = [random.choice(RANKS)]
    while value(hand) <= 21:
        print("Cards:", " ".join(hand), "(" + str(value(hand)) + ")")
        key = input("Press t to twist, s to stick, then Enter: ").strip().lower()
        if key == "t":
            hand.append(random.choice(RANKS))
        elif key == "s":
            break
        else:
            print("Only t or s, please.")
    return hand


def settle(croupier, you):
    c, y = value(croupier), value(you)
    print("Croupier has:", ", ".join(croupier))
    print("Value:", c)
    print("You have:", ", ".join(you))
    print("Value:", y)
    if c > 21 and y > 21:
        print("You are both bust. Draw.")
    elif y > 21:
        print("Bust! The croupier wins.")
    elif c > 21:
        print("The croupier is bust. You win!")
    elif y > c:
        print("You win!")
    elif c > y:
        print("The croupier wins.")
    else:
        print("Draw.")


playing = True
while playing:
    croupier = croupier_plays()
    try:
        you = you_play()
    except EOFError:
        break
    settle(croupier, you)
    while True:
        try:
            key = input("Press p to play again or q to quit: ").strip().lower()
        except EOFError:
            key = "q"
        if key in ("p", "q"):
            break
    playing = key == "p"
