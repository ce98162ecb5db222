# Pontoon (version 1) -- projet d'informatique
# Les cartes sont des nombres de 1 a 10. L'ordinateur joue d'abord, en secret.
import random

SEUIL = 17  # l'ordinateur s'arrete des qu'il a 17 ou plus


def demander(question):
    try:
        return input(question)
    except EOFError:
        print()
        print("Au revoir !")
        raise SystemExit


victoires = 0
defaites = 0
nuls = 0

print("Bienvenue au pontoon !")
rejouer = True
while rejouer:
    # tour de l'ordinateur (on n'affiche rien)
    ordi = random.randint(1, 10)
    while ordi < SEUIL:
        ordi = ordi + random.randint(1, 10)

    # tour du joueur
    joueur = random.randint(1, 10)
    while True:
        print("Votre total :", joueur)
        if joueur > 21:
            print("Vous avez saute !")
            break
        choix = demander("Carte ou stop ? (c/s) ").strip().lower()
        if choix == "c":
            carte = random.randint(1, 10)
            print("Vous tirez un", carte)
            joueur += carte
        elif choix == "s":
            break
        else:
            print("Repondez c ou s, s'il vous plait.")

    print("-----------------------------")
    print("Total de l'ordinateur :", ordi)
    print("Votre total :", joueur)
    if ordi > 21 and joueur > 21:
        print("Tout le monde a saute : match nul.")
        nuls += 1
    elif ordi > 21:
        print("L'ordinateur a saute. Vous gagnez !")
        victoires += 1
    elif joueur > 21:
        print("L'ordinateur gagne !")
        defaites += 1
    elif joueur > ordi:
        print("Vous gagnez !")
        victoires += 1
    elif ordi > joueur:
        print("L'ordinateur gagne !")
        defaites += 1
    else:
        print("Egalite, match nul.")
        nuls += 1
    print("Victoires :", victoires, " Defaites :", defaites, " Nuls :", nuls)
    print("-----------------------------")

    while True:
        r = demander("Rejouer ? (o/n) ").strip().lower()
        if r in ("o", "oui"):
            break
        if r in ("n", "non"):
            rejouer = False
            break
        print("Repondez o ou n.")

print("Merci d'avoir joue !")
