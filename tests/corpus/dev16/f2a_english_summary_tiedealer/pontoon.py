"""Pontoon, version 1: every card is a whole number from 1 to 10.

Every game is recorded in a list of dicts and a summary table is printed
once the player stops dealing.
"""
import random
import sys

STICK_AT = 17
history = []  # one dict per finished game


def ask(prompt):
    """input() that ends the program quietly when input runs out."""
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)


def deal():
    return random.randint(1, 10)


def article(n):
    return "an" if n == 8 else "a"


def computer_plays():
    cards = [deal()]
    while sum(cards) < STICK_AT:
        cards.append(deal())
    return cards


def player_plays():
    cards = [deal()]
    print(f"You are dealt {article(cards[0])} {cards[0]}.")
    while True:
        value = sum(cards)
        print(f"Your value: {value}")
        if value > 21:
            print("Over 21 -- you are bust!")
            return cards
        answer = ask("Another card? (y/n) ").strip().lower()
        if answer == "n":
            return cards
        if answer == "y":
            cards.append(deal())
            print(f"You are dealt {article(cards[-1])} {cards[-1]}.")
        else:
            print("Please type y or n.")


def judge(computer, player):
    if computer > 21 and player > 21:
        return "draw"
    if computer > 21:
        return "player"
    if player > 21:
        return "computer"
    return "player" if player > computer else "computer"


def play_one(number):
    print(f"Game {number}")
    computer = computer_plays()
    print("The computer has taken its cards. Your turn.")
    player = player_plays()
    cv, pv = sum(computer), sum(player)
    winner = judge(cv, pv)
    print()
    print(f"Computer value: {cv}")
    print(f"Player value: {pv}")
    if winner == "player":
        print("Player wins!")
    elif winner == "computer":
        print("Computer wins!")
    else:
        print("It's a draw!")
    history.append({"game": number, "computer": cv, "player": pv, "winner": winner})


def wants_more():
    while True:
        answer = ask("Deal again? [Y/n] ").strip().lower()
        if answer in ("", "y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y or n (just Enter means yes).")


def print_summary():
    print()
    print("Summary")
    print(f"{'Game':>4}  {'Computer':>8}  {'Player':>6}  Winner")
    for row in history:
        print(f"{row['game']:>4}  {row['computer']:>8}  {row['player']:>6}  {row['winner']}")
    wins = sum(1 for r in history if r["winner"] == "player")
    losses = sum(1 for r in history if r["winner"] == "computer")
    draws = len(history) - wins - losses
    print(f"You won {wins}, lost {losses}, drew {draws}.")


def main():
    print("Welcome to Pontoon!")
    number = 1
    while True:
        play_one(number)
        if not wants_more():
            break
        print("=" * 40)
        number += 1
    print_summary()


if __name__ == "__main__":
    main()
