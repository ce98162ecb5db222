# Pontoon - versione 3
# Il banco gioca per primo (di nascosto), poi tocca a te.

import random
import sys

SEMI = ["Fiori", "Quadri", "Cuori", "Picche"]
VALORI = ["Asso", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette",
          "Otto", "Nove", "Dieci", "Fante", "Donna", "Re"]
PUNTI = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]
SOGLIA = 15  # il banco pesca finché ha meno di 15 punti
LARGHEZZA = 30


def pesca():
    # valore e seme scelti a caso, indipendenti
    v = random.randrange(len(VALORI))
    s = random.randrange(len(SEMI))
    return (v, s)


def nome_carta(carta):
    return "{} di {}".format(VALORI[carta[0]], SEMI[carta[1]])


def punteggio(mano):
    totale = 0
    for carta in mano:
        totale += PUNTI[carta[0]]
    return totale


def elenco(mano):
    return ", ".join(nome_carta(c) for c in mano)


def chiedi(domanda):
    try:
        risposta = input(domanda)
    except EOFError:
        print()
        sys.exit(0)
    return risposta.strip().lower()


def turno_banco(stato):
    stato["banco"] = [pesca()]
    while punteggio(stato["banco"]) < SOGLIA:
        stato["banco"].append(pesca())


def turno_giocatore(stato):
    stato["giocatore"] = [pesca()]
    while True:
        mano = stato["giocatore"]
        print("Le tue carte: {} (punti: {})".format(elenco(mano), punteggio(mano)))
        if punteggio(mano) > 21:
            print("Hai sballato!")
            return
        risposta = chiedi("Un'altra carta? (s/n) ")
        if risposta == "s":
            mano.append(pesca())
        elif risposta == "n":
            return
        else:
            print("Rispondi s (sì) oppure n (no).")


def decidi(stato):
    b = punteggio(stato["banco"])
    g = punteggio(stato["giocatore"])
    if b > 21 and g > 21:
        stato["vincitore"] = "pareggio"
    elif b > 21:
        stato["vincitore"] = "giocatore"
    elif g > 21:
        stato["vincitore"] = "banco"
    elif g > b:
        stato["vincitore"] = "giocatore"
    elif b > g:
        stato["vincitore"] = "banco"
    else:
        stato["vincitore"] = "pareggio"


def stampa_risultato(stato):
    messaggi = {
        "giocatore": "HAI VINTO!",
        "banco": "VINCE IL BANCO!",
        "pareggio": "PAREGGIO, NESSUNO VINCE",
    }
    print()
    print("=" * LARGHEZZA)
    print("{:^30}".format("RISULTATO"))
    print("=" * LARGHEZZA)
    print("Banco:     {} (punti: {})".format(elenco(stato["banco"]), punteggio(stato["banco"])))
    print("Giocatore: {} (punti: {})".format(elenco(stato["giocatore"]), punteggio(stato["giocatore"])))
    print("-" * LARGHEZZA)
    print("{:^30}".format(messaggi[stato["vincitore"]]))
    print("=" * LARGHEZZA)


def partita(stato):
    stato["partite"] += 1
    print()
    print("{:^30}".format("Partita {}".format(stato["partite"])))
    turno_banco(stato)
    turno_giocatore(stato)
    decidi(stato)
    stampa_risultato(stato)


def main():
    stato = {"partite": 0}
    print("{:*^30}".format(" PONTOON "))
    while True:
        partita(stato)
        while True:
            risposta = input("Giochi ancora? (s/n) ").strip().lower()
            if risposta == "s":
                break
            elif risposta == "n":
                print("Ciao, alla prossima!")
                return
            else:
                print("Rispondi s (sì) oppure n (no).")


if __name__ == "__main__":
    main()
