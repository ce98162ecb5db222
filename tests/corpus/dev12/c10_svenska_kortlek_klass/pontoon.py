# Tjugoett (pontoon), version 4 -- en riktig kortlek per omgång
import random

VALÖRER = ["Ess", "Två", "Tre", "Fyra", "Fem", "Sex", "Sju",
           "Åtta", "Nio", "Tio", "Knekt", "Dam", "Kung"]
FÄRGER = {"Klöver": "♣", "Ruter": "♦", "Hjärter": "♥", "Spader": "♠"}
BANKEN_STANNAR = 15


class Kortlek:
    def __init__(self):
        self.kort = [(valör, färg) for färg in FÄRGER for valör in VALÖRER]
        random.shuffle(self.kort)

    def dra(self):
        return self.kort.pop()

    def __len__(self):
        return len(self.kort)


def poäng(kort):
    i = VALÖRER.index(kort[0])
    return 10 if i > 9 else i + 1


def summa(hand):
    return sum(poäng(k) for k in hand)


def visa(hand):
    return "  ".join(FÄRGER[f] + " " + v for v, f in hand)


def bankens_tur(lek):
    hand = [lek.dra()]
    while summa(hand) < BANKEN_STANNAR:
        hand.append(lek.dra())
    return hand


def din_tur(lek):
    hand = [lek.dra()]
    while summa(hand) <= 21:
        print(f"Din hand: {visa(hand)}   [{summa(hand)}]")
        svar = input("Ett kort till? (j/n) ").strip().lower()
        if svar == "j":
            hand.append(lek.dra())
        elif svar == "n":
            return hand
        else:
            print("Skriv j eller n.")
    print(f"Din hand: {visa(hand)}   [{summa(hand)}]  -- tjock!")
    return hand


def omgång():
    lek = Kortlek()
    banken = bankens_tur(lek)
    print("Banken har spelat klart. Din tur!")
    du = din_tur(lek)
    b, d = summa(banken), summa(du)
    print()
    print("Bankens kort:", visa(banken), f"   summa {b}")
    print("Dina kort:   ", visa(du), f"   summa {d}")
    if b > 21 and d > 21:
        print("Båda blev tjocka -- oavgjort.")
    elif b > 21:
        print("Banken blev tjock -- du vinner!")
    elif d > 21:
        print("Banken vinner.")
    elif b == d:
        print("Lika -- oavgjort.")
    elif d > b:
        print("Du vinner!")
    else:
        print("Banken vinner.")
    print()


def igen():
    while True:
        svar = input("Spela igen? (j/n) ").strip().lower()
        if svar in ("j", "n"):
            return svar == "j"
        print("j eller n, tack.")


def main():
    print("Välkommen till tjugoett!")
    try:
        omgång()
        while igen():
            omgång()
        print("Hej då!")
    except EOFError:
        print("\nHej då!")


if __name__ == "__main__":
    main()
