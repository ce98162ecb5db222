# pontoon.py - version 4
# One full deck (52 cards) shuffled at the start of every game.
# Dealer Bot and the player take cards from the same deck.
# A = 1, J Q K = 10

import random
import sys

SUITS = ["♠", "♥", "♦", "♣"]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
BOT_STICKS_ON = 17


def card_value(card):
    rank = card[1:]          # card looks like "♥7" or "♣10"
    if rank == "A":
        return 1
    if rank in ["J", "Q", "K"]:
        return 10
    return int(rank)


def total(hand):
    t = 0
    for c in hand:
        t = t + card_value(c)
    return t


def ask_yes_no(question):
    while True:
        try:
            reply = input(question)
        except EOFError:
            print()
            sys.exit()
        reply = reply.strip().lower()
        if reply == "y" or reply == "n":
            return reply
        print("Type y or n please.")


print("Welcome to PONTOON!  You are playing against Dealer Bot.")
game_no = 0

while True:
    game_no += 1
    print()
    print("---------- Game", game_no, "----------")

    deck = [suit + rank for suit in SUITS for rank in RANKS]
    random.shuffle(deck)

    # Dealer Bot goes first, cards face down
    bot = [deck.pop(0)]
    while total(bot) < BOT_STICKS_ON:
        bot.append(deck.pop(0))
    print("Dealer Bot has drawn its cards (face down).")

    # now the player
    me = [deck.pop(0)]
    while True:
        print("Your cards:", " ".join(me), "  total", total(me))
        if total(me) > 21:
            print("Over 21 - bust!")
            break
        if ask_yes_no("Another card? (y/n) ") == "n":
            break
        me.append(deck.pop(0))

    bot_total = total(bot)
    my_total = total(me)

    print()
    print("Dealer Bot:", " ".join(bot), "  total", bot_total)
    print("You:       ", " ".join(me), "  total", my_total)
    if bot_total > 21 and my_total > 21:
        print("Both bust. Nobody wins - draw!")
    elif bot_total > 21:
        print("Dealer Bot is bust. You win!")
    elif my_total > 21:
        print("Dealer Bot wins.")
    elif my_total > bot_total:
        print("You win!")
    elif bot_total > my_total:
        print("Dealer Bot wins.")
    else:
        print("Same total - draw!")

    # play again?
    again = None
    while again not in ("y", "n"):
        again = input("Play again? (y/n) ").strip().lower()
    if again == "n":
        break

print("Thanks for playing!")
