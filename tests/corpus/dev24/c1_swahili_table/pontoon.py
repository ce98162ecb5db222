# Pontoon (toleo la 1) - mchezo wa kadi dhidi ya kompyuta
# Kadi ni namba 1 hadi 10. Kompyuta inacheza kwanza, kisha wewe.
import random


def chora():
    """Kadi moja: namba kati ya 1 na 10."""
    return random.randint(1, 10)


def uliza(swali):
    try:
        return input(swali)
    except EOFError:
        print()
        print("Kwaheri!")
        raise SystemExit(0)


def mshindi(kompyuta, mchezaji):
    if kompyuta > 21 and mchezaji > 21:
        return "sare"
    if mchezaji > 21:
        return "kompyuta"
    if kompyuta > 21:
        return "mchezaji"
    if kompyuta == mchezaji:
        return "sare"
    if kompyuta > mchezaji:
        return "kompyuta"
    return "mchezaji"


def mchezo():
    print()
    print("=== Mchezo mpya wa Pontoon ===")

    # zamu ya kompyuta (kwa siri)
    kompyuta = chora()
    while kompyuta < 20:
        kompyuta = kompyuta + chora()
    print("Kompyuta imemaliza zamu yake. Sasa ni zamu yako.")

    # zamu ya mchezaji
    mchezaji = chora()
    print("Kadi yako ya kwanza ni", mchezaji)
    while mchezaji <= 21:
        print("Jumla yako sasa ni", mchezaji)
        jibu = uliza("Unataka kadi nyingine? (more/stop): ").strip().lower()
        if jibu == "more":
            kadi = chora()
            print("Umepata kadi", kadi)
            mchezaji = mchezaji + kadi
        elif jibu == "stop":
            break
        else:
            print("Samahani, andika 'more' au 'stop' tu.")
    if mchezaji > 21:
        print("Jumla yako ni", mchezaji, "- umezidi 21!")

    # matokeo
    print()
    print("+------------+------------+")
    print("| Kompyuta   | Mchezaji   |")
    print("+------------+------------+")
    print("| " + str(kompyuta).ljust(10) + " | " + str(mchezaji).ljust(10) + " |")
    print("+------------+------------+")
    nani = mshindi(kompyuta, mchezaji)
    if nani == "sare":
        print("Matokeo: Sare! Hakuna mshindi.")
    elif nani == "kompyuta":
        print("Matokeo: Kompyuta imeshinda!")
    else:
        print("Matokeo: Umeshinda! Hongera!")


def cheza_tena():
    while True:
        jibu = uliza("Ucheze tena? (ndiyo/hapana): ").strip().lower()
        if jibu == "ndiyo":
            return True
        if jibu == "hapana":
            return False
        print("Jibu 'ndiyo' au 'hapana'.")


print("Karibu kwenye Pontoon!")
while True:
    mchezo()
    if not cheza_tena():
        print("Asante kwa kucheza. Kwaheri!")
        break
