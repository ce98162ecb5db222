import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
VALUES = dict(zip(RANKS, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]))


def total(hand):
    return sum(VALUES[c] for c in hand)


def deal():
    return random.choices(RANKS)[0]


def answer(question):
    try:
        return input(question).strip().lower()
    except EOFError:
        print()
        raise SystemExit(0)


playing = True
while playing:
    computer = [deal()]
    while total(computer) < 17:
        computer.append(deal())

    me = [deal()]
    print("Your hand:", me, "=", total(me))
    while total(me) <= 21:
        a = answer("more or enough? ")
        if a == "more":
            me.append(deal())
            print("Your hand:", me, "=", total(me))
        elif a == "enough":
            break
        else:
            print("type more or enough")
    if total(me) > 21:
        print("over 21!")

    print()
    print("computer:", computer, "=", total(computer))
    print("you:", me, "=", total(me))
    c, m = total(computer), total(me)
    if c > 21 and m > 21:
        print("both bust -> draw")
    elif c > 21:
        print("computer bust -> you win")
    elif m > 21:
        print("you bust -> computer wins")
    elif c == m:
        print("draw")
    elif m > c:
        print("you win")
    else:
        print("computer wins")
    print()

    while True:
        again = answer("again? (yes/no) ")
        if again == "yes":
            break
        if again == "no":
            playing = False
            break
