#!/usr/bin/env python3
# Pontoon against Dealer Bot.
# Dealer Bot plays its whole hand first (you don't see it), then you ask for
# "more" cards or say "enough". Aces are always worth 1.
import random
import sys

VERSION = 2
STICK_AT = 16

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


def draw_card():
    return random.choice(RANKS)


def card_value(rank):
    i = RANKS.index(rank)
    if i >= 9:
        return 10
    return i + 1


def hand_value(hand):
    total = 0
    for rank in hand:
        total += card_value(rank)
    return total


def hand_text(hand):
    return ", ".join(hand)


def prompt(text):
    print(text, end="", flush=True)


def dealer_turn():
    hand = [draw_card()]
    while hand_value(hand) < STICK_AT:
        if hand_value(hand) == STICK_AT - 1 and len(hand) >= 3:
            break  # one short with three cards already: good enough
        hand.append(draw_card())
    return hand


def player_turn():
    """Returns the player's hand, or None if the input ran out."""
    hand = [draw_card()]
    print("Your cards: " + hand_text(hand) + " (" + str(hand_value(hand)) + ")")
    prompt("more or enough? ")
    for line in sys.stdin:
        answer = line.strip().lower()
        if answer == "more":
            card = draw_card()
            hand.append(card)
            print("You get a " + card + ".")
            print("Your cards: " + hand_text(hand) + " (" + str(hand_value(hand)) + ")")
            if hand_value(hand) > 21:
                print("Bust! You are over 21.")
                return hand
        elif answer == "enough":
            return hand
        else:
            print("Please answer more or enough.")
        prompt("more or enough? ")
    return None


def winner(dealer_value, player_value):
    if dealer_value > 21 and player_value > 21:
        return "draw"
    if dealer_value > 21:
        return "player"
    if player_value > 21:
        return "dealer"
    if dealer_value == player_value:
        return "draw"
    if player_value > dealer_value:
        return "player"
    return "dealer"


def play_game():
    """Plays one game. Returns False if the input ran out."""
    dealer = dealer_turn()
    print("Dealer Bot has played its hand.")
    player = player_turn()
    if player is None:
        print()
        return False
    dv = hand_value(dealer)
    pv = hand_value(player)
    print()
    print("*** Result ***")
    print("Dealer Bot has: " + hand_text(dealer) + " (" + str(dv) + ")")
    print("You have: " + hand_text(player) + " (" + str(pv) + ")")
    w = winner(dv, pv)
    if w == "player":
        print("You win!")
    elif w == "dealer":
        print("Dealer Bot wins!")
    else:
        print("It's a draw!")
    return True


def again():
    prompt("Play again? (y/n) ")
    for line in sys.stdin:
        answer = line.strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y or n.")
        prompt("Play again? (y/n) ")
    print()
    return False


def main():
    print("Welcome to Pontoon! You are playing against Dealer Bot.")
    while True:
        if not play_game():
            return
        if not again():
            return
        print()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print()
