"""Pontoon version 3 (Hana Sato)."""
import random

VERSION = 3
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
VALUES = {"Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
          "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10}


def card_value(card):
    return VALUES[card[0]]


def card_name(card):
    return f"{card[0]} of {card[1]}"


def hand_value(cards):
    return sum(card_value(card) for card in cards)


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
        show("Your cards: " + ", ".join(card_name(card) for card in cards))
        show(f"Your value: {hand_value(cards)}")
        if ask("Twist or stick? (t/s) ") == "t":
            cards.append(draw())
        else:
            break
    return cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if player_value > computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    show("The computer's first card is " + card_name(computer[0]))
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("Computer has: " + ", ".join(card_name(card) for card in computer))
    show(f"Value: {hand_value(computer)}")
    show("Player has: " + ", ".join(card_name(card) for card in player))
    show(f"Value: {hand_value(player)}")
    show({"player": "Player wins!", "computer": "Computer wins!", "draw": "Draw!"}[winner])
    return winner


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if ask("Play again? (y/n) ").strip().lower() == "n":
                break
    except EOFError:
        pass


if __name__ == "__main__":
    main()
