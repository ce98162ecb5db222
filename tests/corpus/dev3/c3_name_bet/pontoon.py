"""Pontoon, version 3: your name once, a bet before every game, chips won and lost."""
import random

VERSION = 3
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def random_card():
    return (random.choice(RANKS), random.choice(SUITS))


def card_name(card):
    return card[0] + " of " + card[1]


def hand_value(hand):
    return sum(min(RANKS.index(rank) + 1, 10) for rank, _ in hand)


def ask_bet(name, chips):
    while True:
        text = input(f"Your bet, {name} (1-{chips}): ").strip()
        if text.isdigit() and 1 <= int(text) <= chips:
            return int(text)
        print(f"A bet is a whole number from 1 to {chips}.")


def play_hand(name):
    dealer = [random_card()]
    while hand_value(dealer) < STICK_AT:
        dealer.append(random_card())
    player = [random_card()]
    while hand_value(player) <= 21:
        print(f"{name}, you hold {', '.join(card_name(c) for c in player)}.")
        move = input(f"{name}, twist or stick? ").strip().lower()
        if move in ("t", "twist"):
            player.append(random_card())
        elif move in ("s", "stick"):
            break
        else:
            print("Say twist or stick.")
    d, p = hand_value(dealer), hand_value(player)
    print(f"Dealer: {', '.join(card_name(c) for c in dealer)} ({d})")
    print(f"{name}: {', '.join(card_name(c) for c in player)} ({p})")
    if d > 21 and p > 21:
        print("Both bust. Nobody wins; your bet comes back.")
        return 0
    if p > 21:
        print("Bust. The dealer wins.")
        return -1
    if d > 21:
        print("The dealer is bust. You win!")
        return 1
    if p > d:
        print("You win!")
        return 1
    if d > p:
        print("The dealer wins.")
        return -1
    print("Equal hands. Nobody wins; your bet comes back.")
    return 0


def main():
    name = input("What is your name? ").strip() or "Player"
    chips = 100
    while chips > 0:
        bet = ask_bet(name, chips)
        chips += bet * play_hand(name)
        print(f"{name}, you have {chips} chips.")
        if chips == 0:
            print("No chips left.")
            break
        again = input(f"Play another hand, {name}? (yes/no) ").strip().lower()
        while again not in ("y", "yes", "n", "no"):
            again = input("Please answer yes or no: ").strip().lower()
        if again in ("n", "no"):
            break
    print(f"Goodbye, {name}. You leave with {chips} chips.")


try:
    main()
except EOFError:
    print()
