# Pontoon mit Einsatz  (Aufgabe Version 2)
# Kartennamen wie beim Skat: Ass, 2-10, Bube, Dame, König
# Ass zaehlt immer 1, Bilder zaehlen 10.

import random

KARTEN = ["Ass", "2", "3", "4", "5", "6", "7", "8", "9", "10",
          "Bube", "Dame", "König"]

GRENZE = 17        # der Computer zieht, solange er unter 17 ist
STARTGELD = 50


def kartenwert(karte):
    if karte == "Ass":
        return 1
    if karte == "Bube" or karte == "Dame" or karte == "König":
        return 10
    return int(karte)


def summe(hand):
    s = 0
    for karte in hand:
        s = s + kartenwert(karte)
    return s


def ziehe_karte():
    return random.choice(KARTEN)


def einsatz_fragen():
    while True:
        eingabe = input("Einsatz in Euro (1-10): ").strip()
        if eingabe.isdigit() and 1 <= int(eingabe) <= 10:
            return int(eingabe)
        print("Ungültiger Einsatz! Bitte eine Zahl von 1 bis 10.")


kontostand = STARTGELD
print("******************************")
print("*   PONTOON - um echtes Geld  *")
print("******************************")
print("Du hast", kontostand, "Euro.")

try:
    weiter = True
    while weiter:
        print()
        einsatz = einsatz_fragen()

        # zuerst spielt der Computer (verdeckt)
        computer = [ziehe_karte()]
        while summe(computer) < GRENZE:
            computer.append(ziehe_karte())
        print("Der Computer hat seine Karten gezogen. Sie bleiben verdeckt.")

        # jetzt der Spieler
        spieler = [ziehe_karte()]
        while True:
            print("Deine Karten:", ", ".join(spieler), "  Summe:", summe(spieler))
            if summe(spieler) > 21:
                print("Überkauft! Du hast mehr als 21.")
                break
            antwort = input("Karte oder halten? (k/h): ").strip().lower()
            if antwort == "k":
                spieler.append(ziehe_karte())
            elif antwort == "h":
                break
            else:
                print("Bitte nur k (Karte) oder h (halten) eingeben.")

        c = summe(computer)
        s = summe(spieler)
        print()
        print("---------- Ergebnis ----------")
        print("Computer:", ", ".join(computer), " Summe:", c)
        print("Du:      ", ", ".join(spieler), " Summe:", s)
        if c > 21:
            print("Der Computer hat sich überkauft - unentschieden. Du bekommst deinen Einsatz zurück.")
        elif s > 21:
            print("Der Computer gewinnt.")
            kontostand = kontostand - einsatz
        elif s > c:
            print("Du gewinnst!")
            kontostand = kontostand + einsatz
        elif c > s:
            print("Der Computer gewinnt.")
            kontostand = kontostand - einsatz
        else:
            print("Unentschieden. Du bekommst deinen Einsatz zurück.")
        print("Kontostand:", kontostand, "Euro")
        print("------------------------------")

        while True:
            nochmal = input("Noch ein Spiel? (j/n) ").strip().lower()
            if nochmal == "j":
                break
            if nochmal == "n":
                weiter = False
                break
    print("Du gehst mit", kontostand, "Euro nach Hause. Tschüss!")
except EOFError:
    print()
