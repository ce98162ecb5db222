# Понтун, версія 3: карта - це пара (ранг, масть).
# Ранг і масть обираються випадково, незалежно одне від одного.
import json
import random
import sys

VERSION = 3
STICK_AT = 17

RANKS = ("Туз", "Двійка", "Трійка", "Четвірка", "П'ятірка", "Шістка",
         "Сімка", "Вісімка", "Дев'ятка", "Десятка", "Валет", "Дама", "Король")
SUITS = ("Трефи", "Бубни", "Черви", "Піки")


def random_card():
    return (random.choice(RANKS), random.choice(SUITS))


def card_value(card):
    rank = card[0]
    position = RANKS.index(rank) + 1      # Туз = 1, ..., Десятка = 10
    return min(position, 10)             # Валет, Дама, Король = 10


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def card_name(card):
    return f"{card[0]} ({card[1]})"


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print("\nВведення закінчилось. До побачення!")
        sys.exit(0)


def computer_turn():
    cards = [random_card()]
    while hand_value(cards) < STICK_AT:
        cards.append(random_card())
    return cards


def player_turn():
    cards = [random_card()]
    while True:
        print("Ваші карти:", json.dumps([card_name(c) for c in cards], ensure_ascii=False))
        print("Сума:", hand_value(cards))
        if hand_value(cards) > 21:
            print("Перебір! Більше 21.")
            return cards
        answer = ask("Тягнути чи стояти? (т/с): ").strip().lower()
        if answer == "т":
            cards.append(random_card())
        elif answer == "с":
            return cards
        else:
            print("Введіть лише т або с.")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "нічия"
    if computer_value > 21:
        return "гравець"
    if player_value > 21:
        return "комп'ютер"
    if computer_value > player_value:
        return "комп'ютер"
    if player_value > computer_value:
        return "гравець"
    return "нічия"


def play_game():
    print("\n####### Нова гра #######")
    computer = computer_turn()
    print("Комп'ютер зробив свій хід (карти приховані).")
    player = player_turn()
    cv, pv = hand_value(computer), hand_value(player)
    result = {
        "комп'ютер": {"карти": [c[0] for c in computer], "сума": cv},
        "гравець": {"карти": [c[0] for c in player], "сума": pv},
    }
    print("\nРезультат:")
    print(json.dumps(result, ensure_ascii=False, indent=2))
    winner = decide_winner(cv, pv)
    if winner == "нічия":
        print("Нічия!")
    else:
        print("Переможець:", winner)


def play_again():
    while True:
        a = ask("Зіграти ще раз? (так/ні): ").strip().lower()
        if a == "так":
            return True
        if a == "ні":
            return False
        print("Відповідайте так або ні.")


print("Ласкаво просимо до гри Понтун!")
while True:
    play_game()
    if not play_again():
        break
print("Дякуємо за гру!")
