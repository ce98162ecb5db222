# Pontoon (Vinte-e-um simplificado) - versão 4
# O computador joga primeiro (escondido), depois você compra ou para.
# O Ás vale sempre 1. Valete, Dama e Rei valem 10.

import itertools
import random
import sys

VALORES = ["Ás", "Dois", "Três", "Quatro", "Cinco", "Seis", "Sete",
           "Oito", "Nove", "Dez", "Valete", "Dama", "Rei"]
NAIPES = ["Paus", "Ouros", "Copas", "Espadas"]

PONTOS = {"Ás": 1, "Dois": 2, "Três": 3, "Quatro": 4, "Cinco": 5,
          "Seis": 6, "Sete": 7, "Oito": 8, "Nove": 9, "Dez": 10,
          "Valete": 10, "Dama": 10, "Rei": 10}

LIMITE_COMPUTADOR = 17  # o computador para quando chega a 17 ou mais


def perguntar(texto):
    """input() que fecha o programa em silêncio se a entrada acabar."""
    try:
        return input(texto)
    except EOFError:
        sys.exit(0)


def novo_baralho():
    cartas = list(itertools.product(VALORES, NAIPES))
    random.shuffle(cartas)
    pilha = cartas.copy()  # copia do baralho embaralhado
    return pilha


def nome_carta(carta):
    valor, naipe = carta
    return valor + " de " + naipe


def valor_mao(mao):
    total = 0
    for valor, naipe in mao:
        total += PONTOS[valor]
    return total


def mostrar_mao(mao):
    return ", ".join(nome_carta(c) for c in mao)


def vez_do_computador(pilha):
    mao = [pilha.pop(0)]
    while valor_mao(mao) < LIMITE_COMPUTADOR:
        mao.append(pilha.pop(0))
    return mao


def vez_do_jogador(pilha):
    mao = [pilha.pop(0)]
    while True:
        print("Suas cartas: " + mostrar_mao(mao) + " (valor " + str(valor_mao(mao)) + ")")
        if valor_mao(mao) > 21:
            print("Você estourou!")
            return mao
        while True:
            resposta = perguntar("Comprar ou parar? (c/p) ").strip().lower()
            if resposta == "c" or resposta == "p":
                break
            print("Resposta inválida, digite c ou p.")
        if resposta == "p":
            return mao
        mao.append(pilha.pop(0))


def decidir_vencedor(pontos_pc, pontos_jogador):
    if pontos_pc > 21 and pontos_jogador > 21:
        return "empate"
    if pontos_jogador > 21:
        return "computador"
    if pontos_pc > 21:
        return "jogador"
    if pontos_jogador > pontos_pc:
        return "jogador"
    if pontos_pc > pontos_jogador:
        return "computador"
    return "empate"


def jogar_partida():
    pilha = novo_baralho()
    mao_pc = vez_do_computador(pilha)
    print("O computador já jogou a vez dele.")
    mao_jogador = vez_do_jogador(pilha)

    pontos_pc = valor_mao(mao_pc)
    pontos_jogador = valor_mao(mao_jogador)
    vencedor = decidir_vencedor(pontos_pc, pontos_jogador)

    print()
    print("===== RESULTADO =====")
    print("Computador: " + mostrar_mao(mao_pc) + " (valor " + str(pontos_pc) + ")")
    print("Você: " + mostrar_mao(mao_jogador) + " (valor " + str(pontos_jogador) + ")")
    if vencedor == "jogador":
        print("Você venceu!")
    elif vencedor == "computador":
        print("O computador venceu!")
    else:
        print("Empate!")
    print()
    return vencedor


def jogar_de_novo():
    while True:
        resposta = perguntar("Jogar de novo? (s/n) ").strip().lower()
        if resposta == "s":
            return True
        if resposta == "n":
            return False
        print("Resposta inválida, digite s ou n.")


def main():
    print("Bem-vindo ao Pontoon!")
    while True:
        jogar_partida()
        if not jogar_de_novo():
            print("Até a próxima!")
            break


if __name__ == "__main__":
    main()
