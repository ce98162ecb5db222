"""Tjugoett (pontoon) mot datorn - version 1.

Kort är tal från 1 till 10. Datorn spelar först i hemlighet,
sedan är det din tur. Den som kommer närmast 21 utan att bli tjock vinner.
"""
import random

DATORNS_GRÄNS = 16


def dra_kort():
    return random.choice(range(1, 11))


def tabellrad(vem, summa):
    print(f"| {vem:<10} | {summa:>6} |")


def fråga(text, giltiga):
    while True:
        svar = input(text).strip().lower()
        if svar in giltiga:
            return svar
        print("Skriv " + " eller ".join(giltiga) + ", tack.")


def datorns_tur():
    kort = [dra_kort()]
    while sum(kort) < DATORNS_GRÄNS:
        kort.append(dra_kort())
    return sum(kort)


def spelarens_tur(summa):
    print("+------------+--------+")
    tabellrad("Du", summa)
    print("+------------+--------+")
    if fråga("Vill du ha ett kort till? (ja/nej) ", ("ja", "nej")) == "nej":
        return summa
    nytt = dra_kort()
    print(f"Du fick en {nytt}:a.")
    summa += nytt
    if summa > 21:
        print(f"Aj, {summa} - du är tjock!")
        return summa
    return spelarens_tur(summa)


def vinnare(dator, du):
    if dator > 21 and du > 21:
        return "Oavgjort - båda blev tjocka."
    if du > 21:
        return "Datorn vinner."
    if dator > 21:
        return "Du vinner! Datorn blev tjock."
    if du > dator:
        return "Du vinner!"
    if dator > du:
        return "Datorn vinner."
    return "Oavgjort."


def en_omgång():
    dator = datorns_tur()
    du = spelarens_tur(dra_kort())
    print()
    print("+------------+--------+")
    print(f"| {'Resultat':<10} | {'Poäng':>6} |")
    print("+------------+--------+")
    tabellrad("Datorn", dator)
    tabellrad("Du", du)
    print("+------------+--------+")
    print(vinnare(dator, du))


def main():
    print("Välkommen till Tjugoett!")
    try:
        while True:
            en_omgång()
            if fråga("Spela igen? (ja/nej) ", ("ja", "nej")) == "nej":
                print("Hej då!")
                return
    except EOFError:
        print("\nHej då!")


if __name__ == "__main__":
    main()
