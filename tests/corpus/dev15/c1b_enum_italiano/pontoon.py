# Pontoon - versione 4 (un mazzo da 52 carte mescolato per ogni partita)
# Le carte sono namedtuple, il mazzo si costruisce da due Enum.
import random
import sys
from collections import namedtuple
from enum import Enum

STICK_AT = 17   # il banco smette di pescare quando arriva a 17 o più


class Seme(Enum):
    FIORI = "♣"
    QUADRI = "♦"
    CUORI = "♥"
    PICCHE = "♠"


class Rango(Enum):
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13


Carta = namedtuple("Carta", ["rango", "seme"])


def nuovo_mazzo():
    return [Carta(r, s) for s in Seme for r in Rango]


def punti(carta):
    # l'asso vale sempre 1, le figure valgono 10
    return min(carta.rango.value, 10)


def valore(mano):
    return sum(punti(c) for c in mano)


def nome(carta):
    return carta.rango.name.capitalize() + carta.seme.value


def mostra(mano):
    return ", ".join(nome(c) for c in mano)


def chiedi(domanda):
    try:
        return input(domanda)
    except EOFError:
        print()
        sys.exit(0)


def turno_banco(mazzo):
    mano = [mazzo.pop()]
    while valore(mano) < STICK_AT:
        mano.append(mazzo.pop())
    return mano


def turno_giocatore(mazzo):
    mano = [mazzo.pop()]
    while True:
        print("Le tue carte:", mostra(mano), "(valore", str(valore(mano)) + ")")
        if valore(mano) > 21:
            print("Hai sballato!")
            return mano
        risposta = chiedi("Carta o stai? (c/s) ").strip().lower()
        while risposta not in ("c", "s"):
            print("Rispondi c (carta) oppure s (stai).")
            risposta = chiedi("Carta o stai? (c/s) ").strip().lower()
        if risposta == "s":
            return mano
        mano.append(mazzo.pop())


def vincitore(banco, giocatore):
    if banco > 21 and giocatore > 21:
        return "pari"
    if banco > 21:
        return "giocatore"
    if giocatore > 21:
        return "banco"
    if banco == giocatore:
        return "pari"
    if giocatore > banco:
        return "giocatore"
    return "banco"


def partita():
    mazzo = nuovo_mazzo()
    random.shuffle(mazzo)
    print("Il banco gioca il suo turno in segreto...")
    banco = turno_banco(mazzo)
    giocatore = turno_giocatore(mazzo)
    print()
    print("*** Risultato ***")
    print("Banco:", mostra(banco), "(valore", str(valore(banco)) + ")")
    print("Tu:", mostra(giocatore), "(valore", str(valore(giocatore)) + ")")
    chi = vincitore(valore(banco), valore(giocatore))
    if chi == "giocatore":
        print("Hai vinto!")
    elif chi == "banco":
        print("Vince il banco!")
    else:
        print("Pareggio!")


def main():
    print("Benvenuto a Pontoon!")
    while True:
        partita()
        risposta = chiedi("Vuoi giocare ancora? (s/n) ").strip().lower()
        while risposta not in ("s", "n"):
            risposta = chiedi("Per favore scrivi s oppure n: ").strip().lower()
        if risposta == "n":
            print("Ciao, alla prossima!")
            break
        print()


if __name__ == "__main__":
    main()
