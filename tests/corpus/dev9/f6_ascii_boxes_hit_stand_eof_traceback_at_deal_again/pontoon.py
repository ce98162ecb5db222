"""
Pontoon (version 4) with a real deck and card pictures.

Every game a new 52 card deck is shuffled. The dealer draws first (face down),
then you hit or stand. Ace = 1, picture cards = 10.
"""
import random
import sys

RANK_NAMES = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
              "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
SUIT_NAMES = ["Clubs", "Diamonds", "Hearts", "Spades"]

# what goes in the corner of the picture
LABEL = {"Ace": "A", "Two": "2", "Three": "3", "Four": "4", "Five": "5",
         "Six": "6", "Seven": "7", "Eight": "8", "Nine": "9", "Ten": "10",
         "Jack": "J", "Queen": "Q", "King": "K"}
SYMBOL = {"Clubs": "♣", "Diamonds": "♦", "Hearts": "♥", "Spades": "♠"}

DEALER_LIMIT = 18


def make_deck():
    deck = []
    for s in SUIT_NAMES:
        for r in RANK_NAMES:
            deck.append((r, s))
    random.shuffle(deck)
    return deck


def points(card):
    rank = card[0]
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANK_NAMES.index(rank) + 1


def hand_points(hand):
    return sum(points(c) for c in hand)


def card_box(card):
    lab = LABEL[card[0]]
    sym = SYMBOL[card[1]]
    return ["┌─────┐",
            "│" + lab.ljust(5) + "│",
            "│  " + sym + "  │",
            "│" + lab.rjust(5) + "│",
            "└─────┘"]


def draw_hand(hand):
    boxes = [card_box(c) for c in hand]
    for row in range(5):
        print(" ".join(b[row] for b in boxes))
    print("Value:", hand_points(hand))


def spoken(card):
    # the picture label for numbers, the word for A J Q K
    lab = LABEL[card[0]]
    if lab.isdigit():
        return lab + " of " + card[1]
    return card[0] + " of " + card[1]


def read_answer(prompt):
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if line == "":
        print()
        raise SystemExit
    return line.strip().lower()


def dealer_plays(deck):
    hand = [deck.pop()]
    while hand_points(hand) < DEALER_LIMIT:
        hand.append(deck.pop())
    return hand


def you_play(deck):
    hand = [deck.pop()]
    while True:
        print()
        print("Your hand:")
        draw_hand(hand)
        if hand_points(hand) > 21:
            print("BUST! Over 21.")
            return hand
        ans = read_answer("hit or stand? ")
        while ans not in ("hit", "stand"):
            print("Type hit or stand.")
            ans = read_answer("hit or stand? ")
        if ans == "stand":
            return hand
        hand.append(deck.pop())


def one_game():
    deck = make_deck()
    dealer = dealer_plays(deck)
    print("\nThe dealer has taken its cards (face down).")
    you = you_play(deck)

    dv = hand_points(dealer)
    yv = hand_points(you)
    print()
    print("=========== SHOWDOWN ===========")
    print("Dealer's hand:")
    draw_hand(dealer)
    print("Your hand:")
    draw_hand(you)
    print("Dealer: " + ", ".join(spoken(c) for c in dealer))
    print("You: " + ", ".join(spoken(c) for c in you))
    if dv > 21 and yv > 21:
        print("Both bust. Nobody wins this one.")
    elif yv > 21:
        print("Dealer wins.")
    elif dv > 21:
        print("Dealer bust, you win!")
    elif dv == yv:
        print("Tie. Nobody wins this one.")
    elif yv > dv:
        print("You win!")
    else:
        print("Dealer wins.")


def main():
    print("Welcome to PONTOON")
    while True:
        one_game()
        again = input("Deal again? (yes/no) ").strip().lower()
        while again not in ("yes", "no"):
            again = input("Deal again? (yes/no) ").strip().lower()
        if again == "no":
            print("Bye!")
            break


main()
