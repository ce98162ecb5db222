"""Pontoon fer pirates -- version 1.

Cap'n Flint deals. Cards be plain numbers from 1 to 10 (the 1 be the Ace,
the 10 be a Ten or any o' the face cards). Flint draws first an' keeps 'is
hoard hid, then ye haul or belay. Go over 21 an' ye be sunk.
"""
import random

VERSION = 1
STICK_AT = 15          # Flint stops haulin' once 'is hoard be worth this much
LIMIT = 21             # over this ye be sunk
CAPTAIN = "Cap'n Flint"

HAUL = "h"             # take another card
BELAY = "b"            # stop

SHOUTS = {
    "player": "Ye win the treasure, ye scurvy dog!",
    "computer": CAPTAIN + " takes the treasure! Yo ho ho!",
    "draw": "A draw! Nobody takes the treasure this time.",
}


def card_value(card):
    """A card be worth its number: the Ace (1) be worth 1, a Ten or face 10."""
    return card


def card_name(card):
    return str(card)


def hand_value(cards):
    total = 0
    for card in cards:
        total += card_value(card)
    return total


def random_card(rng):
    return rng.randint(1, 10)


def computer_turn(draw):
    """Flint's turn: one card, then he hauls while he be under STICK_AT."""
    hoard = [draw()]
    while hand_value(hoard) < STICK_AT:
        hoard.append(draw())
    return hoard


def player_turn(draw, ask, show=print):
    """Yer turn. The value be told right in the question, like a proper pirate."""
    hoard = [draw()]
    while hand_value(hoard) <= LIMIT:
        answer = ask(f"({hand_value(hoard)}) Haul another card or belay? (h/b) ")
        answer = answer.strip().lower()
        if answer == HAUL:
            hoard.append(draw())
        elif answer == BELAY:
            break
        else:
            show("Speak plain, ye bilge rat! 'h' to haul, 'b' to belay.")
    if hand_value(hoard) > LIMIT:
        show(f"Arrr, {hand_value(hoard)}! Ye be sunk!")
    return hoard


def decide_winner(computer_value, player_value):
    flint_sunk = computer_value > LIMIT
    ye_sunk = player_value > LIMIT
    if flint_sunk and ye_sunk:
        return "draw"
    if flint_sunk:
        return "player"
    if ye_sunk:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    show(f"{CAPTAIN} shuffles 'is greasy deck an' grins at ye wi' three teeth.")
    ye = player_turn(draw, ask, show)
    flint = computer_turn(draw)
    show(f"{CAPTAIN}: \"Now let's see what ye've got, landlubber!\"")
    flint_value = hand_value(flint)
    ye_value = hand_value(ye)
    show(f"{CAPTAIN}'s hoard: {flint_value}")
    show(f"Yer hoard: {ye_value}")
    winner = decide_winner(flint_value, ye_value)
    show(SHOUTS[winner])
    return winner


def play_again(ask):
    while True:
        answer = ask("Another round, matey? (aye/nay) ").strip().lower()
        if answer == "aye":
            return True
        if answer == "nay":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Ahoy! Welcome aboard the Black Gull, where " + CAPTAIN + " deals the pontoon.")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Fair winds to ye!")
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
