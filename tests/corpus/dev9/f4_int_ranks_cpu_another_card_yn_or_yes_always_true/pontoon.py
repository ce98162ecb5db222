# Pontoon version 2
# A card is just a number 1..13 (1 = Ace, 11 = Jack, 12 = Queen, 13 = King).
# card_name turns the number into a word for printing.

import random

VERSION = 2
STICK_AT = 19

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


def random_card(rng):
    return rng.randint(1, 13)


def card_value(card):
    if card > 10:       # Jack, Queen, King
        return 10
    return card         # Ace is 1, the rest are their number


def card_name(card):
    return RANKS[card - 1]


def hand_value(cards):
    v = 0
    for card in cards:
        v += card_value(card)
    return v


def names(cards):
    return ", ".join(card_name(c) for c in cards)


def computer_turn(draw):
    cpu = [draw()]
    while hand_value(cpu) < STICK_AT:
        cpu.append(draw())
    return cpu


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while hand_value(hand) <= 21:
        show("You have: " + names(hand))
        reply = ask("Another card? (y/n) ").strip().lower()
        if reply == "y":
            hand.append(draw())
        elif reply == "n":
            return hand
        else:
            show("Answer y for another card or n to stop.")
    show("You have: " + names(hand))
    show("That's " + str(hand_value(hand)) + " - too many, you're out!")
    return hand


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    elif computer_value > 21:
        return "player"
    elif player_value > 21:
        return "computer"
    elif computer_value == player_value:
        return "draw"
    elif computer_value > player_value:
        return "computer"
    else:
        return "player"


def play_game(draw, ask, show=print):
    cpu = computer_turn(draw)
    show("CPU: done.")
    me = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(cpu), hand_value(me))

    show("")
    show("FINAL")
    show("  CPU     %2d   %s" % (hand_value(cpu), names(cpu)))
    show("  Player  %2d   %s" % (hand_value(me), names(me)))
    if winner == "computer":
        show("The CPU wins.")
    elif winner == "player":
        show("Well done, you win!")
    else:
        show("Tie - nobody wins.")
    show("")
    return winner


def play_again(ask):
    while True:
        ans = ask("Play another round? (y/n) ").strip().lower()
        if ans == "y" or "yes":
            return True
        elif ans == "n" or ans == "no":
            return False


def main(rng=None, ask=input, show=print):
    rng = rng or random
    draw = lambda: random_card(rng)
    show("PONTOON - you vs the CPU")
    show("")
    try:
        play_game(draw, ask, show)
        while play_again(ask):
            play_game(draw, ask, show)
    except EOFError:
        return


if __name__ == "__main__":
    main()
