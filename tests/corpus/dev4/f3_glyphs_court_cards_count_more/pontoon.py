"""Pontoon with playing-card glyphs; the running total is written out in words."""
import random

STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
GLYPH_SUIT = {"Spades": 0x1F0A0, "Hearts": 0x1F0B0, "Diamonds": 0x1F0C0, "Clubs": 0x1F0D0}
GLYPH_RANK = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14)   # the Knight (12) is skipped
ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
        "fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS = {2: "twenty", 3: "thirty"}


def in_words(n):
    if n < 20:
        return ONES[n]
    tens, ones = divmod(n, 10)
    return TENS[tens] + ("-" + ONES[ones] if ones else "")


def draw():
    return (random.choice(RANKS), random.choice(SUITS))


def card_value(card):
    return RANKS.index(card[0]) + 1


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def label(card):
    rank, suit = card
    glyph = chr(GLYPH_SUIT[suit] + GLYPH_RANK[RANKS.index(rank)])
    return glyph + " " + rank + " of " + suit


def dealer_turn():
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn():
    cards = [draw()]
    while hand_value(cards) <= 21:
        for c in cards:
            print("  " + label(c))
        print("That makes " + in_words(hand_value(cards)) + ".")
        answer = input("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            cards.append(draw())
        elif answer == "s":
            break
    return cards


def winner(d, p):
    if d > 21 and p > 21:
        return "draw"
    if p > 21:
        return "dealer"
    if d > 21:
        return "player"
    if p > d:
        return "player"
    if d > p:
        return "dealer"
    return "draw"


def play():
    dealer = dealer_turn()
    player = player_turn()
    print("Dealer:")
    for c in dealer:
        print("  " + label(c))
    print("  = " + str(hand_value(dealer)))
    print("You:")
    for c in player:
        print("  " + label(c))
    print("  = " + str(hand_value(player)))
    w = winner(hand_value(dealer), hand_value(player))
    print({"player": "\U0001F3C6 You", "dealer": "\U0001F3C6 Dealer", "draw": "\U0001F91D Tie"}[w])


def main():
    while True:
        play()
        if input("Play again? (y/n) ").strip().lower() == "n":
            return


try:
    main()
except EOFError:
    print("\nBye.")
