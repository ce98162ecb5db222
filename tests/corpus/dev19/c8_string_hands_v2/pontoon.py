# PONTOON v2 - beat the dealer without going over 21!

import random
import sys
import time

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
VALUES = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
          "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
          "Jack": 10, "Queen": 10, "King": 10}
DEALER_STANDS_ON = 18  # dealer hits while under 18


def value_of(hand):
    if hand == "":
        return 0
    total = 0
    for name in hand.split(", "):
        total += VALUES[name]
    return total


def add_card(hand, card):
    if hand == "":
        return card
    return hand + ", " + card


def deal_card():
    return random.choice(RANKS)


def dealing_pause():
    print("Dealing...")
    time.sleep(0.01)  # a little suspense


def ask(prompt):
    try:
        answer = input(prompt)
    except EOFError:
        print()
        sys.exit(0)
    return answer.strip().lower()


def dealer_turn():
    print("The dealer plays first (cards face down)...")
    hand = add_card("", deal_card())
    while value_of(hand) < DEALER_STANDS_ON:
        hand = add_card(hand, deal_card())
    return hand


def player_turn():
    dealing_pause()
    card = deal_card()
    print("You get: " + card)
    hand = add_card("", card)
    while True:
        print("Your hand: {} ({})".format(hand, value_of(hand)))
        if value_of(hand) > 21:
            print("You're bust!")
            return hand
        choice = ask("[H]it or [S]tand? ")
        if choice == "h":
            dealing_pause()
            card = deal_card()
            print("You get: " + card)
            hand = add_card(hand, card)
        elif choice == "s":
            return hand
        else:
            print("Please type H or S.")


def winner(dealer_value, player_value):
    if dealer_value > 21 and player_value > 21:
        return "draw"
    if dealer_value > 21:
        return "player"
    if player_value > 21:
        return "dealer"
    if player_value > dealer_value:
        return "player"
    if dealer_value > player_value:
        return "dealer"
    return "draw"


def play_round():
    dealer = dealer_turn()
    player = player_turn()
    dv = value_of(dealer)
    pv = value_of(player)
    print()
    print("=========== RESULT ===========")
    print("Dealer: {} ({})".format(dealer, dv))
    print("Player: {} ({})".format(player, pv))
    w = winner(dv, pv)
    if w == "player":
        print("*** PLAYER WINS ***")
    elif w == "dealer":
        print("*** DEALER WINS ***")
    else:
        print("*** DRAW - NOBODY WINS ***")
    print("==============================")


def main():
    print("PONTOON")
    while True:
        play_round()
        while True:
            again = ask("Play again? (y/n) ")
            if again in ("y", "yes"):
                break
            if again in ("n", "no"):
                print("Goodbye!")
                return
            print("Please answer y or n.")
        print()


main()
