import random

chips = 100
print("You have " + str(chips) + " chips.")
bet = int(input("How many chips do you want to bet? "))
while True:
    computer = random.randint(1, 10)
    while computer < 17:
        computer += random.randint(1, 10)
    player = random.randint(1, 10)
    while player <= 21:
        print("Your value: " + str(player))
        a = input("Twist or stick? (t/s) ").strip().lower()
        if a == "t":
            player += random.randint(1, 10)
        elif a == "s":
            break
    print("Computer Value: " + str(computer))
    print("Player Value: " + str(player))
    if player <= 21 and (computer > 21 or player > computer):
        print("Player wins!")
        chips += bet
    elif computer <= 21 and (player > 21 or computer > player):
        print("Computer wins!")
        chips -= bet
    else:
        print("Draw!")
    if input("Play again? (y/n) ").strip().lower() != "y":
        break
