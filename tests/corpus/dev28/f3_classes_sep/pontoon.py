"""
Pontoon v2 - object oriented version

A Player holds cards. The Dealer is a Player that plays by itself
(it keeps taking cards while it is under STICK_AT).
Cards are rank names like "Seven" or "King". Aces are always 1.
"""
import random

VERSION = 2
STICK_AT = 17

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
         "Eight", "Nine", "Ten", "Jack", "Queen", "King")

VALUES = {
    "Ace": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7,
    "Eight": 8, "Nine": 9, "Ten": 10, "Jack": 10, "Queen": 10, "King": 10,
}

MESSAGES = {
    "player": "You win!",
    "computer": "Computer wins!",
    "draw": "Draw - nobody wins.",
}


def card_value(card):
    return VALUES[card]


def card_name(card):
    return card


def hand_value(cards):
    return sum(card_value(card) for card in cards)


def random_card(rng):
    return rng.choice(RANKS)


class Player:
    def __init__(self, name="You"):
        self.name = name
        self.cards = []

    def take(self, card):
        self.cards.append(card)

    def value(self):
        return hand_value(self.cards)

    def is_bust(self):
        return self.value() > 21

    def names(self):
        return [card_name(card) for card in self.cards]

    def __str__(self):
        return f"{self.name} has: {', '.join(self.names())} (value {self.value()})"

    def __repr__(self):
        return f"{self.__class__.__name__}(name={self.name!r}, cards={self.cards!r})"


class Dealer(Player):
    """The computer. It decides for itself."""

    def __init__(self):
        super().__init__("Computer")

    def wants_card(self):
        return self.value() < STICK_AT

    def play(self, draw):
        self.take(draw())
        while self.wants_card():
            self.take(draw())


def computer_turn(draw):
    dealer = Dealer()
    dealer.play(draw)
    return dealer.cards


def player_turn(draw, ask, show=print, player=None):
    # play_game gives me a player who already has a first card,
    # otherwise I make one here
    if player is None:
        player = Player()
        player.take(draw())
    while True:
        show("Your cards:", *player.names(), sep=" | ")
        show(f"Your value: {player.value()}")
        if player.is_bust():
            show("Bust! You went over 21.")
            break
        choice = ask("Twist or stick? (t/s) ").strip().lower()
        if choice in ("t", "twist"):
            player.take(draw())
        elif choice in ("s", "stick"):
            break
        else:
            show("Please type t or s.")
    return player.cards


def decide_winner(computer_value, player_value):
    if computer_value > 21 and player_value > 21:
        return "draw"
    if player_value > 21:
        return "computer"
    if computer_value > 21:
        return "player"
    if player_value >= computer_value:
        return "player"
    if computer_value > player_value:
        return "computer"
    return "draw"


def play_game(draw, ask, show=print):
    you = Player()
    you.take(draw())              # your first card is dealt first (you can't see it yet)
    dealer = Dealer()
    dealer.cards = computer_turn(draw)
    player_turn(draw, ask, show, you)

    winner = decide_winner(dealer.value(), you.value())
    show("-" * 30)
    show(str(dealer))
    show(str(you))
    show(MESSAGES[winner])
    show("-" * 30)
    return winner


def play_again(ask):
    while True:
        answer = ask("Play again? (y/n) ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Just y or n please.")


def main(rng=None, ask=input, show=print):
    if rng is None:
        rng = random.Random()

    def draw():
        return random_card(rng)

    show("Welcome to Pontoon!")
    try:
        while True:
            play_game(draw, ask, show)
            if not play_again(ask):
                break
    except EOFError:
        pass
    show("Goodbye.")


if __name__ == "__main__":
    main()
