import random


def main():
    ranks = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
             "Ten", "Jack", "Queen", "King"]
    values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]
    while True:
        dealer = []
        dealer_score = 0
        while dealer_score < 18:
            i = random.randrange(13)
            dealer.append(ranks[i])
            dealer_score = dealer_score + values[i]

        hand = []
        i = random.randrange(13)
        hand.append(ranks[i])
        score = values[i]
        while True:
            print("Your hand: " + " ".join(hand) + " = " + str(score))
            print("1 to twist, 0 to stick")
            try:
                choice = int(input("> "))
            except EOFError:
                return
            if choice == 1:
                i = random.randrange(13)
                hand.append(ranks[i])
                score = score + values[i]
                if score > 21:
                    print("Your hand: " + " ".join(hand) + " = " + str(score))
                    print("Bust!")
                    break
            elif choice == 0:
                break
            else:
                print("Type 1 or 0")

        print("-----")
        print("Dealer has " + " ".join(dealer) + " = " + str(dealer_score))
        print("You have " + " ".join(hand) + " = " + str(score))
        if dealer_score > 21 and score > 21:
            print("You both went bust")
        elif dealer_score > 21:
            print("Dealer bust! You win!")
        elif score > 21:
            print("Dealer wins")
        elif score > dealer_score:
            print("You win!")
        elif score < dealer_score:
            print("Dealer wins")
        else:
            print("Draw")
        print("-----")
        print("Another game? y/n")
        try:
            again = input().strip().lower()
            while again not in ("y", "n"):
                print("Another game? y/n")
                again = input().strip().lower()
        except EOFError:
            return
        if again != "y":
            return


main()
