# Pontoon - inguqulo yokuqala (version 1)
# Amakhadi ayizinombolo kusukela ku-1 kuya ku-10.
# Ikhompyutha idlala kuqala, bese kuba nguwe.
import random

VERSION = 1
STICK_AT = 14            # ikhompyutha iyama uma inani layo lifinyelela lapha
UMKHAWULO = 21           # ngaphezu kwalokhu: ushile (bust)
AMAKHADI = list(range(1, 11))

# izimo (states) zokudlala kwakho
DWEBA = "dweba"          # thatha ikhadi
BUZA = "buza"            # buza umdlali
QEDA = "qeda"            # kuphelile

IMIPHUMELA = {
    "player": "Uwinile!",
    "computer": "Ikhompyutha iwinile!",
    "draw": "Akekho owinile - kulingene!",
}


def card_value(card):
    return int(card)


def card_name(card):
    return str(card)


def hand_value(cards):
    return sum(card_value(ikhadi) for ikhadi in cards)


def random_card(rng):
    return rng.choice(AMAKHADI)


def computer_turn(draw):
    isandla = [draw()]
    while hand_value(isandla) < STICK_AT:
        isandla.append(draw())
    return isandla


def funda_inombolo(ask, umbuzo):
    """Returns the number typed, or None if it is not a number."""
    try:
        return int(ask(umbuzo))
    except ValueError:
        return None


def player_turn(draw, ask, show=print):
    isandla = []
    isimo = DWEBA
    while isimo != QEDA:
        if isimo == DWEBA:
            isandla.append(draw())
            if hand_value(isandla) > UMKHAWULO:
                show(f"{hand_value(isandla)} - ushile!")
                isimo = QEDA
            else:
                isimo = BUZA
        elif isimo == BUZA:
            show(f"Inani lakho: {hand_value(isandla)}")
            inombolo = funda_inombolo(ask, "1 = thatha ikhadi, 2 = yima: ")
            if inombolo == 1:
                isimo = DWEBA
            elif inombolo == 2:
                isimo = QEDA
            else:
                show("Faka u-1 noma u-2.")
    return isandla


def decide_winner(computer_value, player_value):
    ikhompyutha_ishile = computer_value > UMKHAWULO
    wena_ushile = player_value > UMKHAWULO
    if ikhompyutha_ishile and wena_ushile:
        return "computer"
    if ikhompyutha_ishile:
        return "player"
    if wena_ushile:
        return "computer"
    if computer_value > player_value:
        return "computer"
    if player_value > computer_value:
        return "player"
    return "draw"


def play_game(draw, ask, show=print):
    ikhompyutha = computer_turn(draw)
    wena = player_turn(draw, ask, show)
    k, w = hand_value(ikhompyutha), hand_value(wena)
    show(f"Ikhompyutha: {k}")
    show(f"Wena: {w}")
    owinile = decide_winner(k, w)
    show(IMIPHUMELA[owinile])
    return owinile


def play_again(ask):
    while True:
        inombolo = funda_inombolo(ask, "Dlala futhi? 1 = yebo, 2 = cha: ")
        if inombolo == 1:
            return True
        if inombolo == 2:
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random
    show("Siyakwamukela ku-Pontoon!")
    while True:
        try:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Sala kahle!")
                return
        except EOFError:
            return


if __name__ == "__main__":
    main()
