"""Ventti (pontoon), versio 1.

Kortit ovat numeroita 1-10 (ässä on 1). Tietokone pelaa ensin salaa,
sitten pelaaja ottaa kortteja tai jää. Lopuksi näytetään molempien summat.
"""
import random

VERSION = 1
STICK_AT = 16  # tietokone jää, kun sen summa on vähintään 16

LEVEYS = 26  # tulosrivien otsikoiden leveys (täytetään pisteillä)


def card_value(card):
    """Kortin arvo on sen numero: 1 (ässä) ... 10."""
    return card


def card_name(card):
    return f"{card}"


def hand_value(cards):
    return sum(card_value(kortti) for kortti in cards)


def random_card(rng):
    return rng.randint(1, 10)


def rivi(otsikko, arvo):
    """Otsikko pisteillä täytettynä, esim. 'Sinun summasi ........ 17'."""
    return f"{otsikko + ' ':.<{LEVEYS}} {arvo}"


def computer_turn(draw):
    kasi = [draw()]
    while hand_value(kasi) < STICK_AT:
        kasi.append(draw())
    return kasi


def player_turn(draw, ask, show=print):
    kasi = [draw()]
    while True:
        summa = hand_value(kasi)
        show(rivi("Korttisi", " ".join(card_name(k) for k in kasi)))
        show(rivi("Sinun summasi", summa))
        if summa > 21:
            show("Menit yli 21:n!")
            break
        vastaus = ask("Otatko kortin (o) vai jäätkö (j)? ").strip().lower()
        if vastaus == "o":
            kasi.append(draw())
        elif vastaus == "j":
            break
        else:
            show("Vastaa o (ota kortti) tai j (jää).")
    return kasi


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    elif computer_value > 21:
        return "player"
    elif player_value > 21:
        return "computer"
    elif player_value > computer_value:
        return "player"
    elif computer_value > player_value:
        return "computer"
    else:
        return "draw"


TULOKSET = {
    "player": "Sinä voitit!",
    "computer": "Tietokone voitti!",
    "draw": "Tasapeli!",
}


def play_game(draw, ask, show=print):
    tietokone = computer_turn(draw)
    show("Tietokone on pelannut vuoronsa. Nyt on sinun vuorosi.")
    pelaaja = player_turn(draw, ask, show)
    t_summa = hand_value(tietokone)
    p_summa = hand_value(pelaaja)
    voittaja = decide_winner(t_summa, p_summa)
    show("-" * (LEVEYS + 4))
    show(rivi("Tietokoneen summa", t_summa))
    show(rivi("Sinun summasi", p_summa))
    show(TULOKSET[voittaja])
    show("-" * (LEVEYS + 4))
    return voittaja


def play_again(ask):
    while True:
        vastaus = ask("Pelataanko uudestaan? (k/e) ").strip().lower()
        if vastaus in ("k", "kyllä"):
            return True
        if vastaus in ("e", "ei"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Tervetuloa pelaamaan venttiä!")
    try:
        jatketaan = True
        while jatketaan:
            play_game(lambda: random_card(rng), ask, show)
            jatketaan = play_again(ask)
        show("Kiitos pelistä!")
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
