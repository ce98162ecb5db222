"""Pontoon at the casino table, version 3: chips, a bet, hit/stand; the dealer draws to 17 after you."""
import random

VERSION = 3
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def random_card():
    return random.choice(RANKS), random.choice(SUITS)


def card_value(card):
    return min(RANKS.index(card[0]) + 1, 10)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def names(cards):
    return ", ".join(f"{rank} of {suit}" for rank, suit in cards)


def dealer_draws():
    cards = [random_card()]
    while hand_value(cards) < STICK_AT:
        cards.append(random_card())
    return cards


def player_draws():
    cards = [random_card()]
    while hand_value(cards) <= 21:
        print(f"You hold {names(cards)} ({hand_value(cards)})")
        choice = input("Hit or stand? ").strip().lower()
        if choice in ("hit", "h"):
            cards.append(random_card())
        elif choice in ("stand", "s"):
            break
        else:
            print("Hit or stand only.")
    return cards


def settle(dealer, player, bet):
    d, p = hand_value(dealer), hand_value(player)
    print(f"Dealer has: {names(dealer)}")
    print(f"Value: {d}")
    print(f"Player has: {names(player)}")
    print(f"Value: {p}")
    if d > 21 and p > 21:
        print("Draw!")
        return 0
    if p > 21 or (d <= 21 and d > p):
        print("Dealer wins!")
        return -bet
    if d > 21 or p > d:
        print("Player wins!")
        return bet
    print("Draw!")
    return 0


def main():
    bank = 200
    while True:
        bet = input(f"Bank {bank}. Bet (default 10): ").strip()
        bet = int(bet) if bet.isdigit() and 0 < int(bet) <= bank else min(10, bank)
        player = player_draws()
        dealer = dealer_draws()
        bank += settle(dealer, player, bet)
        if bank <= 0:
            print("You are out of chips: the bank gives you 200 more.")
            bank = 200
        again = input("Play again? (y/n) ").strip().lower()
        while again not in ("y", "n"):
            again = input("Play again? (y/n) ").strip().lower()
        if again == "n":
            return


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print("Goodbye.")
