# لعبة البونتون - الإصدار الثالث (أوراق لها أشكال)
# الحاسوب يلعب دوره أولاً وبشكل سري، ثم يأتي دور اللاعب.
# كل سطر يُطبع يتبعه سطر فارغ لتسهيل القراءة.
import random

VERSION = 3
STICK_AT = 16
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def card_value(card):
    rank, _suit = card
    n = RANKS.index(rank) + 1
    if n >= 10:
        return 10
    return n


def card_name(card):
    return "%s of %s" % card


def hand_value(cards):
    return sum([card_value(c) for c in cards])


def random_card(rng):
    return (RANKS[rng.randrange(13)], SUITS[rng.randrange(4)])


def say(show, text):
    """اطبع السطر ثم سطراً فارغاً."""
    show(text)
    show("")


def ask_spaced(ask, show, prompt):
    answer = ask(prompt)
    show("")
    return answer


def names(cards):
    return "، ".join(card_name(c) for c in cards)


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while True:
        say(show, "أوراقك: " + names(cards))
        say(show, "مجموعك: " + str(hand_value(cards)))
        if hand_value(cards) > 21:
            say(show, "لقد تجاوزت 21!")
            return cards
        answer = ask_spaced(ask, show, "اسحب ورقة (t) أم توقف (s)؟ ").strip().lower()
        if answer == "t":
            cards.append(draw())
        elif answer == "s":
            return cards
        else:
            say(show, "من فضلك اكتب t أو s فقط.")


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


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    say(show, "انتهى الحاسوب من دوره. الآن دورك!")
    player = player_turn(draw, ask, show)
    c_val, p_val = hand_value(computer), hand_value(player)
    winner = decide_winner(c_val, p_val)
    say(show, "----- النتيجة -----")
    say(show, "أوراق الحاسوب: " + names(computer))
    say(show, "مجموع الحاسوب: " + str(c_val))
    say(show, "أوراقك: " + names(player))
    say(show, "مجموعك: " + str(p_val))
    messages = {"player": "أنت الفائز!", "computer": "الحاسوب هو الفائز!", "draw": "تعادل!"}
    say(show, messages[winner])
    return winner


def play_again(ask):
    while True:
        answer = ask("هل تريد اللعب مرة أخرى؟ (y/n) ").strip().lower()
        if answer in ("y", "n"):
            return answer == "y"


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    say(show, "مرحباً بك في لعبة البونتون!")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            again = play_again(ask)
            show("")
            if not again:
                break
        say(show, "شكراً على اللعب!")
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
