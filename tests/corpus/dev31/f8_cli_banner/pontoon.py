#!/usr/bin/env python3
"""Pontoon v4 - dealt from a real shuffled 52-card deck.

Options (when run from the command line):
  --name NAME   what to call you (default "Player")
  --games N     stop after N games (default: keep going until you say no)
  --seed S      seed the shuffle, e.g. to replay a game (default: the clock)
"""
import argparse
import random
import time

VERSION = 4
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def card_value(card):
    return min(RANKS.index(card[0]) + 1, 10)


def card_name(card):
    rank, suit = card
    return f"{rank} of {suit}"


def hand_value(cards):
    return sum(card_value(card) for card in cards)


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def list_cards(cards):
    return ", ".join(map(card_name, cards))


def computer_turn(draw):
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def advice(value):
    if value <= 11:
        return "Advice: you can't bust on the next card - twist!"
    if value < 17:
        return "Advice: a twist could bust you now, but a total this low rarely wins."
    return "Advice: that's a strong hand, sticking is the safe choice."


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while True:
        value = hand_value(hand)
        show(f"Your cards: {list_cards(hand)} (value {value})")
        if value > 21:
            show("Bust! Your turn is over.")
            return hand
        while True:
            answer = ask("Twist or stick? (t/s, ? for advice) ").strip().lower()
            if answer in ("h", "?", "hint"):
                show(advice(value))
            else:
                break
        if answer not in ("t", "twist"):
            return hand        # anything that isn't a twist means stick
        hand.append(draw())


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if player_value == computer_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    cv, pv = hand_value(computer), hand_value(player)
    winner = decide_winner(cv, pv)
    show("")
    show(f"Dealer's cards: {list_cards(computer)}")
    show(f"Dealer's value: {cv}")
    show(f"Your cards:     {list_cards(player)}")
    show(f"Your value:     {pv}")
    show({"player": "*** You win! ***", "computer": "*** The dealer wins. ***",
          "draw": "*** Draw - no winner. ***"}[winner])
    return winner


def play_again(ask):
    while True:
        answer = ask("Play again? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False


def banner(show, name, results):
    won = results.count("player")
    show("")
    show("+" + "-" * 34 + "+")
    show("|" + f"Thanks for playing, {name}!".center(34) + "|")
    show("+" + "-" * 34 + "+")
    show(f"You won {won} of {len(results)} games ({results.count('draw')} drawn).")


def main(rng=None, ask=input, show=print):
    name, games = "Player", None
    if __name__ == "__main__":            # only read the command line when run as a script
        parser = argparse.ArgumentParser(description="Pontoon against the dealer")
        parser.add_argument("--name", default="Player")
        parser.add_argument("--games", type=int, default=None)
        parser.add_argument("--seed", type=int, default=None)
        args = parser.parse_args()
        name, games = args.name, args.games
        random.seed(args.seed if args.seed is not None else time.time())
    if rng is None:
        rng = random.Random(random.random())
    results = []
    try:
        while True:
            deck = shuffled_deck(rng)
            results.append(play_game(deck.pop, ask, show))
            if games is not None and len(results) >= games:
                show(f"That's the {games} game(s) you asked for.")
                break
            if not play_again(ask):
                break
    except EOFError:
        show("")
        show("(end of input)")
    banner(show, name, results)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print("\nInterrupted. Bye!")
