# Pontoon - versión 1
# Las cartas son números del 1 al 10. El As es el 1.
import random

LIMITE = 15   # la computadora se planta con 15 o más

ganadas = 0
perdidas = 0
empates = 0


def mano_texto(mano):
    return str(mano) + " = " + str(sum(mano))


print("=== PONTOON ===")
try:
    opcion = ""
    while opcion != "1" and opcion != "2":
        print("1. Jugar  2. Salir")
        opcion = input("Elige una opción: ").strip()
    if opcion == "1":
        seguir = True
        while seguir:
            # turno de la computadora (no se muestra nada)
            compu = [random.randint(1, 10)]
            while sum(compu) < LIMITE:
                compu.append(random.randint(1, 10))
            print("La computadora ya jugó su turno.")

            # turno del jugador
            jugador = [random.randint(1, 10)]
            while True:
                print("Tus cartas:", mano_texto(jugador))
                if sum(jugador) > 21:
                    print("¡Te pasaste de 21!")
                    break
                resp = input("¿Otra carta? (s/n) ").strip().lower()
                if resp == "s":
                    jugador.append(random.randint(1, 10))
                elif resp == "n":
                    break
                else:
                    print("Responde s o n, por favor.")

            # resultado
            c = sum(compu)
            j = sum(jugador)
            print()
            print("----- RESULTADO -----")
            print("Computadora:", mano_texto(compu))
            print("Tú:", mano_texto(jugador))
            if c > 21 and j > 21:
                print("Los dos se pasaron: empate.")
                empates += 1
            elif c > 21:
                print("¡Ganas tú!")
                ganadas += 1
            elif j > 21:
                print("Gana la computadora.")
                perdidas += 1
            elif c == j:
                print("Empate.")
                empates += 1
            elif j > c:
                print("¡Ganas tú!")
                ganadas += 1
            else:
                print("Gana la computadora.")
                perdidas += 1
            print("Marcador -> ganadas:", ganadas, " perdidas:", perdidas, " empates:", empates)

            resp = ""
            while resp != "s" and resp != "n":
                resp = input("¿Jugar otra vez? (s/n) ").strip().lower()
            if resp == "n":
                seguir = False
            else:
                print()
    print("¡Adiós!")
except EOFError:
    print()
