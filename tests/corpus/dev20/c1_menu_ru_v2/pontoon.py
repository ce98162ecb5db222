# Игра «Двадцать одно» (понтун), версия 2: карты — это ранги, без мастей.
# Туз всегда стоит 1 очко, картинки — по 10.
import random
import sys

POROG = 17  # компьютер берёт карты, пока у него меньше этого числа очков

RANGI = ["Туз", "Двойка", "Тройка", "Четвёрка", "Пятёрка", "Шестёрка", "Семёрка",
         "Восьмёрка", "Девятка", "Десятка", "Валет", "Дама", "Король"]

OCHKI = {
    "Туз": 1, "Двойка": 2, "Тройка": 3, "Четвёрка": 4, "Пятёрка": 5,
    "Шестёрка": 6, "Семёрка": 7, "Восьмёрка": 8, "Девятка": 9,
    "Десятка": 10, "Валет": 10, "Дама": 10, "Король": 10,
}

PRAVILA = """
Правила:
  * У тебя и у компьютера сначала по одной карте.
  * Двойка..Девятка стоят столько, сколько на них написано,
    Десятка, Валет, Дама и Король — по 10, Туз — всегда 1.
  * Сначала тайно ходит компьютер: он берёт карты, пока у него меньше 17 очков.
  * Потом ходишь ты: «е» — ещё карту, «х» — хватит.
  * Больше 21 — перебор. Если перебор у обоих — ничья.
    Если перебор только у одного — выигрывает другой.
  * Иначе побеждает тот, у кого больше очков; поровну — ничья.
"""


def sprosit(tekst):
    # конец ввода (Ctrl-D) — просто тихо выходим
    try:
        return input(tekst)
    except EOFError:
        print()
        sys.exit(0)


def vzyat_kartu():
    return random.choice(RANGI)


def summa(ruka):
    return sum(OCHKI[karta] for karta in ruka)


def pokazat(ruka):
    return ", ".join(ruka)


def hod_kompyutera():
    ruka = [vzyat_kartu()]
    while summa(ruka) < POROG:
        ruka.append(vzyat_kartu())
    return ruka


def hod_igroka():
    ruka = [vzyat_kartu()]
    while True:
        print(f"Твои карты: {pokazat(ruka)} (очков: {summa(ruka)})")
        if summa(ruka) > 21:
            print("Перебор!")
            return ruka
        while True:
            otvet = sprosit("Ещё карту или хватит? (е/х): ").strip().lower()
            if otvet in ("е", "х"):
                break
            print("Не понял. Напиши «е» (ещё) или «х» (хватит).")
        if otvet == "х":
            return ruka
        ruka.append(vzyat_kartu())
        print(f"Тебе пришла карта: {ruka[-1]}")


def kto_pobedil(komp, igrok):
    if komp > 21 and igrok > 21:
        return "ничья"
    if komp > 21:
        return "игрок"
    if igrok > 21:
        return "компьютер"
    if komp == igrok:
        return "ничья"
    if igrok > komp:
        return "игрок"
    return "компьютер"


def igra():
    print()
    print("Компьютер берёт карты...")
    komp = hod_kompyutera()
    print("Компьютер закончил. Теперь твой ход.")
    igrok = hod_igroka()
    k, i = summa(komp), summa(igrok)
    print()
    print("======= Итог =======")
    print(f"Компьютер: {pokazat(komp)} (очков: {k})")
    print(f"Игрок: {pokazat(igrok)} (очков: {i})")
    pobeditel = kto_pobedil(k, i)
    if pobeditel == "игрок":
        print("Победил игрок!")
    elif pobeditel == "компьютер":
        print("Победил компьютер!")
    else:
        print("Ничья!")
    print("====================")


def main():
    print("Добро пожаловать в игру «Двадцать одно»!")
    while True:
        print()
        print("1. Играть  2. Правила  3. Выход")
        vybor = sprosit("Выбор: ").strip()
        if vybor == "1":
            igra()
        elif vybor == "2":
            print(PRAVILA)
        elif vybor == "3":
            print("До свидания!")
            break
        else:
            print("Нет такого пункта. Введи 1, 2 или 3.")


if __name__ == "__main__":
    main()
