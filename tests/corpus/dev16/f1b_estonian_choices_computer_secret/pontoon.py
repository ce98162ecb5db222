# Pontoon (versioon 1) - kaardid on taisarvud 1..10, äss on alati 1.
import random

VERSION = 1
STICK_AT = 16  # arvuti jääb, kui tema summa on vähemalt 16

KAARDID = list(range(1, 11))
KAALUD = [1] * 10


def uus_kaart():
    return random.choices(KAARDID, weights=KAALUD, k=1)[0]


def summa(käsi):
    return sum(käsi)


def arvuti_käik():
    käsi = [uus_kaart()]
    while summa(käsi) < STICK_AT:
        käsi.append(uus_kaart())
    return käsi


def küsi_valik():
    while True:
        vastus = input("Võtad (v) või jääd (j)? ").strip().lower()
        if vastus in ("v", "j"):
            return vastus
        print("Palun vasta 'v' või 'j'.")


def mängija_käik():
    käsi = [uus_kaart()]
    while True:
        print(f"Sinu väärtus: {summa(käsi)}")
        if küsi_valik() == "j":
            break
        käsi.append(uus_kaart())
        if summa(käsi) > 21:
            print(f"Sinu väärtus: {summa(käsi)} - lõhki!")
            break
    return käsi


def tulemus(arvuti, sina):
    if arvuti > 21 and sina > 21:
        return "Viik"
    if sina > 21:
        return "Arvuti võitis"
    if arvuti > 21:
        return "Sina võitsid"
    if arvuti == sina:
        return "Viik"
    if sina > arvuti:
        return "Sina võitsid"
    return "Arvuti võitis"


def veel_kord():
    while True:
        vastus = input("Mängime veel? (jah/ei) ").strip().lower()
        if vastus in ("jah", "j"):
            return True
        if vastus in ("ei", "e"):
            return False
        print("Vasta palun 'jah' või 'ei'.")


def mäng():
    print("\n=== Uus mäng ===")
    arvuti = arvuti_käik()
    print(f"Arvuti on oma käigu teinud (tal on {summa(arvuti)}). Nüüd on sinu kord.")
    sina = mängija_käik()
    a, s = summa(arvuti), summa(sina)
    print(f"Arvuti: {a} | Sina: {s} -> {tulemus(a, s)}")


def main():
    print("Tere tulemast mängima pontooni!")
    while True:
        mäng()
        if not veel_kord():
            print("Head aega!")
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
