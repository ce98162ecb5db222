"""Version 3, no VERSION line: a card is a dict of randint indexes; one game a run, each card on a line of its own."""
import random

STICK_AT = 17
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


def rank_of(card):
    return card["rank"]


def name_of(card):
    return card["rank"] + " of " + card["suit"]


def value_of(hand):
    return sum(min(RANKS.index(rank_of(c)) + 1, 10) for c in hand)


def show(who, hand):
    print(who + ":")
    for c in hand:
        print("  the " + name_of(c))


def play_one():

    def draw():
        return {"rank": RANKS[random.randint(0, 12)], "suit": SUITS[random.randint(0, 3)]}
    computer = [draw()]
    while value_of(computer) < STICK_AT:
        computer.append(draw())
    player = [draw()]
    while value_of(player) <= 21:
        show("Your cards", player)
        print("Your value:", value_of(player))
        answer = input("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            player.append(draw())
        elif answer == "s":
            break
    c, p = value_of(computer), value_of(player)
    show("Computer has", computer)
    print("Value:", c)
    show("Player has", player)
    print("Value:", p)
    if c > 21 and p > 21:
        print("Draw!")
    elif c > 21 or (p <= 21 and p > c):
        print("Player wins!")
    elif p > 21 or c > p:
        print("Computer wins!")
    else:
        print("Draw!")


try:
    play_one()
except EOFError:
    print()
