# Pontoon - Version 2
# Hausaufgabe Programmieren 1
# Die Karten sind nur Rangnamen (keine Farben). Ass zaehlt immer 1.

import random

VERSION = 2
STICK_AT = 17   # der Computer zieht, solange er weniger als 17 hat

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

# deutsche Namen fuer die Anzeige
DEUTSCH = {
    "Ace": "Ass", "Two": "Zwei", "Three": "Drei", "Four": "Vier",
    "Five": "Fünf", "Six": "Sechs", "Seven": "Sieben", "Eight": "Acht",
    "Nine": "Neun", "Ten": "Zehn", "Jack": "Bube", "Queen": "Dame",
    "King": "König",
}


def card_value(card):
    nummer = RANKS.index(card) + 1      # Ass = 1, Zwei = 2, ...
    if nummer > 10:                     # Bube, Dame, Koenig
        nummer = 10
    return nummer


def card_name(card):
    # laut Aufgabe englischer Name
    return card


def deutscher_name(card):
    return DEUTSCH[card]


def hand_value(cards):
    return sum(card_value(k) for k in cards)


def random_card(rng):
    return rng.choice(RANKS)


def karten_text(karten):
    return ", ".join(deutscher_name(k) for k in karten)


def computer_turn(draw):
    karten = [draw()]
    while hand_value(karten) < STICK_AT:
        karten.append(draw())
    return karten


def player_turn(draw, ask, show=print):
    karten = [draw()]
    while True:
        wert = hand_value(karten)
        show(f"Deine Karten: {karten_text(karten)}  (Wert: {wert})")
        if wert > 21:
            show("Über 21 - du hast dich überkauft!")
            return karten
        antwort = ask("Noch eine Karte? (j/n) ").strip().lower()
        while antwort not in ("j", "n"):
            show("Bitte nur j oder n eingeben.")
            antwort = ask("Noch eine Karte? (j/n) ").strip().lower()
        if antwort == "n":
            return karten
        karten.append(draw())


def decide_winner(computer_value, player_value):
    computer_drueber = computer_value > 21
    spieler_drueber = player_value > 21
    if computer_drueber and spieler_drueber:
        return "draw"
    if computer_drueber:
        return "player"
    if spieler_drueber:
        return "computer"
    if player_value > computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"


def play_game(draw, ask, show=print):
    show("")
    show("Du fängst an!")
    spieler = player_turn(draw, ask, show)
    show("Jetzt zieht der Computer seine Karten ...")
    computer = computer_turn(draw)

    c_wert = hand_value(computer)
    s_wert = hand_value(spieler)
    sieger = decide_winner(c_wert, s_wert)

    show("")
    show("-------- Ergebnis --------")
    show(f"Computer: {karten_text(computer)}  -> {c_wert}")
    show(f"Du:       {karten_text(spieler)}  -> {s_wert}")
    if sieger == "player":
        show("Du hast gewonnen!")
    elif sieger == "computer":
        show("Der Computer hat gewonnen.")
    elif c_wert > 21 and s_wert > 21:
        show("Beide über 21 - unentschieden!")
    else:
        show("Unentschieden!")
    show("--------------------------")
    return sieger


def play_again(ask):
    while True:
        antwort = ask("Noch ein Spiel? (j/n) ").strip().lower()
        if antwort == "j":
            return True
        if antwort == "n":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random

    def ziehen():
        return random_card(rng)

    show("Willkommen bei Pontoon!")
    try:
        while True:
            play_game(ziehen, ask, show)
            if not play_again(ask):
                break
    except EOFError:
        show("")
        return
    show("Tschüss!")


if __name__ == "__main__":
    main()
