# Pontoon - version 1
# Cards are numbers from 1 to 10 (Ace = 1, pictures = 10).
# The computer plays first and keeps drawing until it has at least CPU_STOP.

import random

CPU_STOP = 19


def new_card():
    return random.randint(1, 10)


def as_sum(cards):
    # e.g. [5, 3, 10] -> "5 + 3 + 10 = 18"
    parts = []
    for c in cards:
        parts.append(str(c))
    return " + ".join(parts) + " = " + str(sum(cards))


def computer_plays():
    cards = [new_card()]
    while sum(cards) < CPU_STOP:
        cards.append(new_card())
    return cards


def player_plays():
    cards = [new_card()]
    while True:
        print("Your hand: " + as_sum(cards))
        if sum(cards) > 21:
            print("That's more than 21, you are bust.")
            return cards
        choice = input("Type more or stop: ").strip().lower()
        if choice == "more":
            cards.append(new_card())
        elif choice == "stop":
            return cards
        else:
            print("Sorry, please type 'more' or 'stop'.")


def who_wins(cpu, player):
    if player > 21:
        return "computer"
    if cpu > 21:
        return "player"
    if player > cpu:
        return "player"
    if cpu > player:
        return "computer"
    return "nobody"


def main():
    print("Let's play pontoon!")
    while True:
        print()
        cpu_cards = computer_plays()
        print("The computer has finished its turn.")
        my_cards = player_plays()

        print()
        print("***** Result *****")
        print("Computer's hand: " + as_sum(cpu_cards))
        print("Your hand:       " + as_sum(my_cards))
        w = who_wins(sum(cpu_cards), sum(my_cards))
        if w == "player":
            print("You win!")
        elif w == "computer":
            print("The computer wins.")
        else:
            print("It's a draw, nobody wins.")
        print("******************")

        answer = ""
        while answer != "yes" and answer != "no":
            answer = input("Play again? (yes/no) ").strip().lower()
        if answer == "no":
            break
    print("Goodbye.")


try:
    main()
except EOFError:
    pass
