# Pontoon (vinte-e-um), versão 4 - agora com baralho de verdade!
# Cada partida usa um baralho novinho, embaralhado, que o computador e você dividem.

import random

VERSION = 4
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

# variáveis globais da galera
mao_computador = []
mao_jogador = []
placar = {"voce": 0, "maquina": 0, "empate": 0}


def card_value(card):
    rank = card[0]
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def card_name(card):
    return card[0] + " of " + card[1]


def hand_value(cards):
    total = 0
    for c in cards:
        total += card_value(c)
    return total


def new_deck():
    deck = []
    for naipe in SUITS:
        for valor in RANKS:
            deck.append((valor, naipe))
    return deck


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def mostra(cartas):
    return ", ".join(card_name(c) for c in cartas)


def computer_turn(draw):
    global mao_computador
    mao_computador = []
    mao_computador.append(draw())
    while hand_value(mao_computador) < STICK_AT:
        mao_computador.append(draw())
    return mao_computador


def player_turn(draw, ask, show=print):
    global mao_jogador
    mao_jogador = [draw()]
    while hand_value(mao_jogador) <= 21:
        show("Suas cartas: " + mostra(mao_jogador))
        show("Você tá com " + str(hand_value(mao_jogador)) + " pontos")
        resposta = ask("E aí, vai querer mais uma ou vai parar? (m = mais / p = parar) ")
        letra = resposta.strip().lower()
        if letra in ("m", "mais"):
            mao_jogador.append(draw())
        elif letra in ("p", "parar"):
            return mao_jogador
        else:
            show("Não entendi, mano. Digita m ou p.")
    show("Suas cartas: " + mostra(mao_jogador))
    show("Estourou! " + str(hand_value(mao_jogador)) + " pontos, passou de 21.")
    return mao_jogador


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    computer_turn(draw)
    player_turn(draw, ask, show)
    pc = hand_value(mao_computador)
    pj = hand_value(mao_jogador)
    vencedor = decide_winner(pc, pj)
    show("------------------------------")
    show("Cartas da máquina: " + mostra(mao_computador) + " (" + str(pc) + " pontos)")
    show("Suas cartas: " + mostra(mao_jogador) + " (" + str(pj) + " pontos)")
    if vencedor == "player":
        placar["voce"] += 1
        show("Aí sim! Você ganhou!")
    elif vencedor == "computer":
        placar["maquina"] += 1
        show("Xi, a máquina ganhou dessa vez.")
    else:
        placar["empate"] += 1
        show("Deu empate, ninguém ganhou.")
    return vencedor


def play_again(ask):
    while True:
        letra = ask("Bora mais uma partida? (s/n) ").strip().lower()[:1]
        if letra == "s":
            return True
        if letra == "n":
            return False


def main(rng=None, ask=input, show=print):
    global placar
    placar = {"voce": 0, "maquina": 0, "empate": 0}   # zera o placar
    if rng is None:
        rng = random.Random()
    show("Bem-vindo ao Pontoon, parceiro!")
    try:
        while True:
            baralho = shuffled_deck(rng)        # baralho novo a cada partida
            play_game(baralho.pop, ask, show)
            if not play_again(ask):
                show("Placar final - você %d x %d máquina (%d empates). Valeu, falou!"
                     % (placar["voce"], placar["maquina"], placar["empate"]))
                exit()
    except EOFError:
        show("")
        show("Acabou a entrada. Falou!")


if __name__ == "__main__":
    main()
