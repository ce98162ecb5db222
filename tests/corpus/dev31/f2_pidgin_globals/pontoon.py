# Pontoon (Twenty-One) - version 1
# Na me write am. The game dey talk Naija Pidgin small small.

import random

VERSION = 1
STICK_AT = 17

# The hands and the score dey live for top here, everybody fit see dem.
computer_hand = []
player_hand = []
games_played = 0
games_won = 0


def card_value(card):
    # card na number from 1 reach 10. Ace na 1, e no dey ever be 11.
    if card < 1 or card > 10:
        raise ValueError("dis card no correct: %r" % (card,))
    return card


def card_name(card):
    return str(card)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])


def computer_turn(draw):
    global computer_hand
    computer_hand = [draw()]
    while hand_value(computer_hand) < STICK_AT:
        computer_hand.append(draw())
    return computer_hand


def player_turn(draw, ask, show=print):
    global player_hand
    player_hand = [draw()]
    while True:
        total = hand_value(player_hand)
        show("Your cards: " + " ".join(card_name(c) for c in player_hand))
        show("Your total don reach %d" % total)
        if total > 21:
            show("Wahala! You don pass 21, you don bust.")
            break
        answer = ask("You wan take another card or you go siddon? (t = take, s = siddon) ")
        first = answer.strip().lower()[:1]
        if first == "t":
            player_hand.append(draw())
        elif first == "s":
            show("Oya, you don siddon for %d." % total)
            break
        else:
            show("Abeg, answer t or s.")
    return player_hand


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    elif computer_value > 21:
        return "player"
    elif player_value > 21:
        return "computer"
    elif player_value > computer_value:
        return "player"
    elif computer_value > player_value:
        return "computer"
    else:
        return "draw"


def play_game(draw, ask, show=print):
    global games_played, games_won
    computer_turn(draw)
    player_turn(draw, ask, show)
    computer_total = hand_value(computer_hand)
    player_total = hand_value(player_hand)
    winner = decide_winner(computer_total, player_total)
    show("")
    show("Computer total: %d" % computer_total)
    show("Your total: %d" % player_total)
    if winner == "player":
        show("You don win! Correct!")
        games_won += 1
    elif winner == "computer":
        show("Computer don win you o!")
    else:
        show("Na draw o! Nobody win.")
    games_played += 1
    return winner


def play_again(ask):
    while True:
        first = ask("You wan play again? (y/n) ").strip().lower()[:1]
        if first == "y":
            return True
        if first == "n":
            return False


def say_goodbye(show):
    show("")
    show("=" * 36)
    show("   Thank you for playing! Waka well.")
    show("   You win %d out of %d game(s)." % (games_won, games_played))
    show("=" * 36)


def main(rng=None, ask=input, show=print):
    global games_played, games_won
    games_played = 0
    games_won = 0
    if rng is None:
        rng = random.Random()
    show("Welcome to Pontoon! Make we play.")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                break
    except EOFError:
        pass
    say_goodbye(show)


if __name__ == "__main__":
    main()
