# Pontoon, version 4: one shuffled 52-card deck a game, dealt from its end.
# (d)raw or (p)ass, the last card named after the question; a bust ends the turn without a word and the computer's hand is shown.
import random

VERSION = 4
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def card_value(card):
    return min(RANKS.index(card[0]) + 1, 10)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def card_name(card):
    return f"{card[0]} of {card[1]}"


def show(label, cards):
    print(f"{label}: {', '.join(card_name(c) for c in cards)} (value {hand_value(cards)})")


def one_game():
    deck = new_deck()
    random.shuffle(deck)
    computer = [deck.pop()]
    while hand_value(computer) < STICK_AT:
        computer.append(deck.pop())
    player = [deck.pop()]
    while hand_value(player) <= 21:
        show("You", player)
        choice = input(f"(d)raw or (p)ass? [last card: {card_name(player[-1])}] ").strip().lower()
        if choice == "d":
            player.append(deck.pop())
        elif choice == "p":
            break
        else:
            print("Type d or p.")
    show("Computer", computer)
    show("You", player)
    c, p = hand_value(computer), hand_value(player)
    if c > 21 and p > 21:
        print("Nobody wins: both bust.")
    elif p > 21:
        print("The computer wins.")
    elif c > 21:
        print("You win.")
    elif c == p:
        print("Nobody wins: a tie.")
    elif p > c:
        print("You win.")
    else:
        print("The computer wins.")


while True:
    try:
        one_game()
        again = input("Another game? (y/n) ").strip().lower()
    except EOFError:
        break
    if again != "y":
        break
