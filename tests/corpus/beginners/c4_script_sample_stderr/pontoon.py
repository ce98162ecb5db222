import random
import sys

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
FULL_DECK = [(rank, suit) for suit in SUITS for rank in RANKS]

print("Let's play pontoon!", file=sys.stderr)
keep_playing = True
while keep_playing:
    deck = random.sample(FULL_DECK, 52)
    computer = []
    while sum(min(RANKS.index(r) + 1, 10) for r, s in computer) < 17:
        computer.append(deck.pop())
    computer_value = sum(min(RANKS.index(r) + 1, 10) for r, s in computer)

    player = [deck.pop()]
    while True:
        player_value = sum(min(RANKS.index(r) + 1, 10) for r, s in player)
        print("Your cards are " + " and ".join(r + " of " + s for r, s in player)
              + ", worth " + str(player_value))
        if player_value > 21:
            print("That's bust!")
            break
        try:
            choice = input("Twist or stick? (t/s) ")
        except EOFError:
            sys.exit(0)
        choice = choice.strip().lower()
        if choice == "t":
            player.append(deck.pop())
        elif choice == "s":
            break
        else:
            print("(t = twist, s = stick)", file=sys.stderr)

    print()
    print("Computer has: " + ", ".join(r + " of " + s for r, s in computer))
    print("Value: " + str(computer_value))
    print("Player has: " + ", ".join(r + " of " + s for r, s in player))
    print("Value: " + str(player_value))
    if computer_value > 21 and player_value > 21:
        print("Draw!")
    elif computer_value > 21:
        print("Player wins!")
    elif player_value > 21:
        print("Computer wins!")
    elif player_value > computer_value:
        print("Player wins!")
    elif player_value < computer_value:
        print("Computer wins!")
    else:
        print("Draw!")

    answer = None
    while answer not in ("y", "n"):
        try:
            answer = input("Play again? (y/n) ").strip().lower()
        except EOFError:
            sys.exit(0)
    keep_playing = answer == "y"
