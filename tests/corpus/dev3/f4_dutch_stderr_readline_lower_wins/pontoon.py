"""Pontoon, versie 4: vragen op stderr, antwoorden met sys.stdin.readline; de computer is de bank."""
import random
import sys

VERSION = 4
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def vraag(tekst):
    sys.stderr.write(tekst)
    sys.stderr.flush()
    regel = sys.stdin.readline()
    if regel == "":
        raise EOFError
    return regel.strip().lower()


def nieuw_spel_kaarten():
    kaarten = [(rank, suit) for suit in SUITS for rank in RANKS]
    random.shuffle(kaarten)
    return kaarten


def waarde(hand):
    return sum(min(RANKS.index(rank) + 1, 10) for rank, _ in hand)


def namen(hand):
    return ", ".join(f"{rank} of {suit}" for rank, suit in hand)


def spel():
    stapel = nieuw_spel_kaarten()
    bank = [stapel.pop()]
    while waarde(bank) < STICK_AT:
        bank.append(stapel.pop())
    speler = [stapel.pop()]
    while waarde(speler) <= 21:
        print(f"Jouw kaarten: {namen(speler)} (waarde {waarde(speler)})")
        keuze = vraag("(k)aart of (p)assen? ")
        if keuze == "k":
            speler.append(stapel.pop())
        elif keuze == "p":
            break
        else:
            print("Typ k of p.")
    b, s = waarde(bank), waarde(speler)
    print(f"De bank: {namen(bank)}")
    print(f"Waarde: {b}")
    print(f"Jij: {namen(speler)}")
    print(f"Waarde: {s}")
    if b > 21 and s > 21:
        print("Allebei kapot: gelijkspel.")
    elif s > 21:
        print("Je bent kapot. De bank wint.")
    elif b > 21:
        print("De bank is kapot. Jij wint!")
    elif s < b:
        print("Jij wint!")
    elif b < s:
        print("De bank wint.")
    else:
        print("Gelijkspel.")


def main():
    while True:
        spel()
        antwoord = vraag("Nog een spel? (j/n) ")
        while antwoord not in ("j", "n"):
            antwoord = vraag("Nog een spel? (j/n) ")
        if antwoord == "n":
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        pass
