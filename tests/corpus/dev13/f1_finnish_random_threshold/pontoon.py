# Pontoon -- harjoitustyö 1
# Tietokone pelaa ensin (salaa), sitten sinä. Ässä on aina 1.
import random

RAJA = 16   # tietokone ottaa lisää, kunnes arvo on vähintään tämä


def rivi(kortit):
    """[7, 3, 10] -> '7 + 3 + 10 = 20'"""
    return " + ".join(str(k) for k in kortit) + " = " + str(sum(kortit))


state = "jako"
kone = []
mina = []

try:
    while state != "loppu":

        if state == "jako":
            RAJA = random.randint(14, 19)
            kone = [random.randint(1, 10)]
            while sum(kone) < RAJA:
                kone.append(random.randint(1, 10))
            mina = [random.randint(1, 10)]
            print()
            print("--- Uusi jako ---")
            state = "kysy"

        elif state == "kysy":
            print("Sinun korttisi: " + rivi(mina))
            vastaus = input("Otatko kortin vai jäätkö? (o/j) ").strip().lower()
            if vastaus == "o":
                mina.append(random.randint(1, 10))
                if sum(mina) > 21:
                    print("Sinun korttisi: " + rivi(mina))
                    print("Yli 21!")
                    state = "tulos"
            elif vastaus == "j":
                state = "tulos"
            else:
                print("Vastaa o (ota) tai j (jää).")

        elif state == "tulos":
            k = sum(kone)
            s = sum(mina)
            print()
            print("Tietokone: " + rivi(kone))
            print("Sinä:      " + rivi(mina))
            if k > 21 and s > 21:
                print("Tasapeli!")
            elif k > 21:
                print("Sinä voitit!")
            elif s > 21:
                print("Tietokone voitti!")
            elif k == s:
                print("Tasapeli!")
            elif s > k:
                print("Sinä voitit!")
            else:
                print("Tietokone voitti!")
            state = "uudestaan"

        elif state == "uudestaan":
            vastaus = input("Pelataanko uudestaan? (k/e) ").strip().lower()
            if vastaus == "k":
                state = "jako"
            elif vastaus == "e":
                state = "loppu"

except EOFError:
    print()

print("Kiitos pelistä!")
