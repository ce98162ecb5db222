# Pontoon - práctica 3 (cartas con palo)
# Primero juega la banca, sin enseñar sus cartas. Luego juegas tú.
# El As vale siempre 1 y la Jota, la Reina y el Rey valen 10.
import random
import sys

FIGURAS = ["As", "Dos", "Tres", "Cuatro", "Cinco", "Seis", "Siete",
           "Ocho", "Nueve", "Diez", "Jota", "Reina", "Rey"]
PALOS = ["Tréboles", "Diamantes", "Corazones", "Picas"]

LIMITE_BANCA = 16   # la banca pide carta mientras tenga menos de 16


def sacar_carta():
    # figura y palo se eligen por separado, así que una carta puede repetirse
    figura = random.choice(FIGURAS)
    palo = random.choice(PALOS)
    return (figura, palo)


def valor_carta(carta):
    posicion = FIGURAS.index(carta[0])
    if posicion >= 9:        # Diez, Jota, Reina, Rey
        return 10
    return posicion + 1      # el As está en la posición 0, así que vale 1


def puntos(mano):
    total = 0
    for carta in mano:
        total = total + valor_carta(carta)
    return total


def nombre_carta(carta):
    return carta[0] + " de " + carta[1]


def texto_mano(mano):
    nombres = []
    for carta in mano:
        nombres.append(nombre_carta(carta))
    return ", ".join(nombres)


def preguntar(pregunta):
    """Repite la pregunta hasta que contesten s o n. Devuelve True para s."""
    while True:
        try:
            respuesta = input(pregunta)
        except EOFError:
            print()
            sys.exit(0)
        respuesta = respuesta.strip().lower()
        if respuesta == "s":
            return True
        elif respuesta == "n":
            return False
        else:
            print("No te he entendido. Escribe s (sí) o n (no).")


def jugar_partida():
    print()
    print("=========== NUEVA PARTIDA ===========")

    # Turno de la banca
    banca = [sacar_carta()]
    while puntos(banca) < LIMITE_BANCA:
        banca.append(sacar_carta())
    print("La banca ya ha jugado. Sus cartas están boca abajo.")
    print()

    # Turno del jugador
    jugador = [sacar_carta()]
    while True:
        print("Tus cartas: " + texto_mano(jugador) + "  -> " + str(puntos(jugador)) + " puntos")
        if puntos(jugador) > 21:
            print("¡Te has pasado de 21!")
            break
        if preguntar("¿Pides carta? (s/n) "):
            jugador.append(sacar_carta())
        else:
            print("Te plantas con " + str(puntos(jugador)) + ".")
            break

    # Resultado
    pb = puntos(banca)
    pj = puntos(jugador)
    print()
    print("------------- RESULTADO -------------")
    print("La banca: " + texto_mano(banca) + "  (" + str(pb) + ")")
    print("Tú:       " + texto_mano(jugador) + "  (" + str(pj) + ")")
    if pb > 21 and pj > 21:
        print("Empate")
    elif pb > 21:
        print("Ganas tú")
    elif pj > 21:
        print("Gana la banca")
    elif pj > pb:
        print("Ganas tú")
    elif pb > pj:
        print("Gana la banca")
    else:
        print("Empate")
    print("-------------------------------------")


print("¡Bienvenido al Pontoon!")
while True:
    jugar_partida()
    if not preguntar("¿Otra partida? (s/n) "):
        break
print("¡Gracias por jugar!")
