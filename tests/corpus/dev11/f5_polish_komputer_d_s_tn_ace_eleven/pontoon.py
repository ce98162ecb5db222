# Pontoon (oczko) - wersja 2
# Karty to nazwy figur (bez kolorów). As = 1 albo 11, Walet/Dama/Król = 10.
# Najpierw gra Komputer (jego karty są zakryte), potem gracz.

import random

KARTY = ["As", "Dwójka", "Trójka", "Czwórka", "Piątka", "Szóstka", "Siódemka",
         "Ósemka", "Dziewiątka", "Dziesiątka", "Walet", "Dama", "Król"]

WARTOSCI = {
    "As": 1, "Dwójka": 2, "Trójka": 3, "Czwórka": 4, "Piątka": 5,
    "Szóstka": 6, "Siódemka": 7, "Ósemka": 8, "Dziewiątka": 9,
    "Dziesiątka": 10, "Walet": 10, "Dama": 10, "Król": 10,
}

PROG_KOMPUTERA = 17   # Komputer dobiera, dopóki ma mniej niż 17


def losuj_karte():
    return random.choice(KARTY)


def wartosc(reka):
    suma = 0
    for karta in reka:
        suma += WARTOSCI[karta]
    # As może być za 11, jeśli nie przekroczymy 21
    if "As" in reka and suma + 10 <= 21:
        suma += 10
    return suma


def pokaz(reka):
    return ", ".join(reka)


def zapytaj(pytanie):
    # zwraca None, gdy skończy się wejście (Ctrl-D)
    try:
        return input(pytanie)
    except EOFError:
        return None


def tura_komputera():
    reka = [losuj_karte()]
    while wartosc(reka) < PROG_KOMPUTERA:
        reka.append(losuj_karte())
    return reka


def tura_gracza():
    reka = [losuj_karte()]
    print("Dostajesz kartę:", reka[0])
    while True:
        print("Twoje karty:", pokaz(reka), "| razem:", wartosc(reka))
        if wartosc(reka) > 21:
            print("Fura! Masz ponad 21.")
            return reka
        odp = zapytaj("Dobierasz (d) czy stop (s)? ")
        if odp is None:
            return None
        odp = odp.strip().lower()
        if odp == "d":
            karta = losuj_karte()
            print("Dobierasz:", karta)
            reka.append(karta)
        elif odp == "s":
            return reka
        else:
            print("Nie rozumiem. Wpisz d (dobierz) albo s (stop).")


def kto_wygral(komputer, gracz):
    if komputer > 21 and gracz > 21:
        return "remis"
    if komputer > 21:
        return "gracz"
    if gracz > 21:
        return "komputer"
    if komputer == gracz:
        return "remis"
    if komputer > gracz:
        return "komputer"
    return "gracz"


def jedna_gra():
    print()
    print("Komputer dobiera karty...")
    komp = tura_komputera()
    print("Komputer skończył. Twoja kolej!")
    gracz = tura_gracza()
    if gracz is None:
        return False

    wk = wartosc(komp)
    wg = wartosc(gracz)
    print()
    print("=========== WYNIK ===========")
    print("Komputer:", pokaz(komp), "->", wk)
    print("Ty:      ", pokaz(gracz), "->", wg)
    wynik = kto_wygral(wk, wg)
    if wynik == "gracz":
        print("Wygrywasz!")
    elif wynik == "komputer":
        print("Wygrywa Komputer.")
    elif wk > 21:
        print("Obaj macie furę - remis.")
    else:
        print("Remis.")
    print("=============================")
    return True


print("*** OCZKO (pontoon) ***")
gramy = True
while gramy:
    if not jedna_gra():
        break
    while True:
        odp = zapytaj("Jeszcze raz? (t/n) ")
        if odp is None:
            gramy = False
            break
        odp = odp.strip().lower()
        if odp in ("t", "tak"):
            break
        if odp in ("n", "nie"):
            gramy = False
            break
        print("Odpowiedz t albo n.")

print("Do zobaczenia!")
