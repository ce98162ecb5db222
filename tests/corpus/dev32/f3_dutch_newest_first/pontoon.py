"""Pontoon, versie 2: kaarten met namen.

Een kaart is een rang ("Seven", "King", ...). Op het scherm staan de kaarten in
het Nederlands, en een hand wordt getoond met de nieuwste kaart vooraan,
gevolgd door de waarde na een dubbele punt:  Vrouw, Drie, Zeven: 20
"""

import random

VERSION = 2
STICK_AT = 17

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

NEDERLANDS = {
    "Ace": "Aas", "Two": "Twee", "Three": "Drie", "Four": "Vier",
    "Five": "Vijf", "Six": "Zes", "Seven": "Zeven", "Eight": "Acht",
    "Nine": "Negen", "Ten": "Tien", "Jack": "Boer", "Queen": "Vrouw",
    "King": "Heer",
}

VRAAG = "Nog een kaart of passen? (k/p) "
NOG_EEN_POTJE = "Nog een potje? (j/n) "

UITSLAG = {
    "player": "Jij wint!",
    "computer": "De bank wint!",
    "draw": "Gelijkspel!",
}


def card_value(card):
    """Aas telt 1, Twee t/m Negen hun getal, Tien/Boer/Vrouw/Heer 10."""
    return min(RANKS.index(card) + 1, 10)


def card_name(card):
    """card_name("Seven") == "Seven" """
    return card


def naam(card):
    """De Nederlandse naam van een kaart, voor op het scherm."""
    return NEDERLANDS[card]


def hand_value(cards):
    return sum(card_value(card) for card in cards)


def hand_tekst(cards):
    """Nieuwste kaart eerst, dan de waarde na een dubbele punt."""
    namen = ", ".join(naam(card) for card in reversed(cards))
    return f"{namen}: {hand_value(cards)}"


def random_card(rng):
    """Een van de 13 rangen, allemaal even waarschijnlijk."""
    return RANKS[rng.randint(1, 10) - 1]


def computer_turn(draw):
    kaarten = [draw()]
    while hand_value(kaarten) < STICK_AT:
        kaarten.append(draw())
    return kaarten


def player_turn(draw, ask, show=print):
    kaarten = [draw()]
    while True:
        show(f"Jouw hand: {hand_tekst(kaarten)}")
        if hand_value(kaarten) > 21:
            show("Helaas, je bent dood (meer dan 21).")
            return kaarten
        antwoord = ask(VRAAG).strip().lower()
        if antwoord == "k":
            kaarten.append(draw())
        elif antwoord == "p":
            return kaarten
        else:
            show("Typ k (kaart) of p (passen).")


def decide_winner(computer_value, player_value):
    bank_dood = computer_value > 21
    speler_dood = player_value > 21
    if bank_dood and speler_dood:
        return "draw"
    if bank_dood:
        return "player"
    if speler_dood:
        return "computer"
    if player_value > computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"


def play_game(draw, ask, show=print):
    bank = computer_turn(draw)
    show("De bank heeft gespeeld. Jouw beurt!")
    speler = player_turn(draw, ask, show)
    winnaar = decide_winner(hand_value(bank), hand_value(speler))
    show("--- Uitslag ---")
    show(f"Bank: {hand_tekst(bank)}")
    show(f"Jij:  {hand_tekst(speler)}")
    show(UITSLAG[winnaar])
    return winnaar


def play_again(ask):
    while True:
        antwoord = ask(NOG_EEN_POTJE).strip().lower()
        if antwoord in ("j", "ja"):
            return True
        if antwoord in ("n", "nee"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random  # de module zelf heeft ook randint

    def draw():
        return random_card(rng)

    show("Welkom bij Pontoon! Kom zo dicht mogelijk bij 21, maar niet erover.")
    try:
        while True:
            play_game(draw, ask, show)
            if not play_again(ask):
                show("Tot ziens!")
                break
    except EOFError:
        pass


if __name__ == "__main__":
    main()
