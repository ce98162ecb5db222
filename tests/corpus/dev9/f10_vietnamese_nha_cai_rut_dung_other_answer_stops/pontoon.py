# Trò chơi Pontoon - phiên bản 2 (lá bài theo tên, không có chất)
# Nhà cái chơi trước và úp bài, sau đó đến lượt bạn.
# Át luôn tính 1 điểm, Mười / Bồi / Đầm / Già tính 10 điểm.
import random
import sys

CAC_LA = ["Át", "Hai", "Ba", "Bốn", "Năm", "Sáu", "Bảy",
          "Tám", "Chín", "Mười", "Bồi", "Đầm", "Già"]

NGUONG_NHA_CAI = 18  # nhà cái rút tiếp khi tổng còn dưới 18


def diem_la(la):
    vi_tri = CAC_LA.index(la)
    if vi_tri >= 9:
        return 10
    return vi_tri + 1


def tong_diem(bai):
    tong = 0
    for la in bai:
        tong += diem_la(la)
    return tong


def hoi(cau_hoi):
    # đọc một dòng; hết dữ liệu vào (chuỗi rỗng) thì thoát luôn
    sys.stdout.write(cau_hoi)
    sys.stdout.flush()
    dong = sys.stdin.readline()
    if dong == "":
        print()
        sys.exit(0)
    return dong.strip().lower()


print("***** PONTOON *****")
so_van = 0
while True:
    so_van += 1
    print()
    print("--- Ván " + str(so_van) + " ---")

    # lượt của nhà cái
    nha_cai = [random.choice(CAC_LA)]
    while tong_diem(nha_cai) < NGUONG_NHA_CAI:
        nha_cai.append(random.choice(CAC_LA))
    print("Nhà cái đã rút bài xong (bài đang úp).")

    # lượt của người chơi
    nguoi_choi = [random.choice(CAC_LA)]
    while True:
        print("Bài của bạn: " + ", ".join(nguoi_choi) + "  | Tổng: " + str(tong_diem(nguoi_choi)))
        if tong_diem(nguoi_choi) > 21:
            print("Quá 21 rồi, bạn bị quắc!")
            break
        tra_loi = hoi("Rút thêm bài? (r = rút / d = dừng) ")
        if tra_loi != "r":
            break
        nguoi_choi.append(random.choice(CAC_LA))

    # kết quả
    diem_nc = tong_diem(nha_cai)
    diem_b = tong_diem(nguoi_choi)
    print()
    print("========= KẾT QUẢ =========")
    print("Nhà cái: " + ", ".join(nha_cai) + " = " + str(diem_nc))
    print("Bạn:     " + ", ".join(nguoi_choi) + " = " + str(diem_b))
    if diem_nc > 21 and diem_b > 21:
        print("Hòa! Cả hai cùng quắc.")
    elif diem_nc > 21:
        print("Bạn thắng!")
    elif diem_b > 21:
        print("Nhà cái thắng!")
    elif diem_nc == diem_b:
        print("Hòa!")
    elif diem_b > diem_nc:
        print("Bạn thắng!")
    else:
        print("Nhà cái thắng!")
    print("===========================")

    tra_loi = hoi("Chơi ván nữa? (c = có / k = không) ")
    while tra_loi != "c" and tra_loi != "k":
        print("Chỉ nhập c hoặc k thôi nhé.")
        tra_loi = hoi("Chơi ván nữa? (c = có / k = không) ")
    if tra_loi == "k":
        break

print("Cảm ơn bạn đã chơi!")
