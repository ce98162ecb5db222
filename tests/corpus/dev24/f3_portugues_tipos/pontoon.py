"""Pontoon -- versão 2 (cartas com nomes).

Trabalho de programação: o computador joga primeiro, em segredo,
depois o jogador pede cartas ou para.
"""
import random

VERSION = 2
STICK_AT = 15

RANKS = ("Ás", "Dois", "Três", "Quatro", "Cinco", "Seis", "Sete",
         "Oito", "Nove", "Dez", "Valete", "Dama", "Rei")

VALORES = {
    "Ás": 1, "Dois": 2, "Três": 3, "Quatro": 4, "Cinco": 5, "Seis": 6,
    "Sete": 7, "Oito": 8, "Nove": 9, "Dez": 10,
    "Valete": 10, "Dama": 10, "Rei": 13,
}


class FimDaEntrada(Exception):
    """Acabou a entrada (Ctrl-D)."""


def perguntar(texto: str) -> str:
    """Lê uma resposta; converte o fim da entrada em FimDaEntrada."""
    try:
        return input(texto)
    except EOFError:
        raise FimDaEntrada()


def carta_aleatoria() -> str:
    """Sorteia uma das 13 cartas; a mesma carta pode sair de novo."""
    return random.choice(RANKS)


def valor_carta(carta: str) -> int:
    """Quanto vale uma carta (o Ás vale sempre 1)."""
    return VALORES[carta]


def valor_mao(mao: list[str]) -> int:
    """Soma dos valores das cartas de uma mão."""
    return sum(valor_carta(c) for c in mao)


def mostrar_mao(mao: list[str]) -> str:
    """Nomes das cartas separados por vírgulas."""
    return ", ".join(mao)


def vez_do_computador() -> list[str]:
    """O computador compra cartas enquanto o valor for menor que STICK_AT."""
    mao = [carta_aleatoria()]
    while valor_mao(mao) < STICK_AT:
        mao.append(carta_aleatoria())
    return mao


def vez_do_jogador() -> list[str]:
    """O jogador pede carta (c) ou para (p) até parar ou estourar."""
    mao = [carta_aleatoria()]
    while True:
        print(f"Suas cartas: {mostrar_mao(mao)}  (valor {valor_mao(mao)})")
        if valor_mao(mao) > 21:
            print("Estourou! Passou de 21.")
            return mao
        resposta = perguntar("Carta ou parar? (c/p): ").strip().lower()
        while resposta not in ("c", "p"):
            print("Resposta inválida. Digite c para carta ou p para parar.")
            resposta = perguntar("Carta ou parar? (c/p): ").strip().lower()
        if resposta == "p":
            return mao
        mao.append(carta_aleatoria())


def vencedor(valor_pc: int, valor_jogador: int) -> str:
    """Devolve 'computador', 'jogador' ou 'empate'."""
    if valor_pc > 21 and valor_jogador > 21:
        return "empate"
    if valor_jogador > 21:
        return "computador"
    if valor_pc > 21:
        return "jogador"
    if valor_pc == valor_jogador:
        return "empate"
    return "computador" if valor_pc > valor_jogador else "jogador"


def partida() -> None:
    """Joga uma partida completa e mostra o resultado."""
    print("\n========== Nova partida ==========")
    mao_pc = vez_do_computador()
    print("O computador já jogou. Agora é a sua vez!")
    mao_jogador = vez_do_jogador()
    pc, jog = valor_mao(mao_pc), valor_mao(mao_jogador)
    print("\n---------- Resultado ----------")
    print(f"Computador tem: {mostrar_mao(mao_pc)}")
    print(f"Valor: {pc}")
    print(f"Você tem: {mostrar_mao(mao_jogador)}")
    print(f"Valor: {jog}")
    quem = vencedor(pc, jog)
    if quem == "jogador":
        print("Você ganhou! Parabéns!")
    elif quem == "computador":
        print("O computador ganhou.")
    else:
        print("Empate!")


def jogar_de_novo() -> bool:
    """Pergunta sim/não até receber uma resposta válida."""
    while True:
        r = perguntar("Jogar de novo? (sim/não): ").strip().lower()
        if r == "sim":
            return True
        if r in ("não", "nao"):
            return False
        print("Responda sim ou não.")


def main() -> None:
    """Partidas até o jogador dizer não."""
    print("Bem-vindo ao Pontoon!")
    try:
        while True:
            partida()
            if not jogar_de_novo():
                break
    except FimDaEntrada:
        print()
    print("Até a próxima!")


if __name__ == "__main__":
    main()
