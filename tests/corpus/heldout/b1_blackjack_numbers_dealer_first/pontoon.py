# Blackjack / pontoon (cards 1-10, an ace is 1 or 11)
import random


def total(cards):
    t = sum(cards)
    if 1 in cards and t + 10 <= 21:
        t += 10          # one ace counts as 11 when that doesn't bust
    return t


def ask(q):
    try:
        return input(q).strip().lower()
    except EOFError:
        print()
        return None


while True:
    dealer = [random.randint(1, 10), random.randint(1, 10)]
    while total(dealer) < 17:
        dealer.append(random.randint(1, 10))

    me = [random.randint(1, 10), random.randint(1, 10)]
    quit_now = False
    while True:
        print("Your total:", total(me))
        if total(me) > 21:
            print("Bust!")
            break
        a = ask("Hit or stand? (h/s) ")
        if a is None:
            quit_now = True
            break
        if a == "h":
            me.append(random.randint(1, 10))
        elif a == "s":
            break
        else:
            print("h or s")
    if quit_now:
        break

    d, m = total(dealer), total(me)
    print("Dealer total:", d)
    print("Your total:", m)
    if d > 21 and m > 21:
        print("Both bust. Push.")
    elif d > 21:
        print("Dealer busts, you win!")
    elif m > 21:
        print("Dealer wins.")
    elif m > d:
        print("You win!")
    elif d > m:
        print("Dealer wins.")
    else:
        print("Push.")

    a = ask("Play again? (y/n) ")
    while a not in ("y", "n", None):
        a = ask("Play again? (y/n) ")
    if a != "y":
        break
