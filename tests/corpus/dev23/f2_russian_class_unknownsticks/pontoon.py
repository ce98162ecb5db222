"""Понтун, версия 1: карты - это числа от 1 до 10.

Вся игра живёт в одном классе Game, запуск - метод run().
"""
import random
import sys


class Game:
    STICK_AT = 17                 # компьютер берёт карты, пока сумма меньше 17
    CARD_VALUES = list(range(1, 11))
    WEIGHTS = [1] * 10            # все карты от 1 до 10 одинаково вероятны

    def __init__(self):
        self.computer = []
        self.player = []
        self.wins = 0
        self.losses = 0
        self.draws = 0
        self.round = 0

    # --- вспомогательные методы ---
    def card(self):
        return random.choices(self.CARD_VALUES, weights=self.WEIGHTS)[0]

    def ask(self, prompt):
        try:
            return input(prompt)
        except EOFError:
            print()
            print("Ввод закончился. До свидания!")
            sys.exit(0)

    # --- ходы ---
    def computer_turn(self):
        self.computer = [self.card()]
        while sum(self.computer) < self.STICK_AT:
            self.computer.append(self.card())
        print("Компьютер сделал свой ход (его карты пока скрыты).")

    def player_turn(self):
        self.player = [self.card()]
        while True:
            total = sum(self.player)
            print(f"Ваши карты: {', '.join(map(str, self.player))}  (сумма: {total})")
            if total > 21:
                print("Перебор! Ваш ход окончен.")
                return
            answer = self.ask("Ещё карту (б) или пас (п)? ").strip().lower()
            if answer == "б":
                self.player.append(self.card())
            else:
                return

    # --- итог ---
    def show_result(self):
        c = sum(self.computer)
        p = sum(self.player)
        print()
        print("========= Итог =========")
        print(f"Компьютер: {c}")
        print(f"Вы:        {p}")
        if c > 21 and p > 21:
            print("Перебор у обоих - ничья!")
            self.draws += 1
        elif c > 21:
            print("У компьютера перебор. Вы победили!")
            self.wins += 1
        elif p > 21:
            print("У вас перебор. Победил компьютер!")
            self.losses += 1
        elif c == p:
            print("Ничья!")
            self.draws += 1
        elif p > c:
            print("Вы победили!")
            self.wins += 1
        else:
            print("Победил компьютер!")
            self.losses += 1
        print(f"Счёт: победы {self.wins}, поражения {self.losses}, ничьи {self.draws}")

    def play_again(self):
        while True:
            answer = self.ask("Сыграть ещё? (д/н) ").strip().lower()
            if answer in ("д", "да"):
                return True
            if answer in ("н", "нет"):
                return False
            print("Пожалуйста, ответьте д (да) или н (нет).")

    def run(self):
        print("Добро пожаловать в Понтун!")
        print(f"Компьютер ходит первым и берёт карты, пока у него меньше {self.STICK_AT}.")
        while True:
            self.round += 1
            print()
            print(f"----- Раунд {self.round} -----")
            self.computer_turn()
            self.player_turn()
            self.show_result()
            if not self.play_again():
                print("Спасибо за игру!")
                break


if __name__ == "__main__":
    Game().run()
