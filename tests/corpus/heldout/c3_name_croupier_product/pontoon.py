from itertools import product
import random

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
ALL_CARDS = list(product(RANKS, SUITS))   # any card can come up, again and again


def card_value(card):
    rank = card[0]
    if rank == "Ace":
        return 1
    if rank in ("Jack", "Queen", "King", "Ten"):
        return 10
    return RANKS.index(rank) + 1


def hand_value(hand):
    return sum(card_value(c) for c in hand)


def card_name(card):
    return card[0] + " of " + card[1]


def hand_text(hand):
    return ", ".join(card_name(c) for c in hand)


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        return None


def croupier_turn():
    hand = [random.choice(ALL_CARDS)]
    while hand_value(hand) < 17:
        hand.append(random.choice(ALL_CARDS))
    return hand


def player_turn(name):
    hand = [random.choice(ALL_CARDS)]
    while True:
        print(f"{name}, your cards: {hand_text(hand)}")
        print(f"Value: {hand_value(hand)}")
        if hand_value(hand) > 21:
            print(f"Sorry {name}, you're bust.")
            return hand
        reply = ask("Twist or stick? (t/s) ")
        if reply is None:
            return None
        reply = reply.strip().lower()
        if reply == "t":
            hand.append(random.choice(ALL_CARDS))
        elif reply == "s":
            return hand
        else:
            print("Please answer t or s.")


def main():
    name = ask("What's your name? ")
    if name is None:
        return
    name = name.strip() or "Player"
    print(f"Welcome, {name}! The Croupier plays first.")
    while True:
        croupier = croupier_turn()
        player = player_turn(name)
        if player is None:
            return
        c, p = hand_value(croupier), hand_value(player)
        print("Croupier has:", hand_text(croupier))
        print("Value:", c)
        print(f"{name} has:", hand_text(player))
        print("Value:", p)
        if c > 21 and p > 21:
            print("Draw!")
        elif c > 21:
            print(f"{name} wins!")
        elif p > 21:
            print("Croupier wins!")
        elif c == p:
            print("Draw!")
        elif p > c:
            print(f"{name} wins!")
        else:
            print("Croupier wins!")
        while True:
            again = ask("Play again? (y/n) ")
            if again is None:
                return
            again = again.strip().lower()
            if again in ("y", "n"):
                break
        if again == "n":
            print(f"Bye {name}!")
            return


main()
