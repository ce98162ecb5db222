"""Pontoon, the third version: a Comedy of Cards in One Act.

Each card a (rank, suit) pair, drawn by Fortune from the ranks and suits
severally. The house doth play first and in secret; then thou.
"""
import itertools
import random

VERSION = 3
STICK_AT = 17                 # the house standeth upon this or more
LIMIT = 21                    # beyond this a hand is undone
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

PROCLAMATIONS = {
    "player": "Thou hast won! Huzzah, the day is thine!",
    "computer": "The house hath won. Fie upon thy fortune!",
    "draw": "'Tis a draw; neither party hath won.",
}


def card_value(card):
    rank = card[0]
    return min(RANKS.index(rank) + 1, 10)


def card_name(card):
    return f"{card[0]} of {card[1]}"


def hand_value(cards):
    return sum(map(card_value, cards))


def random_card(rng):
    return rng.choice(RANKS), rng.choice(SUITS)


def names(cards):
    return ", ".join(card_name(c) for c in cards)


def deal_forth(draw):
    """A generator that yieldeth cards for as long as they be wanted."""
    while True:
        yield draw()


def computer_turn(draw):
    hand = []
    for card in deal_forth(draw):
        hand.append(card)
        if hand_value(hand) >= STICK_AT:
            break
    return hand


def resolutions(ask, show, hand):
    """Yieldeth 'take' or 'hold', and asketh anew at every folly."""
    while True:
        show("Thy hand: " + names(hand))
        show(f"Its worth: {hand_value(hand)}")
        answer = ask("Wilt thou take another card, or hold? (take/hold) ").strip().lower()
        if answer == "take":
            yield "take"
        else:
            yield "hold"


def player_turn(draw, ask, show=print):
    hand = [draw()]
    for resolve in resolutions(ask, show, hand):
        if resolve == "hold":
            break
        hand.append(draw())
        if hand_value(hand) > LIMIT:
            show(f"Alas, {hand_value(hand)}! Thou art undone.")
            break
    return hand


def decide_winner(computer_value, player_value):
    if computer_value > LIMIT and player_value > LIMIT:
        return "draw"
    if computer_value > LIMIT:
        return "player"
    if player_value > LIMIT:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return "computer" if computer_value > player_value else "player"


def play_game(draw, ask, show=print):
    house = computer_turn(draw)
    thine = player_turn(draw, ask, show)
    hv, tv = hand_value(house), hand_value(thine)
    show("The house holdeth: " + names(house))
    show(f"Worth: {hv}")
    show("Thou holdest: " + names(thine))
    show(f"Worth: {tv}")
    verdict = decide_winner(hv, tv)
    show(PROCLAMATIONS[verdict])
    return verdict


def play_again(ask):
    while True:
        answer = ask("Wouldst thou play anon? (aye/nay) ").strip().lower()
        if answer in ("aye", "nay"):
            return answer == "aye"


def house_rules(show):
    show("Hear ye the rules of this house:")
    show(f"  I.   The house draweth first, and standeth upon {STICK_AT} or more.")
    show(f"  II.  {LIMIT} is the limit; whosoever passeth it is undone.")
    show("  III. An Ace is worth but 1; a Ten and every courtier 10.")
    show("  IV.  Each party beginneth with but 1 card.")
    show("  V.   If both be undone, or both be equal, 'tis a draw.")


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    house_rules(show)
    try:
        for act in itertools.count(1):
            show(f"--- Act {act} ---")
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Exeunt. Parting is such sweet sorrow.")
                return
    except EOFError:
        return


if __name__ == "__main__":
    main()
