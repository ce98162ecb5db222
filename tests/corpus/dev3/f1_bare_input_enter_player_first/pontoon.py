"""Pontoon, version 1. Every question is printed first and then read with a bare input()."""
import random

VERSION = 1
STICK_AT = 17


def draw():
    return random.randint(1, 10)


def computer_turn():
    computer = draw()
    while computer < STICK_AT:
        computer += draw()
    return computer


def player_turn():
    player = draw()
    while True:
        print("You have " + str(player) + ".")
        if player > 21:
            print("Over 21.")
            return player
        print("Twist or stick? Type t or s and press Enter.")
        move = input().strip().lower()
        if move == "t":
            player += draw()
        elif move == "s":
            return player
        else:
            print("That is not t or s.")


def play():
    while True:
        print("Press Enter to deal.")
        input()
        player = player_turn()
        computer = computer_turn()
        print("Computer Value: " + str(computer))
        print("Player Value: " + str(player))
        if computer > 21 and player > 21:
            print("Draw!")
        elif player > 21:
            print("Computer wins!")
        elif computer > 21 or player > computer:
            print("Player wins!")
        elif computer > player:
            print("Computer wins!")
        else:
            print("Draw!")
        print("Another game? Type y or n.")
        again = input().strip().lower()
        while again not in ("y", "n"):
            print("Type y or n.")
            again = input().strip().lower()
        if again == "n":
            break


try:
    play()
except EOFError:
    pass
