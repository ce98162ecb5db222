"""Pontoon, Version 4 (ein Kartenspiel mit 52 Karten)."""
import random

VERSION = 4
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def card_value(card):
    """Wert einer Karte."""
    rang = card[0]
    if rang in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rang) + 1


def card_name(card):
    """Name einer Karte, z.B. 'Seven of Hearts'."""
    return f"{card[0]} of {card[1]}"


def hand_value(cards):
    """Wert einer Hand."""
    return sum(card_value(k) for k in cards)


def new_deck():
    """Alle 52 Karten in fester Reihenfolge."""
    return [(r, s) for s in SUITS for r in RANKS]


def shuffled_deck(rng):
    """Ein neu gemischtes Deck."""
    return rng.sample(new_deck(), 52)


def computer_turn(draw):
    """Der Computer zieht, bis er STICK_AT erreicht."""
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def player_turn(draw, ask, show=print):
    """Der Zug des Spielers."""
    hand = [draw()]
    while True:
        show("Deine Karten: " + ", ".join(card_name(k) for k in hand))
        show("Dein Wert: " + str(hand_value(hand)))
        if hand_value(hand) > 21:
            show("Ueber 21, du hast verloren!")
            return hand
        antwort = ask("Noch eine Karte? (j/n) ").strip().lower()
        if antwort == "j":
            hand.append(draw())
        elif antwort == "n":
            return hand
        else:
            show("Bitte nur j oder n.")


def decide_winner(computer_value, player_value):
    """'computer', 'player' oder 'draw'."""
    c_bust = computer_value > 21
    p_bust = player_value > 21
    if c_bust and p_bust:
        return "draw"
    if c_bust:
        return "player"
    if p_bust:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    """Ein ganzes Spiel."""
    computer = computer_turn(draw)
    spieler = player_turn(draw, ask, show)
    show("Computer hat: " + ", ".join(card_name(k) for k in computer))
    show("Wert: " + str(hand_value(computer)))
    show("Du hast: " + ", ".join(card_name(k) for k in spieler))
    show("Wert: " + str(hand_value(spieler)))
    sieger = decide_winner(hand_value(computer), hand_value(spieler))
    if sieger == "player":
        show("Du gewinnst!")
    elif sieger == "computer":
        show("Der Computer gewinnt!")
    else:
        show("Unentschieden!")
    return sieger


def play_again(ask):
    """Fragt, ob noch ein Spiel gespielt wird."""
    while True:
        antwort = ask("Noch ein Spiel? (j/n) ").strip().lower()
        if antwort == "j":
            return True
        if antwort == "n":
            return False


def main(rng=None, ask=input, show=print):
    """Spiele, bis der Spieler n sagt."""
    if rng is None:
        rng = random.Random()
    try:
        while True:
            deck = shuffled_deck(rng)
            play_game(deck.pop, ask, show)
            if not play_again(ask):
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
