"""Pontoon, útgáfa 3: spil með sortum.

Spil er par (rank, suit), t.d. ("Seven", "Hearts"). Á skjánum er hver hönd
sýnd sem tafla, ein lína á hvert spil:  spil | gildi | samtals.
"""

import random

VERSION = 3
STICK_AT = 15

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

GILDI = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
         "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10,
         "Queen": 10, "King": 10}

RANK_IS = {"Ace": "ás", "Two": "tvistur", "Three": "þristur", "Four": "fjarki",
           "Five": "fimma", "Six": "sexa", "Seven": "sjöa", "Eight": "átta",
           "Nine": "nía", "Ten": "tía", "Jack": "gosi", "Queen": "drottning",
           "King": "kóngur"}
SORT_IS = {"Clubs": "Lauf", "Diamonds": "Tígull", "Hearts": "Hjarta",
           "Spades": "Spaði"}

SPURNING = "Viltu taka spil (t) eða sitja (s)? "
AFTUR = "Annan leik? (j/n) "

NIDURSTADA = {"player": "Þú vinnur!", "computer": "Tölvan vinnur!",
              "draw": "Jafntefli!"}


def card_value(card):
    rank, _suit = card
    return GILDI[rank]


def card_name(card):
    rank, suit = card
    return f"{rank} of {suit}"


def nafn(card):
    """Íslenska nafnið: ("Seven", "Hearts") -> "Hjarta sjöa" """
    rank, suit = card
    return f"{SORT_IS[suit]} {RANK_IS[rank]}"


def hand_value(cards):
    return sum(card_value(card) for card in cards)


def random_card(rng):
    return (rng.choice(RANKS), rng.choice(SUITS))


def tafla(cards):
    """Handteiknuð tafla, ein lína á spil, dálkar jafnaðir með ljust."""
    rows = [("Spil", "Gildi", "Samtals")]
    samtals = 0
    for card in cards:
        samtals += card_value(card)
        rows.append((nafn(card), str(card_value(card)), str(samtals)))
    breidd = [max(len(row[i]) for row in rows) for i in range(3)]
    lines = []
    for n, row in enumerate(rows):
        lines.append(" | ".join(cell.ljust(breidd[i]) for i, cell in enumerate(row)).rstrip())
        if n == 0:
            lines.append("-+-".join("-" * b for b in breidd))
    return lines


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while True:
        show("Spilin þín:")
        for line in tafla(cards):
            show(line)
        show(f"Þú ert með {hand_value(cards)}")
        if hand_value(cards) > 21:
            show("Yfir 21, þú ert sprunginn!")
            return cards
        svar = ask(SPURNING).strip().lower()
        if svar == "t":
            cards.append(draw())
        elif svar == "s":
            return cards
        else:
            show("Svaraðu með t eða s.")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    tolva = computer_turn(draw)
    show("Tölvan er búin að draga. Nú átt þú leik.")
    leikmadur = player_turn(draw, ask, show)
    t_gildi, l_gildi = hand_value(tolva), hand_value(leikmadur)
    sigurvegari = decide_winner(t_gildi, l_gildi)
    show("")
    show("======== Niðurstaða ========")
    show("Tölvan:")
    for line in tafla(tolva):
        show(line)
    show(f"Tölvan er með {t_gildi}")
    show("Þú:")
    for line in tafla(leikmadur):
        show(line)
    show(f"Þú ert með {l_gildi}")
    show(NIDURSTADA[sigurvegari])
    return sigurvegari


def play_again(ask):
    while True:
        svar = ask(AFTUR).strip().lower()
        if svar in ("j", "já"):
            return True
        if svar in ("n", "nei"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Velkomin(n) í Pontoon! Komdu sem næst 21 án þess að fara yfir.")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Bless!")
                return
    except EOFError:
        return


if __name__ == "__main__":
    main()
