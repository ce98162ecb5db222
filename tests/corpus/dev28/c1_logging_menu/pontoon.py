"""Pontoon (version 1) - a card game against the computer.

Cards are just the numbers 1 to 10 (1 is the Ace and it is always worth 1).
The computer plays first without showing you anything, then it's your go.
Get closer to 21 than the computer without going over!
"""
import logging
import random
import sys

VERSION = 1
STICK_AT = 16          # the computer stops taking cards once it has 16 or more

# I log everything to the screen so I can see what the program is doing
logging.basicConfig(
    stream=sys.stdout,
    level=logging.INFO,
    format="%(asctime)s %(levelname)s: %(message)s",
)
logger = logging.getLogger("pontoon")

game_counter = 0       # how many games have been started (for the log)


def card_value(card):
    """A card is a number from 1 to 10 and is worth its number (Ace = 1)."""
    return int(card)


def card_name(card):
    return str(card)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return rng.randint(1, 10)


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    # don't log the cards here, the player would see them!
    logger.info("game %d: computer has finished its turn", game_counter)
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    logger.info("game %d: player dealt card no. 1", game_counter)
    while True:
        value = hand_value(cards)
        show(f"Your value: {value}")
        if value > 21:
            show("You are bust!")
            logger.info("game %d: player bust after %d cards", game_counter, len(cards))
            return cards
        show("What do you want to do?")
        show("  t - twist (take another card)")
        show("  s - stick (keep your hand)")
        answer = ask("> ").strip().lower()
        if answer == "t":
            cards.append(draw())
            logger.info("game %d: player dealt card no. %d", game_counter, len(cards))
        elif answer == "s":
            logger.info("game %d: player sticks on %d", game_counter, value)
            return cards
        else:
            show(f"Sorry, '{answer}' is not an option. Type t or s.")


def decide_winner(computer_value, player_value):
    computer_bust = computer_value > 21
    player_bust = player_value > 21
    if computer_bust and player_bust:
        return "draw"
    if computer_bust:
        return "player"
    if player_bust:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if computer_value > player_value:
        return "computer"
    return "player"


def play_game(draw, ask, show=print):
    global game_counter
    game_counter += 1
    logger.info("game %d: starting", game_counter)

    computer_cards = computer_turn(draw)
    player_cards = player_turn(draw, ask, show)

    computer_value = hand_value(computer_cards)
    player_value = hand_value(player_cards)
    winner = decide_winner(computer_value, player_value)

    show("")
    show("=" * 24)
    show(f"Computer value: {computer_value}")
    show(f"Your value:     {player_value}")
    if winner == "player":
        show("You win!")
    elif winner == "computer":
        show("The computer wins!")
    else:
        show("It's a draw!")
    show("=" * 24)
    logger.info("game %d: winner is %s", game_counter, winner)
    return winner


def play_again(ask):
    while True:
        answer = ask("Play another game?\n  y - yes\n  n - no\n> ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    played = won = lost = drawn = 0
    show("*** PONTOON ***")
    try:
        while True:
            winner = play_game(lambda: random_card(rng), ask, show)
            played += 1
            if winner == "player":
                won += 1
            elif winner == "computer":
                lost += 1
            else:
                drawn += 1
            percent = won / played * 100
            show(f"Games played: {played} | won: {won} | lost: {lost} | "
                 f"drawn: {drawn} | win %: {percent:.1f}")
            if not play_again(ask):
                break
    except EOFError:
        show("")
        logger.info("no more input, stopping")
    show("Thanks for playing!")


if __name__ == "__main__":
    main()
