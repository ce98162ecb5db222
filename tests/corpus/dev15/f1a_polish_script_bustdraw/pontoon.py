# Pontoon (oczko) - wersja 1
# Karty to liczby od 1 do 10. As jest zawsze wart 1.
import random

PROG = 16  # komputer dobiera karty, dopóki ma mniej niż tyle punktów


def losuj_karte():
    return random.randint(1, 10)


def kto_wygral(komputer, gracz):
    if gracz > 21:
        return "komputer"
    if komputer > 21:
        return "gracz"
    if komputer == gracz:
        return "remis"
    if gracz > komputer:
        return "gracz"
    return "komputer"


def jedna_partia():
    imie = input("Jak masz na imię? ").strip()
    if imie == "":
        imie = "nieznajomy"
    print()
    print("*** Nowa partia - powodzenia, " + imie + "! ***")

    # najpierw cała tura komputera (po cichu)
    komputer = losuj_karte()
    while komputer < PROG:
        komputer = komputer + losuj_karte()
    print("Komputer skończył dobierać. Teraz Ty.")

    # tura gracza
    gracz = losuj_karte()
    print("Dostajesz kartę:", gracz)
    while True:
        print("Twoja wartość:", gracz)
        if gracz > 21:
            print("Fura! Przekroczyłeś 21.")
            break
        odp = input("Dobierasz czy pasujesz? (d/p) ").strip().lower()
        if odp == "d":
            karta = losuj_karte()
            print("Dostajesz kartę:", karta)
            gracz = gracz + karta
        elif odp == "p":
            print("Pasujesz.")
            break
        else:
            print("Nie rozumiem. Wpisz d (dobieram) albo p (pasuję).")

    # wynik
    print()
    print("+-------- WYNIK --------+")
    print("| Komputer: %-11s |" % komputer)
    print("| Gracz:    %-11s |" % gracz)
    print("+-----------------------+")
    wynik = kto_wygral(komputer, gracz)
    if wynik == "gracz":
        print("Wygrywa gracz! Brawo, " + imie + "!")
    elif wynik == "komputer":
        print("Wygrywa komputer!")
    else:
        print("Remis!")


def jeszcze_raz():
    while True:
        odp = input("Jeszcze raz? (t/n) ").strip().lower()
        if odp == "t":
            return True
        if odp == "n":
            return False
        print("Odpowiedz t (tak) albo n (nie).")


print("Witaj w grze Oczko (pontoon)!")
try:
    while True:
        jedna_partia()
        if not jeszcze_raz():
            break
    print("Do zobaczenia!")
except EOFError:
    print()
