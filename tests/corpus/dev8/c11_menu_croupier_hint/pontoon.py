# PONTOON v3  --  playing cards with suits
# Menu: 1 plays a round, 2 shows the rules, 3 quits.
import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
SUITS = ["Clubs", "Diamonds", "Hearts", "Spades"]

CROUPIER_LIMIT = 16

RULES = """
RULES
-----
* The Croupier plays first. You will not see its cards until you are done.
* The Croupier keeps drawing until it has 16 or more.
* You start with one card and then Hit (take a card) or Stand (stop).
* Two..Ten are worth their number, Jack, Queen and King 10, an Ace always 1.
* Over 21 is bust. If you both bust it is a push.
* Otherwise the higher hand wins, and the same total is a push.
"""


def random_card():
    rank = random.choice(RANKS)
    suit = random.choice(SUITS)
    return (rank, suit)


def card_name(card):
    return card[0] + " of " + card[1]


def card_value(card):
    number = RANKS.index(card[0]) + 1
    if number > 10:
        number = 10
    return number


def hand_value(hand):
    total = 0
    for card in hand:
        total += card_value(card)
    return total


def hand_text(hand):
    names = []
    for card in hand:
        names.append(card_name(card))
    return ", ".join(names)


def hint(hand):
    total = hand_value(hand)
    if total <= 11:
        print("Hint: no card can take you over 21 from " + str(total) + ", so hit!")
    elif total >= 17:
        print("Hint: " + str(total) + " is a good hand, most players would stand.")
    else:
        print("Hint: " + str(total) + " is in between. The Croupier stands on 16 or more...")


def play_round():
    # the Croupier's turn, hidden from the player
    croupier = [random_card()]
    while hand_value(croupier) < CROUPIER_LIMIT:
        croupier.append(random_card())
    print()
    print("The Croupier has drawn its cards (face down).")

    # the player's turn
    player = [random_card()]
    while True:
        print("Your cards: " + hand_text(player) + "  [" + str(hand_value(player)) + "]")
        if hand_value(player) > 21:
            print("You are bust!")
            break
        choice = input("Hit (h) / Stand (s) / Hint (?) ").strip().lower()
        if choice == "h":
            new_card = random_card()
            print("You get the " + card_name(new_card) + ".")
            player.append(new_card)
        elif choice == "s":
            break
        elif choice == "?":
            hint(player)
        else:
            print("Sorry, type h, s or ?")

    # results
    c = hand_value(croupier)
    p = hand_value(player)
    print()
    print("The Croupier's cards: " + hand_text(croupier) + "  [" + str(c) + "]")
    print("Your cards:           " + hand_text(player) + "  [" + str(p) + "]")
    if c > 21 and p > 21:
        print("Push.")
    elif p > 21:
        print("The Croupier wins.")
    elif c > 21:
        print("You win!")
    elif p > c:
        print("You win!")
    elif c > p:
        print("The Croupier wins.")
    else:
        print("Push.")


def main():
    print("*** PONTOON ***")
    while True:
        print()
        print("1) Play a round  2) Show rules  3) Quit")
        choice = input("> ").strip()
        if choice == "1":
            play_round()
        elif choice == "2":
            print(RULES)
        elif choice == "3":
            print("Goodbye.")
            break
        else:
            print("Please choose 1, 2 or 3.")


try:
    main()
except EOFError:
    print()
