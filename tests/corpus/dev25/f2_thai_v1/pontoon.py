"""ป็อนทูน (Pontoon) - เกมไพ่เล่นกับคอมพิวเตอร์ เวอร์ชัน 1

ไพ่แต่ละใบเป็นตัวเลข 1 ถึง 10  เอซ (1) มีค่า 1 เสมอ
"""
import random
import sys

VERSION = 1

if hasattr(sys.stdout, "reconfigure"):
    sys.stdout.reconfigure(encoding="utf-8")


def card_value(card):
    return card


def card_name(card):
    return str(card)


def hand_value(cards):
    return sum(card_value(c) for c in cards)


def random_card(rng):
    return rng.randint(1, 10)


def pause(ask):
    # กด Enter (หรือพิมพ์อะไรก็ได้) เพื่อไปต่อ
    ask("กด Enter เพื่อดำเนินการต่อ...")


def computer_turn(draw):
    cards = [draw()]
    while hand_value(cards) < 19 and len(cards) < 3:
        cards.append(draw())
    return cards


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while True:
        value = hand_value(cards)
        show("ไพ่ของคุณ: " + ", ".join(card_name(c) for c in cards))
        show("แต้มของคุณ: " + str(value))
        if value > 21:
            show("เกิน 21 แล้ว! (บัสต์)")
            return cards
        reply = ask("จั่วหรือหยุด? (d/s) ").strip().lower()
        if reply == "d":
            cards.append(draw())
        elif reply == "s":
            return cards
        else:
            show("กรุณาพิมพ์ d (จั่ว) หรือ s (หยุด) เท่านั้น")


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


def play_game(draw, ask, show=print):
    show("")
    show("คอมพิวเตอร์กำลังเล่นตาของมัน...")
    computer = computer_turn(draw)
    show("คอมพิวเตอร์เล่นเสร็จแล้ว ถึงตาคุณ")
    pause(ask)
    player = player_turn(draw, ask, show)
    pause(ask)
    cv = hand_value(computer)
    pv = hand_value(player)
    show("----- ผลการเล่น -----")
    show("แต้มคอมพิวเตอร์: " + str(cv))
    show("แต้มของคุณ: " + str(pv))
    winner = decide_winner(cv, pv)
    if winner == "player":
        show("คุณชนะ!")
    elif winner == "computer":
        show("คอมพิวเตอร์ชนะ!")
    else:
        show("เสมอ!")
    return winner


def play_again(ask):
    while True:
        reply = ask("เล่นอีกไหม? (y/n) ").strip().lower()
        if reply == "y":
            return True
        if reply == "n":
            return False
        print("กรุณาตอบ y หรือ n")


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()
    show("ยินดีต้อนรับสู่เกมป็อนทูน!")
    while True:
        play_game(lambda: random_card(rng), ask, show)
        if not play_again(ask):
            show("ขอบคุณที่เล่น ลาก่อน!")
            return


if __name__ == "__main__":
    try:
        main()
    except EOFError:
        print()
        sys.exit(0)
