# פונטון - משחק קלפים נגד המחשב (גרסה 1: קלפים הם מספרים 1 עד 10)
# הגשה: תרגיל בית בפייתון
import random
import sys

if hasattr(sys.stdout, "reconfigure"):
    sys.stdout.reconfigure(encoding="utf-8")

STICK_AT = 16          # המחשב עוצר כשהערך שלו 16 ומעלה


def new_card():
    """קלף חדש: מספר שלם בין 1 ל-10, כל מספר באותו סיכוי."""
    return random.randint(1, 10)


def read(prompt):
    """קורא תשובה מהמשתמש; בסוף הקלט יוצאים בשקט."""
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)


def one_game():
    print()
    print("=== משחק חדש ===")
    computer = [new_card(), new_card()]     # שני קלפים ראשונים למחשב
    player = [new_card(), new_card()]       # שני קלפים ראשונים לשחקן

    # המחשב ממשיך את התור שלו בשקט
    while sum(computer) < STICK_AT:
        computer.append(new_card())
    print("המחשב סיים את התור שלו. עכשיו תורך.")

    # תור השחקן
    while True:
        total = sum(player)
        print("הקלפים שלך:", " ".join(str(c) for c in player), "| ערך:", total)
        if total > 21:
            print("עברת את 21 - נשרפת!")
            break
        answer = read("עוד קלף או לעצור? (k/l) ").strip().lower()
        if answer == "k":
            player.append(new_card())
        elif answer == "l":
            break
        else:
            print("לא הבנתי. כתוב k לעוד קלף או l כדי לעצור.")

    c = sum(computer)
    p = sum(player)
    print()
    print(f"דילר {c} - {p} אתה")
    if c > 21 and p > 21:
        print("תיקו! שניכם נשרפתם.")
    elif c > 21:
        print("ניצחת!")
    elif p > 21:
        print("הדילר ניצח!")
    elif c == p:
        print("תיקו!")
    elif p > c:
        print("ניצחת!")
    else:
        print("הדילר ניצח!")


def again():
    while True:
        a = read("לשחק שוב? (k/l) ").strip().lower()
        if a in ("k", "כ"):
            return True
        if a in ("l", "ל"):
            return False
        print("נא לענות k (כן) או l (לא).")


print("ברוכים הבאים לפונטון!")
print("המטרה: להגיע הכי קרוב ל-21 בלי לעבור. אס שווה 1.")
while True:
    one_game()
    if not again():
        print("להתראות!")
        break
