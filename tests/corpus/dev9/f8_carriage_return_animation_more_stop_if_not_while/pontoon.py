# pontoon version 1 - the cards are just numbers 1 to 10
# the computer's draws are replayed as an animation after you finish
import random
import sys
import time

LIMIT = 19  # computer keeps drawing while it has less than this


def answer(prompt, allowed):
    # returns None if there is no more input
    while True:
        try:
            a = input(prompt)
        except EOFError:
            return None
        a = a.strip().lower()
        if a in allowed:
            return a
        print("I only understand: " + " / ".join(allowed))


def animate(totals):
    for t in totals:
        sys.stdout.write("\rComputer draws... " + str(t) + "   ")
        sys.stdout.flush()
        time.sleep(0.05)
    sys.stdout.write("\n")
    sys.stdout.flush()


def thinking():
    for ch in "|/-\\|/-\\":
        sys.stdout.write("\rThe computer is playing " + ch)
        sys.stdout.flush()
        time.sleep(0.05)
    sys.stdout.write("\rThe computer has finished its turn.\n")
    sys.stdout.flush()


def play():
    # computer first, keep the running totals for later
    comp = random.randint(1, 10)
    steps = [comp]
    if comp < LIMIT:
        comp += random.randint(1, 10)
        steps.append(comp)
    thinking()

    you = random.randint(1, 10)
    print("Your first card is a " + str(you))
    while you <= 21:
        print("Your total: " + str(you))
        print("You are " + str(21 - you) + " away from 21")
        a = answer("more or stop? ", ["more", "stop"])
        if a is None:
            return False
        if a == "stop":
            break
        card = random.randint(1, 10)
        you += card
        print("You drew a " + str(card))
    if you > 21:
        print("Your total: " + str(you) + " - bust!")

    print()
    animate(steps)
    print("Computer total: " + str(comp))
    print("Your total:     " + str(you))
    if comp > 21 and you > 21:
        print("Draw - you both went over 21.")
    elif you > 21:
        print("The computer wins.")
    elif comp > 21:
        print("The computer went over 21, you win!")
    elif comp > you:
        print("The computer wins.")
    elif you > comp:
        print("You win!")
    else:
        print("Draw.")
    return True


def main():
    print("PONTOON")
    while True:
        if not play():
            break
        a = answer("Play again? (yes/no) ", ["yes", "no"])
        if a != "yes":
            break
        print()


main()
