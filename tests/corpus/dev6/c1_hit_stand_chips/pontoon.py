"""Pontoon in a casino's words, version 1: hit or stand, 100 chips and a bet every hand."""
import random

VERSION = 1
STICK_AT = 17          # the dealer hits until 17


def deal():
    """One card: 1 (an Ace, worth 1) to 10."""
    return random.randint(1, 10)


def total(hand):
    return sum(hand)


def place_bet(chips):
    while True:
        text = input(f"You have {chips} chips. Your bet: ").strip()
        if text.isdigit() and 1 <= int(text) <= chips:
            return int(text)
        print(f"Bet a whole number of chips from 1 to {chips}.")


def dealer_turn():
    hand = [deal()]
    while total(hand) < STICK_AT:
        hand.append(deal())
    return hand


def player_turn():
    hand = [deal()]
    while total(hand) <= 21:
        print(f"Your hand is worth {total(hand)}.")
        move = input("Hit or stand? (h/s) ").strip().lower()
        if move == "h":
            hand.append(deal())
        elif move == "s":
            break
        else:
            print("Please type h to hit or s to stand.")
    return hand


def outcome(dealer, player):
    """+1 the player wins, -1 the dealer wins, 0 a push."""
    if dealer > 21 and player > 21:
        return 0
    if player > 21:
        return -1
    if dealer > 21:
        return 1
    return (player > dealer) - (dealer > player)


def play_hand():
    dealer = dealer_turn()
    player = player_turn()
    d, p = total(dealer), total(player)
    print(f"Dealer Value: {d}")
    print(f"Player Value: {p}")
    result = outcome(d, p)
    print({1: "Player wins!", -1: "Dealer wins!", 0: "Push - a draw."}[result])
    return result


def main():
    chips = 100
    while True:
        bet = place_bet(chips)
        chips += bet * play_hand()
        if chips <= 0:
            print("Out of chips: the house lends you 100.")
            chips = 100
        again = input("Play again? (y/n) ").strip().lower()
        while again not in ("y", "n"):
            again = input("Play again? (y/n) ").strip().lower()
        if again == "n":
            break
    print(f"You cash out {chips} chips.")


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print("\nBye.")
