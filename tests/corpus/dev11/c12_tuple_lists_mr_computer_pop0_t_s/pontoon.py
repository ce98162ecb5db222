# pontoon.py  -  version 4 (one shuffled deck per game)
# me vs Mr. Computer

import random
import sys

ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
suits = ['Hearts', 'Diamonds', 'Clubs', 'Spades']

# A is 1, J Q K are 10
values = {}
for i, r in enumerate(ranks):
    values[r] = min(i + 1, 10)

COMPUTER_LIMIT = 16


def new_shuffled_deck():
    deck = []
    for s in suits:
        for r in ranks:
            deck.append((r, s))
    random.shuffle(deck)
    return deck


def total(hand):
    t = 0
    for card in hand:
        t += values[card[0]]
    return t


def get_line(prompt):
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if line == '':          # end of input -> just stop
        print()
        sys.exit(0)
    return line.strip().lower()


def game():
    deck = new_shuffled_deck()

    # Mr. Computer goes first
    computer = [deck.pop(0)]
    while total(computer) < COMPUTER_LIMIT:
        computer.append(deck.pop(0))
    print("Mr. Computer has his cards. No peeking!")

    # my turn
    player = [deck.pop(0)]
    while True:
        print("Your hand:", player, "->", total(player))
        if total(player) > 21:
            print("Bust!!")
            break
        move = get_line("Twist or stick? (t/s) ")
        while move != 't' and move != 's':
            move = get_line("Type t to twist or s to stick: ")
        if move == 's':
            break
        player.append(deck.pop(0))

    c = total(computer)
    p = total(player)
    print()
    print("~~~~~~~~~~~~~~ RESULTS ~~~~~~~~~~~~~~")
    print("Mr. Computer:", computer, "->", c)
    print("You:", player, "->", p)
    if c > 21 and p > 21:
        print("Both bust, so it's a draw.")
    elif p > 21:
        print("Mr. Computer wins.")
    elif c > 21:
        print("Mr. Computer is bust. You win!")
    elif p == c:
        print("Draw!")
    elif p > c:
        print("You win!")
    else:
        print("Mr. Computer wins.")
    print("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~")
    print()


print("Let's play pontoon against Mr. Computer!")
print()
while True:
    game()
    again = get_line("Play again? (y/n) ")
    while again not in ('y', 'n'):
        again = get_line("Play again? (y/n) ")
    if again == 'n':
        break
print("Bye!")
