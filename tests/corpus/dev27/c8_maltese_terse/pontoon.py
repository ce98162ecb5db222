# Pontoon v4 - mazz wiehed imħallat għal kull logħba.
# Il-kompjuter jilgħab l-ewwel u ma juri xejn. Imbagħad int.
import random
import sys
from functools import reduce

VERSION = 4
STICK_AT = 13
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
VALUES = dict(zip(RANKS, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)))

RIŻULTAT = {"player": "Rbaħt int!",
            "computer": "Rebaħ il-kompjuter!",
            "draw": "Ħadd ma rebaħ!"}


def card_value(card):
    return VALUES[card[0]]


def card_name(card):
    return "%s of %s" % card


def hand_value(cards):
    return reduce(lambda total, card: total + card_value(card), cards, 0)


def new_deck():
    return [(r, s) for s in SUITS for r in RANKS]


def shuffled_deck(rng):
    return rng.sample(new_deck(), 52)


def isem(cards):
    return ", ".join(map(card_name, cards))


def computer_turn(draw):
    k = [draw()]
    while hand_value(k) < STICK_AT:
        k.append(draw())
    return k


def player_turn(draw, ask, show=print):
    jien = [draw()]
    while hand_value(jien) <= 21:
        show(isem(jien) + " = " + str(hand_value(jien)))
        t = ask("Karta oħra? (o/b) ").strip().lower()
        if t == "o":
            jien.append(draw())
        elif t == "b":
            break
    return jien


def decide_winner(computer_value, player_value):
    k_bust, j_bust = computer_value > 21, player_value > 21
    if k_bust and j_bust:
        return "draw"
    if k_bust:
        return "player"
    if j_bust:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return max((computer_value, "computer"), (player_value, "player"))[1]


def play_game(draw, ask, show=print):
    k = computer_turn(draw)
    j = player_turn(draw, ask, show)
    rebbieħ = decide_winner(hand_value(k), hand_value(j))
    show("kompjuter: " + isem(k) + " = " + str(hand_value(k)))
    show("int: " + isem(j) + " = " + str(hand_value(j)))
    show(RIŻULTAT[rebbieħ])
    return rebbieħ


def play_again(ask):
    t = ""
    while t not in ("iva", "le"):
        t = ask("Nerġgħu? (iva/le) ").strip().lower()
    return t == "iva"


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    try:
        while True:
            mazz = shuffled_deck(rng)
            play_game(mazz.pop, ask, show)
            if not play_again(ask):
                break
    except EOFError:
        pass


def aqra(prompt=""):
    """Bħal input(), imma jaqra minn sys.stdin direttament."""
    sys.stdout.write(prompt)
    sys.stdout.flush()
    linja = sys.stdin.readline()
    if not linja:
        raise EOFError
    return linja.rstrip("\r\n")


if __name__ == "__main__":
    main(ask=aqra)
