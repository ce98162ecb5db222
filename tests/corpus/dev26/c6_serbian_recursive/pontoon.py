# Понтон, верзија 3 - карте са бојама (треф, каро, херц, пик).
# Рачунар игра први, па онда ти. Збир се приказује као "17/21".
import random

VERSION = 3
STICK_AT = 14

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

ИМЕНА = ("Кец", "Двојка", "Тројка", "Четворка", "Петица", "Шестица", "Седмица",
         "Осмица", "Деветка", "Десетка", "Жандар", "Дама", "Краљ")
БОЈЕ = {"Clubs": "треф", "Diamonds": "каро", "Hearts": "херц", "Spades": "пик"}

ПИТАЊЕ = "Вучеш или стајеш? (в/с) "
ПОНОВО = "Нова партија? (да/не) "


def card_value(card):
    rank = card[0]
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def card_name(card):
    rank, suit = card
    return ИМЕНА[RANKS.index(rank)] + " " + БОЈЕ[suit]


def hand_value(cards):
    if not cards:
        return 0
    return card_value(cards[0]) + hand_value(cards[1:])


def random_card(rng):
    return (rng.choice(RANKS), rng.choice(SUITS))


def карте_текст(cards):
    return ", ".join(card_name(k) for k in cards)


def од_21(cards):
    return "%d/21" % hand_value(cards)


def computer_turn(draw):
    карте = [draw()]
    while hand_value(карте) < STICK_AT:
        карте.append(draw())
    return карте


def потез(draw, ask, show, карте):
    """Један корак играча; позива сам себе док играч не стане."""
    show("Твоје карте: " + карте_текст(карте))
    show("Збир: " + од_21(карте))
    одговор = ask(ПИТАЊЕ).strip().lower()
    if одговор == "в":
        карте.append(draw())
        if hand_value(карте) > 21:
            show("Твоје карте: " + карте_текст(карте))
            show("Збир: " + од_21(карте) + " - прешао си!")
            return карте
        return потез(draw, ask, show, карте)
    if одговор == "с":
        return карте
    show("Укуцај в (вуци) или с (стани).")
    return потез(draw, ask, show, карте)


def player_turn(draw, ask, show=print):
    return потез(draw, ask, show, [draw()])


def decide_winner(computer_value, player_value):
    рачунар_пао = computer_value > 21
    ти_пао = player_value > 21
    табела = {
        (True, True): "draw",
        (True, False): "player",
        (False, True): "computer",
    }
    if (рачунар_пао, ти_пао) in табела:
        return табела[(рачунар_пао, ти_пао)]
    if computer_value > player_value:
        return "computer"
    if computer_value < player_value:
        return "player"
    return "draw"


def play_game(draw, ask, show=print):
    рачунар = computer_turn(draw)
    ти = player_turn(draw, ask, show)
    show("*** Крај партије ***")
    show("Рачунар: " + карте_текст(рачунар))
    show("Збир рачунара: " + од_21(рачунар))
    show("Ти: " + карте_текст(ти))
    show("Твој збир: " + од_21(ти))
    победник = decide_winner(hand_value(рачунар), hand_value(ти))
    show({"player": "Победио си!", "computer": "Рачунар је победио!",
          "draw": "Нерешено!"}[победник])
    return победник


def play_again(ask):
    одговор = ask(ПОНОВО).strip().lower()
    if одговор == "да":
        return True
    if одговор == "не":
        return False
    return play_again(ask)


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random
    show("Добродошао у Понтон!")
    while True:
        try:
            play_game(lambda: random_card(rng), ask, show)
            if play_again(ask):
                continue
        except EOFError:
            pass
        break


if __name__ == "__main__":
    main()
