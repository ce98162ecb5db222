# pontoon, version 2 -- done with recursion instead of loops
# cards are rank names; suits don't matter in this version.
# aces are always worth 1, jack/queen/king are worth 10.
import random
import sys

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
HOUSE_STICKS_ON = 15   # the house stops drawing once it has 15 or more

sys.setrecursionlimit(200000)   # one frame per game played, so allow plenty


def card_value(card):
    position = RANKS.index(card)
    return min(position + 1, 10)


def hand_value(cards):
    if not cards:
        return 0
    return card_value(cards[0]) + hand_value(cards[1:])


def a_or_an(card):
    return "an" if card.lower()[0] in "aeiou" else "a"


def list_cards(cards):
    return ", ".join(c.lower() for c in cards)


def deal():
    return random.choice(RANKS)


def house_turn(cards):
    # keeps drawing (recursively) while under the threshold
    if hand_value(cards) >= HOUSE_STICKS_ON:
        return cards
    return house_turn(cards + [deal()])


def ask_yes_no(question):
    answer = input(question).strip().lower()
    if answer in ("y", "n"):
        return answer == "y"
    print("please type y or n.")
    return ask_yes_no(question)


def player_turn(cards):
    card = cards[-1]
    total = hand_value(cards)
    print(f"you pull {a_or_an(card)} {card.lower()}. that's {total} so far.")
    print(f"your cards: {list_cards(cards)}.")
    if total > 21:
        print("that's over 21 -- you're bust!")
        return cards
    if ask_yes_no("another card? (y/n) "):
        return player_turn(cards + [deal()])
    print(f"you stick on {total}.")
    return cards


def winner(house, player):
    if house > 21 and player > 21:
        # both bust: whoever went over by less wins
        if player < house:
            return "player"
        if house < player:
            return "house"
        return "draw"
    if player > 21:
        return "house"
    if house > 21:
        return "player"
    if player > house:
        return "player"
    if house > player:
        return "house"
    return "draw"


def play_round():
    print()
    print("the house is playing its hand...")
    house = house_turn([deal()])
    print("the house is done. your turn.")
    player = player_turn([deal()])

    hv, pv = hand_value(house), hand_value(player)
    print()
    print(f"the house has: {list_cards(house)}. that's {hv}.")
    print(f"you have: {list_cards(player)}. that's {pv}.")
    result = winner(hv, pv)
    if result == "player":
        print("you win!")
    elif result == "house":
        print("the house wins.")
    else:
        print("it's a draw -- nobody wins.")

    if ask_yes_no("deal again? (y/n) "):
        play_round()
    else:
        print("thanks for playing, bye.")


if __name__ == "__main__":
    print("welcome to pontoon!")
    try:
        play_round()
    except EOFError:
        print()
