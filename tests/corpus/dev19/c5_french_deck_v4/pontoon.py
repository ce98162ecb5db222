#!/usr/bin/env python3
# Pontoon - version 4
# Jeu de vingt-et-un contre le croupier, avec un vrai paquet de 52 cartes.

import random
import sys

RANGS = ["As", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Valet", "Dame", "Roi"]
COULEURS = ["Trèfle", "Carreau", "Cœur", "Pique"]
VALEURS_TETES = {"Valet": 10, "Dame": 10, "Roi": 10}
SEUIL = 17  # le croupier tire tant que son total est sous 17


def creer_paquet():
    """Un paquet neuf de 52 cartes, mélangé."""
    paquet = []
    for couleur in COULEURS:
        for rang in RANGS:
            if rang == "As":
                valeur = 1  # l'As vaut toujours 1
            elif rang in VALEURS_TETES:
                valeur = VALEURS_TETES[rang]
            else:
                valeur = int(rang)
            paquet.append({"rang": rang, "couleur": couleur, "valeur": valeur})
    random.shuffle(paquet)
    return paquet


def tirer(paquet):
    carte = paquet[0]
    del paquet[0]
    return carte


def nom(carte):
    return carte["rang"] + " de " + carte["couleur"]


def total(main):
    t = 0
    for carte in main:
        t = t + carte["valeur"]
    return t


def afficher(main):
    noms = []
    for carte in main:
        noms.append(nom(carte))
    return " + ".join(noms) + " = " + str(total(main))


def demander(question):
    try:
        reponse = input(question)
    except EOFError:
        print()
        sys.exit(0)
    return reponse.strip().lower()


def partie():
    paquet = creer_paquet()  # un paquet neuf pour chaque partie

    # Le croupier joue en premier, sans rien montrer.
    croupier = [tirer(paquet)]
    while total(croupier) < SEUIL:
        croupier.append(tirer(paquet))
    print("Le croupier a joué. À vous !")

    # Le joueur
    joueur = [tirer(paquet)]
    while True:
        print("Votre main : " + afficher(joueur))
        if total(joueur) > 21:
            print("Vous avez dépassé 21 !")
            break
        reponse = demander("Carte ou rester ? (c/r) ")
        if reponse == "c":
            joueur.append(tirer(paquet))
        elif reponse == "r":
            break
        else:
            print("Je n'ai pas compris : tapez c (carte) ou r (rester).")

    tc = total(croupier)
    tj = total(joueur)
    print()
    print("---------- Résultat ----------")
    print("Le croupier : " + afficher(croupier))
    print("Vous : " + afficher(joueur))
    if tc > 21 and tj > 21:
        print("Vous avez tous les deux dépassé 21 : égalité.")
    elif tc > 21:
        print("Le croupier a dépassé 21 : vous gagnez !")
    elif tj > 21:
        print("Vous avez dépassé 21 : le croupier gagne.")
    elif tj > tc:
        print("Vous gagnez !")
    elif tc > tj:
        print("Le croupier gagne.")
    else:
        print("Égalité !")
    print("------------------------------")


def main():
    print("Bienvenue au Pontoon !")
    while True:
        partie()
        while True:
            reponse = demander("Voulez-vous rejouer ? (o/n) ")
            if reponse in ("o", "oui"):
                break
            elif reponse in ("n", "non"):
                print("Au revoir !")
                return
            else:
                print("Répondez o (oui) ou n (non).")
        print()


main()
