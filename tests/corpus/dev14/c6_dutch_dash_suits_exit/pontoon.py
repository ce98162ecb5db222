# Pontoon, versie 4: elk spel komt uit een vers geschud kaartspel van 52 kaarten.
import random
import sys

VERSION = 4
STICK_AT = 19

RANGEN = ("Aas", "Twee", "Drie", "Vier", "Vijf", "Zes", "Zeven",
          "Acht", "Negen", "Tien", "Boer", "Vrouw", "Heer")
KLEUREN = ("Klaveren", "Ruiten", "Harten", "Schoppen")


def zeg(tekst):
    print(tekst + "\n", end="", flush=True)


def vraag(tekst):
    try:
        return input(tekst)
    except EOFError:
        print("", flush=True)
        sys.exit(0)


def nieuw_spel_kaarten():
    stapel = [(r, k) for k in KLEUREN for r in RANGEN]
    return random.sample(stapel, len(stapel))


def kaartnaam(kaart):
    return kaart[0] + " - " + kaart[1]


def waarde(hand):
    return sum(min(RANGEN.index(r) + 1, 10) for r, _ in hand)


def beurt_computer(stapel):
    hand = [stapel.pop(0)]
    while waarde(hand) < STICK_AT:
        hand.append(stapel.pop(0))
    return hand


def beurt_speler(stapel):
    hand = [stapel.pop(0)]
    while True:
        zeg("Jouw kaarten: " + ", ".join(kaartnaam(k) for k in hand)
            + " (waarde " + str(waarde(hand)) + ")")
        if waarde(hand) > 21:
            zeg("Meer dan 21, je bent kapot!")
            return hand
        keuze = vraag("Nog een kaart of passen? (k/p) ").strip().lower()
        while keuze not in ("k", "p"):
            keuze = vraag("Typ k (kaart) of p (passen): ").strip().lower()
        if keuze == "p":
            return hand
        hand.append(stapel.pop(0))


def winnaar(c, s):
    if c > 21 and s > 21:
        return "gelijk"
    if c > 21:
        return "speler"
    if s > 21:
        return "computer"
    if c == s:
        return "gelijk"
    return "speler" if s > c else "computer"


UITSLAG = {
    "gelijk": "Gelijkspel! Niemand wint.",
    "speler": "Jij wint!",
    "computer": "De computer wint!",
}


def main():
    zeg("Welkom bij Pontoon!")
    while True:
        stapel = nieuw_spel_kaarten()
        computer = beurt_computer(stapel)
        speler = beurt_speler(stapel)
        zeg("De computer heeft: " + ", ".join(kaartnaam(k) for k in computer))
        zeg("Waarde: " + str(waarde(computer)))
        zeg("Jij hebt: " + ", ".join(kaartnaam(k) for k in speler))
        zeg("Waarde: " + str(waarde(speler)))
        zeg(UITSLAG[winnaar(waarde(computer), waarde(speler))])
        while True:
            nog = vraag("Nog een spel? (j/n) ").strip().lower()
            if nog == "j":
                break
            if nog == "n":
                zeg("Tot ziens!")
                exit()
            zeg("Antwoord met j of n.")


if __name__ == "__main__":
    main()
