"""Pontoon (version 2) written as a little state machine.

Each state is a function that takes the shared `game` dict and returns the
name of the next state. The loop in run() just follows the arrows.
"""
import random

STICK_AT = 18
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
VALUES = {rank: min(i + 1, 10) for i, rank in enumerate(RANKS)}  # Ace = 1


def deal():
    return random.choice(RANKS)


def total(hand):
    return sum(VALUES[card] for card in hand)


def describe(hand):
    return ", ".join(hand) + " (" + str(total(hand)) + ")"


def ask(prompt, allowed):
    """Keep asking until the answer is one of allowed (a dict answer->meaning)."""
    while True:
        answer = input(prompt).strip().lower()
        if answer in allowed:
            return allowed[answer]
        print("Sorry, I didn't get that.")


# ---------------- states ----------------

def state_new_game(game):
    game["croupier"] = []
    game["player"] = []
    game["round"] += 1
    if game["round"] > 1:
        print()
        print("-" * 36)
    print("Round", game["round"])
    return "croupier_turn"


def state_croupier_turn(game):
    game["croupier"].append(deal())
    while total(game["croupier"]) < STICK_AT:
        game["croupier"].append(deal())
    print("The Croupier has taken their cards (face down).")
    return "player_deal"


def state_player_deal(game):
    game["player"].append(deal())
    return "player_turn"


def state_player_turn(game):
    print("Your hand:", describe(game["player"]))
    if total(game["player"]) > 21:
        print("Bust! You went over 21.")
        return "result"
    choice = ask("Draw or hold? (draw/hold) ",
                 {"draw": "draw", "d": "draw", "hold": "hold", "h": "hold"})
    if choice == "draw":
        game["player"].append(deal())
        return "player_turn"
    return "result"


def state_result(game):
    c = total(game["croupier"])
    p = total(game["player"])
    print()
    print("Croupier's hand:", describe(game["croupier"]))
    print("Your hand:", describe(game["player"]))
    if c > 21 and p > 21:
        print("Both bust - it's a draw.")
    elif c > 21:
        print("The Croupier is bust - you win!")
    elif p > 21:
        print("The Croupier wins.")
    elif c == p:
        print("It's a draw.")
    elif p > c:
        print("You win!")
    else:
        print("The Croupier wins.")
    return "again"


def state_again(game):
    answer = ask("Another round? (yes/no) ",
                 {"yes": True, "y": True, "no": False, "n": False})
    return "new_game" if answer else "goodbye"


def state_goodbye(game):
    print("Thanks for playing!")
    return "stop"


STATES = {
    "new_game": state_new_game,
    "croupier_turn": state_croupier_turn,
    "player_deal": state_player_deal,
    "player_turn": state_player_turn,
    "result": state_result,
    "again": state_again,
    "goodbye": state_goodbye,
}


def run():
    game = {"round": 0}
    state = "new_game"
    try:
        while state != "stop":
            state = STATES[state](game)
    except EOFError:
        print()


if __name__ == "__main__":
    run()
