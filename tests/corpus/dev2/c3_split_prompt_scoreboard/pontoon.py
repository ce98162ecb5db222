# Pontoon v3: every card drawn on its own line, the question split over two prints,
# and a scoreboard after every game.
import random

SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
score = {"You": 0, "Computer": 0, "Draws": 0}


def deal():
    return (random.choice(RANKS), random.choice(SUITS))


def worth(cards):
    return sum(min(RANKS.index(r) + 1, 10) for r, s in cards)


def name(card):
    return card[0] + " of " + card[1]


def one_game():
    computer = [deal()]
    while worth(computer) < 16:
        computer.append(deal())
    player = [deal()]
    print("You are dealt the " + name(player[0]))
    while worth(player) <= 21:
        print("Do you want another card?")
        print("Type t to twist or s to stick.")
        reply = input("> ").strip().lower()
        if reply == "s":
            break
        if reply == "t":
            player.append(deal())
            print("You draw the " + name(player[-1]))
    print("Computer's cards: " + ", ".join(name(c) for c in computer) + " (" + str(worth(computer)) + ")")
    print("Your cards: " + ", ".join(name(c) for c in player) + " (" + str(worth(player)) + ")")
    c, p = worth(computer), worth(player)
    if c > 21 and p > 21:
        winner = "Draws"
    elif p > 21:
        winner = "Computer"
    elif c > 21:
        winner = "You"
    elif p > c:
        winner = "You"
    elif c > p:
        winner = "Computer"
    else:
        winner = "Draws"
    print({"You": "You win.", "Computer": "The computer wins.", "Draws": "It's a draw."}[winner])
    score[winner] += 1
    print("+----------+------+")
    for who in ("You", "Computer", "Draws"):
        print("| %-8s | %4d |" % (who, score[who]))
    print("+----------+------+")


try:
    while True:
        one_game()
        if input("Play again? (y/n) ").strip().lower() != "y":
            break
except EOFError:
    pass
