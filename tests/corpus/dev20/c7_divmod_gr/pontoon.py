#!/usr/bin/env python3
# Εικοσιένα (pontoon) εναντίον του υπολογιστή.
# Ο υπολογιστής παίζει πρώτος χωρίς να δείχνει τα φύλλα του, μετά παίζεις εσύ.
# Ο Άσσος μετράει πάντα 1.
import random
import sys

LIMIT = 15  # ο υπολογιστής τραβάει φύλλο όσο έχει λιγότερο από αυτό

RANK_NAMES = ["Άσσος", "Δύο", "Τρία", "Τέσσερα", "Πέντε", "Έξι", "Επτά",
              "Οκτώ", "Εννιά", "Δέκα", "Βαλές", "Ντάμα", "Ρήγας"]
SUIT_NAMES = ["Σπαθί", "Καρό", "Κούπα", "Μπαστούνι"]


def new_card():
    n = random.randint(0, 51)
    suit, rank = divmod(n, 13)
    return (rank, suit)


def card_value(card):
    rank = card[0]
    if rank >= 9:
        return 10
    return rank + 1


def hand_value(hand):
    return sum(card_value(c) for c in hand)


def card_name(card):
    return RANK_NAMES[card[0]] + " " + SUIT_NAMES[card[1]]


def hand_names(hand):
    return ", ".join(card_name(c) for c in hand)


def ask(question, answers):
    while True:
        a = input(question).strip().lower()
        if a in answers:
            return a
        print("Απάντησε με " + " ή ".join(answers) + ".")


def computer_turn():
    hand = [new_card()]
    while hand_value(hand) < LIMIT:
        hand.append(new_card())
    return hand


def player_turn():
    hand = [new_card()]
    while True:
        print("Τα φύλλα σου: " + hand_names(hand) + " = " + str(hand_value(hand)))
        if hand_value(hand) > 21:
            print("Κάηκες! Πέρασες το 21.")
            return hand
        if ask("Θέλεις κι άλλο φύλλο; (ν/ο) ", ["ν", "ο"]) == "ο":
            return hand
        hand.append(new_card())


def result(comp, me):
    if comp > 21 and me > 21:
        return 0
    if comp > 21:
        return 1
    if me > 21:
        return -1
    if me > comp:
        return 1
    if me < comp:
        return -1
    return 0


def one_game():
    comp = computer_turn()
    print("Ο υπολογιστής τελείωσε.")
    me = player_turn()
    cv = hand_value(comp)
    mv = hand_value(me)
    print()
    print("Υπολογιστής: " + hand_names(comp) + " = " + str(cv))
    print("Εσύ: " + hand_names(me) + " = " + str(mv))
    r = result(cv, mv)
    if r > 0:
        print("Κέρδισες!")
    elif r < 0:
        print("Κέρδισε ο υπολογιστής!")
    else:
        print("Ισοπαλία!")
    print()


def main():
    print("Καλώς ήρθες στο εικοσιένα!")
    while True:
        one_game()
        if ask("Ξανά; (ν/ο) ", ["ν", "ο"]) == "ο":
            print("Αντίο!")
            return


if __name__ == "__main__":
    try:
        sys.stdin.reconfigure(encoding="utf-8", errors="replace")
        sys.stdout.reconfigure(encoding="utf-8")
    except (AttributeError, ValueError):
        pass
    try:
        main()
    except (EOFError, KeyboardInterrupt):
        print()
