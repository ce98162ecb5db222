# Pontoon - version 4 with chips.
# Each game gets its own freshly shuffled 52-card deck; cards are dealt by
# moving an index (top) down the shuffled list.
import random
import sys

VERSION = 4
STICK_AT = 19

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

START_CHIPS = 100


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck():
    deck = new_deck()
    return random.sample(deck, len(deck))


def card_value(card):
    rank = card[0]
    if rank == "Ace":
        return 1
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def card_name(card):
    return card[0] + " of " + card[1]


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        print("Input closed. Bye!")
        sys.exit(0)


def ask_bet(chips):
    while True:
        text = ask(f"Your bet (1-{chips}): ").strip()
        if text.isdigit() and 1 <= int(text) <= chips:
            return int(text)
        print(f"A bet must be a whole number from 1 to {chips}.")


def play_game(bet):
    deck = shuffled_deck()
    top = 0

    def draw():
        nonlocal top
        card = deck[top]
        top += 1
        return card

    # the house plays first, face down
    house = [draw()]
    while hand_value(house) < STICK_AT:
        house.append(draw())
    print("The house has played its hand.")

    # the player's turn
    player = [draw()]
    while True:
        print("Your cards: " + ", ".join(card_name(c) for c in player)
              + f"  ({hand_value(player)})")
        if hand_value(player) > 21:
            print("Bust!")
            break
        answer = ask("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            player.append(draw())
        elif answer == "s":
            break
        else:
            print("Type t to twist or s to stick.")

    h = hand_value(house)
    p = hand_value(player)
    print()
    print(f"{'Hand':<10}{'Value':>6}  Cards")
    print(f"{'House':<10}{h:>6}  " + ", ".join(card_name(c) for c in house))
    print(f"{'You':<10}{p:>6}  " + ", ".join(card_name(c) for c in player))
    if h > 21 and p > 21:
        print("Both bust - it's a draw. Your bet comes back.")
        return 0
    if h > 21:
        print(f"The house is bust - you win! +{bet} chips")
        return bet
    if p > 21:
        print(f"You are bust - the house wins. -{bet} chips")
        return -bet
    if h == p:
        print("Same value - it's a draw. Your bet comes back.")
        return 0
    if p > h:
        print(f"You win! +{bet} chips")
        return bet
    print(f"The house wins. -{bet} chips")
    return -bet


def play_again():
    while True:
        answer = input("Another game? (yes/no) ").strip().lower()
        if answer == "yes":
            return True
        if answer == "no":
            return False
        print("Please answer with the whole word: yes or no.")


def main():
    chips = START_CHIPS
    print("*** PONTOON ***")
    print(f"You start with {chips} chips. A win pays double your bet.")
    print(f"The house plays first and stops at {STICK_AT} or more.")
    while True:
        print()
        print(f"Chips: {chips}")
        bet = ask_bet(chips)
        chips += play_game(bet)
        print(f"Chips now: {chips}")
        if chips <= 0:
            chips = START_CHIPS
            print(f"You are out of chips! The house lends you {chips} more.")
        if not play_again():
            print(f"You leave the table with {chips} chips. Goodbye!")
            break


if __name__ == "__main__":
    main()
