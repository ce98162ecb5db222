# Pontoon against Dealer Dan
# Version 2: cards are ranks (Ace ... King), no suits.
import random
import sys

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
DAN_STICKS_ON = 18


def card_value(rank):
    position = RANKS.index(rank) + 1   # Ace is 1, Two is 2, ...
    if position > 10:
        return 10                      # Jack, Queen, King
    return position


def hand_value(hand):
    return sum(card_value(card) for card in hand)


def ask(question):
    try:
        return input(question)
    except EOFError:
        print()
        print("Dealer Dan: Leaving already? See you next time!")
        sys.exit(0)


def dan_plays():
    hand = [random.choice(RANKS)]
    while hand_value(hand) < DAN_STICKS_ON:
        hand.append(random.choice(RANKS))
    return hand


def you_play():
    hand = [random.choice(RANKS)]
    while True:
        print("You are holding: " + ", ".join(hand))
        if hand_value(hand) > 21:
            print("Dealer Dan: Too many! You're bust, my friend.")
            return hand
        answer = ask("Twist or stick? (t/s) ").strip().lower()
        if answer == "t":
            hand.append(random.choice(RANKS))
        elif answer == "s":
            return hand
        else:
            print("Dealer Dan: I only understand t or s, pal.")


def play_one_game():
    print()
    print("Dealer Dan: Right, I've dealt myself my cards. No peeking!")
    dan = dan_plays()
    you = you_play()

    dan_total = hand_value(dan)
    you_total = hand_value(you)
    if dan_total > 21:
        print("Dealer Dan: Argh, I went over with " + str(dan_total) + "!")
    else:
        print("Dealer Dan: I'll stick on " + str(dan_total) + ".")

    print()
    print("Dealer Dan has: " + ", ".join(dan))
    print("Value: " + str(dan_total))
    print("You have: " + ", ".join(you))
    print("Value: " + str(you_total))
    if dan_total > 21 and you_total > 21:
        print("We're both bust - it's a draw!")
    elif dan_total > 21:
        print("You win! I'll get you next time.")
    elif you_total > 21:
        print("Dealer Dan wins!")
    elif dan_total > you_total:
        print("Dealer Dan wins!")
    elif you_total > dan_total:
        print("You win! I'll get you next time.")
    else:
        print("Same value - it's a draw!")


def keep_going():
    while True:
        answer = ask("Dealer Dan: Fancy another game? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Dealer Dan: Just y or n, please.")


print("Dealer Dan: Hello! I'm Dealer Dan and we're playing Pontoon.")
print("Dealer Dan: Aces are worth 1, pictures are worth 10. I go first.")
while True:
    play_one_game()
    if not keep_going():
        break
print("Dealer Dan: Thanks for the game. Bye!")
