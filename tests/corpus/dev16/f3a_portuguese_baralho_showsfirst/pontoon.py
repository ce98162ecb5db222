# Pontoon - versão 4: um baralho de 52 cartas, embaralhado a cada partida.
import itertools
import random
import sys
from collections import deque

PARAR_EM = 15  # o computador compra enquanto tiver menos que isto

VALORES = ("Ás", "Dois", "Três", "Quatro", "Cinco", "Seis", "Sete",
           "Oito", "Nove", "Dez", "Valete", "Dama", "Rei")
NAIPES = ("Paus", "Ouros", "Copas", "Espadas")
PONTOS = dict(zip(VALORES, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)))


class Baralho:
    """Um baralho completo, embaralhado, do qual se tira a carta de cima."""

    def __init__(self):
        self.cartas = deque(itertools.product(VALORES, NAIPES))
        random.shuffle(self.cartas)

    def tirar(self):
        return self.cartas.popleft()


def perguntar(texto):
    try:
        return input(texto)
    except EOFError:
        print()
        sys.exit(0)


def nome(carta):
    return f"{carta[0]} de {carta[1]}"


def pontos(mao):
    return sum(PONTOS[valor] for valor, _ in mao)


def listar(mao):
    return ", ".join(nome(c) for c in mao)


def vez_do_computador(baralho):
    mao = [baralho.tirar()]
    while pontos(mao) < PARAR_EM:
        mao.append(baralho.tirar())
    return mao


def vez_do_jogador(baralho):
    mao = [baralho.tirar()]
    while True:
        print(f"Suas cartas: {listar(mao)} (valor {pontos(mao)})")
        if pontos(mao) > 21:
            print("Passou de 21! Você estourou.")
            return mao
        resposta = perguntar("Comprar ou parar? (c/p): ").strip().lower()
        while resposta not in ("c", "p"):
            resposta = perguntar("Não entendi. Digite c para comprar ou p para parar: ").strip().lower()
        if resposta == "p":
            return mao
        mao.append(baralho.tirar())


def vencedor(computador, jogador):
    if computador > 21 and jogador > 21:
        return None
    if computador > 21:
        return "jogador"
    if jogador > 21:
        return "computador"
    if computador == jogador:
        return None
    return "jogador" if jogador > computador else "computador"


def partida():
    baralho = Baralho()
    computador = vez_do_computador(baralho)
    print("O computador já jogou. Agora é a sua vez.")
    print(f"Primeira carta do computador: {nome(computador[0])}")
    jogador = vez_do_jogador(baralho)
    pc, pj = pontos(computador), pontos(jogador)
    print()
    print("=== Resultado ===")
    print(f"Computador: {listar(computador)}")
    print(f"Valor: {pc}")
    print(f"Você: {listar(jogador)}")
    print(f"Valor: {pj}")
    ganhador = vencedor(pc, pj)
    if ganhador == "jogador":
        print("Você ganhou!")
    elif ganhador == "computador":
        print("O computador ganhou!")
    else:
        print("Empate!")


def main():
    print("Bem-vindo ao Pontoon!")
    while True:
        print()
        partida()
        while True:
            resposta = perguntar("Jogar de novo? (s/n): ").strip().lower()
            if resposta in ("s", "sim"):
                break
            if resposta in ("n", "não", "nao"):
                print("Até a próxima!")
                return


if __name__ == "__main__":
    main()
