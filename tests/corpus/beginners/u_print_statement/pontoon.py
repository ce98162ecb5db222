import random

print "Welcome to Pontoon!"
computer = random.randint(1, 10)
while computer < 17:
    computer = computer + random.randint(1, 10)
player = random.randint(1, 10)
while player <= 21:
    print "You have", player
    answer = raw_input("Twist or stick? (t/s) ")
    if answer == "t":
        player = player + random.randint(1, 10)
    else:
        break
print "Computer Value:", computer
print "Player Value:", player
