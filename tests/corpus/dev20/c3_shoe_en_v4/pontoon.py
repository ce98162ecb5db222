"""Pontoon, version 4: real cards dealt from a shuffled 52-card deck."""
import random
import sys

VERSION = 4
STICK_AT = 18  # the dealer draws while under this

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

LETTER = {"Ace": "A", "Two": "2", "Three": "3", "Four": "4", "Five": "5",
          "Six": "6", "Seven": "7", "Eight": "8", "Nine": "9", "Ten": "10",
          "Jack": "J", "Queen": "Q", "King": "K"}
SYMBOL = {"Clubs": "♣", "Diamonds": "♦", "Hearts": "♥", "Spades": "♠"}
VALUE = {rank: min(i + 1, 10) for i, rank in enumerate(RANKS)}  # Ace = 1

# the deck is built once; every game shuffles a fresh copy of it
DECK = [(rank, suit) for suit in SUITS for rank in RANKS]


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)


def short(card):
    rank, suit = card
    return LETTER[rank] + SYMBOL[suit]


def long_name(card):
    rank, suit = card
    return f"{rank} of {suit}"


def total(hand):
    return sum(VALUE[rank] for rank, suit in hand)


def dealer_turn(shoe):
    hand = [shoe.pop()]
    while total(hand) < STICK_AT:
        hand.append(shoe.pop())
    return hand


def player_turn(shoe):
    hand = [shoe.pop()]
    while True:
        print(f"Your cards: {' '.join(short(c) for c in hand)}  ({total(hand)})")
        if total(hand) > 21:
            print("Bust!")
            return hand
        while True:
            answer = ask("Hit or stand? (h/s): ").strip().lower()
            if answer in ("h", "hit"):
                break
            if answer in ("s", "stand"):
                return hand
            print("Please answer hit or stand.")
        hand.append(shoe.pop())
        print(f"You are dealt {short(hand[-1])}")


def decide(dealer, player):
    if dealer > 21 and player > 21:
        return "draw"
    if dealer > 21:
        return "player"
    if player > 21:
        return "dealer"
    if dealer == player:
        return "draw"
    return "player" if player > dealer else "dealer"


def play_round():
    shoe = random.sample(DECK, len(DECK))
    print()
    print("The dealer plays first...")
    dealer = dealer_turn(shoe)
    print("The dealer has finished. Your turn.")
    player = player_turn(shoe)
    d, p = total(dealer), total(player)
    print()
    print("=" * 40)
    print("Dealer's hand: " + ", ".join(long_name(c) for c in dealer))
    print(f"Dealer's total: {d}")
    print("Your hand: " + ", ".join(long_name(c) for c in player))
    print(f"Your total: {p}")
    result = decide(d, p)
    if result == "player":
        print("You win!")
    elif result == "dealer":
        print("The dealer wins.")
    else:
        print("It's a draw.")
    print("=" * 40)


def main():
    print("Welcome to Pontoon!")
    while True:
        play_round()
        while True:
            again = ask("Play again? (y/n): ").strip().lower()
            if again in ("y", "yes", "n", "no"):
                break
            print("Please answer y or n.")
        if again in ("n", "no"):
            print("Goodbye!")
            return


if __name__ == "__main__":
    main()
