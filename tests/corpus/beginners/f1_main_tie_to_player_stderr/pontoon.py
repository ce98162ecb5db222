import random
import sys

STICK_AT = 17


def main():
    while True:
        computer = random.randint(1, 10)
        while computer < STICK_AT:
            computer = computer + random.randint(1, 10)

        player = random.randint(1, 10)
        print("You start with " + str(player))
        while True:
            try:
                move = input("Twist or stick? (t/s) ")
            except EOFError:
                sys.exit()
            move = move.strip().lower()
            if move == "s":
                break
            if move != "t":
                print("t or s only", file=sys.stderr)
                continue
            player = player + random.randint(1, 10)
            print("You now have " + str(player))
            if player > 21:
                print("Bust!", file=sys.stderr)
                break

        print("Computer: " + str(computer) + "   You: " + str(player))
        if computer > 21 and player > 21:
            print("Draw")
        elif computer > 21:
            print("You win")
        elif player > 21:
            print("Computer wins")
        elif player >= computer:        # a tie goes to the player
            print("You win")
        else:
            print("Computer wins")

        try:
            again = input("Again? (y/n) ")
        except EOFError:
            sys.exit()
        if again.strip().lower() != "y":
            sys.exit()


if __name__ == "__main__":
    main()
