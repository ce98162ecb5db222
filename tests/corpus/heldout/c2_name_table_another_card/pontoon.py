import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]


def card():
    return RANKS[random.randrange(13)]


def value(hand):
    total = 0
    for c in hand:
        if c in ["Ten", "Jack", "Queen", "King"]:
            total += 10
        else:
            total += RANKS.index(c) + 1
    return total


def prompt(text):
    try:
        return input(text)
    except EOFError:
        print()
        exit()


name = prompt("Hello! What is your name? ").strip() or "Player"
table = []
while True:
    house = [card()]
    while value(house) < 17:
        house.append(card())

    hand = [card()]
    while True:
        print(f"{name}: {', '.join(hand)} (value {value(hand)})")
        if value(hand) > 21:
            print(f"Unlucky {name}, that's bust.")
            break
        a = prompt("Do you want another card? (y/n) ").strip().lower()
        if a == "y":
            hand.append(card())
        elif a == "n":
            break
        else:
            print("y or n?")

    h, p = value(house), value(hand)
    print("The House has:", ", ".join(house), "- value", h)
    print(f"{name} has:", ", ".join(hand), "- value", p)
    if h > 21 and p > 21:
        result = "Draw"
    elif h > 21:
        result = name
    elif p > 21:
        result = "House"
    elif p > h:
        result = name
    elif h > p:
        result = "House"
    else:
        result = "Draw"
    print("Draw!" if result == "Draw" else f"{result} wins!")
    table.append((len(table) + 1, h, p, result))
    print(f"{'Game':>4}  {'House':>5}  {name:>8}  Winner")
    for row in table:
        print(f"{row[0]:>4}  {row[1]:>5}  {row[2]:>8}  {row[3]}")

    again = prompt("Play again? (y/n) ").strip().lower()
    while again not in ("y", "n"):
        again = prompt("Play again? (y/n) ").strip().lower()
    if again == "n":
        break
