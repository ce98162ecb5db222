"""Trò chơi Pontoon (xì dách đơn giản) - phiên bản 2.

Mỗi lá bài là một tên hạng (rank). Át (Ace) luôn được tính là 1 điểm.
"""
import random

VERSION = 2
STICK_AT = 17  # máy tính rút tiếp khi tổng điểm còn dưới mức này

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")


def card_value(card):
    """Giá trị một lá: Ace = 1, Two..Nine = 2..9, Ten/Jack/Queen/King = 10."""
    vi_tri = RANKS.index(card)
    return min(vi_tri + 1, 10)


def card_name(card):
    return card


def hand_value(cards):
    tong = 0
    for la in cards:
        tong += card_value(la)
    return tong


def random_card(rng):
    return rng.choice(RANKS)


def computer_turn(draw):
    bai = [draw()]
    while hand_value(bai) < STICK_AT:
        bai.append(draw())
    return bai


def player_turn(draw, ask, show=print):
    bai = [draw()]
    while True:
        show("Bài của bạn: " + ", ".join(card_name(c) for c in bai)
             + "  (tổng: " + str(hand_value(bai)) + ")")
        if hand_value(bai) > 21:
            show("Quá 21 điểm - bạn bị quắc!")
            return bai
        tra_loi = ask("Rút thêm hay dừng? (r/d): ").strip().lower()
        if tra_loi == "r":
            bai.append(draw())
        elif tra_loi == "d":
            return bai
        else:
            show("Chỉ được trả lời r (rút) hoặc d (dừng) thôi nhé.")


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if computer_value > 21:
        return "player"
    if player_value > 21:
        return "computer"
    if computer_value == player_value:
        return "draw"
    if player_value > computer_value:
        return "player"
    return "computer"


def in_tay_bai(ten, bai, show):
    show(ten + ":")
    for la in bai:
        show("   * " + card_name(la))
    show("   => Tổng điểm: " + str(hand_value(bai)))


def play_game(draw, ask, show=print):
    bai_may = computer_turn(draw)
    show("Máy tính đã rút bài xong. Đến lượt bạn!")
    bai_nguoi = player_turn(draw, ask, show)

    show("")
    show("~~~~~~~~~~ KẾT QUẢ ~~~~~~~~~~")
    in_tay_bai("Máy tính", bai_may, show)
    in_tay_bai("Người chơi", bai_nguoi, show)
    ket_qua = decide_winner(hand_value(bai_may), hand_value(bai_nguoi))
    if ket_qua == "player":
        show("Người chơi thắng!")
    elif ket_qua == "computer":
        show("Máy tính thắng!")
    else:
        show("Hòa!")
    show("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~")
    return ket_qua


def play_again(ask):
    while True:
        tra_loi = ask("Chơi ván nữa không? (c/k): ").strip().lower()
        if tra_loi == "c":
            return True
        if tra_loi == "k":
            return False


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("Chào mừng bạn đến với Pontoon!")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("Tạm biệt!")
                break
    except EOFError:
        show("")


if __name__ == "__main__":
    main()
