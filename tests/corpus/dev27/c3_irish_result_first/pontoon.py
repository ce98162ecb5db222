"""Pontoon -- leagan 2 (version 2).

Is ainm céime é gach cárta (Aon, Dó, ... Rí). Imríonn an ríomhaire ar dtús,
i ngan fhios duit, ansin tusa. Tá tú briste má théann tú thar 21.
"""
import random

VERSION = 2
STICK_AT = 16   # stopann an ríomhaire nuair a shroicheann sé an luach seo
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
AINMNEACHA = ("Aon", "Dó", "Trí", "Ceathair", "Cúig", "Sé", "Seacht",
              "Ocht", "Naoi", "Deich", "Cuireata", "Banríon", "Rí")
TEORAINN = 21

TORTHAI = {
    "player": "Bhuaigh tusa!",
    "computer": "Bhuaigh an ríomhaire!",
    "draw": "Cothrom! Níor bhuaigh aon duine.",
}
TA = ("ba mhaith", "ba mhaith liom", "sea", "is ea", "tá", "ta", "b")
NIL = ("níor mhaith", "nior mhaith", "níor mhaith liom", "nior mhaith liom",
       "ní hea", "ni hea", "níl", "nil", "n")


def card_value(card):
    return min(RANKS.index(card) + 1, 10)


def card_name(card):
    return AINMNEACHA[RANKS.index(card)]


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return rng.choice(RANKS)


def liosta(cards):
    return ", ".join(card_name(c) for c in cards)


class Cluiche:
    """Cluiche amháin: an ríomhaire, ansin an t-imreoir, ansin an toradh."""

    def __init__(self, draw, ask=None, show=print):
        self.tarraing = draw
        self.fiafraigh = ask
        self.taispeain = show
        self.riomhaire = []
        self.imreoir = []

    def seal_riomhaire(self):
        self.riomhaire = [self.tarraing()]
        while hand_value(self.riomhaire) < STICK_AT:
            self.riomhaire.append(self.tarraing())
        return self.riomhaire

    def seal_imreora(self):
        self.imreoir = [self.tarraing()]
        while hand_value(self.imreoir) <= TEORAINN:
            self.taispeain(f"Do chártaí: {liosta(self.imreoir)} -- luach {hand_value(self.imreoir)}")
            freagra = self.fiafraigh("Cárta eile (c) nó fan (f)? ").strip().lower()
            if freagra == "c":
                self.imreoir.append(self.tarraing())
            elif freagra == "f":
                break
            else:
                self.taispeain("Níor thuig mé é sin. Clóscríobh c nó f.")
        return self.imreoir

    def imir(self):
        self.seal_riomhaire()
        self.seal_imreora()
        luach_r = hand_value(self.riomhaire)
        luach_i = hand_value(self.imreoir)
        buaiteoir = decide_winner(luach_r, luach_i)
        # an toradh ar dtús, ansin na lámha
        self.taispeain(TORTHAI[buaiteoir])
        self.taispeain(f"An ríomhaire: {liosta(self.riomhaire)} ({luach_r})")
        self.taispeain(f"Tusa: {liosta(self.imreoir)} ({luach_i})")
        return buaiteoir


def computer_turn(draw):
    return Cluiche(draw).seal_riomhaire()


def player_turn(draw, ask, show=print):
    return Cluiche(draw, ask, show).seal_imreora()


def decide_winner(computer_value, player_value):
    if computer_value > TEORAINN:
        if player_value > TEORAINN:
            return "draw"
        return "player"
    if player_value > TEORAINN:
        return "computer"
    if player_value == computer_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    return Cluiche(draw, ask, show).imir()


def play_again(ask):
    while True:
        freagra = " ".join(ask("Cluiche eile? (ba mhaith / níor mhaith) ").lower().split())
        if freagra in TA:
            return True
        if freagra in NIL:
            return False
        # aon rud eile: cuir an cheist arís


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Fáilte go Pontoon!")
    while True:
        try:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Slán abhaile!")
                break
        except EOFError:
            break


if __name__ == "__main__":
    main()
