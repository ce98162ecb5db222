"""Pontoon, version 1 -- a wee game o' cards against the computer.

A card is just a number fae 1 tae 10 (1 is the Ace, 10 does for the Ten and
the face cards). Everything gets typed oot a letter at a time, like an auld
teleprinter, when ye run the file yersel.
"""

import random
import sys
import time

VERSION = 1
STICK_AT = 17

TYPE_DELAY = 0.0  # turn it up tae 0.03 for the proper teleprinter effect

TWIST_ANSWERS = ("twist", "t")
STICK_ANSWERS = ("stick", "s")
YES_ANSWERS = ("aye", "y", "yes")
NO_ANSWERS = ("naw", "n", "no")

PROMPT = "Twist or stick? (twist/stick, or t/s) "
AGAIN_PROMPT = "Fancy another game? (aye/naw) "

VERDICTS = {
    "player": "You win! Pure dead brilliant!",
    "computer": "The computer wins. Gutted.",
    "draw": "It's a draw - naebody wins.",
}


def typewriter(text="", end="\n"):
    """Print a line a character at a time."""
    for ch in str(text) + end:
        sys.stdout.write(ch)
        sys.stdout.flush()
        time.sleep(TYPE_DELAY)


def typed_input(prompt=""):
    """Like input(), but the question gets typed oot slowly tae."""
    typewriter(prompt, end="")
    return input()


def card_value(card):
    """What one card is worth: card_value(7) == 7, card_value(1) == 1."""
    return int(card)


def card_name(card):
    """How a card is shown: card_name(7) == "7"."""
    return str(card)


def hand_value(cards):
    """The total o' a hand: hand_value([1, 10]) == 11."""
    return sum(card_value(card) for card in cards)


def random_card(rng):
    """One card, 1 tae 10, each as likely as the next."""
    return rng.randint(1, 10)


def computer_turn(draw):
    """The computer takes a card, then keeps twisting while it's under STICK_AT."""
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    """The player's go: one card, then twist or stick until they stick or go bust."""
    cards = [draw()]
    show(f"Here's yer first card: {card_name(cards[0])}")
    while True:
        value = hand_value(cards)
        show(f"Yer hand's worth {value} the noo.")
        if value > 21:
            show("Och, that's you bust!")
            return cards
        answer = ask(PROMPT).strip()
        if answer in TWIST_ANSWERS:
            card = draw()
            cards.append(card)
            show(f"Ye drew: {card_name(card)}")
        elif answer in STICK_ANSWERS:
            show(f"Ye're sticking on {value}.")
            return cards
        else:
            show("Eh? Ah didnae catch that. Say twist or stick (or t/s), pal.")


def decide_winner(computer_value, player_value):
    """Returns "computer", "player" or "draw"."""
    computer_bust = computer_value > 21
    player_bust = player_value > 21
    if computer_bust and player_bust:
        return "draw"
    if computer_bust:
        return "player"
    if player_bust:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    """One game: the computer's go, the player's go, then the result."""
    computer = computer_turn(draw)
    show("The computer's had its shot. Noo it's your turn.")
    player = player_turn(draw, ask, show)
    computer_value = hand_value(computer)
    player_value = hand_value(player)
    winner = decide_winner(computer_value, player_value)
    show("")
    show("===== How it went =====")
    show(f"Computer's score: {computer_value}")
    show(f"Your score: {player_value}")
    show(VERDICTS[winner])
    return winner


def play_again(ask):
    """Keep asking till we get aye or naw."""
    while True:
        answer = ask(AGAIN_PROMPT).strip().lower()
        if answer in YES_ANSWERS:
            return True
        if answer in NO_ANSWERS:
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()

    def draw():
        return random_card(rng)

    show("Welcome tae Pontoon! Get as close tae 21 as ye can withoot going bust.")
    try:
        while True:
            play_game(draw, ask, show)
            if not play_again(ask):
                show("Cheerio the noo!")
                return
    except EOFError:
        # nae mair input: just stop, nae fuss
        show("")
        return


if __name__ == "__main__":
    main(ask=typed_input, show=typewriter)
