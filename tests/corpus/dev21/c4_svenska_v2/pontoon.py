# Tjugoett (pontoon), version 2 - korten är valörer utan färg
import random
import sys

GRANS = 18  # datorn tar kort så länge den har mindre än detta

VALORER = ["Ess", "Två", "Tre", "Fyra", "Fem", "Sex", "Sju",
           "Åtta", "Nio", "Tio", "Knekt", "Dam", "Kung"]


def fraga(text):
    try:
        return input(text)
    except EOFError:
        print()
        sys.exit()


def dra_kort():
    return random.choice(VALORER)


def kortvarde(kort):
    i = VALORER.index(kort)
    if i >= 9:
        return 10
    return i + 1


def summa(hand):
    s = 0
    for kort in hand:
        s = s + kortvarde(kort)
    return s


def visa(hand):
    return " och ".join(hand)


def datorns_tur():
    hand = [dra_kort()]
    while summa(hand) < GRANS:
        hand.append(dra_kort())
    return hand


def spelarens_tur():
    hand = [dra_kort()]
    while True:
        print("Dina kort: " + visa(hand) + "  (summa " + str(summa(hand)) + ")")
        if summa(hand) > 21:
            print("Du är tjock! Över 21.")
            break
        svar = fraga("Kort eller stanna? (k/s) ").strip().lower()
        if svar == "k":
            hand.append(dra_kort())
        elif svar == "s":
            break
        else:
            print("Svara k eller s.")
    return hand


def vinnare(dator, spelare):
    if dator > 21 and spelare > 21:
        return "oavgjort"
    if spelare > 21:
        return "datorn"
    if dator > 21:
        return "spelaren"
    if dator == spelare:
        return "oavgjort"
    if spelare > dator:
        return "spelaren"
    return "datorn"


def spela():
    datorn = datorns_tur()
    print("Datorn har spelat.")
    spelaren = spelarens_tur()
    print()
    print("*** Resultat ***")
    print("Datorn hade: " + visa(datorn) + " = " + str(summa(datorn)))
    print("Du hade: " + visa(spelaren) + " = " + str(summa(spelaren)))
    v = vinnare(summa(datorn), summa(spelaren))
    if v == "spelaren":
        print("Du vann!")
    elif v == "datorn":
        print("Datorn vann!")
    else:
        print("Oavgjort! Ingen vann.")


def main():
    print("Välkommen till Tjugoett!")
    while True:
        print()
        spela()
        svar = ""
        while svar not in ("j", "n"):
            svar = fraga("Igen? (j/n) ").strip().lower()
        if svar == "n":
            print("Hej då!")
            break


main()
