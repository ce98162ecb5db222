"""Pontoon, versione 4: un mazzo vero.

Ogni partita si gioca con un mazzo nuovo di 52 carte, mescolato e messo in una
collections.deque: le carte si prendono dalla cima con popleft().
Il mazziere si chiama Giuseppe. Durante la partita i semi sono simboli
(♠ ♥ ♦ ♣); nel riepilogo finale le carte hanno il nome per esteso.
"""

import random
from collections import deque

VERSION = 4
STICK_AT = 19

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

MAZZIERE = "Giuseppe"

VALORI = dict(zip(RANKS, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)))
NOMI = dict(zip(RANKS, ("Asso", "Due", "Tre", "Quattro", "Cinque", "Sei",
                        "Sette", "Otto", "Nove", "Dieci", "Fante", "Donna",
                        "Re")))
SEMI = {"Clubs": "Fiori", "Diamonds": "Quadri", "Hearts": "Cuori",
        "Spades": "Picche"}
SIMBOLI = {"Clubs": "♣", "Diamonds": "♦", "Hearts": "♥", "Spades": "♠"}

DOMANDA = "Carta o stai? (c/s) "
ANCORA = "Un'altra partita? (s/n) "


def card_value(card):
    return VALORI[card[0]]


def card_name(card):
    return f"{card[0]} of {card[1]}"


def breve(card):
    """Durante il gioco: ("Seven", "Hearts") -> "Sette♥" """
    return f"{NOMI[card[0]]}{SIMBOLI[card[1]]}"


def esteso(card):
    """Nel riepilogo: ("Seven", "Hearts") -> "Sette di Cuori" """
    return f"{NOMI[card[0]]} di {SEMI[card[1]]}"


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def computer_turn(draw):
    carte = [draw()]
    while hand_value(carte) < STICK_AT:
        carte.append(draw())
    return carte


def player_turn(draw, ask, show=print):
    carte = [draw()]
    while True:
        show("Le tue carte: " + "  ".join(breve(c) for c in carte)
             + f"   (valore {hand_value(carte)})")
        if hand_value(carte) > 21:
            show("Hai sballato!")
            return carte
        risposta = ask(DOMANDA).strip().lower()
        if risposta == "c":
            carte.append(draw())
        elif risposta == "s":
            return carte
        else:
            show("Rispondi c (carta) oppure s (sto).")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    # in parità vince il banco, come a sette e mezzo
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print, nome="Giocatore"):
    banco = computer_turn(draw)
    show(f"{MAZZIERE} ha finito di pescare. Tocca a te, {nome}!")
    giocatore = player_turn(draw, ask, show)
    vb, vg = hand_value(banco), hand_value(giocatore)
    esito = decide_winner(vb, vg)
    show("—— Risultato ——")
    show(f"{MAZZIERE} (mazziere): " + ", ".join(esteso(c) for c in banco) + f" — {vb}")
    show(f"{nome}: " + ", ".join(esteso(c) for c in giocatore) + f" — {vg}")
    if esito == "player":
        show(f"Hai vinto, {nome}!")
    elif esito == "computer":
        show(f"Ha vinto {MAZZIERE}, il mazziere!")
    else:
        show("Pareggio!")
    return esito


def play_again(ask):
    while True:
        risposta = ask(ANCORA).strip().lower()
        if risposta in ("s", "si", "sì"):
            return True
        if risposta in ("n", "no"):
            return False


def main(rng=None, ask=input, show=print):
    rng = rng if rng is not None else random.Random()
    show(f"Benvenuto a Pontoon! Il mazziere stasera è {MAZZIERE}.")
    try:
        nome = ask("Come ti chiami? ").strip() or "Giocatore"
        while True:
            mazzo = deque(shuffled_deck(rng))  # un mazzo nuovo per ogni partita
            play_game(mazzo.popleft, ask, show, nome)
            if not play_again(ask):
                show(f"Ciao {nome}, alla prossima!")
                return
    except EOFError:
        return


if __name__ == "__main__":
    main()
