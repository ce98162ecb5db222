# Pontoon -- 3. változat
# A lapok (rang, szín) párok; a rangot és a színt egymástól függetlenül sorsoljuk.
import random
import sys

if hasattr(sys.stdout, "reconfigure"):
    sys.stdout.reconfigure(encoding="utf-8")

VERSION = 3
STICK_AT = 12

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def lap_huzas():
    rang = random.choices(RANKS)[0]
    szin = random.choice(SUITS)
    return (rang, szin)


def lap_ertek(lap):
    rang = lap[0]
    if rang == "Ace":
        return 1
    if rang in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rang) + 1


def lap_nev(lap):
    return lap[0] + " of " + lap[1]


def kez_ertek(kez):
    return sum(lap_ertek(l) for l in kez)


def beolvas(kerdes):
    try:
        return input(kerdes)
    except EOFError:
        print()
        sys.exit(0)


def gep_kore():
    kez = [lap_huzas()]
    while kez_ertek(kez) < STICK_AT:
        kez.append(lap_huzas())
    return kez


def jatekos_kore():
    kez = [lap_huzas()]
    while True:
        print("A lapjaid: " + ", ".join(lap_nev(l) for l in kez))
        print("Értéked: " + str(kez_ertek(kez)))
        if kez_ertek(kez) > 21:
            print("Túllépted a 21-et!")
            return kez
        valasz = beolvas("Kérsz még lapot? (i/n) ").strip().lower()
        if valasz == "i":
            kez.append(lap_huzas())
        elif valasz == "n":
            return kez
        else:
            print("Kérlek, i (igen) vagy n (nem) betűvel válaszolj!")


def eredmeny(gep, jatekos):
    g = kez_ertek(gep)
    j = kez_ertek(jatekos)
    szel = 26
    print()
    print("Számítógép".ljust(szel) + "| Játékos")
    print("-" * szel + "+" + "-" * szel)
    for i in range(max(len(gep), len(jatekos))):
        bal = lap_nev(gep[i]) if i < len(gep) else ""
        jobb = lap_nev(jatekos[i]) if i < len(jatekos) else ""
        print(bal.ljust(szel) + "| " + jobb)
    print("-" * szel + "+" + "-" * szel)
    print(("Érték: " + str(g)).ljust(szel) + "| Érték: " + str(j))
    if g > 21 and j > 21:
        print("Döntetlen - mindketten túlléptétek a 21-et.")
    elif g > 21:
        print("Te nyertél!")
    elif j > 21:
        print("A számítógép nyert!")
    elif g == j:
        print("Döntetlen!")
    elif j > g:
        print("Te nyertél!")
    else:
        print("A számítógép nyert!")


def ujra():
    while True:
        v = beolvas("Új játék? (i/n) ").strip().lower()
        if v == "i":
            return True
        if v == "n":
            return False
        print("Csak i vagy n lehet a válasz.")


def main():
    print("Üdvözöllek a Pontoon játékban!")
    while True:
        print()
        print("A számítógép húz...")
        gep = gep_kore()
        print("A számítógép befejezte. Te jössz!")
        jatekos = jatekos_kore()
        eredmeny(gep, jatekos)
        if not ujra():
            print("Viszlát!")
            break


if __name__ == "__main__":
    main()
