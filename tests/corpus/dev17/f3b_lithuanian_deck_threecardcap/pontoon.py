#!/usr/bin/env python3
# Pontoon (4 versija): kiekvienam žaidimui nauja sumaišyta 52 kortų kaladė.
# Korta -- pora (mastis, rangas), pvz. ('♠', 'K'). Tūzas visada 1.
import random

RIBA = 18  # kompiuteris traukia, kol jo suma mažesnė už šią ribą

MASTYS = ("♣", "♦", "♥", "♠")
RANGAI = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


class Pabaiga(Exception):
    pass


def klausti(tekstas):
    try:
        return input(tekstas)
    except EOFError:
        raise Pabaiga


def nauja_kalade():
    kalade = [(m, r) for m in MASTYS for r in RANGAI]
    random.shuffle(kalade)
    return kalade


def kortos_verte(korta):
    rangas = korta[1]
    if rangas == "A":
        return 1
    if rangas in ("J", "Q", "K"):
        return 10
    return int(rangas)


def rankos_verte(ranka):
    return sum(kortos_verte(k) for k in ranka)


def rodyti(ranka):
    return " ".join(m + r for m, r in ranka) + f" ({rankos_verte(ranka)})"


def kompiuterio_eile(kalade):
    ranka = [kalade.pop(0)]
    while rankos_verte(ranka) < RIBA and len(ranka) < 3:
        ranka.append(kalade.pop(0))
    return ranka


def zaidejo_eile(kalade):
    ranka = [kalade.pop(0)]
    while True:
        print("Jūsų kortos:", rodyti(ranka))
        if rankos_verte(ranka) > 21:
            print("Perlenkėte -- daugiau nei 21!")
            return ranka
        while True:
            ats = klausti("Imti kortą ar sustoti? (i/s) ").strip().lower()
            if ats in ("i", "s"):
                break
            print("Įveskite i (imti) arba s (sustoti).")
        if ats == "s":
            return ranka
        ranka.append(kalade.pop(0))


def laimetojas(komp, zaid):
    if komp > 21 and zaid > 21:
        return "lygu"
    if komp > 21:
        return "zaidejas"
    if zaid > 21:
        return "kompiuteris"
    if komp == zaid:
        return "lygu"
    return "kompiuteris" if komp > zaid else "zaidejas"


def zaidimas():
    kalade = nauja_kalade()
    print("\nKompiuteris žaidžia savo eilę...")
    komp = kompiuterio_eile(kalade)
    print("Kompiuteris baigė. Jūsų eilė.")
    zaid = zaidejo_eile(kalade)
    print("------ Rezultatas ------")
    print("Kompiuteris:", rodyti(komp))
    print("Jūs:        ", rodyti(zaid))
    kas = laimetojas(rankos_verte(komp), rankos_verte(zaid))
    if kas == "zaidejas":
        print("Jūs laimėjote!")
    elif kas == "kompiuteris":
        print("Kompiuteris laimėjo!")
    else:
        print("Lygiosios!")


def dar_karta():
    while True:
        ats = klausti("Žaisti dar kartą? (t/n) ").strip().lower()
        if ats in ("t", "taip"):
            return True
        if ats in ("n", "ne"):
            return False
        print("Įveskite t (taip) arba n (ne).")


def main():
    print("Sveiki atvykę į Pontoon!")
    try:
        while True:
            zaidimas()
            if not dar_karta():
                print("Iki!")
                return
    except Pabaiga:
        print()


if __name__ == "__main__":
    main()
