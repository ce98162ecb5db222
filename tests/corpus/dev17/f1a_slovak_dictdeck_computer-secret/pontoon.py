# Pontoon (verzia 4) - kartová hra proti počítaču.
# Každá hra sa rozdáva z jedného čerstvo zamiešaného balíčka 52 kariet.
import random

VERSION = 4
STICK_AT = 16  # počítač si berie ďalšiu kartu, kým má menej ako toto

# kmeň prídavného mena farby (srdcový, kárový, krížový, pikový)
FARBY = ["Srdcov", "Károv", "Krížov", "Pikov"]

# (meno karty, koncovka prídavného mena podľa rodu, hodnota)
HODNOSTI = [
    ("eso", "é", 1),
    ("dvojka", "á", 2),
    ("trojka", "á", 3),
    ("štvorka", "á", 4),
    ("päťka", "á", 5),
    ("šestka", "á", 6),
    ("sedmička", "á", 7),
    ("osmička", "á", 8),
    ("deviatka", "á", 9),
    ("desiatka", "á", 10),
    ("dolník", "ý", 10),
    ("dáma", "á", 10),
    ("kráľ", "ý", 10),
]

# balíček: meno karty -> hodnota, napr. "Srdcový kráľ" -> 10
BALICEK = {}
for farba in FARBY:
    for meno, koncovka, hodnota in HODNOSTI:
        BALICEK[farba + koncovka + " " + meno] = hodnota


def hodnota_ruky(karty):
    return sum(BALICEK[k] for k in karty)


def ukaz(karty):
    return ", ".join(karty) + "  (spolu " + str(hodnota_ruky(karty)) + ")"


def tah_pocitaca(kopa):
    karty = [kopa.pop()]
    while hodnota_ruky(karty) < STICK_AT:
        karty.append(kopa.pop())
    return karty


def tah_hraca(kopa):
    karty = [kopa.pop()]
    print("Dostal si kartu: " + karty[-1])
    while True:
        print("Tvoje karty: " + ukaz(karty))
        if hodnota_ruky(karty) > 21:
            print("Máš viac ako 21 - prehnal si to, tvoj ťah sa končí.")
            return karty
        while True:
            odpoved = input("Ťaháš ďalšiu (t) alebo stojíš (s)? ").strip().lower()
            if odpoved in ("t", "s"):
                break
            print("Tomu nerozumiem. Napíš t alebo s.")
        if odpoved == "s":
            return karty
        karty.append(kopa.pop())
        print("Dostal si kartu: " + karty[-1])


def jedna_hra():
    kopa = list(BALICEK)
    random.shuffle(kopa)

    print()
    print("Počítač hrá svoj ťah (karty drží skryté)...")
    pocitac = tah_pocitaca(kopa)
    print("Počítač skončil, prvá karta počítača je " + pocitac[0] + ". Teraz si na rade ty.")

    hrac = tah_hraca(kopa)

    p = hodnota_ruky(pocitac)
    h = hodnota_ruky(hrac)
    print()
    print("===== Výsledok =====")
    print("Počítač má: " + ukaz(pocitac))
    print("Ty máš:     " + ukaz(hrac))
    if p > 21 and h > 21:
        print("Obaja ste prekročili 21 - remíza!")
    elif h > 21:
        print("Vyhral počítač!")
    elif p > 21:
        print("Vyhral si ty!")
    elif p == h:
        print("Remíza!")
    elif p > h:
        print("Vyhral počítač!")
    else:
        print("Vyhral si ty!")


def este_raz():
    while True:
        odpoved = input("Chceš hrať znova? (a/n) ").strip().lower()
        if odpoved == "a":
            return True
        if odpoved == "n":
            return False
        print("Odpovedz a (áno) alebo n (nie).")


def main():
    print("Vitaj v hre Pontoon! Eso má vždy hodnotu 1.")
    try:
        while True:
            jedna_hra()
            if not este_raz():
                print("Ďakujem za hru, dovidenia!")
                break
    except EOFError:
        print()


if __name__ == "__main__":
    main()
