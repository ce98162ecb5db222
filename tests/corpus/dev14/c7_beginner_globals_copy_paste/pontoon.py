# Pontoon coursework
# My first python game!!
# The computer goes first and then me (the player).
# Aces are always 1 in this version.

import random

# global variables
computer_total = 0
player_total = 0
card = 0
answer = ""
keep_playing = True
games = 0

print("Welcome to Pontoon!")
print("Get as close to 21 as you can but dont go over.")
print("")

try:
    while keep_playing == True:
        games = games + 1
        print("=== Game " + str(games) + " ===")

        # the computer goes first
        computer_total = 0
        card = random.randint(1, 10)
        computer_total = computer_total + card
        while computer_total < 17:
            card = random.randint(1, 10)
            computer_total = computer_total + card
        print("The computer has had its go.")

        # now its the players go
        player_total = 0
        card = random.randint(1, 10)
        player_total = player_total + card
        print("You got a " + str(card))
        print("Your value is " + str(player_total))
        answer = input("Twist or stick? (t/s) ")
        answer = answer.strip().lower()
        while answer != "s":
            if answer == "t":
                card = random.randint(1, 10)
                player_total = player_total + card
                print("You got a " + str(card))
                print("Your value is " + str(player_total))
                if player_total > 21:
                    print("You are bust!")
                    break
                answer = input("Twist or stick? (t/s) ")
                answer = answer.strip().lower()
            else:
                print("Please type t or s")
                answer = input("Twist or stick? (t/s) ")
                answer = answer.strip().lower()

        # who won
        print("")
        print("----- RESULT -----")
        if computer_total > 21 and player_total > 21:
            print("Computer Value: " + str(computer_total))
            print("Player Value: " + str(player_total))
            print("You both went bust. It's a draw!")
        elif computer_total > 21:
            print("Computer Value: " + str(computer_total))
            print("Player Value: " + str(player_total))
            print("The computer went bust. Player wins!")
        elif player_total > 21:
            print("Computer Value: " + str(computer_total))
            print("Player Value: " + str(player_total))
            print("You went bust. Computer wins!")
        elif computer_total > player_total:
            print("Computer Value: " + str(computer_total))
            print("Player Value: " + str(player_total))
            print("Computer wins!")
        elif player_total > computer_total:
            print("Computer Value: " + str(computer_total))
            print("Player Value: " + str(player_total))
            print("Player wins!")
        else:
            print("Computer Value: " + str(computer_total))
            print("Player Value: " + str(player_total))
            print("It's a draw!")
        print("------------------")
        print("")

        answer = input("Play again? (y/n) ")
        answer = answer.strip().lower()
        while answer != "y" and answer != "n":
            print("Please type y or n")
            answer = input("Play again? (y/n) ")
            answer = answer.strip().lower()
        if answer == "n":
            keep_playing = False
except EOFError:
    print("")

print("Thanks for playing!")
