# pontoon.py  --  versión 4: una baraja francesa de 52 cartas, barajada en cada partida
# Autora: Lucía (grupo B).  La banca juega primero y se planta al llegar a 14.

import random
import sys

PLANTA = 14

RANGOS = ("As", "Dos", "Tres", "Cuatro", "Cinco", "Seis", "Siete",
          "Ocho", "Nueve", "Diez", "Sota", "Reina", "Rey")
PALOS = ("Tréboles", "Diamantes", "Corazones", "Picas")

VALOR = {}
for i, r in enumerate(RANGOS):
    VALOR[r] = min(i + 1, 10)      # el As vale 1, Sota/Reina/Rey valen 10

REGLAS = """
  REGLAS DEL PONTOON
  - Se juega con una baraja de 52 cartas, nueva y barajada en cada partida.
  - El As vale 1; del Dos al Nueve, lo que marcan; Diez, Sota, Reina y Rey valen 10.
  - La banca juega primero, boca abajo: pide carta mientras tenga menos de 14.
  - Luego tú: después de cada carta eliges pedir otra (c) o plantarte (p).
  - Quien pase de 21 se ha pasado. Si os pasáis los dos, es empate.
  - Si nadie se pasa, gana el valor más alto; con el mismo valor, empate.
"""


def nombre(carta):
    return carta[0] + " de " + carta[1]


def valor(mano):
    total = 0
    for rango, palo in mano:
        total += VALOR[rango]
    return total


def ver(mano):
    return ", ".join(nombre(c) for c in mano)


def partida():
    mazo = [(r, p) for p in PALOS for r in RANGOS]
    random.shuffle(mazo)

    banca = [mazo.pop()]
    while valor(banca) < PLANTA:
        banca.append(mazo.pop())
    print("\nLa banca ya tiene sus cartas (boca abajo).")

    jugador = [mazo.pop()]
    while valor(jugador) <= 21:
        print("Tus cartas:", ver(jugador), "-> valor", valor(jugador))
        resp = input("¿Carta o te plantas? (c/p) ").strip().lower()
        if resp in ("p", "plantarse", "me planto"):
            break
        if resp in ("c", "carta"):
            jugador.append(mazo.pop())
        else:
            print("No te entiendo: escribe c (carta) o p (plantarse).")
    if valor(jugador) > 21:
        print("Tus cartas:", ver(jugador), "-> valor", valor(jugador))
        print("¡Te has pasado de 21!")

    vb, vj = valor(banca), valor(jugador)
    print("\n======= RESULTADO =======")
    print("Banca:", ver(banca), "-> valor", vb)
    print("Tú:   ", ver(jugador), "-> valor", vj)
    if vb > 21 and vj > 21:
        print("Os habéis pasado los dos: empate, nadie gana.")
    elif vj > 21:
        print("Gana la banca.")
    elif vb > 21:
        print("La banca se ha pasado: ¡ganas tú!")
    elif vj > vb:
        print("¡Ganas tú!")
    elif vb > vj:
        print("Gana la banca.")
    else:
        print("Empate: nadie gana.")


def menu():
    """True = jugar una partida, False = salir."""
    while True:
        print("\n1. Jugar  2. Reglas  3. Salir")
        op = input("Elige una opción: ").strip().lower()
        if op in ("1", "jugar"):
            return True
        if op in ("3", "salir"):
            return False
        if op in ("2", "reglas"):
            print(REGLAS)
        else:
            print("Opción no válida.")


def main():
    print("*** PONTOON ***")
    jugadas = 0
    while True:
        if jugadas:
            print("\n¿Quieres jugar otra partida?")
        if not menu():
            break
        partida()
        jugadas += 1
    print("¡Hasta luego!")


if __name__ == "__main__":
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")
    try:
        main()
    except EOFError:
        print()
