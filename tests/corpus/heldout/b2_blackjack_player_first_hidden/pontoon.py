"""Blackjack-ish pontoon, version 2: two cards each, aces high or low, dealer to 17."""
import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]


def value(hand):
    total, aces = 0, 0
    for card in hand:
        if card == "Ace":
            total += 11
            aces += 1
        else:
            total += min(RANKS.index(card) + 1, 10)
    while total > 21 and aces:
        total -= 10
        aces -= 1
    return total


def deal():
    return random.choice(RANKS)


def question(text, options):
    while True:
        try:
            a = input(text).strip().lower()
        except EOFError:
            return None
        if a in options:
            return a


def play():
    player = [deal(), deal()]
    dealer = [deal(), deal()]
    while True:
        print("Your cards:", ", ".join(player), "=", value(player))
        if value(player) > 21:
            print("Bust!")
            break
        a = question("Hit or stand? (h/s) ", ("h", "s"))
        if a is None:
            return False
        if a == "s":
            break
        player.append(deal())

    while value(dealer) < 17:
        dealer.append(deal())

    d, p = value(dealer), value(player)
    print("Dealer has:", ", ".join(dealer), "=", d)
    print("You have:", ", ".join(player), "=", p)
    if d > 21 and p > 21:
        print("Both bust, push.")
    elif d > 21:
        print("Dealer busts. You win!")
    elif p > 21:
        print("Dealer wins.")
    elif p > d:
        print("You win!")
    elif d > p:
        print("Dealer wins.")
    else:
        print("Push.")
    return True


while play():
    if question("Play again? (y/n) ", ("y", "n")) != "y":
        break
