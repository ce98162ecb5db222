"""Pontoon (Version 2) auf Deutsch, das Ass zuletzt in der Liste der Namen."""
import random

VERSION = 2
STICK_AT = 17
NAMEN = ["Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn",
         "Bube", "Dame", "König", "Ass"]


class Hand:
    def __init__(self):
        self.karten = []

    def ziehen(self):
        self.karten.append(random.choice(NAMEN))

    def wert(self):
        return sum(1 if k == "Ass" else min(NAMEN.index(k) + 2, 10) for k in self.karten)

    def __str__(self):
        return " und ".join(self.karten)


def runde():
    croupier = Hand()
    croupier.ziehen()
    while croupier.wert() < STICK_AT:
        croupier.ziehen()
    spieler = Hand()
    spieler.ziehen()
    while spieler.wert() <= 21:
        print(f"Deine Karten: {spieler} – zusammen {spieler.wert()}")
        antwort = input("Noch eine Karte? [j/n] ").strip().lower()
        if antwort == "j":
            spieler.ziehen()
        elif antwort == "n":
            break
        else:
            print("Bitte j oder n.")
    c, s = croupier.wert(), spieler.wert()
    print(f"Croupier hat {croupier} = {c}")
    print(f"Du hast {spieler} = {s}")
    if c > 21 and s > 21:
        print("Beide überkauft, unentschieden.")
    elif s > 21:
        print("Überkauft! Der Croupier gewinnt.")
    elif c > 21:
        print("Der Croupier ist überkauft, du gewinnst.")
    elif s > c:
        print("Du gewinnst.")
    elif c > s:
        print("Der Croupier gewinnt.")
    else:
        print("Unentschieden.")


def main():
    runde()
    while input("Nochmal? [j/n] ").strip().lower() == "j":
        runde()
    print("Tschüss!")


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
