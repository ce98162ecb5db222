"""Pontoon, 2 versija: kortos turi vardus (be rūšių).

Kompiuteris žaidžia pirmas, bet tu jo kortų nematai. Kai baigi savo ėjimą,
kompiuterio ėjimas parodomas iš naujo: korta po kortos, su suma.
"""
import random

VERSION = 2
STICK_AT = 15

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
         "Nine", "Ten", "Jack", "Queen", "King")

KLAUSIMAS = "Imti dar vieną ar sustoti? (i/s) "
DAR_KARTA = "Žaisti dar kartą? (t/n) "


def card_value(card):
    """Tūzas (Ace) = 1, Two..Nine = skaičius, Ten, Jack, Queen, King = 10."""
    indeksas = RANKS.index(card)
    if indeksas >= 9:
        return 10
    return indeksas + 1


def card_name(card):
    return card


def hand_value(cards):
    suma = 0
    for korta in cards:
        suma += card_value(korta)
    return suma


def random_card(rng):
    return RANKS[rng.randrange(len(RANKS))]


def kortos(cards):
    return ", ".join(card_name(k) for k in cards)


def computer_turn(draw):
    rankoje = [draw()]
    while hand_value(rankoje) < STICK_AT:
        rankoje.append(draw())
    return rankoje


def player_turn(draw, ask, show=print):
    rankoje = [draw()]
    while True:
        show(f"Tavo kortos: {kortos(rankoje)} (suma {hand_value(rankoje)})")
        if hand_value(rankoje) > 21:
            show("Viršijai 21 - tavo ėjimas baigtas.")
            break
        atsakymas = ask(KLAUSIMAS).strip().lower()
        if atsakymas == "i":
            rankoje.append(draw())
        elif atsakymas == "s":
            break
        else:
            show("Nesupratau. Rašyk i (imti) arba s (sustoti).")
    return rankoje


def decide_winner(computer_value, player_value):
    if computer_value > 21:
        return "draw" if player_value > 21 else "player"
    if player_value > 21:
        return "computer"
    if player_value > computer_value:
        return "player"
    elif player_value < computer_value:
        return "computer"
    else:
        return "draw"


def pakartok_kompiuterio_ejima(rankoje, show):
    """Kompiuterio ėjimas iš naujo, korta po kortos."""
    show("Kompiuteris ėjo pirmas. Štai kaip:")
    suma = 0
    for nr, korta in enumerate(rankoje, start=1):
        suma += card_value(korta)
        show(f"  {nr}. {card_name(korta)} -> suma {suma}")
    if suma > 21:
        show("  ...ir viršijo 21!")
    else:
        show(f"  ...ir sustojo ties {suma}.")


def play_game(draw, ask, show=print):
    kompiuteris = computer_turn(draw)
    pakartok_kompiuterio_ejima(kompiuteris, show)
    zaidejas = player_turn(draw, ask, show)
    show(f"Kompiuterio kortos: {kortos(kompiuteris)} (suma {hand_value(kompiuteris)})")
    show(f"Tavo kortos: {kortos(zaidejas)} (suma {hand_value(zaidejas)})")
    laimetojas = decide_winner(hand_value(kompiuteris), hand_value(zaidejas))
    if laimetojas == "player":
        show("Laimėjai!")
    elif laimetojas == "computer":
        show("Laimėjo kompiuteris.")
    else:
        show("Lygiosios!")
    return laimetojas


def play_again(ask):
    while True:
        atsakymas = ask(DAR_KARTA).strip().lower()
        if atsakymas == "t":
            return True
        if atsakymas == "n":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Sveiki atvykę į Pontoon!")
    try:
        zaisti = True
        while zaisti:
            play_game(lambda: random_card(rng), ask, show)
            zaisti = play_again(ask)
        show("Iki!")
    except EOFError:
        return


if __name__ == "__main__":
    main()
