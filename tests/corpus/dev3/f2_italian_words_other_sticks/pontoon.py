"""Pontoon, versione 2: rispondi con le parole intere; il computer si chiama il banco."""
import random

VERSION = 2
STICK_AT = 15
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")


def valore(carta):
    return min(RANKS.index(carta) + 1, 10)


def totale(mano):
    return sum(valore(carta) for carta in mano)


def pesca():
    return random.choice(RANKS)


def chiedi(domanda, parole):
    while True:
        risposta = input(domanda).strip().lower()
        if risposta in parole:
            return risposta
        print("Scrivi una di queste parole:", ", ".join(parole))


def partita():
    banco = [pesca()]
    while totale(banco) < STICK_AT:
        banco.append(pesca())
    tu = [pesca()]
    while totale(tu) <= 21:
        print("Le tue carte:", ", ".join(tu), "- totale", totale(tu))
        scelta = input("Vuoi un'altra carta? Scrivi carta oppure basta: ").strip().lower()
        if scelta != "carta":
            break
        tu.append(pesca())
    print("Il banco ha:", ", ".join(banco))
    print("Valore:", totale(banco))
    print("Tu hai:", ", ".join(tu))
    print("Valore:", totale(tu))
    b, t = totale(banco), totale(tu)
    if b > 21 and t > 21:
        print("Sballati tutti e due: pareggio.")
    elif t > 21:
        print("Hai sballato. Vince il banco.")
    elif b > 21:
        print("Il banco ha sballato. Hai vinto!")
    elif t > b:
        print("Hai vinto!")
    elif b > t:
        print("Vince il banco.")
    else:
        print("Pareggio.")


def main():
    try:
        while True:
            partita()
            if chiedi("Un'altra partita? (si/no) ", ("si", "no")) == "no":
                print("Ciao!")
                break
    except EOFError:
        print()


if __name__ == "__main__":
    main()
