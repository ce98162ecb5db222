# 二十一点（Pontoon）第二版 —— 牌有名字
# 电脑先偷偷把自己的牌拿完，然后轮到玩家。A（爱司）永远算 1 点。
# 玩家输入 1 要牌，输入 0 停牌。
import random

VERSION = 2
STICK_AT = 15   # 电脑的点数不到 15 就继续要牌
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

# 牌面的中文名字
中文 = {
    "Ace": "爱司", "Two": "二", "Three": "三", "Four": "四", "Five": "五",
    "Six": "六", "Seven": "七", "Eight": "八", "Nine": "九", "Ten": "十",
    "Jack": "杰克", "Queen": "皇后", "King": "国王",
}
点数 = {rank: min(i + 1, 10) for i, rank in enumerate(RANKS)}


def card_value(card):
    return 点数[card]


def card_name(card):
    return 中文[card]


def hand_value(cards):
    total = 0
    for c in cards:
        total = total + card_value(c)
    return total


def random_card(rng):
    return RANKS[rng.randint(1, 10) - 1]


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < STICK_AT:
        cards.append(draw())
    return cards


def show_hand(title, cards, show):
    # 一张一张地打印，同一行
    show(title, end=" ")
    for c in cards:
        show(card_name(c), end=" ")
    show("")
    show("点数：", hand_value(cards))


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while hand_value(cards) <= 21:
        show_hand("你的牌：", cards, show)
        answer = ask("要牌请输入 1，停牌请输入 0：").strip()
        if answer == "1":
            cards.append(draw())
        elif answer == "0":
            break
        else:
            show("请输入 1 或 0。")
    if hand_value(cards) > 21:
        show_hand("你的牌：", cards, show)
        show("爆牌了！")
    return cards


def decide_winner(computer_value, player_value):
    电脑爆 = computer_value > 21
    玩家爆 = player_value > 21
    if 电脑爆 and 玩家爆:
        return "draw"
    if 电脑爆:
        return "player"
    if 玩家爆:
        return "computer"
    if player_value == computer_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    show("电脑已经拿好牌了，现在轮到你。")
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("======== 结果 ========")
    show_hand("电脑的牌：", computer, show)
    show_hand("你的牌：", player, show)
    if winner == "player":
        show("你赢了！")
    elif winner == "computer":
        show("电脑赢了！")
    else:
        show("平局！")
    return winner


def play_again(ask):
    while True:
        answer = ask("再玩一局吗？(y/n) ").strip().lower()
        if answer == "y":
            return True
        if answer == "n":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("欢迎来玩二十一点！")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                break
        show("再见！")
    except (EOFError, KeyboardInterrupt):
        show("")


if __name__ == "__main__":
    main()
