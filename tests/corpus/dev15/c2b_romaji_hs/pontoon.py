# pontoon  (baajon 3)
# kaado wa (rank, suit) no pea. rank to suit wa betsubetsu ni random de erabu.
import random

VERSION = 3
STICK_AT = 16

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


def kaado_wo_hiku():
    return (random.choice(RANKS), random.choice(SUITS))


def kaado_no_ten(kaado):
    i = RANKS.index(kaado[0]) + 1      # Ace = 1 (itsumo 1)
    if i > 10:
        i = 10
    return i


def goukei(te):
    s = 0
    for k in te:
        s = s + kaado_no_ten(k)
    return s


def kaado_no_namae(kaado):
    return kaado[1] + " no " + kaado[0]


def te_no_hyouji(te):
    namae = []
    for k in te:
        namae.append(kaado_no_namae(k))
    return " , ".join(namae)


class Owari(Exception):
    pass


def kiku(shitsumon):
    try:
        return input(shitsumon)
    except EOFError:
        raise Owari()


def konpyuuta_no_ban():
    te = [kaado_wo_hiku()]
    while goukei(te) < STICK_AT:
        te.append(kaado_wo_hiku())
    return te


def anata_no_ban():
    te = [kaado_wo_hiku()]
    while True:
        print("anata no te :", te_no_hyouji(te), " ( goukei", goukei(te), ")")
        if goukei(te) > 21:
            print("baasuto ! 21 wo koemashita .")
            break
        kotae = ""
        while kotae != "h" and kotae != "s":
            kotae = kiku("hiku ka tomaru ka ? ( h = hiku / s = tomaru ) ").strip().lower()
            if kotae != "h" and kotae != "s":
                print("h ka s wo nyuuryoku shite kudasai .")
        if kotae == "s":
            break
        te.append(kaado_wo_hiku())
    return te


def shouhai(k, a):
    if k > 21 and a > 21:
        return "hikiwake"
    elif k > 21:
        return "anata"
    elif a > 21:
        return "konpyuuta"
    elif k == a:
        return "hikiwake"
    elif a > k:
        return "anata"
    else:
        return "konpyuuta"


def geemu():
    print("konpyuuta no ban desu ... ( mienai )")
    k_te = konpyuuta_no_ban()
    print("konpyuuta wa owarimashita . tsugi wa anata no ban desu .")
    a_te = anata_no_ban()
    print()
    print("===== kekka =====")
    print("konpyuuta no te :", te_no_hyouji(k_te))
    print("goukei :", goukei(k_te))
    print("anata no te :", te_no_hyouji(a_te))
    print("goukei :", goukei(a_te))
    kekka = shouhai(goukei(k_te), goukei(a_te))
    if kekka == "anata":
        print("anata no kachi desu !")
    elif kekka == "konpyuuta":
        print("konpyuuta no kachi desu .")
    else:
        print("hikiwake desu .")


def main():
    print("pontoon e youkoso !")
    try:
        while True:
            geemu()
            kotae = ""
            while kotae not in ("1", "2"):
                kotae = kiku("mou ichido asobimasu ka ? ( 1 = hai / 2 = iie ) ").strip()
            if kotae == "2":
                print("sayounara !")
                break
            print()
    except Owari:
        print()


main()
