# Pontoon - Version 1
# Har card 1 se 10 tak ka ek number hai. Computer pehle khelta hai (chupke se),
# phir aap khelte ho. 21 se upar gaye to bust!

import random
import sys

COMPUTER_RUKEGA = 16  # computer tab tak card leta hai jab tak total 16 se kam hai


def poochho(sawaal):
    # input khatam ho jaye (Ctrl-D) to chup-chaap band ho jao
    try:
        return input(sawaal)
    except EOFError:
        print()
        print("Alvida!")
        sys.exit(0)


def naya_card():
    return random.randint(1, 10)


print("Namaste! Pontoon mein aapka swagat hai.")

while True:
    print()
    # ---- computer ki baari ----
    computer_cards = [naya_card()]
    while sum(computer_cards) < COMPUTER_RUKEGA:
        computer_cards.append(naya_card())
    computer_total = sum(computer_cards)
    print("Computer ne apni baari khel li hai. Ab aapki baari.")

    # ---- aapki baari ----
    aapke_cards = [naya_card()]
    print("Aapka pehla card:", aapke_cards[0])
    while True:
        aapka_total = sum(aapke_cards)
        print(f"Aapka total: {aapka_total}")
        if aapka_total > 21:
            print("Arre! Aap 21 se upar chale gaye - bust!")
            break
        jawab = poochho("Ek aur card chahiye? (haan/nahi) ").strip().lower()
        if jawab == "haan":
            card = naya_card()
            aapke_cards.append(card)
            print("Aapka naya card:", card)
        elif jawab == "nahi":
            break
        else:
            print("Sirf 'haan' ya 'nahi' likhiye.")

    # ---- natija ----
    print()
    print("===== Natija =====")
    print(f"Computer ka total: {computer_total}")
    print(f"Aapka total: {aapka_total}")
    if computer_total > 21 and aapka_total > 21:
        print("Barabari!")
    elif computer_total > 21:
        print("Aap jeet gaye!")
    elif aapka_total > 21:
        print("Computer jeet gaya!")
    elif aapka_total > computer_total:
        print("Aap jeet gaye!")
    elif computer_total > aapka_total:
        print("Computer jeet gaya!")
    else:
        print("Barabari!")

    # ---- phir se? ----
    while True:
        dobara = poochho("Phir se khelein? (haan/nahi) ").strip().lower()
        if dobara in ("haan", "nahi"):
            break
        print("Sirf 'haan' ya 'nahi' likhiye.")
    if dobara == "nahi":
        print("Khelne ke liye shukriya!")
        break
