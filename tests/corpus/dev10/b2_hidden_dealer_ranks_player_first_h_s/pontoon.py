# 21 (blackjack rules)  -- version 2, cards are rank names
# dealer's cards stay hidden until the end

import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]

POINTS = {"Ace": 11, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
          "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10,
          "Queen": 10, "King": 10}


def new_card():
    return random.choice(RANKS)


def score(cards):
    s = 0
    for c in cards:
        s = s + POINTS[c]
    # an Ace is 11 unless that makes you go over, then it's 1
    n = cards.count("Ace")
    while s > 21 and n > 0:
        s = s - 10
        n = n - 1
    return s


def play():
    my_cards = [new_card(), new_card()]
    dealer_cards = [new_card(), new_card()]
    print("The dealer deals two cards to you and two face down to himself.")

    # your turn
    while True:
        print("You have: " + ", ".join(my_cards) + "  (" + str(score(my_cards)) + ")")
        if score(my_cards) > 21:
            print("Too many! You're over 21.")
            break
        a = input("Hit (h) / Stand (s): ").strip().lower()
        while a != "h" and a != "s":
            a = input("Hit (h) / Stand (s): ").strip().lower()
        if a == "s":
            break
        my_cards.append(new_card())

    # dealer's turn
    print("Dealer's turn...")
    while score(dealer_cards) < 17:
        dealer_cards.append(new_card())

    me = score(my_cards)
    dealer = score(dealer_cards)
    print()
    print("Dealer had: " + ", ".join(dealer_cards) + "  -> " + str(dealer))
    print("You had:    " + ", ".join(my_cards) + "  -> " + str(me))
    if me > 21:
        print(">> You went bust, the dealer wins.")
    elif dealer > 21:
        print(">> Dealer went bust, YOU WIN!")
    elif me > dealer:
        print(">> YOU WIN!")
    elif dealer > me:
        print(">> The dealer wins.")
    else:
        print(">> Push (draw).")


try:
    while True:
        play()
        print()
        again = input("Again? (y/n) ").strip().lower()
        while again not in ("y", "n"):
            again = input("Again? (y/n) ").strip().lower()
        if again == "n":
            break
        print()
except EOFError:
    print()
