"""Pontoon v2 in colour: the dealer's cards are turned over one by one; play again by recursion."""
import random
import time

RED = "\033[31m"
GREEN = "\033[32m"
BOLD = "\033[1m"
END = "\033[0m"
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]


def value(hand):
    return sum(min(RANKS.index(rank) + 1, 10) for rank in hand)


def game():
    dealer = [random.choice(RANKS)]
    while value(dealer) < 17:
        dealer.append(random.choice(RANKS))
    hand = [random.choice(RANKS)]
    while value(dealer) <= 21:
        print(BOLD + "You: " + END + ", ".join(hand))
        if value(hand) > 21:
            print(RED + "Bust!" + END)
            break
        answer = input("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            hand.append(random.choice(RANKS))
        elif answer == "s":
            break
    print(BOLD + "Dealer turns over:" + END)
    for card in dealer:
        time.sleep(0.05)
        print("  " + card)
    print("Dealer: " + ", ".join(dealer) + " = " + str(value(dealer)))
    print("You: " + ", ".join(hand) + " = " + str(value(hand)))
    d, p = value(dealer), value(hand)
    if d > 21 and p > 21:
        print(BOLD + "A draw: both bust." + END)
    elif p > 21:
        print(RED + "Dealer wins." + END)
    elif d > 21:
        print(GREEN + "You win!" + END)
    elif p > d:
        print(GREEN + "You win!" + END)
    elif d > p:
        print(RED + "Dealer wins." + END)
    else:
        print(BOLD + "A draw." + END)
    play_again()


def play_again():
    again = input("Play again? (y/n) ").strip().lower()
    if again == "y":
        game()
    elif again != "n":
        play_again()


try:
    game()
except EOFError:
    pass
