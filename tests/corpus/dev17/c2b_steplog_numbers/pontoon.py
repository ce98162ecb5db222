#!/usr/bin/env python3
# pontoon, version 1 -- cards are just numbers 1..10 (ace = 1)
# the game is printed as a numbered log; dealer's cards stay face down
# until my turn is over.
import random
import sys

DEALER_STOP = 16      # dealer keeps drawing while under this

step = 0


def log(msg):
    global step
    step += 1
    print(f"#{step} {msg}")


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)


def deal():
    return random.randint(1, 10)


# ---- how many games ----
while True:
    raw = ask("How many games? ").strip()
    if raw.isdigit() and int(raw) > 0:
        planned = int(raw)
        break
    print("please type a whole number, e.g. 3")

game_no = 0
while True:
    game_no += 1
    step = 0
    if game_no <= planned:
        print(f"\n=== game {game_no} of {planned} ===")
    else:
        print(f"\n=== game {game_no} (extra) ===")

    # dealer goes first, face down
    dealer = [deal()]
    while sum(dealer) < DEALER_STOP:
        dealer.append(deal())
    log("dealer draws, cards face down")
    log("dealer's turn is over")

    # my turn
    me = [deal()]
    log(f"you draw {me[-1]}, total {sum(me)}")
    while True:
        if sum(me) > 21:
            log(f"you are bust with {sum(me)}")
            break
        ans = ask("1 = hit, 0 = stay: ").strip()
        while ans not in ("1", "0"):
            print("type 1 to hit or 0 to stay")
            ans = ask("1 = hit, 0 = stay: ").strip()
        if ans == "0":
            log(f"you stay on {sum(me)}")
            break
        me.append(deal())
        log(f"you draw {me[-1]}, total {sum(me)}")

    d, p = sum(dealer), sum(me)
    log("dealer turns over " + ", ".join(str(c) for c in dealer))

    print("--- result ---")
    print(f"Dealer total: {d}")
    print(f"Your total: {p}")
    if d > 21 and p > 21:
        print("Both bust - it's a draw.")
    elif d > 21:
        print("Dealer bust - you win!")
    elif p > 21:
        print("You bust - dealer wins.")
    elif d == p:
        print("Same total - it's a draw.")
    elif p > d:
        print("You win!")
    else:
        print("Dealer wins.")

    if game_no == planned:
        print(f"(that was the last of your {planned} planned games)")
    while True:
        again = ask("Play again? (y/n) ").strip().lower()
        if again in ("y", "yes", "n", "no"):
            break
        print("answer y or n")
    if again in ("n", "no"):
        print("bye")
        break
