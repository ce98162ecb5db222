# 폰툰 (21 게임) - 버전 3
# 카드는 (랭크, 무늬) 쌍. 랭크와 무늬는 각각 따로 무작위로 뽑는다.
# A는 항상 1점, J/Q/K는 10점.
import random

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("스페이드", "하트", "다이아몬드", "클로버")

DEALER_STOP = 18   # 딜러는 합계가 18 이상이면 멈춘다


class 입력끝(Exception):
    pass


def 묻기(질문):
    try:
        return input(질문)
    except EOFError:
        raise 입력끝()


def 카드뽑기():
    return (random.choice(RANKS), random.choice(SUITS))


def 카드점수(카드):
    랭크 = 카드[0]
    if 랭크 == "A":
        return 1
    if 랭크 in ("J", "Q", "K"):
        return 10
    return int(랭크)


def 합계(패):
    return sum(카드점수(c) for c in 패)


def 카드이름(카드):
    return f"{카드[1]} {카드[0]}"


def 패문자열(패):
    return ", ".join(카드이름(c) for c in 패)


def 딜러차례():
    패 = [카드뽑기()]
    while 합계(패) < DEALER_STOP:
        패.append(카드뽑기())
    return 패


def 플레이어차례():
    패 = [카드뽑기()]
    while True:
        print(f"내 카드: {패문자열(패)}  (합계 {합계(패)})")
        if 합계(패) > 21:
            print("21을 넘었습니다! 버스트!")
            return 패
        print("1) 카드 받기  2) 멈추기")
        선택 = 묻기("선택: ").strip()
        while 선택 not in ("1", "2"):
            print("1 또는 2를 입력하세요.")
            print("1) 카드 받기  2) 멈추기")
            선택 = 묻기("선택: ").strip()
        if 선택 == "2":
            return 패
        새카드 = 카드뽑기()
        print(f"받은 카드: {카드이름(새카드)}")
        패.append(새카드)


def 승자(딜러점수, 내점수):
    if 딜러점수 > 21 and 내점수 > 21:
        return "무승부"
    if 내점수 > 21:
        return "딜러"
    if 딜러점수 > 21:
        return "플레이어"
    if 내점수 > 딜러점수:
        return "플레이어"
    if 딜러점수 > 내점수:
        return "딜러"
    return "무승부"


def 결과표(딜러패, 내패):
    카드폭 = max(30, len(패문자열(딜러패)), len(패문자열(내패)))
    print()
    print("이름".ljust(8) + " | " + "카드".ljust(카드폭) + " | " + "점수")
    print("-" * 8 + "-+-" + "-" * 카드폭 + "-+-" + "-" * 4)
    for 이름, 패 in (("딜러", 딜러패), ("플레이어", 내패)):
        print(f"{이름:<8} | {패문자열(패):<{카드폭}} | {합계(패):>4}")
    결과 = 승자(합계(딜러패), 합계(내패))
    print("-" * (카드폭 + 18))
    if 결과 == "무승부":
        print("결과: 무승부입니다!")
    else:
        print(f"결과: {결과} 승리!")


def 한판():
    print()
    print("딜러가 카드를 받고 있습니다...")
    딜러패 = 딜러차례()
    print("딜러 차례가 끝났습니다. 이제 당신 차례입니다.")
    print(f"딜러의 첫 카드: {카드이름(딜러패[0])}")
    내패 = 플레이어차례()
    결과표(딜러패, 내패)


def main():
    print("*** 폰툰 게임에 오신 것을 환영합니다 ***")
    try:
        while True:
            한판()
            답 = 묻기("다시 하시겠습니까? (y/n) ").strip().lower()
            while 답 not in ("y", "n"):
                print("y 또는 n 으로 답해 주세요.")
                답 = 묻기("다시 하시겠습니까? (y/n) ").strip().lower()
            if 답 == "n":
                print("게임을 종료합니다. 안녕히 가세요!")
                break
    except 입력끝:
        print()


if __name__ == "__main__":
    main()
