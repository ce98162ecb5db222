"""Pontoon, versión 2: las cartas tienen nombre (sin palo).

Juego de cartas contra la Banca. La Banca juega primero y no enseña sus cartas.
"""
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
         "Ten", "Jack", "Queen", "King")


def card_value(card):
    """Valor de una carta: el As vale 1, las figuras 10."""
    return min(RANKS.index(card) + 1, 10)


def card_name(card):
    """Nombre de la carta."""
    return card


def hand_value(cards):
    """Suma de los valores de las cartas."""
    return sum(card_value(c) for c in cards)


def random_card(rng):
    """Una carta al azar."""
    return rng.choice(RANKS)


def computer_turn(draw):
    """La Banca pide cartas mientras tenga menos de STICK_AT."""
    cartas = [draw()]
    while hand_value(cartas) < STICK_AT:
        cartas.append(draw())
    return cartas


def player_turn(draw, ask, show=print):
    """Turno del jugador."""
    cartas = [draw()]
    while True:
        show("Tus cartas: " + ", ".join(card_name(c) for c in cartas))
        show("Tu valor: " + str(hand_value(cartas)))
        if hand_value(cartas) > 21:
            show("¡Te has pasado!")
            return cartas
        r = ask("¿Carta o te plantas? (c/p) ").strip().lower()
        if r == "c":
            cartas.append(draw())
        elif r == "p":
            return cartas
        else:
            show("No te entiendo. Escribe c (carta) o p (plantarse).")


def decide_winner(computer_value, player_value):
    """Devuelve "computer", "player" o "draw"."""
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    """Una partida completa."""
    banca = computer_turn(draw)
    jugador = player_turn(draw, ask, show)
    show("")
    show("La Banca tiene: " + ", ".join(card_name(c) for c in banca))
    show("Valor: " + str(hand_value(banca)))
    show("Tú tienes: " + ", ".join(card_name(c) for c in jugador))
    show("Valor: " + str(hand_value(jugador)))
    ganador = decide_winner(hand_value(banca), hand_value(jugador))
    mensajes = {"player": "¡Ganas tú!", "computer": "Gana la Banca.", "draw": "Empate."}
    show(mensajes[ganador])
    return ganador


def play_again(ask):
    """Pregunta si se juega otra vez."""
    while True:
        r = ask("¿Jugar otra vez? (s/n) ").strip().lower()
        if r in ("s", "si", "sí"):
            return True
        if r in ("n", "no"):
            return False


def main(rng=None, ask=input, show=print):
    """Partidas hasta que el jugador diga que no."""
    rng = rng or random.Random()
    show("Bienvenido al Pontoon.")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                break
    except EOFError:
        show("")
    show("¡Hasta luego!")


if __name__ == "__main__":
    main()
