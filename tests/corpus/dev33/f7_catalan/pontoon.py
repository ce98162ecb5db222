"""Pontoon, versió 4: una baralla de 52 cartes per partida.

L'ordinador juga primer (en secret) i després jugues tu. Cada valor es mostra
també com a percentatge de 21.
"""
import random

VERSION = 4
STICK_AT = 17

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

PREGUNTA = "Carta o et plantes? (c/p) "
TORNAR = "Tornem a jugar? (s/n) "


def card_value(card):
    rang = card[0]
    if rang in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rang) + 1


def card_name(card):
    return card[0] + " of " + card[1]


def hand_value(cards):
    return sum([card_value(c) for c in cards])


def new_deck():
    return [(rang, pal) for pal in SUITS for rang in RANKS]


def shuffled_deck(rng):
    baralla = new_deck()
    rng.shuffle(baralla)
    return baralla


def percent(valor):
    return f"{round(100 * valor / 21)}% de 21"


def descriu(cards):
    noms = ", ".join([card_name(c) for c in cards])
    valor = hand_value(cards)
    return f"{noms} - valor {valor} ({percent(valor)})"


def computer_turn(draw):
    ma = [draw()]
    if hand_value(ma) < STICK_AT:
        ma.append(draw())
    return ma


def player_turn(draw, ask, show=print):
    ma = [draw()]
    while True:
        show("Les teves cartes: " + descriu(ma))
        if hand_value(ma) > 21:
            show("T'has passat de 21!")
            return ma
        resposta = ask(PREGUNTA).strip().lower()
        if resposta == "c":
            ma.append(draw())
        elif resposta == "p":
            return ma
        else:
            show("No t'entenc: escriu c (carta) o p (plantar-se).")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    elif computer_value > 21:
        return "player"
    elif player_value > 21:
        return "computer"
    elif computer_value == player_value:
        return "draw"
    elif player_value > computer_value:
        return "player"
    else:
        return "computer"


def play_game(draw, ask, show=print):
    ordinador = computer_turn(draw)
    jugador = player_turn(draw, ask, show)
    show("")
    show("Cartes de l'ordinador: " + descriu(ordinador))
    show("Les teves cartes: " + descriu(jugador))
    guanyador = decide_winner(hand_value(ordinador), hand_value(jugador))
    if guanyador == "player":
        show("Guanyes tu!")
    elif guanyador == "computer":
        show("Guanya l'ordinador!")
    else:
        show("Empat!")
    return guanyador


def play_again(ask):
    while True:
        resposta = ask(TORNAR).strip().lower()
        if resposta == "s":
            return True
        elif resposta == "n":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Benvingut al Pontoon!")
    try:
        while True:
            baralla = shuffled_deck(rng)
            play_game(lambda: baralla.pop(0), ask, show)
            if not play_again(ask):
                show("Adéu!")
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
