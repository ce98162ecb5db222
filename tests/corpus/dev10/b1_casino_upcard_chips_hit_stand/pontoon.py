# Blackjack / Pontoon game
# - 52 card deck, shuffled every hand
# - you and the dealer get 2 cards each, one dealer card is face down
# - Aces count 11 or 1 (whatever is better)
# - dealer hits until 17
# - you bet chips every hand

import random

SUITS = ["♣", "♦", "♥", "♠"]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]

chips = 100


def make_deck():
    deck = []
    for s in SUITS:
        for r in RANKS:
            deck.append((r, s))
    random.shuffle(deck)
    return deck


def show(card):
    return card[0] + card[1]


def show_hand(hand):
    return " ".join(show(c) for c in hand)


def hand_total(hand):
    total = 0
    aces = 0
    for rank, suit in hand:
        if rank == "A":
            total += 11
            aces += 1
        elif rank in ("J", "Q", "K"):
            total += 10
        else:
            total += int(rank)
    # turn aces from 11 into 1 while we are bust
    while total > 21 and aces > 0:
        total -= 10
        aces -= 1
    return total


def ask(msg):
    try:
        return input(msg).strip().lower()
    except EOFError:
        print()
        raise SystemExit


def get_bet():
    while True:
        ans = ask("You have " + str(chips) + " chips. Your bet (Enter = 10): ")
        if ans == "":
            bet = 10
        elif ans.isdigit():
            bet = int(ans)
        else:
            print("That's not a number.")
            continue
        if bet < 1 or bet > chips:
            print("You can bet from 1 to", chips, "chips.")
            continue
        return min(bet, chips)


def play_hand():
    global chips
    bet = get_bet()
    deck = make_deck()

    player = []
    dealer = []
    player.append(deck.pop())
    dealer.append(deck.pop())
    player.append(deck.pop())
    dealer.append(deck.pop())

    print()
    print("Dealer shows: " + show(dealer[0]) + "  [??]")

    # player's turn
    while True:
        print("Your cards: " + show_hand(player) + "  (" + str(hand_total(player)) + ")")
        if hand_total(player) > 21:
            print("BUST!")
            break
        move = ask("hit or stand? ")
        if move == "hit":
            player.append(deck.pop())
        elif move == "stand":
            break
        else:
            print("Please type hit or stand.")

    # dealer's turn (only if you are still in)
    print()
    print("Dealer turns over the hidden card: " + show(dealer[1]))
    if hand_total(player) <= 21:
        while hand_total(dealer) < 17:
            card = deck.pop()
            print("Dealer hits: " + show(card))
            dealer.append(card)

    p = hand_total(player)
    d = hand_total(dealer)
    print()
    print("------------------------------")
    print("Dealer: " + show_hand(dealer) + "  = " + str(d))
    print("You:    " + show_hand(player) + "  = " + str(p))
    if p > 21:
        print("You bust - dealer wins. You lose " + str(bet) + " chips.")
        chips -= bet
    elif d > 21:
        print("Dealer busts - you win " + str(bet) + " chips!")
        chips += bet
    elif p > d:
        print("You win " + str(bet) + " chips!")
        chips += bet
    elif d > p:
        print("Dealer wins. You lose " + str(bet) + " chips.")
        chips -= bet
    else:
        print("Push - it's a tie, you keep your bet.")
    print("------------------------------")


print("Welcome to the Blackjack table!")
while True:
    print()
    play_hand()
    if chips <= 0:
        print("You are out of chips! The house gives you 100 more.")
        chips = 100
    while True:
        again = ask("Play another hand? (y/n) ")
        if again in ("y", "n"):
            break
    if again == "n":
        print("You leave the table with", chips, "chips.")
        break
