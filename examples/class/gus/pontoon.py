"""Pontoon v3 - Gus."""
import random

VERSION = 3
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def card_value(card):
    rank, suit = card
    if RANKS.index(rank) >= 9:
        return 10
    return RANKS.index(rank) + 1


def card_name(card):
    return card[0] + " of " + card[1]


def hand_value(cards):
    value = 0
    for card in cards:
        value = value + card_value(card)
    return value


def random_card(rng):
    return (rng.choice(RANKS), rng.choice(SUITS))


def computer_turn(draw):
    cards = [draw()]
    value = hand_value(cards)
    while value < STICK_AT:
        card = draw()
        cards + [card]
        value = hand_value(cards)
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while hand_value(cards) <= 21:
        show("Your cards: " + ", ".join(card_name(c) for c in cards))
        show("Your value: " + str(hand_value(cards)))
        answer = ask("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            cards.append(draw())
        elif answer == "s":
            break
    return cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    elif computer_value > 21:
        return "player"
    elif player_value > 21:
        return "computer"
    elif player_value > computer_value:
        return "player"
    elif computer_value > player_value:
        return "computer"
    else:
        return "draw"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("Computer has: " + ", ".join(card_name(c) for c in computer))
    show("Value: " + str(hand_value(computer)))
    show("Player has: " + ", ".join(card_name(c) for c in player))
    show("Value: " + str(hand_value(player)))
    if winner == "player":
        show("Player wins!")
    elif winner == "computer":
        show("Computer wins!")
    else:
        show("Draw!")
    return winner


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if ask("Play again? (y/n) ").strip().lower() == "n":
                break
    except EOFError:
        pass


if __name__ == "__main__":
    main()
