# PONTOON v1
import random

STICK_AT = 17
results = []   # one row per game: (computer, player, winner)


def pick(prompt, options):
    """Ask until one of the numbered options is picked; None at end of input."""
    while True:
        for number, text in options:
            print(f"  {number}) {text}")
        try:
            choice = input(prompt).strip()
        except EOFError:
            return None
        if choice in [number for number, _ in options]:
            return choice
        print("Please choose a number from the menu.")


def computer_plays():
    cards = [random.randint(1, 10)]
    while sum(cards) < STICK_AT:
        cards.append(random.randint(1, 10))
    return sum(cards)


def player_plays():
    cards = [random.randint(1, 10), random.randint(1, 10)]
    while True:
        print("Your cards:", cards, "total", sum(cards))
        if sum(cards) > 21:
            print("BUST!")
            return sum(cards)
        choice = pick("Your choice: ", [("1", "Twist"), ("2", "Stick")])
        if choice is None:
            return None
        if choice == "1":
            cards.append(random.randint(1, 10))
        else:
            return sum(cards)


def score_table():
    print()
    print(" Game | Computer | Player | Winner")
    print("------+----------+--------+---------")
    for i, (c, p, w) in enumerate(results, 1):
        print(f" {i:4} | {c:8} | {p:6} | {w}")
    print()


def game():
    computer = computer_plays()
    player = player_plays()
    if player is None:
        return False
    print("Computer:", computer)
    print("Player:", player)
    if computer > 21 and player > 21:
        winner = "draw"
    elif computer > 21:
        winner = "player"
    elif player > 21:
        winner = "computer"
    elif player > computer:
        winner = "player"
    elif computer > player:
        winner = "computer"
    else:
        winner = "draw"
    print({"player": "You win!", "computer": "The computer wins!", "draw": "It's a draw!"}[winner])
    results.append((computer, player, winner))
    score_table()
    return True


while game():
    if pick("What now? ", [("1", "Play again"), ("2", "Quit")]) != "1":
        break
print("Thanks for playing.")
