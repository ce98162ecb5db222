import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
POINTS = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
          "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10}


def main():
    rng = random.Random()
    games = 0
    while True:
        games = games + 1
        print("=== Game " + str(games) + " ===")
        dealer = [(rng.choice(RANKS), rng.choice(SUITS))]
        dealer_points = POINTS[dealer[0][0]]
        while dealer_points < 16:
            card = (rng.choice(RANKS), rng.choice(SUITS))
            dealer.append(card)
            dealer_points = dealer_points + POINTS[card[0]]

        player = [(rng.choice(RANKS), rng.choice(SUITS))]
        points = POINTS[player[0][0]]
        bust = False
        while not bust:
            print("You have:")
            for rank, suit in player:
                print("   the " + rank + " of " + suit)
            print("Points: " + str(points))
            try:
                move = input("Twist or stick? (t/s) ").strip().lower()
            except EOFError:
                print()
                quit()
            if move == "t":
                card = (rng.choice(RANKS), rng.choice(SUITS))
                player.append(card)
                points = points + POINTS[card[0]]
                print("You drew the " + card[0] + " of " + card[1])
                if points > 21:
                    bust = True
            elif move == "s":
                break
            else:
                print("Sorry, t or s?")

        print()
        print("Dealer's hand: " + ", ".join(r + " of " + s for r, s in dealer)
              + " -> " + str(dealer_points))
        print("Your hand: " + ", ".join(r + " of " + s for r, s in player)
              + " -> " + str(points))
        if dealer_points > 21 and points > 21:
            print("You both went bust, it's a draw.")
        elif dealer_points > 21:
            print("Dealer is bust. You win!")
        elif points > 21:
            print("You're bust. Dealer wins.")
        elif dealer_points == points:
            print("It's a draw.")
        elif dealer_points > points:
            print("Dealer wins.")
        else:
            print("You win!")
        print()
        try:
            reply = input("Another game? y/n ").strip().lower()
            while reply not in ("y", "n"):
                reply = input("y or n? ").strip().lower()
        except EOFError:
            quit()
        if reply == "n":
            print("See you next time!")
            quit()


main()
