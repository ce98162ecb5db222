# Pontoon - version 3 (cards have suits)
# I added colours to make it look nicer in the terminal :)
# red = hearts and diamonds, bold = totals, green/red/yellow = who won
import random
import sys

RED = "\033[31m"
GREEN = "\033[32m"
YELLOW = "\033[33m"
CYAN = "\033[36m"
BOLD = "\033[1m"
RESET = "\033[0m"

ranks = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
suits = ["Clubs", "Diamonds", "Hearts", "Spades"]

dealer_stops = 16   # the Dealer stops taking cards at 16 or more


def get_card():
    return (random.choice(ranks), random.choice(suits))


def value_of(card):
    pos = ranks.index(card[0])
    if pos >= 9:
        return 10
    return pos + 1


def total(hand):
    t = 0
    for c in hand:
        t = t + value_of(c)
    return t


def colour_card(card):
    text = card[0] + " of " + card[1]
    if card[1] == "Hearts" or card[1] == "Diamonds":
        return RED + text + RESET
    return CYAN + text + RESET


def colour_hand(hand):
    return ", ".join(colour_card(c) for c in hand)


def bold(n):
    return BOLD + str(n) + RESET


def ask(question):
    try:
        return input(question)
    except EOFError:
        print()
        sys.exit(0)


print(BOLD + "*** PONTOON ***" + RESET)
print("Get closer to 21 than the Dealer without going over. Aces count 1.")

playing = True
while playing:
    print()
    # the Dealer goes first, we don't show anything yet
    dealer = [get_card()]
    while total(dealer) < dealer_stops:
        dealer.append(get_card())
    print("The Dealer has played and keeps the cards face down.")

    me = [get_card()]
    while True:
        print("Your cards: " + colour_hand(me) + "  total " + bold(total(me)))
        if total(me) > 21:
            print(RED + "You went bust!" + RESET)
            break
        choice = ask("Twist or stick? (t/s) ").strip().lower()
        while choice != "t" and choice != "s":
            print("Please answer t or s.")
            choice = ask("Twist or stick? (t/s) ").strip().lower()
        if choice == "s":
            break
        new = get_card()
        print("You got the " + colour_card(new))
        me.append(new)

    d = total(dealer)
    p = total(me)
    print()
    print(BOLD + "------ RESULT ------" + RESET)
    print("The Dealer's cards: " + colour_hand(dealer) + "  total " + bold(d))
    print("Your cards:         " + colour_hand(me) + "  total " + bold(p))
    if d > 21 and p > 21:
        print(YELLOW + BOLD + "You are both bust - it's a draw." + RESET)
    elif p > 21:
        print(RED + BOLD + "The Dealer wins." + RESET)
    elif d > 21:
        print(GREEN + BOLD + "The Dealer is bust - you win!" + RESET)
    elif p == d:
        print(YELLOW + BOLD + "Same total - it's a draw." + RESET)
    elif p > d:
        print(GREEN + BOLD + "You win!" + RESET)
    else:
        print(RED + BOLD + "The Dealer wins." + RESET)

    again = ask("Another round? (y/n) ").strip().lower()
    while again not in ("y", "n"):
        again = ask("Please type y or n: ").strip().lower()
    if again == "n":
        playing = False

print("Thanks for playing!")
