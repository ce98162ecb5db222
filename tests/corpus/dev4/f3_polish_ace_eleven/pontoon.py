import random

VERSION = 3
STICK_AT = 17
FIGURY = ["As", "Dwójka", "Trójka", "Czwórka", "Piątka", "Szóstka", "Siódemka", "Ósemka",
          "Dziewiątka", "Dziesiątka", "Walet", "Dama", "Król"]
KOLORY = ["trefl", "karo", "kier", "pik"]


def losuj():
    return {"figura": random.randrange(13), "kolor": random.randrange(4)}


def wartosc(karta):
    if karta["figura"] == 0:
        return 11
    return min(karta["figura"] + 1, 10)


def suma(reka):
    return sum(wartosc(k) for k in reka)


def nazwa(karta):
    return f"{FIGURY[karta['figura']]} {KOLORY[karta['kolor']]}"


def gra():
    krupier = [losuj()]
    while suma(krupier) < STICK_AT:
        krupier.append(losuj())
    gracz = [losuj()]
    while suma(gracz) <= 21:
        print("Twoja ręka:", " / ".join(nazwa(k) for k in gracz), f"({suma(gracz)})")
        odp = input("Dobierasz? [t/n]: ").strip().lower()
        if odp == "t":
            gracz.append(losuj())
        elif odp == "n":
            break
    k, g = suma(krupier), suma(gracz)
    print("Krupier:", " / ".join(nazwa(x) for x in krupier), f"= {k}")
    print("Gracz:", " / ".join(nazwa(x) for x in gracz), f"= {g}")
    if k > 21 and g > 21:
        print("Remis.")
    elif g > 21:
        print("Fura! Wygrywa krupier.")
    elif k > 21:
        print("Krupier ma furę. Wygrywasz!")
    elif g > k:
        print("Wygrywasz!")
    elif k > g:
        print("Wygrywa krupier.")
    else:
        print("Remis.")


if __name__ == "__main__":
    try:
        while True:
            gra()
            if input("Jeszcze raz? [t/n]: ") != "t":
                break
    except EOFError:
        pass
