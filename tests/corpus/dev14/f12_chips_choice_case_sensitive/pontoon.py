# PONTOON with betting chips
# Version 4 - one shuffled deck of 52 cards for each game.
# The bet doesn't change the game at all, it only changes your chips.

import random

STICK_AT = 14
RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]


class NoMoreInput(Exception):
    pass


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        raise NoMoreInput


def make_deck():
    deck = []
    for suit in SUITS:
        for rank in RANKS:
            deck.append((rank, suit))
    random.shuffle(deck)
    return deck


def value_of_card(card):
    rank = card[0]
    number = RANKS.index(rank) + 1
    if number > 10:
        number = 10
    return number


def value_of_hand(hand):
    total = 0
    for card in hand:
        total = total + value_of_card(card)
    return total


def name_of_card(card):
    return card[0] + " of " + card[1]


def list_cards(hand):
    names = []
    for card in hand:
        names.append(name_of_card(card))
    return ", ".join(names)


def get_bet(chips):
    while True:
        text = ask("You have " + str(chips) + " chips. Bet? (Enter = 10) ").strip()
        if text == "":
            return min(10, chips)
        if text.isdigit() and 1 <= int(text) <= chips:
            return int(text)
        print("Please bet a whole number from 1 to " + str(chips) + ".")


def computer_turn(deck):
    hand = [deck.pop()]
    while value_of_hand(hand) < STICK_AT:
        hand.append(deck.pop())
    return hand


def player_turn(deck, name):
    hand = [deck.pop()]
    print("Your turn, " + name + ".")
    while True:
        print("Your cards: " + list_cards(hand))
        print("Your value: " + str(value_of_hand(hand)))
        if value_of_hand(hand) > 21:
            print("You're bust!")
            return hand
        choice = ask("Twist or stick? (t/s) ")
        if choice == "t":
            hand.append(deck.pop())
        elif choice == "s":
            return hand
        else:
            print("Please answer t (twist) or s (stick).")


def play_game(name):
    deck = make_deck()
    computer = computer_turn(deck)
    print("The computer has finished its turn.")
    player = player_turn(deck, name)

    comp_value = value_of_hand(computer)
    player_value = value_of_hand(player)
    print()
    print("Computer has: " + list_cards(computer))
    print("Value: " + str(comp_value))
    print("You have: " + list_cards(player))
    print("Value: " + str(player_value))

    if comp_value > 21 and player_value > 21:
        print("Both of you are bust, so it's a draw.")
        return "draw"
    if comp_value > 21:
        print("The computer is bust. You win, " + name + "!")
        return "player"
    if player_value > 21:
        print("Computer wins!")
        return "computer"
    if comp_value > player_value:
        print("Computer wins!")
        return "computer"
    if player_value > comp_value:
        print("You win, " + name + "!")
        return "player"
    print("It's a draw.")
    return "draw"


def wants_another():
    while True:
        answer = ask("Play again? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please type y or n.")


def main():
    print("~~~ Welcome to Pontoon ~~~")
    try:
        name = ask("What's your name? ").strip()
        if name == "":
            name = "Player"
        chips = 100
        while True:
            if chips <= 0:
                print("You're out of chips! The bank lends you another 100.")
                chips = 100
            bet = get_bet(chips)
            result = play_game(name)
            if result == "player":
                chips = chips + bet
            elif result == "computer":
                chips = chips - bet
            print(name + ", you now have " + str(chips) + " chips.")
            if not wants_another():
                break
        print("Thanks for playing, " + name + ". You leave with " + str(chips) + " chips.")
    except NoMoreInput:
        print()


main()
