"""pontoon.py - version 4, with a real deck of 52 cards.

Hands are kept as strings of two-letter codes, e.g. "7H KD TC"
(rank letter + suit letter, T = Ten).  I turn them back into
(rank, suit) cards whenever I need to.
"""
import random

VERSION = 4
DEALER_LIMIT = 18        # the dealer keeps taking cards while under this

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

RANK_LETTERS = "A23456789TJQK"
SUIT_LETTERS = "CDHS"


def to_code(card):
    """('Seven', 'Hearts') -> '7H'"""
    rank, suit = card
    return RANK_LETTERS[RANKS.index(rank)] + SUIT_LETTERS[SUITS.index(suit)]


def from_code(code):
    """'7H' -> ('Seven', 'Hearts')"""
    return (RANKS[RANK_LETTERS.index(code[0])], SUITS[SUIT_LETTERS.index(code[1])])


def card_value(card):
    if isinstance(card, str):
        card = from_code(card)
    number = RANKS.index(card[0]) + 1
    if number >= 10:
        return 10
    return number


def card_name(card):
    if isinstance(card, str):
        card = from_code(card)
    return card[0] + " of " + card[1]


def hand_value(cards):
    if isinstance(cards, str):       # one of my hand strings
        cards = cards.split()
    return sum(card_value(c) for c in cards)


def hand_names(hand):
    return ", ".join(card_name(code) for code in hand.split())


def new_deck():
    deck = []
    for suit in SUITS:
        for rank in RANKS:
            deck.append((rank, suit))
    return deck


def shuffled_deck(rng):
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def computer_turn(draw, hand=""):
    if hand == "":
        hand = to_code(draw())
    while hand_value(hand) < DEALER_LIMIT:
        hand = hand + " " + to_code(draw())
    return [from_code(c) for c in hand.split()]


def player_turn(draw, ask, show=print, hand=""):
    if hand == "":
        hand = to_code(draw())
    while True:
        show(f"Your hand: {hand_names(hand)}  [{hand}]")
        show(f"Your total: {hand_value(hand)}")
        if hand_value(hand) > 21:
            show("Over 21 - you're bust.")
            break
        reply = ask("Twist or stick? (t/s) ").strip().lower()
        if reply in ("t", "twist"):
            hand = hand + " " + to_code(draw())
        elif reply in ("s", "stick"):
            break
        else:
            show("Didn't understand that. t = twist, s = stick.")
    return [from_code(c) for c in hand.split()]


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if player_value == computer_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    # deal like at a real table: dealer one card, you one card,
    # then the dealer finishes its hand before you play
    dealer = to_code(draw())
    you = to_code(draw())
    dealer_cards = computer_turn(draw, dealer)
    your_cards = player_turn(draw, ask, show, you)

    dv = hand_value(dealer_cards)
    yv = hand_value(your_cards)
    winner = decide_winner(dv, yv)
    show("")
    show(f"Dealer: {', '.join(card_name(c) for c in dealer_cards)} = {dv}")
    show(f"You:    {', '.join(card_name(c) for c in your_cards)} = {yv}")
    if winner == "player":
        show("You win!")
    elif winner == "computer":
        show("Dealer wins!")
    else:
        show("It's a draw.")
    return winner


def play_again(ask):
    while True:
        again = ask("Play again? (y/n) ").strip().lower()
        if again in ("y", "n"):
            return again == "y"
        # anything else: ask again


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    stats = {"played": 0, "won": 0, "lost": 0, "drawn": 0}
    full_deck = shuffled_deck(rng)       # shuffle the deck once at the start
    try:
        while True:
            deck = list(full_deck)           # brand new copy of the deck every game
            winner = play_game(deck.pop, ask, show)
            stats["played"] += 1
            if winner == "player":
                stats["won"] += 1
            elif winner == "computer":
                stats["lost"] += 1
            else:
                stats["drawn"] += 1
            rate = round(100 * stats["won"] / stats["played"])
            show("Stats: played {played}, won {won}, lost {lost}, drawn {drawn}".format(**stats)
                 + f" ({rate}% wins)")
            if not play_again(ask):
                break
    except EOFError:
        pass


if __name__ == "__main__":
    main()
