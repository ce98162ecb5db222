# Pontons, 3. versija: kārtīm ir masti.
# Dators spēlē pirmais, tad tu. Izvade ar sys.stdout.write, ievade ar sys.stdin.
import random
import sys
from collections import namedtuple

VERSION = 3
STICK_AT = 19

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

Karts = namedtuple("Karts", "rank suit")      # pāris (rank, suit)

VERTIBAS = dict(zip(RANKS, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)))

JAUTAJUMS = "Vilkt vai palikt? (v/p) "
VELREIZ = "Spēlēt vēlreiz? (j/n) "


def rakstit(teksts=""):
    sys.stdout.write(teksts + "\n")


def jautat(uzaicinajums):
    sys.stdout.write(uzaicinajums)
    sys.stdout.flush()
    rinda = sys.stdin.readline()
    if rinda == "":
        raise EOFError
    return rinda.rstrip("\n")


def card_value(card):
    return VERTIBAS[card[0]]


def card_name(card):
    return "%s of %s" % (card[0], card[1])


def hand_value(cards):
    return sum(map(card_value, cards))


def random_card(rng):
    return Karts(rng.choice(RANKS), rng.choice(SUITS))


def saraksts(cards):
    return ", ".join(card_name(c) for c in cards)


def computer_turn(draw):
    kartis = [draw()]
    while hand_value(kartis) < STICK_AT:
        kartis.append(draw())
    return kartis


def player_turn(draw, ask, show=print):
    kartis = [draw()]
    while True:
        show("[kārts nr. %d] Tavas kārtis: %s" % (len(kartis), saraksts(kartis)))
        show("Tava vērtība: %d" % hand_value(kartis))
        atbilde = ask(JAUTAJUMS).strip().lower()
        if atbilde == "v":
            kartis.append(draw())
        elif atbilde == "p":
            return kartis
        else:
            show("Lūdzu, ieraksti v vai p.")
    show("[kārts nr. %d] Tavas kārtis: %s" % (len(kartis), saraksts(kartis)))
    show("Tava vērtība: %d - pārāk daudz!" % hand_value(kartis))
    return kartis


def decide_winner(computer_value, player_value):
    dators_zaud = computer_value > 21
    tu_zaud = player_value > 21
    if dators_zaud != tu_zaud:              # tieši viens pārsniedz 21
        return "computer" if tu_zaud else "player"
    if dators_zaud or computer_value == player_value:
        return "draw"
    return "computer" if computer_value > player_value else "player"


UZVARA = {"player": "Tu uzvarēji!", "computer": "Dators uzvarēja!", "draw": "Neizšķirts!"}


def play_game(draw, ask, show=print):
    dators = computer_turn(draw)
    tu = player_turn(draw, ask, show)
    rezultats = decide_winner(hand_value(dators), hand_value(tu))
    show("--- Rezultāts ---")
    show("Dators: " + saraksts(dators))
    show("Datora vērtība: %d" % hand_value(dators))
    show("Tu: " + saraksts(tu))
    show("Tava vērtība: %d" % hand_value(tu))
    show(UZVARA[rezultats])
    return rezultats


def play_again(ask):
    while True:
        a = ask(VELREIZ).strip().lower()
        if a == "j":
            return True
        if a == "n":
            return False


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    raunds = 1
    try:
        while True:
            show("=== Raunds %d ===" % raunds)
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Uz redzēšanos!")
                break
            raunds += 1
    except EOFError:
        pass


if __name__ == "__main__":
    main(ask=jautat, show=rakstit)
