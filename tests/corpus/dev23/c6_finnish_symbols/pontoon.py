# Pontoon, versio 3 - kortit ovat merkkijonoja kuten "Q♠" tai "10♥".
# Arvo ja maa arvotaan toisistaan riippumatta (sama kortti voi tulla uudestaan).
import random
import sys

VERSION = 3
STICK_AT = 20  # tietokone ottaa kortteja niin kauan kuin summa on alle 20

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

RANK_SYMBOLS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUIT_SYMBOLS = ["♣", "♦", "♥", "♠"]

RANK_NAME = dict(zip(RANK_SYMBOLS, RANKS))
SUIT_NAME = dict(zip(SUIT_SYMBOLS, SUITS))


def random_card():
    return random.choice(RANK_SYMBOLS) + random.choice(SUIT_SYMBOLS)


def card_value(card):
    rank = card[:-1]
    if rank == "A":
        return 1
    if rank in ("J", "Q", "K"):
        return 10
    return int(rank)


def card_name(card):
    return RANK_NAME[card[:-1]] + " of " + SUIT_NAME[card[-1]]


def hand_value(hand):
    return sum(card_value(c) for c in hand)


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        print("Syöte loppui. Näkemiin!")
        sys.exit(0)


def computer_turn():
    hand = [random_card()]
    while hand_value(hand) < STICK_AT:
        hand.append(random_card())
    return hand


def player_turn():
    hand = [random_card()]
    while True:
        print("Korttisi: " + " ".join(hand) + "  (" + ", ".join(card_name(c) for c in hand)
              + ")  summa " + str(hand_value(hand)))
        if hand_value(hand) > 21:
            print("Yli 21 - menit yli!")
            return hand
        answer = ask("Enter = uusi kortti, s = seis: ").strip().lower()
        if answer == "":
            hand.append(random_card())
        elif answer == "s":
            return hand
        else:
            print("Paina pelkkää Enteriä (uusi kortti) tai kirjoita s (seis).")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game():
    computer = computer_turn()
    print("Tietokone on pelannut vuoronsa. Sinun vuorosi!")
    player = player_turn()
    print()
    print("~~~~~~~~ Tulos ~~~~~~~~")
    print("Tietokoneella: " + ", ".join(card_name(c) for c in computer))
    print("Summa: " + str(hand_value(computer)))
    print("Sinulla: " + ", ".join(card_name(c) for c in player))
    print("Summa: " + str(hand_value(player)))
    winner = decide_winner(hand_value(computer), hand_value(player))
    if winner == "player":
        print("Voitit!")
    elif winner == "computer":
        print("Tietokone voitti!")
    else:
        print("Tasapeli!")
    return winner


def play_again():
    while True:
        answer = ask("Pelataanko uudestaan? (k/e) ").strip().lower()
        if answer in ("k", "kyllä", "kylla"):
            return True
        if answer in ("e", "ei"):
            return False
        print("Vastaa k (kyllä) tai e (ei).")


def main():
    print("Tervetuloa pelaamaan Pontoonia!")
    print("Tietokone pelaa ensin ja lopettaa, kun sen summa on vähintään " + str(STICK_AT) + ".")
    while True:
        print()
        play_game()
        if not play_again():
            print("Kiitos pelistä!")
            break


if __name__ == "__main__":
    main()
