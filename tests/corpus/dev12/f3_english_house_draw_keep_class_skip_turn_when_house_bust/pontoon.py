#!/usr/bin/env python3
# pontoon v1 -- me vs. the house
import random


class Table:
    HOUSE_STANDS_ON = 15

    def __init__(self):
        self.tally = {"you": 0, "house": 0, "standoff": 0}

    @staticmethod
    def deal():
        return random.randrange(1, 11)

    def house_plays(self):
        total = self.deal()
        while total < self.HOUSE_STANDS_ON:
            total += self.deal()
        return total

    def you_play(self):
        total = self.deal()
        while True:
            print(f"  >> your pile is worth {total}")
            choice = input("Draw another or keep what you've got? [d/k] ").strip().lower()
            if choice == "k":
                return total
            if choice != "d":
                print("  (only d or k, friend)")
                continue
            card = self.deal()
            total += card
            print(f"  >> in comes a {card}")
            if total > 21:
                print(f"  >> {total}... blown it!")
                return total

    @staticmethod
    def verdict(house, you):
        if house > 21 and you > 21:
            return "standoff"
        if you > 21:
            return "house"
        if house > 21:
            return "you"
        if you == house:
            return "standoff"
        return "you" if you > house else "house"

    def round(self):
        house = self.house_plays()
        you = self.you_play() if house <= 21 else 0
        who = self.verdict(house, you)
        self.tally[who] += 1
        print()
        print(f"  The house ended on ..... {house}")
        print(f"  You ended on ........... {you}")
        if who == "you":
            print("  🎉 You take the pot!")
        elif who == "house":
            print("  🏠 The house takes the pot.")
        else:
            print("  🤝 Standoff - nobody wins.")
        t = self.tally
        print(f"  Running tally: you {t['you']} / house {t['house']} / standoffs {t['standoff']}")
        print()

    def run(self):
        print("🃏 Welcome to the pontoon table. The house plays first, face down.")
        try:
            while True:
                self.round()
                again = ""
                while again not in ("y", "yes", "n", "no"):
                    again = input("Fancy another round? (yes/no) ").strip().lower()
                if again.startswith("n"):
                    break
            print("Cheerio! 👋")
        except EOFError:
            print()


if __name__ == "__main__":
    Table().run()
