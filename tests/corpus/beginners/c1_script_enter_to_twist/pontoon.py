# Pontoon where Enter deals you a card
import random

while True:
    computer = random.randint(1, 10)
    while computer < 17:
        computer = computer + random.randint(1, 10)
    player = random.randint(1, 10)
    while player <= 21:
        print("Your value:", player)
        try:
            answer = input("Press Enter for another card, or type s to stick: ")
        except EOFError:
            raise SystemExit
        answer = answer.strip().lower()
        if answer == "":
            player = player + random.randint(1, 10)
        elif answer == "s":
            break
        else:
            print("Just press Enter, or type s.")
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
    try:
        if input("Play again? (y/n) ").strip().lower() != "y":
            break
    except EOFError:
        break
