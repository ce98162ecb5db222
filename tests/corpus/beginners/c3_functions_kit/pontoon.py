"""Pontoon version 3: cards with suits."""
import random

VERSION = 3
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def card_value(card):
    rank = card[0]
    value = RANKS.index(rank) + 1
    if value > 10:
        value = 10
    return value


def card_name(card):
    return card[0] + " of " + card[1]


def hand_value(cards):
    total = 0
    for card in cards:
        total += card_value(card)
    return total


def random_card(rng):
    return (rng.choice(RANKS), rng.choice(SUITS))


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while hand_value(cards) <= 21:
        show("Your cards: " + ", ".join(card_name(c) for c in cards))
        show("Your value: " + str(hand_value(cards)))
        answer = ask("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            cards.append(draw())
        elif answer == "s":
            break
    return cards


def decide_winner(computer_value, player_value):
    computer_bust = computer_value > 21
    player_bust = player_value > 21
    if computer_bust and player_bust:
        return "draw"
    if computer_bust:
        return "player"
    if player_bust:
        return "computer"
    if computer_value > player_value:
        return "computer"
    if player_value > computer_value:
        return "player"
    return "draw"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    result = decide_winner(hand_value(computer), hand_value(player))
    show("Computer has: " + ", ".join(card_name(c) for c in computer))
    show("Value: " + str(hand_value(computer)))
    show("Player has: " + ", ".join(card_name(c) for c in player))
    show("Value: " + str(hand_value(player)))
    if result == "player":
        show("Player wins!")
    elif result == "computer":
        show("Computer wins!")
    else:
        show("Draw!")
    return result


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()

    def draw():
        return random_card(rng)

    while True:
        try:
            play_game(draw, ask, show)
            answer = ""
            while answer not in ("y", "n"):
                answer = ask("Play again? (y/n) ").strip().lower()
        except EOFError:
            show()
            return
        if answer == "n":
            return


if __name__ == "__main__":
    main()
