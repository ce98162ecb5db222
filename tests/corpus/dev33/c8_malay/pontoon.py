"""Pontoon versi 4 - satu dek 52 kad untuk setiap permainan.

Meja dilukis semula sebagai grid dua baris selepas setiap kad. Baris komputer
hanya menunjukkan [tersembunyi] sehingga giliran anda tamat.
"""
import random

VERSION = 4
STICK_AT = 16

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

NILAI = dict(zip(RANKS, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)))

SOALAN = "Tambah kad atau berhenti? (t/b) "
SOALAN_LAGI = "Main lagi? (ya/tidak) "
TERSEMBUNYI = "[tersembunyi]"


def card_value(card):
    return NILAI[card[0]]


def card_name(card):
    return "%s of %s" % card


def hand_value(cards):
    return sum(card_value(k) for k in cards)


def new_deck():
    dek = []
    for pangkat in RANKS:
        for sut in SUITS:
            dek.append((pangkat, sut))
    return dek


def shuffled_deck(rng):
    return rng.sample(new_deck(), 52)


def nama_kad(cards):
    return ", ".join(card_name(k) for k in cards)


def lukis_meja(show, kad_komputer, kad_pemain):
    """Grid dua baris. kad_komputer None bermaksud masih tersembunyi."""
    if kad_komputer is None:
        kiri, nilai_kiri = TERSEMBUNYI, "?"
    else:
        kiri, nilai_kiri = nama_kad(kad_komputer), str(hand_value(kad_komputer))
    kanan, nilai_kanan = nama_kad(kad_pemain), str(hand_value(kad_pemain))
    lebar = max(len(kiri), len(kanan), 20)
    garis = "+" + "-" * 10 + "+" + "-" * (lebar + 2) + "+" + "-" * 7 + "+"
    show(garis)
    show(f"| {'Komputer':<8} | {kiri:<{lebar}} | {nilai_kiri:>5} |")
    show(f"| {'Anda':<8} | {kanan:<{lebar}} | {nilai_kanan:>5} |")
    show(garis)


def dahulukan(kad, draw):
    """draw yang memberi kad ini dahulu, kemudian kad dari draw."""
    simpanan = [kad]

    def ambil():
        return simpanan.pop() if simpanan else draw()
    return ambil


def computer_turn(draw):
    tangan = [draw()]
    while hand_value(tangan) < STICK_AT:
        tangan.append(draw())
    return tangan


def player_turn(draw, ask, show=print):
    tangan = [draw()]
    lukis_meja(show, None, tangan)
    while hand_value(tangan) <= 21:
        jawapan = ask(SOALAN).strip().lower()
        if jawapan == "t":
            tangan.append(draw())
            lukis_meja(show, None, tangan)
        elif jawapan == "b":
            return tangan
        else:
            show("Jawapan tidak sah. Taip t (tambah) atau b (berhenti).")
            lukis_meja(show, None, tangan)
    show("Anda terlebih 21! Giliran anda tamat.")
    return tangan


def decide_winner(computer_value, player_value):
    if player_value > 21:
        if computer_value > 21:
            return "draw"
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value == computer_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


KEPUTUSAN = {"player": "Anda menang!", "computer": "Komputer menang!", "draw": "Seri!"}


def play_game(draw, ask, show=print):
    # Seperti di meja: satu kad untuk komputer, satu untuk anda,
    # kemudian komputer menghabiskan gilirannya, kemudian anda.
    kad1_komputer = draw()
    kad1_pemain = draw()
    komputer = computer_turn(dahulukan(kad1_komputer, draw))
    pemain = player_turn(dahulukan(kad1_pemain, draw), ask, show)
    show("Kad didedahkan:")
    lukis_meja(show, komputer, pemain)
    pemenang = decide_winner(hand_value(komputer), hand_value(pemain))
    show("Keputusan: " + KEPUTUSAN[pemenang])
    return pemenang


def play_again(ask):
    while True:
        jawapan = ask(SOALAN_LAGI).strip().lower()
        if jawapan == "ya":
            return True
        if jawapan == "tidak":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random
    show("Selamat datang ke Pontoon!")
    try:
        while True:
            dek = shuffled_deck(rng)
            play_game(dek.pop, ask, show)
            if not play_again(ask):
                show("Selamat tinggal!")
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
