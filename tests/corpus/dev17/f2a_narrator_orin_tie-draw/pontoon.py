"""A game of pontoon, told as a little text adventure.

Version 3: every card is a rank and a suit, each picked at random on its
own, so the same card may turn up more than once.
"""
import random

VERSION = 3
STICK_AT = 17

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def random_card():
    return (random.choice(RANKS), random.choice(SUITS))


def card_value(card):
    return min(RANKS.index(card[0]) + 1, 10)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def card_phrase(card):
    return "the " + card[0].lower() + " of " + card[1].lower()


def hand_phrase(cards):
    names = [card_phrase(c) for c in cards]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def ask(question):
    print()
    return input(question)


def dealer_turn():
    cards = [random_card()]
    while hand_value(cards) < STICK_AT:
        cards.append(random_card())
    return cards


def your_turn():
    cards = [random_card()]
    print("Orin flicks a card across the table: " + card_phrase(cards[0]) + ".")
    while True:
        total = hand_value(cards)
        print("In your hand you hold " + hand_phrase(cards) +
              ", worth " + str(total) + ".")
        if total > 21:
            print("Over twenty-one. You are bust, and your turn is over.")
            return cards
        while True:
            answer = ask("Do you draw or pass? ").strip().lower()
            if answer in ("draw", "pass"):
                break
            print("Orin raises an eyebrow. \"Say 'draw' or 'pass', stranger.\"")
        if answer == "pass":
            print("You lay your hand face down and wait.")
            return cards
        cards.append(random_card())
        print("Another card slides over: " + card_phrase(cards[-1]) + ".")


def play_hand():
    print()
    print("The dealer, a tall man named Orin, shuffles beneath a swinging lantern.")
    print("He deals his own hand first, in silence, keeping every card hidden.")
    orin = dealer_turn()
    print("Orin leans back. \"Your turn,\" he says.")

    you = your_turn()

    o, y = hand_value(orin), hand_value(you)
    print()
    print("--- The cards are turned over ---")
    print("Orin shows " + hand_phrase(orin) + ", worth " + str(o) + ".")
    print("You show " + hand_phrase(you) + ", worth " + str(y) + ".")
    if o > 21 and y > 21:
        print("You are both bust. The hand is a draw.")
    elif y > 21:
        print("Orin wins the hand and sweeps up the coins.")
    elif o > 21:
        print("Orin is bust. You win the hand!")
    elif o == y:
        print("Equal hands, and the house takes ties. Orin wins the hand and sweeps up the coins.")
    elif o > y:
        print("Orin wins the hand and sweeps up the coins.")
    else:
        print("You win the hand!")


def another_hand():
    while True:
        answer = ask("Will you play another hand? (yes/no) ").strip().lower()
        if answer == "yes":
            return True
        if answer == "no":
            return False
        print("Orin waits for a plain yes or no.")


def main():
    print("You push open the door of the Crooked Lantern tavern.")
    print("(Aces count as one. Draw to take a card, pass to stop.)")
    try:
        while True:
            play_hand()
            if not another_hand():
                print("You nod to Orin and step out into the night.")
                return
    except EOFError:
        print()


if __name__ == "__main__":
    main()
