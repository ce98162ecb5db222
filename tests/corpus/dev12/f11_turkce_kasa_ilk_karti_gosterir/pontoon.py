# Yirmi bir (pontoon) - sürüm 4
# Her el için yeni karılmış bir deste; kartlar bir üreteçten (generator) dağıtılır.
import random
from collections import namedtuple

Kart = namedtuple("Kart", "deger renk")

DEGERLER = ("As", "İki", "Üç", "Dört", "Beş", "Altı", "Yedi",
            "Sekiz", "Dokuz", "On", "Vale", "Kız", "Papaz")
RENKLER = ("Sinek", "Karo", "Kupa", "Maça")
KASA_DUR = 17


def dagit():
    deste = [Kart(d, r) for r in RENKLER for d in DEGERLER]
    yield from random.sample(deste, k=len(deste))


def puan(kart):
    if kart.deger == "As":
        return 1
    if kart.deger in ("On", "Vale", "Kız", "Papaz"):
        return 10
    return DEGERLER.index(kart.deger) + 1


def toplam(el):
    return sum(map(puan, el))


def yaz(el):
    return ", ".join(f"{k.deger} ({k.renk})" for k in el)


def kasa_oynar(kartlar):
    el = [next(kartlar)]
    while toplam(el) < KASA_DUR:
        el.append(next(kartlar))
    return el


def oyuncu_oynar(kartlar):
    el = [next(kartlar)]
    while True:
        print(f"  Elin: {yaz(el)}  => {toplam(el)}")
        if toplam(el) > 21:
            print("  21'i geçtin, battın!")
            return el
        secim = input("  1) kart çek  2) dur  > ").strip()
        if secim == "1":
            el.append(next(kartlar))
        elif secim == "2":
            return el
        else:
            print("  Lütfen 1 ya da 2 yaz.")


def bahis_al(jeton):
    while True:
        cevap = input(f"Jetonun: {jeton}. Bahsin kaç jeton? ").strip()
        if cevap.isdigit() and 1 <= int(cevap) <= jeton:
            return int(cevap)
        print(f"1 ile {jeton} arasında bir sayı yaz.")


def tekrar_mi():
    while True:
        cevap = input("Bir el daha? (e/h) ").strip().lower()
        if cevap == "e":
            return True
        if cevap == "h":
            return False


def oyun():
    jeton = 100
    while True:
        bahis = bahis_al(jeton)
        kartlar = dagit()
        kasa = kasa_oynar(kartlar)
        print(f"Kasa oynadı, sıra sende. Kasanın açık kartı: {yaz(kasa[:1])}")
        oyuncu = oyuncu_oynar(kartlar)
        k, o = toplam(kasa), toplam(oyuncu)
        print("+" + "-" * 44)
        print(f"| Kasanın kartları : {yaz(kasa)}")
        print(f"| Kasanın puanı    : {k}")
        print(f"| Senin kartların  : {yaz(oyuncu)}")
        print(f"| Senin puanın     : {o}")
        if k > 21 and o > 21:
            sonuc = 0
        elif k > 21:
            sonuc = 1
        elif o > 21:
            sonuc = -1
        elif o == k:
            sonuc = 0
        else:
            sonuc = 1 if o > k else -1
        if sonuc == 1:
            print("| Kazandın!")
        elif sonuc == -1:
            print("| Kasa kazandı.")
        else:
            print("| Berabere.")
        print("+" + "-" * 44)
        jeton += sonuc * bahis
        if jeton == 0:
            print("Jetonun bitti; kasa sana 100 jeton daha veriyor.")
            jeton = 100
        if not tekrar_mi():
            print(f"{jeton} jetonla masadan kalktın. Güle güle!")
            break


try:
    oyun()
except EOFError:
    print()
