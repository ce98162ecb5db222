# Pontoon, versiunea 2: cărțile sunt doar ranguri, fiecare la fel de probabil.
import random
import sys

PRAG = 18  # calculatorul mai trage cât timp are sub acest prag

RANGURI = ["As", "Doi", "Trei", "Patru", "Cinci", "Șase", "Șapte",
           "Opt", "Nouă", "Zece", "Valet", "Damă", "Rege"]


def intreaba(mesaj):
    try:
        return input(mesaj)
    except EOFError:
        print()
        sys.exit(0)


def trage_carte():
    return random.choice(RANGURI)


def valoare_carte(carte):
    pozitie = RANGURI.index(carte) + 1  # As = 1, Doi = 2, ...
    return min(pozitie, 10)


def valoare_mana(mana):
    return sum(valoare_carte(c) for c in mana)


def puncte(n):
    # în română: 1 punct, 2..19 puncte, 20 de puncte și peste
    if n == 1:
        return "1 punct"
    if n >= 20:
        return f"{n} de puncte"
    return f"{n} puncte"


def enumerare(mana):
    if len(mana) == 1:
        return mana[0]
    return ", ".join(mana[:-1]) + " și " + mana[-1]


def propozitie(cine, mana):
    return f"{cine}: {enumerare(mana)}, adică {puncte(valoare_mana(mana))}."


def randul_calculatorului():
    mana = [trage_carte()]
    while valoare_mana(mana) < PRAG:
        mana.append(trage_carte())
    return mana


def randul_jucatorului():
    mana = [trage_carte()]
    while True:
        print(propozitie("Ai", mana))
        if valoare_mana(mana) > 21:
            print("Ai depășit 21!")
        raspuns = intreaba("Mai vrei o carte? (c = carte / s = stau): ").strip().lower()
        if raspuns == "s":
            return mana
        if raspuns == "c":
            mana.append(trage_carte())
        else:
            print("Răspunde cu c sau s, te rog.")


def castigator(calc, juc):
    if calc > 21 and juc > 21:
        return "egal"
    if calc > 21:
        return "jucator"
    if juc > 21:
        return "calculator"
    if calc == juc:
        return "egal"
    return "jucator" if juc > calc else "calculator"


def joc():
    calculator = randul_calculatorului()
    print("Calculatorul și-a terminat rândul. Acum e rândul tău.")
    jucator = randul_jucatorului()
    print()
    print("*** Rezultat ***")
    print(propozitie("Calculatorul are", calculator))
    print(propozitie("Tu ai", jucator))
    rezultat = castigator(valoare_mana(calculator), valoare_mana(jucator))
    if rezultat == "jucator":
        print("Ai câștigat!")
    elif rezultat == "calculator":
        print("A câștigat calculatorul!")
    else:
        print("Egalitate!")


def main():
    print("Bun venit la Pontoon!")
    while True:
        print()
        joc()
        while True:
            raspuns = intreaba("Mai jucăm o dată? (da/nu): ").strip().lower()
            if raspuns in ("da", "d"):
                break
            if raspuns in ("nu", "n"):
                print("La revedere!")
                return


if __name__ == "__main__":
    main()
