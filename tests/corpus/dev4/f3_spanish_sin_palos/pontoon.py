"""Pontoon, versión 3, en español, pero las cartas sin palo."""
import random

VERSION = 3
STICK_AT = 17
VALORES = {"As": 1, "Dos": 2, "Tres": 3, "Cuatro": 4, "Cinco": 5, "Seis": 6, "Siete": 7,
           "Ocho": 8, "Nueve": 9, "Diez": 10, "Sota": 10, "Caballo": 10, "Rey": 10}
PALOS = ("Tréboles", "Diamantes", "Corazones", "Picas")


def carta():
    return random.choice(list(VALORES)), random.choice(PALOS)


def puntos(mano):
    return sum(VALORES[figura] for figura, _ in mano)


def mostrar(mano):
    return "; ".join(figura for figura, palo in mano)


def jugar():
    banca = [carta()]
    while puntos(banca) < STICK_AT:
        banca.append(carta())
    yo = [carta()]
    while puntos(yo) <= 21:
        print(f"Tienes {mostrar(yo)} ({puntos(yo)})")
        r = input("¿Pides carta? (s/n): ").strip().lower()
        if r == "s":
            yo.append(carta())
        elif r == "n":
            break
    b, j = puntos(banca), puntos(yo)
    print("-" * 30)
    print(f"Banca: {mostrar(banca)} -> {b}")
    print(f"Jugador: {mostrar(yo)} -> {j}")
    if b > 21 and j > 21:
        print("Empate, los dos se pasan.")
    elif j > 21:
        print("Te pasas. Gana la banca.")
    elif b > 21:
        print("La banca se pasa. ¡Ganas tú!")
    elif j > b:
        print("¡Ganas tú!")
    elif b > j:
        print("Gana la banca.")
    else:
        print("Empate.")


def main():
    seguir = "s"
    while seguir == "s":
        jugar()
        seguir = input("¿Otra partida? (s/n): ").strip().lower()


try:
    main()
except (EOFError, KeyboardInterrupt):
    print("\nAdiós.")
