# Corpus: version 3 as a beginner's plain script, no functions at all (correct).
import random

STICK_AT = 18
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
playing = True
while playing:
    computer = [(random.choice(RANKS), random.choice(SUITS))]
    computer_value = min(RANKS.index(computer[0][0]) + 1, 10)
    while computer_value < STICK_AT:
        card = (random.choice(RANKS), random.choice(SUITS))
        computer.append(card)
        computer_value += min(RANKS.index(card[0]) + 1, 10)
    player = [(random.choice(RANKS), random.choice(SUITS))]
    player_value = min(RANKS.index(player[0][0]) + 1, 10)
    try:
        while player_value <= 21:
            print("Your cards:", ", ".join(rank + " of " + suit for rank, suit in player))
            print("Your value:", player_value)
            answer = input("Twist or stick? (t/s) ").strip().lower()
            if answer == "t":
                card = (random.choice(RANKS), random.choice(SUITS))
                player.append(card)
                player_value += min(RANKS.index(card[0]) + 1, 10)
            elif answer == "s":
                break
        print("Computer has:", ", ".join(rank + " of " + suit for rank, suit in computer))
        print("Value:", computer_value)
        print("Player has:", ", ".join(rank + " of " + suit for rank, suit in player))
        print("Value:", player_value)
        if computer_value > 21 and player_value > 21:
            print("Draw!")
        elif computer_value > 21:
            print("Player wins!")
        elif player_value > 21:
            print("Computer wins!")
        elif player_value > computer_value:
            print("Player wins!")
        elif computer_value > player_value:
            print("Computer wins!")
        else:
            print("Draw!")
        again = ""
        while again not in ("y", "n"):
            again = input("Play again? (y/n) ").strip().lower()
        playing = again == "y"
    except EOFError:
        print()
        playing = False
