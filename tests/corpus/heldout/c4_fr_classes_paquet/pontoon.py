"""Pontoon version 4 : un vrai paquet de 52 cartes, avec des classes."""
import random

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


class Carte:
    def __init__(self, rang, couleur):
        self.rang = rang
        self.couleur = couleur

    def valeur(self):
        return min(RANKS.index(self.rang) + 1, 10)

    def __str__(self):
        return f"{self.rang} of {self.couleur}"


class Paquet:
    def __init__(self):
        self.cartes = [Carte(r, c) for c in SUITS for r in RANKS]
        random.shuffle(self.cartes)

    def tirer(self):
        return self.cartes.pop()


class Main:
    def __init__(self):
        self.cartes = []

    def ajouter(self, carte):
        self.cartes.append(carte)

    def valeur(self):
        return sum(c.valeur() for c in self.cartes)

    def depasse(self):
        return self.valeur() > 21

    def __str__(self):
        return ", ".join(str(c) for c in self.cartes)


class Partie:
    SEUIL = 17

    def __init__(self):
        self.paquet = Paquet()
        self.croupier = Main()
        self.joueur = Main()

    def tour_croupier(self):
        self.croupier.ajouter(self.paquet.tirer())
        while self.croupier.valeur() < self.SEUIL:
            self.croupier.ajouter(self.paquet.tirer())

    def tour_joueur(self):
        self.joueur.ajouter(self.paquet.tirer())
        while True:
            print("Vos cartes :", self.joueur)
            print("Votre valeur :", self.joueur.valeur())
            if self.joueur.depasse():
                print("Vous avez depasse 21 !")
                return
            rep = input("Une autre carte ? (o/n) ").strip().lower()
            if rep == "o":
                self.joueur.ajouter(self.paquet.tirer())
            elif rep == "n":
                return
            else:
                print("Tapez o pour oui ou n pour non.")

    def resultat(self):
        c, j = self.croupier.valeur(), self.joueur.valeur()
        print()
        print("Le croupier a :", self.croupier)
        print("Valeur :", c)
        print("Vous avez :", self.joueur)
        print("Valeur :", j)
        if c > 21 and j > 21:
            print("Les deux ont depasse : egalite.")
        elif c > 21:
            print("Vous gagnez !")
        elif j > 21:
            print("Le croupier gagne.")
        elif c == j:
            print("Egalite.")
        elif j > c:
            print("Vous gagnez !")
        else:
            print("Le croupier gagne.")

    def jouer(self):
        self.tour_croupier()
        self.tour_joueur()
        self.resultat()


def encore():
    while True:
        rep = input("Rejouer ? (o/n) ").strip().lower()
        if rep in ("o", "oui"):
            return True
        if rep in ("n", "non"):
            return False


if __name__ == "__main__":
    try:
        while True:
            Partie().jouer()
            if not encore():
                break
    except EOFError:
        print()
    print("Au revoir.")
