# Pontoon v2 -- you against Bob.
# Cards are rank names, every rank equally likely, a card can come again.
# Bob plays first (you don't see his cards), then you: + for a card, - to stop.
import random
import sys

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]

round_no = 0
cards_dealt = 0


def log(text):
    print("[Round " + str(round_no) + "] " + text)


def read_line(prompt):
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:  # end of input: just stop
        print()
        sys.exit(0)
    return line.strip()


def deal():
    global cards_dealt
    cards_dealt += 1
    return RANKS[int(random.random() * 13)]


def points(rank):
    n = RANKS.index(rank) + 1
    if n > 10:
        n = 10
    return n


def hand_total(hand):
    total = 0
    for card in hand:
        total += points(card)
    return total


def bust_chance(total):
    # how many of the 13 ranks would take you over 21
    bad = 0
    for rank in RANKS:
        if total + points(rank) > 21:
            bad += 1
    return round(bad / 13 * 100)


def play_round():
    global round_no
    round_no += 1
    log("New round. Cards dealt so far: " + str(cards_dealt))

    bob = [deal()]
    while hand_total(bob) < 17:
        bob.append(deal())
    log("Bob has finished his turn. Now it's you.")

    you = [deal()]
    log("You get a " + you[0] + ".")
    while True:
        log("Your cards: " + ", ".join(you) + " = " + str(hand_total(you)))
        if hand_total(you) > 21:
            log("Bust! You went over 21.")
            break
        log("Chance the next card busts you: " + str(bust_chance(hand_total(you))) + "%")
        answer = read_line("Card (+) or stop (-)? ")
        if answer == "+":
            card = deal()
            you.append(card)
            log("You get a " + card + ".")
        elif answer == "-":
            log("You stop at " + str(hand_total(you)) + ".")
            break
        else:
            log("Type + for another card or - to stop.")

    b = hand_total(bob)
    y = hand_total(you)
    log("----- Showdown -----")
    log("Bob:  " + ", ".join(bob) + " = " + str(b))
    log("You:  " + ", ".join(you) + " = " + str(y))
    if y > 21 and b > 21:
        log("Both bust. It's a draw.")
    elif y > 21:
        log("Bob wins.")
    elif b > 21:
        log("Bob is bust. You win!")
    elif y == b:
        log("Same value. It's a draw.")
    elif y > b:
        log("You win!")
    else:
        log("Bob wins.")
    log("Cards dealt so far: " + str(cards_dealt))


print("Pontoon against Bob. Good luck!")
while True:
    play_round()
    again = ""
    while again not in ("again", "quit"):
        again = read_line("Type again to play another round or quit to stop: ").lower()
    if again == "quit":
        print("Bye!")
        break
