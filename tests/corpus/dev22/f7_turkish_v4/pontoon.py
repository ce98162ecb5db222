# Pontoon - surum 4: her oyunda karistirilmis tek bir 52'lik deste.
# Once bilgisayar oynar, sonra sen.
import random
import sys

VERSION = 4
STICK_AT = 20
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def deste_uret():
    """52 karti (renk, deger) olarak tek tek uretir."""
    for renk in SUITS:
        for deger in RANKS:
            yield (renk, deger)


def karisik_deste():
    deste = list(deste_uret())
    random.shuffle(deste)
    return deste


def kart_adi(kart):
    renk, deger = kart
    return f"{deger} of {renk}"


def kart_degeri(kart):
    _, deger = kart
    sira = RANKS.index(deger) + 1
    return 10 if sira > 10 else sira


def el_degeri(el):
    return sum(kart_degeri(k) for k in el)


def sor(soru):
    try:
        return input(soru)
    except EOFError:
        print()
        print("Girdi bitti, gorusmek uzere!")
        sys.exit(0)


def bilgisayar_oynar(deste):
    el = [deste.pop(0)]
    while el_degeri(el) < STICK_AT:
        el.append(deste.pop(0))
    return el


def oyuncu_oynar(deste):
    el = [deste.pop(0)]
    while True:
        print("Kartlarin: " + ", ".join(kart_adi(k) for k in el))
        if el_degeri(el) > 21:
            print("21'i gectin, yandin!")
            return el
        cevap = sor("Kart mi, dur mu? (k/d) ").strip().lower()
        if cevap == "k":
            el.append(deste.pop(0))
        elif cevap == "d":
            return el
        else:
            print("Lutfen k (kart) ya da d (dur) yaz.")


def kazanan(bilgisayar, oyuncu):
    if bilgisayar > 21 and oyuncu > 21:
        return "berabere"
    if oyuncu > 21:
        return "bilgisayar"
    if bilgisayar > 21:
        return "oyuncu"
    if bilgisayar == oyuncu:
        return "berabere"
    return "oyuncu" if oyuncu > bilgisayar else "bilgisayar"


def oyun():
    deste = karisik_deste()
    print()
    print("##### Yeni oyun #####")
    print("Bilgisayar kartlarini cekiyor...")
    bilgisayar = bilgisayar_oynar(deste)
    print("Bilgisayar bitirdi. Sira sende.")
    if el_degeri(bilgisayar) > 21:
        # bilgisayar zaten yandi, oyuncunun oynamasina gerek yok
        oyuncu = [deste.pop(0)]
    else:
        oyuncu = oyuncu_oynar(deste)
    b, o = el_degeri(bilgisayar), el_degeri(oyuncu)
    print()
    print("Bilgisayarin kartlari: " + ", ".join(kart_adi(k) for k in bilgisayar))
    print(f"Deger: {b}")
    print("Senin kartlarin: " + ", ".join(kart_adi(k) for k in oyuncu))
    print(f"Deger: {o}")
    sonuc = kazanan(b, o)
    if sonuc == "oyuncu":
        print("Sen kazandin!")
    elif sonuc == "bilgisayar":
        print("Bilgisayar kazandi!")
    else:
        print("Berabere!")


def tekrar_mi():
    while True:
        cevap = sor("Tekrar oynamak ister misin? (e/h) ").strip().lower()
        if cevap in ("e", "evet"):
            return True
        if cevap in ("h", "hayir"):
            return False
        print("Lutfen e ya da h yaz.")


def main():
    print("Pontoon'a hos geldin!")
    while True:
        oyun()
        if not tekrar_mi():
            break
    print("Hoscakal!")


if __name__ == "__main__":
    main()
