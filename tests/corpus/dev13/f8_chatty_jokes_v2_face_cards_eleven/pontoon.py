#!/usr/bin/env python3
# pontoon.py -- version 2 (cards are rank names, no suits)
#
# Written at two in the morning on a diet of cold coffee and optimism.
# The dealer in this program is a retired lighthouse keeper called Des.
# Des does not know he is in a program. Please do not tell him.

import itertools
import random

VERSION = 2
STICK_AT = 17          # his nerve gives out at seventeen, as his doctor advised

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

# Not random on purpose: the jokes come round in order, like the tea trolley.
QUIPS = itertools.cycle([
    "(The dealer adjusts a green visor that has seen better decades.)",
    "(Somewhere outside, a seagull steals a chip. Nobody reacts.)",
    "(A man at the next table explains card counting to a potted fern.)",
    "(Your lucky socks are, regrettably, in the wash.)",
    "(The clock on the wall has said ten past never for years now.)",
    "(The dealer's moustache twitches. Scholars will argue about what it meant.)",
    "(The fern appears to be following the card-counting lecture closely.)",
    "(A waiter walks past carrying a single boiled egg on a silver tray.)",
])


def card_value(rank):
    if rank == "Ace":
        return 1            # only ever one. This is pontoon, not a casino in a film.
    if rank in ("Jack", "Queen", "King"):
        return 11           # royalty gets no special treatment round here
    return RANKS.index(rank) + 1


def card_name(rank):
    return rank


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng=random):
    return rng.choice(RANKS)


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while hand_value(cards) <= 21:
        show("Your cards: " + ", ".join(cards)
             + " -- that comes to " + str(hand_value(cards)) + ".")
        show(next(QUIPS))
        answer = ask("Twist or stick? (t/s) ").strip().lower()
        if answer in ("s", "stick"):
            show("Sticking! Bold. Decisive. Possibly wrong. Let's find out.")
            return cards
        if answer in ("t", "twist"):
            show("The dealer flicks a card across the baize with a flourish he practised in a mirror.")
            cards.append(draw())
        else:
            show("I'm going to pretend I didn't hear that. It's t for twist or s for stick.")
    show("Your cards: " + ", ".join(cards)
         + " -- that comes to " + str(hand_value(cards)) + ". Oh dear. Oh dear oh dear.")
    return cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value > computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"


def verdict(winner, c, p):
    """The result, told as a proper sentence, because we are not animals."""
    if winner == "draw":
        if c > 21:
            return (f"You busted with {p} and the dealer busted with {c}, so nobody wins "
                    "and everybody keeps their shirt: it's a draw.")
        return f"You and the dealer both ended on {p}, so it's a draw -- stakes back, no hard feelings."
    if winner == "player":
        if c > 21:
            return f"You stood on {p} and the dealer busted with {c}, so the money is yours."
        return f"You stood on {p} and the dealer could only scrape together {c}, so the money is yours."
    if p > 21:
        return f"You busted with {p} while the dealer sat pretty on {c}, so the dealer takes the pot."
    return f"You stood on {p} but the dealer had {c}, so the dealer takes the pot."


def play_game(draw, ask, show=print):
    show("")
    show("The dealer deals himself a hand face down and whistles something tuneless.")
    dealer = computer_turn(draw)
    show(next(QUIPS))
    show("Right then. Your go.")
    mine = player_turn(draw, ask, show)
    c, p = hand_value(dealer), hand_value(mine)
    winner = decide_winner(c, p)
    show("")
    show("======== The Big Reveal ========")
    show("Dealer's cards: " + ", ".join(dealer) + f"  (value {c})")
    show("Your cards:     " + ", ".join(mine) + f"  (value {p})")
    show(verdict(winner, c, p))
    return winner


def play_again(ask):
    while True:
        answer = ask("Play again? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("A simple y or n will do. The dealer is getting on a bit and can't cope with nuance.")


def main(rng=None, ask=input, show=print):
    rng = rng or random
    show("Welcome to Pontoon! The dealer has polished his one good table especially.")
    while True:
        play_game(lambda: random_card(rng), ask, show)
        if not play_again(ask):
            break
    show("Thanks for playing. The dealer will now return to his lighthouse. Mind the rocks.")


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print("\n(Input ran out. The dealer takes the hint and switches off the lamp.)")
