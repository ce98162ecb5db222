# Pontoon (vinte-e-um), versão 2, em português.
# A banca joga primeiro, em segredo; depois você responde sim ou nao.
import random

VERSION = 2
STICK_AT = 17
NOMES = ["Ás", "Dois", "Três", "Quatro", "Cinco", "Seis", "Sete", "Oito", "Nove",
         "Dez", "Valete", "Dama", "Rei"]


def nova_carta():
    return NOMES[random.randrange(13)]


def valor(carta):
    return min(NOMES.index(carta) + 1, 10)


def total(mao):
    return sum(valor(c) for c in mao)


def mostrar(quem, mao):
    print(quem + ": ", end="")
    print(", ".join(mao), end="")
    print(" = " + str(total(mao)))


def partida():
    banca = [nova_carta()]
    while total(banca) < STICK_AT:
        banca.append(nova_carta())
    voce = [nova_carta()]
    while total(voce) <= 21:
        print("Suas cartas: ", end="")
        print(", ".join(voce), end="")
        print(f" ({total(voce)}). ", end="")
        print("Mais uma carta? (sim/nao) ", end="")
        resposta = input().strip().lower()
        if resposta == "sim":
            voce.append(nova_carta())
        elif resposta in ("nao", "não"):
            break
        else:
            print("Escreva sim ou nao.")
    print("-" * 30)
    mostrar("Banca", banca)
    mostrar("Você", voce)
    b, v = total(banca), total(voce)
    if b > 21 and v > 21:
        print("Empate: os dois estouraram.")
        return "empate"
    if v > 21:
        print("A banca ganhou.")
        return "banca"
    if b > 21 or v > b:
        print("Você ganhou!")
        return "voce"
    if b > v:
        print("A banca ganhou.")
        return "banca"
    print("Empate.")
    return "empate"


def jogar_de_novo():
    while True:
        print("Jogar de novo? (sim/nao) ", end="")
        resposta = input().strip().lower()
        if resposta == "sim":
            return True
        if resposta in ("nao", "não"):
            return False
        print("Escreva sim ou nao.")


placar = {"voce": 0, "banca": 0, "empate": 0}
try:
    while True:
        placar[partida()] += 1
        print(f"Placar -> você: {placar['voce']}  banca: {placar['banca']}  empates: {placar['empate']}")
        if not jogar_de_novo():
            print("Até logo!")
            break
except EOFError:
    print()
