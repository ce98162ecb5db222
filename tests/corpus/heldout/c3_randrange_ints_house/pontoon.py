import random
import sys

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


def main():
    def card():
        return random.randrange(52)           # 0..51, any card each time

    def worth(c):
        return min(c % 13 + 1, 10)

    def total(hand):
        return sum(worth(c) for c in hand)

    def say(hand):
        return ", ".join(f"{RANKS[c % 13]} of {SUITS[c // 13]}" for c in hand)

    def read(prompt):
        try:
            return input(prompt).strip().lower()
        except EOFError:
            sys.exit()

    games = wins = 0
    while True:
        games += 1
        house = [card()]
        while total(house) < 17:
            house.append(card())

        hand = [card()]
        while total(hand) <= 21:
            print(f"You hold {say(hand)} -> {total(hand)}")
            r = read("Twist or stick? (t/s) ")
            if r == "s":
                break
            if r == "t":
                hand.append(card())
            else:
                print("Not a valid answer.")
        else:
            print(f"You hold {say(hand)} -> {total(hand)}")
            print("You're bust.")

        print(f"The House holds {say(house)} -> {total(house)}")
        print(f"You hold {say(hand)} -> {total(hand)}")
        h, y = total(house), total(hand)
        if h > 21 and y > 21:
            print("Everybody's bust. It's a draw.")
        elif h > 21 or (y <= 21 and y > h):
            print("You win.")
            wins += 1
        elif y > 21 or h > y:
            print("The House wins.")
        else:
            print("It's a draw.")
        print(f"You have won {wins} of {games} games.")

        while True:
            r = read("Play again? (y/n) ")
            if r in ("y", "n"):
                break
        if r == "n":
            break


main()
