"""Pontoon version 1."""
import random

VERSION = 1
STICK_AT = 16


def card_value(card):
    return card


def card_name(card):
    return str(card)


def hand_value(cards):
    total = 0
    for card in cards:
        total = total + card_value(card)
    return total


def random_card(rng):
    return rng.randint(1, 10)


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while hand_value(cards) <= 21:
        show("Your value: " + str(hand_value(cards)))
        answer = ask("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            cards.append(draw())
        elif answer == "s":
            return cards
        else:
            show("Please answer t or s.")
    show("Your value: " + str(hand_value(cards)) + " - you are bust")
    return cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "computer"
    elif computer_value > 21:
        return "player"
    elif player_value > 21:
        return "computer"
    elif computer_value > player_value:
        return "computer"
    elif player_value > computer_value:
        return "player"
    else:
        return "draw"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("Computer Value: " + str(hand_value(computer)))
    show("Player Value: " + str(hand_value(player)))
    if winner == "player":
        show("Player wins!")
    elif winner == "computer":
        show("Computer wins!")
    else:
        show("Draw!")
    return winner


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            answer = ask("Play again? (y/n) ").strip().lower()
            while answer not in ("y", "n"):
                answer = ask("Play again? (y/n) ").strip().lower()
            if answer == "n":
                break
    except EOFError:
        pass


if __name__ == "__main__":
    main()
