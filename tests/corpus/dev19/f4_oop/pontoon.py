# Pontoon (Siebzehn und Vier) - Version 3
# Objektorientiert: Spieler (Mensch) und Bank (Computer).
# Die Bank spielt zuerst und zieht, solange sie weniger als 17 Punkte hat.
# Ein Ass zählt immer 1 Punkt, Bube, Dame und König zählen 10.

import random

RAENGE = ("Ass", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben",
          "Acht", "Neun", "Zehn", "Bube", "Dame", "König")
FARBEN = ("Kreuz", "Karo", "Herz", "Pik")

WERTE = {"Ass": 1, "Zwei": 2, "Drei": 3, "Vier": 4, "Fünf": 5, "Sechs": 6,
         "Sieben": 7, "Acht": 8, "Neun": 9, "Zehn": 10,
         "Bube": 10, "Dame": 10, "König": 10}

ZAHLWOERTER = {
    1: "eins", 2: "zwei", 3: "drei", 4: "vier", 5: "fünf", 6: "sechs",
    7: "sieben", 8: "acht", 9: "neun", 10: "zehn", 11: "elf", 12: "zwölf",
    13: "dreizehn", 14: "vierzehn", 15: "fünfzehn", 16: "sechzehn",
    17: "siebzehn", 18: "achtzehn", 19: "neunzehn", 20: "zwanzig",
    21: "einundzwanzig", 22: "zweiundzwanzig", 23: "dreiundzwanzig",
    24: "vierundzwanzig", 25: "fünfundzwanzig", 26: "sechsundzwanzig",
    27: "siebenundzwanzig", 28: "achtundzwanzig", 29: "neunundzwanzig",
    30: "dreißig", 31: "einunddreißig",
}

GRENZE_BANK = 17


def ziehe_karte():
    rang = random.choice(RAENGE)
    farbe = random.choice(FARBEN)
    return (rang, farbe)


def kartenname(karte):
    rang, farbe = karte
    return farbe + " " + rang          # z.B. "Herz Sieben"


def punkte_in_worten(punkte):
    if punkte == 1:
        return "Du hast jetzt einen Punkt."
    return "Du hast jetzt " + ZAHLWOERTER[punkte] + " Punkte."


class Spieler:
    def __init__(self, name):
        self.name = name
        self.karten = []

    def nimm(self, karte):
        self.karten.append(karte)

    def wert(self):
        summe = 0
        for rang, farbe in self.karten:
            summe += WERTE[rang]
        return summe

    def ueberkauft(self):
        return self.wert() > 21

    def hand_text(self):
        return ", ".join(kartenname(k) for k in self.karten)

    def soll_ziehen(self):
        """Der menschliche Spieler wird gefragt."""
        print("Deine Karten: " + self.hand_text())
        print(punkte_in_worten(self.wert()))
        while True:
            antwort = input("(z)iehen oder (h)alten? ").strip().lower()
            if antwort == "z":
                return True
            if antwort == "h":
                return False
            print("Bitte nur z oder h eingeben.")

    def spielen(self):
        self.nimm(ziehe_karte())
        while not self.ueberkauft() and self.soll_ziehen():
            self.nimm(ziehe_karte())


class Bank(Spieler):
    def wert(self):
        summe = super().wert()
        if any(rang == "Ass" for rang, farbe in self.karten) and summe + 10 <= 21:
            summe += 10
        return summe

    def soll_ziehen(self):
        return self.wert() < GRENZE_BANK


def ergebnis(bank_punkte, spieler_punkte):
    if bank_punkte > 21 and spieler_punkte > 21:
        return "Beide überkauft - unentschieden."
    if spieler_punkte > 21:
        return "Du bist überkauft - die Bank gewinnt."
    if bank_punkte > 21:
        return "Die Bank ist überkauft - du gewinnst!"
    if spieler_punkte == bank_punkte:
        return "Unentschieden."
    if spieler_punkte > bank_punkte:
        return "Du gewinnst!"
    return "Die Bank gewinnt."


class Spiel:
    def runde(self):
        bank = Bank("Bank")
        spieler = Spieler("Du")

        bank.spielen()                  # die Bank zieht verdeckt
        print()
        print("Die Bank hat gezogen. Jetzt bist du dran.")

        spieler.spielen()
        if spieler.ueberkauft():
            print("Deine Karten: " + spieler.hand_text())
            print(punkte_in_worten(spieler.wert()) + " Überkauft!")

        print()
        print("*** Ergebnis ***")
        print("Bank: " + bank.hand_text() + " (" + str(bank.wert()) + " Punkte)")
        print("Du: " + spieler.hand_text() + " (" + str(spieler.wert()) + " Punkte)")
        print(ergebnis(bank.wert(), spieler.wert()))

    def nochmal(self):
        while True:
            antwort = input("Noch eine Runde? (j/n) ").strip().lower()
            if antwort in ("j", "ja"):
                return True
            if antwort in ("n", "nein"):
                return False

    def starten(self):
        print("Willkommen bei Pontoon!")
        weiter = True
        while weiter:
            self.runde()
            weiter = self.nochmal()
        print("Tschüss!")


if __name__ == "__main__":
    try:
        Spiel().starten()
    except EOFError:
        pass
