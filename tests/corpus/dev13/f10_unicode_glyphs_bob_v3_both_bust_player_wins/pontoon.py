"""pontoon v3 -- you vs Bob.

Cards get their proper Unicode playing-card glyph next to the name, because
life is short and U+1F0A1 is right there.
"""
import random
import sys

VERSION = 3
STICK_AT = 18          # Bob stops taking cards once he reaches this

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

# Playing Cards block: one row of 16 code points per suit.  Offsets 1..14,
# but 12 is the Knight (tarot only) so Queen and King sit at 13 and 14.
_ROW = {"Spades": 0x1F0A0, "Hearts": 0x1F0B0, "Diamonds": 0x1F0C0, "Clubs": 0x1F0D0}
_COL = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14)


def glyph(card):
    rank, suit = card
    return chr(_ROW[suit] + _COL[RANKS.index(rank)])


def card_name(card):
    return "%s of %s" % card


def pretty(card):
    return glyph(card) + " " + card_name(card)


def card_value(card):
    return min(RANKS.index(card[0]) + 1, 10)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng=random):
    return (rng.choices(RANKS)[0], rng.choices(SUITS)[0])


def computer_turn(draw):
    bob = [draw()]
    while hand_value(bob) < STICK_AT:
        bob.append(draw())
    return bob


def player_turn(draw, ask, show=print):
    you = [draw()]
    while True:
        show("You hold:  " + "  |  ".join(pretty(c) for c in you)
             + "   = " + str(hand_value(you)))
        if hand_value(you) > 21:
            show("That's over 21 - you're bust.")
            return you
        move = ask("Hit or stand? [h/s] ").strip().lower()
        if move in ("s", "stand"):
            return you
        if move in ("h", "hit"):
            you.append(draw())
        else:
            show("Type h to hit (take a card) or s to stand.")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value == computer_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    bob = computer_turn(draw)
    show("")
    show("Bob has taken his cards and is keeping them close to his chest.")
    you = player_turn(draw, ask, show)
    b, y = hand_value(bob), hand_value(you)
    show("")
    show("~~~~~~~~~~ showdown ~~~~~~~~~~")
    show("Bob:  " + "  |  ".join(pretty(c) for c in bob) + "   = " + str(b))
    show("You:  " + "  |  ".join(pretty(c) for c in you) + "   = " + str(y))
    winner = decide_winner(b, y)
    show({"player": "You win!", "computer": "Bob wins.",
          "draw": "It's a draw - nobody wins."}[winner])
    return winner


def play_again(ask):
    while True:
        a = ask("Another hand? [y/n] ").strip().lower()
        if a in ("y", "yes"):
            return True
        if a in ("n", "no"):
            return False


def main(rng=None, ask=input, show=print):
    rng = rng or random
    while True:
        play_game(lambda: random_card(rng), ask, show)
        if not play_again(ask):
            return


if __name__ == "__main__":
    try:
        sys.stdout.reconfigure(encoding="utf-8")
    except (AttributeError, ValueError):
        pass
    try:
        main()
    except EOFError:
        print()
