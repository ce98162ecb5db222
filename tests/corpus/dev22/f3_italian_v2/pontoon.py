"""Pontoon, versione 2: carte con il nome del valore (senza semi).

Il Croupier gioca per primo, poi tocca a te.
Il punteggio delle partite vinte viene tenuto da una partita all'altra.
"""
import random

VERSION = 2
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


def valore_carta(carta):
    # Asso = 1, Due..Nove = 2..9, Dieci e figure = 10
    # Fante 11, Donna 12 (sbagliato), Re 10
    return RANKS.index(carta) + 1 if RANKS.index(carta) < 12 else 10


def valore_mano(mano):
    return sum(valore_carta(c) for c in mano)


def pesca():
    # un valore a caso tra i 13 (indici da 0 a 12)
    return RANKS[random.randint(0, 12)]


def chiedi(domanda):
    """input() che restituisce None alla fine dell'input."""
    try:
        return input(domanda)
    except EOFError:
        print()
        return None


def turno_croupier():
    mano = [pesca()]
    while valore_mano(mano) < STICK_AT:
        mano.append(pesca())
    return mano


def turno_giocatore():
    """Restituisce la mano del giocatore, oppure None se l'input e' finito."""
    mano = [pesca()]
    while True:
        print("Le tue carte:", ", ".join(mano))
        if valore_mano(mano) > 21:
            print("Hai sballato!")
            return mano
        risposta = chiedi("Carta o stai? (c/s) ")
        if risposta is None:
            return None
        risposta = risposta.strip().lower()
        if risposta == "c":
            mano.append(pesca())
        elif risposta == "s":
            return mano
        else:
            print("Risposta non valida: scrivi c oppure s.")


def vincitore(croupier, giocatore):
    if croupier > 21 and giocatore > 21:
        return "pareggio"
    if giocatore > 21:
        return "croupier"
    if croupier > 21:
        return "giocatore"
    if croupier == giocatore:
        return "pareggio"
    return "giocatore" if giocatore > croupier else "croupier"


def partita(punteggio):
    print("\n*** Nuova partita ***")
    print("Il Croupier sta giocando...")
    croupier = turno_croupier()
    print("Il Croupier ha finito. Tocca a te!")
    giocatore = turno_giocatore()
    if giocatore is None:
        return False
    vc, vg = valore_mano(croupier), valore_mano(giocatore)
    print()
    print("Il Croupier ha:", ", ".join(croupier))
    print("Valore:", vc)
    print("Tu hai:", ", ".join(giocatore))
    print("Valore:", vg)
    esito = vincitore(vc, vg)
    if esito == "giocatore":
        print("Hai vinto!")
        punteggio["tu"] += 1
    elif esito == "croupier":
        print("Vince il Croupier!")
        punteggio["croupier"] += 1
    else:
        print("Pareggio!")
    print(f"Punteggio: tu {punteggio['tu']}, Croupier {punteggio['croupier']}")
    return True


def ancora():
    """True = ancora, False = basta (anche a fine input)."""
    while True:
        r = chiedi("Vuoi giocare ancora? (s/n) ")
        if r is None:
            return False
        r = r.strip().lower()
        if r in ("s", "si", "sì"):
            return True
        if r in ("n", "no"):
            return False
        print("Rispondi s oppure n, per favore.")


def main():
    print("Benvenuto a Pontoon!")
    punteggio = {"tu": 0, "croupier": 0}
    while partita(punteggio) and ancora():
        pass
    print("Ciao, alla prossima!")


if __name__ == "__main__":
    main()
