# pontoon v2 - Priya
import random

cards = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
worth = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10}

you_won = 0
computer_won = 0

while True:

    computer_hand = [random.choice(cards)]
    computer_total = worth[computer_hand[0]]

    while computer_total < 17:
        new = random.choice(cards)
        computer_hand.append(new)
        computer_total = computer_total + worth[new]

    your_hand = [random.choice(cards)]
    your_total = worth[your_hand[0]]

    print()
    print("Your turn!")

    while your_total <= 21:
        print()
        print("Cards: " + ", ".join(your_hand))
        print("Total: " + str(your_total))
        try:
            move = input("Twist or stick? (t/s) ")
        except EOFError:
            exit()
        move = move.strip().lower()

        if move == "t":
            new = random.choice(cards)
            your_hand.append(new)
            your_total = your_total + worth[new]
        elif move == "s":
            break
        else:
            print("Only t or s!")

    print()
    print("Computer has: " + ", ".join(computer_hand))
    print("Value: " + str(computer_total))
    print("Player has: " + ", ".join(your_hand))
    print("Value: " + str(your_total))
    print()

    if computer_total > 21 and your_total > 21:
        print("Draw!")
    elif computer_total > 21:
        print("Player wins!")
        you_won = you_won + 1
    elif your_total > 21:
        print("Computer wins!")
        computer_won = computer_won + 1
    elif your_total > computer_total:
        print("Player wins!")
        you_won = you_won + 1
    elif computer_total > your_total:
        print("Computer wins!")
        computer_won = computer_won + 1
    else:
        print("Draw!")

    print()
    print("Games won: " + str(you_won) + "   Games lost: " + str(computer_won))
    print()

    try:
        again = input("Play again? (y/n) ")
    except EOFError:
        exit()
    if again.strip().lower() != "y":
        break

exit()
