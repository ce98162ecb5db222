"""Version 4, no VERSION line: cards are dicts, shuffled, dealt by pop(); one game a run."""
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
    print(who + ": " + ", ".join(name_of(c) for c in hand))


def play_one():
    deck = [{"rank": r, "suit": s} for s in SUITS for r in RANKS]
    random.shuffle(deck)
    draw = deck.pop
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
