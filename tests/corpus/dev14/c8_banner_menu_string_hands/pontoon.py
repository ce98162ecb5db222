"""Pontoon (version 2) - coursework submission.

I keep each hand as a string of card codes like "7,K,2" and split it
back up whenever I need the value or the names of the cards.
"""
import random

BANNER = r"""
 ____   ___  _   _ _____ ___   ___  _   _
|  _ \ / _ \| \ | |_   _/ _ \ / _ \| \ | |
| |_) | | | |  \| | | || | | | | | |  \| |
|  __/| |_| | |\  | | || |_| | |_| | |\  |
|_|    \___/|_| \_| |_| \___/ \___/|_| \_|
"""

MENU = """+----------------------------------+
|            M E N U               |
|  t  = twist (take another card)  |
|  s  = stick (keep what you have) |
|  Aces are worth 1, pictures 10   |
+----------------------------------+"""

COMPUTER_STICKS_AT = 16

CODES = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
NAMES = {"A": "Ace", "2": "Two", "3": "Three", "4": "Four", "5": "Five",
         "6": "Six", "7": "Seven", "8": "Eight", "9": "Nine", "10": "Ten",
         "J": "Jack", "Q": "Queen", "K": "King"}


def ask(prompt):
    """input() but stop the program quietly if there is no more input."""
    try:
        return input(prompt)
    except EOFError:
        print()
        print("Bye!")
        raise SystemExit(0)


def add_card(hand):
    """Take a random card and stick its code on the end of the hand string."""
    code = random.choice(CODES)
    if hand == "":
        return code
    return hand + "," + code


def value_of(hand):
    total = 0
    for code in hand.split(","):
        if code == "A":
            total += 1
        elif code in ("J", "Q", "K"):
            total += 10
        else:
            total += int(code)
    return total


def spell(hand):
    words = []
    for code in hand.split(","):
        words.append(NAMES[code])
    return ", ".join(words)


def computer_go():
    hand = add_card("")
    while value_of(hand) < COMPUTER_STICKS_AT:
        hand = add_card(hand)
    return hand


def player_go():
    hand = add_card("")
    while True:
        print("Your cards: " + spell(hand) + "  (value " + str(value_of(hand)) + ")")
        if value_of(hand) > 21:
            print("Oh no, you are bust!")
            return hand
        choice = ask("Twist or stick? (t/s) ").strip().lower()
        if choice == "t":
            hand = add_card(hand)
        elif choice == "s":
            return hand
        else:
            print("I don't understand, type t or s.")


def winner(comp, me):
    if comp > 21 and me > 21:
        return "Both bust - it's a draw!"
    if comp > 21:
        return "Player wins!"
    if me > 21:
        return "Computer wins!"
    if comp > me:
        return "Computer wins!"
    if me > comp:
        return "Player wins!"
    return "It's a draw!"


def one_game(number):
    print(BANNER)
    print("Game number " + str(number))
    print(MENU)
    computer_hand = computer_go()
    print("The computer has played. Your turn!")
    player_hand = player_go()

    print()
    print("=" * 36)
    comp_cards = computer_hand.split(",")
    print("Computer has: " + ", ".join(NAMES[c] for c in comp_cards))
    print("Value: " + str(value_of(computer_hand)))
    print("Player has: " + spell(player_hand))
    print("Value: " + str(value_of(player_hand)))
    print(winner(value_of(computer_hand), value_of(player_hand)))
    print("=" * 36)


def main():
    number = 1
    while True:
        one_game(number)
        while True:
            again = ask("Play again? (y/n) ").strip().lower()
            if again in ("y", "yes", "n", "no"):
                break
            print("Please answer y or n.")
        if again.startswith("n"):
            print("Thanks for playing Pontoon!")
            break
        number += 1


main()
