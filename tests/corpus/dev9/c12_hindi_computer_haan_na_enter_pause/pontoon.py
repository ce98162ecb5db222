# पोंटून (Pontoon) - संस्करण 1
# पत्ते सिर्फ़ 1 से 10 तक की संख्याएँ हैं। पहले कंप्यूटर खेलता है, फिर आप।
import random

SEEMA = 14   # कंप्यूटर का कुल 14 से कम हो तो वह एक और पत्ता लेता है

HAAN = ["हाँ", "h"]
NA = ["ना", "n"]


def poochho(sawaal):
    # जब तक हाँ या ना न मिले, सवाल दोबारा पूछो
    while True:
        jawab = input(sawaal).strip().lower()
        if jawab in HAAN:
            return True
        if jawab in NA:
            return False
        print("कृपया हाँ या ना लिखें (या h / n)।")


try:
    print("पोंटून में आपका स्वागत है!")
    while True:
        print()
        print("========== नया खेल ==========")

        # कंप्यूटर की बारी
        computer_kul = random.randint(1, 10)
        while computer_kul < SEEMA:
            computer_kul = computer_kul + random.randint(1, 10)
        print("कंप्यूटर ने अपनी बारी खेल ली है।")

        # खिलाड़ी की बारी
        khiladi_kul = random.randint(1, 10)
        while True:
            print("आपका कुल:", khiladi_kul)
            if khiladi_kul > 21:
                print("21 से ज़्यादा हो गया - आप बस्ट हैं!")
                break
            if poochho("और पत्ता? (हाँ/ना) "):
                patta = random.randint(1, 10)
                print("आपको मिला:", patta)
                khiladi_kul = khiladi_kul + patta
            else:
                input("कंप्यूटर का हाथ देखने के लिए Enter दबाएँ...")
                break

        # नतीजा
        print()
        print("----------- नतीजा -----------")
        print("कंप्यूटर का कुल:", computer_kul)
        print("आपका कुल:", khiladi_kul)
        if computer_kul > 21 and khiladi_kul > 21:
            print("दोनों बस्ट - बराबरी!")
        elif computer_kul > 21:
            print("आप जीते!")
        elif khiladi_kul > 21:
            print("कंप्यूटर जीता!")
        elif khiladi_kul > computer_kul:
            print("आप जीते!")
        elif computer_kul > khiladi_kul:
            print("कंप्यूटर जीता!")
        else:
            print("बराबरी!")
        print("-----------------------------")

        if not poochho("फिर से खेलें? (हाँ/ना) "):
            print("खेलने के लिए धन्यवाद!")
            break
except EOFError:
    print()
