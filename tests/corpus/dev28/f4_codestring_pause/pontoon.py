# pontoon.py -- version 2 (cards have names now)
#
# I keep each hand as a string of short codes like "7 K A" because it's
# easier to add to, and I work out the cards again from it when I need them.

import random

VERSION = 2
STICK_AT = 19

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
CODES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

CODE_OF = dict(zip(RANKS, CODES))    # "Seven" -> "7"
RANK_OF = dict(zip(CODES, RANKS))    # "7" -> "Seven"


def card_value(card):
    # card is a rank name. Ace is position 0 so it's worth 1,
    # and everything after the Ten is worth 10 as well
    position = RANKS.index(card)
    return min(position + 1, 10)


def card_name(card):
    return card


def unpack(hand):
    """'7 K A' -> ['Seven', 'King', 'Ace']"""
    return [RANK_OF[code] for code in hand.split()]


def add_card(hand, card):
    return (hand + " " + CODE_OF[card]).strip()


def hand_value(cards):
    # works on a list of rank names or on one of my hand strings
    if isinstance(cards, str):
        cards = unpack(cards)
    total = 0
    for card in cards:
        total += card_value(card)
    return total


def random_card(rng):
    return rng.choice(RANKS)


def computer_turn(draw):
    hand = add_card("", draw())
    while hand_value(hand) < STICK_AT:
        hand = add_card(hand, draw())
    return unpack(hand)


def player_turn(draw, ask, show=print):
    hand = add_card("", draw())
    while True:
        show("Your hand: " + ", ".join(unpack(hand)))
        show("Hand value: " + str(hand_value(hand)))
        if hand_value(hand) > 21:
            show("BUST!")
            break
        move = ask("Twist or stick? (t/s) ").strip().lower()
        if move == "t":
            hand = add_card(hand, draw())
        elif move == "s":
            break
        else:
            show("I didn't get that, please type t or s")
    return unpack(hand)


def decide_winner(computer_value, player_value):
    if player_value > 21:
        if computer_value > 21:
            return "draw"
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value == computer_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    dealer_hand = computer_turn(draw)
    your_hand = player_turn(draw, ask, show)
    dealer_score = hand_value(dealer_hand)
    your_score = hand_value(your_hand)
    result = decide_winner(dealer_score, your_score)

    show("")
    show("====== RESULT ======")
    show("Dealer's hand: " + ", ".join(card_name(c) for c in dealer_hand) + f"   ({dealer_score})")
    show("Your hand:     " + ", ".join(card_name(c) for c in your_hand) + f"   ({your_score})")
    if result == "player":
        show(">>> You win! <<<")
    elif result == "computer":
        show(">>> The dealer wins! <<<")
    else:
        show(">>> Nobody wins, it's a draw. <<<")
    show("====================")
    return result


def play_again(ask):
    while True:
        ans = ask("Another round? (y/n) ").strip().lower()
        if ans == "y" or ans == "yes":
            return True
        if ans == "n" or ans == "no":
            return False


def main(rng=None, ask=input, show=print):
    rng = rng or random      # no rng given: just use the random module itself
    show("Welcome to Pontoon!")
    while True:
        try:
            play_game(lambda: random_card(rng), ask, show)
        except EOFError:
            show("")
            break
        ask("Press Enter to continue...")
        try:
            if not play_again(ask):
                break
        except EOFError:
            show("")
            break
    show("Bye!")


if __name__ == "__main__":
    main()
