#!/usr/bin/env python3
"""Blackjack with double down.

Version 3 cards: every card is a (rank, suit) pair picked at random.
Dealer stands on soft 17. On your first move you may double down:
you get exactly one more card and then you stand.
"""

import random

VERSION = 3
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def random_card():
    return (random.choice(RANKS), random.choice(SUITS))


def card_name(card):
    return card[0] + " of " + card[1]


def names(hand):
    return ", ".join(card_name(c) for c in hand)


def value(hand):
    """Returns (total, soft). soft=True means an ace is being counted as 11."""
    total = 0
    has_ace = False
    for rank, _ in hand:
        i = RANKS.index(rank)
        total += min(i + 1, 10)
        if rank == "Ace":
            has_ace = True
    if has_ace and total + 10 <= 21:
        return total + 10, True
    return total, False


def player_turn(hand):
    first = True
    doubled = False
    while True:
        total = value(hand)[0]
        print("Your hand: " + names(hand) + " -> " + str(total))
        if total > 21:
            print("Bust!")
            break
        if first:
            q = "(h)it, (s)tand or (d)ouble down? "
            ok = ("h", "s", "d")
        else:
            q = "(h)it or (s)tand? "
            ok = ("h", "s")
        move = input(q).strip().lower()
        if move not in ok:
            print("Not a valid move.")
            continue
        first = False
        if move == "s":
            break
        hand.append(random_card())
        if move == "d":
            doubled = True
            print("Doubled down - one card only.")
            total = value(hand)[0]
            print("Your hand: " + names(hand) + " -> " + str(total))
            if total > 21:
                print("Bust!")
            break
    return doubled


def dealer_turn(hand):
    # hit soft 16 or less, stand on any 17 (soft or hard)
    while value(hand)[0] < 17:
        hand.append(random_card())
        print("Dealer draws the " + card_name(hand[-1]) + ".")


def game(record):
    player = [random_card(), random_card()]
    dealer = [random_card(), random_card()]
    print("Dealer's upcard: " + card_name(dealer[0]) + " (one card face down)")

    doubled = player_turn(player)
    p = value(player)[0]

    print("Dealer flips: " + card_name(dealer[1]))
    if p <= 21:
        dealer_turn(dealer)
    d = value(dealer)[0]

    print()
    print("=== Hand over ===")
    print("Dealer: " + names(dealer) + " (" + str(d) + ")")
    print("You:    " + names(player) + " (" + str(p) + ")" + ("  [doubled]" if doubled else ""))
    units = 2 if doubled else 1
    if p > 21:
        print("You bust. Dealer wins.")
        record["lost"] += units
    elif d > 21:
        print("Dealer busts. You win!")
        record["won"] += units
    elif p > d:
        print("You win!")
        record["won"] += units
    elif p < d:
        print("Dealer wins.")
        record["lost"] += units
    else:
        print("Push. Nobody wins.")
    print("Units won: " + str(record["won"]) + "   Units lost: " + str(record["lost"]))


def main():
    record = {"won": 0, "lost": 0}
    while True:
        print()
        game(record)
        ans = ""
        while ans not in ("y", "n"):
            ans = input("Deal again? (y/n) ").strip().lower()
        if ans == "n":
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
