# Pontoon -- trabalho de Programação I
# A banca joga primeiro, depois é a sua vez.
import random

VALORES = ["Ás", "Dois", "Três", "Quatro", "Cinco", "Seis", "Sete",
           "Oito", "Nove", "Dez", "Valete", "Dama", "Rei"]
NAIPES = ["Paus", "Ouros", "Copas", "Espadas"]
LIMITE_BANCA = 16   # a banca para quando chega a 16 ou mais


def tirar_carta():
    valor = VALORES[random.randint(0, 12)]
    naipe = NAIPES[random.randint(0, 3)]
    return (valor, naipe)


def pontos_da_carta(carta):
    posicao = VALORES.index(carta[0])
    if posicao >= 9:
        return 10
    return posicao + 1          # o Ás vale sempre 1


def pontos(mao):
    total = 0
    for carta in mao:
        total += pontos_da_carta(carta)
    return total


def nome(carta):
    return carta[0] + " de " + carta[1]


def lista(mao):
    return ", ".join(nome(c) for c in mao)


def vez_da_banca():
    mao = [tirar_carta()]
    if pontos(mao) < LIMITE_BANCA:
        mao.append(tirar_carta())
    return mao


def perguntar_jogada():
    while True:
        r = input("Pede ou fica? (p/f) ").strip().lower()
        if r == "p" or r == "f":
            return r
        print("Responda só p (pedir) ou f (ficar).")


def vez_do_jogador(mao):
    print("As suas cartas:", lista(mao), "->", pontos(mao), "pontos")
    if pontos(mao) > 21:
        print("Estourou!")
        return mao
    if perguntar_jogada() == "f":
        return mao
    mao.append(tirar_carta())
    return vez_do_jogador(mao)


def quem_ganha(banca, jogador):
    if banca > 21 and jogador > 21:
        return "empate"
    if banca > 21:
        return "jogador"
    if jogador > 21:
        return "banca"
    if banca == jogador:
        return "empate"
    if banca > jogador:
        return "banca"
    return "jogador"


def uma_partida():
    banca = vez_da_banca()
    print("A banca já jogou. Agora é a sua vez.")
    jogador = vez_do_jogador([tirar_carta()])
    print("=" * 40)
    print("Cartas da banca:", lista(banca))
    print("Pontos da banca:", pontos(banca))
    print("As suas cartas:", lista(jogador))
    print("Os seus pontos:", pontos(jogador))
    resultado = quem_ganha(pontos(banca), pontos(jogador))
    if resultado == "jogador":
        print("Você ganhou!")
    elif resultado == "banca":
        print("A banca ganhou!")
    else:
        print("Empate!")
    print("=" * 40)


def de_novo():
    while True:
        r = input("Jogar outra vez? (s/n) ").strip().lower()
        if r in ("s", "n"):
            return r == "s"


def principal():
    print("*** PONTOON ***")
    try:
        while True:
            uma_partida()
            if not de_novo():
                print("Até a próxima!")
                break
    except EOFError:
        print()


principal()
