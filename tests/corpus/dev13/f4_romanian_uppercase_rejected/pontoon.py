"""Pontoon, versiunea 2 -- cărțile au nume, fără culori."""
import random
import sys

VALORI = {
    "As": 1, "Doi": 2, "Trei": 3, "Patru": 4, "Cinci": 5, "Șase": 6,
    "Șapte": 7, "Opt": 8, "Nouă": 9, "Zece": 10,
    "Valet": 10, "Damă": 10, "Popă": 10,
}
NUME = list(VALORI)
PRAG = 18


class Gata(Exception):
    """Intrarea s-a terminat."""


def intreaba(text):
    print(text, end="", flush=True)
    linie = sys.stdin.readline()
    if linie == "":
        raise Gata
    return linie


def carte():
    return random.choice(NUME)


def valoare(mana):
    return sum(VALORI[c] for c in mana)


def tura_calculator():
    mana = [carte()]
    while valoare(mana) < PRAG:
        mana.append(carte())
    return mana


def tura_jucator():
    mana = [carte()]
    while valoare(mana) <= 21:
        print(f"Cărțile tale: {', '.join(mana)}  (valoare {valoare(mana)})")
        r = intreaba("Mai iei o carte? (c = carte, o = opresc) ").strip()
        if r == "c":
            mana.append(carte())
        elif r == "o":
            return mana
        else:
            print("Răspunde cu c sau o.")
    print(f"Cărțile tale: {', '.join(mana)}  (valoare {valoare(mana)})")
    print("Ai depășit 21!")
    return mana


def castigator(calc, tu):
    if calc > 21 and tu > 21:
        return "Egalitate!"
    if calc > 21:
        return "Ai câștigat!"
    if tu > 21:
        return "Calculatorul a câștigat!"
    if calc == tu:
        return "Egalitate!"
    return "Ai câștigat!" if tu > calc else "Calculatorul a câștigat!"


def tabel(mana_calc, mana_tu):
    linie = "+" + "-" * 13 + "+" + "-" * 42 + "+" + "-" * 9 + "+"
    print(linie)
    print(f"| {'Cine':<11} | {'Cărți':<40} | {'Valoare':>7} |")
    print(linie)
    print(f"| {'Calculator':<11} | {', '.join(mana_calc):<40} | {valoare(mana_calc):>7} |")
    print(f"| {'Tu':<11} | {', '.join(mana_tu):<40} | {valoare(mana_tu):>7} |")
    print(linie)


def main():
    while True:
        mana_calc = tura_calculator()
        mana_tu = tura_jucator()
        print()
        tabel(mana_calc, mana_tu)
        print(castigator(valoare(mana_calc), valoare(mana_tu)))
        print()
        while True:
            r = intreaba("Încă un joc? (d/n) ").strip().lower()
            if r in ("d", "da"):
                break
            if r in ("n", "nu"):
                return


if __name__ == "__main__":
    try:
        main()
    except Gata:
        print()
    print("La revedere!")
