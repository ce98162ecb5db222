# Pontoon - version 2
# The computer plays first (you can't see its cards), then you hit or hold.
# Aces are always 1, Ten/Jack/Queen/King are 10.

import random
import sys

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
VALUES = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
          "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10,
          "Queen": 10, "King": 10}
COMPUTER_STOP = 17

sys.stdout.write("Welcome to Pontoon!\n")
sys.stdout.flush()

while True:
    # ----- computer's turn (hidden) -----
    computer = [random.choice(RANKS)]
    computer_total = VALUES[computer[0]]
    while computer_total < COMPUTER_STOP:
        card = random.choice(RANKS)
        computer.append(card)
        computer_total = computer_total + VALUES[card]
    sys.stdout.write("The computer has played its turn.\n")

    # ----- player's turn -----
    player = [random.choice(RANKS)]
    player_total = VALUES[player[0]]
    while True:
        if len(player) == 1:
            sys.stdout.write("You have 1 card: " + player[0] + " = " + str(player_total) + "\n")
        else:
            sys.stdout.write("You have " + str(len(player)) + " cards: " + ", ".join(player)
                             + " = " + str(player_total) + "\n")
        if player_total > 21:
            sys.stdout.write("You are bust!\n")
            break
        sys.stdout.write("Hit or hold? (hit/hold) ")
        sys.stdout.flush()
        line = sys.stdin.readline()
        if line == "":
            sys.exit(0)
        answer = line.strip().lower()
        if answer == "hold":
            break
        elif answer == "hit":
            card = random.choice(RANKS)
            player.append(card)
            player_total = player_total + VALUES[card]
        else:
            sys.stdout.write("Please type hit or hold.\n")

    # ----- result -----
    sys.stdout.write("\n----- RESULT -----\n")
    sys.stdout.write("Computer has " + str(len(computer)) + " card" + ("" if len(computer) == 1 else "s")
                     + ": " + ", ".join(computer) + " = " + str(computer_total) + "\n")
    sys.stdout.write("You have " + str(len(player)) + " card" + ("" if len(player) == 1 else "s")
                     + ": " + ", ".join(player) + " = " + str(player_total) + "\n")
    if computer_total > 21 and player_total > 21:
        sys.stdout.write("Both bust - it's a draw!\n")
    elif player_total > 21:
        sys.stdout.write("Computer wins!\n")
    elif computer_total > 21:
        sys.stdout.write("You win!\n")
    elif player_total > computer_total:
        sys.stdout.write("You win!\n")
    elif computer_total > player_total:
        sys.stdout.write("Computer wins!\n")
    else:
        sys.stdout.write("It's a draw!\n")
    sys.stdout.write("\n")

    # ----- again? -----
    again = ""
    while again != "y" and again != "n":
        sys.stdout.write("Play again? (y/n) ")
        sys.stdout.flush()
        line = sys.stdin.readline()
        if line == "":
            sys.exit(0)
        again = line.strip().lower()
        if again != "y" and again != "n":
            sys.stdout.write("Please type y or n.\n")
    if again == "n":
        sys.stdout.write("Bye!\n")
        break
