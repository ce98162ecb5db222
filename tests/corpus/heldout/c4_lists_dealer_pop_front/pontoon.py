import itertools
import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
VALUE = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
         "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10}


def make_deck():
    deck = [f"{r} of {s}" for r, s in itertools.product(RANKS, SUITS)]
    random.shuffle(deck)
    return deck


def points(hand):
    return sum(VALUE[card.split()[0]] for card in hand)


def main():
    print("Pontoon! Dealer plays first.")
    while True:
        deck = make_deck()
        dealer = [deck.pop(0)]
        while points(dealer) < 17:
            dealer.append(deck.pop(0))

        player = [deck.pop(0)]
        while True:
            print("Your hand:", player, "points:", points(player))
            if points(player) > 21:
                print("You busted")
                break
            try:
                a = input("Twist or stick? (t/s) ").strip().lower()
            except EOFError:
                return
            if a == "t":
                player.append(deck.pop(0))
            elif a == "s":
                break
            else:
                print("Invalid choice, try again")

        print("Dealer's hand:", dealer, "points:", points(dealer))
        print("Your hand:", player, "points:", points(player))
        d, p = points(dealer), points(player)
        if d > 21 and p > 21:
            print("Both busted, it's a draw")
        elif d > 21:
            print("Dealer busted, you win")
        elif p > 21:
            print("Dealer wins")
        elif p > d:
            print("You win")
        elif p < d:
            print("Dealer wins")
        else:
            print("It's a draw")

        try:
            again = input("Play again? (y/n) ").strip().lower()
            while again not in ["y", "n"]:
                again = input("Please enter y or n: ").strip().lower()
        except EOFError:
            return
        if again == "n":
            return


main()
