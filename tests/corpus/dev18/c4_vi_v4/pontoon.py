# Pontoon (Xì dách đơn giản) - phiên bản 4
# Máy chơi trước (bài được giấu), sau đó bạn rút hoặc dừng.
# Át luôn tính 1 điểm; Mười, Bồi, Đầm, Già tính 10 điểm.

import random
import sys

VERSION = 4
STICK_AT = 17  # máy dừng rút khi đạt 17 điểm trở lên

HANG = ["Át", "Hai", "Ba", "Bốn", "Năm", "Sáu", "Bảy",
        "Tám", "Chín", "Mười", "Bồi", "Đầm", "Già"]
CHAT = ["Chuồn", "Rô", "Cơ", "Bích"]
DIEM = {"Át": 1, "Hai": 2, "Ba": 3, "Bốn": 4, "Năm": 5, "Sáu": 6,
        "Bảy": 7, "Tám": 8, "Chín": 9, "Mười": 10, "Bồi": 10,
        "Đầm": 10, "Già": 10}


class HetDuLieu(Exception):
    """Hết dữ liệu nhập (Ctrl-D / EOF)."""


def hoi(cau_hoi):
    try:
        return input(cau_hoi)
    except EOFError:
        raise HetDuLieu()


class LaBai:
    def __init__(self, hang, chat):
        self.hang = hang
        self.chat = chat

    def diem(self):
        return DIEM[self.hang]

    def __str__(self):
        return self.hang + " " + self.chat


class BoBai:
    def __init__(self):
        self.la = [LaBai(h, c) for c in CHAT for h in HANG]
        self.vi_tri = 0

    def xao(self):
        random.shuffle(self.la)
        self.vi_tri = 0

    def chia(self):
        la_bai = self.la[self.vi_tri]
        self.vi_tri += 1
        return la_bai


class Tay:
    """Bài trên tay của một người."""

    def __init__(self):
        self.cac_la = []

    def them(self, la_bai):
        self.cac_la.append(la_bai)

    def diem(self):
        return sum(la.diem() for la in self.cac_la)

    def qua(self):
        return self.diem() > 21

    def __str__(self):
        return ", ".join(str(la) for la in self.cac_la)


class TroChoi:
    def __init__(self):
        self.bo_bai = BoBai()
        self.thang = 0
        self.thua = 0
        self.hoa = 0

    def luot_may(self):
        may = Tay()
        may.them(self.bo_bai.chia())
        while True:
            if may.diem() >= STICK_AT:
                break
            may.them(self.bo_bai.chia())
        return may

    def luot_nguoi(self):
        nguoi = Tay()
        nguoi.them(self.bo_bai.chia())
        while True:
            print("Bài của bạn: " + str(nguoi) + " (" + str(nguoi.diem()) + " điểm)")
            if nguoi.qua():
                print("Bạn bị quắc (quá 21)!")
                return nguoi
            tra_loi = hoi("Rút (r) hay dừng (d)? ").strip().lower()
            while tra_loi != "r" and tra_loi != "d":
                print("Không hiểu. Hãy gõ r hoặc d.")
                tra_loi = hoi("Rút (r) hay dừng (d)? ").strip().lower()
            if tra_loi == "d":
                return nguoi
            nguoi.them(self.bo_bai.chia())

    @staticmethod
    def ai_thang(diem_may, diem_nguoi):
        if diem_may > 21 and diem_nguoi > 21:
            return "hoa"
        if diem_nguoi > 21:
            return "may"
        if diem_may > 21:
            return "nguoi"
        if diem_nguoi > diem_may:
            return "nguoi"
        if diem_may > diem_nguoi:
            return "may"
        return "hoa"

    def choi_mot_van(self):
        self.bo_bai.xao()
        may = self.luot_may()
        print("Máy đã chơi xong lượt của mình.")
        nguoi = self.luot_nguoi()

        ket_qua = self.ai_thang(may.diem(), nguoi.diem())
        print()
        print("======= KẾT QUẢ =======")
        print("Máy có: " + str(may) + " (" + str(may.diem()) + " điểm)")
        print("Bạn có: " + str(nguoi) + " (" + str(nguoi.diem()) + " điểm)")
        if ket_qua == "nguoi":
            print("Bạn thắng!")
            self.thang += 1
        elif ket_qua == "may":
            print("Máy thắng!")
            self.thua += 1
        else:
            print("Hòa!")
            self.hoa += 1
        print("Bảng điểm -> thắng: %d | thua: %d | hòa: %d" % (self.thang, self.thua, self.hoa))
        print()

    def choi_tiep(self):
        while True:
            tra_loi = hoi("Chơi tiếp không? (c/k) ").strip().lower()
            if tra_loi == "c":
                return True
            if tra_loi == "k":
                return False
            print("Hãy gõ c hoặc k.")

    def chay(self):
        print("Chào mừng đến với Pontoon!")
        try:
            while True:
                self.choi_mot_van()
                if not self.choi_tiep():
                    print("Tạm biệt!")
                    break
        except HetDuLieu:
            pass


def main():
    TroChoi().chay()


if __name__ == "__main__":
    main()
