# Pontoon, versione 4, in italiano: un mazzo di 52 carte mescolato a ogni partita.
# L'Avversario gioca per primo, di nascosto. Poi tu: (c)arta o (s)to.
import random

VERSION = 4
STICK_AT = 17
VALORI = ["Asso", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette", "Otto", "Nove",
          "Dieci", "Fante", "Donna", "Re"]
SEMI = ["Cuori", "Quadri", "Fiori", "Picche"]


def mazzo_mescolato():
    mazzo = [(valore, seme) for seme in SEMI for valore in VALORI]
    random.shuffle(mazzo)
    while mazzo:
        yield mazzo.pop()


def punti(mano):
    return sum(min(VALORI.index(valore) + 1, 10) for valore, _ in mano)


def nomi(mano):
    return ", ".join(f"{valore} di {seme}" for valore, seme in mano)


def riga(chi, carte, totale):
    print(f"| {chi:<11} | {carte:<45} | {totale:>6} |")


def partita():
    carte = mazzo_mescolato()
    mani = {"giocatore": [], "avversario": [next(carte)]}
    while punti(mani["avversario"]) < STICK_AT:
        mani["avversario"].append(next(carte))
    mani["giocatore"].append(next(carte))
    while punti(mani["giocatore"]) <= 21:
        riga("Avversario", "(coperte)", "?")
        riga("Tu", nomi(mani["giocatore"]), punti(mani["giocatore"]))
        scelta = input("(c)arta o (s)to? ").strip().lower()
        if scelta == "c":
            mani["giocatore"].append(next(carte))
        elif scelta == "s":
            break
        else:
            print("Rispondi c oppure s.")
    a, g = punti(mani["avversario"]), punti(mani["giocatore"])
    print("+" + "-" * 13 + "+" + "-" * 47 + "+" + "-" * 8 + "+")
    riga("Avversario", nomi(mani["avversario"]), a)
    riga("Tu", nomi(mani["giocatore"]), g)
    print("+" + "-" * 13 + "+" + "-" * 47 + "+" + "-" * 8 + "+")
    if a > 21 and g > 21:
        print("Pareggio: avete sballato tutti e due.")
    elif g > 21:
        print("Vince l'Avversario.")
    elif a > 21:
        print("Hai vinto tu!")
    elif a == g:
        print("Pareggio.")
    elif g > a:
        print("Hai vinto tu!")
    else:
        print("Vince l'Avversario.")


def ancora():
    while True:
        risposta = input("Un'altra partita? (s/n) ").strip().lower()
        if risposta in ("s", "n"):
            return risposta == "s"
        print("Rispondi s oppure n.")


def main():
    print("Benvenuto al tavolo!")
    while True:
        partita()
        if not ancora():
            print("Ciao!")
            return


try:
    main()
except EOFError:
    pass
