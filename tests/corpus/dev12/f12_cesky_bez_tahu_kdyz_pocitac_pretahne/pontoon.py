#!/usr/bin/env python3
# Oko bere (pontoon), verze 4: jeden zamíchaný balíček 52 karet na každou hru.
import random
from dataclasses import dataclass

HODNOTY = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
BARVY = ["♣", "♦", "♥", "♠"]     # kříže, kára, srdce, piky
POCITAC_STOJI = 18


@dataclass(frozen=True)
class Karta:
    hodnota: str
    barva: str

    def body(self):
        if self.hodnota == "A":
            return 1
        if self.hodnota in ("J", "Q", "K"):
            return 10
        return int(self.hodnota)

    def __str__(self):
        return self.hodnota + self.barva


def novy_balicek():
    return [Karta(h, b) for b in BARVY for h in HODNOTY]


def lizni(balicek):
    # vytáhnu náhodnou kartu z toho, co v balíčku zbylo
    return balicek.pop(random.randrange(len(balicek)))


def soucet(ruka):
    return sum(k.body() for k in ruka)


def ukaz(ruka):
    return " ".join(str(k) for k in ruka)


def tabulka(pocitac, hrac):
    radky = [("kdo", "karty", "body"),
             ("počítač", ukaz(pocitac), str(soucet(pocitac))),
             ("ty", ukaz(hrac), str(soucet(hrac)))]
    s1 = max(len(r[0]) for r in radky)
    s2 = max(len(r[1]) for r in radky)
    cara = "+-" + "-" * s1 + "-+-" + "-" * s2 + "-+------+"
    print(cara)
    for i, (a, b, c) in enumerate(radky):
        print(f"| {a:<{s1}} | {b:<{s2}} | {c:>4} |")
        if i == 0:
            print(cara)
    print(cara)


def zeptej(otazka, moznosti):
    while True:
        odpoved = input(otazka).strip().lower()
        if odpoved in moznosti:
            return odpoved
        print("Nerozumím, zkus to znovu.")


def jedna_hra():
    balicek = novy_balicek()
    pocitac = [lizni(balicek)]
    while soucet(pocitac) < POCITAC_STOJI:
        pocitac.append(lizni(balicek))
    print("Počítač dohrál. Hraješ ty.")

    hrac = [lizni(balicek)]
    while soucet(hrac) <= 21 and soucet(pocitac) <= 21:
        print(f"Máš: {ukaz(hrac)}  ({soucet(hrac)})")
        if zeptej("Bereš další kartu? (b = beru, s = stojím) ", ("b", "s")) == "s":
            break
        hrac.append(lizni(balicek))
    if soucet(hrac) > 21:
        print(f"Máš: {ukaz(hrac)}  ({soucet(hrac)}) -- přes 21!")

    tabulka(pocitac, hrac)
    p, h = soucet(pocitac), soucet(hrac)
    if p > 21 and h > 21:
        print("Oba přes 21: remíza.")
    elif p > 21:
        print("Počítač přetáhl: vyhráváš!")
    elif h > 21:
        print("Vyhrál počítač.")
    elif p == h:
        print("Remíza.")
    elif h > p:
        print("Vyhráváš!")
    else:
        print("Vyhrál počítač.")


def main():
    print("=== OKO BERE ===")
    try:
        while True:
            jedna_hra()
            if zeptej("Ještě jednou? (a/n) ", ("a", "n")) == "n":
                print("Díky za hru.")
                break
    except EOFError:
        print()


if __name__ == "__main__":
    main()
