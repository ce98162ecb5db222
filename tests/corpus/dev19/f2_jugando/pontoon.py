# Pontoon (Veintiuno) - versión 2
# La banca juega primero (en secreto) y pide carta mientras tenga menos de 17.
# Luego juega el jugador: escribe "pedir" para otra carta o "plantarse" para parar.
# El As vale siempre 1; la Jota, la Reina y el Rey valen 10.

import random

RANGOS = ("As", "Dos", "Tres", "Cuatro", "Cinco", "Seis", "Siete",
          "Ocho", "Nueve", "Diez", "Jota", "Reina", "Rey")

VALORES = {
    "As": 1, "Dos": 2, "Tres": 3, "Cuatro": 4, "Cinco": 5, "Seis": 6,
    "Siete": 7, "Ocho": 8, "Nueve": 9, "Diez": 10,
    "Jota": 10, "Reina": 10, "Rey": 10,
}

LIMITE_BANCA = 17


def sacar_carta():
    return random.choice(RANGOS)


def valor(mano):
    total = 0
    for carta in mano:
        total = total + VALORES[carta]
    return total


def ganador(total_banca, total_jugador):
    if total_banca > 21 and total_jugador > 21:
        return "empate"
    if total_jugador > 21:
        return "banca"
    if total_banca > 21:
        return "jugador"
    if total_jugador == total_banca:
        return "empate"
    if total_jugador < total_banca:
        return "jugador"
    return "banca"


print("==============================")
print("   P O N T O O N  (21)")
print("==============================")

jugando = True
while jugando:
    try:
        # --- turno de la banca (no se enseña nada) ---
        banca = [sacar_carta()]
        while valor(banca) < LIMITE_BANCA:
            banca.append(sacar_carta())
        print()
        print("La banca ya ha jugado. Te toca.")

        # --- turno del jugador ---
        jugador = [sacar_carta()]
        mi_turno = True
        while mi_turno:
            print()
            print("Tus cartas:")
            for carta in jugador:
                print("- " + carta)
            if valor(jugador) > 21:
                print("¡Te has pasado de 21!")
                mi_turno = False
            else:
                respuesta = input("¿Qué haces? (pedir/plantarse): ").strip().lower()
                if respuesta == "pedir":
                    jugador.append(sacar_carta())
                elif respuesta == "plantarse":
                    mi_turno = False
                else:
                    print("No te entiendo. Escribe pedir o plantarse.")

        # --- resultado ---
        total_banca = valor(banca)
        total_jugador = valor(jugador)
        print()
        print("----- RESULTADO -----")
        print("La banca: " + ", ".join(banca) + " (total " + str(total_banca) + ")")
        print("Tú: " + ", ".join(jugador) + " (total " + str(total_jugador) + ")")
        quien = ganador(total_banca, total_jugador)
        if quien == "jugador":
            print("¡Ganas tú!")
        elif quien == "banca":
            print("Gana la banca.")
        else:
            print("Empate.")
        print("---------------------")

        # --- ¿otra partida? ---
        respuesta = ""
        while respuesta not in ("s", "si", "sí", "n", "no"):
            respuesta = input("¿Jugar otra vez? (s/n): ").strip().lower()
        if respuesta in ("n", "no"):
            jugando = False
            print("¡Hasta luego!")
    except EOFError:
        jugando = False
