# ป๊อกเด้งแบบพอนทูน (รุ่น 1) -- สคริปต์ธรรมดา ไม่มีฟังก์ชัน
import random
import sys

ขีดจำกัด = 15  # คอมพิวเตอร์จั่วต่อเมื่อแต้มยังต่ำกว่านี้

print("ยินดีต้อนรับสู่เกมพอนทูน!\n", end="", flush=True)
try:
    while True:
        # ตาของคอมพิวเตอร์ (เล่นก่อน และไม่บอกอะไรผู้เล่น)
        ไพ่คอม = [random.randrange(1, 11)]
        while sum(ไพ่คอม) < ขีดจำกัด:
            ไพ่คอม.append(random.randrange(1, 11))
        แต้มคอม = sum(ไพ่คอม)

        # ตาของผู้เล่น
        ไพ่เรา = [random.randrange(1, 11)]
        while True:
            แต้มเรา = sum(ไพ่เรา)
            if len(ไพ่เรา) == 1:
                ประโยค = "คุณถือไพ่ " + str(ไพ่เรา[0])
            else:
                ประโยค = "คุณถือไพ่ " + ", ".join(str(x) for x in ไพ่เรา[:-1]) + " และ " + str(ไพ่เรา[-1])
            print(ประโยค + " รวมเป็น " + str(แต้มเรา + 10 if 1 in ไพ่เรา and แต้มเรา + 10 <= 21 else แต้มเรา) + " แต้ม\n", end="", flush=True)
            if แต้มเรา > 21:
                print("เกิน 21 แล้ว! จบตาของคุณ\n", end="", flush=True)
                break
            คำตอบ = input("จั่วหรือพอ? (จ = จั่ว, พ = พอ) ").strip()
            while คำตอบ not in ("จ", "พ"):
                คำตอบ = input("กรุณาพิมพ์ จ หรือ พ: ").strip()
            if คำตอบ == "พ":
                break
            ไพ่เรา.append(random.randrange(1, 11))
        แต้มเรา = sum(ไพ่เรา)

        # สรุปผล
        print("แต้มคอมพิวเตอร์: " + str(แต้มคอม) + "\n", end="", flush=True)
        print("แต้มของคุณ: " + str(แต้มเรา) + "\n", end="", flush=True)
        if แต้มคอม > 21 and แต้มเรา > 21:
            print("เสมอ! ไม่มีใครชนะ\n", end="", flush=True)
        elif แต้มคอม > 21:
            print("คุณชนะ!\n", end="", flush=True)
        elif แต้มเรา > 21:
            print("คอมพิวเตอร์ชนะ!\n", end="", flush=True)
        elif แต้มคอม == แต้มเรา:
            print("เสมอ! ไม่มีใครชนะ\n", end="", flush=True)
        elif แต้มเรา > แต้มคอม:
            print("คุณชนะ!\n", end="", flush=True)
        else:
            print("คอมพิวเตอร์ชนะ!\n", end="", flush=True)

        # เล่นอีกไหม
        อีก = input("เล่นอีกไหม? (ใช่/ไม่) ").strip()
        while อีก not in ("ใช่", "ไม่"):
            อีก = input("กรุณาตอบ ใช่ หรือ ไม่: ").strip()
        if อีก == "ไม่":
            print("ลาก่อน!\n", end="", flush=True)
            break
except EOFError:
    print("\n", end="", flush=True)
    sys.exit(0)
