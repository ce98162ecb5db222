# Pontoon (ẹ̀dà kìíní): káàdì jẹ́ nọ́mbà láti 1 dé 10.
# Kọ̀mpútà ló kọ́kọ́ ṣeré, ṣùgbọ́n o kò ní rí káàdì rẹ̀ títí di òpin.
import random

VERSION = 1
STICK_AT = 16

IBEERE = "Ṣé o fẹ́ fa káàdì míì tàbí dúró? (fa/duro) "
IBEERE_TUNTA = "Ṣé o fẹ́ tún ṣeré? (beeni/rara) "

ABAJADE = {
    "player": "Ìwọ ló borí!",
    "computer": "Kọ̀mpútà ló borí!",
    "draw": "Ọ̀mì ni - kò sí ẹni tó borí.",
}


def card_value(card):
    return card


def card_name(card):
    return str(card)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return rng.choice(range(1, 11))


def ila(cards):
    return ", ".join(card_name(c) for c in cards) + " | Iye: " + str(hand_value(cards))


def pelu_akoko(card, draw):
    """Fún ní káàdì tí a ti pín tẹ́lẹ̀ kọ́kọ́, lẹ́yìn náà fa láti inú draw."""
    o_ku = [card]

    def fa():
        if o_ku:
            return o_ku.pop()
        return draw()
    return fa


def computer_turn(draw):
    owo = [draw()]
    while hand_value(owo) < STICK_AT:
        owo.append(draw())
    return owo


# Àwọn ìdáhùn, ọ̀kọ̀ọ̀kan ní iṣẹ́ tirẹ̀. Ó dá True padà tí eré bá ń bá a lọ.
def _fa(owo, draw):
    owo.append(draw())
    return True


def _duro(owo, draw):
    return False


ISE = {"fa": _fa, "duro": _duro}


def player_turn(draw, ask, show=print):
    owo = [draw()]
    while True:
        show("Káàdì rẹ: " + ila(owo))
        if hand_value(owo) > 21:
            show("Iye rẹ ti kọjá 21! Ìgbà rẹ ti parí.")
            return owo
        idahun = ask(IBEERE).strip().lower()
        ise = ISE.get(idahun)
        if ise is None:
            show("Kò yé mi. Kọ 'fa' tàbí 'duro'.")
            continue
        if not ise(owo, draw):
            return owo


def decide_winner(computer_value, player_value):
    komputa_jona = computer_value > 21
    iwo_jona = player_value > 21
    if komputa_jona and iwo_jona:
        return "draw"
    if iwo_jona:
        return "computer"
    if komputa_jona:
        return "player"
    if player_value == computer_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    # Bí i tábìlì gidi: káàdì kan fún kọ̀mpútà, káàdì kan fún ọ,
    # lẹ́yìn náà kọ̀mpútà parí ìgbà rẹ̀, lẹ́yìn náà ìwọ.
    akoko_komputa = draw()
    akoko_tire = draw()
    komputa = computer_turn(pelu_akoko(akoko_komputa, draw))
    tire = player_turn(pelu_akoko(akoko_tire, draw), ask, show)
    show("--------")
    show("Kọ̀mpútà: " + ila(komputa))
    show("Ìwọ: " + ila(tire))
    olubori = decide_winner(hand_value(komputa), hand_value(tire))
    show(ABAJADE[olubori])
    return olubori


IDAHUN_TUNTA = {"beeni": True, "rara": False}


def play_again(ask):
    while True:
        idahun = ask(IBEERE_TUNTA).strip().lower()
        if idahun in IDAHUN_TUNTA:
            return IDAHUN_TUNTA[idahun]


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random
    show("Ẹ káàbọ̀ sí Pontoon!")
    isiro = {"player": 0, "computer": 0, "draw": 0}
    try:
        while True:
            olubori = play_game(lambda: random_card(rng), ask, show)
            isiro[olubori] += 1
            gbogbo = sum(isiro.values())
            ogorun = 100 * isiro["player"] / gbogbo
            show(f"Ìṣirò: ìṣẹ́gun {isiro['player']}, òfò {isiro['computer']}, "
                 f"ọ̀mì {isiro['draw']} - o borí {ogorun:.0f}% nínú eré {gbogbo}")
            if not play_again(ask):
                show("Ó dàbọ̀!")
                break
    except EOFError:
        pass


if __name__ == "__main__":
    main()
