# pontoon.py - Pontoon v2 (cards are ranks, no suits)
# me vs the Bot. Bot goes first and hides its cards.

import random

cards = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
bot_limit = 17


def value(hand):
    total = 0
    for c in hand:
        pos = cards.index(c) + 1      # Ace=1, Two=2 ... King=13
        if pos > 10:
            pos = 10                  # Jack/Queen/King are 10
        total = total + pos
    return total


try:
    name = input("What's your name? ").strip()
    if name == "":
        name = "Player"
    print("Hi " + name + ", let's play Pontoon against Bot!")

    playing = True
    while playing:
        print()
        print("~~~ New game ~~~")

        # Bot's turn (hidden)
        bot = [random.choice(cards)]
        while value(bot) < bot_limit:
            bot.append(random.choice(cards))
        print("Bot has played its turn. Its cards are hidden for now.")

        # player's turn
        mine = []
        card = random.choice(cards)
        mine.append(card)
        print(name + " is dealt the " + card + ".")
        input("Press Enter to continue...")
        while True:
            print(name + "'s cards: " + ", ".join(mine) + "  (value " + str(value(mine)) + ")")
            if value(mine) > 21:
                print(name + " is bust!")
                break
            answer = input("Twist or stick? (t/s) ").strip().lower()
            while answer != "t" and answer != "s":
                print("  Not sure what you mean, " + name + ".")
                print("  t = twist (take another card)")
                print("  s = stick (keep the cards you have)")
                answer = input("Twist or stick? (t/s) ").strip().lower()
            if answer == "s":
                break
            card = random.choice(cards)
            mine.append(card)
            print(name + " is dealt the " + card + ".")
            input("Press Enter to continue...")

        input("Press Enter to continue...")

        # results
        b = value(bot)
        m = value(mine)
        print()
        print("######## RESULT ########")
        print("Bot's cards: " + ", ".join(bot) + "  (value " + str(b) + ")")
        print(name + "'s cards: " + ", ".join(mine) + "  (value " + str(m) + ")")
        if b > 21 and m > 21:
            print("Both bust! It's a draw.")
        elif m > 21:
            print("Bot wins!")
        elif b > 21:
            print("Bot is bust - " + name + " wins!")
        elif b == m:
            print("It's a draw!")
        elif m > b:
            print(name + " wins!")
        else:
            print("Bot wins!")
        print("########################")

        again = input("Play again, " + name + "? (y/n) ").strip().lower()
        while again not in ["y", "n"]:
            again = input("Please type y or n: ").strip().lower()
        if again == "n":
            playing = False
            print("Bye " + name + "!")
except EOFError:
    pass
