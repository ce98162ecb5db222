# Pontoon, bersyon 3
# Ang matag kard adunay ranggo ug palo (suit). Ang As kanunay usa (1) ra.
# Mauna ang kompyuter, tinago ang iyang mga kard, unya ikaw na.
# Ang mga ngalan sa kard gihubad sa Binisaya.

import json
import random
import time

VERSION = 3
STICK_AT = 15          # mohunong ang kompyuter kung 15 o labaw na

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

# hubad sa Binisaya
NGALAN_RANGGO = {
    "Ace": "As", "Two": "Duha", "Three": "Tulo", "Four": "Upat", "Five": "Lima",
    "Six": "Unom", "Seven": "Pito", "Eight": "Walo", "Nine": "Siyam",
    "Ten": "Napulo", "Jack": "Sota", "Queen": "Reyna", "King": "Hari",
}
NGALAN_PALO = {"Clubs": "Trebol", "Diamonds": "Diyamante",
               "Hearts": "Puso", "Spades": "Espada"}

HULAT = 0.05           # gamay nga hulat samtang ipakita ang kard sa kompyuter


def card_value(card):
    ranggo = card[0]
    numero = RANKS.index(ranggo) + 1
    if numero > 10:
        return 10       # Sota, Reyna, Hari = 10
    return numero


def card_name(card):
    ranggo, palo = card
    return NGALAN_RANGGO[ranggo] + " sa " + NGALAN_PALO[palo]


def hand_value(cards):
    return sum(card_value(k) for k in cards)


def random_card(rng):
    return (rng.choice(RANKS), rng.choice(SUITS))


def computer_turn(draw):
    kamot = [draw()]
    while hand_value(kamot) < STICK_AT:
        kamot.append(draw())
    return kamot


def player_turn(draw, ask, show=print):
    kamot = [draw()]
    while True:
        show("Imong mga kard: " + ", ".join(card_name(k) for k in kamot))
        show(f"Imong kantidad: {hand_value(kamot)}")
        if hand_value(kamot) > 21:
            show("Lapas na ka sa 21!")
            return kamot
        tubag = ask("Kuha pa o hunong? (k/h) ").strip().lower()
        if tubag in ("k", "kuha"):
            kamot.append(draw())
        elif tubag in ("h", "hunong"):
            return kamot
        else:
            show("Dili sakto ang tubag. Isulat ang k o h.")


def decide_winner(computer_value, player_value):
    lapas_kompyuter = computer_value > 21
    lapas_ikaw = player_value > 21
    if lapas_kompyuter and lapas_ikaw:
        return "draw"
    if lapas_kompyuter:
        return "player"
    if lapas_ikaw:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    kompyuter = computer_turn(draw)
    show("Nahuman na ang kompyuter. Ikaw na karon.")
    ikaw = player_turn(draw, ask, show)

    # karon ra ipakita ang mga kard sa kompyuter, usa-usa
    show("")
    show("Ang mga kard sa kompyuter:")
    for k in kompyuter:
        time.sleep(HULAT)
        show("   " + card_name(k))

    nk = hand_value(kompyuter)
    ni = hand_value(ikaw)
    resulta = {
        "kompyuter": [card_name(k) for k in kompyuter],
        "kantidad_kompyuter": nk,
        "ikaw": [card_name(k) for k in ikaw],
        "imong_kantidad": ni,
    }
    show(json.dumps(resulta, ensure_ascii=False))

    mananaog = decide_winner(nk, ni)
    if mananaog == "player":
        show("Midaog ka!")
    elif mananaog == "computer":
        show("Midaog ang kompyuter!")
    else:
        show("Tabla! Walay midaog.")
    return mananaog


def play_again(ask):
    while True:
        tubag = ask("Dula pa ta? (o/d) ").strip().lower()
        if tubag in ("o", "oo"):
            return True
        if tubag in ("d", "dili"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Maayong pag-abot sa Pontoon!")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Salamat sa pagdula!")
                return
    except EOFError:
        return


if __name__ == "__main__":
    main()
