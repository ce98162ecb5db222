# Pontoon (Vinte e Um) - versão 4
# O baralho é uma lista de inteiros 0..51: valor = n % 13, naipe = n // 13
import random
import sys

LIMITE_COMPUTADOR = 17

NAIPES = ["Espadas", "Copas", "Ouros", "Paus"]
FIGURAS = ["Ás", "Dois", "Três", "Quatro", "Cinco", "Seis", "Sete",
           "Oito", "Nove", "Dez", "Valete", "Rainha", "Rei"]


def pergunta(texto):
    try:
        return input(texto)
    except EOFError:
        print()
        sys.exit(0)


def novo_baralho():
    baralho = list(range(52))
    random.shuffle(baralho)
    return baralho


def nome_carta(n):
    return FIGURAS[n % 13] + " de " + NAIPES[n // 13]


def valor_carta(n):
    posicao = n % 13
    if posicao == 0:
        return 1            # o Ás vale sempre 1
    if posicao >= 9:
        return 10           # Dez, Valete, Rainha, Rei
    return posicao + 1


def valor_mao(mao):
    return sum(valor_carta(c) for c in mao)


def mostrar_mao(mao):
    return ", ".join(nome_carta(c) for c in mao)


def vez_do_computador(baralho):
    mao = [baralho.pop(0)]
    while valor_mao(mao) < LIMITE_COMPUTADOR:
        mao.append(baralho.pop(0))
    return mao


def vez_do_jogador(baralho):
    mao = [baralho.pop(0)]
    while True:
        print("As tuas cartas: " + mostrar_mao(mao) + " (" + str(valor_mao(mao)) + ")")
        if valor_mao(mao) > 21:
            print("Rebentaste! Passaste dos 21.")
            return mao
        resposta = pergunta("Mais uma carta ou parar? (m/p) ").strip().lower()
        while resposta != "m" and resposta != "p":
            print("Resposta inválida, escreve m ou p.")
            resposta = pergunta("Mais uma carta ou parar? (m/p) ").strip().lower()
        if resposta == "p":
            return mao
        mao.append(baralho.pop(0))


def vencedor(pc, jogador):
    if pc > 21 and jogador > 21:
        return "empate"
    if jogador > 21:
        return "computador"
    if pc > 21:
        return "jogador"
    if pc == jogador:
        return "empate"
    if jogador > pc:
        return "jogador"
    return "computador"


def jogo():
    baralho = novo_baralho()
    print()
    print("O computador está a jogar...")
    mao_pc = vez_do_computador(baralho)
    print("O computador já jogou. Agora é a tua vez.")
    mao_jogador = vez_do_jogador(baralho)
    v_pc = valor_mao(mao_pc)
    v_jogador = valor_mao(mao_jogador)
    print()
    print("--- Resultado ---")
    print("Computador: " + mostrar_mao(mao_pc))
    print("Valor do computador: " + str(v_pc))
    print("Jogador: " + mostrar_mao(mao_jogador))
    print("Valor do jogador: " + str(v_jogador))
    r = vencedor(v_pc, v_jogador)
    if r == "jogador":
        print("O jogador ganhou!")
    elif r == "computador":
        print("O computador ganhou!")
    else:
        print("Empate! Ninguém ganhou.")


def main():
    print("Bem-vindo ao Vinte e Um!")
    while True:
        jogo()
        resposta = pergunta("Jogar outra vez? (s/n) ").strip().lower()
        while resposta not in ["s", "n"]:
            resposta = pergunta("Jogar outra vez? (s/n) ").strip().lower()
        if resposta == "n":
            print("Adeus!")
            return


main()
