"""Pontoon jokoa, 2. bertsioa: kartek izena dute (paloa gabe).

Ordenagailuak jokatzen du lehenengo, gero zuk. Kartak euskaraz erakusten dira.
"""
import random

VERSION = 2
STICK_AT = 17

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

# karta bakoitzaren balioa eta euskarazko izena
BALIOAK = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
           "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10,
           "Queen": 10, "King": 10}
IZENAK = {"Ace": "Bateko", "Two": "Bi", "Three": "Hiru", "Four": "Lau",
          "Five": "Bost", "Six": "Sei", "Seven": "Zazpi", "Eight": "Zortzi",
          "Nine": "Bederatzi", "Ten": "Hamar", "Jack": "Sota",
          "Queen": "Erregina", "King": "Errege"}

GALDERA = "Hartu ala gelditu? (h/g) "
BERRIZ = "Berriz jokatu? (b/e) "


def card_value(card):
    return BALIOAK[card]


def card_name(card):
    return IZENAK[card]


def hand_value(cards):
    guztira = 0
    for k in cards:
        guztira = guztira + card_value(k)
    return guztira


def random_card(rng):
    return rng.choice(RANKS)


def computer_turn(draw):
    kartak = []
    kartak.append(draw())
    while hand_value(kartak) < STICK_AT:
        kartak.append(draw())
    return kartak


def zure_eskua(kartak, show):
    show("Zure kartak: " + ", ".join(card_name(k) for k in kartak))
    show("Balioa: " + str(hand_value(kartak)))


def player_turn(draw, ask, show=print):
    kartak = [draw()]
    zure_eskua(kartak, show)
    while True:
        erantzuna = ask(GALDERA).strip().lower()
        if erantzuna in ("h", "hartu"):
            kartak.append(draw())
            zure_eskua(kartak, show)
            if hand_value(kartak) > 21:
                show("Pasatu zara! 21 baino gehiago.")
                break
        elif erantzuna in ("g", "gelditu"):
            break
        else:
            show("Idatzi h (hartu) edo g (gelditu).")
            zure_eskua(kartak, show)
    return kartak


def decide_winner(computer_value, player_value):
    ordenagailua_pasatu = computer_value > 21
    zu_pasatu = player_value > 21
    if ordenagailua_pasatu and zu_pasatu:
        return "draw"
    elif ordenagailua_pasatu:
        return "player"
    elif zu_pasatu:
        return "computer"
    elif computer_value == player_value:
        return "draw"
    elif computer_value < player_value:
        return "player"
    else:
        return "computer"


def zerrenda(izenburua, kartak, show):
    """Karta bakoitza bere lerroan, zenbakituta."""
    show(izenburua)
    zenb = 1
    for k in kartak:
        show("  " + str(zenb) + ". " + card_name(k))
        zenb += 1
    show("Balioa: " + str(hand_value(kartak)))


def play_game(draw, ask, show=print):
    show("Ordenagailua pentsatzen ari da...")
    ordenagailua = computer_turn(draw)
    show("Ordenagailuak bukatu du. Zure txanda!")
    show("Ordenagailuaren lehen karta: " + card_name(ordenagailua[0]))
    zu = player_turn(draw, ask, show)
    show("")
    zerrenda("Ordenagailuaren kartak:", ordenagailua, show)
    zerrenda("Zure kartak:", zu, show)
    irabazlea = decide_winner(hand_value(ordenagailua), hand_value(zu))
    if irabazlea == "player":
        show("Zuk irabazi duzu!")
    elif irabazlea == "computer":
        show("Ordenagailuak irabazi du!")
    else:
        show("Berdinketa!")
    return irabazlea


def play_again(ask):
    while True:
        e = ask(BERRIZ).strip().lower()
        if e in ("b", "bai"):
            return True
        if e in ("e", "ez"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random
    show("Ongi etorri Pontoon jokora!")
    jokatu = True
    while jokatu:
        try:
            play_game(lambda: random_card(rng), ask, show)
            jokatu = play_again(ask)
        except EOFError:
            return
    show("Agur!")


if __name__ == "__main__":
    main()
