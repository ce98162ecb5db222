# Pontoon - version 1 (cartas del 1 al 10)
# Autor: Lucia M.  Curso de programacion
import random
import sys


def preguntar(texto):
    try:
        return input(texto).strip().lower()
    except EOFError:
        print("\nFin del juego.")
        sys.exit(0)


ganadas = 0
perdidas = 0
empates = 0
partida = 0

while True:
    partida += 1
    print(f"===== Partida {partida} =====")

    # La Casa juega primero, sin mostrar nada
    casa = random.randint(1, 10)
    while casa < 17:
        casa += random.randint(1, 10)

    total = random.randint(1, 10)
    seguir = True
    while seguir:
        print("Tienes", total)
        r = preguntar("¿Otra carta? (s/n) ")
        if r == "s":
            nueva = random.randint(1, 10)
            total += nueva
            print("Te ha salido un", nueva)
            if total > 21:
                print("Tienes", total, "- ¡te pasaste!")
        elif r == "n":
            seguir = False
        else:
            print("Contesta s o n.")

    print("La Casa tiene", casa)
    print("Tú tienes", total)
    if casa > 21 and total > 21:
        print("Los dos os pasasteis: empate.")
        empates += 1
    elif total > 21:
        print("Gana la Casa.")
        perdidas += 1
    elif casa > 21:
        print("La Casa se pasó. ¡Ganas!")
        ganadas += 1
    elif total > casa:
        print("¡Ganas!")
        ganadas += 1
    elif total < casa:
        print("Gana la Casa.")
        perdidas += 1
    else:
        print("Empate.")
        empates += 1

    print()
    print("+----------+----------+---------+")
    print("| Ganadas  | Perdidas | Empates |")
    print(f"| {ganadas:8} | {perdidas:8} | {empates:7} |")
    print("+----------+----------+---------+")

    otra = ""
    while otra not in ("s", "n"):
        otra = preguntar("¿Otra partida? (s/n) ")
    if otra == "n":
        print("¡Adiós!")
        break
