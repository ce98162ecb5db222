"""Pontoon, version 3, told as a little story.

Cards are (rank, suit) pairs, each rank and suit picked at random on its own.
The computer plays first, in secret; you hear what it held only at the end.
"""
import random
import textwrap

VERSION = 3
STICK_AT = 18

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

WIDTH = 64
NBSP = "\u00a0"   # keeps "Seven of Hearts" on one line when wrapping

QUESTION = "Twist or stick? (twist/stick) "
AGAIN = "Another game? (yes/no) "


def say(show, text):
    """Wrap a paragraph to WIDTH columns, never splitting a card's name."""
    show(textwrap.fill(text, width=WIDTH).replace(NBSP, " "))


def card_value(card):
    rank = card[0]
    position = RANKS.index(rank) + 1
    return min(position, 10)


def card_name(card):
    return f"{card[0]} of {card[1]}"


def hand_value(cards):
    return sum(card_value(card) for card in cards)


def random_card(rng):
    rank = rng.choice(RANKS)
    suit = rng.choice(SUITS)
    return (rank, suit)


def the(card):
    return ("the " + card_name(card)).replace(" ", NBSP)


def list_cards(cards):
    names = [the(card) for card in cards]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    say(show, f"You are dealt {the(cards[0])}, which is worth "
              f"{hand_value(cards)}.")
    while True:
        if hand_value(cards) > 21:
            say(show, f"That takes you past 21 with {list_cards(cards)}: you are "
                      f"bust, and your turn is over.")
            return cards
        answer = ask(QUESTION).strip().lower()
        if answer == "twist":
            card = draw()
            cards.append(card)
            say(show, f"You pick up {the(card)}, which brings you to "
                      f"{hand_value(cards)}. Your hand is now {list_cards(cards)}.")
        elif answer == "stick":
            say(show, f"You stick with {list_cards(cards)}, {hand_value(cards)} in all.")
            return cards
        else:
            say(show, f"The dealer waits for a proper answer. You still hold "
                      f"{list_cards(cards)}, worth {hand_value(cards)}. "
                      f"Please say twist or stick.")


def decide_winner(computer_value, player_value):
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value > computer_value:
        return "player"
    if player_value < computer_value:
        return "computer"
    return "draw"


ENDINGS = {
    "player": "You win!",
    "computer": "The computer wins.",
    "draw": "Nobody wins: it is a draw.",
}


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    show("")
    say(show, f"The computer turns over its cards: {list_cards(computer)}, "
              f"worth {hand_value(computer)}.")
    say(show, f"You finished with {list_cards(player)}, worth {hand_value(player)}.")
    winner = decide_winner(hand_value(computer), hand_value(player))
    show(ENDINGS[winner])
    return winner


def play_again(ask):
    while True:
        answer = ask(AGAIN).strip().lower()
        if answer == "yes":
            return True
        if answer == "no":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    say(show, "Welcome to the card table. The computer has already played its "
              "hand in secret; now it is your turn.")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Thanks for playing. Goodbye!")
                return
            show("")
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
