# pontoon v1 - me against the Bot
# cards are just numbers 1 to 10, ace is 1
# type + for another card, = to stop

import random

STICK_AT = 15

print("*** PONTOON ***")
print("Bot goes first, then you.")

try:
    while True:
        # ---- Bot's turn ----
        bot = random.randint(1, 10)
        while bot < STICK_AT:
            bot = bot + random.randint(1, 10)
        print()
        print("Bot has finished its turn.")

        # ---- your turn ----
        me = random.randint(1, 10)
        print("You got a " + str(me))
        while True:
            print("Your total is", me)
            if me > 21:
                print("BUST!")
                break
            answer = input("Card or stop? (+/=) ").strip()
            if answer == "=":
                break
            elif answer == "+":
                card = random.randint(1, 10)
                me = me + card
                print("You got a " + str(card))
            else:
                print("Please type + or =")

        # ---- who won ----
        print()
        print("-------- RESULT --------")
        print("Bot total:", bot)
        print("Your total:", me)
        if bot > 21 and me > 21:
            print("Both bust - it's a draw.")
        elif bot > 21:
            print("Bot is bust - you win!")
        elif me > 21:
            print("You are bust - Bot wins.")
        elif bot == me:
            print("Same total - it's a draw.")
        elif me > bot:
            print("You win!")
        else:
            print("Bot wins.")
        print("------------------------")

        again = input("Another game? (y/n) ").strip().lower()
        while again not in ("y", "n", "yes", "no"):
            again = input("Another game? (y/n) ").strip().lower()
        if again in ("n", "no"):
            print("Bye!")
            break
except EOFError:
    print()
