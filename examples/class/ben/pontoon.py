# Pontoon version 1 - Ben
# cards are numbers from 1 to 10

import random

playing = True
while playing:
    # computer goes first
    computer = random.randint(1, 10)
    while computer < 17:
        computer = computer + random.randint(1, 10)

    # now me
    player = random.randint(1, 10)
    while player <= 21:
        print("Your value:", player)
        choice = input("Twist or stick? (t/s) ")
        if choice == "t":
            player = player + random.randint(1, 10)
        elif choice == "s":
            break
        else:
            print("please type t or s")

    print("Computer Value:", computer)
    print("Player Value:", player)
    if computer > 21 and player > 21:
        print("Draw!")
    elif computer > 21:
        print("Player wins!")
    elif player > 21:
        print("Computer wins!")
    elif player > computer:
        print("Player wins!")
    elif computer > player:
        print("Computer wins!")
    else:
        print("Draw!")

    again = input("Play again? (y/n) ")
    if again == "n":
        playing = False
