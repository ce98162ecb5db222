# Pontoon (version 1)
# The Banker plays first and keeps its cards to itself, then it is your go.
# Every card that is drawn goes in the history, which is printed when the game is over.
import random

history = []      # what happened in the current game
games = 0
wins = 0


def draw_card():
    return random.randrange(1, 11)


def add_to_history(who, card, total):
    history.append(who + " drew " + str(card) + " (" + str(total) + ")")


def banker_turn():
    total = 0
    while total < 14:
        card = draw_card()
        total = total + card
        add_to_history("the Banker", card, total)
    return total


def player_turn():
    card = draw_card()
    total = card
    add_to_history("you", card, total)
    print("You drew " + str(card) + ".")
    while total <= 21:
        print("Your total is " + str(total) + ".")
        answer = input("(a)nother or (e)nough? ").strip().lower()
        if answer == "a" or answer == "another":
            card = draw_card()
            total = total + card
            add_to_history("you", card, total)
            print("You drew " + str(card) + ".")
        elif answer == "e" or answer == "enough":
            break
        else:
            print("Please type a or e.")
    if total > 21:
        print("Your total is " + str(total) + " - you are bust!")
    return total


def show_history():
    print()
    print("How the game went:")
    number = 1
    for line in history:
        print(str(number) + ". " + line)
        number = number + 1


def winner(banker, player):
    if banker > 21 and player > 21:
        # both bust: whoever went over by less wins
        if player < banker:
            return "player"
        if banker < player:
            return "banker"
        return "draw"
    if player > 21:
        return "banker"
    if banker > 21:
        return "player"
    if player > banker:
        return "player"
    if banker > player:
        return "banker"
    return "draw"


def play_game():
    global games, wins
    history.clear()
    banker = banker_turn()
    print("The Banker has had its turn.")
    player = player_turn()
    show_history()
    print()
    print("The Banker: " + str(banker))
    print("You: " + str(player))
    result = winner(banker, player)
    if result == "player":
        print("You win!")
        wins = wins + 1
    elif result == "banker":
        print("The Banker wins.")
    else:
        print("It's a draw.")
    games = games + 1
    percent = round(wins / games * 100)
    print("Games: " + str(games) + "  You won " + str(percent) + "%")


def keep_playing():
    while True:
        answer = input("Keep playing? y/n ").strip().lower()
        if answer == "y" or answer == "yes":
            return True
        if answer == "n" or answer == "no":
            return False
        print("Just y or n please.")


print("Welcome to Pontoon!")
try:
    play_game()
    while keep_playing():
        print()
        play_game()
    print("Thanks for playing.")
except EOFError:
    print()
