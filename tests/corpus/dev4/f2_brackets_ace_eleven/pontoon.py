# pontoon - every card with its value in brackets, a score table and chips after each game
import random

ranks = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
points = {"Ace": 11, "Jack": 10, "Queen": 10, "King": 10}
for i in range(1, 10):
    points[ranks[i]] = i + 1

score = {"Wins": 0, "Losses": 0, "Ties": 0}
chips = 100
STAKE = 10


def show(hand):
    return ", ".join(f"{r} ({points[r]})" for r in hand)


def value(hand):
    return sum(points[r] for r in hand)


def settle(house, player):
    global chips
    if (house > 21 and player > 21) or (house == player):
        score["Ties"] += 1
        print("Stake returned.")
    elif player > 21 or (house <= 21 and house > player):
        score["Losses"] += 1
        chips -= STAKE
        print(f"The house takes {STAKE} chips.")
    else:
        score["Wins"] += 1
        chips += STAKE
        print(f"You take {STAKE} chips.")


def play():
    house = [random.choice(ranks)]
    while value(house) < 16:
        house.append(random.choice(ranks))
    player = [random.choice(ranks)]
    while value(player) <= 21:
        print("Hand:", show(player), "->", value(player))
        move = input("Twist or stick (t/s)? ").strip().lower()
        if move == "t":
            player.append(random.choice(ranks))
        elif move == "s":
            break
        else:
            print("Try again.")
    print("House:", show(house), "->", value(house))
    print("You:  ", show(player), "->", value(player))
    settle(value(house), value(player))
    print("  ".join(f"{k} {v}" for k, v in score.items()))
    print("Chips:", chips)


while True:
    try:
        play()
        again = input("Play again (y/n)? ").strip().lower()
    except EOFError:
        break
    if again == "n":
        break
