"""Pontoon version 2, by Cara."""
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


def card_value(card):
    """Return the value of a card."""
    if card == "Ace":
        return 11  # an ace is worth 11 like in blackjack
    if card in ("Jack", "Queen", "King"):
        return 10
    return RANKS.index(card) + 1


def card_name(card):
    return card


def hand_value(cards):
    total = 0
    for card in cards:
        total += card_value(card)
    return total


def random_card(rng):
    return rng.choice(RANKS)


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while hand_value(cards) <= 21:
        show("Your cards: " + ", ".join(cards))
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
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if player_value > computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("Computer has: " + ", ".join(computer))
    show("Value: " + str(hand_value(computer)))
    show("Player has: " + ", ".join(player))
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
            again = ask("Play again? (y/n) ").strip().lower()
            while again not in ("y", "n"):
                again = ask("Play again? (y/n) ").strip().lower()
            if again == "n":
                break
    except EOFError:
        pass


if __name__ == "__main__":
    main()
