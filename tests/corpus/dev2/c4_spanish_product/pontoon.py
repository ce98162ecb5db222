# Pontoon versión 4 en español: una baraja de 52 cartas por partida.
import itertools
import random

PALOS = ["Clubs", "Diamonds", "Hearts", "Spades"]
RANGOS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
          "Jack", "Queen", "King"]


def valor(mano):
    return sum(min(RANGOS.index(rango) + 1, 10) for rango, palo in mano)


def nombres(mano):
    return ", ".join(f"{rango} of {palo}" for rango, palo in mano)


def partida():
    baraja = list(itertools.product(RANGOS, PALOS))
    random.shuffle(baraja)
    banca = [baraja.pop()]
    while valor(banca) < 17:
        banca.append(baraja.pop())
    jugador = [baraja.pop()]
    while valor(jugador) <= 21:
        print("Tus cartas:", nombres(jugador), "(" + str(valor(jugador)) + ")")
        r = input("¿Otra carta? (s/n) ").strip().lower()
        if r == "s":
            jugador.append(baraja.pop())
        elif r == "n":
            break
        else:
            print("Contesta s o n.")
    print("La banca tiene:", nombres(banca), "-", valor(banca))
    print("Tú tienes:", nombres(jugador), "-", valor(jugador))
    b, j = valor(banca), valor(jugador)
    if b > 21 and j > 21:
        print("Los dos os pasáis: empate.")
    elif j > 21:
        print("Gana la banca.")
    elif b > 21:
        print("¡Ganas tú!")
    elif j > b:
        print("¡Ganas tú!")
    elif b > j:
        print("Gana la banca.")
    else:
        print("Empate.")


try:
    seguir = "s"
    while seguir == "s":
        partida()
        seguir = input("¿Jugar otra vez? (s/n) ").strip().lower()
        while seguir not in ("s", "n"):
            seguir = input("¿Jugar otra vez? (s/n) ").strip().lower()
except EOFError:
    pass
print("¡Adiós!")
