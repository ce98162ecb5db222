"""Pontoon v2: every hand drawn as ASCII-art cards side by side, the rank in the corners."""
import random

VERSION = 2
STICK_AT = 15
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
CORNER = dict(zip(RANKS, ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]))


def value(rank):
    return min(RANKS.index(rank) + 1, 10)


def total(hand):
    return sum(value(rank) for rank in hand)


def boxes(hand):
    rows = [[], [], [], [], [], []]
    for rank in hand:
        corner = CORNER[rank]
        rows[0].append("+-------+")
        rows[1].append("|" + corner.ljust(7) + "|")
        rows[2].append("|       |")
        rows[3].append("|" + rank.center(7) + "|")
        rows[4].append("|" + corner.rjust(7) + "|")
        rows[5].append("+-------+")
    return "\n".join(" ".join(row) for row in rows)


def croupier_turn():
    hand = [random.choice(RANKS)]
    while total(hand) < STICK_AT:
        hand.append(random.choice(RANKS))
    return hand


def player_turn():
    hand = [random.choice(RANKS)]
    while total(hand) <= 21:
        print(boxes(hand))
        print("Total", total(hand))
        choice = input("Twist or stick? (t/s) ").strip().lower()
        if choice == "t":
            hand.append(random.choice(RANKS))
        elif choice == "s":
            return hand
        else:
            print("Please answer t or s.")
    print(boxes(hand))
    print("Total", total(hand), "- bust!")
    return hand


def show_result(croupier, player):
    print("The croupier's cards:")
    print(boxes(croupier))
    print("Total", total(croupier))
    print("Your cards:")
    print(boxes(player))
    print("Total", total(player))
    c, p = total(croupier), total(player)
    if c > 21 and p > 21:
        print("Push: both bust.")
    elif p > 21:
        print("The croupier wins.")
    elif c > 21:
        print("You win!")
    elif p > c:
        print("You win!")
    elif c > p:
        print("The croupier wins.")
    else:
        print("Push.")


def main():
    while True:
        croupier = croupier_turn()
        player = player_turn()
        show_result(croupier, player)
        if input("Play again? (y/n) ").strip().lower() != "y":
            break


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        pass
