"""पोंटून (संस्करण 2): पत्तों का खेल, कंप्यूटर के ख़िलाफ़।"""
import random
import sys

VERSION = 2
STICK_AT = 16

PATTE = ("इक्का", "दो", "तीन", "चार", "पाँच", "छह", "सात",
         "आठ", "नौ", "दस", "गुलाम", "बेगम", "बादशाह")
MOOLYA = {naam: min(i + 1, 10) for i, naam in enumerate(PATTE)}


def poochho(sawaal):
    try:
        return input(sawaal)
    except EOFError:
        print()
        sys.exit(0)


def naya_patta():
    return random.choice(PATTE)


def kul(haath):
    return sum(MOOLYA[p] for p in haath)


def computer_ki_baari():
    haath = [naya_patta()]
    while kul(haath) < STICK_AT:
        haath.append(naya_patta())
    return haath


def khiladi_ki_baari():
    haath = [naya_patta()]
    while True:
        print("आपके पत्ते:", ", ".join(haath), "(कुल", str(kul(haath)) + ")")
        if kul(haath) > 21:
            print("21 से ज़्यादा! आपकी बारी ख़त्म।")
            return haath
        jawab = poochho("एक और पत्ता लेंगे या रुकेंगे?\n1 = पत्ता लो, 2 = रुको\n").strip()
        while jawab not in ("1", "2"):
            jawab = poochho("कृपया 1 या 2 लिखें:\n").strip()
        if jawab == "2":
            return haath
        haath.append(naya_patta())


def vijeta(comp, khil):
    if comp > 21 and khil > 21:
        return "बराबरी! कोई नहीं जीता।"
    if comp > 21:
        return "आप जीत गए!"
    if khil > 21:
        return "कंप्यूटर जीत गया!"
    if comp == khil:
        return "बराबरी! कोई नहीं जीता।"
    return "आप जीत गए!" if khil > comp else "कंप्यूटर जीत गया!"


def khel(kram):
    print()
    print("--- खेल", kram, "---")
    comp = computer_ki_baari()
    khil = khiladi_ki_baari()
    print("कंप्यूटर के पत्ते:", ", ".join(comp))
    print("कुल:", kul(comp))
    print("आपके पत्ते:", ", ".join(khil))
    print("कुल:", kul(khil))
    print(vijeta(kul(comp), kul(khil)))
    while True:
        phir = poochho("फिर से खेलें?\n(हाँ/नहीं)\n").strip()
        if phir in ("हाँ", "हां"):
            return khel(kram + 1)
        if phir == "नहीं":
            print("अलविदा!")
            return
        print("कृपया हाँ या नहीं लिखें।")


if __name__ == "__main__":
    sys.setrecursionlimit(100000)
    print("पोंटून में आपका स्वागत है!")
    khel(1)
