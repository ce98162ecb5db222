# Pontoon versi 1 -- tugas pemrograman
# Kertu iku angka 1 nganti 10. As (angka 1) tansah aji 1, ora tau 11.
# Komputer main dhisik, kertune didhelikake, banjur giliranmu.

import random

VERSION = 1
WATES_KOMPUTER = 14   # komputer mandheg njupuk kertu yen nilaine wis 14 utawa luwih

RESIK = "\033[2J\033[H"   # kode ANSI kanggo ngresiki layar

jeneng = "Pemain"   # jeneng pemain, diisi ing main()


def card_value(card):
    # kertu 1..10, ajine padha karo angkane
    return card


def card_name(card):
    return str(card)


def hand_value(cards):
    total = 0
    for k in cards:
        total = total + card_value(k)
    return total


def nilai_pemain(kertu):
    # nilai tangane pemain: As tansah aji 1
    return hand_value(kertu)


def random_card(rng):
    return rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])


def computer_turn(draw):
    kertu = [draw()]
    while hand_value(kertu) < WATES_KOMPUTER:
        kertu.append(draw())
    return kertu


def player_turn(draw, ask, show=print):
    kertu = [draw()]
    while True:
        nilai = nilai_pemain(kertu)
        show(f"{jeneng}, nilaimu saiki: {nilai}")
        if nilai > 21:
            show(f"{jeneng}, kowe bust (luwih saka 21)!")
            break
        jawab = ask(f"{jeneng}, jupuk kertu maneh utawa mandheg? (j/m) ").strip().lower()
        if jawab == "j":
            kertu.append(draw())
        elif jawab == "m":
            break
        else:
            show(f"{jeneng}, ketik j (jupuk) utawa m (mandheg) wae.")
    return kertu


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    elif computer_value > 21:
        return "player"
    elif player_value > 21:
        return "computer"
    elif player_value > computer_value:
        return "player"
    elif computer_value > player_value:
        return "computer"
    else:
        return "draw"


def play_game(draw, ask, show=print):
    show(RESIK)
    show(f"=== Game anyar, {jeneng}! Komputer main dhisik... ===")
    kertu_komputer = computer_turn(draw)
    show(f"Komputer wis rampung. Saiki giliranmu, {jeneng}.")
    kertu_pemain = player_turn(draw, ask, show)

    nk = hand_value(kertu_komputer)
    np = nilai_pemain(kertu_pemain)
    asil = decide_winner(nk, np)

    show(RESIK)
    show(f"Nilai komputer: {nk}")
    show(f"Nilaine {jeneng}: {np}")
    if asil == "player":
        show(f"{jeneng} menang!")
    elif asil == "computer":
        show(f"Komputer menang! Sepurane, {jeneng}.")
    else:
        show(f"Seri! Ora ana sing menang, {jeneng}.")
    return asil


def play_again(ask):
    while True:
        jawab = ask(f"{jeneng}, main maneh? (y/o) ").strip().lower()
        if jawab in ("y", "ya"):
            return True
        if jawab in ("o", "ora"):
            return False
        # jawaban liyane: takon maneh


def main(rng=None, ask=input, show=print):
    global jeneng
    if rng is None:
        rng = random   # modul random uga nduwe choice(), dadi iso dienggo langsung
    try:
        show(RESIK)
        show("Sugeng rawuh ing Pontoon!")
        jeneng = ask("Sapa jenengmu? ").strip() or "Pemain"
        while True:
            play_game(lambda: random_card(rng), ask, show)
            if not play_again(ask):
                show(f"Matur nuwun, {jeneng}. Nganti ketemu maneh!")
                break
    except EOFError:
        pass   # input entek: rampung wae, ora usah error


if __name__ == "__main__":
    main()
