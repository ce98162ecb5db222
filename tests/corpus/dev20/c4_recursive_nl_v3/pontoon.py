# Eenentwintigen (pontoon) - versie 3: kaarten met een kleur en een waarde
import random
import sys

GRENS = 15  # de bank pakt kaarten zolang ze onder de 15 punten zit

KLEUREN = ["klaveren", "ruiten", "harten", "schoppen"]
RANGEN = ["aas", "2", "3", "4", "5", "6", "7", "8", "9", "10", "boer", "vrouw", "heer"]
WAARDE = {"aas": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8,
          "9": 9, "10": 10, "boer": 10, "vrouw": 10, "heer": 10}


def vraag(tekst):
    try:
        return input(tekst)
    except EOFError:
        print()
        sys.exit(0)


def trek_kaart():
    kleur = random.choice(KLEUREN)
    rang = random.choice(RANGEN)
    return (kleur, rang)


def punten(hand):
    return sum(WAARDE[rang] for kleur, rang in hand)


def hand_tekst(hand):
    kaarten = ", ".join(f"{kleur} {rang}" for kleur, rang in hand)
    return f"{kaarten} ({punten(hand)} punten)"


def bank_beurt():
    hand = [trek_kaart()]
    while punten(hand) < GRENS:
        hand.append(trek_kaart())
    return hand


def beurt(hand):
    print("Jouw kaarten: " + hand_tekst(hand))
    if punten(hand) > 21:
        print("Helaas, je bent dood (meer dan 21)!")
        return hand
    while True:
        antwoord = vraag("Nog een kaart of passen? (k/p): ").strip().lower()
        if antwoord == "k":
            hand.append(trek_kaart())
            return beurt(hand)
        if antwoord == "p":
            return hand
        print("Typ k voor een kaart of p om te passen.")


def winnaar(bank, speler):
    if bank > 21 and speler > 21:
        return "gelijk"
    if bank > 21:
        return "speler"
    if speler > 21:
        return "bank"
    if bank == speler:
        return "gelijk"
    if speler > bank:
        return "speler"
    return "bank"


def spel():
    print()
    print("De bank speelt...")
    bank = bank_beurt()
    print("De bank is klaar. Nu jij!")
    speler = beurt([trek_kaart()])
    print()
    print("---------- Uitslag ----------")
    print("De bank: " + hand_tekst(bank))
    print("Jij: " + hand_tekst(speler))
    w = winnaar(punten(bank), punten(speler))
    if w == "speler":
        print("Jij wint!")
    elif w == "bank":
        print("De bank wint!")
    else:
        print("Gelijkspel!")
    print("-----------------------------")


def main():
    print("Welkom bij eenentwintigen!")
    while True:
        spel()
        while True:
            nog = vraag("Nog een keer? (j/n) ").strip().lower()
            if nog in ("j", "ja", "n", "nee"):
                break
            print("Typ j of n.")
        if nog in ("n", "nee"):
            print("Tot ziens!")
            return


if __name__ == "__main__":
    main()
