# Pontoon - version 3 (cards have a rank and a suit)
# Cards are printed short with the suit symbol, e.g. Q♥ or 10♣.
# The computer's hand stays hidden (?? ??) until you have finished.
import random

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
STICK_AT = 15

SHORT_RANK = {"Ace": "A", "Two": "2", "Three": "3", "Four": "4", "Five": "5",
              "Six": "6", "Seven": "7", "Eight": "8", "Nine": "9", "Ten": "10",
              "Jack": "J", "Queen": "Q", "King": "K"}
SYMBOL = {"Clubs": "♣", "Diamonds": "♦", "Hearts": "♥", "Spades": "♠"}


class OutOfInput(Exception):
    pass


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        raise OutOfInput()


def random_card():
    return (random.choice(RANKS), random.choice(SUITS))


def card_value(card):
    rank = card[0]
    if rank == "Ace":
        return 1
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def hand_value(cards):
    total = 0
    for card in cards:
        total += card_value(card)
    return total


def card_name(card):
    return SHORT_RANK[card[0]] + SYMBOL[card[1]]


def show_cards(cards):
    return " ".join(card_name(c) for c in cards)


def computer_turn():
    cards = [random_card()]
    while hand_value(cards) < STICK_AT:
        cards.append(random_card())
    return cards


def player_turn():
    cards = [random_card()]
    while True:
        print("Computer: ?? ??")
        print("You:      " + show_cards(cards) + "   (" + str(hand_value(cards)) + ")")
        if hand_value(cards) > 21:
            print("BUST! You went over 21.")
            return cards
        choice = ask("Twist or stick? (t/s) ").strip().lower()
        if choice == "t":
            cards.append(random_card())
        elif choice == "s":
            return cards
        else:
            print("Type t to twist or s to stick.")


def decide_winner(computer_value, player_value):
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    if computer_value > player_value:
        return "computer"
    if player_value > computer_value:
        return "player"
    return "draw"


def print_scoreboard(score):
    print()
    print("SCOREBOARD")
    print("+" + "-" * 28 + "+")
    print("| " + "Who".ljust(16) + "Games won".ljust(11) + "|")
    print("+" + "-" * 28 + "+")
    print("| " + "You".ljust(16) + str(score["player"]).ljust(11) + "|")
    print("| " + "The computer".ljust(16) + str(score["computer"]).ljust(11) + "|")
    print("| " + "Draws".ljust(16) + str(score["draw"]).ljust(11) + "|")
    print("+" + "-" * 28 + "+")


def play_game(score):
    computer = computer_turn()
    print("The computer has taken its cards.")
    player = player_turn()
    cv = hand_value(computer)
    pv = hand_value(player)
    result = decide_winner(cv, pv)

    print()
    print("Computer has: " + show_cards(computer))
    print("Value: " + str(cv))
    print("Player has: " + show_cards(player))
    print("Value: " + str(pv))
    if result == "player":
        print("Player wins!")
    elif result == "computer":
        print("Computer wins!")
    else:
        print("It's a draw!")
    score[result] += 1
    print_scoreboard(score)


def play_again():
    while True:
        answer = ask("Play again? (y/n) ").strip().lower()
        if answer == "y":
            return True
        if answer == "n":
            return False
        print("Please type y or n.")


def main():
    score = {"player": 0, "computer": 0, "draw": 0}
    print("*** PONTOON ***")
    try:
        while True:
            play_game(score)
            if not play_again():
                break
    except OutOfInput:
        print()
    print("Goodbye!")


if __name__ == "__main__":
    main()
