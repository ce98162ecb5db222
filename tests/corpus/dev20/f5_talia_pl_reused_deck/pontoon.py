#!/usr/bin/env python3
"""Oczko (pontoon) - gra w karty przeciwko komputerowi.

Komputer gra pierwszy (po cichu), potem gracz dobiera karty albo mówi stop.
As jest zawsze wart 1, figury (Walet, Dama, Król) i dziesiątka po 10.
"""
import random
import sys

PROG = 17  # komputer dobiera, dopóki ma mniej niż tyle

FIGURY = ["As", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Walet", "Dama", "Król"]
KOLORY = ["Trefl", "Karo", "Kier", "Pik"]


class Talia:
    """Talia 52 kart: każda karta dokładnie raz."""

    def __init__(self):
        self.karty = [(figura, kolor) for kolor in KOLORY for figura in FIGURY]

    def rozdaj(self):
        if not self.karty:  # pusta talia: bierzemy nową
            self.__init__()
        return self.karty.pop(random.randrange(len(self.karty)))


def wartosc_karty(karta):
    figura = karta[0]
    if figura == "As":
        return 1
    if figura in ("Walet", "Dama", "Król"):
        return 10
    return int(figura)


def wartosc_reki(reka):
    return sum(wartosc_karty(k) for k in reka)


def nazwa(karta):
    return karta[0] + " " + karta[1]


def pokaz(reka):
    return ", ".join(nazwa(k) for k in reka)


def tura_komputera(talia):
    reka = [talia.rozdaj()]
    while wartosc_reki(reka) < PROG:
        reka.append(talia.rozdaj())
    return reka


def tura_gracza(talia):
    reka = [talia.rozdaj()]
    while True:
        print("Twoje karty: " + pokaz(reka) + " (wartość " + str(wartosc_reki(reka)) + ")")
        while True:
            odp = input("Dobierasz czy stop? (d/s) ").strip().lower()
            if odp in ("d", "s"):
                break
            print("Nie rozumiem - wpisz d (dobierz) albo s (stop).")
        if odp == "s":
            return reka
        karta = talia.rozdaj()
        reka.append(karta)
        print("Dobrałeś: " + nazwa(karta))
        if wartosc_reki(reka) > 21:
            print("Twoje karty: " + pokaz(reka) + " (wartość " + str(wartosc_reki(reka)) + ")")
            print("Fura! Masz ponad 21.")
            return reka


def kto_wygral(komputer, gracz):
    if komputer > 21 and gracz > 21:
        return "remis"
    if komputer > 21:
        return "gracz"
    if gracz > 21:
        return "komputer"
    if komputer == gracz:
        return "remis"
    if gracz > komputer:
        return "gracz"
    return "komputer"


def gra(talia):
    reka_k = tura_komputera(talia)
    print("Komputer skończył swoją turę.")
    reka_g = tura_gracza(talia)
    wk = wartosc_reki(reka_k)
    wg = wartosc_reki(reka_g)
    print()
    print("===== WYNIK =====")
    print("Komputer: " + pokaz(reka_k) + " (wartość " + str(wk) + ")")
    print("Ty: " + pokaz(reka_g) + " (wartość " + str(wg) + ")")
    wynik = kto_wygral(wk, wg)
    if wynik == "gracz":
        print("Wygrywasz!")
    elif wynik == "komputer":
        print("Komputer wygrywa!")
    else:
        print("Remis!")
    print("=================")
    return wynik


def jeszcze_raz():
    while True:
        odp = input("Jeszcze raz? (t/n) ").strip().lower()
        if odp == "t":
            return True
        if odp == "n":
            return False
        print("Wpisz t (tak) albo n (nie).")


def main():
    print("Witaj w grze w oczko!")
    talia = Talia()  # jedna talia na cały program
    while True:
        gra(talia)
        if not jeszcze_raz():
            print("Do zobaczenia!")
            break


if __name__ == "__main__":
    try:
        sys.stdin.reconfigure(encoding="utf-8", errors="replace")
        sys.stdout.reconfigure(encoding="utf-8")
    except (AttributeError, ValueError):
        pass
    try:
        main()
    except (EOFError, KeyboardInterrupt):
        print()
