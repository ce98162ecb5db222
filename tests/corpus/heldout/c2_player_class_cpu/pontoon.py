# Pontoon, version 2
# Player class keeps the hand and the number of wins
import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]


class Player:
    def __init__(self, name):
        self.name = name
        self.wins = 0
        self.cards = []

    def new_hand(self):
        self.cards = [random.choice(RANKS)]

    def hit(self):
        self.cards.append(random.choice(RANKS))

    def value(self):
        v = 0
        for card in self.cards:
            i = RANKS.index(card)
            v += 10 if i >= 9 else i + 1
        return v

    def bust(self):
        return self.value() > 21

    def hand(self):
        return ", ".join(self.cards)


def ask_yes_no(question):
    while True:
        try:
            a = input(question + " (y/n) ").strip().lower()
        except EOFError:
            return None
        if a in ("y", "n"):
            return a == "y"
        print("Answer y or n.")


def main():
    cpu = Player("CPU")
    you = Player("You")
    draws = 0
    while True:
        cpu.new_hand()
        while cpu.value() < 17:
            cpu.hit()

        you.new_hand()
        while True:
            print("Your cards:", you.hand(), "| value", you.value())
            if you.bust():
                print("Bust!")
                break
            more = ask_yes_no("Another card?")
            if more is None:
                return
            if not more:
                break
            you.hit()

        print("CPU has:", cpu.hand(), "| value", cpu.value())
        print("You have:", you.hand(), "| value", you.value())
        if cpu.bust() and you.bust():
            print("Both bust - draw")
            draws += 1
        elif cpu.bust():
            print("CPU is bust - you win")
            you.wins += 1
        elif you.bust():
            print("CPU wins")
            cpu.wins += 1
        elif you.value() > cpu.value():
            print("You win")
            you.wins += 1
        elif cpu.value() > you.value():
            print("CPU wins")
            cpu.wins += 1
        else:
            print("Draw")
            draws += 1
        print(f"Score - You: {you.wins}  CPU: {cpu.wins}  Draws: {draws}")

        if not ask_yes_no("Play again?"):
            return


if __name__ == "__main__":
    main()
