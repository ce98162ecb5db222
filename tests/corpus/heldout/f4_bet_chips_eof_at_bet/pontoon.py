# Pontoon with chips (version 4: one deck per game)
import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
DECK = [(r, s) for s in SUITS for r in RANKS]


def ask(question):
    try:
        return input(question).strip().lower()
    except EOFError:
        print("\nSee you next time.")
        raise SystemExit


def value(hand):
    return sum(min(RANKS.index(r) + 1, 10) for r, s in hand)


def show(hand):
    return ", ".join(f"{r} of {s}" for r, s in hand)


chips = 100
print("Welcome to the pontoon table. You start with", chips, "chips.")
while True:
    while True:
        bet_text = input(f"You have {chips} chips. How many do you bet? ")
        try:
            bet = int(bet_text)
        except ValueError:
            print("Please type a whole number.")
            continue
        if 1 <= bet <= chips:
            break
        print("You can bet from 1 to", chips)

    deck = random.sample(DECK, len(DECK))
    dealer = [deck.pop()]
    while value(dealer) < 17:
        dealer.append(deck.pop())

    player = [deck.pop()]
    while True:
        print("Your cards:", show(player), "- value", value(player))
        if value(player) > 21:
            print("Bust!")
            break
        move = ask("Twist or stick? (t/s) ")
        if move == "t":
            player.append(deck.pop())
        elif move == "s":
            break
        else:
            print("t or s please")

    d, p = value(dealer), value(player)
    print("Dealer's cards:", show(dealer), "- value", d)
    print("Your cards:", show(player), "- value", p)
    if d > 21 and p > 21:
        print("Both bust: a draw. You keep your bet.")
    elif p > 21:
        print("Dealer wins. You lose", bet, "chips.")
        chips -= bet
    elif d > 21:
        print("Dealer bust. You win", bet, "chips!")
        chips += bet
    elif p > d:
        print("You win", bet, "chips!")
        chips += bet
    elif d > p:
        print("Dealer wins. You lose", bet, "chips.")
        chips -= bet
    else:
        print("Draw: you keep your bet.")

    if chips == 0:
        print("You are out of chips. The house lends you 100 more.")
        chips = 100

    again = ask("Play again? (y/n) ")
    while again not in ("y", "n"):
        again = ask("Play again? (y/n) ")
    if again == "n":
        print("You leave with", chips, "chips.")
        break
