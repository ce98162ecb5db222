"""Pontoon phiên bản 2 -- viết bằng asyncio cho vui.

Lá bài là tên hạng ("Seven", "King", ...), mỗi hạng có xác suất như nhau.
Chia bài: lá đầu của máy, lá đầu của bạn, rồi máy rút tiếp, rồi tới lượt bạn.
"""

import asyncio
import random

VERSION = 2
STICK_AT = 18

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

GIA_TRI = {rank: min(i, 10) for i, rank in enumerate(RANKS, start=1)}

CAU_HOI = "Rút thêm (r) hay dừng (d)? "
CHOI_TIEP = "Chơi ván nữa không? (c/k) "

KET_QUA = {"player": "Bạn thắng!", "computer": "Máy thắng!", "draw": "Hòa!"}


def card_value(card):
    return GIA_TRI[card]


def card_name(card):
    return card


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return rng.choice(RANKS)


def bai(cards):
    return ", ".join(card_name(c) for c in cards)


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


# ------------------------------------------------------------ phần async

async def luot_may(draw, la_dau=None):
    """Lượt của máy: rút từng lá một khi tổng còn dưới STICK_AT."""
    cards = [draw() if la_dau is None else la_dau]
    if hand_value(cards) < STICK_AT:
        await asyncio.sleep(0)  # máy "suy nghĩ" một chút
        cards.append(draw())
    return cards


async def luot_nguoi(draw, ask, show, la_dau=None):
    cards = [draw() if la_dau is None else la_dau]
    while True:
        tong = hand_value(cards)
        show(f"Bài của bạn: {bai(cards)} (tổng: {tong})")
        if tong > 21:
            show("Quá 21 rồi, bạn bị quắc!")
            return cards
        tra_loi = ask(CAU_HOI).strip().lower()
        if tra_loi == "r":
            cards.append(draw())
        elif tra_loi == "d":
            return cards
        else:
            show("Chỉ gõ r hoặc d thôi nhé.")


async def mot_van(draw, ask, show):
    la_may = draw()
    la_nguoi = draw()
    may = await luot_may(draw, la_may)
    show("Máy đã rút xong. Tới lượt bạn!")
    nguoi = await luot_nguoi(draw, ask, show, la_nguoi)
    diem_may, diem_nguoi = hand_value(may), hand_value(nguoi)
    ai_thang = decide_winner(diem_may, diem_nguoi)
    show("=== KẾT QUẢ ===")
    show(f"Máy có: {bai(may)} -- {diem_may} điểm")
    show(f"Bạn có: {bai(nguoi)} -- {diem_nguoi} điểm")
    show(KET_QUA[ai_thang])
    return ai_thang


async def hoi_choi_tiep(ask):
    while True:
        tra_loi = ask(CHOI_TIEP).strip().lower()
        if tra_loi == "c":
            return True
        if tra_loi == "k":
            return False


async def chuong_trinh(rng, ask, show):
    def draw():
        return random_card(rng)

    show("Chào mừng đến với Pontoon! Cố gắng gần 21 nhất mà không quá.")
    while True:
        await mot_van(draw, ask, show)
        if not await hoi_choi_tiep(ask):
            show("Tạm biệt!")
            return


# ------------------------------------------------------------ hàm theo đề bài

def computer_turn(draw):
    return asyncio.run(luot_may(draw))


def player_turn(draw, ask, show=print):
    return asyncio.run(luot_nguoi(draw, ask, show))


def play_game(draw, ask, show=print):
    return asyncio.run(mot_van(draw, ask, show))


def play_again(ask):
    return asyncio.run(hoi_choi_tiep(ask))


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    try:
        asyncio.run(chuong_trinh(rng, ask, show))
    except EOFError:
        pass


if __name__ == "__main__":
    main()
