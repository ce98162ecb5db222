"""Pontwn (fersiwn 1) - gem gardiau i un chwaraewr yn erbyn y cyfrifiadur.

Mae pob cerdyn yn rhif o 1 i 10. Mae'r cyfrifiadur yn chwarae gyntaf,
wedyn chi. Dangosir eich llaw fel swm, e.e. 7 + 10 + 2 = 19.
"""
import random

VERSION = 1
STICK_AT = 16          # mae'r cyfrifiadur yn cymryd cerdyn tra bo'i werth o dan hwn

TROI = "troi"          # cymryd cerdyn arall (twist)
SEFYLL = "sefyll"      # aros (stick)
CWESTIWN = "Troi neu sefyll? (troi/sefyll) "
CWESTIWN_ETO = "Chwarae eto? (ie/na) "

NEGESEUON = {
    "player": "Chi sy'n ennill!",
    "computer": "Y cyfrifiadur sy'n ennill!",
    "draw": "Gem gyfartal!",
}


def card_value(card):
    """Gwerth un cerdyn: y rhif ei hun (mae Ace = 1 bob amser)."""
    return int(card)


def card_name(card):
    return str(card)


def hand_value(cards):
    cyfanswm = 0
    for cerdyn in cards:
        cyfanswm += card_value(cerdyn)
    return cyfanswm


def random_card(rng):
    return rng.randint(1, 10)


def fel_swm(cards):
    """7 + 10 + 2 = 19"""
    rhannau = " + ".join(card_name(c) for c in cards)
    return rhannau + " = " + str(hand_value(cards))


def computer_turn(draw):
    cardiau = [draw()]
    while hand_value(cardiau) < STICK_AT:
        cardiau.append(draw())
    return cardiau


def player_turn(draw, ask, show=print):
    cardiau = [draw()]
    while True:
        show("Eich llaw: " + fel_swm(cardiau))
        ateb = ask(CWESTIWN).strip().lower()
        if ateb == TROI:
            cardiau.append(draw())
            if hand_value(cardiau) > 21:
                show("Eich llaw: " + fel_swm(cardiau))
                show("Drosodd! Rydych chi dros 21.")
                return cardiau
        else:
            return cardiau


def decide_winner(computer_value, player_value):
    cyfrifiadur_drosodd = computer_value > 21
    chwaraewr_drosodd = player_value > 21
    if cyfrifiadur_drosodd and chwaraewr_drosodd:
        return "draw"
    if cyfrifiadur_drosodd:
        return "player"
    if chwaraewr_drosodd:
        return "computer"
    if player_value > computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"


def play_game(draw, ask, show=print):
    cardiau_cyfrifiadur = computer_turn(draw)
    cardiau_chwaraewr = player_turn(draw, ask, show)
    enillydd = decide_winner(hand_value(cardiau_cyfrifiadur),
                             hand_value(cardiau_chwaraewr))
    show("----- Canlyniad -----")
    show("Cyfrifiadur: " + fel_swm(cardiau_cyfrifiadur))
    show("Chi: " + fel_swm(cardiau_chwaraewr))
    show(NEGESEUON[enillydd])
    return enillydd


def play_again(ask):
    while True:
        ateb = ask(CWESTIWN_ETO).strip().lower()
        if ateb == "ie":
            return True
        if ateb == "na":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Croeso i Bontwn! Ewch mor agos at 21 ag y gallwch.")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Hwyl fawr!")
                return
    except EOFError:
        return


if __name__ == "__main__":
    main()
