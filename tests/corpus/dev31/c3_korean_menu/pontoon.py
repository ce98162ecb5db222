"""폰툰 (21 카드 게임) - 과제 버전 2.

카드는 랭크 이름(Ace, Two, ..., King)으로 표시합니다.
컴퓨터가 먼저 카드를 받고, 그 다음에 플레이어가 히트/스탠드를 고릅니다.
"""
import random

VERSION = 2
STICK_AT = 17
RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

# 카드 점수표: 에이스는 언제나 1점, 그림 카드는 10점
POINTS = {rank: min(number, 10) for number, rank in enumerate(RANKS, start=1)}

HIT = "1"
STAND = "2"


def card_value(card):
    return POINTS[card]


def card_name(card):
    return card


def hand_value(cards):
    return sum(map(card_value, cards))


def random_card(rng):
    return RANKS[rng.randrange(len(RANKS))]


def computer_turn(draw):
    """컴퓨터 차례: 한 장을 받고, STICK_AT 미만이면 계속 받는다."""
    cards = []
    while True:
        cards.append(draw())
        if hand_value(cards) >= STICK_AT:
            return cards


def show_hand(title, cards, show):
    show(f"{title} 카드: {', '.join(card_name(c) for c in cards)}")
    show(f"{title} 점수: {hand_value(cards)}")


def choose(ask, show):
    """번호 메뉴를 보여 주고 1 또는 2를 받을 때까지 다시 묻는다."""
    while True:
        show("무엇을 하시겠습니까?")
        show("  1. 히트 (카드를 한 장 더 받기)")
        show("  2. 스탠드 (여기서 멈추기)")
        answer = ask("번호를 입력하세요 (1/2): ").strip()
        if answer in (HIT, STAND):
            return answer
        show("잘못된 입력입니다. 1 또는 2만 입력해 주세요.")


def player_turn(draw, ask, show=print):
    cards = [draw()]
    while True:
        show_hand("내", cards, show)
        if hand_value(cards) > 21:
            show("21점을 넘었습니다. 버스트!")
            break
        if choose(ask, show) == HIT:
            cards.append(draw())
        else:
            break
    return cards


def decide_winner(computer_value, player_value):
    if computer_value > 21:
        return "draw" if player_value > 21 else "player"
    if player_value > 21:
        return "computer"
    if player_value == computer_value:
        return "draw"
    return "player" if player_value > computer_value else "computer"


MESSAGES = {
    "player": "플레이어 승리! 축하합니다!",
    "computer": "컴퓨터 승리!",
    "draw": "무승부입니다!",
}


def play_game(draw, ask, show=print):
    computer = computer_turn(draw)
    player = player_turn(draw, ask, show)
    winner = decide_winner(hand_value(computer), hand_value(player))
    show("========== 결과 ==========")
    show_hand("컴퓨터", computer, show)
    show_hand("플레이어", player, show)
    show(MESSAGES[winner])
    return winner


def play_again(ask):
    while True:
        answer = ask("한 판 더 하시겠습니까? (y/n): ").strip().lower()
        if answer in ("y", "yes", "네", "예"):
            return True
        if answer in ("n", "no", "아니요", "아니오"):
            return False


def main(rng=None, ask=input, show=print):
    rng = rng if rng is not None else random.Random()
    show("폰툰에 오신 것을 환영합니다!")
    try:
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show("게임을 종료합니다. 안녕히 가세요!")
                raise SystemExit
    except EOFError:
        show("")
        show("입력이 끝났습니다. 게임을 종료합니다.")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print("\n사용자가 게임을 중단했습니다. 안녕히 가세요!")
