# Pontoon by Sam
import random

print("Welcome to Pontoon!")
print("Get closer to 21 than the dealer without going over.")
wins = 0
losses = 0

while True:
    print("-----")
    # the dealer plays first, in secret
    dealer = random.randint(1, 10)
    while dealer < 17:
        dealer = dealer + random.randint(1, 10)
    if dealer > 21:
        print("The dealer has gone bust!")

    me = random.randint(1, 10)
    while True:
        print("You have", me)
        try:
            choice = input("Hit or stand? [h/s] ").strip().lower()
        except EOFError:
            print()
            exit()
        if choice == "h":
            me = me + random.randint(1, 10)
            if me > 21:
                print("You have", me, "- bust!")
                break
        elif choice == "s":
            break
        else:
            print("Please type h or s.")

    print("-----")
    print("Dealer:", dealer)
    print("You:", me)
    if dealer > 21 and me > 21:
        print("You both went bust. It's a draw")
    elif dealer > 21:
        print("The dealer went bust. You win!")
        wins = wins + 1
    elif me > 21:
        print("The house wins")
        losses = losses + 1
    elif me > dealer:
        print("You win!")
        wins = wins + 1
    elif dealer > me:
        print("The house wins")
        losses = losses + 1
    else:
        print("It's a draw")
    print("Won", wins, "Lost", losses)
    print()
    again = ""
    while again != "y" and again != "n":
        try:
            again = input("Another game? y/n ").strip().lower()
        except EOFError:
            again = "n"
    if again == "n":
        break

print("Bye!")
exit()
