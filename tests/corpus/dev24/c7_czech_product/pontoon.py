# Pontoon - verze 4
# Každá hra se rozdává z jednoho zamíchaného balíčku 52 karet.
# Karty se berou z konce seznamu (deck.pop()).
import itertools
import random

HODNOSTI = ("Eso", "Dvojka", "Trojka", "Čtyřka", "Pětka", "Šestka", "Sedmička",
            "Osmička", "Devítka", "Desítka", "Kluk", "Dáma", "Král")
BARVY = ("Kříže", "Káry", "Srdce", "Piky")
BARVY_2P = {"Kříže": "křížů", "Káry": "kár", "Srdce": "srdcí", "Piky": "piků"}

HRANICE = 19   # počítač si bere, dokud má méně než tohle


def novy_balicek():
    balicek = list(itertools.product(HODNOSTI, BARVY))
    random.shuffle(balicek)
    return balicek


def hodnota_karty(karta):
    poradi = HODNOSTI.index(karta[0]) + 1
    if poradi > 10:
        poradi = 10
    return poradi


def soucet(ruka):
    return sum(hodnota_karty(k) for k in ruka)


def jmeno(karta):
    return karta[0] + " " + BARVY_2P[karta[1]]


def vypis(ruka):
    return ", ".join(jmeno(k) for k in ruka)


def zeptej(otazka):
    try:
        return input(otazka)
    except EOFError:
        print()
        print("Konec vstupu. Na shledanou!")
        raise SystemExit(0)


def hra():
    deck = novy_balicek()
    print()
    print("****** Nová hra ******")

    # tah počítače - nic neprozrazujeme
    pocitac = [deck.pop()]
    while soucet(pocitac) < HRANICE:
        pocitac.append(deck.pop())
    print("Počítač dohrál svůj tah.")

    hrac = [deck.pop()]
    while True:
        print("Tvoje karty:", vypis(hrac), "(součet " + str(soucet(hrac)) + ")")
        if soucet(hrac) > 21:
            print("Přes 21 - prohráváš tah!")
            break
        volba = zeptej("Další karta (d) nebo stop (s)? ").strip().lower()
        if volba == "d":
            hrac.append(deck.pop())
        elif volba == "s":
            break
        else:
            print("Napiš jen d nebo s.")

    p, h = soucet(pocitac), soucet(hrac)
    print()
    print("Počítač má:", vypis(pocitac))
    print("Součet:", p)
    print("Hráč má:", vypis(hrac))
    print("Součet:", h)
    if p > 21 and h > 21:
        print("Oba přes 21 - remíza.")
    elif h > 21:
        print("Vyhrává počítač.")
    elif p > 21:
        print("Vyhráváš ty!")
    elif p == h:
        print("Remíza.")
    elif h > p:
        print("Vyhráváš ty!")
    else:
        print("Vyhrává počítač.")


def znovu():
    while True:
        odpoved = zeptej("Hrát znovu? (ano/ne): ").strip().lower()
        if odpoved == "ano":
            return True
        if odpoved == "ne":
            return False
        print("Odpověz ano nebo ne.")


print("Vítej u hry Pontoon!")
while True:
    hra()
    if not znovu():
        break
print("Díky za hru!")
