import random

computer = 0
player = 0
answer = ""
result = ""
playing = True


def main():
    global computer, player, answer, result, playing
    try:
        while playing:
            computer = random.randint(1, 10)
            while computer < 15:
                computer = computer + random.randint(1, 10)
            print("The computer has had its turn.")
            player = random.randint(1, 10)
            while player <= 21:
                print("You have", player)
                answer = input("Do you want another card? ").strip().lower()
                if answer == "yes":
                    player = player + random.randint(1, 10)
                elif answer == "no":
                    break
            if player > 21:
                print("You have", player, "so you are bust")
            if computer > 21 and player > 21:
                result = "Nobody won"
            elif player > 21:
                result = "Computer won"
            elif computer > 21:
                result = "You won"
            elif computer == player:
                result = "Nobody won"
            elif player > computer:
                result = "You won"
            else:
                result = "Computer won"
            print("Computer:", computer, "You:", player, result)
            answer = ""
            while answer != "yes" and answer != "no":
                answer = input("Play again? ").strip().lower()
            if answer == "no":
                playing = False
    except EOFError:
        print()


main()
