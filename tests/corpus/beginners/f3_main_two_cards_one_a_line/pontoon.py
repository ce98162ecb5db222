import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


def card():
    return (random.choice(RANKS), random.choice(SUITS))


def worth(hand):
    return sum(min(RANKS.index(rank) + 1, 10) for rank, suit in hand)


def show(hand):
    for rank, suit in hand:
        print(" * " + rank + " of " + suit)
    print("Total: " + str(worth(hand)))


def main():
    while True:
        dealer = [card()]
        while worth(dealer) < 17:
            dealer.append(card())

        me = [card(), card()]            # two cards to start, like real pontoon
        while worth(me) <= 21:
            print("Your cards:")
            show(me)
            try:
                choice = input("Twist or stick? (t/s) ").strip().lower()
            except EOFError:
                return
            if choice == "t":
                me.append(card())
            elif choice == "s":
                break
            else:
                print("t or s please")

        print("==========")
        print("Dealer's cards:")
        show(dealer)
        print("Your cards:")
        show(me)
        d, m = worth(dealer), worth(me)
        if d > 21 and m > 21:
            print("You both went bust - nobody wins")
        elif d > 21:
            print("The dealer went bust. You win!")
        elif m > 21:
            print("You're bust - dealer wins")
        elif d == m:
            print("It's a draw")
        elif m > d:
            print("You win!")
        else:
            print("Dealer wins")
        print("==========")
        try:
            if input("Play again? (y/n) ").strip().lower() != "y":
                return
        except EOFError:
            return


main()
