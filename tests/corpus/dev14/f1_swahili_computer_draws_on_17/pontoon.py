"""Pontoon (toleo la 1) - mchezo wa kadi dhidi ya kompyuta."""
import random
import sys

VERSION = 1
STICK_AT = 17


def uliza(swali):
    """Soma jibu; ingizo likiisha, maliza kimya kimya."""
    try:
        return input(swali)
    except EOFError:
        print()
        sys.exit(0)


def kadi_mpya():
    return random.randint(1, 10)


def thamani(mkono):
    return sum(mkono)


def zamu_ya_kompyuta():
    mkono = [kadi_mpya()]
    while thamani(mkono) <= STICK_AT:
        mkono.append(kadi_mpya())
    return mkono


def zamu_ya_mchezaji():
    mkono = [kadi_mpya()]
    while True:
        print("Thamani yako:", thamani(mkono))
        if thamani(mkono) > 21:
            print("Umezidi 21!")
            return mkono
        jibu = uliza("Chukua kadi au simama? (c/s) ").strip().lower()
        while jibu not in ("c", "s"):
            jibu = uliza("Andika c (chukua) au s (simama): ").strip().lower()
        if jibu == "s":
            return mkono
        mkono.append(kadi_mpya())


ZAMU = {
    "kompyuta": lambda: zamu_ya_kompyuta(),
    "mchezaji": lambda: zamu_ya_mchezaji(),
}


def mshindi(k, m):
    if k > 21 and m > 21:
        return "sare"
    if k > 21:
        return "mchezaji"
    if m > 21:
        return "kompyuta"
    if k == m:
        return "sare"
    return "kompyuta" if k > m else "mchezaji"


MATOKEO = {
    "sare": "Sare! Hakuna mshindi.",
    "mchezaji": "Umeshinda!",
    "kompyuta": "Kompyuta imeshinda!",
}


def cheza_mara_moja(raundi):
    print("=== Raundi", raundi, "===")
    kompyuta = ZAMU["kompyuta"]()
    mchezaji = ZAMU["mchezaji"]()
    k, m = thamani(kompyuta), thamani(mchezaji)
    print("Thamani ya kompyuta:", k)
    print("Thamani ya mchezaji:", m)
    matokeo = mshindi(k, m)
    print(MATOKEO[matokeo])
    return matokeo


def tena():
    while True:
        jibu = uliza("Ucheze tena? (n/h) ").strip().lower()
        if jibu == "n":
            return True
        if jibu == "h":
            return False
        print("Jibu n (ndiyo) au h (hapana).")


def main():
    print("Karibu kwenye Pontoon!")
    raundi = 1
    while True:
        cheza_mara_moja(raundi)
        if not tena():
            print("Kwaheri!")
            return
        raundi += 1


if __name__ == "__main__":
    main()
