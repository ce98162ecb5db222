import random

VERSION = 2
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]


def value(card)
    if card in ("Jack", "Queen", "King"):
        return 10
    return RANKS.index(card) + 1


while True:
    computer = [random.choice(RANKS)]
    while sum(value(c) for c in computer) < 17:
        computer.append(random.choice(RANKS))
    player = [random.choice(RANKS)]
    print("You have", player)
    if input("Play again? (y/n) ") != "y":
        break
