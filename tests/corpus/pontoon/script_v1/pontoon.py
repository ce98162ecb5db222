# Corpus: version 1 as a beginner's plain script, no functions at all (correct).
import random

STICK_AT = 17
playing = True
while playing:
    computer = random.randint(1, 10)
    while computer < STICK_AT:
        computer = computer + random.randint(1, 10)
    player = random.randint(1, 10)
    try:
        while player <= 21:
            print("Your value:", player)
            answer = input("Twist or stick? (t/s) ").strip().lower()
            if answer == "t":
                player = player + random.randint(1, 10)
            elif answer == "s":
                break
        print("Computer Value:", computer)
        print("Player Value:", player)
        if computer > 21 and player > 21:
            print("Draw!")
        elif computer > 21:
            print("Player wins!")
        elif player > 21:
            print("Computer wins!")
        elif player > computer:
            print("Player wins!")
        elif computer > player:
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
