# Pontoon - versión 3
# Cada carta es un diccionario {"valor": ..., "palo": ...}.
# El valor y el palo se eligen al azar, cada uno por su lado.
import random

VERSION = 3
STICK_AT = 15  # la compu se planta cuando llega a 15 o más

VALORES = ["As", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jota", "Reina", "Rey"]
PALOS = ["Tréboles", "Diamantes", "Corazones", "Picas"]


def sacar_carta():
    return {"valor": random.choice(VALORES), "palo": random.choice(PALOS)}


def puntos_carta(carta):
    v = carta["valor"]
    if v == "As":
        return 1
    if v in ("Jota", "Reina", "Rey"):
        return 10
    return int(v)


def puntos_mano(mano):
    total = 0
    for carta in mano:
        total += puntos_carta(carta)
    return total


def nombre_carta(carta):
    return f'{carta["valor"]} de {carta["palo"]}'


def mostrar_mano(mano):
    return ", ".join(nombre_carta(c) for c in mano)


def turno_compu():
    mano = [sacar_carta()]
    while puntos_mano(mano) < STICK_AT:
        mano.append(sacar_carta())
    return mano


def preguntar_jugada():
    while True:
        r = input("¿Pides otra carta o te quedas? (p/q): ").strip().lower()
        if r == "p" or r == "q":
            return r
        print("No te entendí, escribe p o q.")


def turno_jugador():
    mano = [sacar_carta()]
    while True:
        print(f"Tus cartas: {mostrar_mano(mano)}  (llevas {puntos_mano(mano)})")
        if preguntar_jugada() == "q":
            return mano
        mano.append(sacar_carta())
        if puntos_mano(mano) > 21:
            print(f"Tus cartas: {mostrar_mano(mano)}  (llevas {puntos_mano(mano)})")
            print("¡Te pasaste de 21!")
            return mano


def quien_gana(compu, jugador):
    if compu > 21 and jugador > 21:
        return "empate"
    elif jugador > 21:
        return "compu"
    elif compu > 21:
        return "jugador"
    elif compu == jugador:
        return "empate"
    elif jugador > compu:
        return "jugador"
    else:
        return "compu"


def jugar_partida():
    print("\n~~~~ Nueva partida ~~~~")
    compu = turno_compu()
    print("La compu ya jugó. Te toca, compa.")
    jugador = turno_jugador()
    pc, pj = puntos_mano(compu), puntos_mano(jugador)
    print("========== Resultado ==========")
    print(f"La compu tiene: {mostrar_mano(compu)}")
    print(f"Puntos: {pc}")
    print(f"Tú tienes: {mostrar_mano(jugador)}")
    print(f"Puntos: {pj}")
    ganador = quien_gana(pc, pj)
    if ganador == "jugador":
        print("¡Ganaste!")
    elif ganador == "compu":
        print("Gana la compu.")
    else:
        print("Empate, nadie gana.")


def otra_vez():
    while True:
        r = input("¿Otra partida? (s/n): ").strip().lower()
        if r in ("s", "si", "sí"):
            return True
        if r in ("n", "no"):
            return False
        print("Contesta s o n, porfa.")


def main():
    print("¡Bienvenido al Pontoon!")
    try:
        while True:
            jugar_partida()
            if not otra_vez():
                print("¡Órale, hasta luego!")
                return
    except EOFError:
        print("\nAdiós.")


if __name__ == "__main__":
    main()
