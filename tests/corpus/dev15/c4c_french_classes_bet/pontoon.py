# Pontoon - version 3
# Une carte = un rang et une couleur tirés au hasard, indépendamment.
# L'As vaut toujours 1. Valet, Dame, Roi valent 10.

import random

STICK_AT = 18

RANGS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R"]
COULEURS = ["♣", "♦", "♥", "♠"]


class Carte:
    def __init__(self, rang, couleur):
        self.rang = rang
        self.couleur = couleur

    @staticmethod
    def au_hasard():
        return Carte(random.choice(RANGS), random.choice(COULEURS))

    def valeur(self):
        if self.rang == "A":
            return 1
        if self.rang in ("V", "D", "R"):
            return 10
        return int(self.rang)

    def __str__(self):
        return self.rang + self.couleur


class Main:
    def __init__(self, nom):
        self.nom = nom
        self.cartes = []

    def tirer(self):
        self.cartes.append(Carte.au_hasard())

    def total(self):
        return sum(c.valeur() for c in self.cartes)

    def depasse(self):
        return self.total() > 21

    def __str__(self):
        texte = " ".join(str(c) for c in self.cartes)
        return f"{self.nom}: {texte} ({self.total()})"


def demander_mise(jetons):
    while True:
        reponse = input(f"Vous avez {jetons} jetons. Votre mise ? ").strip()
        if reponse.isdigit() and 1 <= int(reponse) <= jetons:
            return int(reponse)
        print(f"Entrez un nombre entre 1 et {jetons}.")


def tour_ordinateur():
    main = Main("Ordinateur")
    main.tirer()
    while main.total() < STICK_AT:
        main.tirer()
    return main


def tour_joueur():
    main = Main("Vous")
    main.tirer()
    while True:
        print(main)
        if main.depasse():
            print("Vous avez dépassé 21 !")
            return main
        choix = input("Carte ou reste ? (c/r) ").strip().lower()
        if choix == "r":
            return main
        elif choix == "c":
            main.tirer()
        else:
            print("Répondez c ou r, s'il vous plaît.")


def gagnant(ordi, joueur):
    o = ordi.total()
    j = joueur.total()
    if o > 21 and j > 21:
        return None
    if o > 21:
        return "joueur"
    if j > 21:
        return "ordinateur"
    if o == j:
        return None
    if j > o:
        return "joueur"
    return "ordinateur"


def rejouer():
    while True:
        r = input("Rejouer ? (o/n) ").strip().lower()
        if r in ("o", "oui"):
            return True
        if r in ("n", "non"):
            return False


def partie(jetons):
    mise = demander_mise(jetons)
    ordi = tour_ordinateur()
    print("L'ordinateur a joué. À vous !")
    joueur = tour_joueur()

    print()
    print("--- Résultat ---")
    print(ordi)
    print(joueur)
    g = gagnant(ordi, joueur)
    if g == "joueur":
        print("Vous gagnez !")
        jetons += mise
    elif g == "ordinateur":
        print("L'ordinateur gagne.")
        jetons -= mise
    else:
        print("Égalité.")
    print(f"Jetons : {jetons}")
    return jetons


def main():
    print("Bienvenue au Pontoon !")
    jetons = 100
    while True:
        print()
        jetons = partie(jetons)
        if jetons <= 0:
            print("Plus de jetons... on vous en redonne 100.")
            jetons = 100
        if not rejouer():
            print("Au revoir !")
            break


try:
    main()
except EOFError:
    pass
