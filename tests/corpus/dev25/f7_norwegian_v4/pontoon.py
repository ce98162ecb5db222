# Pontoon - versjon 4
# Hvert spill bruker en ny kortstokk med 52 kort. Kortene trekkes fra en
# tilfeldig plass i stokken og fjernes, så ingen kort kan komme to ganger.
import random
import sys

if hasattr(sys.stdout, "reconfigure"):
    sys.stdout.reconfigure(encoding="utf-8")

VERSION = 4
STICK_AT = 18

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def ny_stokk():
    """Alle 52 kort, alltid i samme rekkefølge."""
    return [(r, s) for s in SUITS for r in RANKS]


def trekk(stokk):
    return stokk[random.randrange(len(stokk))]


def verdi(kort):
    i = RANKS.index(kort[0])
    return 10 if i >= 9 else i + 1


def sum_hand(hand):
    return sum(verdi(k) for k in hand)


def navn(kort):
    return f"{kort[0]} of {kort[1]}"


def spor(tekst):
    try:
        return input(tekst)
    except EOFError:
        print()
        sys.exit(0)


def spill():
    stokk = ny_stokk()
    print()
    print("Nytt spill! Kortene deles ut.")
    maskin = [trekk(stokk)]      # maskinens første kort
    du = [trekk(stokk)]          # ditt første kort
    # resten av maskinens tur, uten å vise noe
    while sum_hand(maskin) < STICK_AT:
        maskin.append(trekk(stokk))
    print("Maskinen er ferdig. Din tur.")

    while True:
        print("Dine kort:", ", ".join(navn(k) for k in du), f"(verdi {sum_hand(du)})")
        if sum_hand(du) > 21:
            print("Du har over 21!")
            break
        svar = spor("Trekk eller stå? (t/s) ").strip().lower()
        if svar == "t":
            du.append(trekk(stokk))
        elif svar == "s":
            break
        else:
            print("Svar t (trekk) eller s (stå).")

    m, d = sum_hand(maskin), sum_hand(du)
    print()
    print("Maskinen har:", ", ".join(navn(k) for k in maskin))
    print("Verdi:", m)
    print("Du har:", ", ".join(navn(k) for k in du))
    print("Verdi:", d)
    if m > 21 and d > 21:
        print("Uavgjort - begge over 21.")
    elif m > 21:
        print("Du vant!")
    elif d > 21:
        print("Maskinen vant!")
    elif m == d:
        print("Uavgjort!")
    elif d > m:
        print("Du vant!")
    else:
        print("Maskinen vant!")


def main():
    print("Velkommen til Pontoon!")
    while True:
        spill()
        while True:
            svar = spor("Spille igjen? (j/n) ").strip().lower()
            if svar in ("j", "n"):
                break
            print("Skriv j eller n.")
        if svar == "n":
            print("Takk for spillet!")
            return


if __name__ == "__main__":
    main()
