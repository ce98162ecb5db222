# -*- coding: utf-8 -*-
# ポンツーン（バージョン1）: カードは 1〜10 の数字。
# コンピューターが先に引き、そのあとプレイヤーの番。
import random
import sys

VERSION = 1
STICK_AT = 12

try:  # 端末の文字コードが違っても落ちないように
    sys.stdout.reconfigure(errors="replace")
except (AttributeError, ValueError):
    pass


class NoMoreInput(Exception):
    pass


def say(text=""):
    sys.stdout.write(text + "\n")


def ask(prompt):
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if line == "":          # 入力の終わり (Ctrl-D)
        sys.stdout.write("\n")
        raise NoMoreInput
    return line


def random_card():
    return random.randint(1, 10)


def computer_turn():
    cards = [random_card()]
    while sum(cards) < STICK_AT:
        cards.append(random_card())
    return cards


def player_turn():
    cards = [random_card()]
    while True:
        total = sum(cards)
        say(f"あなたの合計: {total}")
        if total > 21:
            say("21 を超えました。バーストです！")
            return cards
        answer = ask("もう一枚引きますか？ (+ = 引く / - = やめる): ").strip()
        if answer == "+":
            cards.append(random_card())
        elif answer == "-":
            return cards
        else:
            say("「+」か「-」で答えてください。")


def decide_winner(computer, player):
    if computer > 21 and player > 21:
        return "draw"
    if player > 21:
        return "computer"
    if computer > 21:
        return "player"
    if player == computer:
        return "draw"
    return "player" if player < computer else "computer"


def play_game():
    say()
    say("――― 新しいゲーム ―――")
    say("コンピューターがカードを引いています…")
    computer = computer_turn()
    say("コンピューターの番は終わりました。あなたの番です。")
    player = player_turn()
    c, p = sum(computer), sum(player)
    say()
    say(f"コンピューターの合計: {c}")
    say(f"あなたの合計: {p}")
    result = decide_winner(c, p)
    if result == "player":
        say("あなたの勝ち！")
    elif result == "computer":
        say("コンピューターの勝ち！")
    else:
        say("引き分け！")
    return result


def play_again():
    while True:
        answer = ask("もう一度遊びますか？ (y/n): ").strip().lower()
        if answer == "y":
            return True
        if answer == "n":
            return False
        say("y か n で答えてください。")


def main():
    say("ポンツーンへようこそ！")
    try:
        while True:
            play_game()
            if not play_again():
                break
    except NoMoreInput:
        pass
    say("またね！")


if __name__ == "__main__":
    main()
