import random
import sys

VALUES = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
          "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10}
RANKS = list(VALUES)

play = "y"
while play == "y":
    computer_cards = [random.choice(RANKS)]
    computer_total = VALUES[computer_cards[0]]
    while computer_total < 17:
        card = random.choice(RANKS)
        computer_cards.append(card)
        computer_total += VALUES[card]

    player_cards = [random.choice(RANKS)]
    player_total = VALUES[player_cards[0]]
    try:
        while player_total <= 21:
            print("Your cards:", ", ".join(player_cards), "(" + str(player_total) + ")")
            ts = input("Twist or stick? (t/s) ").strip().lower()
            if ts == "t":
                card = random.choice(RANKS)
                player_cards.append(card)
                player_total += VALUES[card]
                print("You got:", card)
            elif ts == "s":
                break
            else:
                print("t or s please", file=sys.stderr)
        print()
        print("Computer has: " + ", ".join(computer_cards))
        print("Value: " + str(computer_total))
        print("Player has: " + ", ".join(player_cards))
        print("Value: " + str(player_total))
        if computer_total > 21 and player_total > 21:
            print("Draw")
        elif computer_total > 21 or (player_total <= 21 and player_total < computer_total):
            print("You win!")
        elif player_total > 21 or computer_total < player_total:
            print("Dealer wins")
        else:
            print("Draw")
        play = ""
        while play not in ("y", "n"):
            play = input("Play again? (y/n) ").strip().lower()
    except EOFError:
        print("\nGoodbye", file=sys.stderr)
        break
