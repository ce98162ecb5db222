"""Pontoon version 3 - cards with suits.

Every game is written into a log (a list of dicts); when you stop playing
the log is printed as CSV so it can be pasted into a spreadsheet.
"""
import csv
import random
import sys

VERSION = 3
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
FIELDS = ["game", "computer_cards", "computer_value", "player_cards", "player_value", "winner"]


def card_value(card):
    rank = card[0]
    position = RANKS.index(rank)       # 0 for Ace ... 12 for King
    if position >= 9:
        return 10
    return position + 1


def card_name(card):
    return "%s of %s" % card


def hand_value(cards):
    return sum(card_value(card) for card in cards)


def random_card(rng):
    rank = RANKS[rng.randint(0, 12)]
    suit = SUITS[rng.randint(0, 3)]
    return rank, suit


def names(cards):
    return ", ".join(card_name(card) for card in cards)


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while True:
        value = hand_value(cards)
        show("You are holding: " + names(cards))
        show("That makes %d." % value)
        if value > 21:
            show("Bust!")
            break
        reply = ask("(t)wist or (s)tick? ").strip().lower()
        if reply == "t":
            cards.append(draw())
        elif reply == "s":
            break
        else:
            show("Type t to twist or s to stick.")
    return cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value > player_value:
        return "computer"
    if player_value > computer_value:
        return "player"
    return "draw"


def play_game(draw, ask, show=print, log=None):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("=== Game over ===")
    show("Computer's hand: " + names(computer))
    show("Computer's value: %d" % hand_value(computer))
    show("Your hand: " + names(player))
    show("Your value: %d" % hand_value(player))
    if winner == "draw":
        show("Draw - nobody wins.")
    else:
        show("Winner: " + ("you!" if winner == "player" else "the computer."))
    if log is not None:
        log.append({
            "game": len(log) + 1,
            "computer_cards": names(computer),
            "computer_value": hand_value(computer),
            "player_cards": names(player),
            "player_value": hand_value(player),
            "winner": winner,
        })
    return winner


def play_again(ask):
    while True:
        reply = ask("Play again? (y/n) ").strip().lower()
        if reply == "y":
            return True
        elif reply == "n":
            return False


def print_log(log, show):
    wins = sum(1 for row in log if row["winner"] == "player")
    show("")
    show("You won %d of %d games." % (wins, len(log)))
    show("Game log (CSV):")
    writer = csv.writer(sys.stdout)
    writer.writerow(FIELDS)
    for row in log:
        writer.writerow([row[field] for field in FIELDS])


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    log = []
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show, log)
            if not play_again(ask):
                break
    except EOFError:
        show("")
        show("(input ended)")
    print_log(log, show)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print("\nGame interrupted - see you next time!")
