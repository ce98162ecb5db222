"""Πόντουν, έκδοση 3: φύλλα με χρώμα (rank, suit).

Πριν από κάθε φύλλο που σου μοιράζεται γυρίζει ένα μικρό «σπινεράκι»
(| / - \\) στην ίδια γραμμή με \\r, και μετά εμφανίζεται το φύλλο.
"""

import random

VERSION = 3
STICK_AT = 17

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

ONOMATA = {
    "Ace": "Άσσος", "Two": "Δυάρι", "Three": "Τριάρι", "Four": "Τεσσάρι",
    "Five": "Πεντάρι", "Six": "Εξάρι", "Seven": "Εφτάρι", "Eight": "Οχτάρι",
    "Nine": "Εννιάρι", "Ten": "Δεκάρι", "Jack": "Βαλές", "Queen": "Ντάμα",
    "King": "Ρήγας",
}
XROMATA = {"Clubs": "Σπαθί", "Diamonds": "Καρό", "Hearts": "Κούπα",
           "Spades": "Μπαστούνι"}

SPINNER = ("|", "/", "-", "\\")

EROTISI = "Τραβάς κι άλλο ή κάθεσαι; (t/s) "
KSANA = "Άλλο ένα παιχνίδι; (y/n) "

APOTELESMA = {"player": "Κέρδισες!", "computer": "Κέρδισε ο υπολογιστής!",
              "draw": "Ισοπαλία!"}


def card_value(card):
    rank = card[0]
    if rank == "Ace":
        return 1
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def card_name(card):
    return f"{card[0]} of {card[1]}"


def onoma(card):
    """("King", "Hearts") -> "Ρήγας Κούπα" """
    return f"{ONOMATA[card[0]]} {XROMATA[card[1]]}"


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return (rng.choice(RANKS), rng.choice(SUITS))


def spin(card):
    """Το σπινεράκι σε μία γραμμή: κάθε καρέ πάνω στο προηγούμενο με \\r."""
    frames = "\r".join(f"Μοιράζω {s}" for s in SPINNER)
    return f"{frames}\rΠήρες: {onoma(card)}   "


def fylla(cards):
    return ", ".join(onoma(c) for c in cards)


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    show(spin(cards[-1]))
    while True:
        show(f"Τα φύλλα σου: {fylla(cards)}")
        show(f"Σύνολο: {hand_value(cards)}")
        if hand_value(cards) > 21:
            show("Κάηκες! Πέρασες το 21.")
            return cards
        apantisi = ask(EROTISI).strip().lower()
        if apantisi == "t":
            cards.append(draw())
            show(spin(cards[-1]))
        elif apantisi == "s":
            return cards
        else:
            show("Γράψε t ή s.")


def decide_winner(computer_value, player_value):
    if computer_value > 21:
        return "draw" if player_value > 21 else "player"
    if player_value > 21:
        return "computer"
    if player_value == computer_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    ypologistis = computer_turn(draw)
    show("Ο υπολογιστής τράβηξε τα φύλλα του. Σειρά σου!")
    paiktis = player_turn(draw, ask, show)
    y, p = hand_value(ypologistis), hand_value(paiktis)
    nikitis = decide_winner(y, p)
    show("----- Αποτέλεσμα -----")
    show(f"Υπολογιστής: {fylla(ypologistis)} ({y})")
    show(f"Εσύ: {fylla(paiktis)} ({p})")
    show(APOTELESMA[nikitis])
    return nikitis


def play_again(ask):
    while True:
        a = ask(KSANA).strip().lower()
        if a in ("y", "yes", "ν", "ναι"):
            return True
        if a in ("n", "no", "ο", "όχι"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Καλώς ήρθες στο Πόντουν! Φτάσε όσο πιο κοντά στο 21 χωρίς να το περάσεις.")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Γεια σου!")
                break
    except EOFError:
        pass


if __name__ == "__main__":
    main()
