"""Pontoon v4 that prints its state as JSON: one object a turn, one for the result."""
import json
import random

VERSION = 4
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def card_name(card):
    return f"{card[0]} of {card[1]}"


def hand_value(cards):
    return sum(min(RANKS.index(rank) + 1, 10) for rank, _ in cards)


def decide_winner(dealer, player):
    if dealer > 21 and player > 21:
        return "draw"
    if player > 21:
        return "computer"
    if dealer > 21 or player > dealer:
        return "player"
    if dealer > player:
        return "computer"
    return "draw"


WINNER = {"player": "player", "computer": "dealer", "draw": "nobody"}


def play_game():
    deck = new_deck()
    random.shuffle(deck)
    dealer = [deck.pop()]
    while hand_value(dealer) < STICK_AT:
        dealer.append(deck.pop())
    player = [deck.pop()]
    while hand_value(player) <= 21:
        state = {"player": [card_name(c) for c in player], "value": hand_value(player),
                 "dealer": "hidden", "deck": len(deck)}
        print(json.dumps(state))
        move = input("twist or stick [t/s]: ").strip().lower()
        if move == "t":
            player.append(deck.pop())
        elif move == "s":
            break
        else:
            print(json.dumps({"error": "unknown move", "move": move}))
    result = {"dealer": [card_name(c) for c in dealer], "dealer_value": hand_value(dealer),
              "player": [card_name(c) for c in player], "player_value": hand_value(player),
              "winner": WINNER[decide_winner(hand_value(dealer), hand_value(player))]}
    print(json.dumps(result, indent=2))


def main():
    while True:
        play_game()
        if input("play again [y/n]: ").strip().lower() != "y":
            return


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        pass
