"""Prints its prompts by hand and reads with sys.stdin.readline() and a bare input()."""
import random, sys

hand = [random.randint(1, 10), random.randint(1, 10)]
read = sys.stdin.readline
answers = []
while True:
    print("Your value:", sum(hand))
    print("Twist or stick? (t/s) ", end="")
    answers.append(read().strip())
    read = input
    if answers[-1] != "t":
        break
    hand.append(random.randint(1, 10))
print("answers:", *answers)
