# Pontoon - Version 3 (Rang und Farbe werden unabhängig gezogen)
import random
from enum import Enum

STICK_AT = 15  # der Computer zieht, solange er weniger als 15 Punkte hat

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


class Farbe(Enum):
    KREUZ = "Clubs"
    KARO = "Diamonds"
    HERZ = "Hearts"
    PIK = "Spades"


SUITS = tuple(f.value for f in Farbe)

WERTE = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
         "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10,
         "Queen": 10, "King": 10}


class Spiel:
    def __init__(self):
        self.siege = 0
        self.niederlagen = 0
        self.unentschieden = 0

    @staticmethod
    def ziehe_karte():
        rang = random.choice(RANKS)
        farbe = random.choice(list(Farbe))
        return (rang, farbe)

    @staticmethod
    def kartenname(karte):
        rang, farbe = karte
        return f"{rang} of {farbe.value}"

    @staticmethod
    def wert(hand):
        return sum(WERTE[rang] for rang, _ in hand)

    def frage(self, text):
        return input(text).strip().lower()

    def computer_zug(self):
        hand = [self.ziehe_karte()]
        while self.wert(hand) < STICK_AT:
            hand.append(self.ziehe_karte())
        return hand

    def spieler_zug(self):
        hand = [self.ziehe_karte()]
        while True:
            print("Deine Karten:")
            for karte in hand:
                print("   -> " + self.kartenname(karte))
            print(f"   Wert: {self.wert(hand)}")
            if self.wert(hand) > 21:
                print("Über 21 - du hast dich überkauft!")
            antwort = self.frage("Ziehen oder halten? (z/h) ")
            if antwort == "z":
                hand.append(self.ziehe_karte())
            elif antwort == "h":
                return hand
            else:
                print("Bitte nur z (ziehen) oder h (halten) eingeben.")

    def gewinner(self, computer, spieler):
        if computer > 21 and spieler > 21:
            return "unentschieden"
        if spieler > 21:
            return "computer"
        if computer > 21:
            return "spieler"
        if spieler == computer:
            return "unentschieden"
        return "spieler" if spieler > computer else "computer"

    def runde(self):
        print()
        print("======== Neue Runde ========")
        computer = self.computer_zug()
        print("Der Computer ist fertig. Jetzt bist du dran.")
        spieler = self.spieler_zug()

        cw, sw = self.wert(computer), self.wert(spieler)
        print()
        print("---------- Ergebnis ----------")
        print("Computer: " + " | ".join(self.kartenname(k) for k in computer))
        print(f"  Wert: {cw}")
        print("Spieler:  " + " | ".join(self.kartenname(k) for k in spieler))
        print(f"  Wert: {sw}")
        ergebnis = self.gewinner(cw, sw)
        if ergebnis == "spieler":
            self.siege += 1
            print("Der Spieler gewinnt!")
        elif ergebnis == "computer":
            self.niederlagen += 1
            print("Der Computer gewinnt!")
        else:
            self.unentschieden += 1
            print("Unentschieden!")
        print(f"Spielstand: Spieler {self.siege} - Computer {self.niederlagen}"
              f" - Unentschieden {self.unentschieden}")

    def nochmal(self):
        while True:
            antwort = self.frage("Noch eine Runde? (ja/nein) ")
            if antwort == "ja":
                return True
            if antwort == "nein":
                return False
            print("Bitte 'ja' oder 'nein' antworten.")

    def starten(self):
        print("Willkommen bei Pontoon!")
        try:
            while True:
                self.runde()
                if not self.nochmal():
                    print("Tschüss!")
                    break
        except EOFError:
            print()


if __name__ == "__main__":
    Spiel().starten()
