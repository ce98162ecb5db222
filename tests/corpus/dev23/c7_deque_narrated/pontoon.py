"""Pontoon, version 4: one shuffled 52-card deck per game.

The deck is a collections.deque; cards come off the top with popleft().
The dealer plays first, face down, and its cards are turned over one by
one after the player has finished.
"""
import random
import sys
import time
from collections import deque

VERSION = 4
STICK_AT = 21

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

PAUSE = 0.3


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck():
    cards = new_deck()
    random.shuffle(cards)
    return deque(cards)


def deal(deck):
    if not deck:
        print("(The deck is empty - shuffling a new one.)")
        deck.extend(shuffled_deck())
    return deck.popleft()


def card_value(card):
    return min(RANKS.index(card[0]) + 1, 10)


def card_name(card):
    return f"{card[0]} of {card[1]}"


def hand_value(cards):
    return sum(card_value(card) for card in cards)


def list_cards(cards):
    return ", ".join(card_name(card) for card in cards)


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        print("No more input - goodbye!")
        sys.exit(0)


def dealer_turn(deck):
    cards = [deal(deck)]
    while hand_value(cards) < STICK_AT:
        cards.append(deal(deck))
    return cards


def player_turn(deck, name):
    cards = [deal(deck)]
    while True:
        print(f"{name}, your cards: {list_cards(cards)} (worth {hand_value(cards)})")
        if hand_value(cards) > 21:
            print("That's over 21 - you're bust!")
            return cards
        answer = ask("card or enough? ").strip().lower()
        if answer == "card":
            cards.append(deal(deck))
        elif answer == "enough":
            return cards
        else:
            print("Please type 'card' for another card or 'enough' to stop.")


def reveal(dealer):
    print("The dealer turns over its hand...")
    for card in dealer:
        time.sleep(PAUSE)
        print(f"  ...the {card_name(card)}")
    time.sleep(PAUSE)


def decide_winner(dealer_value, player_value):
    if dealer_value > 21 and player_value > 21:
        return "draw"
    if dealer_value > 21:
        return "player"
    if player_value > 21:
        return "dealer"
    if dealer_value == player_value:
        return "draw"
    return "player" if player_value > dealer_value else "dealer"


def play_game(name, deck):
    dealer = dealer_turn(deck)
    print("The dealer has played its hand face down.")
    player = player_turn(deck, name)
    print()
    reveal(dealer)
    print()
    print("--- Result ---")
    print(f"Dealer has: {list_cards(dealer)}")
    print(f"Value: {hand_value(dealer)}")
    print(f"{name} has: {list_cards(player)}")
    print(f"Value: {hand_value(player)}")
    winner = decide_winner(hand_value(dealer), hand_value(player))
    if winner == "player":
        print(f"{name} wins!")
    elif winner == "dealer":
        print("The dealer wins!")
    else:
        print("It's a draw - nobody wins.")
    return winner


def play_again():
    while True:
        answer = ask("Play again? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y or n.")


def main():
    name = ask("Name? ").strip() or "Player"
    print(f"Welcome to pontoon, {name}! The dealer stops drawing at {STICK_AT} or more.")
    while True:
        print()
        deck = shuffled_deck()
        print("Shuffling a fresh deck...")
        play_game(name, deck)
        if not play_again():
            print(f"Thanks for playing, {name}!")
            break


if __name__ == "__main__":
    main()
