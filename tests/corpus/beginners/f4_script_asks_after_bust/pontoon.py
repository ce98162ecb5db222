import random
import sys

suits = ["Clubs", "Diamonds", "Hearts", "Spades"]
ranks = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
value = {}
for n, rank in enumerate(ranks):
    value[rank] = min(n + 1, 10)

print("PONTOON")
while True:
    deck = []
    for suit in suits:
        for rank in ranks:
            deck.append((rank, suit))
    random.shuffle(deck)

    house = [deck.pop()]
    house_total = value[house[0][0]]
    while house_total < 17:
        card = deck.pop()
        house.append(card)
        house_total += value[card[0]]

    hand = [deck.pop()]
    total = value[hand[0][0]]
    while True:
        print("You hold: " + ", ".join(r + " of " + s for r, s in hand) + "  (total " + str(total) + ")")
        try:
            answer = input("Twist or stick? (t/s) ").strip().lower()
        except EOFError:
            sys.exit()
        if total > 21:
            break
        if answer == "t":
            card = deck.pop()
            hand.append(card)
            total += value[card[0]]
        elif answer == "s":
            break
        else:
            print("Please enter t or s")

    print("-----")
    print("House: " + ", ".join(r + " of " + s for r, s in house) + "  (total " + str(house_total) + ")")
    print("You: " + ", ".join(r + " of " + s for r, s in hand) + "  (total " + str(total) + ")")
    if house_total > 21 and total > 21:
        print("You both went bust - nobody wins")
    elif house_total > 21:
        print("The house is bust, you win!")
    elif total > 21:
        print("You are bust. The house wins")
    elif total > house_total:
        print("You win!")
    elif house_total > total:
        print("The house wins")
    else:
        print("It's a draw")
    print("-----")
    try:
        again = input("Play again? (y/n) ").strip().lower()
        while again not in ("y", "n"):
            again = input("Play again? (y/n) ").strip().lower()
    except EOFError:
        sys.exit()
    if again == "n":
        sys.exit()
