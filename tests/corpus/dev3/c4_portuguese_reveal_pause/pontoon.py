# Pontoon (versão 4): a banca joga primeiro em segredo; no fim, Enter revela cada carta dela.
import random

LIMITE = 17
NAIPES = ["Clubs", "Diamonds", "Hearts", "Spades"]
FIGURAS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
           "Jack", "Queen", "King"]


def baralho():
    cartas = [(figura, naipe) for naipe in NAIPES for figura in FIGURAS]
    random.shuffle(cartas)
    return cartas


def pontos(mao):
    return sum(min(FIGURAS.index(f) + 1, 10) for f, _ in mao)


def nome(carta):
    return carta[0] + " of " + carta[1]


def jogo():
    cartas = baralho()
    banca = [cartas.pop(0)]
    while pontos(banca) < LIMITE:
        banca.append(cartas.pop(0))
    eu = [cartas.pop(0)]
    while pontos(eu) <= 21:
        print("As tuas cartas:", ", ".join(nome(c) for c in eu), "=", pontos(eu))
        r = input("(p)edir ou (f)icar? ").strip().lower()
        if r == "p":
            eu.append(cartas.pop(0))
        elif r == "f":
            break
        else:
            print("Responde p ou f.")
    print("Cartas da banca:")
    for carta in banca:
        input("Prima Enter para ver a próxima carta da banca... ")
        print("  " + nome(carta))
    b, e = pontos(banca), pontos(eu)
    print("Banca:", b)
    print("Tu:", ", ".join(nome(c) for c in eu), "=", e)
    if b > 21 and e > 21:
        print("Os dois rebentaram: empate.")
    elif e > 21:
        print("Rebentaste. A banca ganha.")
    elif b > 21:
        print("A banca rebentou. Ganhaste!")
    elif e > b:
        print("Ganhaste!")
    elif b > e:
        print("A banca ganha.")
    else:
        print("Empate.")


try:
    while True:
        jogo()
        outra = input("Jogar outra vez? (s/n) ").strip().lower()
        while outra not in ("s", "n"):
            outra = input("Jogar outra vez? (s/n) ").strip().lower()
        if outra == "n":
            break
except EOFError:
    print()
