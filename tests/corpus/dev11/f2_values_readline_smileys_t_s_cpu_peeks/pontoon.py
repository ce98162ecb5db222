#!/usr/bin/env python3
# pontoon v1 - cards are just numbers 1-10 (ace = 1)
import sys
import random


def ask(question):
    # print the question and read one line, None when there is no more input
    sys.stdout.write(question)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if line == "":
        return None
    return line.strip().lower()


def card():
    return random.randint(1, 10)


def cpu_turn():
    cpu = card()
    while cpu < 15:
        nxt = card()
        if cpu + nxt > 21:
            break  # cpu is not stupid, it won't take a card that makes it bust
        cpu = cpu + nxt
    return cpu


def my_turn():
    # returns my total, or None if input ran out
    me = card()
    while True:
        print("you have", me)
        if me > 21:
            print("bust!")
            return me
        a = ask("t or s? ")
        if a is None:
            return None
        if a == "t":
            me = me + card()
        elif a == "s":
            return me
        else:
            print("only t or s")


def result(me, cpu):
    print("me", me, "vs cpu", cpu)
    if me > 21 and cpu > 21:
        print(":|")
    elif me > 21:
        print(":(")
    elif cpu > 21:
        print(":)")
    elif me == cpu:
        print(":|")
    elif me > cpu:
        print(":)")
    else:
        print(":(")


while True:
    print("--- new game ---")
    cpu = cpu_turn()
    print("cpu has played")
    me = my_turn()
    if me is None:
        break
    result(me, cpu)
    again = None
    while again not in ("y", "n"):
        again = ask("again? (y/n) ")
        if again is None:
            break
    if again != "y":
        break
