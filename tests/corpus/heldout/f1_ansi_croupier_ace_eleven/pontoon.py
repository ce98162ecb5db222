import random

GREEN = "\x1b[92m"
RED = "\x1b[91m"
CYAN = "\x1b[96m"
GREY = "\x1b[90m"
END = "\x1b[0m"


def new_card():
    return random.randrange(1, 11)


def hand_total(cards):
    total = sum(cards)
    if 1 in cards and total + 10 <= 21:
        total += 10
    return total


def read(prompt):
    try:
        return input(CYAN + prompt + END).strip().lower()
    except EOFError:
        print(END)
        return None


def croupier_plays():
    cards = [new_card()]
    while hand_total(cards) < 17:
        cards.append(new_card())
    return cards


def one_game():
    croupier = croupier_plays()
    player = [new_card()]
    while True:
        print(f"Your total is {GREEN}{hand_total(player)}{END}")
        if hand_total(player) > 21:
            print(RED + "Bust!" + END)
            break
        r = read("Twist or stick? (t/s) ")
        if r is None:
            return False
        if r == "t":
            player.append(new_card())
        elif r == "s":
            break
        else:
            print(GREY + "(t or s)" + END)

    c, p = hand_total(croupier), hand_total(player)
    print(f"Croupier: {c}")
    print(f"You: {p}")
    if c > 21 and p > 21:
        print("Both bust! " + GREY + "Draw." + END)
    elif c > 21:
        print(GREEN + "Croupier bust, you win!" + END)
    elif p > 21:
        print(RED + "Croupier wins." + END)
    elif p == c:
        print(GREY + "Draw." + END)
    elif p > c:
        print(GREEN + "You win!" + END)
    else:
        print(RED + "Croupier wins." + END)
    return True


print(GREEN + "♠ ♥ PONTOON ♦ ♣" + END)
while one_game():
    answer = read("Play again? (y/n) ")
    while answer not in ("y", "n", None):
        answer = read("Play again? (y/n) ")
    if answer != "y":
        break
