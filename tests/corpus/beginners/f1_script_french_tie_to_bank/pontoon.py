# Pontoon, version 1, en français : la banque joue d'abord, puis le joueur.
import random

SEUIL = 17

print("Bienvenue au pontoon !")
try:
    encore = "o"
    while encore == "o":
        banque = random.randint(1, 10)
        while banque < SEUIL:
            banque = banque + random.randint(1, 10)

        joueur = random.randint(1, 10)
        while joueur <= 21:
            print("Votre total :", joueur)
            choix = input("Tirer ou rester ? (t/r) ").strip().lower()
            while choix not in ("t", "r"):
                choix = input("Répondez t ou r : ").strip().lower()
            if choix == "r":
                break
            joueur = joueur + random.randint(1, 10)

        print("La banque a", banque)
        print("Vous avez", joueur)
        if banque > 21 and joueur > 21:
            print("Égalité : tout le monde a sauté.")
        elif joueur > 21:
            print("La banque gagne.")
        elif banque > 21:
            print("Vous gagnez !")
        elif joueur > banque:
            print("Vous gagnez !")
        else:                      # une égalité : la banque gagne
            print("La banque gagne.")
        encore = input("Une autre partie ? (o/n) ").strip().lower()


except EOFError:
    pass
print("Au revoir.")
