import random

# version 2 - card names
names = {1: "Ace", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven",
         8: "Eight", 9: "Nine", 10: "Ten", 11: "Jack", 12: "Queen", 13: "King"}


def points(hand):
    total = 0
    for n in hand:
        if n > 10:
            total = total + 10
        else:
            total = total + n
    return total


while True:
    dealer = [random.randint(1, 13)]
    while points(dealer) < 17:
        dealer.append(random.randint(1, 13))

    mine = [random.randint(1, 13)]
    while True:
        print()
        print("Your cards: " + ", ".join(names[n] for n in mine))
        print("Your total: " + str(points(mine)))
        if points(mine) > 21:
            print("Oh no, you're bust!")
            break
        print("Do you want to twist or stick?")
        try:
            move = input("t/s > ")
        except EOFError:
            exit()
        move = move.lower().strip()
        if move == "t":
            mine.append(random.randint(1, 13))
        elif move == "s":
            break
        else:
            print("Type t or s.")

    print()
    print()
    print("Dealer's cards: " + ", ".join(names[n] for n in dealer))
    print("Dealer's total: " + str(points(dealer)))
    print("Your cards: " + ", ".join(names[n] for n in mine))
    print("Your total: " + str(points(mine)))
    d, m = points(dealer), points(mine)
    if d > 21 and m > 21:
        print("Both bust, so it's a draw")
    elif d > 21:
        print("The dealer is bust. You win!")
    elif m > 21:
        print("Dealer wins")
    elif d == m:
        print("It's a tie")
    elif m > d:
        print("You win!")
    else:
        print("Dealer wins")
    print()

    try:
        again = input("Play again? (y/n) ")
    except EOFError:
        exit()
    if again.lower().strip() != "y":
        break
