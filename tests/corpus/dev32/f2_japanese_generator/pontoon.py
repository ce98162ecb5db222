"""ポントゥーン（バージョン１）

カードは１〜１０の数字。ゲーム本体はジェネレーターで書いてある：
質問や表示を yield して、main() が send() で答えを送り返す。
"""

import random

VERSION = 1
STICK_AT = 16

# ジェネレーターが yield するもの： (SAY, 文) か (ASK, 質問)
SAY = "say"
ASK = "ask"

TWIST_PROMPT = "もう一枚引きますか？ (t=引く / s=止める) "
AGAIN_PROMPT = "もう一度遊びますか？ (y/n) "

_ZENKAKU = str.maketrans("0123456789", "０１２３４５６７８９")

RESULT_WORDS = {
    "player": "あなたの勝ち！",
    "computer": "コンピューターの勝ち！",
    "draw": "引き分け！",
}


def zen(number):
    """数字を全角にする： zen(17) == "１７" """
    return str(number).translate(_ZENKAKU)


def card_value(card):
    """カード１枚の点数。エースは１、１０は１０。"""
    return int(card)


def card_name(card):
    """カードの名前： card_name(7) == "7" """
    return str(card)


def hand_value(cards):
    """手札の合計。"""
    total = 0
    for card in cards:
        total += card_value(card)
    return total


def random_card(rng):
    """１〜１０のカードを１枚（どれも同じ確率）。"""
    return rng.randint(1, 10)


def computer_turn(draw):
    """コンピューターの番：１枚引いて、STICK_AT 未満の間は引き続ける。"""
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


# ---------------------------------------------------------------- ジェネレーター

def player_steps(draw, first_card=None):
    """プレイヤーの番。質問を yield し、送られてきた答えで進む。手札を return する。"""
    if first_card is None:
        first_card = draw()
    cards = [first_card]
    while True:
        value = hand_value(cards)
        yield SAY, "あなたの点数：" + zen(value)
        if value > 21:
            yield SAY, "２１を超えました。バーストです！"
            return cards
        answer = yield ASK, TWIST_PROMPT
        answer = answer.strip().lower()
        if answer == "t":
            card = draw()
            cards.append(card)
            yield SAY, "引いたカード：" + zen(card_name(card))
        elif answer == "s":
            return cards
        else:
            yield SAY, "t か s で答えてください。"


def game_steps(draw):
    """１ゲーム分。プレイヤーの最初のカードを先に配ってから、コンピューターの番。"""
    first_card = draw()
    computer = computer_turn(draw)
    yield SAY, "コンピューターはカードを引き終わりました。あなたの番です。"
    player = yield from player_steps(draw, first_card)
    computer_value = hand_value(computer)
    player_value = hand_value(player)
    winner = decide_winner(computer_value, player_value)
    yield SAY, "―――― 結果 ――――"
    yield SAY, "コンピューターの点数：" + zen(computer_value)
    yield SAY, "あなたの点数：" + zen(player_value)
    yield SAY, RESULT_WORDS[winner]
    return winner


def again_steps():
    while True:
        answer = yield ASK, AGAIN_PROMPT
        answer = answer.strip().lower()
        if answer in ("y", "yes", "はい"):
            return True
        if answer in ("n", "no", "いいえ"):
            return False


def drive(steps, ask, show):
    """ジェネレーターを最後まで動かして、その return 値を返す。"""
    reply = None
    while True:
        try:
            kind, text = steps.send(reply)
        except StopIteration as stop:
            return stop.value
        if kind == ASK:
            reply = ask(text)
        else:
            show(text)
            reply = None


# ---------------------------------------------------------------- 課題の関数

def player_turn(draw, ask, show=print):
    return drive(player_steps(draw), ask, show)


def play_game(draw, ask, show=print):
    return drive(game_steps(draw), ask, show)


def play_again(ask):
    return drive(again_steps(), ask, lambda *args, **kwargs: None)


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()

    def draw():
        return random_card(rng)

    show("ポントゥーンへようこそ！ ２１を超えないように、コンピューターより高い点を目指そう。")
    while True:
        game = game_steps(draw)
        reply = None
        try:
            while True:
                kind, text = game.send(reply)
                if kind == ASK:
                    reply = ask(text)
                else:
                    show(text)
                    reply = None
        except StopIteration:
            pass
        except EOFError:
            return
        if not play_again(ask):
            show("またね！")
            return


if __name__ == "__main__":
    main()
