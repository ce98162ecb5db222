# pontoon v3 -- the croupier goes first, then you.
# cards are (rank, suit) tuples and I just print them as they are.
import random

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
NERVE = 18          # croupier holds its nerve from 18 up

you_won = 0
croupier_won = 0
split = 0

print("~~ Pontoon at the Blue Anchor ~~")
try:
    keep_going = True
    while keep_going:
        # --- croupier, in secret ---
        croupier = [(random.sample(RANKS, 1)[0], random.choices(SUITS)[0])]
        croupier_total = 0
        for card in croupier:
            croupier_total += min(RANKS.index(card[0]) + 1, 10)
        while croupier_total < NERVE:
            card = (random.sample(RANKS, 1)[0], random.choices(SUITS)[0])
            croupier.append(card)
            croupier_total += min(RANKS.index(card[0]) + 1, 10)
        print("The croupier has dealt itself a hand face down.")

        # --- you ---
        mine = [(random.sample(RANKS, 1)[0], random.choices(SUITS)[0])]
        my_total = min(RANKS.index(mine[0][0]) + 1, 10)
        while True:
            print("In your hand:", mine, "worth", my_total)
            if my_total > 21:
                print("Over the top. Hard luck.")
                break
            answer = input("Hit or hold? (hit/hold) ").strip().lower()
            if answer == "hit":
                card = (random.sample(RANKS, 1)[0], random.choices(SUITS)[0])
                mine.append(card)
                my_total += min(RANKS.index(card[0]) + 1, 10)
            elif answer == "hold":
                break
            else:
                print("Say hit or hold, please.")

        # --- the reckoning ---
        print()
        print("Croupier's hand:", croupier)
        print("Croupier's total:", croupier_total)
        print("Your hand:", mine)
        print("Your total:", my_total)
        if croupier_total > 21 and my_total > 21:
            print("Both over the top -- nobody takes the pot.")
            split += 1
        elif croupier_total > 21:
            print("The croupier went over -- you take the pot!")
            you_won += 1
        elif my_total > 21:
            print("The croupier takes the pot.")
            croupier_won += 1
        elif my_total > croupier_total:
            print("You take the pot!")
            you_won += 1
        elif croupier_total > my_total:
            print("The croupier takes the pot.")
            croupier_won += 1
        else:
            print("Level pegging -- nobody takes the pot.")
            split += 1
        print(f"Scoreboard: you {you_won}, croupier {croupier_won}, split {split}")
        print()

        while True:
            again = input("Another round? (again/quit) ").strip().lower()
            if again == "again":
                break
            if again == "quit":
                keep_going = False
                break
    print("Cheerio.")
except EOFError:
    pass
