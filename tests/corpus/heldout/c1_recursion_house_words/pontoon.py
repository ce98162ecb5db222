import random


def ask(question, answers):
    """Keep asking until one of the answers is typed. None when input ends."""
    while True:
        try:
            reply = input(question).strip().lower()
        except EOFError:
            print()
            return None
        if reply in answers:
            return answers[reply]
        print("Sorry, I didn't get that.")


def house_total():
    total = random.randint(1, 10)
    while total < 17:
        total += random.randint(1, 10)
    return total


def game():
    house = house_total()
    you = random.randint(1, 10)
    while you <= 21:
        print("You have", you)
        move = ask("twist or stick? ", {"twist": "t", "t": "t", "stick": "s", "s": "s"})
        if move is None:
            return
        if move == "s":
            break
        you += random.randint(1, 10)
    else:
        print("You have", you, "- bust!")

    print("The House has", house)
    print("You have", you)
    if house > 21 and you > 21:
        print("Both bust, so it's a draw.")
    elif house > 21:
        print("The House is bust. You win!")
    elif you > 21:
        print("The House wins.")
    elif you == house:
        print("It's a draw.")
    elif you > house:
        print("You win!")
    else:
        print("The House wins.")
    play_again()


def play_again():
    again = ask("Play again? (yes/no) ", {"yes": True, "y": True, "no": False, "n": False})
    if again:
        game()
    else:
        print("Thanks for playing!")


game()
