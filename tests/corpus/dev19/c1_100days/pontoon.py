# Pontoon - a simple game of Twenty-One
# Day 11 capstone project, adapted to the pontoon rules:
#   - everybody starts with ONE card
#   - an ace (the 1) is always worth 1
#   - the computer plays first and draws until it has at least 17

import random
import sys

logo = r"""
 ____             _
|  _ \ ___  _ __ | |_ ___   ___  _ __
| |_) / _ \| '_ \| __/ _ \ / _ \| '_ \
|  __/ (_) | | | | || (_) | (_) | | | |
|_|   \___/|_| |_|\__\___/ \___/|_| |_|
"""

cards = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]


def clear():
    """Clears the screen (ANSI escape code)."""
    print("\033[H\033[2J", end="")


def get_input(prompt):
    """input() that quits the program quietly when the input runs out."""
    try:
        return input(prompt)
    except EOFError:
        sys.exit()


def deal_card():
    """Returns a random card from the deck."""
    card = random.choice(cards)
    return card


def calculate_score(hand):
    """Take a list of cards and return the score calculated from the cards."""
    return sum(hand)


def compare(user_score, computer_score):
    if user_score > 21 and computer_score > 21:
        return "You both went over. Draw 🙃"
    if user_score > 21:
        return "You went over. You lose 😭"
    if computer_score > 21:
        return "Opponent went over. You win 😁"
    if user_score == computer_score:
        return "Draw 🙃"
    if user_score > computer_score:
        return "You win 😃"
    return "You lose 😤"


def ask_twist():
    """Asks until the user types y or n. Returns True for another card."""
    while True:
        answer = get_input("Type 'y' to get another card, type 'n' to pass: ").strip().lower()
        if answer == "y":
            return True
        if answer == "n":
            return False
        print("Sorry, I didn't get that.")


def play_game():
    clear()
    print(logo)

    # The computer plays its whole turn first, in secret.
    computer_cards = [deal_card()]
    while calculate_score(computer_cards) < 17:
        computer_cards.append(deal_card())
    computer_score = calculate_score(computer_cards)
    print("The computer has played its hand.")

    # Now it's the user's turn.
    user_cards = [deal_card()]
    is_game_over = False
    while not is_game_over:
        user_score = calculate_score(user_cards)
        print(f"   Your cards: {user_cards}, current score: {user_score}")
        if user_score > 21:
            is_game_over = True
        else:
            if ask_twist():
                user_cards.append(deal_card())
            else:
                is_game_over = True

    print(f"   Your final hand: {user_cards}, final score: {user_score}")
    print(f"   Computer's final hand: {computer_cards}, final score: {computer_score}")
    print(compare(user_score, computer_score))


def want_to_play():
    while True:
        answer = get_input("Do you want to play a game of Pontoon? Type 'y' or 'n': ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False


while want_to_play():
    play_game()
