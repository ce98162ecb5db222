"""Pontoon (versjon 4) - kortspill mot datamaskinen.

Hvert spill bruker en ny, stokket kortstokk med 52 kort.
Ess teller alltid 1. Bildekort teller 10.
"""
import random
import time

VERSION = 4
STICK_AT = 17

VALORER = ["Ess", "To", "Tre", "Fire", "Fem", "Seks", "Sju",
           "Åtte", "Ni", "Ti", "Knekt", "Dame", "Konge"]
FARGER = ["Kløver", "Ruter", "Hjerter", "Spar"]


def kortstokk():
    """Gir kort fra toppen av en nystokket kortstokk, ett om gangen."""
    for nummer in random.sample(range(52), 52):
        farge, valor = divmod(nummer, 13)
        yield (valor, farge)


def kortverdi(kort):
    valor = kort[0]
    if valor >= 9:          # Ti, Knekt, Dame, Konge
        return 10
    return valor + 1        # Ess = 1, To = 2 ...


def sum_hand(hand):
    return sum(kortverdi(k) for k in hand)


def kortnavn(kort):
    valor, farge = kort
    return FARGER[farge] + " " + VALORER[valor].lower()


def datamaskinens_tur(stokk):
    hand = [next(stokk)]
    print("Datamaskinen trekker kort ...")
    while sum_hand(hand) < STICK_AT:
        time.sleep(0.05)
        hand.append(next(stokk))
    print("Datamaskinen er ferdig. Din tur!")
    return hand


def spor_kort_eller_sta():
    while True:
        svar = input("Ta kort eller stå? (k/s) ").strip().lower()
        if svar == "k" or svar == "s":
            return svar
        print("Svar k for nytt kort eller s for å stå.")


def din_tur(stokk):
    hand = [next(stokk)]
    while True:
        print("Dine kort: " + ", ".join(kortnavn(k) for k in hand)
              + "  (sum " + str(sum_hand(hand)) + ")")
        if sum_hand(hand) > 21:
            print("Over 21 - du er sprukket!")
        if spor_kort_eller_sta() == "s":
            break
        if sum_hand(hand) > 21:
            break
        hand.append(next(stokk))
    return hand


def vinner(data, spiller):
    if data > 21 and spiller > 21:
        return "uavgjort"
    if data > 21:
        return "spiller"
    if spiller > 21:
        return "data"
    if data == spiller:
        return "uavgjort"
    return "spiller" if spiller > data else "data"


def skriv_tabell(data_hand, din_hand):
    bredde = 22
    strek = "+" + "-" * (bredde + 2) + "+" + "-" * (bredde + 2) + "+"
    print(strek)
    print("| " + "Datamaskin".ljust(bredde) + " | " + "Deg".ljust(bredde) + " |")
    print(strek)
    rader = max(len(data_hand), len(din_hand))
    for i in range(rader):
        venstre = kortnavn(data_hand[i]) if i < len(data_hand) else ""
        hoyre = kortnavn(din_hand[i]) if i < len(din_hand) else ""
        print("| " + venstre.ljust(bredde) + " | " + hoyre.ljust(bredde) + " |")
    print(strek)
    print("| " + ("Sum: " + str(sum_hand(data_hand))).ljust(bredde)
          + " | " + ("Sum: " + str(sum_hand(din_hand))).ljust(bredde) + " |")
    print(strek)


def ett_spill():
    stokk = kortstokk()
    data_hand = datamaskinens_tur(stokk)
    din_hand = din_tur(stokk)
    print()
    print("RESULTAT")
    skriv_tabell(data_hand, din_hand)
    hvem = vinner(sum_hand(data_hand), sum_hand(din_hand))
    if hvem == "spiller":
        print("Du vant!")
    elif hvem == "data":
        print("Datamaskinen vant.")
    else:
        print("Uavgjort!")


def spill_igjen():
    while True:
        svar = input("Spille igjen? (j/n) ").strip().lower()
        if svar in ("j", "ja"):
            return True
        if svar in ("n", "nei"):
            return False


def main():
    print("Velkommen til Pontoon!")
    while True:
        print()
        ett_spill()
        if not spill_igjen():
            print("Takk for spillet!")
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        pass
