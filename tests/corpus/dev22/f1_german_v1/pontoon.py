#!/usr/bin/env python3
"""Pontoon (Version 1) -- ein einfaches Kartenspiel gegen den Computer.

Karten sind Zahlen von 1 bis 10. Der Computer spielt zuerst, danach du.
Wer naeher an 21 ist (ohne drueber zu gehen), gewinnt.
"""
import random
import sys

VERSION = 1
STICK_AT = 17          # der Computer hoert bei diesem Wert auf zu ziehen
STARTKARTEN = 2        # jede Hand beginnt mit so vielen Karten (wie beim echten Pontoon)


class Eingabeende(Exception):
    """Wird ausgeloest, wenn keine Eingabe mehr kommt (Strg-D)."""


def frage(text):
    """Stellt eine Frage in einer eigenen Zeile und liest die Antwort."""
    print(text)
    try:
        return input()
    except EOFError:
        raise Eingabeende()


def karte_ziehen():
    return random.randrange(1, 11)


def wert(hand):
    return sum(hand)


def computer_zug():
    hand = [karte_ziehen() for _ in range(STARTKARTEN)]
    while wert(hand) < STICK_AT:
        hand.append(karte_ziehen())
    return hand


def spieler_zug():
    hand = [karte_ziehen() for _ in range(STARTKARTEN)]
    while True:
        print(f"Dein Wert: {wert(hand)}")
        if wert(hand) > 21:
            print("Ueber 21 - du hast dich ueberkauft!")
            return hand
        antwort = frage("Noch eine Karte? (j/n)").strip().lower()
        if antwort == "j":
            hand.append(karte_ziehen())
        elif antwort == "n":
            return hand
        else:
            print("Bitte nur j (ja) oder n (nein) eingeben.")


def gewinner(computer, spieler):
    if computer > 21 and spieler > 21:
        return "unentschieden"
    if spieler > 21:
        return "computer"
    if computer > 21:
        return "spieler"
    if computer == spieler:
        return "unentschieden"
    return "spieler" if spieler > computer else "computer"


def ein_spiel():
    print()
    print("=== Neues Spiel ===")
    print("Der Computer zieht seine Karten ...")
    computer = computer_zug()
    print("Der Computer ist fertig. Jetzt bist du dran!")
    spieler = spieler_zug()
    c, s = wert(computer), wert(spieler)
    print()
    print("--- Ergebnis ---")
    print(f"Wert des Computers: {c}")
    print(f"Dein Wert: {s}")
    ergebnis = gewinner(c, s)
    if ergebnis == "spieler":
        print("Du gewinnst!")
    elif ergebnis == "computer":
        print("Der Computer gewinnt!")
    else:
        print("Unentschieden!")


def nochmal():
    while True:
        antwort = frage("Noch ein Spiel? (j/n)").strip().lower()
        if antwort in ("j", "ja"):
            return True
        if antwort in ("n", "nein"):
            return False
        print("Bitte j oder n eingeben.")


def main():
    print("Willkommen bei Pontoon!")
    try:
        while True:
            ein_spiel()
            if not nochmal():
                break
    except Eingabeende:
        print()
    print("Auf Wiedersehen!")


if __name__ == "__main__":
    main()
