import random

name = input("What is your name? ")
print("Hello " + nmae + ", let's play pontoon!")
while True:
    computer = random.randint(1, 10)
    while computer < 17:
        computer += random.randint(1, 10)
    player = random.randint(1, 10)
    while player <= 21:
        print(name + ", you have " + str(player))
        answer = input("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            player += random.randint(1, 10)
        elif answer == "s":
            break
    print("Computer:", computer)
    print(name + ":", player)
    if (computer > 21 and player > 21) or computer == player:
        print("Draw")
    elif computer > 21 or (player <= 21 and player > computer):
        print(name + " wins!")
    else:
        print("Computer wins")
    if input("Play again? (y/n) ").strip().lower() != "y":
        break
