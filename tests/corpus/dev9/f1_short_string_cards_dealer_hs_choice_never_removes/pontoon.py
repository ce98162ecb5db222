# Pontoon - assignment version 4
# cards are stored as short strings: rank letter(s) + suit letter, e.g. "7H", "10S", "KD", "AC"

import random

VERSION = 4
STICK_AT = 16   # dealer keeps hitting below this

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

RANK_CODES = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUIT_CODES = ["C", "D", "H", "S"]


def card_value(card):
    rank = card[:-1]          # everything except the last letter
    if rank == "A":
        return 1
    if rank in ("J", "Q", "K"):
        return 10
    return int(rank)


def card_name(card):
    rank = card[:-1]
    suit = card[-1]
    return RANKS[RANK_CODES.index(rank)] + " of " + SUITS[SUIT_CODES.index(suit)]


def hand_value(cards):
    total = 0
    for c in cards:
        total = total + card_value(c)
    return total


def new_deck():
    deck = []
    for s in SUIT_CODES:
        for r in RANK_CODES:
            deck.append(r + s)
    return deck


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def show_hand(cards):
    names = []
    for c in cards:
        names.append(card_name(c))
    return ", ".join(names)


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while True:
        show("Your cards: " + show_hand(cards) + "   (total " + str(hand_value(cards)) + ")")
        if hand_value(cards) > 21:
            show("You went bust!")
            return cards
        answer = ask("Hit or stand? [h/s] ").strip().lower()
        while answer != "h" and answer != "s":
            show("Please type h or s.")
            answer = ask("Hit or stand? [h/s] ").strip().lower()
        if answer == "s":
            return cards
        cards.append(draw())


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if computer_value > player_value:
        return "computer"
    return "player"


def play_game(draw, ask, show=print):
    show("The dealer is playing...")
    dealer = computer_turn(draw)
    show("The dealer has finished. Your turn.")
    player = player_turn(draw, ask, show)

    d = hand_value(dealer)
    p = hand_value(player)
    result = decide_winner(d, p)

    show("")
    show("*" * 30)
    show("Dealer (" + str(d) + "):")
    for c in dealer:
        show("   " + card_name(c))
    show("You (" + str(p) + "):")
    for c in player:
        show("   " + card_name(c))
    if result == "player":
        show("RESULT: you win :)")
    elif result == "computer":
        show("RESULT: Dealer wins :(")
    else:
        show("RESULT: it's a draw")
    show("*" * 30)
    return result


def play_again(ask):
    while True:
        answer = ask("Another game? [y/n] ").strip().lower()
        if answer == "y" or answer == "yes":
            return True
        if answer == "n" or answer == "no":
            return False


def main(rng=None, ask=input, show=print):
    rng = rng or random
    show("=== PONTOON ===")
    try:
        while True:
            deck = shuffled_deck(rng)

            def draw():
                # take a random card out of the deck
                return rng.choice(deck)

            play_game(draw, ask, show)
            if not play_again(ask):
                break
    except EOFError:
        show("")
    show("Goodbye!")


if __name__ == "__main__":
    main()
