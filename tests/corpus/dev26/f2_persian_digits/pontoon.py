# -*- coding: utf-8 -*-
# بازی پونتون - نسخه ۱
# کارت‌ها عددهای ۱ تا ۱۰ هستند. اول کامپیوتر بازی می‌کند، بعد شما.
import random

VERSION = 1
STICK_AT = 15

RLM = "\u200f"                 # علامت راست‌به‌چپ برای نمایش درست متن فارسی
FA_DIGITS = "۰۱۲۳۴۵۶۷۸۹"

PROMPT = RLM + "کارت دیگر = ۱ ، ماندن = ۲  (1/2): "
AGAIN_PROMPT = RLM + "دوباره بازی می‌کنید؟ (بله/نه) "


def fa(n):
    """عدد را با رقم‌های فارسی برمی‌گرداند: 17 -> ۱۷"""
    return "".join(FA_DIGITS[int(ch)] for ch in str(n))


def line(text):
    return RLM + text


def card_value(card):
    return card


def card_name(card):
    return str(card)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])


class Hand:
    """دست یک بازیکن"""

    def __init__(self, first_card):
        self.cards = [first_card]

    def add(self, card):
        self.cards.append(card)

    def value(self):
        return hand_value(self.cards)

    def bust(self):
        return self.value() > 21

    def shown(self):
        return "، ".join(fa(card_name(c)) for c in self.cards)


class Scoreboard:
    """جدول برد و باخت بعد از هر بازی"""

    def __init__(self):
        self.counts = {"player": 0, "computer": 0, "draw": 0}

    def record(self, winner):
        self.counts[winner] += 1

    def text(self):
        return line("برد: %s | باخت: %s | مساوی: %s" % (
            fa(self.counts["player"]), fa(self.counts["computer"]), fa(self.counts["draw"])))


def computer_turn(draw):
    hand = Hand(draw())
    while hand.value() < STICK_AT:
        hand.add(draw())
    return hand.cards


def player_turn(draw, ask, show=print):
    hand = Hand(draw())
    while not hand.bust():
        show(line("کارت‌های شما: " + hand.shown()))
        show(line("امتیاز شما: " + fa(hand.value())))
        answer = ask(PROMPT).strip()
        if answer in ("1", "۱"):
            hand.add(draw())
        elif answer in ("2", "۲"):
            break
        else:
            show(line("فقط ۱ یا ۲ را وارد کنید."))
    if hand.bust():
        show(line("کارت‌های شما: " + hand.shown()))
        show(line("امتیاز شما: " + fa(hand.value()) + " - سوختید!"))
    return hand.cards


def decide_winner(computer_value, player_value):
    if computer_value > 21:
        if player_value > 21:
            return "draw"
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value >= player_value:
        return "computer"
    return "player"


MESSAGES = {
    "player": "شما برنده شدید!",
    "computer": "کامپیوتر برنده شد!",
    "draw": "مساوی شد!",
}


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    c_value = hand_value(computer)
    p_value = hand_value(player)
    show(line("امتیاز کامپیوتر: " + fa(c_value)))
    show(line("امتیاز شما: " + fa(p_value)))
    winner = decide_winner(c_value, p_value)
    show(line(MESSAGES[winner]))
    return winner


def play_again(ask):
    while True:
        answer = ask(AGAIN_PROMPT).strip()
        if answer == "بله":
            return True
        if answer == "نه":
            return False


class Game:
    def __init__(self, rng, ask, show):
        self.rng = rng
        self.ask = ask
        self.show = show
        self.board = Scoreboard()

    def draw(self):
        return random_card(self.rng)

    def run(self):
        self.show(line("به بازی پونتون خوش آمدید!"))
        while True:
            winner = play_game(self.draw, self.ask, self.show)
            self.board.record(winner)
            self.show(self.board.text())
            if not play_again(self.ask):
                self.show(line("خداحافظ!"))
                break


def main(rng=None, ask=input, show=print):
    game = Game(rng or random, ask, show)
    try:
        game.run()
    except EOFError:
        pass


if __name__ == "__main__":
    main()
