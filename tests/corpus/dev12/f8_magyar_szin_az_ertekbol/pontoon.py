"""Huszonegy (pontoon) - beadandó feladat, 3. változat."""
import random

SZINEK = ("Treff", "Káró", "Kőr", "Pikk")
ERTEKEK = ("Ász", "Kettes", "Hármas", "Négyes", "Ötös", "Hatos", "Hetes",
           "Nyolcas", "Kilences", "Tízes", "Bubi", "Dáma", "Király")
GEP_MEGALL = 17


def uj_lap():
    ertek = random.randrange(13)
    szin = ertek % 4
    return (ertek, szin)


def lap_neve(lap):
    ertek, szin = lap
    return f"{SZINEK[szin]} {ERTEKEK[ertek]}"


def lap_erteke(lap):
    match ERTEKEK[lap[0]]:
        case "Ász":
            return 1
        case "Tízes" | "Bubi" | "Dáma" | "Király":
            return 10
        case _:
            return lap[0] + 1


def osszeg(kez):
    return sum(lap_erteke(l) for l in kez)


def lapok(kez):
    return " | ".join(lap_neve(l) for l in kez)


def gep_kore():
    kez = [uj_lap()]
    while osszeg(kez) < GEP_MEGALL:
        kez.append(uj_lap())
    return kez


def jatekos_kore(nev):
    kez = [uj_lap()]
    while True:
        print(f"{nev} lapjai: {lapok(kez)}  (összesen {osszeg(kez)})")
        if osszeg(kez) > 21:
            print("Besokalltál!")
            return kez
        valasz = input("Kérsz még lapot? (h = húzok / m = megállok) ")
        match valasz.strip().lower():
            case "h":
                kez.append(uj_lap())
            case "m":
                return kez
            case _:
                print("Csak h vagy m lehet.")


def eredmeny(gep, ember):
    match (gep > 21, ember > 21):
        case (True, True):
            return "döntetlen"
        case (True, False):
            return "ember"
        case (False, True):
            return "gép"
    if gep == ember:
        return "döntetlen"
    return "gép" if gep > ember else "ember"


def egy_jatek(nev):
    gep = gep_kore()
    print("A gép befejezte a körét.")
    ember = jatekos_kore(nev)
    print("-" * 30)
    print(f"A gép lapjai: {lapok(gep)}")
    print(f"A gép pontjai: {osszeg(gep)}")
    print(f"{nev} lapjai: {lapok(ember)}")
    print(f"{nev} pontjai: {osszeg(ember)}")
    match eredmeny(osszeg(gep), osszeg(ember)):
        case "ember":
            print(f"{nev} nyert!")
        case "gép":
            print("A gép nyert!")
        case _:
            print("Döntetlen!")
    print("-" * 30)


def meg_egyszer():
    while True:
        match input("Még egy kör? (igen/nem) ").strip().lower():
            case "igen":
                return True
            case "nem":
                return False


def main():
    try:
        nev = input("Hogy hívnak? ").strip() or "Játékos"
        print(f"Szia {nev}, kezdődik a huszonegy!")
        while True:
            egy_jatek(nev)
            if not meg_egyszer():
                print("Viszlát!")
                return
    except EOFError:
        print()


if __name__ == "__main__":
    main()
