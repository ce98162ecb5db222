# Pontoon - version 4 (real deck)
#
# A card is a number from 0 to 51:
#   rank = n % 13   (0 = Ace ... 12 = King)
#   suit = n // 13  (0 = Clubs ... 3 = Spades)
# Every hand gets a new shuffled deck that both Dealer and player draw from.
import random

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

DEALER_STICKS = 17
BET = 5
START_CHIPS = 100


def card_name(n):
    return f"{RANKS[n % 13]} of {SUITS[n // 13]}"


def card_value(n):
    rank = n % 13
    if rank >= 9:          # Ten, Jack, Queen, King
        return 10
    return rank + 1        # Ace is 1


def hand_value(hand):
    return sum(card_value(n) for n in hand)


def show(hand):
    return ", ".join(card_name(n) for n in hand) + f" ({hand_value(hand)})"


def dealer_turn(deck):
    hand = [next(deck)]
    while hand_value(hand) < DEALER_STICKS:
        hand.append(next(deck))
    return hand


def player_turn(deck, chips):
    hand = [next(deck)]
    while True:
        print("Your hand:", show(hand))
        print(f"Chips: {chips} (bet {BET})")
        if hand_value(hand) > 21:
            print("Bust!")
            return hand
        answer = input("Hit or stay? ").strip().lower()
        if answer in ("hit", "h"):
            hand.append(next(deck))
        elif answer in ("stay", "s"):
            return hand
        else:
            print("Please type hit or stay.")


def outcome(dealer, player):
    if dealer > 21 and player > 21:
        return 0
    if player > 21:
        return -1
    if dealer > 21:
        return 1
    if player > dealer:
        return 1
    if player < dealer:
        return -1
    return 0


def play_hand(chips):
    deck = iter(random.sample(range(52), 52))
    chips -= BET
    player = player_turn(deck, chips)
    dealer = dealer_turn(deck)
    print("Dealer has played.")

    print()
    print("Dealer:", show(dealer))
    print("You:   ", show(player))
    result = outcome(hand_value(dealer), hand_value(player))
    if result == 1:
        print("You win!")
        chips += 2 * BET
    elif result == -1:
        print("Dealer wins.")
    else:
        print("Draw - bet returned.")
        chips += BET
    print(f"Chips: {chips}")
    return chips


def next_hand():
    while True:
        answer = input("Next hand? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("y or n?")


def main():
    chips = START_CHIPS
    print(f"Pontoon. You have {chips} chips, every hand costs {BET}.")
    while True:
        print()
        chips = play_hand(chips)
        if chips <= 0:
            print(f"You ran out of chips! Here are {START_CHIPS} more.")
            chips = START_CHIPS
        if not next_hand():
            print(f"You finish with {chips} chips. Bye!")
            return


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
