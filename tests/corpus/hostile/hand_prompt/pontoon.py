"""Prints its prompts by hand and reads with sys.stdin.readline() and a bare input()."""
import sys

print("Your value: 5")
print("Twist or stick? (t/s) ", end="")
first = sys.stdin.readline().strip()
sys.stdout.write("Your value: 9\nTwist or stick? (t/s) ")
second = input()
print("answers:", first, second)
