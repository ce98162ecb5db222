# Понтун (версія 2) -- гра в карти проти комп'ютера.
# Карти -- назви рангів, кожен з 13 рангів випадає з однаковою ймовірністю.
# Туз завжди рахується як 1.

import random

VERSION = 2
STICK_AT = 16  # комп'ютер зупиняється, коли має 16 або більше

# назви рангів українською, по порядку від туза до короля
RANGY = ["Туз", "Двійка", "Трійка", "Четвірка", "П'ятірка", "Шістка", "Сімка",
         "Вісімка", "Дев'ятка", "Десятка", "Валет", "Дама", "Король"]

# скільки коштує кожна карта
TSINA = {}
for nomer, nazva in enumerate(RANGY):
    if nomer < 10:
        TSINA[nazva] = nomer + 1   # Туз = 1, Двійка = 2, ... Десятка = 10
    else:
        TSINA[nazva] = 10          # Валет, Дама, Король = 10


def vytyahty_kartu():
    return random.choice(RANGY)


def suma(ruka):
    s = 0
    for karta in ruka:
        s = s + TSINA[karta]
    return s


def pokazaty_ruku(zagolovok, ruka):
    print(zagolovok)
    for karta in ruka:
        print("   " + karta)
    print("Сума: " + str(suma(ruka)))


def hid_kompyutera():
    ruka = [vytyahty_kartu()]
    while suma(ruka) < STICK_AT:
        ruka.append(vytyahty_kartu())
    return ruka


def hid_gravtsya():
    ruka = [vytyahty_kartu()]
    while True:
        print()
        pokazaty_ruku("Ваші карти:", ruka)
        if suma(ruka) > 21:
            print("Перебір! У вас більше 21.")
            return ruka
        vidpovid = input("Ще карту чи пас? (т/п): ").strip().lower()
        while vidpovid not in ("т", "п"):
            print("Не зрозумів. Напишіть т (ще карту) або п (пас).")
            vidpovid = input("Ще карту чи пас? (т/п): ").strip().lower()
        if vidpovid == "п":
            return ruka
        ruka.append(vytyahty_kartu())


def hto_vygrav(komp, gravets):
    if komp > 21 and gravets > 21:
        return "nichya"
    if komp > 21:
        return "gravets"
    if gravets > 21:
        return "komp"
    if komp == gravets:
        return "nichya"
    if gravets > komp:
        return "gravets"
    return "komp"


def gra():
    print()
    print("Комп'ютер бере карти...")
    komp_ruka = hid_kompyutera()
    print("Комп'ютер закінчив. Тепер ваша черга.")
    gr_ruka = hid_gravtsya()

    print()
    print("========== РЕЗУЛЬТАТ ==========")
    pokazaty_ruku("Карти комп'ютера:", komp_ruka)
    print()
    pokazaty_ruku("Ваші карти:", gr_ruka)
    print()
    rezultat = hto_vygrav(suma(komp_ruka), suma(gr_ruka))
    if rezultat == "gravets":
        print("Ви виграли!")
    elif rezultat == "komp":
        print("Виграв комп'ютер!")
    else:
        print("Нічия!")
    print("===============================")


def shche_raz():
    while True:
        v = input("Зіграти ще раз? (так/ні): ").strip().lower()
        if v in ("так", "т"):
            return True
        if v in ("ні", "н"):
            return False
        print("Напишіть так або ні.")


def main():
    print("Вітаю у грі Понтун!")
    try:
        while True:
            gra()
            if not shche_raz():
                break
    except EOFError:
        print()
        return
    print("До побачення!")


main()
