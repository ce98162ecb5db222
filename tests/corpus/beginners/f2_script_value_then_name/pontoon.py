import random

# pick a value 1-10, then a name for it (10 can be Ten, Jack, Queen or King)
NAMES = ["", "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"]


def pick():
    v = random.randint(1, 10)
    if v == 10:
        return random.choice(["Ten", "Jack", "Queen", "King"]), 10
    return NAMES[v], v


again = "y"
while again == "y":
    dealer_names = []
    dealer_total = 0
    while dealer_total < 17:
        name, v = pick()
        dealer_names.append(name)
        dealer_total += v

    name, v = pick()
    my_names = [name]
    my_total = v
    while my_total <= 21:
        print("You have: " + ", ".join(my_names) + " (" + str(my_total) + ")")
        try:
            t = input("Twist or stick? (t/s) ").strip().lower()
        except EOFError:
            exit()
        if t == "t":
            name, v = pick()
            my_names.append(name)
            my_total += v
        elif t == "s":
            break
        else:
            print("t or s")

    print("Computer has: " + ", ".join(dealer_names))
    print("Value: " + str(dealer_total))
    print("Player has: " + ", ".join(my_names))
    print("Value: " + str(my_total))
    if dealer_total > 21 and my_total > 21:
        print("Draw!")
    elif dealer_total > 21:
        print("Player wins!")
    elif my_total > 21:
        print("Computer wins!")
    elif my_total > dealer_total:
        print("Player wins!")
    elif dealer_total > my_total:
        print("Computer wins!")
    else:
        print("Draw!")
    try:
        again = input("Play again? (y/n) ").strip().lower()
    except EOFError:
        exit()
