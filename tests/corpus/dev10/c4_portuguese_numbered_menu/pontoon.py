# Trabalho de Programação - Pontoon (versão 1)
# As cartas são só números de 1 a 10 (o Ás vale sempre 1).

import random

VERSION = 1
STICK_AT = 18  # o computador compra enquanto tiver menos de 18


def card_value(card):
    return card


def card_name(card):
    return str(card)


def hand_value(cards):
    soma = 0
    for carta in cards:
        soma += card_value(carta)
    return soma


def random_card(rng):
    return rng.randint(1, 10)


def computer_turn(draw):
    cartas = [draw()]
    while hand_value(cartas) < STICK_AT:
        cartas.append(draw())
    return cartas


def player_turn(draw, ask, show=print):
    cartas = [draw()]
    while True:
        pontos = hand_value(cartas)
        show(f"Você recebeu um {card_name(cartas[-1])}. Seus pontos: {pontos}")
        if pontos > 21:
            show("Você estourou!")
            return cartas
        show("1 - Mais uma carta / 2 - Parar")
        opcao = ask("Escolha: ").strip()
        while opcao != "1" and opcao != "2":
            show("Opção inválida! Digite 1 ou 2.")
            opcao = ask("Escolha: ").strip()
        if opcao == "2":
            return cartas
        cartas.append(draw())


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        resultado = "draw"
    elif computer_value > 21:
        resultado = "player"
    elif player_value > 21:
        resultado = "computer"
    elif computer_value > player_value:
        resultado = "computer"
    elif player_value > computer_value:
        resultado = "player"
    else:
        resultado = "draw"
    return resultado


def play_game(draw, ask, show=print):
    show("")
    show("O computador está jogando...")
    maquina = computer_turn(draw)
    show("O computador terminou. Sua vez!")
    jogador = player_turn(draw, ask, show)

    pts_maquina = hand_value(maquina)
    pts_jogador = hand_value(jogador)
    vencedor = decide_winner(pts_maquina, pts_jogador)

    show("")
    show("=== Fim de jogo ===")
    show(f"Pontos do computador: {pts_maquina}")
    show(f"Seus pontos: {pts_jogador}")
    if vencedor == "player":
        show("Você venceu!")
    elif vencedor == "computer":
        show("O computador venceu!")
    elif pts_maquina > 21 and pts_jogador > 21:
        show("Os dois estouraram. Empate!")
    else:
        show("Empate!")
    return vencedor


def play_again(ask):
    while True:
        resp = ask("Jogar de novo? (1 - sim / 2 - não) ").strip().lower()
        if resp == "1":
            return True
        elif resp == "2":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random

    def comprar():
        return random_card(rng)

    show("Bem-vindo ao Pontoon!")
    jogando = True
    while jogando:
        try:
            play_game(comprar, ask, show)
            jogando = play_again(ask)
        except EOFError:
            show("")
            return
    show("Obrigado por jogar. Tchau!")


if __name__ == "__main__":
    main()
