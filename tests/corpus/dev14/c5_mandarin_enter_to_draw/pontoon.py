# 二十一点（庞顿）第 4 版：每局用一副新洗的 52 张牌。
import random

VERSION = 4
STICK_AT = 14

花色 = ("梅花", "方块", "红桃", "黑桃")
点名 = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


class 输入结束(Exception):
    pass


def 问(提示):
    try:
        return input(提示)
    except EOFError:
        raise 输入结束()


def 洗好的牌():
    牌 = [(点, 色) for 色 in 花色 for 点 in 点名]
    random.shuffle(牌)
    return 牌


def 发牌(牌堆):
    if not 牌堆:
        牌堆.extend(洗好的牌())
    return 牌堆.pop()


def 牌名(张):
    return 张[1] + 张[0]


def 点数(手牌):
    总 = 0
    for 点, _ in 手牌:
        if 点 == "A":
            总 += 1
        elif 点 in ("10", "J", "Q", "K"):
            总 += 10
        else:
            总 += int(点)
    return 总


def 电脑回合(牌堆):
    手 = [发牌(牌堆)]
    while 点数(手) < STICK_AT:
        手.append(发牌(牌堆))
    return 手


def 玩家回合(牌堆):
    手 = [发牌(牌堆)]
    while True:
        print("你的牌：" + "、".join(牌名(张) for 张 in 手) + "（点数 " + str(点数(手)) + "）")
        if 点数(手) > 21:
            print("爆牌了！超过 21 点。")
            return 手
        while True:
            答 = 问("要牌请直接按回车，停牌请输入任意字母：").strip()
            if 答 == "":
                break
            if len(答) == 1 and 答.isalpha():
                return 手
            print("看不懂，请再试一次。")
        手.append(发牌(牌堆))


def 结果(电脑, 玩家):
    if 电脑 > 21 and 玩家 > 21:
        return "平局！没有赢家。"
    if 电脑 > 21:
        return "你赢了！"
    if 玩家 > 21:
        return "电脑赢了！"
    if 电脑 == 玩家:
        return "平局！没有赢家。"
    return "你赢了！" if 玩家 > 电脑 else "电脑赢了！"


def 主程序():
    print("欢迎来玩庞顿！")
    局 = 1
    牌堆 = []
    while True:
        牌堆 = 洗好的牌()
        print("===== 第 " + str(局) + " 局 =====")
        电脑 = 电脑回合(牌堆)
        玩家 = 玩家回合(牌堆)
        print("电脑的牌：" + "、".join(牌名(张) for 张 in 电脑))
        print("电脑点数：" + str(点数(电脑)))
        print("你的牌：" + "、".join(牌名(张) for 张 in 玩家))
        print("你的点数：" + str(点数(玩家)))
        print(结果(点数(电脑), 点数(玩家)))
        while True:
            再 = 问("再玩一局吗？（是/否）").strip()
            if 再 in ("是", "否"):
                break
            print("请回答 是 或 否。")
        if 再 == "否":
            print("再见！")
            return
        局 += 1


if __name__ == "__main__":
    try:
        主程序()
    except 输入结束:
        print()
