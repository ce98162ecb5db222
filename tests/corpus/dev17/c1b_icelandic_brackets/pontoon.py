#!/usr/bin/env python3
# Pontoon -- útgáfa 2: spilin heita nöfnum (Ás, Tvistur, ..., Kóngur).
# Ás er alltaf 1, mannspil og Tía eru 10.
import random

VERSION = 2
STICK_AT = 17  # tölvan dregur á meðan hún er undir þessu

SPIL = ("Ás", "Tvistur", "Þristur", "Fjarki", "Fimm", "Sexa", "Sjöa",
        "Átta", "Nía", "Tía", "Gosi", "Drottning", "Kóngur")


class Haetta(Exception):
    """Inntakið kláraðist (Ctrl-D)."""


def spyrja(texti):
    try:
        return input(texti)
    except EOFError:
        raise Haetta()


def gildi_spils(spil):
    return min(SPIL.index(spil) + 1, 10)


def gildi_handar(hond):
    return sum(gildi_spils(s) for s in hond)


def draga_spil():
    return random.choice(SPIL)


def synd_hond(hond):
    return "[" + "; ".join(hond) + "]"


def umferd_tolvu():
    hond = [draga_spil()]
    while gildi_handar(hond) < STICK_AT:
        hond.append(draga_spil())
    return hond


def umferd_leikmanns():
    hond = [draga_spil()]
    while True:
        gildi = gildi_handar(hond)
        print(f"Spilin þín: {synd_hond(hond)}  (gildi {gildi})")
        if gildi > 21:
            print("Þú sprakkst -- komin(n) yfir 21!")
            return hond
        while True:
            svar = spyrja("Draga eða stoppa? (d/s) ").strip().lower()
            if svar in ("d", "s"):
                break
            print("Svaraðu með d (draga) eða s (stoppa).")
        if svar == "s":
            return hond
        hond.append(draga_spil())


def sigurvegari(tolva, leikmadur):
    if tolva > 21 and leikmadur > 21:
        return "jafnt"
    if tolva > 21:
        return "leikmadur"
    if leikmadur > 21:
        return "tolva"
    if tolva == leikmadur:
        return "jafnt"
    return "tolva" if tolva > leikmadur else "leikmadur"


def einn_leikur():
    print()
    print("Tölvan á leik...")
    tolva = umferd_tolvu()
    print("Tölvan hefur lokið sinni umferð. Nú átt þú leik.")
    leikmadur = umferd_leikmanns()
    gt, gl = gildi_handar(tolva), gildi_handar(leikmadur)
    print("====== Úrslit ======")
    print(f"Tölvan: {synd_hond(tolva)} = {gt}")
    print(f"Þú:     {synd_hond(leikmadur)} = {gl}")
    nidurstada = sigurvegari(gt, gl)
    if nidurstada == "leikmadur":
        print("Þú vinnur!")
    elif nidurstada == "tolva":
        print("Tölvan vinnur!")
    else:
        print("Jafntefli!")
    return nidurstada


def aftur():
    while True:
        svar = spyrja("Spila aftur? (j/n) ").strip().lower()
        if svar in ("j", "já", "ja"):
            return True
        if svar in ("n", "nei"):
            return False
        print("Svaraðu með j (já) eða n (nei).")


def adal():
    print("Velkomin(n) í Pontoon!")
    try:
        while True:
            einn_leikur()
            if not aftur():
                break
    except Haetta:
        print()
        return
    print("Takk fyrir leikinn. Bless!")


if __name__ == "__main__":
    adal()
