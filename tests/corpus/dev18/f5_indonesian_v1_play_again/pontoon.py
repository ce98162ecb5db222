# Pontoon (Dua Puluh Satu) - versi 1
# Tugas pemrograman: kartu bernilai 1 sampai 10, As selalu bernilai 1.
import random
import sys
import time

NILAI_KARTU = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
BATAS_KOMPUTER = 17   # komputer berhenti kalau totalnya sudah 17 atau lebih


def tanya(pertanyaan):
    """input() biasa, tapi kalau input habis (Ctrl-D) program selesai dengan tenang."""
    try:
        return input(pertanyaan)
    except (EOFError, KeyboardInterrupt):
        print()
        sys.exit(0)


def giliran_komputer():
    total = random.choice(NILAI_KARTU)
    while total < BATAS_KOMPUTER:
        total = total + random.choice(NILAI_KARTU)
    return total


def giliran_pemain():
    total = 0
    kartu = random.choice(NILAI_KARTU)
    total += kartu
    print(f"Kartu kamu: {kartu}, total sekarang {total}")
    while True:
        if total > 21:
            print("Waduh, kamu lewat 21! Kamu bust.")
            return total
        jawab = tanya("Ambil kartu lagi (a) atau berhenti (b)? ").strip().lower()
        if jawab == "a":
            kartu = random.choice(NILAI_KARTU)
            total += kartu
            print(f"Kartu kamu: {kartu}, total sekarang {total}")
        elif jawab == "b":
            print(f"Kamu berhenti di {total}.")
            return total
        else:
            print("Jawab dengan 'a' (ambil) atau 'b' (berhenti) ya.")


def cari_pemenang(komputer, pemain):
    if komputer > 21 and pemain > 21:
        return "seri"
    if pemain > 21:
        return "komputer"
    if komputer > 21:
        return "pemain"
    if pemain > komputer:
        return "pemain"
    if komputer > pemain:
        return "komputer"
    return "seri"


def main():
    print("=== Selamat datang di Pontoon! ===")
    berhenti = False
    while True:
        print()
        print("Komputer sedang mengambil kartu...")
        total_komputer = giliran_komputer()
        print("Komputer sudah selesai. Sekarang giliran kamu.")
        total_pemain = giliran_pemain()

        time.sleep(0.05)
        print()
        print("----- HASIL -----")
        print(f"Nilai komputer: {total_komputer}")
        print(f"Nilai kamu: {total_pemain}")
        hasil = cari_pemenang(total_komputer, total_pemain)
        if hasil == "pemain":
            print("Kamu menang!")
        elif hasil == "komputer":
            print("Komputer menang!")
        else:
            print("Seri! Tidak ada yang menang.")
        print("-----------------")
        if berhenti:
            print("Terima kasih sudah bermain!")
            break

        while True:
            lagi = tanya("Main lagi? (y/t) ").strip().lower()
            if lagi in ("y", "t"):
                break
            print("Ketik 'y' untuk main lagi atau 't' untuk berhenti.")
        if lagi == "t":
            berhenti = True


if __name__ == "__main__":
    main()
