"""Pontoon, version 4: one shuffled deck for each game."""
import random


class Card:
    RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
             "Jack", "Queen", "King"]

    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    def points(self):
        return min(Card.RANKS.index(self.rank) + 1, 10)

    def name(self):
        return self.rank + " of " + self.suit


class Deck:
    def __init__(self):
        self.cards = []
        for suit in ["Clubs", "Diamonds", "Hearts", "Spades"]:
            for rank in Card.RANKS:
                self.cards.append(Card(rank, suit))
        random.shuffle(self.cards)

    def deal(self):
        return self.cards.pop()


def hand_points(hand):
    return sum(c.points() for c in hand)


def print_hand(title, hand):
    print(title)
    for c in hand:
        print("    " + c.name())
    print("Total: " + str(hand_points(hand)))


def main():
    while True:
        deck = Deck()
        dealer = [deck.deal()]
        while hand_points(dealer) < 17:
            dealer.append(deck.deal())

        player = [deck.deal()]
        while hand_points(player) <= 21:
            print_hand("Your hand:", player)
            try:
                choice = input("Twist or stick? ")
            except EOFError:
                return
            choice = choice.strip().lower()
            if choice == "t":
                player.append(deck.deal())
            elif choice == "s":
                break
            else:
                print("Please answer t or s")

        print()
        print_hand("Dealer's hand:", dealer)
        print_hand("Your hand:", player)
        d = hand_points(dealer)
        p = hand_points(player)
        if d > 21 and p > 21:
            print("You both went bust. It's a draw")
        elif d > 21:
            print("Dealer bust! You win!")
        elif p > 21:
            print("You're bust - dealer wins")
        elif d == p:
            print("It's a draw")
        elif p > d:
            print("You win!")
        else:
            print("Dealer wins")
        print()

        while True:
            try:
                again = input("Do you want to play again? (yes/no) ").strip().lower()
            except EOFError:
                return
            if again in ("yes", "y"):
                break
            if again in ("no", "n"):
                return
            print("yes or no?")


main()
