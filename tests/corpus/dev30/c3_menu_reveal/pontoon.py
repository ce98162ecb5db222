"""Pontoon v2 -- cards have names.

Menu driven: 1 plays a hand, 2 shows the rules, 3 quits.  The menu comes
back after every hand, so choosing 1 again is how you play again.
The dealer plays its hand first, face down; after you are done it turns
its cards over one at a time.
"""
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

MENU = "1. Play  2. Rules  3. Quit\nChoose 1, 2 or 3: "
RULES_TEXT = f"""\
RULES
 - You and the dealer each start with one card.
 - Aces count 1, Two to Nine count their number, Ten/Jack/Queen/King count 10.
 - The dealer plays first, face down, and draws until it has {STICK_AT} or more.
 - You then twist (take a card) or stick (stop) as often as you like.
 - Over 21 is bust.  Both bust is a draw; otherwise the higher total wins."""


def card_value(card):
    position = RANKS.index(card) + 1      # Ace=1 ... King=13
    return 10 if position > 10 else position


def card_name(card):
    return card


def hand_value(cards):
    return sum(map(card_value, cards))


def random_card(rng):
    return rng.choice(RANKS)


def computer_turn(draw):
    dealer = []
    dealer.append(draw())
    while hand_value(dealer) < STICK_AT:
        dealer.append(draw())
    return dealer


def list_cards(cards):
    return ", ".join(card_name(c) for c in cards)


def player_turn(draw, ask, show=print):
    mine = [draw()]
    show(f"You are dealt: {card_name(mine[0])}")
    while hand_value(mine) <= 21:
        show(f"Your hand: {list_cards(mine)}  (value {hand_value(mine)})")
        move = ask("Type twist or stick: ").strip().lower()
        if move == "twist":
            card = draw()
            mine.append(card)
            show(f"You twist and get: {card_name(card)}")
        elif move == "stick":
            show("You stick.")
            return mine
        else:
            show("Please type the whole word: twist or stick.")
    show(f"Your hand: {list_cards(mine)}  (value {hand_value(mine)}) -- you are bust!")
    return mine


def decide_winner(computer_value, player_value):
    if computer_value > 21:
        return "draw" if player_value > 21 else "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if computer_value > player_value:
        return "computer"
    return "player"


def reveal(dealer, show):
    """Turn the dealer's hidden cards over one at a time."""
    show("The dealer turns over the cards it drew...")
    for i, card in enumerate(dealer, start=1):
        show(f"The dealer reveals: {card_name(card)} (running total {hand_value(dealer[:i])})")


def play_game(draw, ask, show=print):
    dealer = computer_turn(draw)            # face down for now
    show("The dealer has drawn its cards face down.")
    mine = player_turn(draw, ask, show)
    reveal(dealer, show)
    winner = decide_winner(hand_value(dealer), hand_value(mine))
    show("")
    show(f"Dealer's hand: {list_cards(dealer)}")
    show(f"Dealer's value: {hand_value(dealer)}")
    show(f"Your hand: {list_cards(mine)}")
    show(f"Your value: {hand_value(mine)}")
    if winner == "player":
        show("You win this hand!")
    elif winner == "computer":
        show("The dealer wins this hand.")
    else:
        show("This hand is a draw.")
    show("")
    return winner


def play_again(ask, show=print):
    """The menu: 1 means play (True), 3 means quit (False), 2 shows the rules."""
    while True:
        option = ask(MENU).strip()
        if option == "1":
            return True
        if option == "3":
            return False
        if option == "2":
            show(RULES_TEXT)
        else:
            show("That is not on the menu.")


def main(rng=None, ask=input, show=print):
    rng = rng if rng is not None else random.Random()
    show("~~~~ PONTOON ~~~~")
    try:
        while play_again(ask, show):
            play_game(lambda: random_card(rng), ask, show)
        show("Goodbye!")
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
