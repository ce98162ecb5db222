# Pontoon (version 1) - you against the dealer, cards are numbers 1 to 10.
# Keeps a history of every game played.

import random
import sys

STICK_AT = 16  # the dealer keeps drawing while under 16

history = []  # one (dealer, player, winner) tuple per game


def get_answer(prompt):
    try:
        line = input(prompt)
    except EOFError:
        print()
        sys.exit()
    return line.strip().lower()


def deal():
    return random.randint(1, 10)


def dealer_turn():
    total = deal()
    while total < STICK_AT:
        total = total + deal()
    return total


def player_turn():
    total = deal()
    while True:
        print("Your total is", total)
        if total > 21:
            print("Bust!")
            return total
        answer = get_answer("Draw or hold? (draw/hold) ")
        if answer == "draw":
            card = deal()
            print("You drew", card)
            total = total + card
        elif answer == "hold":
            return total
        else:
            print("Please type draw or hold.")


def find_winner(dealer, player):
    if dealer > 21 and player > 21:
        return "draw"
    if dealer > 21:
        return "you"
    if player > 21:
        return "dealer"
    if player > dealer:
        return "you"
    if dealer > player:
        return "dealer"
    return "draw"


def play_game():
    dealer = dealer_turn()
    player = player_turn()
    winner = find_winner(dealer, player)

    print()
    print("--- Result ---")
    print("Dealer total:", dealer)
    print("Your total:", player)
    if winner == "you":
        print("You win!")
    elif winner == "dealer":
        print("The dealer wins.")
    else:
        print("It's a draw, nobody wins.")

    history.append((dealer, player, winner))
    print()
    print("History:")
    number = 1
    for d, p, w in history:
        print("Game {}: dealer {}, you {} -> {}".format(number, d, p, w))
        number = number + 1
    print()


def main():
    print("Welcome to Pontoon!")
    while True:
        play_game()
        while True:
            answer = get_answer("Play again? (y/n) ")
            if answer in ("y", "yes"):
                break
            if answer in ("n", "no"):
                print("Thanks for playing!")
                return
            print("Please answer y or n.")


if __name__ == "__main__":
    main()
