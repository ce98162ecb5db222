# Permainan Pontoon (dua puluh satu) versi 2 - tugas pemrograman
import random

KARTU = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
BATAS_BANDAR = 18


def ambil_kartu():
    return KARTU[random.randint(0, 12)]


def nilai_kartu(kartu):
    match kartu:
        case "Ace":
            return 1
        case "Ten" | "Jack" | "Queen" | "King":
            return 10
        case _:
            return KARTU.index(kartu) + 1


def nilai(tangan):
    total = 0
    for k in tangan:
        total += nilai_kartu(k)
    return total


def giliran_bandar():
    tangan = [ambil_kartu()]
    while nilai(tangan) < BATAS_BANDAR:
        tangan.append(ambil_kartu())
    return tangan


def giliran_pemain(bandar):
    tangan = [ambil_kartu()]
    while True:
        print("Kartu kamu:", ", ".join(tangan), "| nilai:", nilai(tangan))
        pilihan = input("Ketik 1 untuk ambil kartu, 2 untuk berhenti: ").strip()
        match pilihan:
            case "1":
                tangan.append(ambil_kartu())
                if nilai(tangan) > 21:
                    print("Kartu kamu:", ", ".join(tangan), "| nilai:", nilai(tangan))
                    print("Yah, lewat dari 21. Kamu hangus!")
                    return tangan
            case "2":
                return tangan
            case _:
                print("Pilihan tidak dikenal, coba lagi.")


def siapa_menang(b, p):
    match (b > 21, p > 21):
        case (True, True):
            return "Seri - dua-duanya hangus."
        case (False, True):
            return "Bandar menang!"
        case (True, False):
            return "Kamu menang! Bandar hangus."
        case _:
            if p > b:
                return "Kamu menang!"
            elif b > p:
                return "Bandar menang!"
            return "Seri!"


def main():
    try:
        input("Selamat datang di meja Pontoon! Tekan Enter untuk mulai...")
        while True:
            bandar = giliran_bandar()
            pemain = giliran_pemain(bandar)
            print("------------------------------")
            print("Bandar punya:", ", ".join(bandar))
            print("Nilai bandar:", nilai(bandar))
            print("Kamu punya:", ", ".join(pemain))
            print("Nilai kamu:", nilai(pemain))
            print(siapa_menang(nilai(bandar), nilai(pemain)))
            print("------------------------------")
            while True:
                lagi = input("Main lagi? (y/t) ").strip().lower()
                if lagi in ("y", "t"):
                    break
            if lagi == "t":
                print("Terima kasih sudah bermain!")
                return
    except EOFError:
        print()


if __name__ == "__main__":
    main()
