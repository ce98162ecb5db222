# Trabalho de Programação - Vinte-e-um (pontoon), versão 1
# A banca joga primeiro e às escondidas, depois jogas tu.
import random

LIMITE_BANCA = 17   # a banca pede cartas enquanto tiver menos do que isto

try:
    nome = input("Como te chamas? ").strip()
    if nome == "":
        nome = "Jogador"
    print("Olá, " + nome + "! Vamos jogar ao vinte-e-um contra a banca.")

    while True:
        # ---- vez da banca (ninguém vê nada) ----
        banca = random.randint(1, 10)
        if banca < LIMITE_BANCA:
            banca = banca + random.randint(1, 10)

        # ---- a tua vez ----
        pontos = random.randint(1, 10)
        while pontos <= 21:
            print(nome + ", tens " + str(pontos) + " pontos.")
            resposta = input("Mais uma carta ou paras? (m/p) ").strip().lower()
            if resposta == "m":
                carta = random.randint(1, 10)
                print("Saiu-te um " + str(carta) + ".")
                pontos = pontos + carta
            elif resposta == "p":
                break
            else:
                print("Não percebi... escreve m (mais) ou p (parar).")
        if pontos > 21:
            print("Ai! Tens " + str(pontos) + ", rebentaste.")

        # ---- resultado ----
        print("======= RESULTADO =======")
        print("A banca fez: " + str(banca))
        print(nome + " fez: " + str(pontos))
        if banca > 21 and pontos > 21:
            print("Empate! Rebentaram os dois.")
        elif pontos > 21:
            print("Ganha a banca.")
        elif banca > 21:
            print("Ganhaste tu, " + nome + "! A banca rebentou.")
        elif pontos > banca:
            print("Ganhaste tu, " + nome + "!")
        elif banca > pontos:
            print("Ganha a banca.")
        else:
            print("Empate!")
        print("=========================")

        outra = ""
        while outra not in ("s", "n"):
            outra = input("Jogar outra vez? (s/n) ").strip().lower()
        if outra == "n":
            print("Até à próxima, " + nome + "!")
            break
except EOFError:
    print()
    print("Adeus!")
