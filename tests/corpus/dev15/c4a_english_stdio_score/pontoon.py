#!/usr/bin/env python3
"""Pontoon, version 4: one freshly shuffled 52-card deck per game.

Uses sys.stdout.write / sys.stdin.readline instead of print / input.
"""
import random
import sys

STICK_AT = 18   # the House keeps drawing while its total is below this
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


class OutOfInput(Exception):
    pass


def say(text=""):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def ask(prompt):
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if line == "":
        raise OutOfInput()
    return line.strip().lower()


def fresh_deck():
    deck = [(rank, suit) for suit in SUITS for rank in RANKS]
    random.shuffle(deck)
    return deck


def value_of(card):
    position = RANKS.index(card[0]) + 1
    if position > 10:
        return 10
    return position


def total(hand):
    result = 0
    for card in hand:
        result = result + value_of(card)
    return result


def name_of(card):
    return card[0] + " of " + card[1]


def house_turn(deck):
    hand = [deck.pop()]
    while total(hand) < STICK_AT:
        hand.append(deck.pop())
    return hand


def your_turn(deck):
    hand = [deck.pop()]
    while True:
        say("Your cards: [" + "] [".join(name_of(c) for c in hand) + "]")
        say("Your total: " + str(total(hand)))
        if total(hand) > 21:
            say("Over 21 -- you're bust.")
            return hand
        choice = ask("Enter 1 to twist or 2 to stick: ")
        if choice == "1":
            card = deck.pop()
            say("You drew the " + name_of(card) + ".")
            hand.append(card)
        elif choice == "2":
            return hand
        else:
            say("Please type 1 or 2.")


def winner(house, you):
    if house > 21 and you > 21:
        return "draw"
    if you > 21:
        return "house"
    if house > 21:
        return "you"
    if house == you:
        return "draw"
    if you > house:
        return "you"
    return "house"


def show_hand(label, hand):
    say(label + " (" + str(total(hand)) + "):")
    for card in hand:
        say("    " + name_of(card))


def play_one(score):
    deck = fresh_deck()
    house = house_turn(deck)
    say("The House has finished drawing. Your turn.")
    you = your_turn(deck)

    say("")
    say("#################### RESULT ####################")
    show_hand("House", house)
    show_hand("You", you)
    who = winner(total(house), total(you))
    score[who] += 1
    if who == "you":
        say(">>> You win! <<<")
    elif who == "house":
        say(">>> The House wins! <<<")
    else:
        say(">>> It's a draw. <<<")
    say("Score -- You: %d   House: %d   Draws: %d"
        % (score["you"], score["house"], score["draw"]))
    say("################################################")


def again():
    while True:
        answer = ask("Another game? (yes/no): ")
        if answer == "yes":
            return True
        if answer == "no":
            return False
        say("Please answer yes or no.")


def main():
    score = {"you": 0, "house": 0, "draw": 0}
    say("=== PONTOON ===")
    try:
        while True:
            play_one(score)
            if not again():
                say("Thanks for playing!")
                break
    except OutOfInput:
        say("")


if __name__ == "__main__":
    main()
