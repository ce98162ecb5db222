# Pontoon - version 3
# A card is a two character code: rank letter + suit letter, e.g. "7H", "KS", "TD" (T = ten), "AC".
import random
import sys

STICK_AT = 16

RANK_NAMES = {
    "A": "Ace", "2": "Two", "3": "Three", "4": "Four", "5": "Five",
    "6": "Six", "7": "Seven", "8": "Eight", "9": "Nine", "T": "Ten",
    "J": "Jack", "Q": "Queen", "K": "King",
}
SUIT_NAMES = {"H": "Hearts", "D": "Diamonds", "C": "Clubs", "S": "Spades"}


def get_input(prompt):
    """input() that ends the program quietly when the input runs out."""
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)


def deal_card():
    return random.choice("A23456789TJQK") + random.choice("HDCS")


def card_value(card):
    rank = card[0]
    if rank == "A":
        return 1
    if rank == "Q":
        return 12
    if rank in "TJQK":
        return 10
    return int(rank)


def hand_total(hand):
    total = 0
    for card in hand:
        total += card_value(card)
    return total


def short_code(card):
    if card[0] == "T":
        return "10" + card[1]
    return card


def full_name(card):
    return RANK_NAMES[card[0]] + " of " + SUIT_NAMES[card[1]]


def show_hand_codes(hand):
    return "[" + ", ".join(short_code(c) for c in hand) + "]"


def computer_plays():
    hand = [deal_card()]
    while hand_total(hand) < STICK_AT:
        hand.append(deal_card())
    return hand


def player_plays():
    hand = [deal_card()]
    while True:
        print("Your hand: " + show_hand_codes(hand) + "  total: " + str(hand_total(hand)))
        if hand_total(hand) > 21:
            print("Bust!")
            return hand
        choice = get_input("(t)wist or (s)tick? ").strip().lower()
        while choice not in ("t", "s"):
            print("Please type t or s.")
            choice = get_input("(t)wist or (s)tick? ").strip().lower()
        if choice == "s":
            return hand
        hand.append(deal_card())


def winner(computer_total, player_total):
    if computer_total > 21 and player_total > 21:
        return "draw"
    if player_total > 21:
        return "computer"
    if computer_total > 21:
        return "player"
    if computer_total == player_total:
        return "draw"
    if player_total > computer_total:
        return "player"
    return "computer"


def play_round():
    print()
    print("The computer takes its cards...")
    computer = computer_plays()
    print("The computer has finished. Your turn.")
    player = player_plays()
    c_total = hand_total(computer)
    p_total = hand_total(player)
    print()
    print("===== RESULT =====")
    print("Computer's hand: " + ", ".join(full_name(c) for c in computer))
    print("Computer's total: " + str(c_total))
    print("Your hand: " + ", ".join(full_name(c) for c in player))
    print("Your total: " + str(p_total))
    result = winner(c_total, p_total)
    if result == "player":
        print("You win!")
    elif result == "computer":
        print("The computer wins!")
    else:
        print("It's a draw - nobody wins.")
    print("==================")


def main():
    print("Welcome to Pontoon!")
    while True:
        play_round()
        again = get_input("Play again? (y/n) ").strip().lower()
        while again not in ("y", "n"):
            again = get_input("Please answer y or n. Play again? (y/n) ").strip().lower()
        if again == "n":
            print("Thanks for playing!")
            break


if __name__ == "__main__":
    main()
