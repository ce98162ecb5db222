# Pontoon by Sam - version 1
import random

dealer_total = 0
my_total = 0


def deal():
    return random.randint(1, 10)


def dealer_turn():
    global dealer_total
    dealer_total = deal()
    while dealer_total < 17:
        dealer_total = dealer_total + deal()


while True:
    dealer_turn()
    my_total = deal()
    while True:
        print("You have " + str(my_total))
        print("Twist or stick? (t/s)")
        try:
            choice = input()
        except EOFError:
            raise SystemExit
        choice = choice.strip().lower()
        if choice == "t":
            my_total = my_total + deal()
            if my_total > 21:
                print("Bust! You have " + str(my_total))
                break
        elif choice == "s":
            break
        else:
            print("I don't understand, type t or s")

    print("********************")
    print("Dealer total: " + str(dealer_total))
    print("Your total: " + str(my_total))
    if dealer_total > 21 and my_total > 21:
        print("You both went bust - it's a draw")
    elif dealer_total > 21:
        print("The dealer went bust, you win!")
    elif my_total > 21:
        print("You went bust, the dealer wins")
    elif my_total == dealer_total:
        print("It's a draw")
    elif my_total > dealer_total:
        print("You win!")
    else:
        print("The dealer wins")
    print("********************")
    print()

    print("Play again? (y/n)")
    try:
        again = input()
    except EOFError:
        raise SystemExit
    if again.strip().lower() != "y":
        break

print("Thanks for playing")
