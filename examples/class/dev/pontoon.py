"""Pontoon version 3 -- Dev Patel."""
import random

VERSION = 3
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def card_value(card):
    rank = card[0]
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def card_name(card):
    return card[0] + " of " + card[1]


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return (rng.choice(RANKS), rng.choice(SUITS))


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while True:
        show("Your cards: " + ", ".join(card_name(c) for c in cards))
        show("Your value: " + str(hand_value(cards)))
        if hand_value(cards) > 21:
            break
        answer = ask("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            cards.append(draw())
        elif answer == "s":
            break
        else:
            show("Please answer t or s.")
    return cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if player_value > computer_value:
        return "player"
    if player_value < computer_value:
        return "computer"
    return "draw"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    if hand_value(computer) > 21:
        # the computer is bust so I win anyway, no need to play
        player = []
    else:
        player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("Computer has: " + ", ".join(card_name(c) for c in computer))
    show("Value: " + str(hand_value(computer)))
    show("Player has: " + ", ".join(card_name(c) for c in player))
    show("Value: " + str(hand_value(player)))
    show({"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}[winner])
    return winner


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            answer = ask("Play again? (y/n) ").strip().lower()
            if answer == "n":
                return
    except EOFError:
        return


if __name__ == "__main__":
    main()
