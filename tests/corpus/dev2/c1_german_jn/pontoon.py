# Pontoon auf Deutsch, Version 1: der Computer spielt zuerst, dann du.
import random

GRENZE = 17


def karte():
    return random.randint(1, 10)


def runde():
    computer = karte()
    while computer < GRENZE:
        computer = computer + karte()

    spieler = karte()
    while True:
        print("Dein Wert:", spieler)
        if spieler > 21:
            print("Über 21! Du hast dich überkauft.")
            break
        antwort = input("Noch eine Karte? (j/n) ").strip().lower()
        if antwort == "j":
            spieler = spieler + karte()
        elif antwort == "n":
            break
        else:
            print("Bitte j oder n eingeben.")

    print("Computer:", computer)
    print("Du:", spieler)
    if computer > 21 and spieler > 21:
        print("Beide überkauft - unentschieden.")
    elif spieler > 21:
        print("Der Computer gewinnt.")
    elif computer > 21:
        print("Du gewinnst!")
    elif spieler > computer:
        print("Du gewinnst!")
    elif computer > spieler:
        print("Der Computer gewinnt.")
    else:
        print("Unentschieden.")


try:
    while True:
        runde()
        nochmal = input("Nochmal spielen? (j/n) ").strip().lower()
        while nochmal not in ("j", "n"):
            nochmal = input("Nochmal spielen? (j/n) ").strip().lower()
        if nochmal == "n":
            break
except EOFError:
    pass
print("Tschüss!")
