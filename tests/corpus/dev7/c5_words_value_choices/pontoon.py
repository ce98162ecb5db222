# Pontoon, version 1. Cards are the numbers 1 to 10 (1 is the Ace).
# During your turn your total is told in words.
import random

VERSION = 1
STICK_AT = 17
SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
TENS = {2: "twenty", 3: "thirty", 4: "forty"}


def in_words(n):
    if n < 20:
        return SMALL[n]
    tens, ones = divmod(n, 10)
    if ones == 0:
        return TENS[tens]
    return TENS[tens] + "-" + SMALL[ones]


def deal():
    return random.choices(range(1, 11))[0]


def computer_plays():
    total = deal()
    while total < STICK_AT:
        total += deal()
    return total


def player_plays():
    total = deal()
    while total <= 21:
        print(f"You hold {in_words(total)}.")
        choice = input("Twist or stick? (t/s) ").strip().lower()
        if choice == "t":
            card = deal()
            print(f"In comes {in_words(card)}.")
            total += card
        elif choice == "s":
            return total
        else:
            print("That was not t or s.")
    print(f"You hold {in_words(total)}: bust!")
    return total


def show_table(computer, player):
    print("+--------------+-------+")
    print(f"| {'Computer':<12} | {computer:>5} |")
    print(f"| {'You':<12} | {player:>5} |")
    print("+--------------+-------+")
    if computer > 21 and player > 21:
        print("Nobody wins: both bust.")
    elif player > 21:
        print("The computer wins.")
    elif computer > 21:
        print("You win.")
    elif computer == player:
        print("Nobody wins: a draw.")
    elif player > computer:
        print("You win.")
    else:
        print("The computer wins.")


def main():
    while True:
        computer = computer_plays()
        player = player_plays()
        show_table(computer, player)
        again = input("Play again? (y/n) ").strip().lower()
        while again not in ("y", "n"):
            again = input("Please answer y or n. Play again? (y/n) ").strip().lower()
        if again == "n":
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        pass
