"""Pontoon, version 2 (cards have names).

Type h or ? when asked to twist or stick and you get a bit of advice.
"""
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
TEN_CARDS = ("Ten", "Jack", "Queen", "King")


def card_value(card):
    if card in TEN_CARDS:
        return 10
    return RANKS.index(card) + 1      # Ace is index 0 so it is worth 1


def card_name(card):
    return card


def hand_value(cards):
    value = 0
    for card in cards:
        value = value + card_value(card)
    return value


def random_card(rng=None):
    if rng is None:
        rng = random.Random()          # fresh generator if nobody gave us one
    return rng.choice(RANKS)


def describe(cards):
    """Card 1: Seven | Card 2: Four"""
    return " | ".join(f"Card {i}: {card_name(c)}" for i, c in enumerate(cards, 1))


def computer_turn(draw):
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def hint(value):
    if value <= 11:
        return "Hint: no card can take you past 21 from here, so a twist is free."
    if value <= 14:
        return "Hint: you are still quite low - most players would twist."
    if value <= 17:
        return "Hint: risky either way. About half the cards would bust you."
    return "Hint: you have a good total. Sticking is probably wise."


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while hand_value(hand) <= 21:
        show("Your hand -> " + describe(hand))
        show(f"Total: {hand_value(hand)}")
        while True:
            answer = ask("Twist or stick? (t/s, h or ? for a hint) ").strip().lower()
            if answer in ("h", "?"):
                show(hint(hand_value(hand)))
                continue
            if answer in ("t", "s"):
                break
            show("Please answer t, s, h or ?.")
        if answer == "s":
            return hand
        hand.append(draw())
    show("Your hand -> " + describe(hand))
    show(f"Total: {hand_value(hand)} - bust!")
    return hand


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value == computer_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    computers_cards = computer_turn(draw)
    my_cards = player_turn(draw, ask, show)
    c_total = hand_value(computers_cards)
    p_total = hand_value(my_cards)
    outcome = decide_winner(c_total, p_total)
    show("")
    show("The computer had: " + describe(computers_cards) + f"  (total {c_total})")
    show("You had:          " + describe(my_cards) + f"  (total {p_total})")
    show({"player": "You win this one!",
          "computer": "The computer takes it.",
          "draw": "It's a draw."}[outcome])
    show("")
    return outcome


def play_again(ask):
    answer = ""
    while answer not in ("y", "n"):
        answer = ask("Play another hand? (y/n) ").strip().lower()
    return answer == "y"


def main(rng=None, ask=input, show=print):
    show("*** PONTOON ***")
    try:
        keep_going = True
        while keep_going:
            play_game(lambda: random_card(rng), ask, show)
            keep_going = play_again(ask)
        show("Thanks for playing.")
    except EOFError:
        show("\nOut of input - thanks for playing.")


if __name__ == "__main__":
    main()
