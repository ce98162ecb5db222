#!/usr/bin/env python3
# Pontoon v4: every game uses its own freshly shuffled deck of 52 cards.
# At the start you pick a difficulty; it sets how bold the house is
# (the total the house stops drawing at) for the whole session.
import random

VERSION = 4
STICK_AT = 17                     # "normal"; changed once by the difficulty question
DIFFICULTY = {"easy": 15, "normal": 17, "hard": 19}
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
WIDTH = 44


def card_value(card):
    rank, suit = card
    index = RANKS.index(rank)
    return min(index + 1, 10)


def card_name(card):
    rank, suit = card
    return f"{rank} of {suit}"


def hand_value(cards):
    value = 0
    for card in cards:
        value += card_value(card)
    return value


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
    house = [draw()]
    while hand_value(house) < STICK_AT:
        house.append(draw())
    return house


def banner(text, show):
    show(f"{' ' + text + ' ':=^{WIDTH}}")


def show_hand(label, cards, show):
    show(f"{label:>12} : {', '.join(card_name(c) for c in cards)}")
    show(f"{'total':>12} : {hand_value(cards):>2}")


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while hand_value(hand) <= 21:
        show_hand("Your hand", hand, show)
        answer = ask(f"{'Hit or stand? (h/s)':>{WIDTH}} ").strip().lower()
        if answer == "h":
            hand.append(draw())
        else:
            break
    if hand_value(hand) > 21:
        show_hand("Your hand", hand, show)
        show(f"{'*** BUST ***':^{WIDTH}}")
    return hand


def decide_winner(computer_value, player_value):
    if player_value > 21:
        if computer_value > 21:
            return "draw"
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value > computer_value:
        return "player"
    if player_value < computer_value:
        return "computer"
    return "draw"


def play_game(draw, ask, show=print):
    house = computer_turn(draw)
    banner("YOUR TURN", show)
    hand = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(house), hand_value(hand))
    banner("RESULT", show)
    show_hand("House", house, show)
    show_hand("You", hand, show)
    verdict = {"player": "You win!", "computer": "The house wins!", "draw": "Draw - nobody wins."}
    show(f"{verdict[winner]:^{WIDTH}}")
    show("=" * WIDTH)
    return winner


def play_again(ask):
    while True:
        answer = ask("Another round? (yes/no) ").strip().lower()
        if answer == "yes":
            return True
        if answer == "no":
            return False


def choose_difficulty(ask, show):
    global STICK_AT
    while True:
        level = ask("Difficulty - easy, normal or hard? ").strip().lower()
        if level in DIFFICULTY:
            STICK_AT = DIFFICULTY[level]
            show(f"{'Difficulty':.<20}{level:.>{WIDTH - 20}}")
            return level


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    banner("PONTOON", show)
    try:
        choose_difficulty(ask, show)
        while True:
            deck = shuffled_deck(rng)
            deck.reverse()          # so that pop() deals from the top
            play_game(deck.pop, ask, show)
            if not play_again(ask):
                break
        banner("GOODBYE", show)
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
