"""Pontoon, version 4: one shuffled 52-card deck per game.

The computer plays first, secretly, drawing until its hand is worth 17 or more.
Then you play: 1 to twist (take a card), 2 to stick.  Aces count 1.
"""
import random
import sys

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

VALUES = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
          "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
          "Jack": 10, "Queen": 10, "King": 10}

DEALER_STANDS_ON = 17

# Unicode "Playing Cards" block: one row of 16 code points per suit.
SUIT_BASE = {"Spades": 0x1F0A0, "Hearts": 0x1F0B0,
             "Diamonds": 0x1F0C0, "Clubs": 0x1F0D0}
RANK_OFFSET = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5,
               "Six": 6, "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
               "Jack": 11, "Queen": 13, "King": 14}   # 12 is the Knight


def glyph(card):
    rank, suit = card
    return chr(SUIT_BASE[suit] + RANK_OFFSET[rank])


def name(card):
    rank, suit = card
    return f"{rank} of {suit}"


def value(hand):
    return sum(VALUES[rank] for rank, suit in hand)


def build_deck():
    deck = [(rank, suit) for suit in SUITS for rank in RANKS]
    random.shuffle(deck)
    return deck


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def choose():
    """Numbered menu; returns True to twist, False to stick."""
    while True:
        print("1. Twist")
        print("2. Stick")
        choice = ask("> ").strip()
        if choice == "1":
            return True
        if choice == "2":
            return False
        print("Please type 1 or 2.")


def winner(computer, player):
    if computer > 21 and player > 21:
        return "draw"
    if player > 21:
        return "computer"
    if computer > 21:
        return "player"
    if player > computer:
        return "player"
    if computer > player:
        return "computer"
    return "draw"


def play_round():
    deck = build_deck()

    # computer's turn (nothing is shown)
    computer = [deck.pop(0)]
    while value(computer) < DEALER_STANDS_ON:
        computer.append(deck.pop(0))
    print("The computer has taken its cards.")

    # player's turn
    player = [deck.pop(0)]
    while value(computer) <= 21:
        print("Your hand: " + " ".join(glyph(c) for c in player))
        if value(player) > 21:
            print("Bust!")
            break
        if choose():
            player.append(deck.pop(0))
        else:
            break

    # result
    c, p = value(computer), value(player)
    print()
    print("=" * 40)
    print("Computer's hand: " + ", ".join(name(x) for x in computer) + f"  (value {c})")
    print("Your hand: " + ", ".join(name(x) for x in player) + f"  (value {p})")
    result = winner(c, p)
    if result == "player":
        print("You win!")
    elif result == "computer":
        print("The computer wins.")
    else:
        print("It's a draw.")
    print("=" * 40)


def again():
    while True:
        answer = ask("Another round? [Y/n] ").strip().lower()
        if answer in ("", "y", "yes"):
            return True
        if answer in ("n", "no"):
            return False


def main():
    print("Welcome to Pontoon!")
    while True:
        play_round()
        if not again():
            print("Thanks for playing.")
            break


if __name__ == "__main__":
    main()
