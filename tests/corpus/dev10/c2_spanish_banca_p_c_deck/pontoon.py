# Práctica: Pontoon (versión 4)
# Una baraja nueva de 52 cartas en cada partida, compartida por la banca y el jugador.

import random

VERSION = 4
STICK_AT = 16  # la banca pide carta mientras tenga menos de 16

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

VALORES = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
           "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10,
           "Queen": 10, "King": 10}

NOMBRES = {"Ace": "As", "Two": "Dos", "Three": "Tres", "Four": "Cuatro",
           "Five": "Cinco", "Six": "Seis", "Seven": "Siete", "Eight": "Ocho",
           "Nine": "Nueve", "Ten": "Diez", "Jack": "Jota", "Queen": "Reina",
           "King": "Rey"}
PALOS = {"Clubs": "Tréboles", "Diamonds": "Diamantes",
         "Hearts": "Corazones", "Spades": "Picas"}


def card_value(card):
    rango, palo = card
    return VALORES[rango]


def card_name(card):
    rango, palo = card
    return rango + " of " + palo


def nombre_carta(card):
    """Nombre en español, p.ej. 'Siete de Corazones'."""
    rango, palo = card
    return NOMBRES[rango] + " de " + PALOS[palo]


def hand_value(cards):
    total = 0
    for carta in cards:
        total += card_value(carta)
    return total


def new_deck():
    baraja = []
    for palo in SUITS:
        for rango in RANKS:
            baraja.append((rango, palo))
    return baraja


def shuffled_deck(rng):
    baraja = new_deck()
    rng.shuffle(baraja)
    return baraja


def mostrar_mano(mano):
    return ", ".join(nombre_carta(c) for c in mano)


def computer_turn(draw):
    mano = [draw()]
    while hand_value(mano) < STICK_AT:
        mano.append(draw())
    return mano


def player_turn(draw, ask, show=print):
    mano = [draw()]
    show("Te toca. (p = pides carta, c = te plantas)")
    while True:
        show("Tus cartas: " + mostrar_mano(mano) + "  -> " + str(hand_value(mano)) + " puntos")
        if hand_value(mano) > 21:
            show("¡Te has pasado de 21!")
            break
        resp = ask("¿Pides carta o te plantas? (p/c) ").strip().lower()
        while resp != "p" and resp != "c":
            show("Respuesta no válida, escribe p o c.")
            resp = ask("¿Pides carta o te plantas? (p/c) ").strip().lower()
        if resp == "c":
            break
        mano.append(draw())
    return mano


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    elif computer_value > 21:
        return "player"
    elif player_value > 21:
        return "computer"
    elif computer_value == player_value:
        return "draw"
    elif computer_value > player_value:
        return "computer"
    else:
        return "player"


def play_game(draw, ask, show=print):
    show("La banca está jugando...")
    banca = computer_turn(draw)
    show("La banca ya tiene sus cartas (boca abajo).")
    jugador = player_turn(draw, ask, show)

    pb = hand_value(banca)
    pj = hand_value(jugador)
    ganador = decide_winner(pb, pj)

    show("")
    show("========== RESULTADO ==========")
    show("La banca: " + mostrar_mano(banca) + " (" + str(pb) + ")")
    show("Tú:       " + mostrar_mano(jugador) + " (" + str(pj) + ")")
    if ganador == "player":
        show("¡Ganas tú!")
    elif ganador == "computer":
        show("Gana la banca.")
    else:
        if pb > 21 and pj > 21:
            show("Los dos os habéis pasado: empate.")
        else:
            show("Empate.")
    show("===============================")
    return ganador


def play_again(ask):
    while True:
        resp = ask("¿Otra partida? (s/n) ").strip().lower()
        if resp in ("s", "si", "sí"):
            return True
        if resp in ("n", "no"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random
    show("*** PONTOON ***")
    try:
        seguir = True
        while seguir:
            baraja = shuffled_deck(rng)
            play_game(baraja.pop, ask, show)
            seguir = play_again(ask)
        show("¡Hasta la próxima!")
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
