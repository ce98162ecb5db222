# PONTOON (VERSION 1) - MY SUBMISSION
# EVERYTHING THE GAME PRINTS IS IN CAPITALS, LIKE AN OLD ARCADE MACHINE.
# THE PLAYER ANSWERS WITH NUMBERS: 1 TO TWIST, 2 TO STICK.
import random

VERSION = 1
STICK_AT = 18          # THE COMPUTER STOPS TAKING CARDS ONCE IT HAS 18 OR MORE

TWIST = 1
STICK = 2


def card_value(card):
    # IN VERSION 1 A CARD IS JUST A NUMBER FROM 1 (THE ACE) TO 10
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


def ask_for_number(ask, show, prompt, allowed):
    """KEEP ASKING UNTIL ONE OF THE ALLOWED NUMBERS IS TYPED."""
    while True:
        try:
            number = int(ask(prompt))
        except ValueError:
            show("THAT IS NOT A NUMBER - TRY AGAIN.")
            continue
        if number in allowed:
            return number
        show("PLEASE TYPE " + " OR ".join(str(n) for n in allowed) + ".")


def player_turn(draw, ask, show=print):
    hand = [draw()]
    show("YOUR FIRST CARD IS A " + card_name(hand[0]) + ".")
    while hand_value(hand) <= 21:
        show("YOUR VALUE: " + str(hand_value(hand)))
        choice = ask_for_number(ask, show, "1 = TWIST, 2 = STICK: ", (TWIST, STICK))
        if choice == STICK:
            show("YOU STICK ON " + str(hand_value(hand)) + ".")
            break
        new_card = draw()
        hand.append(new_card)
        show("YOU DREW A " + card_name(new_card) + ".")
    if hand_value(hand) > 21:
        show("YOUR VALUE: " + str(hand_value(hand)) + " - BUST!")
    return hand


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
    return "player" if player_value > computer_value else "computer"


def play_game(draw, ask, show=print):
    computer_hand = computer_turn(draw)        # THE COMPUTER GOES FIRST, IN SECRET
    show("THE COMPUTER HAS PLAYED. NOW IT IS YOUR TURN.")
    player_hand = player_turn(draw, ask, show)
    computer_total = hand_value(computer_hand)
    player_total = hand_value(player_hand)
    winner = decide_winner(computer_total, player_total)
    show("*" * 24)
    show("COMPUTER VALUE: " + str(computer_total))
    show("PLAYER VALUE: " + str(player_total))
    if winner == "player":
        show("YOU WIN!")
    elif winner == "computer":
        show("THE COMPUTER WINS!")
    else:
        show("IT IS A DRAW!")
    show("*" * 24)
    return winner


def play_again(ask):
    while True:
        answer = ask("PLAY AGAIN? (Y/N) ").strip().upper()
        if answer in ("Y", "YES"):
            return True
        if answer in ("N", "NO"):
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("=== WELCOME TO PONTOON ===")

    def draw():
        return random_card(rng)

    try:
        while True:
            play_game(draw, ask, show)
            if not play_again(ask):
                show("THANKS FOR PLAYING. BYE!")
                return
    except (EOFError, KeyboardInterrupt):
        show("")
        show("GAME OVER.")


if __name__ == "__main__":
    main()
