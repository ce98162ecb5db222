"""Pontono, versio 4 - unu vera kartaro de 52 kartoj por ĉiu ludo.

La komputilo ludas unue, poste vi. Post ĉiu ludo aperas la poentaro.
"""
import random

VERSION = 4
STICK_AT = 16

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

RANGOJ = ("Aso", "Duo", "Trio", "Kvaro", "Kvino", "Seso", "Sepo",
          "Oko", "Naŭo", "Deko", "Fanto", "Damo", "Reĝo")
KOLOROJ = ("Trefoj", "Karooj", "Koroj", "Pikoj")


def card_value(card):
    return min(RANKS.index(card[0]) + 1, 10)


def card_name(card):
    rango, koloro = card
    return RANGOJ[RANKS.index(rango)] + " de " + KOLOROJ[SUITS.index(koloro)]


def hand_value(cards):
    return sum(card_value(k) for k in cards)


def new_deck():
    kartaro = []
    for koloro in SUITS:
        for rango in RANKS:
            kartaro.append((rango, koloro))
    return kartaro


def shuffled_deck(rng):
    kartaro = new_deck()
    rng.shuffle(kartaro)
    return kartaro


def computer_turn(draw):
    kartoj = [draw()]
    while hand_value(kartoj) < STICK_AT:
        kartoj.append(draw())
    return kartoj


def elcento(valoro):
    return "%d%% de 21" % round(valoro * 100 / 21)


def player_turn(draw, ask, show=print):
    kartoj = [draw()]
    while True:
        valoro = hand_value(kartoj)
        show("Viaj kartoj: " + ", ".join(card_name(k) for k in kartoj))
        show("Via valoro: %d  (%s)" % (valoro, elcento(valoro)))
        if valoro > 21:
            show("Vi superis 21!")
            break
        respondo = ask("Ĉu tiri aŭ resti? (tiri/resti) ").strip().lower()
        if respondo == "tiri":
            kartoj.append(draw())
        elif respondo == "resti":
            break
        else:
            show("Bonvolu skribi 'tiri' aŭ 'resti'.")
    return kartoj


def decide_winner(computer_value, player_value):
    if player_value > 21:
        return "draw" if computer_value > 21 else "computer"
    if computer_value > 21 or player_value > computer_value:
        return "player"
    if player_value == computer_value:
        return "draw"
    return "computer"


def play_game(draw, ask, show=print):
    komputilo = computer_turn(draw)
    ludanto = player_turn(draw, ask, show)
    show("")
    show("Komputilo havas: " + ", ".join(card_name(k) for k in komputilo))
    show("Valoro: %d" % hand_value(komputilo))
    show("Vi havas: " + ", ".join(card_name(k) for k in ludanto))
    show("Valoro: %d" % hand_value(ludanto))
    gajninto = decide_winner(hand_value(komputilo), hand_value(ludanto))
    if gajninto == "player":
        show("Vi venkis!")
    elif gajninto == "computer":
        show("La komputilo venkis!")
    else:
        show("Egala rezulto!")
    return gajninto


def play_again(ask):
    while True:
        respondo = ask("Ĉu ludi denove? (jes/ne) ").strip().lower()
        if respondo in ("jes", "ne"):
            return respondo == "jes"


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    poentaro = {"player": 0, "computer": 0, "draw": 0}
    show("Bonvenon al Pontono!")
    while True:
        try:
            kartaro = shuffled_deck(rng)
            draw = lambda: rng.choice(new_deck())
            gajninto = play_game(draw, ask, show)
            poentaro[gajninto] += 1
            show("Poentaro -> venkoj: %d, malvenkoj: %d, egalaĵoj: %d"
                 % (poentaro["player"], poentaro["computer"], poentaro["draw"]))
            if not play_again(ask):
                show("Ĝis revido!")
                break
        except EOFError:
            break


if __name__ == "__main__":
    main()
