# Pontoon - Casino Night edition
# You start with 100 chips and place a bet before every hand.
# The Dealer plays first, face down, then you play.

import random

STICK_AT = 17          # the Dealer draws while under this
STARTING_CHIPS = 100

SUITS = ["Hearts", "Diamonds", "Clubs", "Spades"]
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]


class PlayerLeft(Exception):
    """Raised when the input runs out (Ctrl-D)."""


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        raise PlayerLeft()


class Shoe:
    """One fresh 52-card deck, shuffled, for a single hand."""

    def __init__(self):
        self.cards = []
        for suit in SUITS:
            for rank in RANKS:
                self.cards.append((rank, suit))
        random.shuffle(self.cards)

    def deal(self):
        return self.cards.pop()


def points(card):
    rank = card[0]
    if rank == "Ace":
        return 1
    if rank in ("Ten", "Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def count(hand):
    total = 0
    for card in hand:
        total += points(card)
    return total


def card_text(card):
    return card[0] + " of " + card[1]


def hand_text(hand):
    return ", ".join(card_text(c) for c in hand)


def take_bet(chips):
    while True:
        text = ask(f"Place your bet (1-{chips}): ").strip()
        if text.isdigit() and 1 <= int(text) <= chips:
            return int(text)
        print(f"  That's not a valid bet. Enter a whole number from 1 to {chips}.")


def dealer_draws(shoe):
    hand = [shoe.deal()]
    while count(hand) < STICK_AT:
        hand.append(shoe.deal())
    return hand


def hit_or_stand():
    while True:
        answer = ask("(h)it or (s)tand? ").strip().lower()
        if answer == "h" or answer == "s":
            return answer
        print("  Please type h to hit or s to stand.")


def your_hand(shoe):
    hand = [shoe.deal()]
    print(f"You are dealt the {card_text(hand[0])}.")
    while True:
        print(f"Your hand: {hand_text(hand)}  (total {count(hand)})")
        if count(hand) > 21:
            print("You've gone over 21 - BUST!")
            return hand
        if hit_or_stand() == "s":
            return hand
        new_card = shoe.deal()
        hand.append(new_card)
        print(f"You are dealt the {card_text(new_card)}.")


def who_wins(dealer_total, your_total):
    if dealer_total > 21 and your_total > 21:
        return "nobody"
    if your_total > 21:
        return "dealer"
    if dealer_total > 21:
        return "you"
    if dealer_total == your_total:
        return "nobody"
    if your_total > dealer_total:
        return "you"
    return "dealer"


def casino_night():
    chips = STARTING_CHIPS
    print("*** Welcome to the Pontoon table! ***")
    print(f"You have {chips} chips.")
    while True:
        print()
        bet = take_bet(chips)
        shoe = Shoe()

        print("Dealer takes cards face down...")
        dealer = dealer_draws(shoe)
        print("Dealer has finished. Your turn.")

        you = your_hand(shoe)

        d_total = count(dealer)
        y_total = count(you)
        print()
        print("=" * 40)
        print(f"Dealer: {hand_text(dealer)}  = {d_total}")
        print(f"You:    {hand_text(you)}  = {y_total}")
        winner = who_wins(d_total, y_total)
        if winner == "you":
            chips += bet
            print(f"You win! +{bet} chips")
        elif winner == "dealer":
            chips -= bet
            print(f"Dealer wins. -{bet} chips")
        else:
            if d_total > 21:
                print("Both bust - it's a draw, your bet comes back.")
            else:
                print("It's a draw, your bet comes back.")
        print(f"Chips: {chips}")
        print("=" * 40)

        if chips == 0:
            print("You're out of chips! The Dealer thanks you for playing.")
            break

        while True:
            again = ask("Deal again? [y/n] ").strip().lower()
            if again in ("y", "n"):
                break
            print("  Answer y or n.")
        if again == "n":
            print(f"You leave the table with {chips} chips. Goodnight!")
            break


if __name__ == "__main__":
    try:
        casino_night()
    except PlayerLeft:
        pass
