# Pontoon: cards are the numbers 0..51 of a shuffled deck; the results are told at the very end.
import random

STICK_AT = 17
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]

results = []


def name(n):
    return RANKS[n % 13] + " of " + SUITS[n // 13]


def points(hand):
    return sum(min(n % 13 + 1, 10) for n in hand)


def listing(hand):
    return ", ".join(name(n) for n in hand)


def game():
    deck = list(range(52))
    random.shuffle(deck)
    print("(debug: deck of", len(deck), "cards)")
    computer = [deck.pop(0)]
    while points(computer) < STICK_AT:
        computer.append(deck.pop(0))
    me = [deck.pop(0)]
    while points(me) <= 21:
        print("You have:", listing(me))
        a = input("Twist or stick? (t/s) ").strip().lower()
        if a == "t":
            me.append(deck.pop(0))
        elif a == "s":
            break
    if points(me) > 21:
        print("You have:", listing(me))
        print("Bust.")
    c, m = points(computer), points(me)
    if c > 21 and m > 21:
        winner = "draw"
    elif m > 21:
        winner = "computer wins"
    elif c > 21:
        winner = "you win"
    elif m > c:
        winner = "you win"
    elif c > m:
        winner = "computer wins"
    else:
        winner = "draw"
    results.append((listing(computer), c, listing(me), m, winner))


def report():
    print("=== Results ===")
    for number, (computer, c, me, m, winner) in enumerate(results, 1):
        print(f"Game {number}:")
        print(f"  Computer has: {computer}")
        print(f"  Value: {c}")
        print(f"  You have: {me}")
        print(f"  Value: {m}")
        print(f"  {winner}")


try:
    while True:
        game()
        if input("Play again? (y/n) ").strip().lower() == "n":
            break
except EOFError:
    pass
report()
