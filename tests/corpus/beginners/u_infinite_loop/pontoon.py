import random

while True:
    # the computer's turn
    computer = random.randint(1, 10)
    while computer < 17:
        card = random.randint(1, 10)
    computer = computer + card

    player = random.randint(1, 10)
    while player <= 21:
        print("You have", player)
        if input("Twist or stick? (t/s) ").strip().lower() == "s":
            break
        player = player + random.randint(1, 10)
    print("Computer:", computer, "You:", player)
    if input("Play again? (y/n) ") != "y":
        break
