"""Blackjack as a casino deals it, cards as numbers: two cards each (you, dealer, you, dealer),
the dealer's first card face up, Aces 1 or 11, you play, then the dealer hits to 17."""
import random


def card():
    return random.randint(1, 10)          # 1 is an Ace


def total(hand):
    value = sum(hand)
    if 1 in hand and value + 10 <= 21:
        value += 10                       # a soft hand: one Ace counted 11
    return value


def bet(chips):
    while True:
        raw = input(f"Chips {chips}. Bet: ").strip()
        if raw.isdigit() and 1 <= int(raw) <= chips:
            return int(raw)
        print("Invalid bet.")


def hand_of_blackjack():
    player, dealer = [], []
    for _ in range(2):
        player.append(card())
        dealer.append(card())
    print(f"Dealer shows: {dealer[0]}")
    while total(player) <= 21:
        print(f"Your total: {total(player)}")
        move = input("Hit or stand? (h/s) ").strip().lower()
        if move == "h":
            player.append(card())
        elif move == "s":
            break
        else:
            print("h or s")
    while total(dealer) < 17:
        dealer.append(card())
    d, p = total(dealer), total(player)
    print(f"Dealer Value: {d}")
    print(f"Player Value: {p}")
    if d > 21 and p > 21:
        print("Draw!")
        return 0
    if p > 21:
        print("Dealer wins!")
        return -1
    if d > 21 or p > d:
        print("Player wins!")
        return 1
    if d > p:
        print("Dealer wins!")
        return -1
    print("Draw!")
    return 0


def main():
    chips = 100
    while True:
        stake = bet(chips)
        chips += stake * hand_of_blackjack()
        if chips <= 0:
            chips = 100
        again = input("Play again? (y/n) ").strip().lower()
        while again not in ("y", "n"):
            again = input("Play again? (y/n) ").strip().lower()
        if again == "n":
            break


try:
    main()
except EOFError:
    pass
