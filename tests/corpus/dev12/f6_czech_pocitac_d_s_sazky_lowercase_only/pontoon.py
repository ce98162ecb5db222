# Oko bere / pontoon - verze 2
# Nejdřív hraje počítač (tajně), potom hráč. Esa se počítají za 1.
import random

HODNOTY = {
    "Eso": 1, "Dvojka": 2, "Trojka": 3, "Čtyřka": 4, "Pětka": 5,
    "Šestka": 6, "Sedmička": 7, "Osmička": 8, "Devítka": 9,
    "Desítka": 10, "Kluk": 10, "Dáma": 10, "Král": 10,
}
KARTY = list(HODNOTY)
POCITAC_STOJI_NA = 16


def karta():
    return random.choices(KARTY)[0]


def soucet(ruka):
    return sum(HODNOTY[k] for k in ruka)


def vypis(ruka):
    return ", ".join(ruka)


def tah_pocitace():
    ruka = [karta()]
    while soucet(ruka) < POCITAC_STOJI_NA:
        ruka.append(karta())
    return ruka


def tah_hrace():
    ruka = [karta()]
    while soucet(ruka) <= 21:
        print(f"Tvoje karty: {vypis(ruka)}  (celkem {soucet(ruka)})")
        volba = input("Další kartu, nebo stačí? (d/s) ").strip()
        if volba == "s":
            break
        elif volba == "d":
            ruka.append(karta())
        else:
            print("Napiš prosím d nebo s.")
    if soucet(ruka) > 21:
        print(f"Tvoje karty: {vypis(ruka)}  (celkem {soucet(ruka)}) - přetáhl jsi!")
    return ruka


def main():
    penize = 100
    print("Vítej u stolu! Začínáš se 100 žetony.")
    try:
        while True:
            sazka = input("Kolik vsadíš? (Enter = 10) ").strip()
            sazka = int(sazka) if sazka.isdecimal() and int(sazka) > 0 else 10

            pc = tah_pocitace()
            ja = tah_hrace()
            h_pc, h_ja = soucet(pc), soucet(ja)

            print("~~~~~~~~~~ VÝSLEDEK ~~~~~~~~~~")
            print(f"Počítač měl: {vypis(pc)}  = {h_pc}")
            print(f"Ty jsi měl:  {vypis(ja)}  = {h_ja}")
            if h_pc > 21 and h_ja > 21:
                print("Remíza - přetáhli jste oba.")
            elif h_ja > 21 or (h_pc <= 21 and h_pc > h_ja):
                print("Vyhrál počítač.")
                penize -= sazka
            elif h_pc > 21 or h_ja > h_pc:
                print("Vyhrál jsi ty!")
                penize += sazka
            else:
                print("Remíza.")
            print(f"Žetony: {penize}")
            print("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~")

            znovu = input("Hrát znovu? (a/n) ").strip().lower()
            while znovu not in ("a", "n"):
                znovu = input("Odpověz a (ano) nebo n (ne): ").strip().lower()
            if znovu == "n":
                print(f"Konec hry. Odcházíš s {penize} žetony.")
                break
    except EOFError:
        print("\nNashledanou.")


main()
