# Yirmi Bir (pontoon) - sürüm 2
# Kasa önce oynar, kartlarını gizli tutar. Sonra sıra sende.
import random

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
DEGER = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
         "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
         "Jack": 10, "Queen": 10, "King": 10}
KASA_SINIRI = 17


def kart_dagit():
    """Sonsuz kart üreteci: her kart 13 değerden rastgele biri."""
    while True:
        yield random.choice(RANKS)


def toplam(el):
    return sum(DEGER[k] for k in el)


def sor(soru, secenekler):
    while True:
        cevap = input(soru).strip().lower()
        if cevap in secenekler:
            return cevap
        print("Lütfen sadece " + "/".join(secenekler) + " yaz.")


def oyun(kartlar):
    eller = {"kasa": [next(kartlar)], "oyuncu": []}

    # kasanın sırası
    while toplam(eller["kasa"]) < KASA_SINIRI:
        eller["kasa"].append(next(kartlar))

    # oyuncunun sırası
    eller["oyuncu"].append(next(kartlar))
    while toplam(eller["oyuncu"]) <= 21:
        print("Elin: " + ", ".join(eller["oyuncu"]) +
              "  (toplam " + str(toplam(eller["oyuncu"])) + ")")
        if sor("Kart çek mi, dur mu? (c/d) ", ("c", "d")) == "d":
            break
        eller["oyuncu"].append(next(kartlar))
        print("Çektiğin kart: " + eller["oyuncu"][-1])
    if toplam(eller["oyuncu"]) > 21:
        print("Elin: " + ", ".join(eller["oyuncu"]) + " - 21'i geçtin, battın!")

    k, o = toplam(eller["kasa"]), toplam(eller["oyuncu"])
    print()
    print("Kasanın kartları: " + ", ".join(eller["kasa"]))
    print("Kasanın toplamı: " + str(k))
    print("Senin kartların: " + ", ".join(eller["oyuncu"]))
    print("Senin toplamın: " + str(o))
    if k > 21 and o > 21:
        print("Berabere! İkiniz de battınız.")
    elif o > 21:
        print("Kazanan: Kasa")
    elif k > 21:
        print("Kazanan: Sen! Kasa battı.")
    elif o > k:
        print("Kazanan: Sen!")
    elif k > o:
        print("Kazanan: Kasa")
    else:
        print("Berabere!")


def main():
    kartlar = kart_dagit()
    print("*** YİRMİ BİR ***")
    try:
        while True:
            oyun(kartlar)
            if sor("Tekrar oynamak ister misin? (e/h) ", ("e", "h")) == "h":
                print("Görüşürüz!")
                break
    except EOFError:
        print("\nGörüşürüz!")


main()
