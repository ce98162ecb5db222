# Pontoon (Yirmi Bir) - sürüm 3
# Önce Kasa oynar (kartları gizli), sonra sen kart çeker ya da durursun.
# As her zaman 1 sayılır; Vale, Kız ve Papaz 10 sayılır.

import random
import sys

KIRMIZI = "\033[31m"
SIFIRLA = "\033[0m"

# (kısa kod, tam ad, değer)
RUTBELER = [
    ("A", "Ası", 1),
    ("2", "İkilisi", 2),
    ("3", "Üçlüsü", 3),
    ("4", "Dörtlüsü", 4),
    ("5", "Beşlisi", 5),
    ("6", "Altılısı", 6),
    ("7", "Yedilisi", 7),
    ("8", "Sekizlisi", 8),
    ("9", "Dokuzlusu", 9),
    ("10", "Onlusu", 10),
    ("J", "Valesi", 10),
    ("Q", "Kızı", 10),
    ("K", "Papazı", 10),
]

# (sembol, tam ad, kırmızı mı)
RENKLER = [
    ("♣", "Sinek", False),
    ("♦", "Karo", True),
    ("♥", "Kupa", True),
    ("♠", "Maça", False),
]

KASA_SINIRI = 17  # Kasa 17 veya üstünde durur


def sor(soru):
    try:
        return input(soru)
    except EOFError:
        sys.exit(0)


def rastgele_kart():
    # rütbe ve renk birbirinden bağımsız seçilir
    return (random.choice(RUTBELER), random.choice(RENKLER))


def kart_kodu(kart):
    rutbe, renk = kart
    yazi = rutbe[0] + renk[0]
    if renk[2]:
        return KIRMIZI + yazi + SIFIRLA
    return yazi


def kart_adi(kart):
    rutbe, renk = kart
    return renk[1] + " " + rutbe[1]


def el_degeri(el):
    toplam = 0
    for rutbe, renk in el:
        toplam += rutbe[2]
    return toplam


def kasa_oynar():
    el = [rastgele_kart()]
    while el_degeri(el) < KASA_SINIRI:
        el.append(rastgele_kart())
    return el


def oyuncu_oynar():
    el = [rastgele_kart()]
    while True:
        kodlar = " ".join(kart_kodu(k) for k in el)
        print("Kartların: " + kodlar + "  (toplam: " + str(el_degeri(el)) + ")")
        if el_degeri(el) > 21:
            print("21'i geçtin, battın!")
            return el
        cevap = sor("Kart çek (ç) / dur (d)? ").strip().lower()
        while cevap not in ("ç", "d"):
            print("Anlamadım, lütfen ç ya da d yaz.")
            cevap = sor("Kart çek (ç) / dur (d)? ").strip().lower()
        if cevap == "d":
            return el
        el.append(rastgele_kart())


def kazanan(kasa, oyuncu):
    if kasa > 21 and oyuncu > 21:
        return "berabere"
    elif oyuncu > 21:
        return "kasa"
    elif kasa > 21:
        return "oyuncu"
    elif oyuncu == kasa:
        return "berabere"
    elif oyuncu > kasa:
        return "oyuncu"
    else:
        return "kasa"


def oyun():
    kasa_eli = kasa_oynar()
    print("Kasa oynadı. Şimdi sıra sende.")
    oyuncu_eli = oyuncu_oynar()

    kasa_toplam = el_degeri(kasa_eli)
    oyuncu_toplam = el_degeri(oyuncu_eli)
    sonuc = kazanan(kasa_toplam, oyuncu_toplam)

    print()
    print("========== SONUÇ ==========")
    print("Kasa'nın kartları: " + ", ".join(kart_adi(k) for k in kasa_eli))
    print("Kasa'nın toplamı: " + str(kasa_toplam))
    print("Senin kartların: " + ", ".join(kart_adi(k) for k in oyuncu_eli))
    print("Senin toplamın: " + str(oyuncu_toplam))
    if sonuc == "oyuncu":
        print("Tebrikler, sen kazandın!")
    elif sonuc == "kasa":
        print("Kasa kazandı!")
    else:
        print("Berabere!")
    print("===========================")
    print()


def tekrar_mi():
    while True:
        cevap = sor("Tekrar oynamak ister misin? (e/h) ").strip().lower()
        if cevap == "e":
            return True
        if cevap == "h":
            return False
        print("Lütfen e ya da h yaz.")


def main():
    print("Pontoon'a hoş geldin!")
    while True:
        oyun()
        if not tekrar_mi():
            print("Görüşürüz!")
            return


if __name__ == "__main__":
    main()
