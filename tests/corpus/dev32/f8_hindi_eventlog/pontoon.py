"""पोंटून, संस्करण 4: असली ताश की गड्डी।

हर खेल के लिए 52 पत्तों की नई गड्डी फेंटी जाती है और कंप्यूटर व खिलाड़ी
दोनों उसी गड्डी से पत्ते लेते हैं। खेल का नतीजा दिखाने के बाद पूरे खेल का
ब्योरा (किसे कौन-सा पत्ता मिला) छपता है -- खिलाड़ी की बारी खत्म होने से पहले कभी नहीं।
"""

import random

VERSION = 4
STICK_AT = 17

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

# पत्तों के हिंदी नाम; अंक ASCII में ही
RANK_HINDI = {"Ace": "इक्का", "Two": "2", "Three": "3", "Four": "4",
              "Five": "5", "Six": "6", "Seven": "7", "Eight": "8",
              "Nine": "9", "Ten": "10", "Jack": "गुलाम", "Queen": "बेगम",
              "King": "बादशाह"}
SUIT_HINDI = {"Clubs": "चिड़ी", "Diamonds": "ईंट", "Hearts": "पान",
              "Spades": "हुकुम"}

SAWAL = "एक और पत्ता लेंगे (t) या रुकेंगे (s)? "
PHIR_SE = "फिर से खेलें? (y/n) "

NATIJA = {"player": "आप जीत गए!", "computer": "कंप्यूटर जीत गया!",
          "draw": "मुकाबला बराबरी पर छूटा!"}

COMPUTER = "कंप्यूटर को"
KHILADI = "आपको"


def card_value(card):
    rank = card[0]
    index = RANKS.index(rank)
    return 10 if index >= 9 else index + 1


def card_name(card):
    rank, suit = card
    return f"{rank} of {suit}"


def patta(card):
    """("Queen", "Hearts") -> "पान की बेगम", ("Seven", "Spades") -> "हुकुम का 7" """
    rank, suit = card
    ka = "की" if rank == "Queen" else "का"
    return f"{SUIT_HINDI[suit]} {ka} {RANK_HINDI[rank]}"


def patte(cards):
    return ", ".join(patta(c) for c in cards)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw(), draw()]
    while True:
        show(f"आपके पत्ते: {patte(cards)}")
        show(f"आपका कुल: {hand_value(cards)}")
        if hand_value(cards) > 21:
            show("21 से ऊपर! आप बस्ट हो गए।")
            return cards
        jawab = ask(SAWAL).strip().lower()
        if jawab == "t":
            cards.append(draw())
        elif jawab == "s":
            return cards
        else:
            show("कृपया t या s लिखें।")


def decide_winner(computer_value, player_value):
    computer_bust = computer_value > 21
    player_bust = player_value > 21
    if computer_bust and player_bust:
        return "draw"
    if computer_bust:
        return "player"
    if player_bust:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    log = []  # (किसको, कौन-सा पत्ता) -- नतीजे के बाद ही छपेगा

    def dealer_for(who):
        def deal():
            card = draw()
            log.append((who, card))
            return card
        return deal

    computer = computer_turn(dealer_for(COMPUTER))
    show("कंप्यूटर ने अपने पत्ते ले लिए हैं। अब आपकी बारी।")
    player = player_turn(dealer_for(KHILADI), ask, show)

    cv, pv = hand_value(computer), hand_value(player)
    winner = decide_winner(cv, pv)
    show("===== नतीजा =====")
    show(f"कंप्यूटर के पत्ते: {patte(computer)}")
    show(f"कंप्यूटर का कुल: {cv}")
    show(f"आपके पत्ते: {patte(player)}")
    show(f"आपका कुल: {pv}")
    show(NATIJA[winner])
    show("----- खेल का ब्योरा -----")
    for number, (who, card) in enumerate(log, start=1):
        show(f"{number}. {who} मिला: {patta(card)}")
    return winner


def play_again(ask):
    while True:
        jawab = ask(PHIR_SE).strip().lower()
        if jawab in ("y", "yes", "हाँ"):
            return True
        if jawab in ("n", "no", "नहीं"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random
    show("पोंटून में आपका स्वागत है! 21 के जितना करीब हो सके पहुँचिए, पर उससे ऊपर नहीं।")
    try:
        while True:
            gaddi = shuffled_deck(rng)  # हर खेल के लिए नई फेंटी हुई गड्डी
            play_game(gaddi.pop, ask, show)
            if not play_again(ask):
                show("फिर मिलेंगे!")
                break
    except EOFError:
        pass


if __name__ == "__main__":
    main()
