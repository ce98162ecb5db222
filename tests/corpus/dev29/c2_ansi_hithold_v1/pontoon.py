"""Pontoon v1 -- me against Mr. Lee.

Cards are numbers 1..10 (1 is the Ace and is always worth 1).
Colours are plain ANSI escape codes, so use a terminal that understands them.
"""
import random

VERSION = 1
STICK_AT = 16

DEALER = "Mr. Lee"

# ANSI colour codes
RESET = "\033[0m"
BOLD = "\033[1m"
RED = "\033[1;31m"
GREEN = "\033[1;32m"
YELLOW = "\033[1;33m"
CYAN = "\033[36m"


def paint(text, colour):
    return f"{colour}{text}{RESET}"


def card_value(card):
    return card


def card_name(card):
    return str(card)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return rng.choice(range(1, 11))


def bust_chance(total):
    """Percent chance that one more card (1..10, all equally likely) takes total over 21."""
    losing = [c for c in range(1, 11) if total + c > 21]
    return len(losing) * 100 // 10


def computer_turn(draw):
    """Mr. Lee takes a card, then keeps taking cards while his running total is under STICK_AT."""
    cards = []
    running = 0
    while not cards or running < STICK_AT:
        card = draw()
        cards.append(card)
        running += card_value(card)
    return cards


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while True:
        total = hand_value(hand)
        show(f"You got a {paint(card_name(hand[-1]), YELLOW)}. "
             f"Your total: {paint(total, BOLD)}")
        if total > 21:
            show(paint("Over 21 -- you're bust!", RED))
            return hand
        show(paint(f"(chance to bust next card: {bust_chance(total)}%)", CYAN))
        while True:
            answer = ask("Do you want to hit or hold? ").strip().lower()
            match answer:
                case "hit":
                    hand.append(draw())
                    break
                case "hold":
                    return hand
                case _:
                    show("Please type the word hit or the word hold.")


def decide_winner(computer_value, player_value):
    match (computer_value > 21, player_value > 21):
        case (True, True):
            return "draw"
        case (True, False):
            return "player"
        case (False, True):
            return "computer"
    if computer_value > player_value:
        return "computer"
    if player_value > computer_value:
        return "player"
    return "draw"


def play_game(draw, ask, show=print):
    lee = computer_turn(draw)
    me = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(lee), hand_value(me))
    show("=" * 30)
    show(f"{DEALER}'s total: {paint(hand_value(lee), BOLD)}")
    show(f"Your total: {paint(hand_value(me), BOLD)}")
    if winner == "player":
        show(paint("You win!", GREEN))
    elif winner == "computer":
        show(paint(f"{DEALER} wins!", RED))
    else:
        show(paint("It's a draw!", YELLOW))
    show("=" * 30)
    return winner


def play_again(ask):
    while True:
        match ask(f"Another round with {DEALER}? (yes/no) ").strip().lower():
            case "yes":
                return True
            case "no":
                return False
            case _:
                pass


def main(rng=None, ask=input, show=print):
    rng = rng if rng is not None else random.Random()
    show(paint(f"Welcome to Pontoon! {DEALER} is dealing.", GREEN))
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show(f"{DEALER} says goodbye.")
                break
    except EOFError:
        show()


if __name__ == "__main__":
    main()
