# Pontoon - versioni 2
# Letrat jane emra (Asi, Dyshi, ... Mbreti). Kompjuteri luan i pari, pastaj ti.
# Ne fund te cdo loje shfaqet historia: cdo leter sipas rradhes dhe kujt i ra.

import random

VERSION = 2
STICK_AT = 18
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
EMRAT = dict(zip(RANKS, ("Asi", "Dyshi", "Treshi", "Katra", "Pesa", "Gjashta",
                         "Shtata", "Teta", "Nënta", "Dhjeta", "Fanti", "Dama", "Mbreti")))
KUFIRI = 21

FJALET = {
    "player": "Fitove!",
    "computer": "Fitoi kompjuteri!",
    "draw": "Barazim! Askush nuk fitoi.",
}


def card_value(card):
    numri = RANKS.index(card) + 1
    if numri > 10:
        return 10
    return numri


def card_name(card):
    return EMRAT[card]


def hand_value(cards):
    return sum(card_value(k) for k in cards)


def piket_e_lojtarit(letrat):
    # piket e lojtarit (Asi vlen gjithmone 1)
    return hand_value(letrat)


def random_card(rng):
    return RANKS[rng.randrange(13)]


def emrat(letrat):
    return ", ".join(card_name(k) for k in letrat)


def computer_turn(draw, letrat=None):
    # rekursive: merr nje leter derisa te arrije STICK_AT
    if letrat is None:
        letrat = [draw()]
    if hand_value(letrat) >= STICK_AT:
        return letrat
    return computer_turn(draw, letrat + [draw()])


def player_turn(draw, ask, show=print, letrat=None):
    if letrat is None:
        letrat = [draw()]
    if piket_e_lojtarit(letrat) > KUFIRI:
        show("Kalove " + str(KUFIRI) + "!")
        return letrat
    show("Letrat e tua: " + emrat(letrat))
    show("Piket: " + str(piket_e_lojtarit(letrat)))
    show("Merr leter (m) apo ndalo (n)?")
    pergjigja = ask("").strip().lower()
    if pergjigja == "m":
        return player_turn(draw, ask, show, letrat + [draw()])
    if pergjigja == "n":
        return letrat
    show("Shkruaj vetem m ose n.")
    return player_turn(draw, ask, show, letrat)


def decide_winner(computer_value, player_value):
    if computer_value > KUFIRI and player_value > KUFIRI:
        return "draw"
    elif computer_value > KUFIRI:
        return "player"
    elif player_value > KUFIRI:
        return "computer"
    elif computer_value == player_value:
        return "draw"
    elif computer_value > player_value:
        return "computer"
    else:
        return "player"


def play_game(draw, ask, show=print):
    historia = []

    def terhiq_per(kush):
        def terhiq():
            karta = draw()
            historia.append((kush, karta))
            return karta
        return terhiq

    kompjuteri = computer_turn(terhiq_per("kompjuteri"))
    lojtari = player_turn(terhiq_per("ti"), ask, show)
    vk = hand_value(kompjuteri)
    vl = piket_e_lojtarit(lojtari)
    fituesi = decide_winner(vk, vl)
    show("Kompjuteri: " + emrat(kompjuteri) + " = " + str(vk))
    show("Ti: " + emrat(lojtari) + " = " + str(vl))
    show(FJALET[fituesi])
    show("Letrat sipas rradhes:")
    for nr, (kush, karta) in enumerate(historia, start=1):
        show(f"  {nr}. {card_name(karta)} -> {kush}")
    return fituesi


def play_again(ask):
    pergjigja = ask("Luajme perseri? (po/jo) ").strip().lower()
    if pergjigja == "po":
        return True
    if pergjigja == "jo":
        return False
    return play_again(ask)


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    show("Mire se erdhe ne Pontoon!")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                break
    except EOFError:
        pass
    show("Mirupafshim!")


if __name__ == "__main__":
    main()
