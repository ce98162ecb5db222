"""Casino blackjack with one shuffled deck per round."""
import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


def fresh_deck():
    deck = [(r, s) for r in RANKS for s in SUITS]
    random.shuffle(deck)
    return deck


def score(hand):
    total = 0
    aces = 0
    for rank, _ in hand:
        if rank == "Ace":
            aces += 1
            total += 1
        else:
            total += min(RANKS.index(rank) + 1, 10)
    if aces and total + 10 <= 21:
        total += 10
    return total


def text(hand):
    return ", ".join(f"{r} of {s}" for r, s in hand)


def round_():
    deck = fresh_deck()
    player = [deck.pop(), deck.pop()]
    dealer = [deck.pop(), deck.pop()]
    print("Dealer shows:", text(dealer[:1]))
    while True:
        print("Your cards:", text(player), f"({score(player)})")
        if score(player) > 21:
            print("Bust! Dealer wins.")
            return True
        try:
            move = input("Hit or stand? (h/s) ").strip().lower()
        except EOFError:
            return False
        if move == "h":
            player.append(deck.pop())
        elif move == "s":
            break
        else:
            print("h or s, please")

    while score(dealer) < 17:
        dealer.append(deck.pop())
    d, p = score(dealer), score(player)
    print("Dealer has:", text(dealer), f"({d})")
    print("You have:", text(player), f"({p})")
    if d > 21:
        print("Dealer busts. You win!")
    elif p > d:
        print("You win!")
    elif d > p:
        print("Dealer wins.")
    else:
        print("Push.")
    return True


while round_():
    try:
        again = input("Play again? (y/n) ").strip().lower()
    except EOFError:
        break
    if again != "y":
        break
