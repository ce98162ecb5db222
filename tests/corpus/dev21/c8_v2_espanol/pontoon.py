# Pontoon (Veintiuno) - versión 2
# Las cartas son rangos sin palo. La computadora juega primero en secreto,
# después tú pides cartas o te quedas. El As vale 1.

import random
import sys

RANGOS = ("As", "Dos", "Tres", "Cuatro", "Cinco", "Seis", "Siete",
          "Ocho", "Nueve", "Diez", "Jota", "Reina", "Rey")

PLANTARSE_EN = 17  # la computadora pide carta mientras tenga menos de 17


def leer(mensaje):
    try:
        return input(mensaje)
    except EOFError:
        print()
        print("¡Hasta luego!")
        sys.exit(0)


def sacar_carta():
    return random.choice(RANGOS)


def valor_carta(carta):
    posicion = RANGOS.index(carta) + 1  # As = 1, Dos = 2, ...
    if posicion > 10:
        return 10  # Jota, Reina y Rey valen 10
    return posicion


def valor_mano(mano):
    return sum(valor_carta(c) for c in mano)


def mostrar(mano):
    return ", ".join(mano) + f" ({valor_mano(mano)})"


def resultado(compu, jugador):
    """Regresa el mensaje con el ganador."""
    if compu > 21 and jugador > 21:
        return "Los dos se pasaron de 21: ¡empate!"
    if compu > 21:
        return "La computadora se pasó de 21. ¡Ganaste!"
    if jugador > 21:
        return "Te pasaste de 21. Gana la computadora."
    if jugador > compu:
        return "¡Ganaste!"
    if compu > jugador:
        return "Gana la computadora."
    return "¡Empate!"


print("¡Bienvenido al Veintiuno!")

while True:
    print()
    # turno de la computadora (no se muestra nada)
    compu = [sacar_carta()]
    while valor_mano(compu) < PLANTARSE_EN:
        compu.append(sacar_carta())
    print("La computadora ya jugó su turno. Ahora te toca a ti.")

    # tu turno
    mano = [sacar_carta()]
    while True:
        print(f"Tus cartas: {mostrar(mano)}")
        if valor_mano(mano) > 21:
            print("¡Te pasaste!")
            break
        r = leer("¿Pides otra carta o te quedas? (p/q) ").strip().lower()
        if r == "p":
            mano.append(sacar_carta())
        elif r == "q":
            break
        else:
            print("Escribe p para pedir o q para quedarte.")

    # resultado
    print()
    print("------ Resultado ------")
    print(f"La computadora tiene: {mostrar(compu)}")
    print(f"Tus cartas: {mostrar(mano)}")
    print(resultado(valor_mano(compu), valor_mano(mano)))

    otra = ""
    while otra not in ("s", "si", "sí", "n", "no"):
        otra = leer("¿Otra partida? (s/n) ").strip().lower()
    if otra in ("n", "no"):
        print("¡Gracias por jugar!")
        break
