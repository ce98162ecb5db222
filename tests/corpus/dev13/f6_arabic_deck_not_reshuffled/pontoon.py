# بونتون - الإصدار 4: مجموعة واحدة من 52 ورقة، تُخلط من جديد في كل جولة
import itertools
import random

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")
حد_الكمبيوتر = 19

# صور الأوراق (Unicode playing cards). لا توجد ورقة "Knight" في اللعبة.
_BASE = {"Spades": 0x1F0A0, "Hearts": 0x1F0B0, "Diamonds": 0x1F0C0, "Clubs": 0x1F0D0}
_OFFSET = dict(zip(RANKS, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14)))
صور = {(r, s): chr(_BASE[s] + _OFFSET[r]) for r, s in itertools.product(RANKS, SUITS)}
قيم = {r: min(i + 1, 10) for i, r in enumerate(RANKS)}

deck = []


def مجموعة_جديدة():
    cards = list(itertools.product(RANKS, SUITS))
    random.shuffle(cards)
    return cards


def اسحب():
    if not deck:
        deck[:] = مجموعة_جديدة()
    return deck.pop()


def مجموع(يد):
    return sum(قيم[r] for r, _ in يد)


def اعرض(يد):
    return " ".join(صور[c] for c in يد)


def دور_الكمبيوتر():
    يد = [اسحب()]
    while مجموع(يد) < حد_الكمبيوتر:
        يد.append(اسحب())
    return يد


def دور_اللاعب():
    يد = [اسحب()]
    while True:
        print(f"أوراقك: {اعرض(يد)}   (المجموع {مجموع(يد)})")
        if مجموع(يد) > 21:
            print("تجاوزت 21!")
            return يد
        جواب = input("ورقة أخرى أم تتوقف؟ (س = سحب، ق = قف) ").strip().lower()
        if جواب == "س":
            يد.append(اسحب())
        elif جواب == "ق":
            return يد
        else:
            print("اكتب س أو ق من فضلك.")


def الفائز(ك, ل):
    if ك > 21 and ل > 21:
        return "تعادل"
    if ك > 21:
        return "أنت"
    if ل > 21:
        return "الكمبيوتر"
    if ك == ل:
        return "تعادل"
    return "أنت" if ل > ك else "الكمبيوتر"


عبارات = {"أنت": "فزت!", "الكمبيوتر": "فاز الكمبيوتر!", "تعادل": "تعادل!"}
نتائج = {"أنت": 0, "الكمبيوتر": 0, "تعادل": 0}

try:
    نلعب = True
    while نلعب:
        كمبيوتر = دور_الكمبيوتر()
        لاعب = دور_اللاعب()
        فائز = الفائز(مجموع(كمبيوتر), مجموع(لاعب))
        نتائج[فائز] += 1
        print()
        print(f"الكمبيوتر: {اعرض(كمبيوتر)}   (المجموع {مجموع(كمبيوتر)})")
        print(f"أنت:       {اعرض(لاعب)}   (المجموع {مجموع(لاعب)})")
        print(عبارات[فائز])
        print(f"الانتصارات — أنت: {نتائج['أنت']}، الكمبيوتر: {نتائج['الكمبيوتر']}، تعادل: {نتائج['تعادل']}")
        print()
        while True:
            جواب = input("جولة أخرى؟ (ن/ل) ").strip().lower()
            if جواب in ("ن", "نعم"):
                break
            if جواب in ("ل", "لا"):
                نلعب = False
                break
except EOFError:
    print()

print("مع السلامة!")
