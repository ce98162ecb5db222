import random
import sys


def main():
    you = 0
    dealer = 0
    while True:
        d = random.randint(1, 10)
        while d < 17:
            d += random.randint(1, 10)
        print("The dealer has finished drawing.")

        p = random.randint(1, 10)
        while p <= 21:
            print("Your score is " + str(p))
            try:
                a = input("Hit or stand? (h/s) ")
            except EOFError:
                print("bye", file=sys.stderr)
                sys.exit()
            a = a.strip().lower()
            if a == "h":
                p += random.randint(1, 10)
            elif a == "s":
                break
            else:
                print("please type h or s", file=sys.stderr)
        if p > 21:
            print("Too many! You are bust.", file=sys.stderr)

        print("Dealer has " + str(d) + ".")
        print("You have " + str(p) + ".")
        if d > 21 and p > 21:
            print("Nobody wins, you both went bust")
        elif d > 21:
            print("Dealer bust - you win!")
            you += 1
        elif p > 21:
            print("You lose!")
            dealer += 1
        elif p == d:
            print("It's a push")
        elif p > d:
            print("You win!")
            you += 1
        else:
            print("You lose!")
            dealer += 1
        print("Score - you " + str(you) + ", dealer " + str(dealer))

        try:
            a = input("Play again? (y/n) ")
        except EOFError:
            sys.exit()
        if a.strip().lower() == "n":
            sys.exit()


main()
