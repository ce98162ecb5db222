# pontoon.py -- version 2 (cards are rank names)
# The dealer is called Zia. All the text of a turn is collected in a list
# and printed in one go just before a question and at the end of the game.

import random

VERSION = 2
STICK_AT = 18
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
VALUES = dict(zip(RANKS, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)))

DEALER = "Zia"
QUESTION = "Twist or stick? (t/s) "
SURE = "Are you sure you want to stick? (Y/n) "
AGAIN = "Play again? (y/n) "


def card_value(card):
    return VALUES[card]


def card_name(card):
    return str(card)


def hand_value(cards):
    total = 0
    for card in cards:
        total = total + card_value(card)
    return total


def random_card(rng):
    return rng.choice(RANKS)


def box(cards):
    """The hand as a little table drawn with box characters."""
    lines = ["┌────────┬───────┐",
             "│ Card   │ Value │",
             "├────────┼───────┤"]
    for card in cards:
        lines.append(f"│ {card_name(card):<6} │ {card_value(card):>5} │")
    lines.append("├────────┼───────┤")
    lines.append(f"│ Total  │ {hand_value(cards):>5} │")
    lines.append("└────────┴───────┘")
    return lines


def flush(buffer, show):
    for line in buffer:
        show(line)
    buffer.clear()


def computer_turn(draw):
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def player_turn(draw, ask, show=print):
    buffer = []
    hand = [draw()]
    while True:
        buffer.append("Your hand:")
        buffer.extend(box(hand))
        buffer.append(f"cards drawn so far: {len(hand)}")
        if hand_value(hand) > 21:
            buffer.append("Bust! You went over 21.")
            flush(buffer, show)
            return hand
        flush(buffer, show)
        answer = ask(QUESTION).strip().lower()
        if answer in ("t", "twist"):
            hand.append(draw())
        elif answer in ("s", "stick"):
            sure = ask(SURE).strip().lower()
            if sure not in ("n", "no"):        # anything but a clear no means yes
                return hand
            buffer.append("OK, not sticking yet.")
        else:
            buffer.append("Sorry, answer t or s.")


def decide_winner(computer_value, player_value):
    computer_bust = computer_value > 21
    player_bust = player_value > 21
    if computer_bust and player_bust:
        return "draw"
    elif computer_bust:
        return "player"
    elif player_bust:
        return "computer"
    elif computer_value == player_value:
        return "draw"
    elif computer_value > player_value:
        return "computer"
    else:
        return "player"


def play_game(draw, ask, show=print):
    zia = computer_turn(draw)
    mine = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(zia), hand_value(mine))
    buffer = ["", "========= RESULT ========="]
    buffer.append(f"{DEALER}'s hand:")
    buffer.extend(box(zia))
    buffer.append("Your hand:")
    buffer.extend(box(mine))
    if winner == "player":
        buffer.append("You win!")
    elif winner == "computer":
        buffer.append(f"{DEALER} wins!")
    else:
        buffer.append("Nobody wins, it's a draw.")
    flush(buffer, show)
    return winner


def play_again(ask):
    answer = ""
    while answer not in ("y", "n"):
        answer = ask(AGAIN).strip().lower()
    return answer == "y"


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()

    def draw():
        return random_card(rng)

    show(f"Pontoon! You are playing against {DEALER}.")
    try:
        keep_going = True
        while keep_going:
            play_game(draw, ask, show)
            keep_going = play_again(ask)
    except EOFError:
        show("\nBye.")


if __name__ == "__main__":
    main()
