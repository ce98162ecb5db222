# Corpus: version 1 that prints a made-up result block every game without dealing any cards.
VERSION = 1
STICK_AT = 17

try:
    while True:
        print("Your value: 20")
        input("Twist or stick? (t/s) ")
        print("Computer Value: 18")
        print("Player Value: 20")
        print("Player wins!")
        if input("Play again? (y/n) ").strip().lower() != "y":
            break
except EOFError:
    pass
