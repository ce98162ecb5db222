# Pontoon, version 2 (cards have names now)
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


def card_value(card):
    if card in ("Jack", "Queen", "King"):
        return 10
    return RANKS.index(card) + 1


def card_name(card):
    return card


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return rng.choice(RANKS)


def computer_turn(draw):
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def player_turn(draw, ask, show=print):
    hand = [draw()]
    while True:
        show("You are holding " + " and ".join(hand) + ", that makes " + str(hand_value(hand)))
        if hand_value(hand) > 21:
            show("Bust!")
            return hand
        answer = ask("Twist or stick? (twist/stick) ").strip().lower()
        if answer in ("twist", "t"):
            hand.append(draw())
        elif answer in ("stick", "s"):
            return hand
        else:
            show("I don't know '" + answer + "', please say twist or stick.")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if player_value == computer_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("")
    show("The computer had " + ", ".join(computer) + " (" + str(hand_value(computer)) + ")")
    show("You had " + ", ".join(player) + " (" + str(hand_value(player)) + ")")
    if winner == "player":
        show("You win!")
    elif winner == "computer":
        show("The computer wins.")
    else:
        show("It's a draw.")
    return winner


def main(rng=None, ask=input, show=print):
    rng = rng or random.Random()
    while True:
        try:
            play_game(lambda: random_card(rng), ask, show)
            again = ask("Play again? (yes/no) ").strip().lower()
            while again not in ("yes", "no", "y", "n"):
                again = ask("Play again? (yes/no) ").strip().lower()
        except EOFError:
            show("")
            return
        if again.startswith("n"):
            show("Thanks for playing.")
            return


if __name__ == "__main__":
    main()
