# פונטון (גרסה 3) - משחק קלפים נגד המחשב.
# קלף נכתב כשתי אותיות: דרגה (A,2..9,T,J,Q,K) וסדרה (C,D,H,S), למשל KH או TD.
import random
import sys

VERSION = 3
STICK_AT = 18

RANKS = "A23456789TJQK"
SUITS = "CDHS"


def shal(sheela):
    try:
        return input(sheela)
    except EOFError:
        print()
        sys.exit()


def klaf():
    return random.choice(RANKS) + random.choice(SUITS)


def erech(klafim):
    total = 0
    for k in klafim:
        r = k[0]
        if r == "A":
            total += 1
        elif r in "TJQK":
            total += 10
        else:
            total += int(r)
    return total


def tor_hamachshev():
    yad = [klaf()]
    while erech(yad) < STICK_AT:
        yad.append(klaf())
    return yad


def tor_hasachkan():
    yad = [klaf()]
    while True:
        print("הקלפים שלך:", " ".join(yad), "| סכום:", erech(yad))
        if erech(yad) > 21:
            print("עברת את 21! התור שלך נגמר.")
            return yad
        t = shal("עוד קלף או לעצור? (ק = קלף, ע = עצור) ").strip()
        while t not in ("ק", "ע"):
            t = shal("נא להקליד ק או ע: ").strip()
        if t == "ע":
            return yad
        yad.append(klaf())


def totzaa(m, s):
    if m > 21 and s > 21:
        return "תיקו! אין מנצח."
    if m > 21:
        return "ניצחת!"
    if s > 21:
        return "המחשב ניצח!"
    if m == s:
        return "תיקו! אין מנצח."
    if s > m:
        return "ניצחת!"
    return "המחשב ניצח!"


def main():
    print("ברוכים הבאים לפונטון!")
    while True:
        machshev = tor_hamachshev()
        sachkan = tor_hasachkan()
        print("הקלפים של המחשב:", " ".join(machshev))
        print("סכום:", erech(machshev))
        print("הקלפים שלך:", " ".join(sachkan))
        print("סכום:", erech(sachkan))
        print(totzaa(erech(machshev), erech(sachkan)))
        while True:
            od = shal("לשחק שוב? (כ/ל) ").strip()
            if od == "כ":
                break
            if od == "ל":
                print("להתראות!")
                sys.exit()
            print("נא לענות כ או ל.")


if __name__ == "__main__":
    main()
