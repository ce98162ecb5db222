import random
import sys

# Blackjack, version 1 (cards are just numbers 1-10, 1 is the ace)
# The dealer plays his hand first but you can't see it.
# Then you get two cards. 21 with two cards is a natural and wins straight away.

DEALER_STANDS = 17


def deal():
    return random.randint(1, 10)


def count(cards):
    total = sum(cards)
    # use one ace as 11 if it doesn't bust us
    if 1 in cards and total + 10 <= 21:
        total += 10
    return total


def natural(cards):
    return len(cards) == 2 and count(cards) == 21


def get_line(prompt):
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        sys.stdout.write("\n")
        sys.exit()
    return line.strip().lower()


def result_block(dealer_total, player_total, message):
    print()
    print("#### RESULT ####")
    print("Dealer: " + str(dealer_total))
    print("Player: " + str(player_total))
    print(message)
    print("################")


def round_of_blackjack():
    # dealer first, in secret
    dealer = [deal(), deal()]
    while count(dealer) < DEALER_STANDS:
        dealer.append(deal())
    print("Dealer has played his hand (face down).")

    player = [deal(), deal()]
    print("Your cards: " + ", ".join(str(c) for c in player) + "   Total: " + str(count(player)))

    # naturals
    if natural(dealer) and natural(player):
        result_block(count(dealer), count(player), "Two naturals - push.")
        return
    if natural(dealer):
        result_block(count(dealer), count(player), "Dealer has a natural! Dealer wins.")
        return
    if natural(player):
        result_block(count(dealer), count(player), "NATURAL 21! Player wins.")
        return

    while count(player) <= 21:
        choice = get_line("hit or stand? (h/s) ")
        if choice == "h":
            player.append(deal())
            print("Your cards: " + ", ".join(str(c) for c in player) + "   Total: " + str(count(player)))
        elif choice == "s":
            break
        else:
            print("h or s please")
    if count(player) > 21:
        print("You busted.")

    d = count(dealer)
    p = count(player)
    if d > 21 and p > 21:
        msg = "Everybody busted - push."
    elif p > 21:
        msg = "Dealer wins."
    elif d > 21:
        msg = "Dealer busted - Player wins."
    elif p > d:
        msg = "Player wins."
    elif d > p:
        msg = "Dealer wins."
    else:
        msg = "Push."
    result_block(d, p, msg)


print("BLACKJACK")
playing = True
while playing:
    print()
    round_of_blackjack()
    while True:
        ans = get_line("Another round? (y/n) ")
        if ans == "y":
            break
        if ans == "n":
            playing = False
            break
print("Bye!")
