"""Pontoon, verzija 3 -- karte z barvami.

Karta je par (rang, barva). Racunalnik igra prvi in skriva svoje karte,
potem igras ti. Rezultat je narisan v okvirju.
"""
import random

VERSION = 3
STICK_AT = 19
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

IMENA = {"Ace": "As", "Two": "Dvojka", "Three": "Trojka", "Four": "Štirica",
         "Five": "Petica", "Six": "Šestica", "Seven": "Sedmica", "Eight": "Osmica",
         "Nine": "Devetka", "Ten": "Desetka", "Jack": "Fant", "Queen": "Dama",
         "King": "Kralj"}
BARVE = {"Clubs": "križ", "Diamonds": "karo", "Hearts": "srce", "Spades": "pik"}
VREDNOSTI = {rang: min(i + 1, 10) for i, rang in enumerate(RANKS)}
MEJA = 21

IZIDI = {"player": "Zmagal si!", "computer": "Zmagal je računalnik!",
         "draw": "Neodločeno!"}


def card_value(card):
    rang, _barva = card
    return VREDNOSTI[rang]


def card_name(card):
    rang, barva = card
    return f"{IMENA[rang]} {BARVE[barva]}"


def hand_value(cards):
    return sum(card_value(k) for k in cards)


def random_card(rng):
    return (rng.choice(RANKS), rng.choice(SUITS))


def imena(roka):
    return ", ".join(card_name(k) for k in roka)


def computer_turn(draw):
    roka = [draw()]
    while hand_value(roka) < STICK_AT:
        roka.append(draw())
    return roka


# --- ukazi igralca: vsak vrne True, ce igralec igra naprej ---
def _vzemi(roka, draw):
    roka.append(draw())
    return True


def _ostani(roka, draw):
    return False


UKAZI = {"v": _vzemi, "o": _ostani}


def player_turn(draw, ask, show=print):
    roka = [draw()]
    naprej = True
    while naprej and hand_value(roka) <= MEJA:
        show("Tvoje karte: " + imena(roka))
        show(f"Vrednost: {hand_value(roka)}")
        ukaz = UKAZI.get(ask("Vzameš še eno (v) ali ostaneš (o)? ").strip().lower())
        if ukaz is None:
            show("Napačen vnos, poskusi znova.")
            continue
        naprej = ukaz(roka, draw)
    return roka


# --- kdo zmaga: tabela pogojev ---
def decide_winner(computer_value, player_value):
    r_cez = computer_value > MEJA
    i_cez = player_value > MEJA
    pravila = {
        (True, True): lambda: "draw",
        (True, False): lambda: "player",
        (False, True): lambda: "computer",
        (False, False): lambda: ("draw" if computer_value == player_value else
                                 "player" if player_value > computer_value else "computer"),
    }
    return pravila[(r_cez, i_cez)]()


def okvir(vrstice, show):
    sirina = max(len(v) for v in vrstice)
    show("+" + "-" * (sirina + 2) + "+")
    for v in vrstice:
        show(f"| {v:<{sirina}} |")
    show("+" + "-" * (sirina + 2) + "+")


def play_game(draw, ask, show=print):
    racunalnik = computer_turn(draw)
    show("Računalnik pokaže prvo karto: " + card_name(racunalnik[0]))
    igralec = player_turn(draw, ask, show)
    vr, vi = hand_value(racunalnik), hand_value(igralec)
    zmagovalec = decide_winner(vr, vi)
    okvir([
        "Računalnik: " + imena(racunalnik),
        f"Vrednost: {vr}",
        "Ti: " + imena(igralec),
        f"Vrednost: {vi}",
        IZIDI[zmagovalec],
    ], show)
    return zmagovalec


ODGOVORI = {"da": True, "ne": False}


def play_again(ask):
    odgovor = None
    while odgovor not in ODGOVORI:
        odgovor = ask("Še ena igra? (da/ne) ").strip().lower()
    return ODGOVORI[odgovor]


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    show("Dobrodošel v igri Pontoon!")
    try:
        igramo = True
        while igramo:
            play_game(lambda: random_card(rng), ask, show)
            igramo = play_again(ask)
        show("Adijo!")
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
