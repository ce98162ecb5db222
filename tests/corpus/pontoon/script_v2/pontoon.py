# Corpus: version 2 as a plain script with a helper dictionary and no functions (correct).
import random

STICK_AT = 15
VALUES = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
          "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10}
RANKS = list(VALUES)

again = "y"
while again == "y":
    computer = [random.choice(RANKS)]
    while sum(VALUES[c] for c in computer) < STICK_AT:
        computer.append(random.choice(RANKS))
    player = [random.choice(RANKS)]
    try:
        while sum(VALUES[c] for c in player) <= 21:
            print("Your cards:", ", ".join(player))
            print("Your value:", sum(VALUES[c] for c in player))
            choice = input("Twist or stick? (t/s) ").strip().lower()
            if choice == "t":
                player.append(random.choice(RANKS))
            elif choice == "s":
                break
        c, p = sum(VALUES[x] for x in computer), sum(VALUES[x] for x in player)
        print("Computer has:", ", ".join(computer))
        print("Value:", c)
        print("Player has:", ", ".join(player))
        print("Value:", p)
        if c > 21 and p > 21 or c == p:
            print("Draw!")
        elif c > 21 or (p <= 21 and p > c):
            print("Player wins!")
        else:
            print("Computer wins!")
        again = ""
        while again not in ("y", "n"):
            again = input("Play again? (y/n) ").strip().lower()
    except EOFError:
        print()
        break
