# twenty one / pontoon  (v1)
# cards are 2 to 11 because an ace is 11
import random

while True:
    computer = random.randint(2, 11)
    while computer < 17:
        computer = computer + random.randint(2, 11)

    player = random.randint(2, 11)
    while player <= 21:
        print("Your value: " + str(player))
        try:
            answer = input("Twist or stick? (t/s) ").lower().strip()
        except EOFError:
            exit()
        if answer == "t":
            player = player + random.randint(2, 11)
        elif answer == "s":
            break

    print("Computer Value: " + str(computer))
    print("Player Value: " + str(player))
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
        again = input("Play again? (y/n) ").lower().strip()
    except EOFError:
        exit()
    if again != "y":
        break
