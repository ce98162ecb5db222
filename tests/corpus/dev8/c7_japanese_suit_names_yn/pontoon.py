# ポントゥーン（バージョン3）
# カードはマーク（スート）と数字の組。ディーラーが先に引いて、そのあとあなたの番。
import random

STICK_AT = 17  # ディーラーはこの数になるまで引く

RANKS = ["エース", "2", "3", "4", "5", "6", "7", "8", "9", "10",
         "ジャック", "クイーン", "キング"]
SUITS = ["クラブ", "ダイヤ", "ハート", "スペード"]


def draw_card():
    rank = random.choice(RANKS)
    suit = random.choice(SUITS)
    return (rank, suit)


def card_value(card):
    rank = card[0]
    if rank == "エース":
        return 1
    if rank in ("ジャック", "クイーン", "キング"):
        return 10
    return int(rank)


def card_name(card):
    return card[1] + "の" + card[0]


def hand_value(hand):
    total = 0
    for card in hand:
        total += card_value(card)
    return total


def hand_text(hand):
    return "、".join(card_name(c) for c in hand)


def yes_no(question):
    while True:
        answer = input(question).strip().lower()
        if answer == "y":
            return True
        if answer == "n":
            return False
        print("y か n で答えてください。")


def dealer_turn():
    hand = [draw_card()]
    while hand_value(hand) < STICK_AT:
        hand.append(draw_card())
    return hand


def player_turn():
    hand = [draw_card()]
    while True:
        print("あなたの手札：" + hand_text(hand) + "（合計 " + str(hand_value(hand)) + "）")
        if hand_value(hand) > 21:
            print("21を超えました。バースト！")
            return hand
        if yes_no("もう一枚引きますか？ (y/n): "):
            card = draw_card()
            print(card_name(card) + "を引きました。")
            hand.append(card)
        else:
            return hand


def judge(dealer, player):
    d = hand_value(dealer)
    p = hand_value(player)
    if d > 21 and p > 21:
        return "引き分け"
    if p > 21:
        return "ディーラーの勝ち"
    if d > 21:
        return "あなたの勝ち"
    if d == p:
        return "引き分け"
    if p > d:
        return "あなたの勝ち"
    return "ディーラーの勝ち"


def play():
    dealer = dealer_turn()
    print("ディーラーは引き終わりました。あなたの番です。")
    player = player_turn()
    print("==========")
    print("ディーラー：" + hand_text(dealer) + "（合計 " + str(hand_value(dealer)) + "）")
    print("あなた　　：" + hand_text(player) + "（合計 " + str(hand_value(player)) + "）")
    print("結果：" + judge(dealer, player))
    print("==========")


def main():
    print("ポントゥーンへようこそ！")
    while True:
        play()
        if not yes_no("もう一度？ (y/n): "):
            print("またね！")
            break


try:
    main()
except EOFError:
    print()
    print("終了します。")
