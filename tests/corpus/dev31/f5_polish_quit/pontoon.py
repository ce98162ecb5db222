"""Oczko (pontoon) - wersja 3: karty mają kolory.

Komputer gra pierwszy, potem gracz dobiera albo pasuje.
As zawsze liczy się za 1, figury za 10.
"""
import random

VERSION = 3
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

NAZWY = {
    "Ace": "As", "Two": "Dwójka", "Three": "Trójka", "Four": "Czwórka",
    "Five": "Piątka", "Six": "Szóstka", "Seven": "Siódemka", "Eight": "Ósemka",
    "Nine": "Dziewiątka", "Ten": "Dziesiątka", "Jack": "Walet",
    "Queen": "Dama", "King": "Król",
}
KOLORY = {"Clubs": "trefl", "Diamonds": "karo", "Hearts": "kier", "Spades": "pik"}
WARTOSCI = dict(zip(RANKS, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)))


def card_value(card):
    figura, _kolor = card
    return WARTOSCI[figura]


def card_name(card):
    figura, kolor = card
    return f"{NAZWY[figura]} {KOLORY[kolor]}"


def hand_value(cards):
    return sum(card_value(karta) for karta in cards)


def random_card(rng):
    # figura i kolor losowane osobno
    return (rng.choice(RANKS), rng.choice(SUITS))


def lista(karty):
    return ", ".join(card_name(k) for k in karty)


def computer_turn(draw):
    karty = [draw()]
    while hand_value(karty) < STICK_AT:
        karty.append(draw())
    return karty


def player_turn(draw, ask, show=print):
    karty = [draw()]
    while True:
        show(f"Twoje karty: {lista(karty)}")
        show(f"Masz punktów: {hand_value(karty)}")
        if hand_value(karty) > 21:
            show("Fura! Masz ponad 21.")
            return karty
        odp = ask("Dobierasz czy pasujesz? (d/p) ").strip().lower()
        while odp not in ("d", "p", "dobieram", "pas"):
            show("Nie rozumiem. Wpisz d albo p.")
            odp = ask("Dobierasz czy pasujesz? (d/p) ").strip().lower()
        if odp.startswith("p"):
            return karty
        karty.append(draw())


def decide_winner(computer_value, player_value):
    komputer_fura = computer_value > 21
    gracz_fura = player_value > 21
    if komputer_fura and gracz_fura:
        return "draw"
    if komputer_fura or gracz_fura:
        return "computer" if gracz_fura else "player"
    if computer_value == player_value:
        return "draw"
    return "computer" if computer_value > player_value else "player"


WYNIKI = {"player": "Wygrywasz!", "computer": "Wygrywa komputer!", "draw": "Remis!"}


def play_game(draw, ask, show=print):
    komputer = computer_turn(draw)
    show(f"Komputer pokazuje pierwszą kartę: {card_name(komputer[0])}")
    gracz = player_turn(draw, ask, show)
    kto = decide_winner(hand_value(komputer), hand_value(gracz))
    show("")
    show(f"Karty komputera: {lista(komputer)}")
    show(f"Punkty komputera: {hand_value(komputer)}")
    show(f"Twoje karty: {lista(gracz)}")
    show(f"Twoje punkty: {hand_value(gracz)}")
    show(WYNIKI[kto])
    return kto


def play_again(ask):
    while True:
        odp = ask("Gramy jeszcze raz? (t/n) ").strip().lower()
        if odp in ("t", "tak"):
            return True
        if odp in ("n", "nie"):
            return False
        # cokolwiek innego - pytamy jeszcze raz


def main(rng=None, ask=input, show=print):
    los = rng if rng is not None else random   # bez rng: moduł random (zasiany na starcie)
    show("Witaj w grze w oczko!")
    try:
        while True:
            play_game(lambda: random_card(los), ask, show)
            if not play_again(ask):
                show("Dzięki za grę, do zobaczenia!")
                quit()
    except EOFError:
        show("")
        show("Koniec danych wejściowych. Do zobaczenia!")


if __name__ == "__main__":
    random.seed()   # dla uczciwości: świeże ziarno przy każdym uruchomieniu
    main()
