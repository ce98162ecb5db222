"""Pontoon toleo la 2: kadi zina majina (Ace, Two, ..., King).

Mchezo unaendeshwa kama "state machine": kamusi ya hali -> kazi.
Mchezaji anapewa kadi yake ya kwanza kwanza, kisha kompyuta inacheza
zamu yake yote (kwa siri), kisha mchezaji anaendelea.
"""
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

SWALI = "Chukua kadi au simama? (c/s) "
CHEZA_TENA = "Cheza tena? (n = ndiyo / h = hapana) "
MATOKEO = {"player": "Umeshinda!", "computer": "Kompyuta imeshinda!", "draw": "Sare!"}


def card_value(card):
    """Thamani ya kadi: Ace 1, Two..Nine namba yake, Ten/Jack/Queen/King 10."""
    nafasi = RANKS.index(card) + 1
    return 10 if nafasi > 10 else nafasi


def card_name(card):
    return card


def hand_value(cards):
    return sum(map(card_value, cards))


def random_card(rng):
    return RANKS[rng.randrange(len(RANKS))]


def majina(cards):
    return ", ".join(card_name(k) for k in cards)


def computer_turn(draw):
    mkono = [draw()]
    while hand_value(mkono) < STICK_AT:
        mkono.append(draw())
    return mkono


def player_turn(draw, ask, show=print, kwanza=None):
    """Zamu ya mchezaji. `kwanza` ni kadi ya kwanza ikiwa imeshagawiwa."""
    mkono = [kwanza if kwanza is not None else draw()]
    while hand_value(mkono) <= 21:
        show("Kadi zako: " + majina(mkono))
        show("Jumla yako: " + str(hand_value(mkono)))
        jibu = ask(SWALI).strip().lower()
        if jibu == "c":
            mkono.append(draw())
        elif jibu == "s":
            return mkono
        else:
            show("Andika c au s tu.")
    show("Kadi zako: " + majina(mkono))
    show("Umezidi 21! (jumla " + str(hand_value(mkono)) + ")")
    return mkono


def decide_winner(computer_value, player_value):
    if player_value > 21:
        return "draw" if computer_value > 21 else "computer"
    if computer_value > 21:
        return "player"
    if player_value > computer_value:
        return "player"
    if player_value < computer_value:
        return "computer"
    return "draw"


# ---- hali (states) za mchezo mmoja ----

def _gawa(hali):
    hali["kwanza"] = hali["draw"]()
    return "kompyuta"


def _kompyuta(hali):
    hali["kompyuta"] = computer_turn(hali["draw"])
    return "mchezaji"


def _mchezaji(hali):
    hali["mchezaji"] = player_turn(hali["draw"], hali["ask"], hali["show"], kwanza=hali["kwanza"])
    return "matokeo"


def _matokeo(hali):
    show = hali["show"]
    k, m = hali["kompyuta"], hali["mchezaji"]
    hali["mshindi"] = decide_winner(hand_value(k), hand_value(m))
    show("*** Matokeo ***")
    show("Kompyuta ina: " + majina(k))
    show("Jumla: " + str(hand_value(k)))
    show("Wewe una: " + majina(m))
    show("Jumla: " + str(hand_value(m)))
    show(MATOKEO[hali["mshindi"]])
    return "mwisho"


HALI = {"gawa": _gawa, "kompyuta": _kompyuta, "mchezaji": _mchezaji, "matokeo": _matokeo}


def play_game(draw, ask, show=print):
    hali = {"draw": draw, "ask": ask, "show": show}
    sasa = "gawa"
    while sasa != "mwisho":
        sasa = HALI[sasa](hali)
    return hali["mshindi"]


def play_again(ask):
    while True:
        jibu = ask(CHEZA_TENA).strip().lower()
        if jibu in ("n", "h"):
            return jibu == "n"


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    mchezo = 0
    try:
        while True:
            mchezo += 1
            show(f"===== Mchezo wa {mchezo} =====")
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Kwaheri!")
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
