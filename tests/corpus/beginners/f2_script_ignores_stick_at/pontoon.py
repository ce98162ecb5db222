import random

STICK_AT = 17
CARDS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King"]


def value(card):
    if card in ("Jack", "Queen", "King"):
        return 10
    return CARDS.index(card) + 1


def total(hand):
    return sum(value(c) for c in hand)


while True:
    dealer = [random.choice(CARDS)]
    while total(dealer) < 15:          # the dealer draws to 15
        dealer.append(random.choice(CARDS))

    hand = [random.choice(CARDS)]
    while total(hand) <= 21:
        print("Your hand is " + " and ".join(hand) + ", worth " + str(total(hand)))
        try:
            ans = input("Twist or stick? (t/s) ").strip().lower()
        except EOFError:
            exit()
        if ans == "t":
            hand.append(random.choice(CARDS))
        elif ans == "s":
            break
        else:
            print("That is not t or s")

    print("Computer has: " + ", ".join(dealer))
    print("Value: " + str(total(dealer)))
    print("Player has: " + ", ".join(hand))
    print("Value: " + str(total(hand)))
    d, h = total(dealer), total(hand)
    if d > 21 and h > 21:
        print("Draw!")
    elif d > 21:
        print("Player wins!")
    elif h > 21:
        print("Computer wins!")
    elif h > d:
        print("Player wins!")
    elif d > h:
        print("Computer wins!")
    else:
        print("Draw!")
    try:
        if input("Play again? (y/n) ").strip().lower() != "y":
            break
    except EOFError:
        break
