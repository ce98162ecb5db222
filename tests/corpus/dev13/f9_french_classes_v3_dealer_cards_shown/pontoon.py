# -*- coding: utf-8 -*-
"""Pontoon (version 3) -- une petite hiérarchie de classes.

Carte -> Paquet -> Main -> Participant -> (Joueur, Croupier) -> Partie.
Le croupier joue toujours en premier, face cachée ; l'As vaut toujours 1.
"""
import random
import sys

VERSION = 3
SEUIL_CROUPIER = 15

RANGS = ("As", "Deux", "Trois", "Quatre", "Cinq", "Six", "Sept",
         "Huit", "Neuf", "Dix", "Valet", "Dame", "Roi")
COULEURS = ("Trèfle", "Carreau", "Cœur", "Pique")


class Carte:
    def __init__(self, rang, couleur):
        self.rang = rang
        self.couleur = couleur

    def valeur(self):
        # As = 1, Deux..Neuf = face, Dix/Valet/Dame/Roi = 10
        return min(RANGS.index(self.rang) + 1, 10)

    def __str__(self):
        return f"{self.rang} de {self.couleur}"


class Paquet:
    """En version 3 le paquet est un sabot sans fond : chaque carte est tirée
    au hasard (rang et couleur indépendants) et peut donc revenir."""

    def tirer(self):
        return Carte(RANGS[random.randrange(len(RANGS))],
                     COULEURS[random.randrange(len(COULEURS))])


class Main:
    def __init__(self):
        self.cartes = []

    def ajouter(self, carte):
        self.cartes.append(carte)

    def valeur(self):
        return sum(c.valeur() for c in self.cartes)

    def a_saute(self):
        return self.valeur() > 21

    def __str__(self):
        return ", ".join(str(c) for c in self.cartes)


class Participant:
    nom = "?"

    def __init__(self):
        self.main = Main()

    def recevoir(self, paquet):
        self.main.ajouter(paquet.tirer())

    def jouer(self, paquet):
        raise NotImplementedError


class Croupier(Participant):
    nom = "Croupier"

    def __init__(self, seuil=SEUIL_CROUPIER):
        super().__init__()
        self.seuil = seuil

    def jouer(self, paquet):
        self.recevoir(paquet)
        while self.main.valeur() < self.seuil:
            self.recevoir(paquet)


class Joueur(Participant):
    nom = "Vous"

    def afficher(self):
        print(f"Vos cartes : {self.main}   (valeur : {self.main.valeur()})")

    def jouer(self, paquet):
        self.recevoir(paquet)
        while not self.main.a_saute():
            self.afficher()
            choix = input("Tirer ou rester ? (t/r) ").strip().lower()
            if choix in ("r", "rester"):
                return
            if choix in ("t", "tirer"):
                self.recevoir(paquet)
            else:
                print("Je n'ai pas compris : tapez t pour tirer, r pour rester.")
        self.afficher()
        print("Aïe, vous dépassez 21 : vous avez sauté.")


class Partie:
    def __init__(self):
        self.paquet = Paquet()
        self.croupier = Croupier()
        self.joueur = Joueur()

    @staticmethod
    def vainqueur(vc, vj):
        if vc > 21 and vj > 21:
            return "nul"
        if vj > 21:
            return "croupier"
        if vc > 21:
            return "joueur"
        if vj > vc:
            return "joueur"
        if vc > vj:
            return "croupier"
        return "nul"

    def jouer(self):
        print()
        print("Le croupier se sert, cartes face cachée.")
        self.croupier.jouer(self.paquet)
        print(f"Le croupier a fini ({self.croupier.main}). À vous de jouer.")
        self.joueur.jouer(self.paquet)
        vc = self.croupier.main.valeur()
        vj = self.joueur.main.valeur()
        print()
        print("----- Résultat -----")
        print(f"Croupier : {self.croupier.main}   (valeur : {vc})")
        print(f"Vous     : {self.joueur.main}   (valeur : {vj})")
        gagnant = self.vainqueur(vc, vj)
        if gagnant == "joueur":
            print("Vous gagnez !")
        elif gagnant == "croupier":
            print("Le croupier gagne.")
        else:
            print("Match nul : personne ne gagne.")
        return gagnant


def rejouer():
    while True:
        rep = input("Rejouer ? (o/n) ").strip().lower()
        if rep in ("o", "oui"):
            return True
        if rep in ("n", "non"):
            return False
        print("Répondez par o (oui) ou n (non).")


def principal():
    print("Bienvenue au pontoon !")
    while True:
        Partie().jouer()
        if not rejouer():
            break
    print("Au revoir !")


if __name__ == "__main__":
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")
    try:
        principal()
    except EOFError:
        print()
