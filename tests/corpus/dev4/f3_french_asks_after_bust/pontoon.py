"""Pontoon, version 3, en français : la banque joue d'abord, puis le joueur."""
import random

VERSION = 3
STICK_AT = 17
RANGS = ["As", "Deux", "Trois", "Quatre", "Cinq", "Six", "Sept", "Huit", "Neuf", "Dix",
         "Valet", "Dame", "Roi"]
COULEURS = ["Trèfle", "Carreau", "Cœur", "Pique"]


def tirer():
    return (random.randrange(13), random.randrange(4))


def valeur_carte(carte):
    return min(carte[0] + 1, 10)


def valeur(main):
    return sum(valeur_carte(c) for c in main)


def nom(carte):
    return RANGS[carte[0]] + " de " + COULEURS[carte[1]]


def noms(main):
    return ", ".join(nom(c) for c in main)


def tour_banque():
    main = [tirer()]
    while valeur(main) < STICK_AT:
        main.append(tirer())
    return main


def tour_joueur():
    main = [tirer()]
    while True:
        print("Vos cartes : " + noms(main) + " (" + str(valeur(main)) + " points)")
        choix = input("Une carte de plus ? (o/n) ").strip().lower()
        if valeur(main) > 21:
            break
        if choix == "o":
            main.append(tirer())
        elif choix == "n":
            break
        else:
            print("Répondez o ou n.")
    return main


def partie():
    banque = tour_banque()
    joueur = tour_joueur()
    b, j = valeur(banque), valeur(joueur)
    print("La banque a : " + noms(banque))
    print("Points : " + str(b))
    print("Vous avez : " + noms(joueur))
    print("Points : " + str(j))
    if b > 21 and j > 21:
        print("Tout le monde saute : égalité.")
    elif j > 21:
        print("Vous sautez. La banque gagne.")
    elif b > 21:
        print("La banque saute. Vous gagnez !")
    elif j > b:
        print("Vous gagnez !")
    elif b > j:
        print("La banque gagne.")
    else:
        print("Égalité.")


def main():
    while True:
        partie()
        encore = input("Rejouer ? (o/n) ").strip().lower()
        while encore not in ("o", "n"):
            encore = input("Répondez o ou n : ").strip().lower()
        if encore == "n":
            print("Au revoir !")
            return


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
