# Pontoon v1 with chips: a bet before every game, answers read with sys.stdin.readline.
import random
import sys


def ask(prompt):
    print(prompt, end=" ", flush=True)
    line = sys.stdin.readline()
    if line == "":
        print()
        print("No more input. You leave with", chips, "chips.")
        sys.exit(0)
    return line.strip().lower()


def get_bet():
    while True:
        text = ask("You have " + str(chips) + " chips. Your bet?")
        if text.isdigit() and 1 <= int(text) <= chips:
            return int(text)
        print("Bet a whole number from 1 to", chips)


chips = 100
while chips > 0:
    bet = get_bet()
    house = random.randint(1, 10)
    while house < 15:
        house += random.randint(1, 10)
    mine = random.randint(1, 10)
    while mine <= 21:
        print("Your total:", mine)
        a = ask("(h)it or (s)tand?")
        if a == "h":
            mine += random.randint(1, 10)
        elif a == "s":
            break
    print("House total:", house, "  Your total:", mine)
    if house > 21 and mine > 21:
        print("Both bust. Bet returned.")
    elif mine > 21:
        print("You bust. House wins.")
        chips -= bet
    elif house > 21:
        print("House busts. You win!")
        chips += bet
    elif mine > house:
        print("You win!")
        chips += bet
    elif house > mine:
        print("House wins.")
        chips -= bet
    else:
        print("Push. Bet returned.")
    print("Chips now:", chips)
    if chips == 0:
        print("You are out of chips.")
        break
    if ask("Play again? (y/n)") != "y":
        break
print("You leave with", chips, "chips.")
