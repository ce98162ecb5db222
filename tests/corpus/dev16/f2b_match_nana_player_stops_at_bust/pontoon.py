"""Pontoon, version 2: cards are rank names. You play against Nana."""
import random

VERSION = 2
STICK_AT = 17

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


def card_value(card):
    position = RANKS.index(card) + 1   # Ace -> 1, Two -> 2, ...
    return min(position, 10)           # Ten, Jack, Queen, King -> 10


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card():
    return random.choice(RANKS)


def describe(cards):
    words = " ".join(f"{c}[{card_value(c)}]" for c in cards)
    return f"{words} = {hand_value(cards)}"


def nana_turn():
    cards = [random_card()]
    while hand_value(cards) < STICK_AT:
        cards.append(random_card())
    return cards


def your_turn():
    cards = [random_card()]
    while True:
        print("Your cards:", describe(cards))
        answer = input("Hit or stand? (h/s) ")
        match answer.strip().lower():
            case "h":
                cards.append(random_card())
            case "s":
                return cards
            case _:
                print("Please type h to hit or s to stand.")


def winner(nana, you):
    if nana > 21 and you > 21:
        return "draw"
    if you > 21:
        return "nana"
    if nana > 21:
        return "you"
    if nana == you:
        return "draw"
    return "you" if you > nana else "nana"


def one_game():
    input("Ready? (press Enter) ")
    nana = nana_turn()
    print("Nana has played her hand and put it face down.")
    you = your_turn()
    print("----- Result -----")
    print("Nana:", describe(nana))
    print("You: ", describe(you))
    match winner(hand_value(nana), hand_value(you)):
        case "you":
            print("You win!")
        case "nana":
            print("Nana wins!")
        case _:
            print("It's a draw.")


def another_round():
    while True:
        match input("Another round? (yes/no) ").strip().lower():
            case "yes" | "y":
                return True
            case "no" | "n":
                return False
            case _:
                print("Just yes or no, dear.")


def main():
    print("Welcome to Nana's pontoon table!")
    try:
        while True:
            one_game()
            if not another_round():
                print("Thanks for playing with Nana. Bye!")
                break
    except EOFError:
        print()


if __name__ == "__main__":
    main()
