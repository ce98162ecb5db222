# Pontoon - version 1 (cards are just numbers 1 to 10)
import random

STICK_AT = 16  # the croupier keeps drawing while under this


def new_card():
    return random.choices(range(1, 11))[0]


print("Welcome to Pontoon!")
print("Get closer to 21 than the croupier without going over. Aces are worth 1.")

try:
    while True:
        print()
        # the croupier plays the whole hand first, in secret
        croupier = [new_card()]
        while sum(croupier) < STICK_AT:
            croupier.append(new_card())
        print("The croupier has played.")

        player = [new_card()]
        while True:
            print()
            print("Croupier: ?? (hidden)")
            print("Your value:", sum(player))
            if sum(player) > 21:
                print("Bust!")
                break
            print("Twist or stick? (t/s)")
            answer = input().strip().lower()
            while answer not in ("t", "s") or (answer == "s" and sum(player) < 12):
                if answer == "s":
                    print("You can't stick on less than 12.")
                else:
                    print("Please type t or s.")
                print("Twist or stick? (t/s)")
                answer = input().strip().lower()
            if answer == "s":
                break
            card = new_card()
            player.append(card)
            print("You got a", card)

        c = sum(croupier)
        p = sum(player)
        print()
        print("----- Result -----")
        print("Croupier's value:", c)
        print("Your value:", p)
        if c > 21 and p > 21:
            print("You both went bust - it's a draw!")
        elif c > 21:
            print("The croupier went bust - you win!")
        elif p > 21:
            print("You went bust - the croupier wins!")
        elif c == p:
            print("It's a draw!")
        elif p > c:
            print("You win!")
        else:
            print("The croupier wins!")
        print("------------------")

        print()
        print("Again? y/n")
        again = input().strip().lower()
        while again not in ("y", "yes", "n", "no"):
            print("Please type y or n.")
            print("Again? y/n")
            again = input().strip().lower()
        if again in ("n", "no"):
            print("Thanks for playing!")
            break
except EOFError:
    pass
