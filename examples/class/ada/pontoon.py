# Pontoon version 4 - Ada Lovelace, group B
# One deck per game, shuffled, shared by the computer and me.

import random

VERSION = 4
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

# how much each rank is worth (an ace is always 1 in pontoon)
VALUES = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
          "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10}


def card_value(card):
    return VALUES[card[0]]


def card_name(card):
    return card[0] + " of " + card[1]


def hand_value(cards):
    total = 0
    for card in cards:
        total = total + card_value(card)
    return total


def names(cards):
    return ", ".join(card_name(c) for c in cards)


def new_deck():
    deck = []
    for suit in SUITS:
        for rank in RANKS:
            deck.append((rank, suit))
    return deck


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def computer_turn(draw):
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while True:
        if hand_value(hand) > 21:      # bust: no more questions
            return hand
        show("Your cards: " + names(hand))
        show("Your value: " + str(hand_value(hand)))
        answer = ask("Twist or stick? (t/s) ").strip().lower()
        if answer == "s":
            return hand
        if answer == "t":
            hand.append(draw())
        # anything else: just ask again


def decide_winner(computer_value, player_value):
    computer_bust = computer_value > 21
    player_bust = player_value > 21
    if computer_bust and player_bust:
        return "draw"
    if computer_bust:
        return "player"
    if player_bust:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if computer_value > player_value:
        return "computer"
    return "player"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    show("Computer has: " + names(computer))
    show("Value: " + str(hand_value(computer)))
    show("Player has: " + names(player))
    show("Value: " + str(hand_value(player)))
    winner = decide_winner(hand_value(computer), hand_value(player))
    if winner == "player":
        show("Player wins!")
    elif winner == "computer":
        show("Computer wins!")
    else:
        show("Draw!")
    return winner


def wants_another_game(ask):
    while True:
        answer = ask("Play again? (y/n) ").strip().lower()
        if answer in ("y", "n"):
            return answer == "y"


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    try:
        while True:
            deck = shuffled_deck(rng)
            play_game(deck.pop, ask, show)
            if not wants_another_game(ask):
                break
    except (EOFError, KeyboardInterrupt):
        show("")
        show("Bye!")


if __name__ == "__main__":
    main()
