# Pontoon - versiunea 2 (cărțile au nume: Ace, Two, ..., King)
# Joc de cărți în terminal: tu contra calculatorului.
import random
import sys

if hasattr(sys.stdout, "reconfigure"):
    sys.stdout.reconfigure(encoding="utf-8")

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
STICK_AT = 14

VALORI = {
    "Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
    "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10,
    "Queen": 10, "King": 10,
}


def carte_noua():
    return random.choice(RANKS)


def valoare(mana):
    total = 0
    for carte in mana:
        total += VALORI[carte]
    return total


def intreaba(text):
    try:
        return input(text)
    except EOFError:
        print()
        print("La revedere!")
        sys.exit(0)


def joc():
    print()
    print("*** Joc nou ***")
    # Prima carte a jucătorului se împarte înainte de tura calculatorului
    jucator = [carte_noua()]
    print("Prima ta carte este:", jucator[0])

    # Tura calculatorului (nu afișăm nimic despre cărțile lui)
    calculator = [carte_noua()]
    while valoare(calculator) < STICK_AT:
        calculator.append(carte_noua())
    print("Calculatorul și-a terminat tura.")

    # Tura jucătorului
    while True:
        print("Cărțile tale:", ", ".join(jucator), "- valoare", valoare(jucator))
        if valoare(jucator) > 21:
            print("Ai depășit 21!")
            break
        raspuns = intreaba("Mai vrei o carte? (d/n) ").strip().lower()
        if raspuns == "d":
            jucator.append(carte_noua())
        elif raspuns == "n":
            break
        else:
            print("Răspunde cu d (da) sau n (nu).")

    vc = valoare(calculator)
    vj = valoare(jucator)
    print()
    print("Calculatorul are:", ", ".join(calculator))
    print("Valoare:", vc)
    print("Tu ai:", ", ".join(jucator))
    print("Valoare:", vj)
    if vc > 21 and vj > 21:
        print("Egalitate! Amândoi ați depășit 21.")
    elif vc > 21:
        print("Ai câștigat!")
    elif vj > 21:
        print("Calculatorul a câștigat!")
    elif vc == vj:
        print("Egalitate!")
    elif vj > vc:
        print("Ai câștigat!")
    else:
        print("Calculatorul a câștigat!")


def din_nou():
    while True:
        r = intreaba("Mai jucăm o dată? (d/n) ").strip().lower()
        if r == "d":
            return True
        if r == "n":
            return False
        print("Te rog scrie d sau n.")


print("Bine ai venit la Pontoon!")
continua = True
while continua:
    joc()
    continua = din_nou()
print("Mulțumesc de joc!")
