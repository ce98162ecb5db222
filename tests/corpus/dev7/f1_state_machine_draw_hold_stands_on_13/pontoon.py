# Pontoon, version 1, played against the Machine.
# One game is a little state machine: "dealing" -> "dealer" -> "player" -> "done".
# Type the whole word: draw (another card) or hold (stop).
import random

VERSION = 1
STICK_AT = 15


def new_card():
    return random.randint(1, 10)


def total(cards):
    return sum(cards)


def play_round():
    hands = {"player": [], "computer": []}
    state = "dealing"
    while state != "done":
        if state == "dealing":
            hands["computer"].append(new_card())
            state = "dealer"
        elif state == "dealer":
            if total(hands["computer"]) < 13:
                hands["computer"].append(new_card())
            else:
                hands["player"].append(new_card())
                state = "player"
        elif state == "player":
            mine = total(hands["player"])
            if mine > 21:
                print(f"You have {mine}. Too many!")
                state = "done"
                continue
            print(f"You have {mine}.")
            move = input("Your move (draw/hold): ").strip().lower()
            if move == "draw":
                hands["player"].append(new_card())
            elif move == "hold":
                state = "done"
            else:
                print("Please type the word draw or the word hold.")
    return hands


def verdict(hands):
    c = total(hands["computer"])
    p = total(hands["player"])
    if c > 21 and p > 21:
        return f"The Machine busts on {c} and you bust on {p}, no one takes it."
    if p > 21:
        return f"You bust on {p} against {c}, the Machine takes it."
    if c > 21:
        return f"The Machine busts on {c} against your {p}, you take it."
    if c == p:
        return f"{p} all, no one takes it."
    if p > c:
        return f"{p} beats {c}, you take it."
    return f"{c} beats {p}, the Machine takes it."


def wants_more():
    while True:
        answer = input("Another game? (y/n) ").strip().lower()
        if answer == "y":
            return True
        if answer == "n":
            return False
        print("Just y or n.")


def main():
    print("Pontoon against the Machine. The Machine plays first, in secret.")
    while True:
        hands = play_round()
        print(verdict(hands))
        if not wants_more():
            print("Goodbye.")
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
