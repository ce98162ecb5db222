"""Pontoon, version 1, blackjack words: 'Hit me? (y/n)', the dealer hits to 17, Aces are 1."""
import random

VERSION = 1
DEALER_HITS_TO = 17


def card():
    return random.randrange(1, 11)


def ask_yes_no(prompt):
    while True:
        answer = input(prompt).strip().lower()
        if answer in ("y", "n"):
            return answer == "y"
        print("Answer y or n.")


def one_hand():
    player = [card()]                # the player's first card, face down
    dealer = [card()]
    while sum(player) <= 21:
        print("You:", sum(player))
        if not ask_yes_no("Hit me? (y/n) "):
            break
        player.append(card())
    while sum(dealer) < DEALER_HITS_TO:
        dealer.append(card())
    print("The dealer has played.")
    dealer_total, player_total = sum(dealer), sum(player)
    print("Dealer total:", dealer_total)
    print("Your total:", player_total)
    if dealer_total > 21 and player_total > 21:
        print("Both bust. It's a draw.")
    elif player_total > 21:
        print("Bust! Dealer wins.")
    elif dealer_total > 21:
        print("Dealer busts. You win!")
    elif player_total > dealer_total:
        print("You win!")
    elif dealer_total > player_total:
        print("Dealer wins.")
    else:
        print("It's a draw.")


def main():
    while True:
        one_hand()
        if not ask_yes_no("Deal again? (y/n) "):
            break


try:
    main()
except EOFError:
    pass
