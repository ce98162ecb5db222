# pontoon version 2 - me vs the CPU
import random

cards = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]


def points(hand):
    total = 0
    for c in hand:
        n = cards.index(c) + 1
        if n > 10:
            n = 10
        total = total + n
    return total


def get(prompt):
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print()
        return None


def play():
    cpu = [random.choice(cards)]
    while points(cpu) < 17:
        cpu.append(random.choice(cards))

    # your turn
    mine = [random.choice(cards)]
    while True:
        print("Your cards are " + ", ".join(mine) + " (" + str(points(mine)) + ")")
        if points(mine) > 21:
            print("You went bust")
            break
        ans = get("Twist or stick? (t/s) ")
        if ans is None:
            return
        if ans == "t":
            mine.append(random.choice(cards))
        elif ans == "s":
            break
        else:
            print("?? type t or s")

    print("CPU had " + ", ".join(cpu) + " (" + str(points(cpu)) + ")")
    print("You had " + ", ".join(mine) + " (" + str(points(mine)) + ")")
    c, m = points(cpu), points(mine)
    if c > 21 and m > 21:
        print("Both bust, draw")
    elif c > 21:
        print("CPU bust, you win")
    elif m > 21:
        print("CPU wins")
    elif m > c:
        print("You win")
    elif c > m:
        print("CPU wins")
    else:
        print("Draw")
    again()


def again():
    a = get("Play again? (y/n) ")
    if a == "y":
        play()
    elif a == "n" or a is None:
        print("bye")
    else:
        again()


play()
