"""Pontoon - Twenty-One against the computer (assignment version 1).

Usage:
    python pontoon.py                  play until you say no
    python pontoon.py --games 3        stop after three games
    python pontoon.py --name Sam       use your own name
    python pontoon.py --seed 42        the same cards every time (for testing)
"""
import argparse
import random
import sys

VERSION = 1
STICK_AT = 17          # computer stops taking cards once it reaches this
LIMIT = 21             # anything over this is bust

player_name = "Player"  # changed by main() when --name is given


def card_value(card):
    """A card in version 1 is just a number 1..10 (1 is the Ace, always worth 1)."""
    return int(card)


def card_name(card):
    return str(card)


def hand_value(cards):
    total = 0
    for card in cards:
        total += card_value(card)
    return total


def random_card(rng):
    return rng.randint(1, 10)


def computer_turn(draw):
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def ask_twist_or_stick(ask, show):
    """Keep asking until we get a proper answer. Returns True to twist."""
    while True:
        reply = ask("Twist or stick? (t/s) ").strip().lower()
        if reply in ("t", "twist"):
            return True
        if reply in ("s", "stick"):
            return False
        show("Sorry, I need t (twist) or s (stick).")


def player_turn(draw, ask, show=print):
    hand = [draw()]
    totals = [hand_value(hand)]
    while True:
        show(f"You drew: {card_name(hand[-1])}")
        show("Running total: " + " -> ".join(str(t) for t in totals))
        if totals[-1] > LIMIT:
            show("That's over 21, you're bust!")
            return hand
        if not ask_twist_or_stick(ask, show):
            return hand
        hand.append(draw())
        totals.append(hand_value(hand))


def decide_winner(computer_value, player_value):
    computer_bust = computer_value > LIMIT
    player_bust = player_value > LIMIT
    if computer_bust and player_bust:
        return "draw"
    if computer_bust:
        return "player"
    if player_bust:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    cv, pv = hand_value(computer), hand_value(player)
    result = decide_winner(cv, pv)
    show("------ result ------")
    show(f"Computer total: {cv}")
    show(f"{player_name} total: {pv}")
    if result == "draw":
        show("Nobody wins - it's a draw.")
    elif result == "player":
        show(f"{player_name} wins the game!")
    else:
        show("The computer wins the game.")
    return result


def play_again(ask):
    while True:
        reply = ask("Another game? (yes/no) ").strip().lower()
        if reply in ("y", "yes"):
            return True
        if reply in ("n", "no"):
            return False


def main(rng=None, ask=input, show=print, games=None, name=None):
    global player_name
    if name:
        player_name = name
    if rng is None:
        rng = random.Random()

    def deal():
        return random_card(rng)

    played = 0
    while True:
        try:
            play_game(deal, ask, show)
        except EOFError:
            show("")
            show("No more input. Bye!")
            return
        played += 1
        if games is not None and played >= games:
            show(f"That was the {played} game(s) you asked for.")
            sys.exit("Goodbye!")
        if not play_again(ask):
            sys.exit("Goodbye!")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Play pontoon (Twenty-One) against the computer.")
    parser.add_argument("--games", type=int, default=None,
                        help="how many games to play at most (default: until you say no)")
    parser.add_argument("--name", default="Player", help="your name (default: Player)")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed for the cards, to repeat a game (default: random)")
    args = parser.parse_args()
    main(random.Random(args.seed) if args.seed is not None else None,
         games=args.games, name=args.name)
