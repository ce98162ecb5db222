import random

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


class Card:
    def __init__(self):
        self.rank = random.choice(RANKS)
        self.suit = random.choice(SUITS)

    def __str__(self):
        return f"{self.rank} of {self.suit}"

    def points(self):
        if self.rank == "Ace":
            return 11
        return min(RANKS.index(self.rank) + 1, 10)


class Hand:
    def __init__(self):
        self.cards = [Card(), Card()]

    def add(self):
        self.cards.append(Card())

    def score(self):
        s = sum(c.points() for c in self.cards)
        aces = sum(1 for c in self.cards if c.rank == "Ace")
        while s > 21 and aces > 0:
            s -= 10
            aces -= 1
        return s

    def __str__(self):
        return ", ".join(str(c) for c in self.cards)


def main():
    print("BLACKJACK (dealer plays first)")
    while True:
        dealer = Hand()
        while dealer.score() < 17:
            dealer.add()

        you = Hand()
        while you.score() <= 21:
            print("Your hand:", you, f"[{you.score()}]")
            try:
                move = input("Hit or stand? (h/s) ").strip().lower()
            except EOFError:
                print()
                return
            if move == "h":
                you.add()
            elif move == "s":
                break
            else:
                print("Please enter h or s")
        if you.score() > 21:
            print("Your hand:", you, f"[{you.score()}]")
            print("Bust!")

        print("Dealer's hand:", dealer, f"[{dealer.score()}]")
        print("Your hand:", you, f"[{you.score()}]")
        d, y = dealer.score(), you.score()
        if d > 21 and y > 21:
            print("You both bust - draw")
        elif d > 21:
            print("Dealer bust - you win")
        elif y > 21:
            print("Dealer wins")
        elif y > d:
            print("You win")
        elif d > y:
            print("Dealer wins")
        else:
            print("Draw")
        try:
            again = input("Play again? (y/n) ").strip().lower()
        except EOFError:
            print()
            return
        if again != "y":
            return


main()
