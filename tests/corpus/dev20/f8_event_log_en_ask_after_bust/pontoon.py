#!/usr/bin/env python3
"""pontoon -- event log edition.

Every move is logged. Cards are numbers 1..10 (1 is the ace, always 1).
The dealer plays first and keeps quiet about it; it draws while under 18.
"""
import random

DEALER_STANDS = 18


def card():
    return random.randint(1, 10)


def log(turn, text):
    print("[turn %d] %s" % (turn, text))


def read_choice():
    while True:
        ans = input("hit=1 stand=0 > ").strip()
        if ans in ("1", "0"):
            return ans
        print("[?] type 1 to hit or 0 to stand")


def dealer_plays():
    total = card()
    while total < DEALER_STANDS:
        total += card()
    print("[dealer] done")
    return total


def player_plays():
    turn = 1
    c = card()
    total = c
    log(turn, "you drew %d -> %d" % (c, total))
    while True:
        choice = read_choice()
        if total > 21:
            return total
        turn += 1
        if choice == "0":
            log(turn, "you stand on %d" % total)
            return total
        c = card()
        total += c
        log(turn, "you drew %d -> %d" % (c, total))
        if total > 21:
            log(turn, "bust")


def outcome(dealer, you):
    if dealer > 21 and you > 21:
        return "PUSH"
    if dealer > 21:
        return "YOU WIN"
    if you > 21:
        return "DEALER WINS"
    if dealer == you:
        return "PUSH"
    if you > dealer:
        return "YOU WIN"
    return "DEALER WINS"


def again():
    while True:
        ans = input("again? (yes/no) ").strip().lower()
        if ans == "yes":
            return True
        if ans == "no":
            return False
        print("[?] type yes or no")


def main():
    print("[start] pontoon")
    while True:
        dealer = dealer_plays()
        you = player_plays()
        print("[result] dealer %d vs you %d -> %s" % (dealer, you, outcome(dealer, you)))
        if not again():
            print("[end] bye")
            break


if __name__ == "__main__":
    try:
        main()
    except (EOFError, KeyboardInterrupt):
        print()
