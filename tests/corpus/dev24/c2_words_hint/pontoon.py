"""Pontoon, version 1 -- every total is spelled out in words."""
import random
import sys

DEALER_LIMIT = 12   # the dealer keeps drawing while under this

NUMBER_WORDS = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six",
    7: "seven", 8: "eight", 9: "nine", 10: "ten", 11: "eleven",
    12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen",
    16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen",
    20: "twenty", 21: "twenty-one", 22: "twenty-two", 23: "twenty-three",
    24: "twenty-four", 25: "twenty-five", 26: "twenty-six",
    27: "twenty-seven", 28: "twenty-eight", 29: "twenty-nine",
    30: "thirty", 31: "thirty-one",
}


def say(n):
    return NUMBER_WORDS[n]


def a_card(n):
    word = say(n)
    return ("an " if word[0] == "e" else "a ") + word


def deal_card():
    return random.randrange(1, 11)


def read(prompt):
    try:
        return input(prompt)
    except EOFError:
        print("\nNo more input - goodbye.")
        sys.exit(0)


def dealer_plays():
    total = deal_card()
    while total < DEALER_LIMIT:
        total += deal_card()
    return total


def player_plays():
    total = deal_card()
    print("Your first card is " + a_card(total) + ".")
    while True:
        print("You have " + say(total) + ".")
        if total < 17:
            print("Hint: you should hit")
        else:
            print("Hint: you should stand")
        choice = read("Hit or stand? ").strip().lower()
        if choice == "stand":
            return total
        if choice != "hit":
            print("Please type hit or stand.")
            continue
        card = deal_card()
        total += card
        print("You drew " + a_card(card) + ".")
        if total > 21:
            print("You have " + say(total) + ". That's bust!")
            return total


def winner(dealer, player):
    if dealer > 21 and player > 21:
        return "draw"
    if player > 21:
        return "dealer"
    if dealer > 21:
        return "player"
    if player > dealer:
        return "player"
    if dealer > player:
        return "dealer"
    return "draw"


def one_game():
    print("\n--- New game ---")
    dealer = dealer_plays()
    print("The dealer has played (hidden).")
    player = player_plays()
    print()
    print("Dealer's value: " + say(dealer))
    print("Your value: " + say(player))
    result = winner(dealer, player)
    if result == "player":
        print("You win!")
    elif result == "dealer":
        print("The dealer wins.")
    else:
        print("It's a draw.")


def again():
    while True:
        answer = read("Play again? (y/n) ").strip().lower()
        if answer in ("y", "n"):
            return answer == "y"
        print("Answer y or n.")


print("Welcome to Pontoon!")
keep_going = True
while keep_going:
    one_game()
    keep_going = again()
print("Thanks for playing.")
