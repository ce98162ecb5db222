import random

VERSION = 4
STICK_AT = 17
VALÖRER = ["Ess", "Två", "Tre", "Fyra", "Fem", "Sex", "Sju", "Åtta", "Nio", "Tio", "Knekt", "Dam", "Kung"]
FÄRGER = ["Klöver", "Ruter", "Hjärter", "Spader"]


class Kortlek:
    def __init__(self):
        self.kort = [(v, f) for f in FÄRGER for v in VALÖRER]
        random.shuffle(self.kort)

    def dra(self):
        return random.choice(self.kort)


def poäng(hand):
    return sum(min(VALÖRER.index(v) + 1, 10) for v, _ in hand)


def visa(hand):
    return ", ".join(f"{f.lower()} {v.lower()}" for v, f in hand)


def spel():
    lek = Kortlek()
    bank = [lek.dra()]
    while poäng(bank) < STICK_AT:
        bank.append(lek.dra())
    du = [lek.dra()]
    while poäng(du) <= 21:
        print(f"Du har {visa(du)}: {poäng(du)}")
        svar = input("Ett kort till? (j/n) ").strip().lower()
        if svar == "j":
            du.append(lek.dra())
        elif svar == "n":
            break
    b, d = poäng(bank), poäng(du)
    print(f"Banken: {visa(bank)}: {b}")
    print(f"Du: {visa(du)}: {d}")
    if b > 21 and d > 21:
        print("Oavgjort")
    elif d > 21:
        print("Tjock! Banken vinner")
    elif b > 21:
        print("Banken blev tjock, du vinner")
    elif d > b:
        print("Du vinner")
    elif b > d:
        print("Banken vinner")
    else:
        print("Oavgjort")


try:
    spel()
    while input("Igen? (j/n) ") == "j":
        spel()
except EOFError:
    pass
