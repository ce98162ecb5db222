# Pontoon - versión 3 (práctica de programación)
# Cada carta es una pareja (rango, palo); rango y palo se sortean por separado.
# La partida es una máquina de estados: reparto -> banca -> jugador -> resultado.
import random

RANGOS = ["As", "Dos", "Tres", "Cuatro", "Cinco", "Seis", "Siete",
          "Ocho", "Nueve", "Diez", "Jota", "Reina", "Rey"]
PALOS = ["Tréboles", "Diamantes", "Corazones", "Picas"]
ESTADOS = ["reparto", "banca", "jugador", "resultado"]


class SinEntrada(Exception):
    pass


def leer(texto):
    try:
        return input(texto)
    except EOFError:
        raise SinEntrada


def nueva_carta():
    rango = random.choice(RANGOS)
    palo = random.choice(PALOS)
    return (rango, palo)


def valor(mano):
    total = 0
    for rango, _palo in mano:
        n = RANGOS.index(rango) + 1
        total += 10 if n >= 10 else n
    return total


def nombre(carta):
    return carta[0] + " de " + carta[1]


def lista(mano):
    return ", ".join(nombre(c) for c in mano)


def partida():
    banca = []
    jugador = []
    estado = ESTADOS[0]
    while estado != "fin":
        if estado == "reparto":
            print("\n~~~~~ Nueva partida ~~~~~")
            banca.append(nueva_carta())
            jugador.append(nueva_carta())
            estado = "banca"
        elif estado == "banca":
            while valor(banca) < 21:
                banca.append(nueva_carta())
            print("La banca ya ha jugado. Te toca.")
            if valor(banca) > 21:
                estado = "resultado"   # la banca ya ha perdido, no hace falta jugar
            else:
                estado = "jugador"
        elif estado == "jugador":
            print("Tus cartas: " + lista(jugador) + "  -> " + str(valor(jugador)))
            if valor(jugador) > 21:
                print("¡Te has pasado de 21!")
                estado = "resultado"
                continue
            r = leer("¿Carta o te plantas? (c/p): ").strip().lower()
            if r == "c":
                jugador.append(nueva_carta())
            elif r == "p":
                estado = "resultado"
            else:
                print("Escribe c (carta) o p (plantarse).")
        elif estado == "resultado":
            vb, vj = valor(banca), valor(jugador)
            print()
            print("La banca tiene: " + lista(banca))
            print("Valor: " + str(vb))
            print("Tú tienes: " + lista(jugador))
            print("Valor: " + str(vj))
            if vb > 21 and vj > 21:
                print("Los dos os habéis pasado: empate.")
            elif vj > 21:
                print("Gana la banca.")
            elif vb > 21:
                print("¡Ganas tú!")
            elif vj == vb:
                print("Empate.")
            elif vj > vb:
                print("¡Ganas tú!")
            else:
                print("Gana la banca.")
            estado = "fin"


def otra():
    while True:
        r = leer("¿Otra partida? (s/n): ").strip().lower()
        if r == "s":
            return True
        if r == "n":
            return False
        print("Contesta s o n, por favor.")


print("¡Bienvenido al Pontoon!")
try:
    seguir = True
    while seguir:
        partida()
        seguir = otra()
    print("¡Hasta luego!")
except SinEntrada:
    print("\nFin de la entrada. ¡Adiós!")
