# Pontoon - versie 1 (kaarten zijn getallen van 1 t/m 10)
# Opdracht Programmeren 1 - alles in een grote lus, geen functies.
import random
import sys

STICK_AT = 15  # de computer pakt kaarten tot hij minstens 15 heeft

print("=== Welkom bij Pontoon! ===")
print("Elke kaart is 1 t/m 10 waard. Kom zo dicht mogelijk bij 21, maar niet erover!")
print("De computer speelt eerst (in het geheim) en pakt kaarten tot hij 15 of meer heeft.")

spelnummer = 0
try:
    while True:
        spelnummer += 1
        print()
        print("--- Spel " + str(spelnummer) + " ---")

        # beurt van de computer: niets laten zien!
        computer = [random.randint(1, 10)]
        while sum(computer) < STICK_AT:
            computer.append(random.randint(1, 10))
        print("De computer heeft zijn kaarten gepakt. Nu ben jij aan de beurt.")

        # beurt van de speler
        speler = [random.randint(1, 10)]
        while True:
            totaal = sum(speler)
            print("Jouw hand: " + ", ".join(str(k) for k in speler) + " -> " + str(totaal))
            if totaal > 21:
                print("Helaas, je zit boven de 21. Je bent kapot!")
                break
            keuze = input("Nog een kaart (k) of passen (p)? ").strip().lower()
            if keuze == "k":
                kaart = random.randint(1, 10)
                print("Je krijgt een " + str(kaart) + ".")
                speler.append(kaart)
            elif keuze == "p":
                print("Je past.")
                break
            else:
                print("Dat snap ik niet. Typ k (kaart) of p (passen).")

        c = sum(computer)
        s = sum(speler)
        print()
        print("=== Uitslag ===")
        print("Computer -> " + str(c))
        print("Jij      -> " + str(s))
        if c > 21 and s > 21:
            print("Jullie zijn allebei kapot: gelijkspel!")
        elif c > 21:
            print("De computer is kapot. Jij wint!")
        elif s > 21:
            print("Jij bent kapot. De computer wint!")
        elif c == s:
            print("Gelijkspel!")
        elif s > c:
            print("Jij wint!")
        else:
            print("De computer wint!")

        # nog een keer?
        while True:
            opnieuw = input("Nog een keer spelen? (j/n) ").strip().lower()
            if opnieuw in ("j", "ja", "n", "nee"):
                break
            print("Antwoord met j (ja) of n (nee).")
        if opnieuw in ("n", "nee"):
            print("Bedankt voor het spelen. Tot ziens!")
            break
except EOFError:
    print()
    print("Geen invoer meer. Tot ziens!")
sys.exit(0)
