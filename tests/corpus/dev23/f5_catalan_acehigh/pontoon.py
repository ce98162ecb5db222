# Pontoon - versió 3: cada carta és una parella (valor, pal)
# El valor i el pal es trien a l'atzar, cadascun pel seu compte.
import random
import sys

VERSION = 3
STICK_AT = 14   # l'ordinador demana cartes mentre tingui menys de 14

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def random_card():
    return (random.choice(RANKS), random.choice(SUITS))


def card_value(card):
    index = RANKS.index(card[0])
    return 10 if index >= 9 else index + 1


def card_name(card):
    return f"{card[0]} of {card[1]}"


def hand_value(hand):
    return sum(map(card_value, hand))


def player_value(hand):
    # per al jugador, un As val 11 si no et passes de 21
    total = hand_value(hand)
    if any(card[0] == "Ace" for card in hand) and total + 10 <= 21:
        total += 10
    return total


def hand_text(hand):
    return ", ".join(map(card_name, hand))


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        print("S'ha acabat l'entrada. Adéu!")
        sys.exit(0)


def computer_turn():
    hand = [random_card()]
    while hand_value(hand) < STICK_AT:
        hand.append(random_card())
    return hand


def player_turn():
    hand = [random_card()]
    while True:
        print(f"Les teves cartes: {hand_text(hand)}  (valor {player_value(hand)})")
        if hand_value(hand) > 21:
            print("T'has passat de 21!")
            return hand
        answer = ask("Què fas? 1 = una altra carta, 2 = em planto: ").strip()
        if answer == "1":
            hand.append(random_card())
        elif answer == "2":
            return hand
        else:
            print("Escriu 1 o 2, si us plau.")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game():
    computer = computer_turn()
    print("L'ordinador ja ha jugat. Ara et toca a tu.")
    player = player_turn()
    computer_value = hand_value(computer)
    player_total = player_value(player)
    print()
    print("******** Resultat ********")
    print(f"L'ordinador té: {hand_text(computer)}")
    print(f"Valor: {computer_value}")
    print(f"Tu tens: {hand_text(player)}")
    print(f"Valor: {player_total}")
    winner = decide_winner(computer_value, player_total)
    if winner == "player":
        print("Has guanyat!")
    elif winner == "computer":
        print("Guanya l'ordinador!")
    else:
        print("Empat!")
    return winner


def play_again():
    while True:
        answer = ask("Vols tornar a jugar? (s/n) ").strip().lower()
        if answer in ("s", "si", "sí"):
            return True
        if answer in ("n", "no"):
            return False
        print("Respon s (sí) o n (no).")


def main():
    print("Benvingut al Pontoon!")
    print(f"L'ordinador juga primer i es planta quan arriba a {STICK_AT} o més.")
    while True:
        print()
        play_game()
        if not play_again():
            print("Gràcies per jugar!")
            break


if __name__ == "__main__":
    main()
