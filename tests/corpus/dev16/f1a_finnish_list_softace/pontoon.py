# Pontoon (versio 3): kortti on (arvo, maa), arvo ja maa arvotaan erikseen.
import random
import sys

VERSION = 3
STICK_AT = 16  # tietokone ottaa lisää, kun arvo on alle tämän

MAAT = ("risti", "ruutu", "hertta", "pata")
ARVOT = ("ässä", "2", "3", "4", "5", "6", "7", "8", "9", "10",
         "jätkä", "kuningatar", "kuningas")


def kysy(kehote):
    try:
        return input(kehote)
    except EOFError:
        print()
        sys.exit(0)


def arvo_kortti():
    # arvo ja maa arvotaan toisistaan riippumatta
    return (random.choice(ARVOT), random.choice(MAAT))


def kortin_nimi(kortti):
    arvo, maa = kortti
    return f"{maa} {arvo}"


def kortin_pisteet(kortti):
    arvo = kortti[0]
    if arvo == "ässä":
        return 1
    if arvo in ("jätkä", "kuningatar", "kuningas"):
        return 10
    return int(arvo)


def kaden_arvo(kasi):
    summa = sum(kortin_pisteet(k) for k in kasi)
    # ässä on 11, jos se ei vie yli 21:n
    if any(k[0] == "ässä" for k in kasi) and summa + 10 <= 21:
        summa += 10
    return summa


def tietokoneen_vuoro():
    kasi = [arvo_kortti()]
    while kaden_arvo(kasi) < STICK_AT:
        kasi.append(arvo_kortti())
    return kasi


def pelaajan_vuoro():
    kasi = [arvo_kortti()]
    while True:
        arvo = kaden_arvo(kasi)
        print("Kätesi:", [kortin_nimi(k) for k in kasi], "- arvo", arvo)
        if arvo > 21:
            print("Yli 21 - menit yli!")
            return kasi
        vastaus = kysy("Otatko kortin vai jäätkö? (o = ota / j = jää): ").strip().lower()
        while vastaus not in ("o", "j"):
            vastaus = kysy("Vastaa o (ota) tai j (jää): ").strip().lower()
        if vastaus == "j":
            return kasi
        uusi = arvo_kortti()
        print("Sait kortin:", kortin_nimi(uusi))
        kasi.append(uusi)


def voittaja(tietokone, pelaaja):
    if tietokone > 21 and pelaaja > 21:
        return "tasapeli"
    if tietokone > 21:
        return "pelaaja"
    if pelaaja > 21:
        return "tietokone"
    if tietokone == pelaaja:
        return "tasapeli"
    return "pelaaja" if pelaaja > tietokone else "tietokone"


def pelaa_kierros():
    tietokone = tietokoneen_vuoro()
    print("Tietokone on pelannut vuoronsa. Nyt on sinun vuorosi.")
    pelaaja = pelaajan_vuoro()
    ta, pa = kaden_arvo(tietokone), kaden_arvo(pelaaja)
    print()
    print("----- Tulos -----")
    print("Tietokoneen kortit:", ", ".join(kortin_nimi(k) for k in tietokone), f"(arvo {ta})")
    print("Sinun korttisi:", ", ".join(kortin_nimi(k) for k in pelaaja), f"(arvo {pa})")
    tulos = voittaja(ta, pa)
    if tulos == "pelaaja":
        print("Sinä voitit!")
    elif tulos == "tietokone":
        print("Tietokone voitti!")
    else:
        print("Tasapeli!")
    return tulos


def main():
    print("Tervetuloa pelaamaan pontoonia!")
    while True:
        print()
        pelaa_kierros()
        while True:
            vastaus = kysy("Pelataanko uudestaan? (k = kyllä / e = ei): ").strip().lower()
            if vastaus in ("k", "kyllä", "kylla"):
                break
            if vastaus in ("e", "ei"):
                print("Kiitos pelistä, hei hei!")
                return


if __name__ == "__main__":
    main()
