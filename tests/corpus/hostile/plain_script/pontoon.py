"""A plain script: plays pontoon at import time with input() and print()."""
import random

total = random.randint(1, 10)
print("Your value:", total)
while total <= 21:
    answer = input("Twist or stick? (t/s) ")
    if answer.strip().lower() == "s":
        break
    if answer.strip().lower() == "t":
        total += random.randint(1, 10)
        print("Your value:", total)
print("Player Value:", total)
