"""Pontoon in the student's own language (a development program for the grader)."""
import random
VERSION = 2
STICK_AT = 16
SEMI = ["Asso", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette", "Otto", "Nove", "Dieci", "Fante", "Donna", "Re"]

def pesca():
    return random.choices(SEMI, k=1)[0]

def punti(mano):
    tot = 0
    for c in mano:
        tot += min(SEMI.index(c) + 1, 10)
    return tot

def partita():
    banco = [pesca()]
    while punti(banco) < STICK_AT:
        banco.append(pesca())
    io = [pesca()]
    while True:
        print("Le tue carte:", ", ".join(io), "| punti:", punti(io))
        if punti(io) > 21:
            break
        scelta = input("Carta o stai? (c/s) ").strip().lower()
        if scelta == "c":
            io.append(pesca())
        elif scelta == "s":
            break
    print("Il banco ha:", ", ".join(banco), "| punti:", punti(banco))
    print("Tu hai:", ", ".join(io), "| punti:", punti(io))
    b, g = punti(banco), punti(io)
    if b > 21 and g > 21:
        print("Pareggio")
    elif g > 21:
        print("Hai sballato, vince il banco")
    elif b > 21:
        print("Il banco ha sballato, vinci tu")
    elif g > b:
        print("Vinci tu")
    elif b > g:
        print("Vince il banco")
    else:
        print("Pareggio")

def gioca():
    partita()
    try:
        if input("Ancora? (s/n) ") == "s":
            gioca()
    except EOFError:
        pass

try:
    gioca()
except EOFError:
    pass
