# Pontoon (Yirmi Bir) - Sürüm 1
# Öğrenci: Emre Yıldız
# Kartlar 1 ile 10 arasında sayılar. As (1) her zaman 1 sayılır.

import random
import sys

VERSION = 1
STICK_AT = 17          # krupiye bu değere ulaşınca durur

KRUPIYE = "Ayşe Hanım"
SORU = "1 = kart çek, 2 = dur. Seçimin: "
TEKRAR_SORU = "Bir el daha oynayalım mı? (e/h): "
SONUCLAR = {
    "player": "Sen kazandın!",
    "computer": KRUPIYE + " kazandı!",
    "draw": "Berabere!",
}


def card_value(card):
    """Bir kartın değeri: sayının kendisi (As = 1)."""
    return int(card)


def card_name(card):
    """Kartın ekranda görünüşü: '7'."""
    return str(card)


def hand_value(cards):
    """Elin değeri: kartların toplamı."""
    toplam = 0
    for kart in cards:
        toplam += card_value(kart)
    return toplam


def random_card(rng):
    """1'den 10'a kadar rastgele bir kart (hepsi eşit olasılıkla)."""
    return rng.randint(1, 10)


def toplam_ifadesi(cards):
    """Eli '7 + 5 + 10 = 22' biçiminde yazar."""
    return " + ".join(card_name(k) for k in cards) + " = " + str(hand_value(cards))


def computer_turn(draw):
    """Krupiyenin bütün turu: bir kart, sonra STICK_AT altındayken kart çeker."""
    eli = [draw()]
    while hand_value(eli) < STICK_AT:
        eli.append(draw())
    return eli


def player_turn(draw, ask, show=print):
    """Oyuncunun turu: her karttan sonra 1 (kart) ya da 2 (dur) sorulur."""
    elim = [draw()]
    while True:
        show("Elin: " + toplam_ifadesi(elim))
        if hand_value(elim) > 21:
            show("Battın! 21'i geçtin.")
            return elim
        cevap = ask(SORU).strip()
        if cevap == "1":
            elim.append(draw())
        elif cevap == "2":
            return elim
        else:
            show("Lütfen sadece 1 ya da 2 yaz.")


def decide_winner(computer_value, player_value):
    """'computer', 'player' ya da 'draw' döndürür."""
    krupiye_batti = computer_value > 21
    oyuncu_batti = player_value > 21
    if krupiye_batti and oyuncu_batti:
        return "draw"
    if krupiye_batti:
        return "player"
    if oyuncu_batti:
        return "computer"
    if player_value == computer_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    """Bir oyun: önce krupiye (gizli), sonra oyuncu, en sonda sonuç."""
    krupiye_eli = computer_turn(draw)
    oyuncu_eli = player_turn(draw, ask, show)
    kazanan = decide_winner(hand_value(krupiye_eli), hand_value(oyuncu_eli))
    show("------ Sonuç ------")
    show(KRUPIYE + ": " + toplam_ifadesi(krupiye_eli))
    show("Sen: " + toplam_ifadesi(oyuncu_eli))
    show(SONUCLAR[kazanan])
    return kazanan


def play_again(ask):
    """Cevap e ya da h olana kadar sorar; e ise True."""
    while True:
        cevap = ask(TEKRAR_SORU).strip().lower()
        if cevap == "e":
            return True
        if cevap == "h":
            return False


def oku(soru):
    """input() yerine: soruyu sys.stdout.write ile yazar, cevabı readline ile okur."""
    sys.stdout.write(soru)
    sys.stdout.flush()
    satir = sys.stdin.readline()
    if satir == "":
        raise EOFError
    return satir


def main(rng=None, ask=input, show=print):
    """Oyuncu 'h' diyene kadar oyun oynatır."""
    if rng is None:
        rng = random.Random()
    skor = {"player": 0, "computer": 0, "draw": 0}
    try:
        while True:
            show(f"Skor tablosu -> Sen: {skor['player']}  {KRUPIYE}: {skor['computer']}"
                 f"  Berabere: {skor['draw']}")
            kazanan = play_game(lambda: random_card(rng), ask, show)
            skor[kazanan] += 1
            if not play_again(ask):
                show("Görüşmek üzere!")
                return
    except EOFError:
        show("")


if __name__ == "__main__":
    main(ask=oku)
