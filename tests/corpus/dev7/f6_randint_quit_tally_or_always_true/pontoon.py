# Pontoon, version 2, against the Opponent. A running score is kept.
# After each game you are asked whether to quit: y ends, n plays on.
import random

VERSION = 2
STICK_AT = 14
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")


def draw():
    return RANKS[random.randint(1, 13) - 1]


def value(hand):
    return sum(min(RANKS.index(card) + 1, 10) for card in hand)


def print_hand(who, hand):
    print(who, end=":")
    for card in hand:
        print(" " + card, end="")
    print(f"  -> {value(hand)}")


def one_game():
    opponent = [draw()]
    while value(opponent) < STICK_AT:
        opponent.append(draw())
    me = [draw()]
    while value(me) <= 21:
        print_hand("Your hand", me)
        move = input("Twist (t) or stick (s)? ").strip().lower()
        if move == "t":
            me.append(draw())
        elif move == "s":
            break
        else:
            print("Only t or s, please.")
    print("=" * 32)
    print_hand("Opponent", opponent)
    print_hand("You", me)
    o, m = value(opponent), value(me)
    if o > 21 and m > 21:
        print("Both bust. It's a draw.")
        return "draws"
    if m > 21:
        print("You're bust. The Opponent wins.")
        return "opponent"
    if o > 21:
        print("The Opponent is bust. You win!")
        return "you"
    if m == o:
        print("Level pegging. It's a draw.")
        return "draws"
    if m > o:
        print("You win!")
        return "you"
    print("The Opponent wins.")
    return "opponent"


def keep_playing():
    while True:
        ans = input("Quit? (y/n) ").strip().lower()
        if ans == "y" or "yes":
            return False
        if ans == "n" or ans == "no":
            return True
        print("Answer y to quit or n to play on.")


score = {"you": 0, "opponent": 0, "draws": 0}
try:
    while True:
        score[one_game()] += 1
        print(f"Score  you {score['you']} | Opponent {score['opponent']} | draws {score['draws']}")
        if not keep_playing():
            break
except EOFError:
    pass
