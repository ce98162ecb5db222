# পন্টুন - সংস্করণ ২ (তাসের নাম আছে, রং নেই)
# কম্পিউটার আগে খেলে, তারপর আপনি। মান দেখানো হয় বাংলা অঙ্কে।
import random

VERSION = 2
STICK_AT = 18

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

BN_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")

TAKE = "নাও"
STOP = "থামো"
QUESTION = "আরেকটা তাস? (নাও/থামো) "
AGAIN = "আবার খেলবেন? (হ্যাঁ/না) "


def bn(number):
    return str(number).translate(BN_DIGITS)


def card_value(card):
    position = RANKS.index(card) + 1      # Ace = 1, Two = 2 ... King = 13
    return min(position, 10)


def card_name(card):
    return card


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return RANKS[rng.randrange(len(RANKS))]


def names(cards):
    return ", ".join(card_name(c) for c in cards)


def hint(value):
    """২১ পৌঁছাতে আর কত লাগবে"""
    if value < 21:
        return "(২১ হতে আর " + bn(21 - value) + " বাকি)"
    if value == 21:
        return "(ঠিক ২১!)"
    return "(২১ পেরিয়ে গেছে!)"


def computer_turn(draw):
    hand = [draw()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw())
    return hand


def player_turn(draw, ask, show=print):
    # ছোট একটা state machine: SHOW -> ASK -> (DRAW -> SHOW ...) -> DONE
    hand = [draw()]
    state = "SHOW"
    while state != "DONE":
        if state == "SHOW":
            show("আপনার তাস: " + names(hand))
            show("আপনার মান: " + bn(hand_value(hand)) + " " + hint(hand_value(hand)))
            state = "BUST" if hand_value(hand) > 21 else "ASK"
        elif state == "ASK":
            answer = ask(QUESTION).strip().lower()
            if answer == TAKE:
                state = "DRAW"
            elif answer == STOP:
                state = "DONE"
            else:
                show("শুধু 'নাও' অথবা 'থামো' লিখুন।")
                state = "SHOW"
        elif state == "DRAW":
            hand.append(draw())
            state = "SHOW"
        elif state == "BUST":
            show("আপনি ২১ পেরিয়ে গেছেন!")
            state = "DONE"
    return hand


def decide_winner(computer_value, player_value):
    both_bust = computer_value > 21 and player_value > 21
    if both_bust or computer_value == player_value:
        return "draw"
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    return "player" if player_value > computer_value else "computer"


RESULT_TEXT = {"player": "আপনি জিতেছেন!", "computer": "কম্পিউটার জিতেছে!", "draw": "ড্র!"}


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("==== ফলাফল ====")
    show("কম্পিউটারের তাস: " + names(computer))
    show("কম্পিউটারের মান: " + bn(hand_value(computer)))
    show("আপনার তাস: " + names(player))
    show("আপনার মান: " + bn(hand_value(player)))
    show(RESULT_TEXT[winner])
    return winner


def play_again(ask):
    answer = ""
    while answer not in ("হ্যাঁ", "না"):
        answer = ask(AGAIN).strip()
    return answer == "হ্যাঁ"


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    state = "PLAY"
    while state != "END":
        try:
            if state == "PLAY":
                play_game(lambda: random_card(rng), ask, show)
                state = "AGAIN"
            elif state == "AGAIN":
                state = "PLAY" if play_again(ask) else "END"
        except EOFError:
            state = "END"


if __name__ == "__main__":
    main()
