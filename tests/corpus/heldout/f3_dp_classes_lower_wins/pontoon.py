import random

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Jack", "Queen", "King")
SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")


class Card:
    def __init__(self):
        self.rank = random.choice(RANKS)
        self.suit = random.choice(SUITS)

    def value(self):
        if self.rank in ("Jack", "Queen", "King"):
            return 10
        return RANKS.index(self.rank) + 1

    def __repr__(self):
        return self.rank + " of " + self.suit


class Player:
    def __init__(self, name):
        self.name = name
        self.hand = []

    def take(self):
        self.hand.append(Card())

    def total(self):
        return sum(card.value() for card in self.hand)

    def is_bust(self):
        return self.total() > 21

    def show(self):
        print(self.name + ": " + ", ".join(repr(c) for c in self.hand) + " (" + str(self.total()) + ")")


def get_answer(prompt, allowed):
    while True:
        try:
            answer = input(prompt)
        except EOFError:
            return None
        answer = answer.strip().lower()
        if answer in allowed:
            return answer
        print("Please type one of:", "/".join(allowed))


def play_round():
    house = Player("The House")
    house.take()
    while house.total() < 17:
        house.take()

    you = Player("You")
    you.take()
    while not you.is_bust():
        you.show()
        choice = get_answer("(d)raw or (p)ass? ", ["d", "p"])
        if choice is None:
            return False
        if choice == "p":
            break
        you.take()
    if you.is_bust():
        you.show()
        print("Bust!")

    print("--- results ---")
    house.show()
    you.show()
    h, y = house.total(), you.total()
    if h > 21 and y > 21:
        print("Both bust. Nobody wins.")
    elif h > 21:
        print("The House is bust. You win!")
    elif y > 21:
        print("The House wins.")
    elif y < h:
        print("You win!")
    elif y == h:
        print("Stand-off, nobody wins.")
    else:
        print("The House wins.")
    return True


print("*** PONTOON ***")
while True:
    if not play_round():
        break
    again = get_answer("Another round? (y/n) ", ["y", "n"])
    if again != "y":
        break
print("Goodbye")
