"""Pontoon -- wersja 3. Karta to para (figura, kolor) losowana niezaleznie."""
import random
import sys
from typing import NamedTuple

VERSION = 3
STICK_AT = 19
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
SYMBOLE = {"Clubs": "♣", "Diamonds": "♦", "Hearts": "♥", "Spades": "♠"}

LOS = random.Random()        # jeden generator dla calego programu

try:
    sys.stdout.reconfigure(errors="replace")
except (AttributeError, ValueError):
    pass


class Karta(NamedTuple):
    rank: str
    suit: str

    def nazwa(self):
        return f"{self.rank} of {self.suit}"

    def wartosc(self):
        return min(RANKS.index(self.rank) + 1, 10)


class KoniecWejscia(Exception):
    pass


def zapytaj(pytanie):
    try:
        return input(pytanie)
    except EOFError:
        raise KoniecWejscia


def losuj_karte():
    return Karta(LOS.choice(RANKS), LOS.choice(SUITS))


def suma(reka):
    return sum(k.wartosc() for k in reka)


def pokaz_z_symbolami(reka):
    return "  ".join(f"[{SYMBOLE[k.suit]} {k.nazwa()}]" for k in reka)


def tura_komputera():
    reka = [losuj_karte()]
    while suma(reka) < STICK_AT:
        reka.append(losuj_karte())
    return reka


def tura_gracza():
    reka = [losuj_karte()]
    while True:
        print("Twoje karty:", pokaz_z_symbolami(reka))
        if suma(reka) > 21:
            print("Przekroczyles 21 - fura!")
            return reka
        odp = zapytaj("Dobierasz czy pasujesz? (d/p): ").strip().lower()
        if odp == "d":
            reka.append(losuj_karte())
        elif odp == "p":
            return reka
        else:
            print("Wpisz d (dobieram) albo p (pas).")


def kto_wygral(komputer, gracz):
    if komputer > 21 and gracz > 21:
        return "remis"
    if gracz > 21:
        return "komputer"
    if gracz > komputer:
        return "gracz"
    if komputer > gracz:
        return "komputer"
    return "remis"


def rozgrywka():
    print("\n~~~ Nowa gra ~~~")
    print("Komputer dobiera karty (po cichu)...")
    komputer = tura_komputera()
    print("Komputer skonczyl. Twoja kolej!")
    gracz = tura_gracza()
    k, g = suma(komputer), suma(gracz)
    print()
    print("Komputer ma:", ", ".join(c.nazwa() for c in komputer))
    print("Wartosc:", k)
    print("Ty masz:", ", ".join(c.nazwa() for c in gracz))
    print("Wartosc:", g)
    wynik = kto_wygral(k, g)
    if wynik == "gracz":
        print("Wygrywasz!")
    elif wynik == "komputer":
        print("Wygrywa komputer!")
    else:
        print("Remis!")


def jeszcze_raz():
    while True:
        odp = zapytaj("Grasz jeszcze raz? (t/n): ").strip().lower()
        if odp in ("t", "tak"):
            return True
        if odp in ("n", "nie"):
            return False
        print("Odpowiedz t albo n.")


def main():
    print("Witaj w grze Pontoon!")
    try:
        while True:
            rozgrywka()
            if not jeszcze_raz():
                break
    except KoniecWejscia:
        print()
    print("Do zobaczenia!")


if __name__ == "__main__":
    main()
