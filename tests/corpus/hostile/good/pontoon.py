"""A correct minimal v1 pontoon submission (test data for the sandbox)."""
import random

VERSION = 1
STICK_AT = 17


def card_value(card):
    return card


def card_name(card):
    return str(card)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


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
        show(f"Your value: {hand_value(cards)}")
        answer = ask("Twist or stick? (t/s) ").strip().lower()
        if answer == "s":
            break
        if answer == "t":
            cards.append(draw())
    return cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show(f"Computer Value: {hand_value(computer)}")
    show(f"Player Value: {hand_value(player)}")
    show({"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}[winner])
    return winner


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if ask("Play again? (y/n) ").strip().lower() != "y":
                return
    except EOFError:
        return


if __name__ == "__main__":
    main()
