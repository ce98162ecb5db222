# Pontoon (versie 3) - kaarten met kleur
# Aas telt altijd als 1, Boer/Vrouw/Heer tellen als 10.

import random
import sys

RANGEN = ["Aas", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Boer", "Vrouw", "Heer"]
KLEUREN = ["Harten", "Ruiten", "Klaveren", "Schoppen"]
GRENS_BANK = 17


def trek_kaart():
    rang = random.choice(RANGEN)
    kleur = random.choice(KLEUREN)
    return (rang, kleur)


def waarde_kaart(kaart):
    rang = kaart[0]
    if rang == "Aas":
        return 1
    if rang in ("Boer", "Vrouw", "Heer"):
        return 10
    return int(rang)


def waarde_hand(hand):
    totaal = 0
    for k in hand:
        totaal += waarde_kaart(k)
    return totaal


def naam(kaart):
    return kaart[0] + " van " + kaart[1]


def toon_hand(hand):
    namen = []
    for k in hand:
        namen.append(naam(k))
    return ", ".join(namen)


def vraag(tekst):
    try:
        return input(tekst).strip().lower()
    except EOFError:
        print()
        sys.exit(0)


def beurt_bank():
    hand = [trek_kaart()]
    while waarde_hand(hand) < GRENS_BANK:
        hand.append(trek_kaart())
    return hand


def beurt_jij():
    hand = [trek_kaart()]
    while True:
        print("Jouw kaarten:", toon_hand(hand), "- waarde", waarde_hand(hand))
        if waarde_hand(hand) > 21:
            print("Meer dan 21, jij bent kapot!")
            return hand
        keuze = vraag("Nog een kaart (k) of passen (p)? ")
        while keuze != "k" and keuze != "p":
            print("Typ k of p.")
            keuze = vraag("Nog een kaart (k) of passen (p)? ")
        if keuze == "p":
            return hand
        hand.append(trek_kaart())


def uitslag(bank, jij):
    b = waarde_hand(bank)
    j = waarde_hand(jij)
    print()
    print("===== Uitslag =====")
    print("De bank:", toon_hand(bank), "(" + str(b) + ")")
    print("Jij:    ", toon_hand(jij), "(" + str(j) + ")")
    if b > 21 and j > 21:
        print("Allebei kapot: gelijkspel!")
    elif b > 21:
        print("De bank is kapot, jij wint!")
    elif j > 21:
        print("Jij bent kapot, de bank wint.")
    elif b == j:
        print("Gelijkspel!")
    elif j > b:
        print("Jij wint!")
    else:
        print("De bank wint.")


print("Welkom bij Pontoon!")
while True:
    print()
    print("De bank pakt haar kaarten...")
    bank = beurt_bank()
    print("De bank is klaar, nu ben jij.")
    jij = beurt_jij()
    uitslag(bank, jij)

    opnieuw = vraag("Nog een keer? (j/n) ")
    while opnieuw not in ("j", "n"):
        opnieuw = vraag("Nog een keer? (j/n) ")
    if opnieuw == "n":
        print("Tot ziens!")
        break
