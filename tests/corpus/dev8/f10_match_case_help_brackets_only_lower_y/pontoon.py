"""Pontoon, version 2 - cards are rank names (no suits).

The Computer goes first and keeps its hand hidden. Then you take cards
until you stop or go over 21.
"""
import random

COMPUTER_STOPS = 17

CARD_VALUES = {
    "Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
    "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
    "Jack": 10, "Queen": 10, "King": 10,
}

SHORT_NAMES = {
    "Ace": "A", "Two": "2", "Three": "3", "Four": "4", "Five": "5", "Six": "6",
    "Seven": "7", "Eight": "8", "Nine": "9", "Ten": "10",
    "Jack": "J", "Queen": "Q", "King": "K",
}

HELP_TEXT = """  y  -> take another card
  n  -> stop with the cards you have
  Two to Ten count their number, Jack/Queen/King count 10, an Ace counts 1.
  Over 21 is bust."""


def deal():
    return random.choice(list(CARD_VALUES))


def score(hand):
    return sum(CARD_VALUES[card] for card in hand)


def describe(hand):
    short = ", ".join(SHORT_NAMES[card] for card in hand)
    names = ", ".join(hand)
    return f"[{short}] {names} -> {score(hand)}"


def computer_turn():
    hand = [deal()]
    while score(hand) < COMPUTER_STOPS:
        hand.append(deal())
    return hand


def player_turn():
    hand = [deal()]
    while score(hand) <= 21:
        print(f"You: {describe(hand)}")
        match input("Another card? y/n: ").strip():
            case "y":
                hand.append(deal())
            case "?":
                print(HELP_TEXT)
            case _:
                return hand
    print(f"You: {describe(hand)}  BUST!")
    return hand


def decide(computer, player):
    match (computer > 21, player > 21):
        case (True, True):
            return "draw"
        case (False, True):
            return "computer"
        case (True, False):
            return "player"
    if player > computer:
        return "player"
    if computer > player:
        return "computer"
    return "draw"


def play_round():
    computer = computer_turn()
    print("The Computer has finished its turn.")
    player = player_turn()
    print()
    print("=== Result ===")
    print(f"Computer: {describe(computer)}")
    print(f"You: {describe(player)}")
    match decide(score(computer), score(player)):
        case "player":
            print("You win!")
        case "computer":
            print("The Computer wins.")
        case "draw":
            print("It's a draw.")


def again():
    while True:
        match input("(p)lay again or (q)uit ").strip().lower():
            case "p":
                return True
            case "q":
                return False
            case _:
                print("Type p or q.")


def main():
    print("Pontoon against the Computer")
    while True:
        play_round()
        if not again():
            print("Goodbye!")
            break
        print()


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
