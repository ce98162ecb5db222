# pontoon v4 - cards are dicts, hands are lists of dicts, printed raw
# (debug-style output left in on purpose: "it's a feature")
import random

VERSION = 4
STICK_AT = 19
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def new_deck():
    return [{"rank": r, "suit": s} for s in SUITS for r in RANKS]


def shuffled_deck(rng=random):
    return rng.sample(new_deck(), 52)


def card_name(card):
    return f"{card['rank']} of {card['suit']}"


def card_value(card):
    return min(RANKS.index(card["rank"]) + 1, 10)


def hand_value(hand):
    return sum(map(card_value, hand))


def computer_turn(draw):
    house = [draw()]
    while hand_value(house) < STICK_AT:
        house.append(draw())
    return house


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while hand_value(hand) <= 21:
        show({"player": hand, "value": hand_value(hand)})
        a = ask("Twist or stick? (t/s) ").strip().lower()
        if a == "s":
            return hand
        if a == "t":
            hand.append(draw())
    show({"player": hand, "value": hand_value(hand), "bust": True})
    return hand


def decide_winner(computer_value, player_value):
    c_bust, p_bust = computer_value > 21, player_value > 21
    if c_bust and p_bust:
        return "draw"
    if c_bust or p_bust:
        return "computer" if p_bust else "player"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    house = computer_turn(draw)
    show({"house": "done", "cards": "hidden"})
    hand = player_turn(draw, ask, show)
    hv, pv = hand_value(house), hand_value(hand)
    w = decide_winner(hv, pv)
    show("# result")
    show({"house": house, "value": hv})
    show({"player": hand, "value": pv})
    show({"winner": {"computer": "house", "player": "player", "draw": "nobody (draw)"}[w]})
    return w


def play_again(ask):
    while True:
        a = ask("Play again? (y/n) ").strip().lower()
        if a in ("y", "yes"):
            return True
        if a in ("n", "no"):
            return False


def main(rng=None, ask=input, show=print):
    rng = rng or random
    while True:
        deck = shuffled_deck(rng)
        play_game(lambda: deck.pop(0), ask, show)
        if not play_again(ask):
            break


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
