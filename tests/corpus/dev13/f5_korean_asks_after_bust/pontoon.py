# 폰툰 (버전 3) - 카드 = (숫자, 무늬)
import random

숫자들 = ["에이스", "2", "3", "4", "5", "6", "7", "8", "9", "10", "잭", "퀸", "킹"]
무늬들 = ["클로버", "다이아몬드", "하트", "스페이드"]
기준 = 14          # 컴퓨터는 14 이상이면 멈춘다


def 카드뽑기():
    return (random.choice(숫자들), random.choice(무늬들))


def 점수(카드):
    숫자, _ = 카드
    i = 숫자들.index(숫자)
    return 10 if i >= 9 else i + 1


def 합계(손):
    return sum(점수(c) for c in 손)


def 이름(카드):
    return 카드[1] + " " + 카드[0]


def 손패(손):
    return ", ".join(이름(c) for c in 손)


def 게임():
    # 컴퓨터 차례: 아무것도 보여주지 않는다
    컴퓨터 = [카드뽑기()]
    while 합계(컴퓨터) < 기준:
        컴퓨터.append(카드뽑기())

    # 플레이어 차례
    나 = [카드뽑기()]
    while True:
        print()
        print(f"내 카드: {손패(나)}  (합계 {합계(나)})")
        if 합계(나) > 21:
            print("버스트! 21을 넘었습니다.")
        print("카드를 더 받으시겠습니까?  1 = 받기, 2 = 그만")
        답 = input("").strip()
        if 답 == "1":
            나.append(카드뽑기())
        elif 답 == "2":
            break
        else:
            print("1 또는 2를 입력하세요.")

    c, p = 합계(컴퓨터), 합계(나)
    print()
    print("========== 결과 ==========")
    print(f"컴퓨터: {손패(컴퓨터)}  (합계 {c})")
    print(f"당신:   {손패(나)}  (합계 {p})")
    if c > 21 and p > 21:
        print("무승부!")
    elif c > 21:
        print("당신이 이겼습니다!")
    elif p > 21:
        print("컴퓨터가 이겼습니다!")
    elif c == p:
        print("무승부!")
    elif p > c:
        print("당신이 이겼습니다!")
    else:
        print("컴퓨터가 이겼습니다!")
    print("==========================")


def 다시():
    while True:
        print("한 판 더 하시겠습니까? (네/아니오)")
        답 = input("").strip().lower()
        if 답 in ("네", "예", "y"):
            return True
        if 답 in ("아니오", "아니요", "n"):
            return False


try:
    print("폰툰에 오신 것을 환영합니다!")
    계속 = True
    while 계속:
        게임()
        계속 = 다시()
    print("안녕히 가세요!")
except EOFError:
    print()
