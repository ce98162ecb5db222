# pontoon.py  (version 3: cards are (rank, suit) pairs, drawn with replacement)
import random
import sys

if hasattr(sys.stdout, "reconfigure"):
    sys.stdout.reconfigure(encoding="utf-8")

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
         "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

# first code point of each suit's block of playing-card characters
SUIT_BASE = {"Spades": 0x1F0A0, "Hearts": 0x1F0B0,
             "Diamonds": 0x1F0C0, "Clubs": 0x1F0D0}
# offsets inside a block (0xC is the Knight, which pontoon does not use)
RANK_OFFSET = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14]


def draw_card():
    rank = RANKS[random.randrange(13)]
    suit = SUITS[random.randint(0, 3)]
    return rank, suit


def glyph(card):
    rank, suit = card
    return chr(SUIT_BASE[suit] + RANK_OFFSET[RANKS.index(rank)])


def pretty(card):
    return f"{glyph(card)} {card[0]} of {card[1]}"


def points(card):
    return min(RANKS.index(card[0]) + 1, 10)


def score(hand):
    return sum(points(c) for c in hand)


def prompt(text):
    try:
        return input(text)
    except EOFError:
        print()
        raise SystemExit(0)


def play_round():
    # computer goes first, quietly
    dealer = [draw_card()]
    while score(dealer) < 13:
        dealer.append(draw_card())

    you = [draw_card()]
    while True:
        print()
        print("Dealer:    ?? ??")
        print("Your hand: " + "  ".join(pretty(c) for c in you))
        print(f"You have {score(you)}")
        if score(you) > 21:
            print("Over 21 -- you're bust.")
            break
        move = prompt("(m)ore or (k)eep? (m/k) ").strip().lower()
        if move == "m":
            you.append(draw_card())
        else:
            break

    d, y = score(dealer), score(you)
    print()
    print("~~~~~~~~~~~~ RESULT ~~~~~~~~~~~~")
    print("Dealer had: " + "  ".join(pretty(c) for c in dealer) + f"  = {d}")
    print("You had:    " + "  ".join(pretty(c) for c in you) + f"  = {y}")
    if d > 21 and y > 21:
        print("Nobody wins: both bust. Draw.")
    elif d > 21 or (y <= 21 and y > d):
        print("You win!")
    elif y > 21 or d > y:
        print("Dealer wins!")
    else:
        print("Draw.")


def main():
    print("Welcome to Pontoon!  Get close to 21 without going over.")
    while True:
        play_round()
        while True:
            ans = prompt("Play again? (y/n) ").strip().lower()
            if ans in ("y", "n"):
                break
            print("Please answer y or n.")
        if ans == "n":
            print("Bye!")
            break


main()
