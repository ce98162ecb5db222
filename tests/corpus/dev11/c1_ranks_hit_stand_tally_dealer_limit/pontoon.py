# Pontoon - assignment part 2 (cards are rank names, no suits)
# Aces are always worth 1. Jack/Queen/King are worth 10.

import random

DEALER_LIMIT = 16   # computer keeps taking cards while it has less than this

CARD_VALUES = {
    "Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
    "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
    "Jack": 10, "Queen": 10, "King": 10,
}
RANK_LIST = list(CARD_VALUES.keys())


def deal_card():
    return random.choice(RANK_LIST)


def total(hand):
    points = 0
    for card in hand:
        points = points + CARD_VALUES[card]
    return points


def computer_plays():
    hand = [deal_card()]
    while total(hand) < DEALER_LIMIT:
        hand.append(deal_card())
    return hand


def player_plays():
    hand = [deal_card()]
    while True:
        print("Your hand:", ", ".join(hand), "(total " + str(total(hand)) + ")")
        if total(hand) > 21:
            print("Oh no, you went over 21. Bust!")
            break
        choice = input("hit or stand? ").strip().lower()
        while choice != "hit" and choice != "stand":
            print("Type hit or stand please.")
            choice = input("hit or stand? ").strip().lower()
        if choice == "stand":
            break
        hand.append(deal_card())
    return hand


def who_won(comp, me):
    # returns "you", "computer" or "draw"
    if comp > 21 and me > 21:
        return "draw"
    if comp > 21:
        return "you"
    if me > 21:
        return "computer"
    if comp == me:
        return "draw"
    if me > comp:
        return "you"
    return "computer"


def main():
    wins = 0
    losses = 0
    draws = 0
    print("Welcome to Pontoon!")
    playing = True
    while playing:
        print()
        print("The computer is taking its cards...")
        comp_hand = computer_plays()
        print("The computer is done. Your turn.")
        my_hand = player_plays()

        comp_total = total(comp_hand)
        my_total = total(my_hand)
        print()
        print("*** Results ***")
        print("Computer had:", ", ".join(comp_hand), "=", comp_total)
        print("You had:", ", ".join(my_hand), "=", my_total)
        winner = who_won(comp_total, my_total)
        if winner == "you":
            print("You win!")
            wins += 1
        elif winner == "computer":
            print("The computer wins.")
            losses += 1
        else:
            print("It's a draw.")
            draws += 1
        print("Score so far - You: " + str(wins) + "  Computer: " + str(losses) + "  Draws: " + str(draws))

        answer = input("Another round? [yes/no] ").strip().lower()
        while answer not in ("yes", "no", "y", "n"):
            answer = input("Another round? [yes/no] ").strip().lower()
        if answer == "no" or answer == "n":
            playing = False
    print("Thanks for playing!")


try:
    main()
except EOFError:
    print()
