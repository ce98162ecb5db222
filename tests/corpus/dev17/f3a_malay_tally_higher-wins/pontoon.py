# Permainan Pontoon (versi 1)
# Setiap kad ialah nombor bulat 1 hingga 10, setiap satu sama kemungkinan.
import random
import sys

VERSION = 1
STICK_AT = 15  # komputer terus mengambil kad selagi nilainya kurang daripada ini


def tarik_kad():
    return random.randint(1, 10)


def gundal(nilai):
    """Tanda gundal: kumpulan lima batang, kemudian bakinya, dan nombornya."""
    kumpulan = ["|||||"] * (nilai // 5)
    if nilai % 5:
        kumpulan.append("|" * (nilai % 5))
    return " ".join(kumpulan) + " (" + str(nilai) + ")"


def giliran_komputer():
    kad = [tarik_kad()]
    while sum(kad) < STICK_AT:
        kad.append(tarik_kad())
    return sum(kad)


def tanya_pilihan():
    while True:
        jawapan = input("Tambah kad atau berhenti? (t/b): ").strip().lower()
        if jawapan in ("t", "b"):
            return jawapan
        print("Sila jawab 't' (tambah) atau 'b' (berhenti) sahaja.")


def giliran_pemain():
    jumlah = tarik_kad()
    while True:
        print("Tangan anda: " + gundal(jumlah))
        if jumlah > 21:
            print("Melebihi 21 - anda pecah! Giliran anda tamat.")
            return jumlah
        if tanya_pilihan() == "b":
            return jumlah
        kad = tarik_kad()
        print("Anda mendapat kad " + str(kad) + ".")
        jumlah += kad


def satu_permainan():
    print()
    print("Komputer bermain dahulu. Kadnya dirahsiakan...")
    komputer = giliran_komputer()
    print("Komputer sudah selesai. Sekarang giliran anda.")
    pemain = giliran_pemain()

    print()
    print("======= KEPUTUSAN =======")
    print("Nilai komputer: " + gundal(komputer))
    print("Nilai anda:     " + gundal(pemain))
    if komputer > 21 and pemain > 21:
        print("Kedua-duanya pecah - seri!")
    elif pemain > 21:
        print("Komputer menang!")
    elif komputer > 21:
        print("Anda menang!")
    elif komputer == pemain:
        print("Seri!")
    elif komputer < pemain:
        print("Komputer menang!")
    else:
        print("Anda menang!")


def main_lagi():
    while True:
        jawapan = input("Main lagi? (ya/tidak): ").strip().lower()
        if jawapan == "ya":
            return True
        if jawapan == "tidak":
            return False
        print("Sila jawab 'ya' atau 'tidak'.")


def utama():
    print("Selamat datang ke permainan Pontoon! (Ace sentiasa bernilai 1)")
    try:
        while True:
            satu_permainan()
            if not main_lagi():
                print("Terima kasih kerana bermain. Selamat tinggal!")
                break
    except EOFError:
        print()
        sys.exit(0)


if __name__ == "__main__":
    utama()
