"""Pontoon, weergawe 1: kaarte is getalle van 1 tot 10.

Die rekenaar speel eerste (jy sien niks daarvan nie), dan is dit jou beurt.
'n Aas (die kaart 1) tel altyd 1.
"""
import random

VERSION = 1
STICK_AT = 17

VRAAG = "Nog 'n kaart? (ja/nee) "
WEER_VRAAG = "Speel weer? (ja/nee) "

UITSLAG = {
    "player": "Jy wen!",
    "computer": "Die rekenaar wen!",
    "draw": "Gelykop! Niemand wen nie.",
}


def card_value(card):
    """Die waarde van een kaart: die getal self (1 tot 10)."""
    return card


def card_name(card):
    """Hoe 'n kaart gewys word: "7"."""
    return str(card)


def hand_value(cards):
    """Die waarde van 'n lys kaarte."""
    totaal = 0
    for kaart in cards:
        totaal += card_value(kaart)
    return totaal


def random_card(rng):
    """Een kaart van 1 tot 10, elkeen ewe waarskynlik."""
    return rng.randint(1, 10)


def kaartlyn(cards):
    """'3, 9 (=12)'"""
    return ", ".join(card_name(k) for k in cards) + " (=" + str(hand_value(cards)) + ")"


def computer_turn(draw):
    """Die rekenaar se hele beurt. Dit word nie gewys nie."""
    kaarte = [draw()]
    while hand_value(kaarte) < STICK_AT:
        kaarte.append(draw())
    return kaarte


def player_turn(draw, ask, show=print):
    """Jou beurt: een kaart, dan ja (nog een) of nee (stop)."""
    kaarte = [draw()]
    while True:
        show("Kaarte: " + kaartlyn(kaarte))
        antwoord = ask(VRAAG).strip().lower()
        if antwoord == "ja":
            kaarte.append(draw())
        elif antwoord == "nee":
            return kaarte
        else:
            show("Tik asseblief ja of nee.")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value > computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"


def play_game(draw, ask, show=print):
    rekenaar = computer_turn(draw)
    speler = player_turn(draw, ask, show)
    show("")
    show("Rekenaar se kaarte: " + kaartlyn(rekenaar))
    show("Jou kaarte: " + kaartlyn(speler))
    wenner = decide_winner(hand_value(rekenaar), hand_value(speler))
    show(UITSLAG[wenner])
    return wenner


def play_again(ask):
    while True:
        antwoord = ask(WEER_VRAAG).strip().lower()
        if antwoord == "ja":
            return True
        if antwoord == "nee":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Welkom by Pontoon!")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Totsiens!")
                return
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
