# Pontoon - 3. sürüm (renkli kartlar)
# Önce Kasa oynar, kartlarını göstermez. Sonra sen: k = kart al, d = dur.
# As her zaman 1 sayılır, Vale/Kız/Papaz 10.
import random

ESIK = 15  # Kasa 15'in altındayken kart çeker

DEGERLER = [("A", "As"), ("2", "İki"), ("3", "Üç"), ("4", "Dört"), ("5", "Beş"),
            ("6", "Altı"), ("7", "Yedi"), ("8", "Sekiz"), ("9", "Dokuz"),
            ("10", "On"), ("J", "Vale"), ("Q", "Kız"), ("K", "Papaz")]
RENKLER = [("♣", "Sinek"), ("♦", "Karo"), ("♥", "Kupa"), ("♠", "Maça")]


def kart_cek():
    # değer ve renk ayrı ayrı seçiliyor, aynı kart tekrar gelebilir
    return (random.randrange(13), random.randrange(4))


def kart_yaz(kart):
    d, r = kart
    return DEGERLER[d][0] + RENKLER[r][0] + " (" + RENKLER[r][1] + " " + DEGERLER[d][1] + ")"


def el_yaz(el):
    return ", ".join(kart_yaz(k) for k in el)


def puan(el):
    toplam = 0
    for d, r in el:
        if d >= 9:
            toplam += 10
        else:
            toplam += d + 1
    return toplam


def sor(soru, cevaplar):
    while True:
        try:
            cevap = input(soru)
        except EOFError:
            print()
            raise SystemExit
        cevap = cevap.strip().lower()
        if cevap in cevaplar:
            return cevap
        print("Lütfen sadece " + " ya da ".join(cevaplar) + " yaz.")


def sonuc_cumlesi(sen, kasa):
    if sen > 21 and kasa > 21:
        return "berabere."
    elif sen > 21:
        return "Kasa kazandı."
    elif kasa > 21:
        return "berabere."
    elif sen == kasa:
        return "berabere."
    elif sen > kasa:
        return "kazandın!"
    else:
        return "Kasa kazandı."


def oyun():
    kasa = [kart_cek()]
    while puan(kasa) < ESIK:
        kasa.append(kart_cek())
    print("Kasa kartlarını çekti (kapalı).")

    sen = [kart_cek()]
    while True:
        print("Kartların:", el_yaz(sen), "->", puan(sen))
        if puan(sen) > 21:
            print("21'i geçtin, battın!")
            break
        cevap = sor("Kart mı, dur mu? (k/d) ", ["k", "d"])
        if cevap == "d":
            break
        sen.append(kart_cek())

    print()
    print("Kasa:", el_yaz(kasa))
    print("Sen: ", el_yaz(sen))
    print("Sen " + str(puan(sen)) + ", Kasa " + str(puan(kasa)) + ": " + sonuc_cumlesi(puan(sen), puan(kasa)))
    print()


print("Pontoon'a hoş geldin!")
while True:
    oyun()
    if sor("Bir daha oynamak ister misin? (e/h) ", ["e", "h"]) == "h":
        print("Güle güle!")
        break
