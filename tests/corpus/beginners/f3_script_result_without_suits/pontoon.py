import random

suits = ["Clubs", "Diamonds", "Hearts", "Spades"]
ranks = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King"]

again = "y"
while again == "y":
    comp = []
    r = random.randint(0, 12)
    comp.append((ranks[r], suits[random.randint(0, 3)]))
    comp_total = min(r + 1, 10)
    while comp_total < 17:
        r = random.randint(0, 12)
        comp.append((ranks[r], suits[random.randint(0, 3)]))
        comp_total = comp_total + min(r + 1, 10)

    me = []
    r = random.randint(0, 12)
    me.append((ranks[r], suits[random.randint(0, 3)]))
    me_total = min(r + 1, 10)
    while me_total <= 21:
        print("Your cards:")
        for c in me:
            print("  " + c[0] + " of " + c[1])
        print("Total: " + str(me_total))
        try:
            hs = input("Hit or stand? [h/s] ").strip().lower()
        except EOFError:
            quit()
        if hs in ("h", "hit"):
            r = random.randint(0, 12)
            me.append((ranks[r], suits[random.randint(0, 3)]))
            me_total = me_total + min(r + 1, 10)
        elif hs in ("s", "stand"):
            break
        else:
            print("What? Type h or s")

    print("-----")
    print("Computer's cards: " + ", ".join(c[0] for c in comp)
          + " (" + str(comp_total) + ")")
    print("Your cards: " + ", ".join(c[0] for c in me)
          + " (" + str(me_total) + ")")
    if comp_total > 21 and me_total > 21:
        print("You both went bust. Nobody wins")
    elif comp_total > 21:
        print("The computer is bust, you win!")
    elif me_total > 21:
        print("You are bust, the computer wins")
    elif me_total == comp_total:
        print("Nobody wins")
    elif me_total > comp_total:
        print("You win!")
    else:
        print("The computer wins")
    print("-----")
    again = ""
    while again not in ("y", "n"):
        try:
            again = input("Play again? (y/n) ").strip().lower()
        except EOFError:
            again = "n"
