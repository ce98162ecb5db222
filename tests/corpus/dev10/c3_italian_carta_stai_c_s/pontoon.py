# PONTOON - versione 3 (carte con seme)
# Esercitazione di laboratorio

import random

VERSION = 3
STICK_AT = 15

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

SEMI_ITA = {"Clubs": "Fiori", "Diamonds": "Quadri", "Hearts": "Cuori", "Spades": "Picche"}
FIGURE_ITA = {"Ace": "Asso", "Jack": "Fante", "Queen": "Donna", "King": "Re"}


def card_value(card):
    valore = RANKS.index(card[0]) + 1
    if valore > 10:
        valore = 10
    return valore


def card_name(card):
    return card[0] + " of " + card[1]


def nome_italiano(card):
    rango = card[0]
    seme = card[1]
    if rango in FIGURE_ITA:
        nome = FIGURE_ITA[rango]
    else:
        nome = str(card_value(card))
    return nome + " di " + SEMI_ITA[seme]


def hand_value(cards):
    somma = 0
    for c in cards:
        somma = somma + card_value(c)
    return somma


def random_card(rng):
    rango = rng.choice(RANKS)
    seme = rng.choice(SUITS)
    return (rango, seme)


def elenco(carte):
    testo = ""
    for i in range(len(carte)):
        if i > 0:
            testo = testo + ", "
        testo = testo + nome_italiano(carte[i])
    return testo


def computer_turn(draw):
    carte = []
    carte.append(draw())
    while hand_value(carte) < STICK_AT:
        carte.append(draw())
    return carte


def player_turn(draw, ask, show=print):
    carte = [draw()]
    finito = False
    while not finito:
        show("Le tue carte: " + elenco(carte) + " (totale " + str(hand_value(carte)) + ")")
        if hand_value(carte) > 21:
            show("Hai sballato!")
            finito = True
        else:
            risposta = ask("Carta o stai? [c/s] ").strip().lower()
            while risposta != "c" and risposta != "s":
                show("Non ho capito, rispondi c oppure s.")
                risposta = ask("Carta o stai? [c/s] ").strip().lower()
            if risposta == "c":
                carte.append(draw())
            else:
                finito = True
    return carte


def decide_winner(computer_value, player_value):
    if player_value > 21:
        if computer_value > 21:
            return "draw"
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value == computer_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    show("Il computer gioca la sua mano...")
    mano_computer = computer_turn(draw)
    show("Il computer ha finito. Tocca a te!")
    mano_giocatore = player_turn(draw, ask, show)

    tot_c = hand_value(mano_computer)
    tot_g = hand_value(mano_giocatore)
    vincitore = decide_winner(tot_c, tot_g)

    show("")
    show("*** Risultato ***")
    show("Computer -> " + elenco(mano_computer) + " = " + str(tot_c))
    show("Tu       -> " + elenco(mano_giocatore) + " = " + str(tot_g))
    if vincitore == "player":
        show("Hai vinto!")
    elif vincitore == "computer":
        show("Vince il computer.")
    elif tot_c > 21:
        show("Avete sballato tutti e due: pareggio.")
    else:
        show("Pareggio.")
    show("")
    return vincitore


def play_again(ask):
    risposta = ask("Giochi ancora? [s/n] ").strip().lower()
    while risposta not in ("s", "n", "si", "sì", "no"):
        risposta = ask("Giochi ancora? [s/n] ").strip().lower()
    return risposta.startswith("s")


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random
    partita = 0
    try:
        while True:
            partita += 1
            show("===== Partita n. " + str(partita) + " =====")
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Ciao, alla prossima!")
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
