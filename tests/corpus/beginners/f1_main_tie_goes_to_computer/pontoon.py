import random
import sys


def main():
    player_wins = 0
    computer_wins = 0
    draws = 0
    while True:
        computer = random.randint(1, 10)
        while computer < 15:
            computer = computer + random.randint(1, 10)

        player = random.randint(1, 10)
        print("Your total is " + str(player))
        while True:
            try:
                answer = input("Do you want another card? (yes/no) ")
            except EOFError:
                sys.exit()
            answer = answer.strip().lower()
            if answer == "yes" or answer == "y":
                player = player + random.randint(1, 10)
                print("Your total is " + str(player))
                if player > 21:
                    print("Too many! You are bust.")
                    break
            elif answer == "no" or answer == "n":
                break
            else:
                print("Sorry, answer yes or no.")

        print("The computer had " + str(computer) + " and you had " + str(player) + ".")
        if computer > 21 and player > 21:
            print("Nobody wins")
            draws = draws + 1
        elif computer > 21:
            print("The computer went bust, so you win!")
            player_wins = player_wins + 1
        elif player > 21:
            print("The computer wins")
            computer_wins = computer_wins + 1
        elif player > computer:
            print("You win")
            player_wins = player_wins + 1
        elif computer > player:
            print("The computer wins")
            computer_wins = computer_wins + 1
        else:
            print("The computer wins")
            computer_wins = computer_wins + 1
        print("You " + str(player_wins) + ", computer " + str(computer_wins)
              + ", draws " + str(draws))

        try:
            again = input("Another game? y/n ").strip().lower()
            while again != "y" and again != "n":
                again = input("Please type y or n: ").strip().lower()
        except EOFError:
            sys.exit()
        if again == "n":
            print("Goodbye")
            sys.exit()


main()
