"""Pontoon, version 4.

A card is a number from 0 to 51: card // 13 is the suit, card % 13 the rank.
"""
import random

VERSION = 4
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def points(card):
    """The value of one card (0..51)."""
    return min(card % 13 + 1, 10)


def label(card):
    """'Seven of Hearts' and so on."""
    return RANKS[card % 13] + " of " + SUITS[card // 13]


def total(cards):
    """The value of a hand."""
    return sum(points(c) for c in cards)


def ordered_deck():
    """Cards 0 to 51."""
    return list(range(52))


def fresh_deck(rng):
    """A shuffled deck."""
    deck = ordered_deck()
    rng.shuffle(deck)
    return deck


def computer_plays(draw):
    """The computer's cards."""
    cards = [draw()]
    while total(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_plays(draw, ask, show=print):
    """The player's cards."""
    cards = [draw()]
    while True:
        show("Your hand: " + " | ".join(label(c) for c in cards))
        show(f"That's {total(cards)}")
        if total(cards) > 21:
            return cards
        choice = ask("[T]wist or [S]tick? ").strip().upper()
        if choice == "T":
            cards.append(draw())
        elif choice == "S":
            return cards


def winner(computer_value, player_value):
    """Who wins."""
    if computer_value > 21:
        return "draw" if player_value > 21 else "player"
    if player_value > 21:
        return "computer"
    if player_value == computer_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def one_game(draw, ask, show=print):
    """One game."""
    computer = computer_plays(draw)
    player = player_plays(draw, ask, show)
    cv, pv = total(computer), total(player)
    show("=" * 30)
    show("Computer: " + " | ".join(label(c) for c in computer) + f"  -> {cv}")
    show("You:      " + " | ".join(label(c) for c in player) + f"  -> {pv}")
    who = winner(cv, pv)
    show({"player": "*** You win ***", "computer": "*** Computer wins ***",
          "draw": "*** Draw ***"}[who])
    show("=" * 30)
    return who


def another(ask):
    """Another game?"""
    while True:
        a = ask("Another game? [Y/N] ").strip().upper()
        if a in ("Y", "N"):
            return a == "Y"


def main(rng=None, ask=input, show=print):
    """Play until the player has had enough."""
    rng = rng if rng is not None else random.Random()
    try:
        while True:
            deck = fresh_deck(rng)
            one_game(deck.pop, ask, show)
            if not another(ask):
                return
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
