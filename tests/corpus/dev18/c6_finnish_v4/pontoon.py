# Ventti / pontoon - versio 4
# Jokainen peli jaetaan yhdestä sekoitetusta 52 kortin pakasta.
# Ässä on aina 1, kuvakortit (jätkä, kuningatar, kuningas) ovat 10.
import random

MAAT = ["Hertta", "Ruutu", "Risti", "Pata"]
ARVOT = [("ässä", 1), ("2", 2), ("3", 3), ("4", 4), ("5", 5), ("6", 6),
         ("7", 7), ("8", 8), ("9", 9), ("10", 10),
         ("jätkä", 10), ("kuningatar", 10), ("kuningas", 10)]

# kortin nimi -> arvo, esim. "Hertta kuningas" -> 10, "Pata ässä" -> 1
KORTIT = {}
for maa in MAAT:
    for nimi, arvo in ARVOT:
        KORTIT[maa + " " + nimi] = arvo

TIETOKONE_JAA = 16   # tietokone jää, kun summa on vähintään 16


def kysy(kysymys):
    """Palauttaa vastauksen tai None, jos syöte loppui (Ctrl-D)."""
    try:
        return input(kysymys)
    except EOFError:
        return None


def summa(kasi):
    s = 0
    for kortti in kasi:
        s += KORTIT[kortti]
    return s


def kasi_tekstina(kasi):
    return ", ".join(kasi)


def tietokoneen_vuoro(pakka):
    kasi = [pakka.pop()]
    while summa(kasi) < TIETOKONE_JAA:
        kasi.append(pakka.pop())
    return kasi


def pelaajan_vuoro(pakka):
    """Palauttaa pelaajan käden, tai None jos syöte loppui."""
    kasi = [pakka.pop()]
    while True:
        print(f"Korttisi: {kasi_tekstina(kasi)} (summa {summa(kasi)})")
        if summa(kasi) > 21:
            print("Summa on yli 21 - menit yli!")
            return kasi
        while True:
            vastaus = kysy("Otatko kortin (o) vai jäätkö (j)? ")
            if vastaus is None:
                return None
            vastaus = vastaus.strip().lower()
            if vastaus in ("o", "j"):
                break
            print("Vastaa o (ota) tai j (jää).")
        if vastaus == "j":
            return kasi
        uusi = pakka.pop()
        print(f"Sait kortin: {uusi}")
        kasi.append(uusi)


def voittaja(tietokone, pelaaja):
    if tietokone > 21 and pelaaja > 21:
        return "tasapeli"
    if pelaaja > 21:
        return "tietokone"
    if tietokone > 21:
        return "pelaaja"
    if pelaaja > tietokone:
        return "pelaaja"
    if tietokone > pelaaja:
        return "tietokone"
    return "tasapeli"


def pelaa_peli():
    """Yksi peli. Palauttaa False, jos syöte loppui kesken."""
    pakka = list(KORTIT.keys())
    random.shuffle(pakka)

    print("\nTietokone pelaa vuoronsa...")
    tietokoneen_kasi = tietokoneen_vuoro(pakka)
    print("Tietokone on valmis. Sinun vuorosi!")

    pelaajan_kasi = pelaajan_vuoro(pakka)
    if pelaajan_kasi is None:
        return False

    t = summa(tietokoneen_kasi)
    p = summa(pelaajan_kasi)
    print()
    print("===== TULOS =====")
    print(f"Tietokoneen kortit: {kasi_tekstina(tietokoneen_kasi)}")
    print(f"Arvo: {t}")
    print(f"Sinun korttisi: {kasi_tekstina(pelaajan_kasi)}")
    print(f"Arvo: {p}")
    tulos = voittaja(t, p)
    if tulos == "pelaaja":
        print("Sinä voitit!")
    elif tulos == "tietokone":
        print("Tietokone voitti!")
    else:
        print("Tasapeli!")
    print("=================")
    return True


def main():
    print("Tervetuloa pelaamaan ventti-korttipeliä!")
    while True:
        if not pelaa_peli():
            print()
            return
        while True:
            vastaus = kysy("Pelataanko uudestaan? (k/e) ")
            if vastaus is None:
                print()
                return
            vastaus = vastaus.strip().lower()
            if vastaus in ("k", "e"):
                break
            print("Vastaa k (kyllä) tai e (ei).")
        if vastaus == "e":
            print("Kiitos pelistä, hei hei!")
            return


if __name__ == "__main__":
    main()
