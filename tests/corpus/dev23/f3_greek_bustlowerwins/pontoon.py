# Πόντουν - έκδοση 2 (τα φύλλα είναι ονόματα αξιών, χωρίς χρώματα)
import random
import sys

STICK_AT = 16  # ο υπολογιστής τραβάει φύλλα όσο έχει λιγότερο από 16

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

VALUES = {
    "Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6,
    "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10,
    "Jack": 10, "Queen": 10, "King": 10,
}


def draw():
    """Ένα τυχαίο φύλλο - κάθε αξία εξίσου πιθανή, μπορεί να ξαναβγεί."""
    return random.choice(RANKS)


def hand_value(hand):
    total = 0
    for card in hand:
        total += VALUES[card]
    return total


def show_hand(hand):
    return ", ".join(hand) + " [" + str(hand_value(hand)) + "]"


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        print("Τέλος εισόδου. Αντίο!")
        sys.exit(0)


def computer_turn():
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def player_turn():
    hand = [draw()]
    while True:
        print("Τα φύλλα σου: " + show_hand(hand))
        if hand_value(hand) > 21:
            print("Κάηκες! Πέρασες το 21.")
            return hand
        answer = ask("Άλλο φύλλο (π) ή μένεις (μ); ").strip().lower()
        if answer == "π":
            hand.append(draw())
        elif answer == "μ":
            return hand
        else:
            print("Γράψε π (πάρε φύλλο) ή μ (μένω).")


def decide_winner(c, p):
    if c > 21 and p > 21:
        if c == p:
            return "draw"
        return "player" if p < c else "computer"
    if c > 21:
        return "player"
    if p > 21:
        return "computer"
    if c == p:
        return "draw"
    if p > c:
        return "player"
    return "computer"


def play_game():
    computer = computer_turn()
    print("Ο υπολογιστής έπαιξε. Σειρά σου!")
    player = player_turn()
    print()
    print("====== Αποτέλεσμα ======")
    print("Υπολογιστής: " + show_hand(computer))
    print("Εσύ:         " + show_hand(player))
    winner = decide_winner(hand_value(computer), hand_value(player))
    if winner == "player":
        print("Κέρδισες!")
    elif winner == "computer":
        print("Κέρδισε ο υπολογιστής!")
    else:
        print("Ισοπαλία!")
    return winner


def play_again():
    while True:
        answer = ask("Να παίξουμε ξανά; (ναι/όχι) ").strip().lower()
        if answer in ("ναι", "ν"):
            return True
        if answer in ("όχι", "οχι", "ο", "ό"):
            return False
        print("Απάντησε ναι ή όχι.")


def main():
    print("Καλώς ήρθες στο Πόντουν!")
    print("Ο υπολογιστής παίζει πρώτος και σταματά στο " + str(STICK_AT) + " ή παραπάνω.")
    while True:
        print()
        play_game()
        if not play_again():
            print("Ευχαριστώ που έπαιξες!")
            break


if __name__ == "__main__":
    main()
