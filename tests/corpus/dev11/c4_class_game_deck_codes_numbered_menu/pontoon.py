"""Pontoon version 4 - one real deck of 52 cards per game.

Cards are stored as short codes like QH (queen of hearts), 10S, AD, 7C.
An ace is always 1, J/Q/K are 10.
"""
import random


class Game:
    def __init__(self):
        self.stand_on = 17          # dealer stops once it has 17 or more
        self.deck = []
        self.dealer_hand = []
        self.player_hand = []

    def new_deck(self):
        self.deck = []
        for suit in ["C", "D", "H", "S"]:
            for rank in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]:
                self.deck.append(rank + suit)
        random.shuffle(self.deck)

    def deal(self):
        return self.deck.pop()

    def value(self, hand):
        total = 0
        for card in hand:
            rank = card[:-1]
            if rank == "A":
                total += 1
            elif rank in ("J", "Q", "K"):
                total += 10
            else:
                total += int(rank)
        return total

    def ask(self, prompt, allowed):
        while True:
            answer = input(prompt).strip().lower()
            if answer in allowed:
                return answer
            print("Not a valid choice, try again.")

    def dealer_turn(self):
        self.dealer_hand = [self.deal()]
        while self.value(self.dealer_hand) < self.stand_on:
            self.dealer_hand.append(self.deal())
        print("Dealer has finished drawing.")

    def player_turn(self):
        self.player_hand = [self.deal()]
        while True:
            print("Your cards:", " ".join(self.player_hand), " value:", self.value(self.player_hand))
            if self.value(self.player_hand) > 21:
                print("You are bust!")
                return
            print("1) hit  2) stand")
            choice = self.ask("> ", ["1", "2"])
            if choice == "2":
                return
            self.player_hand.append(self.deal())

    def winner(self):
        d = self.value(self.dealer_hand)
        p = self.value(self.player_hand)
        if d > 21 and p > 21:
            return "Both bust - it's a draw."
        elif d > 21:
            return "Dealer bust - you win!"
        elif p > 21:
            return "You bust - dealer wins."
        elif d == p:
            return "Same value - it's a draw."
        elif p > d:
            return "You win!"
        else:
            return "Dealer wins."

    def play_round(self):
        self.new_deck()
        self.dealer_turn()
        self.player_turn()
        print()
        print("---------- RESULT ----------")
        print("Dealer:", " ".join(self.dealer_hand), "=", self.value(self.dealer_hand))
        print("You:   ", " ".join(self.player_hand), "=", self.value(self.player_hand))
        print(self.winner())
        print("----------------------------")

    def run(self):
        print("=== PONTOON ===")
        while True:
            print()
            self.play_round()
            again = self.ask("Play again? (y/n) ", ["y", "n"])
            if again == "n":
                print("Bye!")
                break


if __name__ == "__main__":
    try:
        Game().run()
    except EOFError:
        pass
