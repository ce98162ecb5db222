# 폰툰 (Pontoon) 2단계 과제
# 카드는 이름(Ace ~ King)으로 나오고, 컴퓨터가 먼저 몰래 카드를 받습니다.
import random

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King"]

HOUSE_STANDS = 13   # 컴퓨터는 합계가 이 값 미만이면 계속 받음


def 카드뽑기():
    return random.choice(RANKS)


def 카드값(card):
    i = RANKS.index(card) + 1
    if i > 10:
        return 10
    return i


def 합계(hand):
    s = 0
    for c in hand:
        s += 카드값(c)
    return s


def 입력(prompt):
    try:
        return input(prompt)
    except EOFError:
        print("\n입력이 끝났습니다. 안녕히 가세요!")
        raise SystemExit(0)


def 게임():
    print()
    print("🃏 새 게임을 시작합니다 🃏")

    computer = [카드뽑기()]
    while 합계(computer) < HOUSE_STANDS:
        computer.append(카드뽑기())
    print("컴퓨터가 카드를 모두 받았습니다. (비공개)")

    player = [카드뽑기()]
    while True:
        print("내 카드:", ", ".join(player), "| 합계:", 합계(player))
        if 합계(player) > 21:
            print("21을 넘었습니다. 버스트!")
            break
        answer = 입력("한 장 더 받으시겠습니까? (y/n): ").strip().lower()
        if answer == "y":
            player.append(카드뽑기())
        elif answer == "n":
            break
        else:
            print("y 또는 n 으로 답해 주세요.")

    c = 합계(computer)
    p = 합계(player)
    print()
    print("===== 결과 =====")
    print("컴퓨터 카드:", ", ".join(computer))
    print("컴퓨터 합계:", c)
    print("내 카드:", ", ".join(player))
    print("내 합계:", p)
    if c > 21 and p > 21:
        print("🤝 둘 다 버스트 - 무승부입니다!")
    elif p > 21:
        print("😢 컴퓨터가 이겼습니다.")
    elif c > 21:
        print("🎉 당신이 이겼습니다!")
    elif p > c:
        print("🎉 당신이 이겼습니다!")
    elif c >= p:
        print("😢 컴퓨터가 이겼습니다.")
    else:
        print("🤝 무승부입니다!")


def 다시():
    while True:
        a = 입력("다시 하시겠습니까? (y/n): ").strip().lower()
        if a == "y":
            return True
        if a == "n":
            return False
        print("y 또는 n 을 입력하세요.")


print("폰툰 게임에 오신 것을 환영합니다!")
while True:
    게임()
    if not 다시():
        break
print("게임을 종료합니다. 감사합니다!")
