# PONTOON - version 4
# one shuffled deck per game, shared by the dealer (computer) and you
import random
import time

VERSION = 4
STICK_AT = 13
REVEAL_PAUSE = 0.05   # seconds between the dealer's cards when they are turned over

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")

settings = {"name": "Player"}     # filled in by main()


def card_value(card):
    rank = card[0]
    if rank == "Ace":
        return 1
    if rank in ("Jack", "Queen", "King"):
        return 10
    return RANKS.index(rank) + 1


def card_name(card):
    return "%s of %s" % card


def hand_value(cards):
    value = 0
    for card in cards:
        value += card_value(card)
    return value


def list_cards(cards):
    return ", ".join(card_name(c) for c in cards)


def new_deck():
    return [(rank, suit) for suit in SUITS for rank in RANKS]


def shuffled_deck(rng):
    return rng.sample(new_deck(), 52)


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    name = settings["name"]
    cards = [draw()]
    while True:
        show(f"{name}, your cards: {list_cards(cards)} (value {hand_value(cards)})")
        if hand_value(cards) > 21:
            show(f"{name}, you are bust!")
            return cards
        show(f"{name}, what now?")
        show("  [T] Twist - take another card")
        show("  [S] Stick - stay with what you have")
        choice = ask("> ").strip().lower()
        if choice in ("t", "twist"):
            cards.append(draw())
        elif choice in ("s", "stick"):
            return cards
        else:
            show(f"Sorry {name}, that's not one of the options.")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    name = settings["name"]
    dealer = computer_turn(draw)
    show(f"The dealer has played. Your turn, {name}.")
    you = player_turn(draw, ask, show)

    show(f"{name}, the dealer turns over its cards...")
    for card in dealer:
        time.sleep(REVEAL_PAUSE)
        show("   " + card_name(card))
    dealer_value = hand_value(dealer)
    your_value = hand_value(you)
    show(f"Dealer has: {list_cards(dealer)} -> {dealer_value}")
    show(f"{name} has: {list_cards(you)} -> {your_value}")

    winner = decide_winner(dealer_value, your_value)
    if winner == "player":
        show(f"{name} wins!")
    elif winner == "computer":
        show(f"The dealer wins. Better luck next time, {name}.")
    else:
        show(f"It's a draw, {name} - nobody wins.")
    return winner


def play_again(ask, show=print):
    name = settings["name"]
    while True:
        show(f"{name}, another game?")
        show("  [Y] Yes")
        show("  [N] No")
        choice = ask("> ").strip().lower()
        if choice in ("y", "yes"):
            return True
        if choice in ("n", "no"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    try:
        settings["name"] = ask("What's your name? ").strip() or "Player"
        show(f"Hello {settings['name']}, let's play Pontoon!")
        while True:
            deck = shuffled_deck(rng)
            play_game(deck.pop, ask, show)
            if not play_again(ask, show):
                show(f"Bye {settings['name']}!")
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
