import random

HANGGANAN = 15   # titigil ang kompyuter kapag 15 o higit pa

print("*" * 44)
print("  PONTOON  --  laro ng baraha")
print("*" * 44)
print("Mga patakaran:")
print("  1. Ang bawat baraha ay mula 1 hanggang 10 (ang Alas ay laging 1).")
print("  2. Unang maglalaro ang kompyuter; lihim ang mga baraha nito.")
print("  3. Isang baraha ang simula mo. Kumuha pa (k) o tumigil (t).")
print("  4. Lampas sa 21 = 'bust'. Kapag parehong bust o pareho ang")
print("     halaga, tabla. Kung hindi, panalo ang mas mataas.")
print("*" * 44)

panalo_ako = 0
panalo_kompyuter = 0
mga_tabla = 0

naglalaro = True
try:
    while naglalaro:
        # --- turno ng kompyuter (walang ipinapakita) ---
        kompyuter = random.randint(1, 10)
        while kompyuter < HANGGANAN:
            kompyuter = kompyuter + random.randint(1, 10)

        # --- turno mo ---
        ako = random.randint(1, 10)
        tapos_na = False
        while not tapos_na:
            print()
            print("Ang halaga mo:", ako)
            print("Kukuha ka pa ba ng baraha? (k = kuha, t = tigil)")
            sagot = input("> ").strip().lower()
            if sagot == "k":
                ako = ako + random.randint(1, 10)
                if ako > 21:
                    print("Ang halaga mo:", ako, "- lampas na sa 21!")
                    tapos_na = True
            elif sagot == "t":
                tapos_na = True
            else:
                print("Hindi ko naintindihan. 'k' o 't' lamang.")

        # --- resulta ---
        bust_ako = ako > 21
        bust_kompyuter = kompyuter > 21
        print()
        print("Halaga ng kompyuter:", kompyuter)
        print("Halaga mo:", ako)
        if bust_ako and bust_kompyuter:
            print("Tabla!")
            mga_tabla += 1
        elif bust_ako:
            print("Panalo ang kompyuter!")
            panalo_kompyuter += 1
        elif bust_kompyuter:
            print("Panalo ka!")
            panalo_ako += 1
        elif ako > kompyuter:
            print("Panalo ka!")
            panalo_ako += 1
        elif ako < kompyuter:
            print("Panalo ang kompyuter!")
            panalo_kompyuter += 1
        else:
            print("Tabla!")
            mga_tabla += 1
        print("Iskor -- ikaw:", panalo_ako, "| kompyuter:", panalo_kompyuter,
              "| tabla:", mga_tabla)

        # --- isa pa? ---
        nagtatanong = True
        while nagtatanong:
            print()
            print("Maglaro ulit? (o = oo, h = hindi)")
            sagot = input("> ").strip().lower()
            if sagot == "o":
                nagtatanong = False
            elif sagot == "h":
                nagtatanong = False
                naglalaro = False
except EOFError:
    print()

print("Salamat sa paglalaro!")
