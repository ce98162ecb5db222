import random


def main():
    rng = random.Random()
    suits = ["Hearts", "Diamonds", "Spades", "Clubs"]
    ranks = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
             "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10}
    score_you = 0
    score_dealer = 0
    playing = True
    while playing:
        deck = [(r, s) for s in suits for r in ranks]
        rng.shuffle(deck)

        dealer = [deck.pop(0)]
        while sum(ranks[c[0]] for c in dealer) < 17:
            dealer.append(deck.pop(0))
        d = sum(ranks[c[0]] for c in dealer)

        you = [deck.pop(0)]
        y = ranks[you[0][0]]
        while y <= 21:
            print()
            for c in you:
                print(c[0], "of", c[1])
            print("You have", y)
            try:
                a = input("Another card? (yes/no) ").strip().lower()
            except EOFError:
                return
            if a in ("yes", "y"):
                you.append(deck.pop(0))
                y = sum(ranks[c[0]] for c in you)
            elif a in ("no", "n"):
                break
            else:
                print("yes or no please")

        print()
        print("Dealer's cards:", ", ".join(c[0] + " of " + c[1] for c in dealer), "=", d)
        print("Your cards:", ", ".join(c[0] + " of " + c[1] for c in you), "=", y)
        if d > 21 and y > 21:
            print("Nobody wins, you both went bust")
        elif d > 21:
            print("Dealer bust - you win!")
            score_you += 1
        elif y > 21:
            print("You're bust - dealer wins")
            score_dealer += 1
        elif y == d:
            print("It's a tie, nobody wins")
        elif y > d:
            print("You win!")
            score_you += 1
        else:
            print("Dealer wins")
            score_dealer += 1
        print("Score: you", score_you, "dealer", score_dealer)
        while True:
            again = input("Another game? y/n ").strip().lower()
            if again == "y":
                break
            if again == "n":
                playing = False
                break


main()
