import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]
STICK_AT = 17

# make the deck and shuffle it
DECK = []
for s in SUITS:
    for r in RANKS:
        DECK.append((r, s))
random.shuffle(DECK)


def points(cards):
    return sum(min(RANKS.index(r) + 1, 10) for r, s in cards)


def names(cards):
    return ", ".join(r + " of " + s for r, s in cards)


while True:
    deck = DECK.copy()          # a fresh deck for the game
    computer = [deck.pop()]
    while points(computer) < STICK_AT:
        computer.append(deck.pop())

    player = [deck.pop()]
    while points(player) <= 21:
        print("Your cards: " + names(player) + " (" + str(points(player)) + ")")
        try:
            c = input("Twist or stick? (t/s) ").strip().lower()
        except EOFError:
            exit()
        if c == "t":
            player.append(deck.pop())
        elif c == "s":
            break
        else:
            print("Please type t or s")

    print()
    print("Computer has: " + names(computer))
    print("Value: " + str(points(computer)))
    print("Player has: " + names(player))
    print("Value: " + str(points(player)))
    cp, pp = points(computer), points(player)
    if cp > 21 and pp > 21:
        print("Draw!")
    elif cp > 21:
        print("Player wins!")
    elif pp > 21:
        print("Computer wins!")
    elif pp > cp:
        print("Player wins!")
    elif cp > pp:
        print("Computer wins!")
    else:
        print("Draw!")
    print()
    try:
        if input("Play again? (y/n) ").strip().lower() != "y":
            break
    except EOFError:
        break
