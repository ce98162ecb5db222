# पोंटून - संस्करण 2 (पत्ते = रैंक के नाम, कोई सूट नहीं)
# पहले खिलाड़ी को पहला पत्ता मिलता है, फिर कंप्यूटर चुपचाप अपनी पूरी बारी खेलता है,
# उसके बाद खिलाड़ी से पूछा जाता है।
import random
import sys

VERSION = 2
STICK_AT = 18

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


def random_card():
    return RANKS[random.randrange(len(RANKS))]


def card_value(card):
    position = RANKS.index(card) + 1   # Ace = 1 ... King = 13
    return min(position, 10)


def hand_value(cards):
    total = 0
    for card in cards:
        total += card_value(card)
    return total


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        print("इनपुट खत्म हो गया। अलविदा!")
        sys.exit(0)


def computer_turn():
    cards = [random_card()]
    while hand_value(cards) < STICK_AT:
        cards.append(random_card())
    return cards


def player_turn(cards):
    while True:
        print("आपके पत्ते: " + ", ".join(cards) + "  (कुल " + str(hand_value(cards)) + ")")
        if hand_value(cards) > 21:
            print("21 से ज़्यादा! आप बस्ट हो गए।")
            return cards
        answer = ask("एक और पत्ता (t) या बस (s)? ").strip().lower()
        if answer == "t":
            cards.append(random_card())
        elif answer == "s":
            return cards
        else:
            print("कृपया t या s लिखें।")


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
    player = [random_card()]
    print("आपका पहला पत्ता: " + player[0])
    print("अब कंप्यूटर अपनी बारी खेल रहा है...")
    computer = computer_turn()
    print("कंप्यूटर की बारी पूरी हुई। अब आपकी बारी।")
    print("(कंप्यूटर का कुल अभी " + str(hand_value(computer)) + " है)")
    player = player_turn(player)
    print()
    print("---------- नतीजा ----------")
    print("कंप्यूटर के पत्ते: " + ", ".join(computer) + "  (कुल " + str(hand_value(computer)) + ")")
    print("आपके पत्ते: " + ", ".join(player) + "  (कुल " + str(hand_value(player)) + ")")
    winner = decide_winner(hand_value(computer), hand_value(player))
    if winner == "player":
        print("आप जीत गए!")
    elif winner == "computer":
        print("कंप्यूटर जीत गया!")
    else:
        print("बराबरी! (ड्रॉ)")
    return winner


def play_again():
    while True:
        answer = ask("फिर से खेलें? (h/n) ").strip().lower()
        if answer in ("h", "haan", "हाँ", "हां"):
            return True
        if answer in ("n", "nahin", "नहीं"):
            return False
        print("हाँ के लिए h, नहीं के लिए n लिखें।")


def main():
    print("पोंटून में आपका स्वागत है!")
    print("कंप्यूटर " + str(STICK_AT) + " या उससे ज़्यादा होने तक पत्ते लेता है।")
    while True:
        print()
        play_game()
        if not play_again():
            print("खेलने के लिए धन्यवाद!")
            break


if __name__ == "__main__":
    main()
