# PONTOON  (version 1 - cards are just numbers 1 to 10)
# Ace = 1, picture cards = 10, so a card is randint(1, 10).
# CPU plays first, then you. A scoreboard is kept between games.

import random

CPU_LIMIT = 14   # CPU keeps drawing while it has less than this


def get(question):
    # returns None if there is no more input (Ctrl-D)
    try:
        return input(question).strip()
    except EOFError:
        return None


def cpu_go():
    total = random.randint(1, 10)
    while total < CPU_LIMIT:
        total += random.randint(1, 10)
    return total


def you_go():
    # returns your total, or None if the input ran out
    total = random.randint(1, 10)
    while True:
        print("You have [ " + str(total) + " ]")
        if total > 21:
            print("Over 21, you're bust!")
            return total
        move = get("+ for a card, = to stop: ")
        if move is None:
            return None
        if move == "=":
            return total
        elif move == "+":
            card = random.randint(1, 10)
            print("  card: " + str(card))
            total += card
        else:
            print("Only + or = please.")


def winner_of(cpu, you):
    if cpu > 21 and you > 21:
        return "draw"
    elif cpu > 21:
        return "you"
    elif you > 21:
        return "cpu"
    elif cpu == you:
        return "draw"
    elif cpu > you:
        return "cpu"
    else:
        return "you"


def print_table(board):
    print("| You | CPU | Draws |")
    print("|-----|-----|-------|")
    print("| %3d | %3d | %5d |" % (board["you"], board["cpu"], board["draw"]))


board = {"you": 0, "cpu": 0, "draw": 0}
print("PONTOON - you vs the CPU")

while True:
    print()
    cpu = cpu_go()
    print("CPU has taken its cards.")
    you = you_go()
    if you is None:
        break

    print()
    print("CPU total:  " + str(cpu))
    print("Your total: " + str(you))
    w = winner_of(cpu, you)
    board[w] += 1
    if w == "you":
        print(">> You win!")
    elif w == "cpu":
        print(">> CPU wins!")
    else:
        print(">> Draw!")
    print()
    print_table(board)

    ans = get("again? (y/n) ")
    while ans is not None and ans.lower() not in ("y", "n"):
        ans = get("again? (y/n) ")
    if ans is None or ans.lower() == "n":
        break
