# Pontoon Version 3 - Hausaufgabe Informatik
import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


def main():
    werte = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
             "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10}

    def karte():
        return (random.choice(RANKS), random.choice(SUITS))

    def wert(hand):
        summe = 0
        for rang, farbe in hand:
            summe += werte[rang]
        return summe

    def zeigen(hand):
        return ", ".join(rang + " of " + farbe for rang, farbe in hand)

    def frage(text):
        try:
            return input(text).strip().lower()
        except EOFError:
            print("\nTschuess!")
            return None

    print("Willkommen beim Pontoon!")
    while True:
        # die Bank spielt zuerst (geheim)
        bank = [karte()]
        while wert(bank) < 17:
            bank.append(karte())

        spieler = [karte()]
        while True:
            print("Deine Karten:", zeigen(spieler))
            print("Dein Wert:", wert(spieler))
            if wert(spieler) > 21:
                print("Ueberkauft!")
                break
            antwort = frage("Ziehen oder halten? (z/h) ")
            if antwort is None:
                return
            if antwort == "z":
                spieler.append(karte())
            elif antwort == "h":
                break
            else:
                print("Bitte z oder h eingeben.")

        bw = wert(bank)
        sw = wert(spieler)
        print()
        print("Die Bank hat:", zeigen(bank))
        print("Wert:", bw)
        print("Du hast:", zeigen(spieler))
        print("Wert:", sw)
        if sw > 21 and bw > 21:
            print("Beide ueberkauft - unentschieden!")
        elif sw > 21:
            print("Die Bank gewinnt!")
        elif bw > 21:
            print("Die Bank hat sich ueberkauft, du gewinnst!")
        elif sw > bw:
            print("Du gewinnst!")
        elif bw > sw:
            print("Die Bank gewinnt!")
        else:
            print("Unentschieden!")

        while True:
            nochmal = frage("Nochmal spielen? (j/n) ")
            if nochmal is None or nochmal == "n":
                print("Auf Wiedersehen!")
                return
            if nochmal == "j":
                break


main()
