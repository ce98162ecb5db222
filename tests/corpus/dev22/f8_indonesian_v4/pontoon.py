"""Pontoon versi 4 - melawan Bandar.

Setiap permainan memakai satu dek 52 kartu yang baru dikocok.
Bandar main lebih dulu (diam-diam), lalu giliranmu.
"""
import random

VERSION = 4
STICK_AT = 21
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
NILAI = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
         "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10,
         "Queen": 10, "King": 10}


class InputHabis(Exception):
    pass


def tanya(pertanyaan):
    try:
        return input(pertanyaan)
    except EOFError:
        raise InputHabis


def dek_baru():
    return [{"rank": r, "suit": s} for s in SUITS for r in RANKS]


def dek_kocok():
    dek = dek_baru()
    random.shuffle(dek)
    return dek


def ambil_kartu(dek):
    kartu = dek[0]
    del dek[0]
    return kartu


def nama_kartu(kartu):
    return f"{kartu['rank']} of {kartu['suit']}"


def nilai_tangan(tangan):
    return sum(NILAI[k["rank"]] for k in tangan)


def giliran_bandar(dek):
    tangan = [ambil_kartu(dek)]
    while nilai_tangan(tangan) < STICK_AT:
        tangan.append(ambil_kartu(dek))
    return tangan


def giliran_pemain(dek):
    tangan = [ambil_kartu(dek)]
    while True:
        print("Kartumu: " + ", ".join(nama_kartu(k) for k in tangan))
        if nilai_tangan(tangan) > 21:
            print("Lebih dari 21, kamu kalah hitungan (bust)!")
            return tangan
        jawab = tanya("Ambil kartu lagi atau cukup? (ambil/cukup) ").strip().lower()
        if jawab == "ambil":
            tangan.append(ambil_kartu(dek))
        elif jawab == "cukup":
            return tangan
        else:
            print("Ketik 'ambil' atau 'cukup'.")


def pemenang(bandar, pemain):
    if bandar > 21 and pemain > 21:
        return "seri"
    if pemain > 21:
        return "bandar"
    if bandar > 21:
        return "pemain"
    if bandar == pemain:
        return "seri"
    return "pemain" if pemain > bandar else "bandar"


def tampilkan_hasil(bandar, pemain):
    print("Kartu Bandar: " + ", ".join(k["rank"] for k in bandar))
    print(f"Nilai: {nilai_tangan(bandar)}")
    print("Kartumu: " + ", ".join(k["rank"] for k in pemain))
    print(f"Nilai: {nilai_tangan(pemain)}")


def main_sekali(skor):
    dek = dek_kocok()
    print()
    print("======== Permainan baru ========")
    print("Bandar sedang mengambil kartu...")
    bandar = giliran_bandar(dek)
    print("Bandar sudah selesai. Sekarang giliranmu.")
    pemain = giliran_pemain(dek)
    print()
    print("-------- Hasil --------")
    tampilkan_hasil(bandar, pemain)
    hasil = pemenang(nilai_tangan(bandar), nilai_tangan(pemain))
    if hasil == "pemain":
        print("Kamu menang!")
        skor["kamu"] += 1
    elif hasil == "bandar":
        print("Bandar menang!")
        skor["bandar"] += 1
    else:
        print("Seri!")
    print(f"Skor: kamu {skor['kamu']}, Bandar {skor['bandar']}")


def main_lagi():
    while True:
        jawab = tanya("Main lagi? (y/t) ").strip().lower()
        if jawab in ("y", "ya"):
            return True
        if jawab in ("t", "tidak"):
            return False
        print("Jawab y (ya) atau t (tidak).")


def main():
    print("Selamat datang di Pontoon!")
    skor = {"kamu": 0, "bandar": 0}
    try:
        while True:
            main_sekali(skor)
            if not main_lagi():
                break
    except InputHabis:
        print()
    print("Sampai jumpa!")


if __name__ == "__main__":
    main()
