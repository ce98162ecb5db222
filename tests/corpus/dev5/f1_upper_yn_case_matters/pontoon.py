# Pontoon, version 2: cards are rank names drawn from the thirteen ranks (four of them count
# ten). Every question is answered Y or N. After a bust the turn ends without
# a word and the computer's hand is shown.
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")


def card_value(card):
    return min(RANKS.index(card) + 1, 10)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def ask_yn(prompt, exact=False):
    while True:
        reply = input(prompt).strip()
        if not exact:
            reply = reply.upper()
        if reply in ("Y", "N"):
            return reply
        print("Please answer Y or N.")


def game():
    computer = [random.choice(RANKS)]
    while hand_value(computer) < STICK_AT:
        computer.append(random.choice(RANKS))
    player = [random.choice(RANKS)]
    while hand_value(player) <= 21:
        print("Your cards:", ", ".join(player), "- value", hand_value(player))
        if ask_yn("Another card? (Y/N) ", exact=True) == "N":
            break
        player.append(random.choice(RANKS))
    c, p = hand_value(computer), hand_value(player)
    print("Computer has:", ", ".join(computer))
    print("Value:", c)
    print("Player has:", ", ".join(player))
    print("Value:", p)
    if c > 21 and p > 21:
        print("Both bust: a draw.")
    elif p > 21:
        print("Computer wins!")
    elif c > 21:
        print("Player wins!")
    elif p > c:
        print("Player wins!")
    elif c > p:
        print("Computer wins!")
    else:
        print("A draw.")


def main():
    while True:
        game()
        if ask_yn("Play again? (Y/N) ") == "N":
            break


try:
    main()
except EOFError:
    print()
